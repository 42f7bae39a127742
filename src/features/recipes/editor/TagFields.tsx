import { SimpleGrid } from '@chakra-ui/react';
import { Controller, type Control } from 'react-hook-form';
import { MultiSelect, enumOptions, type Option } from '../../../components/MultiSelect';
import { RECIPE_ENUMS, useListTagsQuery } from '../recipesApi';
import type { RecipeFormValues } from './formModel';
import { FormField } from './FormField';

type TagField = 'mealTypes' | 'seasons' | 'storage' | 'cookingMethods' | 'otherTags';

const FIXED: Array<{ name: TagField; label: string; options: Option[]; keepOne?: boolean }> = [
  // A meal type selection cannot be emptied once made.
  { name: 'mealTypes', label: 'Meal type', options: enumOptions(RECIPE_ENUMS.MealType), keepOne: true },
  { name: 'seasons', label: 'Season', options: enumOptions(RECIPE_ENUMS.Season) },
  { name: 'storage', label: 'Storage', options: enumOptions(RECIPE_ENUMS.Storage) },
  { name: 'cookingMethods', label: 'Cooking method', options: enumOptions(RECIPE_ENUMS.CookingMethod) },
];

/** The tag pickers: meal type, season, storage, cooking method and other attributes (OTHER tags). */
export function TagFields({ control, disabled }: { control: Control<RecipeFormValues>; disabled: boolean }) {
  const tags = useListTagsQuery();
  const other = (tags.data ?? []).filter((t) => t.category === 'OTHER').map((t) => ({ value: t.name, label: t.name }));
  const fields = [...FIXED, { name: 'otherTags' as const, label: 'Other attributes', options: other }];
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      {fields.map((f) => (
        <FormField key={f.name} label={f.label}>
          <Controller
            control={control}
            name={f.name}
            render={({ field }) => (
              <MultiSelect
                label={f.label}
                options={f.options}
                value={field.value}
                onChange={field.onChange}
                keepOne={'keepOne' in f && f.keepOne}
                noOptionsLabel="None defined"
                disabled={disabled}
              />
            )}
          />
        </FormField>
      ))}
    </SimpleGrid>
  );
}
