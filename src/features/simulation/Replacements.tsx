import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../components/toaster';
import { useGetMealReplacementsMutation } from '../../services/plannerApi';
import type { MealPlan, ScaledRecipe } from '../../services/generated/plannerApi.generated';
import { RecipePicker } from './RecipePicker';
import { energyDifference, fitDifference, fitNote } from './replacementFit';
import { PLAN_ERROR_MESSAGE, replaceMeal } from './store/planRequests';
import { mealRequestOf } from './store/profileMapping';
import { isPinned, selectPendingPlan, selectPinnedMeals, selectProfile, selectWeekPlan } from './store/selectors';

const round2 = (x: number) => Math.round(x * 100) / 100;

function fitColour(difference: string | null): string {
  if (!difference || difference === '±0.00') return 'gray';
  return difference.startsWith('+') ? 'green' : 'orange';
}

/** The options as a table, best fit first: kcal for the household, servings, energy against the target, fit, and why. */
function OptionsTable({
  current,
  options,
  disabled,
  onChoose,
}: {
  current: ScaledRecipe;
  options: ScaledRecipe[];
  disabled: boolean;
  onChoose: (recipe: { idRecipe: number; name: string }) => void;
}) {
  const name = current.recipe.name;
  return (
    <Stack gap="1">
      <Text fontSize="xs" color="fg.muted">
        Best fit first. Fit is the planner&apos;s score for this slot against {name}, with every other meal in place (higher is
        better); energy is against this meal&apos;s target.
      </Text>
      <Table.Root size="sm" aria-label={`Replacements for ${name}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Recipe</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">kcal (household)</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Servings</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Energy vs target</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Fit vs current</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {options.map((o) => {
            const fit = o.replacementFit;
            const perServing = o.recipe.recipeNutritionalInfo?.energyKcal;
            const difference = fit ? fitDifference(fit) : null;
            return (
              <Table.Row key={o.recipe.idRecipe} aria-label={o.recipe.name} verticalAlign="top">
                <Table.Cell>
                  <Text fontSize="sm" fontWeight="medium">
                    {o.recipe.name}
                  </Text>
                  {fit && (
                    <Text fontSize="xs" color="fg.muted">
                      {fitNote(fit, name)}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Text fontSize="sm">{fit ? fit.kcal : '–'}</Text>
                  {perServing !== undefined && (
                    <Text fontSize="xs" color="fg.muted">
                      {Math.round(perServing)} per serving
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <Text fontSize="sm">{round2(o.servings)}</Text>
                  {(o.householdServings ?? []).length > 1 && (
                    <Text fontSize="xs" color="fg.muted">
                      {(o.householdServings ?? []).map((h) => round2(h.portionInServings)).join(' + ')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {fit ? energyDifference(fit) : '–'}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {difference ? (
                    <Badge colorPalette={fitColour(difference)} variant="subtle">
                      {difference}
                    </Badge>
                  ) : (
                    '–'
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {/* "Use" on screen keeps the table narrow; the accessible name says which recipe. */}
                  <Button size="xs" disabled={disabled} aria-label={`Use ${o.recipe.name}`} onClick={() => onChoose(o.recipe)}>
                    Use
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** The planner's best other recipes for one division of the meal, and a picker of any recipe; choosing one replaces it. */
export function Replacements({
  meal,
  recipe,
  onReplaced,
  lang,
}: {
  meal: MealPlan;
  recipe: ScaledRecipe;
  onReplaced: () => void;
  lang?: string;
}) {
  const dispatch = useAppDispatch();
  const pins = useAppSelector(selectPinnedMeals);
  const profile = useAppSelector(selectProfile);
  const weekPlan = useAppSelector(selectWeekPlan);
  const pending = useAppSelector(selectPendingPlan);
  const [fetch, candidates] = useGetMealReplacementsMutation();
  const division = recipe.mealOfDayDivision;
  if (!division || !weekPlan) return null;
  if (isPinned(pins, meal.dayOfWeek, division.idMealOfDayDivision)) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Pinned: unpin {recipe.recipe.name} to replace it.
      </Text>
    );
  }

  const load = async () => {
    try {
      await fetch({
        mealReplacementsRequest: {
          ...mealRequestOf(profile, weekPlan, meal.dayOfWeek, division),
          count: 10,
          ...(lang ? { lang } : {}),
        },
      }).unwrap();
    } catch {
      notify('error', PLAN_ERROR_MESSAGE);
    }
  };
  const choose = async (chosen: { idRecipe: number; name: string }) => {
    const ok = await dispatch(
      replaceMeal({
        dayOfWeek: meal.dayOfWeek,
        mealOfDay: meal.mealOfDay,
        division,
        recipe: { idRecipe: chosen.idRecipe, name: chosen.name },
        lang,
      }),
    );
    if (ok) onReplaced();
    else notify('error', PLAN_ERROR_MESSAGE);
  };

  return (
    <Stack gap="2">
      {candidates.data ? (
        <OptionsTable current={recipe} options={candidates.data} disabled={!!pending} onChoose={(r) => void choose(r)} />
      ) : (
        <Button size="xs" variant="outline" alignSelf="flex-start" loading={candidates.isLoading} onClick={load}>
          Replace {recipe.recipe.name}
        </Button>
      )}
      <RecipePicker label={`Pick another recipe for ${recipe.recipe.name}`} disabled={!!pending} onSelect={(r) => choose(r)} />
    </Stack>
  );
}
