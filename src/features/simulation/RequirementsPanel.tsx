import { Heading, Stack, Table } from '@chakra-ui/react';
import { MEALS_OF_DAY, type MealOfDay } from '../../domain';
import { formatNeed, REQUIREMENT_ROWS, type RequirementNutrient, type ShownNeed } from './needs';
import { titleCase } from './format';

/** The household's daily requirements (milligram values shown in grams, with the milligrams) and each meal's energy. */
export function RequirementsPanel({
  needs,
  meals,
  divisions = [],
}: {
  needs: Partial<Record<RequirementNutrient, ShownNeed>>;
  meals: Partial<Record<MealOfDay, number>> | null;
  /** The context's meal-of-day divisions: each meal's parts are named beside its energy. */
  divisions?: readonly { mealOfDay: MealOfDay; name?: string; mealPart?: string }[];
}) {
  const partsOf = (meal: MealOfDay) =>
    divisions
      .filter((d) => d.mealOfDay === meal)
      .map((d) => d.name ?? (d.mealPart ? titleCase(d.mealPart) : ''))
      .filter(Boolean)
      .join(', ');
  const mealRows = MEALS_OF_DAY.filter((meal) => meals?.[meal] !== undefined);
  return (
    <Stack gap="2">
      <Heading size="sm">Daily requirements</Heading>
      <Table.Root size="sm" aria-label="Daily requirements">
        <Table.Body>
          {REQUIREMENT_ROWS.filter(({ nutrient }) => needs[nutrient]).map(({ nutrient, label }) => (
            <Table.Row key={nutrient}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">{formatNeed(needs[nutrient]!)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {mealRows.length > 0 && (
        <>
          <Heading as="h4" size="xs">
            Energy per meal
          </Heading>
          <Table.Root size="sm" aria-label="Energy per meal">
            <Table.Body>
              {mealRows.map((meal) => (
                <Table.Row key={meal}>
                  <Table.Cell>{titleCase(meal)}</Table.Cell>
                  <Table.Cell color="fg.muted">{partsOf(meal)}</Table.Cell>
                  <Table.Cell textAlign="end">{Math.round(meals![meal]!)} kcal</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </Stack>
  );
}
