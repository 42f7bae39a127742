import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { humanize } from '../../components/MultiSelect';
import { DAYS_OF_WEEK, MEALS_OF_DAY } from '../../domain';
import type { WeekPlan } from './usersApi';

/**
 * The week plan, read-only: a row per day (Monday first), a column per meal of day the plan uses, each
 * recipe on a line of its own (their names hold commas). The columns share the width and the names wrap,
 * so that the table fits its half of the page at 1,400 px, six meals included, instead of scrolling sideways.
 */
export function WeekPlanView({ plan }: { plan: WeekPlan }) {
  const meals = MEALS_OF_DAY.filter((meal) => plan.mealPlans.some((m) => m.mealOfDay === meal));
  const recipes = (day: string, meal: string) =>
    plan.mealPlans
      .filter((m) => m.dayOfWeek === day && m.mealOfDay === meal)
      .flatMap((m) => m.scaledRecipes.map((s) => s.recipe.name ?? `Recipe ${s.recipe.idRecipe}`));
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        Week starting {plan.startDate}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Week plan" tableLayout="fixed" minWidth={`${6.5 + meals.length * 5.5}rem`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="6.5rem">Day</Table.ColumnHeader>
              {meals.map((meal) => (
                <Table.ColumnHeader key={meal}>{humanize(meal)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {DAYS_OF_WEEK.map((day) => (
              <Table.Row key={day}>
                <Table.Cell fontWeight="semibold" verticalAlign="top">
                  {humanize(day)}
                </Table.Cell>
                {meals.map((meal) => {
                  const names = recipes(day, meal);
                  return (
                    <Table.Cell key={meal} whiteSpace="normal" overflowWrap="anywhere" verticalAlign="top">
                      {names.length ? names.map((name, i) => <Text key={i}>{name}</Text>) : '—'}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

export function WeekPlanSection({ children }: { children: React.ReactNode }) {
  return (
    <Stack as="section" aria-label="Week plan" gap="2">
      <Heading size="md">Week plan</Heading>
      {children}
    </Stack>
  );
}
