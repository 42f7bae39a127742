import { Alert, Box, Button, Field, Heading, HStack, Input, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LabeledSelect } from '../../../components/LabeledSelect';
import { MultiSelect, enumOptions } from '../../../components/MultiSelect';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { notify } from '../../../components/toaster';
import { ALLERGENS, DIETS } from '../../../domain';
import { apiErrorOf } from '../../../services/apiError';
import { newIdempotencyKey } from '../../../services/idempotency';
import {
  MESSAGES,
  useCreateIngredientGroupMutation,
  useDeleteIngredientMutation,
  useDuplicateIngredientMutation,
  useGetIngredientQuery,
  useGetLanguagesQuery,
  useListFoodGroupsQuery,
  useListIngredientGroupsQuery,
  useSaveIngredientMutation,
  useSetIngredientVisibilityMutation,
  type Ingredient,
  type IngredientInput,
  type NutrientRetentionFactor,
  type WeightYieldFactor,
} from './fcdbApi';
import { LangualBrowser } from '../langual';
import { NUMBER_PATTERN, NUTRIENT_GROUPS, nutrientInput, nutrientValuesOf, type NutrientValues } from './nutrientFields';
import { useMayEditIngredients } from './permissions';
import { UnitsEditor } from './UnitsEditor';

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
  return <IngredientForm ingredient={ingredient.data} />;
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
  allergens: string[];
  suitableDiets: string[];
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
    allergens: ingredient.allergens ?? [],
    suitableDiets: ingredient.suitableDiets ?? [],
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

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

function inputOf(values: FormValues, groupNames: Map<string, string>): IngredientInput {
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
    allergens: values.allergens as IngredientInput['allergens'],
    suitableDiets: values.suitableDiets as IngredientInput['suitableDiets'],
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
}: {
  label: string;
  unit: string;
  name: `nutrients.${string}.${string}` | 'recommendedPortionGrams';
  register: UseFormRegister<FormValues>;
  disabled: boolean;
  error?: string;
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

/** The editor proper: fields saved with Save (204 = saved); units and visibility save on their own. */
function IngredientForm({ ingredient }: { ingredient: Ingredient }) {
  const editable = useMayEditIngredients();
  const navigate = useNavigate();
  const id = ingredient.idIngredient;
  const { register, handleSubmit, formState, watch, setValue } = useForm<FormValues>({
    values: valuesOf(ingredient),
    resetOptions: { keepDirtyValues: true },
  });
  const languages = useGetLanguagesQuery();
  const foodGroups = useListFoodGroupsQuery();
  const displayNames = useListIngredientGroupsQuery({ pageSize: 200 });
  const [saveIngredient, saving] = useSaveIngredientMutation();
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

  const onSave = handleSubmit(async (values) => {
    try {
      await saveIngredient({ idIngredient: id, ingredientInput: inputOf(values, groupNames) }).unwrap();
      notify('success', MESSAGES.saved);
    } catch {
      notify('error', MESSAGES.saveFailed);
    }
  });

  const onDuplicate = async () => {
    try {
      const copy = await duplicate({ id, 'Idempotency-Key': newIdempotencyKey() }).unwrap();
      notify('success', MESSAGES.duplicated);
      navigate(`/ingredients/fcdb/${copy.idIngredient}`);
    } catch {
      notify('error', MESSAGES.duplicateFailed);
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
      notify('error', apiErrorOf(error).message ?? MESSAGES.deleteFailed);
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
    !displayNames.data?.items.some((g) => g.idIngredientGroup === ingredient.ingredientGroup?.idIngredientGroup)
      ? [{ value: String(ingredient.ingredientGroup.idIngredientGroup), label: ingredient.ingredientGroup.name ?? '' }]
      : []),
    ...(displayNames.data?.items ?? []).map((g) => ({ value: String(g.idIngredientGroup), label: g.name })),
  ];
  const otherLanguages = (languages.data?.languages ?? []).filter((l) => l.code !== languages.data?.defaultLanguage);
  const nutrientError = (group: string, key: string) =>
    (formState.errors.nutrients as Record<string, Record<string, { message?: string }> | undefined> | undefined)?.[group]?.[key]
      ?.message;
  const deletable = ingredient.source !== 'EUROFIR';

  return (
    <form onSubmit={(event) => void onSave(event)} noValidate aria-label="Ingredient">
      <Stack gap="4" maxWidth="5xl">
        <BackLink />
        <HStack justify="space-between" wrap="wrap">
          <Heading size="lg">{ingredient.name}</Heading>
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
              <Button type="submit" colorPalette="teal" loading={saving.isLoading}>
                Save
              </Button>
            </HStack>
          )}
        </HStack>
        {!editable && <Text color="fg.muted">Read-only: only admins, nutritionists and ambassadors edit ingredients.</Text>}
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
              <Input size="sm" {...register('name', { validate: (v) => v.trim() !== '' || 'Name cannot be empty' })} />
              {formState.errors.name && <Field.ErrorText>{formState.errors.name.message}</Field.ErrorText>}
            </Field.Root>
            <Field.Root disabled={!editable}>
              <Field.Label>English name</Field.Label>
              <Input size="sm" {...register('englishName')} />
            </Field.Root>
            <Field.Root disabled={!editable}>
              <Field.Label>Original name</Field.Label>
              <Input size="sm" {...register('originalName')} />
            </Field.Root>
            {otherLanguages.map((language) => (
              <Field.Root key={language.code} disabled={!editable}>
                <Field.Label>Name in {language.name}</Field.Label>
                <Input size="sm" {...register(`translations.${language.code}`)} />
              </Field.Root>
            ))}
          </SimpleGrid>
          <HStack gap="6" fontSize="sm">
            <Text>Source: {ingredient.source ?? '—'}</Text>
            <Text>External id: {ingredient.externalID ?? '—'}</Text>
            <Box width="48">
              <NumberField
                label="Recommended portion"
                unit="g"
                name="recommendedPortionGrams"
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
              disabled={!editable}
              options={(foodGroups.data ?? []).map((g) => ({ value: String(g.idGroup), label: g.name }))}
              value={watch('groups')}
              onChange={(next) => setValue('groups', next, { shouldDirty: true })}
            />
            <MultiSelect
              label="Allergens"
              showLabel
              disabled={!editable}
              options={enumOptions(ALLERGENS)}
              value={watch('allergens')}
              onChange={(next) => setValue('allergens', next, { shouldDirty: true })}
            />
            <MultiSelect
              label="Suitable diets"
              showLabel
              disabled={!editable}
              options={enumOptions(DIETS)}
              value={watch('suitableDiets')}
              onChange={(next) => setValue('suitableDiets', next, { shouldDirty: true })}
            />
          </SimpleGrid>
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="medium">Food restrictions excluding it</Text>
            {(ingredient.foodRestrictions ?? []).length === 0 ? (
              <Text>None</Text>
            ) : (
              <HStack wrap="wrap">
                {(ingredient.foodRestrictions ?? []).map((r) => (
                  <Link key={r.idFoodRestriction} asChild color="teal.700">
                    <RouterLink to={`/food-restrictions/${r.idFoodRestriction}`}>{r.name}</RouterLink>
                  </Link>
                ))}
              </HStack>
            )}
          </Stack>
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
            title="Weight yield factors"
            rows={watch('weightYieldFactors').map((f) => ({
              what: f.cookingMethod,
              description: f.description,
              factor: f.factor,
            }))}
            editable={editable}
            onChange={(rows) =>
              setValue(
                'weightYieldFactors',
                rows.map((r) => ({ cookingMethod: r.what, description: r.description, factor: r.factor })),
                { shouldDirty: true },
              )
            }
            whatLabel="Cooking method"
          />
          <FactorRows
            title="Nutrient retention factors"
            rows={watch('nutrientRetentionFactors').map((f) => ({
              what: f.nutrient,
              description: f.description,
              factor: f.factor,
            }))}
            editable={editable}
            onChange={(rows) =>
              setValue(
                'nutrientRetentionFactors',
                rows.map((r) => ({ nutrient: r.what, description: r.description, factor: r.factor })),
                { shouldDirty: true },
              )
            }
            whatLabel="Nutrient"
          />
        </Section>

        <Section title="Units">
          <UnitsEditor idIngredient={id} units={ingredient.units} editable={editable} />
        </Section>

        <Section title="Recipes">
          <Link asChild color="teal.700">
            <RouterLink to={`/recipes?idIngredient=${id}&ingredientName=${encodeURIComponent(ingredient.name)}`}>
              Recipes using {ingredient.name}
            </RouterLink>
          </Link>
        </Section>
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

interface FactorRow {
  what: string;
  description: string;
  factor: string;
}

function FactorRows({
  title,
  rows,
  editable,
  onChange,
  whatLabel,
}: {
  title: string;
  rows: FactorRow[];
  editable: boolean;
  onChange: (rows: FactorRow[]) => void;
  whatLabel: string;
}) {
  const update = (index: number, patch: Partial<FactorRow>) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <Stack gap="1" role="group" aria-label={title}>
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      {rows.length === 0 && <Text fontSize="sm">None</Text>}
      {rows.map((row, index) => (
        <HStack key={index} gap="2">
          <Input
            size="sm"
            aria-label={`${whatLabel} ${index + 1}`}
            value={row.what}
            disabled={!editable}
            onChange={(e) => update(index, { what: e.target.value })}
          />
          <Input
            size="sm"
            aria-label={`Description ${index + 1}`}
            value={row.description}
            disabled={!editable}
            onChange={(e) => update(index, { description: e.target.value })}
          />
          <Input
            size="sm"
            width="24"
            aria-label={`Factor ${index + 1}`}
            inputMode="decimal"
            value={row.factor}
            disabled={!editable}
            onChange={(e) => update(index, { factor: e.target.value })}
          />
          {editable && (
            <Button size="xs" variant="ghost" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
              Remove
            </Button>
          )}
        </HStack>
      ))}
      {editable && (
        <Button
          size="xs"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => onChange([...rows, { what: '', description: '', factor: '1' }])}
        >
          Add factor
        </Button>
      )}
    </Stack>
  );
}
