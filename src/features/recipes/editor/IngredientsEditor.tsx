import { Box, Heading, IconButton, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { limitHint, limitRule, numberInputAttributes } from '../../../components/fieldLimits';
import { FuzzyPicker, PICKER_PAGE_SIZE } from '../../../components/FuzzyPicker';
import { humanize } from '../../../components/MultiSelect';
import type { IngredientSummary } from '../../../services/generated/searchApi.generated';
import { RECIPE_LIMITS, useSearchIngredientsQuery } from '../recipesApi';
import { GRAMS, type IngredientRow, type RecipeFormValues } from './formModel';

// Pickers for ingredients match on the name and the English name.
const PICKER_KEYS: Array<keyof IngredientSummary> = ['name', 'englishName'];
const labelOf = (i: IngredientSummary) => (i.englishName && i.englishName !== i.name ? `${i.name} (${i.englishName})` : i.name);

const QUANTITY = RECIPE_LIMITS.quantity;
// An empty factor means "none" (toRecipeInput leaves it out); a given one must be within the limits.
const FACTOR = { ...RECIPE_LIMITS.weightYieldFactor, required: false };

/** A column title with what its inputs accept underneath. */
function ColumnTitle({ title, hint }: { title: string; hint?: string }) {
  return (
    <>
      {title}
      {hint && (
        <Text as="span" display="block" fontWeight="normal" fontSize="2xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </>
  );
}

function rowFor(ingredient: IngredientSummary): IngredientRow {
  const units = ingredient.units?.length
    ? ingredient.units.map(({ name, quantityInGrams, idUnit }) => ({ idUnit, name, quantityInGrams }))
    : [GRAMS];
  return {
    ingredient: { idIngredient: ingredient.idIngredient, name: ingredient.name, englishName: ingredient.englishName },
    // A new recipe ingredient starts at 0, in GRAMS.
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
  const search = useSearchIngredientsQuery(
    { name: query, offset: 0, count: PICKER_PAGE_SIZE, model: 'NUTRITIONIST_UI', expand: ['units'] },
    { skip: !query.trim() },
  );
  return (
    <Box>
      <Heading size="sm" marginBottom="2">
        Ingredients
      </Heading>
      <Table.Root size="sm" aria-label="Ingredients">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Ingredient</Table.ColumnHeader>
            <Table.ColumnHeader>
              <ColumnTitle title="Quantity" hint={disabled ? undefined : limitHint(QUANTITY)} />
            </Table.ColumnHeader>
            <Table.ColumnHeader>Unit</Table.ColumnHeader>
            <Table.ColumnHeader>
              <ColumnTitle title="Weight yield factor" hint={disabled ? undefined : limitHint(FACTOR)} />
            </Table.ColumnHeader>
            <Table.ColumnHeader>Retention factors</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((row, index) => {
            const name = row.ingredient.name ?? `#${row.ingredient.idIngredient}`;
            const rowErrors = formState.errors.ingredients?.[index];
            const quantityError = rowErrors?.quantity?.message;
            const factorError = rowErrors?.weightYieldFactor?.factor?.message;
            return (
              <Table.Row key={row.id}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>
                  <Input
                    size="xs"
                    type="number"
                    {...numberInputAttributes(QUANTITY)}
                    aria-label={`Quantity of ${name}`}
                    aria-invalid={!!quantityError}
                    {...register(`ingredients.${index}.quantity`, {
                      valueAsNumber: true,
                      validate: limitRule('Quantity', QUANTITY, { empty: 'Quantity is required' }),
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
                  <Input
                    size="xs"
                    type="number"
                    {...numberInputAttributes(FACTOR)}
                    step={0.01}
                    aria-label={`Weight yield factor of ${name}`}
                    aria-invalid={!!factorError}
                    {...register(`ingredients.${index}.weightYieldFactor.factor`, {
                      valueAsNumber: true,
                      validate: limitRule('Weight yield factor', FACTOR),
                    })}
                  />
                  {factorError && (
                    <Text color="fg.error" fontSize="xs">
                      {factorError}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="xs" title={row.nutrientRetentionFactors.map((f) => `${f.nutrient}: ${f.factor}`).join('\n')}>
                    {row.nutrientRetentionFactors.length
                      ? row.nutrientRetentionFactors.map((f) => `${f.nutrient} ${f.factor}`).join(', ')
                      : 'None'}
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
