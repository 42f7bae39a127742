import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { limitHint, limitRule, numberInputAttributes } from '../../../components/fieldLimits';
import { enumOptions } from '../../../components/MultiSelect';
import { RECIPE_ENUMS, RECIPE_LIMITS, useListNutsRegionsQuery, useListRecipeSourcesQuery } from '../recipesApi';
import type { RecipeFormValues } from './formModel';
import { FormField } from './FormField';

type Registration = ReturnType<UseFormReturn<RecipeFormValues>['register']>;

function Select({
  options,
  placeholder,
  registration,
}: {
  options: Array<{ value: string; label: string }>;
  placeholder: string;
  registration: Registration;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field {...registration}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const { servings, preparationTime, cookingTime, source } = RECIPE_LIMITS;

/** Servings, cuisine, NUTS region, expertise, times and source, checked against the document's limits. */
export function GeneralFields({ form }: { form: UseFormReturn<RecipeFormValues> }) {
  const { register, formState } = form;
  const nuts = useListNutsRegionsQuery();
  const sources = useListRecipeSourcesQuery();
  const errors = formState.errors;
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <FormField label="Servings" required error={errors.servings?.message} hint={limitHint(servings)}>
        <Input
          size="sm"
          type="number"
          {...numberInputAttributes(servings)}
          {...register('servings', { validate: limitRule('Servings', servings, { empty: 'Servings cannot be empty' }) })}
        />
      </FormField>
      <FormField label="Preparation time (min)" error={errors.preparationTime?.message} hint={limitHint(preparationTime)}>
        <Input
          size="sm"
          type="number"
          {...numberInputAttributes(preparationTime)}
          {...register('preparationTime', { validate: limitRule('Preparation time', preparationTime) })}
        />
      </FormField>
      <FormField label="Cooking time (min)" error={errors.cookingTime?.message} hint={limitHint(cookingTime)}>
        <Input
          size="sm"
          type="number"
          {...numberInputAttributes(cookingTime)}
          {...register('cookingTime', { validate: limitRule('Cooking time', cookingTime) })}
        />
      </FormField>
      <FormField label="Cuisine">
        <Select placeholder="None" options={enumOptions(RECIPE_ENUMS.Cuisine)} registration={register('cuisine')} />
      </FormField>
      <FormField label="NUTS region">
        <Select
          placeholder="None"
          options={(nuts.data ?? []).map((n) => ({ value: n.code, label: n.name ? `${n.code} ${n.name}` : n.code }))}
          registration={register('nutsRegionCode')}
        />
      </FormField>
      <FormField label="Expertise">
        <Select placeholder="None" options={enumOptions(RECIPE_ENUMS.ExpertiseLevel)} registration={register('expertiseLevel')} />
      </FormField>
      <FormField label="Source" error={errors.source?.message} hint={limitHint(source)}>
        {/* A known source or a new one: free text with the known sources as suggestions. */}
        <Input size="sm" list="recipe-sources" {...register('source', { validate: limitRule('Source', source) })} />
        <datalist id="recipe-sources">
          {(sources.data ?? []).map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </FormField>
    </SimpleGrid>
  );
}
