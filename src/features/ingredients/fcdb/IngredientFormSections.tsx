/** The sections of the ingredient editor's form: names, nutrition, classification and factors. */
import { Box, Button, Field, Heading, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { UseFormReturn, UseFormRegister } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { limitRule, type FieldLimits } from '../../../components/fieldLimits';
import { LabeledSelect } from '../../../components/LabeledSelect';
import { MultiSelect } from '../../../components/MultiSelect';
import { notify } from '../../../components/toaster';
import { apiErrorOf } from '../../../services/apiError';
import { newIdempotencyKey } from '../../../services/idempotency';
import { useListAllIngredientGroupsQuery } from '../displayNames/displayNamesApi';
import { useCreateIngredientGroupMutation, useGetLanguagesQuery, type Ingredient } from './fcdbApi';
import { FactorRows, NUTRIENT_RETENTION, WEIGHT_YIELD } from './FactorRows';
import { LIMITS, type FormValues } from './ingredientFormModel';
import { NUMBER_PATTERN, NUTRIENT_GROUPS } from './nutrientFields';
import { useMayOpenFoodRestrictions } from './permissions';

interface SectionProps {
  ingredient: Ingredient;
  form: UseFormReturn<FormValues>;
  editable: boolean;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2" borderTopWidth="1px" paddingTop="3">
      <Heading size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

export function NumberField({
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

/** Names (with a field per other language), ids and the recommended portion. */
export function NamesSection({ ingredient, form, editable }: SectionProps) {
  const { register, formState } = form;
  const languages = useGetLanguagesQuery();
  const otherLanguages = (languages.data?.languages ?? []).filter((l) => l.code !== languages.data?.defaultLanguage);
  return (
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
  );
}

/** The nutrients per 100 g, grouped as the API groups them. */
export function NutritionSection({ form, editable }: Omit<SectionProps, 'ingredient'>) {
  const { register, formState } = form;
  const nutrientError = (group: string, key: string) =>
    (formState.errors.nutrients as Record<string, Record<string, { message?: string }> | undefined> | undefined)?.[group]?.[key]
      ?.message;
  return (
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
  );
}

/** The display name (pick one or create one on the spot), food groups and the restrictions excluding it. */
export function ClassificationSection({
  ingredient,
  form,
  editable,
  foodGroups,
}: SectionProps & { foodGroups: readonly { idGroup: number; name: string }[] }) {
  const { watch, setValue } = form;
  const mayOpenRestrictions = useMayOpenFoodRestrictions();
  // Every display name (read page by page), not only a first page: a context may have hundreds.
  const displayNames = useListAllIngredientGroupsQuery({ languaLid: [] });
  const [createGroup, creatingGroup] = useCreateIngredientGroupMutation();
  const [newGroupName, setNewGroupName] = useState('');
  const id = ingredient.idIngredient;

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
  return (
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
          options={foodGroups.map((g) => ({ value: String(g.idGroup), label: g.name }))}
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
  );
}

/** Weight yield factors by cooking method and nutrient retention factors, checked from the first save on. */
export function FactorsSection({ form, editable, saveTried }: Omit<SectionProps, 'ingredient'> & { saveTried: boolean }) {
  const { watch, setValue } = form;
  return (
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
  );
}
