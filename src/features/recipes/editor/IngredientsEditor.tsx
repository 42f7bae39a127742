import { Box, Heading, IconButton, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FuzzyPicker, PICKER_PAGE_SIZE } from '../../../components/FuzzyPicker';
import { humanize } from '../../../components/MultiSelect';
import type { IngredientSummary } from '../../../services/generated/searchApi.generated';
import { useSearchIngredientsQuery } from '../recipesApi';
import { GRAMS, type IngredientRow, type RecipeFormValues } from './formModel';

// Pickers for ingredients match on the name and the English name (catalogue.md section 5).
const PICKER_KEYS: Array<keyof IngredientSummary> = ['name', 'englishName'];
const labelOf = (i: IngredientSummary) => (i.englishName && i.englishName !== i.name ? `${i.name} (${i.englishName})` : i.name);

function rowFor(ingredient: IngredientSummary): IngredientRow {
  const units = ingredient.units?.length ? ingredient.units.map(({ name, quantityInGrams, idUnit }) => ({ idUnit, name, quantityInGrams })) : [GRAMS];
  return {
    ingredient: { idIngredient: ingredient.idIngredient, name: ingredient.name, englishName: ingredient.englishName },
    // A new recipe ingredient starts at 0, in GRAMS (catalogue.md sections 3 and 5).
    quantity: 0,
    unitName: 'GRAMS',
    units: units.some((u) => u.name === 'GRAMS') ? units : [GRAMS, ...units],
    nutrientRetentionFactors: [],
  };
}

/** The ingredient rows: quantity, unit, weight yield factor; a fuzzy picker adds rows. */
export function IngredientsEditor({ form, disabled }: { form: UseFormReturn<RecipeFormValues>; disabled: boolean }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const [query, setQuery] = useState('');
  const search = useSearchIngredientsQuery({ name: query, offset: 0, count: PICKER_PAGE_SIZE, model: 'NUTRITIONIST_UI', expand: ['units'] }, { skip: !query.trim() });
  return (
    <Box>
      <Heading size="sm" marginBottom="2">
        Ingredients
      </Heading>
      <Table.Root size="sm" aria-label="Ingredients">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Ingredient</Table.ColumnHeader>
            <Table.ColumnHeader>Quantity</Table.ColumnHeader>
            <Table.ColumnHeader>Unit</Table.ColumnHeader>
            <Table.ColumnHeader>Weight yield factor</Table.ColumnHeader>
            <Table.ColumnHeader>Retention factors</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((row, index) => {
            const name = row.ingredient.name ?? `#${row.ingredient.idIngredient}`;
            const quantityError = formState.errors.ingredients?.[index]?.quantity?.message;
            return (
              <Table.Row key={row.id}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>
                  <Input
                    size="xs"
                    type="number"
                    min={0}
                    step={0.01}
                    aria-label={`Quantity of ${name}`}
                    aria-invalid={!!quantityError}
                    {...register(`ingredients.${index}.quantity`, {
                      valueAsNumber: true,
                      validate: (v) => (Number.isFinite(v) ? v >= 0 || 'Quantity cannot be negative' : 'Quantity is required'),
                    })}
                  />
                  {quantityError && (
                    <Text color="fg.error" fontSize="xs">
                      {quantityError}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <NativeSelect.Root size="xs">
                    <NativeSelect.Field aria-label={`Unit of ${name}`} {...register(`ingredients.${index}.unitName`)}>
                      {row.units.map((u) => (
                        <option key={u.name} value={u.name}>
                          {humanize(u.name)} ({u.quantityInGrams} g)
                        </option>
                      ))}
                    </NativeSelect.Field>
                  </NativeSelect.Root>
                </Table.Cell>
                <Table.Cell>
                  <Input size="xs" type="number" min={0} step={0.01} aria-label={`Weight yield factor of ${name}`} {...register(`ingredients.${index}.weightYieldFactor.factor`, { valueAsNumber: true })} />
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="xs" title={row.nutrientRetentionFactors.map((f) => `${f.nutrient}: ${f.factor}`).join('\n')}>
                    {row.nutrientRetentionFactors.length ? row.nutrientRetentionFactors.map((f) => `${f.nutrient} ${f.factor}`).join(', ') : 'None'}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <IconButton size="xs" variant="ghost" aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                    <Text as="span" aria-hidden>
                      ✕
                    </Text>
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Box marginTop="2" maxWidth="md">
        <FuzzyPicker
          label="Add ingredient"
          items={search.data?.items ?? []}
          keys={PICKER_KEYS}
          getKey={(i) => i.idIngredient}
          getLabel={labelOf}
          onQueryChange={setQuery}
          onSelect={(i) => append(rowFor(i))}
          loading={search.isFetching}
          disabled={disabled}
        />
      </Box>
    </Box>
  );
}
