import { Alert, Box, Button, Field, Heading, HStack, Input, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { limitRule, type FieldLimits } from '../../../components/fieldLimits';
import { LabeledSelect } from '../../../components/LabeledSelect';
import { MultiSelect } from '../../../components/MultiSelect';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { notify } from '../../../components/toaster';
import { ownAllergens, saysLactoseFree, type AnimalOrigin, type GlutenCereal } from '../../../domain';
import { apiErrorOf, refusalReason } from '../../../services/apiError';
import { appApiFieldLimits } from '../../../services/generated/appApi.constants.generated';
import { newIdempotencyKey } from '../../../services/idempotency';
import {
  MESSAGES,
  useCreateIngredientGroupMutation,
  useDeleteIngredientMutation,
  useDuplicateIngredientMutation,
  useGetIngredientQuery,
  useGetLanguagesQuery,
  useListFoodGroupsQuery,
  useSetIngredientVisibilityMutation,
  type Ingredient,
  type IngredientInput,
  type NutrientRetentionFactor,
  type WeightYieldFactor,
} from './fcdbApi';
import { useListAllIngredientGroupsQuery } from '../displayNames/displayNamesApi';
import { FactorRows, NUTRIENT_RETENTION, WEIGHT_YIELD, factorRowsValid } from './FactorRows';
import { FoodFactsFields } from './FoodFactsFields';
import { LangualBrowser } from '../langual';
import { NUMBER_PATTERN, NUTRIENT_GROUPS, nutrientInput, nutrientValuesOf, type NutrientValues } from './nutrientFields';
import { useMayEditIngredients, useMayOpenFoodRestrictions } from './permissions';
import { UnitsEditor } from './UnitsEditor';
import { useIngredientSave } from './useIngredientSave';
import { VersionConflictAlert } from './VersionConflictAlert';
import { HelpLink } from '../../../components/HelpLink';

/** /ingredients/fcdb/{ingId}: the ingredient editor. */
export function IngredientEditorPage() {
  const { ingId } = useParams();
  const id = Number(ingId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <LoadedIngredient key={id} id={id} />;
}

/** Back to the list as it was filtered when the ingredient was opened from it. */
function BackLink() {
  const state: unknown = useLocation().state;
  const listSearch =
    typeof state === 'object' && state !== null && 'listSearch' in state && typeof state.listSearch === 'string'
      ? state.listSearch
      : '';
  return (
    <Link asChild fontSize="sm" color="teal.700">
      <RouterLink to={`/ingredients/fcdb${listSearch}`}>Back to the ingredients</RouterLink>
    </Link>
  );
}

function LoadedIngredient({ id }: { id: number }) {
  const ingredient = useGetIngredientQuery({ id });
  if (ingredient.isLoading) return <Spinner margin="8" aria-label="Loading ingredient" />;
  if (!ingredient.data)
    return (
      <Box padding="8" role="alert">
        <Text>The ingredient could not be loaded.</Text>
        <BackLink />
      </Box>
    );
  return <IngredientForm ingredient={ingredient.data} refetch={() => ingredient.refetch().unwrap()} />;
}

interface FormValues {
  name: string;
  englishName: string;
  originalName: string;
  recommendedPortionGrams: string;
  translations: Record<string, string>;
  nutrients: NutrientValues;
  ingredientGroupId: string;
  groups: string[];
  animalOrigins: string[];
  glutenCereals: string[];
  /** The allergens beyond what the animal origins and cereals imply (the server adds those). */
  allergens: string[];
  /** LanguaL ids, in the order they were added. */
  languaL: string[];
  weightYieldFactors: Array<{ description: string; cookingMethod: string; factor: string }>;
  nutrientRetentionFactors: Array<{ description: string; nutrient: string; factor: string }>;
}

function valuesOf(ingredient: Ingredient): FormValues {
  return {
    name: ingredient.name,
    englishName: ingredient.englishName ?? '',
    originalName: ingredient.originalName ?? '',
    recommendedPortionGrams: ingredient.recommendedPortionGrams === undefined ? '' : String(ingredient.recommendedPortionGrams),
    translations: Object.fromEntries((ingredient.nameTranslations ?? []).map((t) => [t.languageCode, t.translation])),
    nutrients: nutrientValuesOf(ingredient),
    ingredientGroupId: ingredient.ingredientGroup ? String(ingredient.ingredientGroup.idIngredientGroup) : '',
    groups: (ingredient.groups ?? []).map((g) => String(g.idGroup)),
    animalOrigins: ingredient.animalOrigins ?? [],
    glutenCereals: ingredient.glutenCereals ?? [],
    allergens: ownAllergens(
      ingredient.allergens ?? [],
      { animalOrigins: ingredient.animalOrigins ?? [], glutenCereals: ingredient.glutenCereals ?? [] },
      ingredient.factReasons ?? {},
    ),
    languaL: (ingredient.languaLDescriptors ?? []).map((d) => d.id),
    weightYieldFactors: (ingredient.weightYieldFactors ?? []).map((f) => ({
      description: f.description ?? '',
      cookingMethod: f.cookingMethod ?? '',
      factor: String(f.factor),
    })),
    nutrientRetentionFactors: (ingredient.nutrientRetentionFactors ?? []).map((f) => ({
      description: f.description ?? '',
      nutrient: f.nutrient,
      factor: String(f.factor),
    })),
  };
}

/** The limits of the editor's fields (openapi/api.yaml), checked before sending and named in the messages. */
const LIMITS = {
  name: appApiFieldLimits.IngredientInput.name,
  englishName: appApiFieldLimits.IngredientInput.englishName,
  originalName: appApiFieldLimits.IngredientInput.originalName,
  recommendedPortionGrams: appApiFieldLimits.IngredientInput.recommendedPortionGrams,
  // A translation is optional here: an empty one is not sent.
  translation: { ...appApiFieldLimits.NameTranslation.translation, required: false },
} as const;

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

function inputOf(values: FormValues, groupNames: Map<string, string>): Omit<IngredientInput, 'version'> {
  const portion = values.recommendedPortionGrams.trim();
  return {
    name: values.name.trim(),
    englishName: optional(values.englishName),
    originalName: optional(values.originalName),
    recommendedPortionGrams: portion ? Number(portion) : undefined,
    ...nutrientInput(values.nutrients),
    nameTranslations: Object.entries(values.translations)
      .filter(([, t]) => t.trim())
      .map(([languageCode, translation]) => ({ languageCode, translation: translation.trim() })),
    ingredientGroup: values.ingredientGroupId ? { idIngredientGroup: Number(values.ingredientGroupId) } : undefined,
    groups: values.groups.map((g) => ({ idGroup: Number(g), name: groupNames.get(g) ?? '' })),
    animalOrigins: values.animalOrigins as AnimalOrigin[],
    glutenCereals: values.glutenCereals as GlutenCereal[],
    allergens: values.allergens as IngredientInput['allergens'],
    languaLDescriptors: values.languaL.map((id) => ({ id })),
    weightYieldFactors: values.weightYieldFactors.map((f): WeightYieldFactor => ({
      description: optional(f.description),
      ...(f.cookingMethod ? { cookingMethod: f.cookingMethod as WeightYieldFactor['cookingMethod'] } : {}),
      factor: Number(f.factor),
    })),
    nutrientRetentionFactors: values.nutrientRetentionFactors.map((f): NutrientRetentionFactor => ({
      description: optional(f.description),
      nutrient: f.nutrient,
      factor: Number(f.factor),
    })),
  };
}

function NumberField({
  label,
  unit,
  name,
  register,
  disabled,
  error,
  limits,
}: {
  label: string;
  unit: string;
  name: `nutrients.${string}.${string}` | 'recommendedPortionGrams';
  register: UseFormRegister<FormValues>;
  disabled: boolean;
  error?: string;
  /** The document's limits beyond "a number of at least 0", checked before sending. */
  limits?: FieldLimits;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label fontSize="xs">
        {label} ({unit})
      </Field.Label>
      <Input
        size="sm"
        inputMode="decimal"
        {...register(name as 'recommendedPortionGrams', {
          pattern: { value: NUMBER_PATTERN, message: 'A number of at least 0' },
          ...(limits ? { validate: limitRule(label, limits) } : {}),
        })}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2" borderTopWidth="1px" paddingTop="3">
      <Heading size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

/**
 * The editor proper: fields saved with Save (204 = saved) with the version they were loaded with (a 409
 * keeps them and offers a reload); units and visibility save on their own.
 */
function IngredientForm({ ingredient, refetch }: { ingredient: Ingredient; refetch: () => Promise<Ingredient> }) {
  const editable = useMayEditIngredients();
  const mayOpenRestrictions = useMayOpenFoodRestrictions();
  const navigate = useNavigate();
  const id = ingredient.idIngredient;
  // A refetch (after a save, a unit or visibility change, another editor's save) updates the fields the user
  // has not changed and keeps the ones they have.
  const { register, handleSubmit, formState, watch, setValue, reset } = useForm<FormValues>({
    values: valuesOf(ingredient),
    resetOptions: { keepDirtyValues: true },
  });
  const { save, saving, conflict, reload, reloading } = useIngredientSave({
    ingredient,
    edited: Object.keys(formState.dirtyFields).length > 0,
    refetch,
    resetForm: (fresh) => reset(valuesOf(fresh), { keepDirtyValues: false }),
  });
  const languages = useGetLanguagesQuery();
  const foodGroups = useListFoodGroupsQuery();
  // Every display name (read page by page), not only a first page: a context may have hundreds.
  const displayNames = useListAllIngredientGroupsQuery({ languaLid: [] });
  const [duplicate, duplicating] = useDuplicateIngredientMutation();
  const [deleteIngredient, deleting] = useDeleteIngredientMutation();
  const [setVisibility, visibility] = useSetIngredientVisibilityMutation();
  const [createGroup, creatingGroup] = useCreateIngredientGroupMutation();
  const [confirming, setConfirming] = useState(false);
  const groupNames = new Map([
    ...(ingredient.groups ?? []).map((g): [string, string] => [String(g.idGroup), g.name]),
    ...(foodGroups.data ?? []).map((g): [string, string] => [String(g.idGroup), g.name]),
  ]);
  const [newGroupName, setNewGroupName] = useState('');

  // The factor rows are checked from the first save attempt on (their problems show under each row).
  const [saveTried, setSaveTried] = useState(false);
  const factorsValid = (values: FormValues) =>
    factorRowsValid(
      values.weightYieldFactors.map((f) => ({ what: f.cookingMethod, description: f.description, factor: f.factor })),
      WEIGHT_YIELD,
    ) &&
    factorRowsValid(
      values.nutrientRetentionFactors.map((f) => ({ what: f.nutrient, description: f.description, factor: f.factor })),
      NUTRIENT_RETENTION,
    );

  const onSave = handleSubmit(async (values) => {
    if (!factorsValid(values)) return;
    await save(inputOf(values, groupNames));
  });

  const onDuplicate = async () => {
    try {
      const copy = await duplicate({ id, 'Idempotency-Key': newIdempotencyKey() }).unwrap();
      notify('success', MESSAGES.duplicated);
      navigate(`/ingredients/fcdb/${copy.idIngredient}`);
    } catch (error) {
      notify('error', MESSAGES.duplicateFailed, refusalReason(error));
    }
  };

  const onDelete = async () => {
    try {
      await deleteIngredient({ id }).unwrap();
      setConfirming(false);
      notify('success', MESSAGES.deleted);
      navigate('/ingredients/fcdb');
    } catch (error) {
      setConfirming(false);
      notify('error', MESSAGES.deleteFailed, refusalReason(error));
    }
  };

  const onVisibility = async (hidden: boolean) => {
    try {
      await setVisibility({ id, hidden }).unwrap();
    } catch {
      notify('error', MESSAGES.visibilityFailed);
    }
  };

  const onCreateGroup = async () => {
    const name = newGroupName.trim();
    if (!name) return;
    try {
      const group = await createGroup({
        'Idempotency-Key': newIdempotencyKey(),
        ingredientGroupInput: { name, ingredientIds: [id] },
      }).unwrap();
      setValue('ingredientGroupId', String(group.idIngredientGroup), { shouldDirty: true });
      setNewGroupName('');
    } catch (error) {
      notify('error', apiErrorOf(error).message ?? 'The display name could not be created');
    }
  };

  const groupOptions = [
    ...(ingredient.ingredientGroup &&
    !displayNames.data?.some((g) => g.idIngredientGroup === ingredient.ingredientGroup?.idIngredientGroup)
      ? [{ value: String(ingredient.ingredientGroup.idIngredientGroup), label: ingredient.ingredientGroup.name ?? '' }]
      : []),
    ...(displayNames.data ?? []).map((g) => ({ value: String(g.idIngredientGroup), label: g.name })),
  ];
  const otherLanguages = (languages.data?.languages ?? []).filter((l) => l.code !== languages.data?.defaultLanguage);
  const nutrientError = (group: string, key: string) =>
    (formState.errors.nutrients as Record<string, Record<string, { message?: string }> | undefined> | undefined)?.[group]?.[key]
      ?.message;
  const deletable = ingredient.source !== 'EUROFIR';

  return (
    <form
      onSubmit={(event) => {
        setSaveTried(true);
        void onSave(event);
      }}
      noValidate
      aria-label="Ingredient"
    >
      <Stack gap="4" maxWidth="5xl">
        <BackLink />
        <HStack justify="space-between" wrap="wrap">
          <HStack gap="3" align="baseline">
            <Heading size="lg">{ingredient.name}</Heading>
            <HelpLink area="ingredients" />
          </HStack>
          {editable && (
            <HStack>
              <label style={{ display: 'flex', gap: '0.375rem', alignItems: 'center', fontSize: '0.875rem' }}>
                <input
                  type="checkbox"
                  checked={ingredient.hideFromUser}
                  disabled={visibility.isLoading}
                  onChange={(e) => void onVisibility(e.target.checked)}
                />
                Hidden from app users
              </label>
              <Button variant="outline" loading={duplicating.isLoading} onClick={() => void onDuplicate()}>
                Duplicate
              </Button>
              {deletable && (
                <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  Delete
                </Button>
              )}
              <Button type="submit" colorPalette="teal" loading={saving}>
                Save
              </Button>
            </HStack>
          )}
        </HStack>
        {!editable && <Text color="fg.muted">Read-only: only admins, nutritionists and ambassadors edit ingredients.</Text>}
        {conflict && <VersionConflictAlert reloading={reloading} onReload={() => void reload()} />}
        {(ingredient.dataIssues ?? []).length > 0 && (
          <Alert.Root status="warning" aria-label="Data issues">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Data issues</Alert.Title>
              <Alert.Description>
                <ul style={{ paddingLeft: '1rem' }}>
                  {(ingredient.dataIssues ?? []).map((issue) => (
                    <li key={issue.code}>{issue.message}</li>
                  ))}
                </ul>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <Section title="Names">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root invalid={Boolean(formState.errors.name)} disabled={!editable} required>
              <Field.Label>Name</Field.Label>
              <Input
                size="sm"
                {...register('name', { validate: limitRule('Name', LIMITS.name, { empty: 'Name cannot be empty' }) })}
              />
              {formState.errors.name && <Field.ErrorText>{formState.errors.name.message}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(formState.errors.englishName)} disabled={!editable}>
              <Field.Label>English name</Field.Label>
              <Input size="sm" {...register('englishName', { validate: limitRule('English name', LIMITS.englishName) })} />
              {formState.errors.englishName && <Field.ErrorText>{formState.errors.englishName.message}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={Boolean(formState.errors.originalName)} disabled={!editable}>
              <Field.Label>Original name</Field.Label>
              <Input size="sm" {...register('originalName', { validate: limitRule('Original name', LIMITS.originalName) })} />
              {formState.errors.originalName && <Field.ErrorText>{formState.errors.originalName.message}</Field.ErrorText>}
            </Field.Root>
            {otherLanguages.map((language) => {
              const error = formState.errors.translations?.[language.code]?.message;
              return (
                <Field.Root key={language.code} invalid={Boolean(error)} disabled={!editable}>
                  <Field.Label>Name in {language.name}</Field.Label>
                  <Input
                    size="sm"
                    {...register(`translations.${language.code}`, {
                      validate: limitRule(`The ${language.name} name`, LIMITS.translation),
                    })}
                  />
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
              );
            })}
          </SimpleGrid>
          <HStack gap="6" fontSize="sm">
            {/* The id another country's import asks for ("Ingredient id in that country"). */}
            <Text>Id: {ingredient.idIngredient}</Text>
            <Text>Source: {ingredient.source ?? '—'}</Text>
            <Text>External id: {ingredient.externalID ?? '—'}</Text>
            <Box width="48">
              <NumberField
                label="Recommended portion"
                unit="g"
                name="recommendedPortionGrams"
                limits={LIMITS.recommendedPortionGrams}
                register={register}
                disabled={!editable}
                error={formState.errors.recommendedPortionGrams?.message}
              />
            </Box>
          </HStack>
        </Section>

        <Section title="Nutrition per 100 g">
          {NUTRIENT_GROUPS.map((group) => (
            <Stack key={group.title} gap="1" role="group" aria-label={group.title}>
              <Text fontWeight="medium" fontSize="sm">
                {group.title}
              </Text>
              <SimpleGrid columns={{ base: 2, md: 6 }} gap="2">
                {group.fields.map((f) => (
                  <NumberField
                    key={f.key}
                    label={f.label}
                    unit={f.unit}
                    name={`nutrients.${f.group}.${f.key}`}
                    register={register}
                    disabled={!editable}
                    error={nutrientError(f.group, f.key)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Section>

        <Section title="Classification">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Stack gap="1">
              <LabeledSelect
                label="Display name"
                value={watch('ingredientGroupId')}
                placeholder="None"
                options={groupOptions}
                disabled={!editable}
                onChange={(v) => setValue('ingredientGroupId', v, { shouldDirty: true })}
              />
              {editable && (
                <HStack>
                  <Input
                    size="sm"
                    aria-label="New display name"
                    placeholder="New display name"
                    value={newGroupName}
                    onChange={(e) => setNewGroupName(e.target.value)}
                  />
                  <Button size="sm" variant="outline" loading={creatingGroup.isLoading} onClick={() => void onCreateGroup()}>
                    Create
                  </Button>
                </HStack>
              )}
            </Stack>
            <MultiSelect
              label="Food groups"
              showLabel
              emptyLabel="None"
              disabled={!editable}
              options={(foodGroups.data ?? []).map((g) => ({ value: String(g.idGroup), label: g.name }))}
              value={watch('groups')}
              onChange={(next) => setValue('groups', next, { shouldDirty: true })}
            />
          </SimpleGrid>
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="medium">Food restrictions excluding it</Text>
            {(ingredient.foodRestrictions ?? []).length === 0 ? (
              <Text>None</Text>
            ) : (
              <HStack wrap="wrap">
                {(ingredient.foodRestrictions ?? []).map((r) =>
                  mayOpenRestrictions ? (
                    <Link key={r.idFoodRestriction} asChild color="teal.700">
                      <RouterLink to={`/food-restrictions/${r.idFoodRestriction}`}>{r.name}</RouterLink>
                    </Link>
                  ) : (
                    <Text key={r.idFoodRestriction} as="span">
                      {r.name}
                    </Text>
                  ),
                )}
              </HStack>
            )}
          </Stack>
        </Section>

        <Section title="What it holds">
          {/* Diets and allergens follow from these facts: the server derives them on save, as shown here. */}
          <FoodFactsFields
            animalOrigins={watch('animalOrigins')}
            glutenCereals={watch('glutenCereals')}
            allergens={watch('allergens')}
            reasons={ingredient.factReasons ?? {}}
            lactoseFree={saysLactoseFree(watch('name')) || saysLactoseFree(watch('englishName'))}
            disabled={!editable}
            onChange={(field, next) => setValue(field, next, { shouldDirty: true })}
          />
        </Section>

        <Section title="LanguaL">
          {/* The tree browser the FCDB list filter uses: search (2 characters, 250 ms), up to parents, down to children. */}
          <LangualBrowser
            value={watch('languaL')}
            disabled={!editable}
            onChange={(next) => setValue('languaL', next, { shouldDirty: true })}
          />
        </Section>

        <Section title="Weight yield and nutrient retention factors">
          <FactorRows
            kind={WEIGHT_YIELD}
            rows={watch('weightYieldFactors').map((f) => ({
              what: f.cookingMethod,
              description: f.description,
              factor: f.factor,
            }))}
            editable={editable}
            showProblems={saveTried}
            onChange={(rows) =>
              setValue(
                'weightYieldFactors',
                rows.map((r) => ({ cookingMethod: r.what, description: r.description, factor: r.factor })),
                { shouldDirty: true },
              )
            }
          />
          <FactorRows
            kind={NUTRIENT_RETENTION}
            rows={watch('nutrientRetentionFactors').map((f) => ({
              what: f.nutrient,
              description: f.description,
              factor: f.factor,
            }))}
            editable={editable}
            showProblems={saveTried}
            onChange={(rows) =>
              setValue(
                'nutrientRetentionFactors',
                rows.map((r) => ({ nutrient: r.what, description: r.description, factor: r.factor })),
                { shouldDirty: true },
              )
            }
          />
        </Section>

        <Section title="Units">
          <UnitsEditor idIngredient={id} units={ingredient.units} editable={editable} />
        </Section>

        {/* Section 6: linking to the recipes using the ingredient is for the editor roles only. */}
        {editable && (
          <Section title="Recipes">
            <Link asChild color="teal.700">
              <RouterLink to={`/recipes?idIngredient=${id}&ingredientName=${encodeURIComponent(ingredient.name)}`}>
                Recipes using {ingredient.name}
              </RouterLink>
            </Link>
          </Section>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Delete ingredient"
        message={`Delete ${ingredient.name}? This cannot be undone.`}
        busy={deleting.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
