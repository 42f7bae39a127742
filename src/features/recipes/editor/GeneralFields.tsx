import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { enumOptions } from '../../../components/MultiSelect';
import { CUISINES, EXPERTISE_LEVELS } from '../../../domain/catalogueEnums';
import { useListNutsRegionsQuery, useListRecipeSourcesQuery } from '../recipesApi';
import type { RecipeFormValues } from './formModel';
import { FormField } from './FormField';

type Registration = ReturnType<UseFormReturn<RecipeFormValues>['register']>;

function Select({ options, placeholder, registration }: { options: Array<{ value: string; label: string }>; placeholder: string; registration: Registration }) {
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

/** Servings, cuisine, NUTS region, expertise, times and source. */
export function GeneralFields({ form }: { form: UseFormReturn<RecipeFormValues> }) {
  const { register, formState } = form;
  const nuts = useListNutsRegionsQuery();
  const sources = useListRecipeSourcesQuery();
  const minutes = { min: { value: 0, message: 'Minutes cannot be negative' } };
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <FormField label="Servings" required error={formState.errors.servings?.message}>
        <Input size="sm" type="number" min={1} step={1} {...register('servings', { required: 'Servings cannot be empty', min: { value: 1, message: 'At least 1 serving' } })} />
      </FormField>
      <FormField label="Preparation time (min)" error={formState.errors.preparationTime?.message}>
        <Input size="sm" type="number" min={0} {...register('preparationTime', minutes)} />
      </FormField>
      <FormField label="Cooking time (min)" error={formState.errors.cookingTime?.message}>
        <Input size="sm" type="number" min={0} {...register('cookingTime', minutes)} />
      </FormField>
      <FormField label="Cuisine">
        <Select placeholder="None" options={enumOptions(CUISINES)} registration={register('cuisine')} />
      </FormField>
      <FormField label="NUTS region">
        <Select placeholder="None" options={(nuts.data ?? []).map((n) => ({ value: n.code, label: n.name ? `${n.code} ${n.name}` : n.code }))} registration={register('nutsRegionCode')} />
      </FormField>
      <FormField label="Expertise">
        <Select placeholder="None" options={enumOptions(EXPERTISE_LEVELS)} registration={register('expertiseLevel')} />
      </FormField>
      <FormField label="Source">
        {/* A known source or a new one: free text with the known sources as suggestions. */}
        <Input size="sm" list="recipe-sources" {...register('source')} />
        <datalist id="recipe-sources">
          {(sources.data ?? []).map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </FormField>
    </SimpleGrid>
  );
}
