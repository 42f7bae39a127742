import { Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { DEFAULT_MEAL_DIVISIONS } from '../../domain';
import { LabeledSelect } from '../../components/LabeledSelect';
import { enumOptions, humanize } from '../../components/MultiSelect';
import type { DivisionRow, SettingsFormValues } from './formModel';
import { SETTINGS_ENUMS, useListMealPartsQuery, type MealOfDay, type MealPart } from './settingsApi';

function describe(row: DivisionRow): string {
  if (row.type === 'MEAL_PART') return `Meal part: ${row.mealPart ? humanize(row.mealPart) : '?'}`;
  if (row.type === 'RECIPE') return `Recipe: ${row.recipe?.name ?? `#${row.recipe?.idRecipe ?? '?'}`}`;
  const ingredient = row.ingredientDivision?.ingredient;
  return `Ingredient: ${ingredient?.name ?? `#${ingredient?.idIngredient ?? '?'}`}`;
}

const order = (m: MealOfDay) => SETTINGS_ENUMS.mealsOfDay.indexOf(m);
const isMealOfDay = (v: string): v is MealOfDay => (SETTINGS_ENUMS.mealsOfDay as readonly string[]).includes(v);

/** The context's default divisions of each meal of day: a list to edit, a meal part to add. */
export function MealDivisionsTab({ loaded }: { loaded: boolean }) {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, insert, remove, replace } = useFieldArray({ control, name: 'divisions' });
  const parts = useListMealPartsQuery();
  const [mealOfDay, setMealOfDay] = useState<MealOfDay>('BREAKFAST');
  const [part, setPart] = useState<MealPart | ''>('');

  if (!loaded) return <Text role="alert">The meal divisions could not be loaded; saving leaves them as they are.</Text>;

  const add = () => {
    if (!part) return;
    // Kept grouped by meal of day: after the last division of the same or an earlier meal.
    let at = 0;
    fields.forEach((f, i) => {
      if (order(f.mealOfDay) <= order(mealOfDay)) at = i + 1;
    });
    insert(at, { mealOfDay, type: 'MEAL_PART', mealPart: part, name: humanize(part) });
    setPart('');
  };

  return (
    <Stack gap="4">
      <Table.Root size="sm" aria-label="Meal divisions">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Meal of day</Table.ColumnHeader>
            <Table.ColumnHeader>Division</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((row, index) => (
            <Table.Row key={row.id}>
              <Table.Cell>{humanize(row.mealOfDay)}</Table.Cell>
              <Table.Cell>{describe(row)}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell textAlign="end">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Remove ${row.name ?? describe(row)} (${humanize(row.mealOfDay)})`}
                  onClick={() => remove(index)}
                >
                  ✕
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {fields.length === 0 && <Text>No divisions: the default division applies.</Text>}
      <HStack alignItems="flex-end" gap="3" flexWrap="wrap">
        <LabeledSelect
          label="Meal of day"
          value={mealOfDay}
          options={enumOptions(SETTINGS_ENUMS.mealsOfDay)}
          onChange={(v) => isMealOfDay(v) && setMealOfDay(v)}
          width="48"
        />
        <LabeledSelect
          label="Meal part"
          value={part}
          placeholder="Choose a meal part"
          options={enumOptions(parts.data ?? [])}
          onChange={(v) => setPart((parts.data ?? []).find((p) => p === v) ?? '')}
          disabled={!parts.data}
          width="48"
        />
        <Button onClick={add} disabled={!part}>
          Add
        </Button>
        <Button variant="outline" onClick={() => replace(DEFAULT_MEAL_DIVISIONS.map((d) => ({ ...d })))}>
          Use the default division
        </Button>
      </HStack>
    </Stack>
  );
}
