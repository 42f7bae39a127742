import { Button, Field, HStack, Input, SimpleGrid, Stack, Table, Text, Heading } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { MEAL_PLAN_VIEWS, type DayOfWeek } from '../../domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../components/toaster';
import { MealCard } from './MealCard';
import { PlanWarnings } from './PlanWarnings';
import { averagePerDay, STATS_ROWS } from './planStats';
import { round1, type RequirementNutrient, type ShownNeed } from './needs';
import { RequirementsPanel } from './RequirementsPanel';
import { useHouseholdNeeds, useMealKcalTargets } from './useHouseholdNeeds';
import { planActions } from './store/planSlice';
import type { WeekPlan } from '../../services/generated/plannerApi.generated';
import { unchangedPlanMessage } from './store/planChange';
import { PLAN_ERROR_MESSAGE, requestPlan } from './store/planRequests';
import {
  selectDayMeals,
  selectPendingPlan,
  selectPlan,
  selectProfileErrors,
  planDays,
  selectPlanStartDate,
  selectSelectedDay,
  selectSimulationAllowed,
  type WithSimulation,
} from './store/selectors';
import { dayHeading } from './format';
import { useLang } from './useLang';
import { useListMealOfDayDivisionsQuery } from './simulationApi';

/** The cards of one day (memoised: the needs arriving re-render the panel, not the week's cards). */
const DayMeals = memo(function DayMeals({ day, label }: { day: DayOfWeek; label: string }) {
  const meals = useAppSelector((s: WithSimulation) => selectDayMeals(s, day));
  const targets = useMealKcalTargets();
  return (
    <SimpleGrid minChildWidth="48" gap="2" role="region" aria-label={label}>
      {meals.map(({ meal, updated }) => (
        <MealCard key={meal.mealOfDay} meal={meal} updated={updated} targetKcal={targets?.[meal.mealOfDay]} />
      ))}
    </SimpleGrid>
  );
});

/**
 * Calculate and Update; `unchanged` is what an Update that changed no meal says, while its plan is the one on
 * screen (an Undo or another plan hides it).
 */
function usePlanRequest(today: string, lang?: string) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectPlan).weekPlan;
  const [note, setNote] = useState<{ weekPlan: WeekPlan; message: string } | null>(null);
  const run = async () => {
    const outcome = await dispatch(requestPlan({ today, lang }));
    if (!outcome) {
      notify('error', PLAN_ERROR_MESSAGE);
      return;
    }
    const message = outcome.change ? unchangedPlanMessage(outcome.change, outcome.edited) : null;
    setNote(message ? { weekPlan: outcome.weekPlan, message } : null);
  };
  return { run, unchanged: note && note.weekPlan === current ? note.message : null };
}

/** Calculate / Update / Clear plan, and the plan in DAY, WEEK (default) and STATS views. */
export function PlanPanel({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const plan = useAppSelector(selectPlan);
  const allowed = useAppSelector(selectSimulationAllowed);
  const errors = useAppSelector(selectProfileErrors);
  const pending = useAppSelector(selectPendingPlan);
  const selectedDay = useAppSelector((s: WithSimulation) => selectSelectedDay(s, today));
  const startDate = useAppSelector((s: WithSimulation) => selectPlanStartDate(s, today));
  const days = planDays(startDate);
  const selected = days.find((d) => d.day === selectedDay) ?? days[0];
  const needs = useHouseholdNeeds();
  const mealTargets = useMealKcalTargets();
  const divisions = useListMealOfDayDivisionsQuery();
  const lang = useLang();

  const { run, unchanged } = usePlanRequest(today, lang);

  if (!plan.weekPlan) {
    return (
      <Stack as="section" aria-label="Meal plan" gap="3">
        <Heading size="md">Meal plan</Heading>
        <Field.Root width="48">
          <Field.Label>Week starting</Field.Label>
          <Input
            size="sm"
            type="date"
            value={startDate}
            onChange={(e) => e.target.value && dispatch(planActions.startDateChosen(e.target.value))}
          />
          <Field.HelperText>The plan starts on the Monday of the week chosen.</Field.HelperText>
        </Field.Root>
        {errors.length === 0 ? (
          <Button colorPalette="teal" alignSelf="flex-start" loading={!!pending} disabled={!allowed} onClick={run}>
            Calculate
          </Button>
        ) : (
          <Text color="fg.muted">No plan: complete the profile to calculate one.</Text>
        )}
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-label="Meal plan" gap="3">
      <HStack gap="3" wrap="wrap">
        <Heading size="md">Meal plan</Heading>
        <Text fontSize="sm" color="fg.muted">
          Week of {dayHeading(days[0].day, days[0].date)}
        </Text>
        <Button size="sm" colorPalette="teal" loading={!!pending} disabled={!allowed} onClick={run}>
          Update
        </Button>
        <label>
          <input
            type="checkbox"
            checked={plan.regenerate}
            onChange={(e) => dispatch(planActions.regenerateToggled(e.target.checked))}
          />{' '}
          Regenerate
        </label>
        <Button size="sm" variant="outline" disabled={!!pending} onClick={() => dispatch(planActions.planCleared())}>
          Clear plan
        </Button>
        <HStack gap="1" role="group" aria-label="View">
          {MEAL_PLAN_VIEWS.map((view) => (
            <Button
              key={view}
              size="xs"
              variant={plan.view === view ? 'solid' : 'outline'}
              aria-pressed={plan.view === view}
              onClick={() => dispatch(planActions.viewSelected(view))}
            >
              {view}
            </Button>
          ))}
        </HStack>
      </HStack>
      {unchanged && (
        <Text role="status" fontSize="sm" bg="blue.subtle" color="blue.fg" px="3" py="2" borderRadius="md">
          {unchanged}
        </Text>
      )}
      <PlanWarnings warnings={plan.weekPlan.warnings} />
      {plan.view === 'DAY' && (
        <>
          <HStack gap="1" role="group" aria-label="Day" wrap="wrap">
            {days.map(({ day, date }) => (
              <Button
                key={day}
                size="xs"
                variant={day === selectedDay ? 'solid' : 'ghost'}
                aria-pressed={day === selectedDay}
                onClick={() => dispatch(planActions.daySelected(day))}
              >
                {dayHeading(day, date)}
              </Button>
            ))}
          </HStack>
          <DayMeals day={selected.day} label={dayHeading(selected.day, selected.date)} />
        </>
      )}
      {plan.view === 'WEEK' && (
        <Stack gap="4">
          {days.map(({ day, date }) => (
            <Stack key={day} gap="2">
              <Heading as="h3" size="sm">
                {dayHeading(day, date)}
              </Heading>
              <DayMeals day={day} label={dayHeading(day, date)} />
            </Stack>
          ))}
        </Stack>
      )}
      {plan.view === 'STATS' && <PlanStats needs={needs} />}
      {needs && <RequirementsPanel needs={needs} meals={mealTargets} divisions={divisions.data} />}
    </Stack>
  );
}

function PlanStats({ needs }: { needs: Partial<Record<RequirementNutrient, ShownNeed>> | null }) {
  const weekPlan = useAppSelector(selectPlan).weekPlan;
  if (!weekPlan) return null;
  const average = averagePerDay(weekPlan);
  return (
    <Table.Root size="sm" aria-label="Plan statistics">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Nutrient</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Per day (average)</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Target</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Diff</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {STATS_ROWS.map(({ key, label, need }) => {
          const target = needs?.[need]?.target;
          return (
            <Table.Row key={key}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">{average[key]}</Table.Cell>
              <Table.Cell textAlign="end">{target === undefined ? '–' : round1(target)}</Table.Cell>
              <Table.Cell textAlign="end">{target === undefined ? '–' : round1(average[key] - target)}</Table.Cell>
            </Table.Row>
          );
        })}
        <Table.Row>
          <Table.Cell>Energy from macros (kcal)</Table.Cell>
          <Table.Cell textAlign="end">{average.macroKcal}</Table.Cell>
          <Table.Cell />
          <Table.Cell />
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}
