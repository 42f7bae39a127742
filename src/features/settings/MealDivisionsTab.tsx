import { Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useAppSelector } from '../../app/hooks';
import { selectContext } from '../../auth/authSlice';
import {
  CONTEXT_LABELS,
  DEFAULT_MEAL_DIVISIONS,
  defaultMealDivisionsFor,
  hasDefaultMealDivisions,
  MEAL_ROLE_LABELS,
  sameMealDivisions,
  type MealPartDivision,
} from '../../domain';
import { LabeledSelect } from '../../components/LabeledSelect';
import { humanize } from '../../components/MultiSelect';
import { DivisionAdder } from './DivisionAdder';
import type { DivisionRow, SettingsFormValues } from './formModel';
import { SETTINGS_ENUMS, type MealOfDay, type MealRole } from './settingsApi';

function describe(row: DivisionRow): string {
  if (row.type === 'MEAL_PART') return `Meal part: ${row.mealPart ? humanize(row.mealPart) : '?'}`;
  if (row.type === 'RECIPE') return `Recipe: ${row.recipe?.name ?? `#${row.recipe?.idRecipe ?? '?'}`}`;
  const ingredient = row.ingredientDivision?.ingredient;
  return `Ingredient: ${ingredient?.name ?? `#${ingredient?.idIngredient ?? '?'}`}`;
}

const order = (m: MealOfDay) => SETTINGS_ENUMS.mealsOfDay.indexOf(m);
const isMealRole = (v: string): v is MealRole => (SETTINGS_ENUMS.mealRoles as readonly string[]).includes(v);

/** "Default for the meal part" (no role), then every role the server takes, named as the domain names them. */
const ROLE_OPTIONS = SETTINGS_ENUMS.mealRoles.map((role) => ({ value: role, label: MEAL_ROLE_LABELS[role] }));
const DEFAULT_ROLE = 'Default for the meal part';

const rowsOf = (set: readonly MealPartDivision[]): DivisionRow[] => set.map((d) => ({ ...d }));

/**
 * The context's default divisions of each meal of day: a list to edit (a meal part's role chosen per row),
 * a meal part, a recipe or an ingredient to add (the specification's division kinds), and the two sets to start again from: the context's day pattern and the
 * specification's set (soup and a main at lunch).
 */
export function MealDivisionsTab({ loaded }: { loaded: boolean }) {
  const { control } = useFormContext<SettingsFormValues>();
  const { fields, insert, remove, replace, update } = useFieldArray({ control, name: 'divisions' });
  const current = useWatch({ control, name: 'divisions' });
  const context = useAppSelector(selectContext);
  const pattern = hasDefaultMealDivisions(context) ? defaultMealDivisionsFor(context) : null;
  const country = hasDefaultMealDivisions(context) ? (CONTEXT_LABELS[context] ?? context.toUpperCase()) : '';

  /** The row with that role, or without one (the meal part's default): no empty key left to differ from the saved row. */
  const setRole = (index: number, role: MealRole | undefined) => {
    const saved = current?.[index];
    if (!saved) return;
    const { mealRole: _previous, ...row } = saved;
    update(index, role ? { ...row, mealRole: role } : row);
  };

  if (!loaded) return <Text role="alert">The meal divisions could not be loaded; saving leaves them as they are.</Text>;

  const add = (row: DivisionRow) => {
    // Kept grouped by meal of day: after the last division of the same or an earlier meal.
    let at = 0;
    fields.forEach((f, i) => {
      if (order(f.mealOfDay) <= order(row.mealOfDay)) at = i + 1;
    });
    insert(at, row);
  };

  return (
    <Stack gap="4">
      {/* Scrolls sideways on a narrow screen rather than squeezing the role pickers to a few letters. */}
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Meal divisions" minWidth="36rem">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Meal of day</Table.ColumnHeader>
              <Table.ColumnHeader>Division</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((row, index) => (
              <Table.Row key={row.id}>
                <Table.Cell>{humanize(row.mealOfDay)}</Table.Cell>
                <Table.Cell>{describe(row)}</Table.Cell>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>
                  {row.type === 'MEAL_PART' ? (
                    <LabeledSelect
                      label="Role"
                      hideLabel
                      size="xs"
                      value={current?.[index]?.mealRole ?? ''}
                      placeholder={DEFAULT_ROLE}
                      options={ROLE_OPTIONS}
                      onChange={(v) => setRole(index, isMealRole(v) ? v : undefined)}
                    />
                  ) : (
                    <Text color="fg.muted">-</Text>
                  )}
                </Table.Cell>
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
      </Table.ScrollArea>
      {fields.length === 0 && <Text>No divisions: the context's default divisions apply.</Text>}
      {pattern && sameMealDivisions(current ?? [], pattern) && (
        <Text color="fg.muted">This is the country's day pattern ({country}).</Text>
      )}
      {sameMealDivisions(current ?? [], DEFAULT_MEAL_DIVISIONS) && (
        <Text color="fg.muted">This is the specification's default: soup and a main at lunch, a main at dinner.</Text>
      )}
      <DivisionAdder onAdd={add} />
      <HStack gap="3" flexWrap="wrap">
        {pattern && (
          <Button variant="outline" onClick={() => replace(rowsOf(pattern))}>
            Use the country's day pattern ({country})
          </Button>
        )}
        <Button variant="outline" onClick={() => replace(rowsOf(DEFAULT_MEAL_DIVISIONS))}>
          Use the specification's default
        </Button>
      </HStack>
    </Stack>
  );
}
