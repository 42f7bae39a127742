import type { WeekPlan } from '../../../services/generated/plannerApi.generated';
import { digestOf } from '../../../app/stateDigest';
import { changedMeals } from './badges';
import type { SimulationPresent } from './model';
import type { SimulationState } from './simulationReducer';

/** How an Update's plan compares with the plan it replaced. */
export type PlanChange =
  /** Some meal has another set of recipes (those meals get the Updated badge). */
  | 'MEALS'
  /** Every meal has the same recipes; some portions moved. */
  | 'PORTIONS'
  /** The same recipes and portions in every meal. */
  | 'NONE';

/** Each scaled recipe's recipe, division and portions, meal by meal: what staff see of a plan. */
function portions(plan: WeekPlan): string {
  return digestOf(
    plan.mealPlans.map((m) => [
      m.dayOfWeek,
      m.mealOfDay,
      m.scaledRecipes
        .map((s) =>
          JSON.stringify([
            s.mealOfDayDivision?.idMealOfDayDivision ?? null,
            s.recipe.idRecipe,
            s.servings,
            (s.householdServings ?? []).map((h) => [h.user.id, h.portionInServings]),
          ]),
        )
        .sort(),
    ]),
  );
}

export function planChange(previous: WeekPlan, next: WeekPlan): PlanChange {
  const sameMeals = previous.mealPlans.length === next.mealPlans.length && changedMeals(previous, next).length === 0;
  if (!sameMeals) return 'MEALS';
  return portions(previous) === portions(next) ? 'NONE' : 'PORTIONS';
}

/** What a plan request is made from, besides the plan itself: the household, the variety lists, the pins and the week. */
const inputsOf = (p: SimulationPresent) =>
  digestOf([p.profile, p.variety, p.plan.pinnedMeals ?? [], p.plan.regenerate, p.plan.startDate ?? null]);

/**
 * Whether anything a plan request is made from changed since the current plan arrived: true, false, or null when
 * the undo history does not reach back to its arrival (after a reload, or more than 100 steps ago).
 */
export function editedSinceLastPlan(simulation: Pick<SimulationState, 'past' | 'present'>): boolean | null {
  const { past, present } = simulation;
  const plan = present.plan.weekPlan;
  if (!plan) return null;
  // The steps since the plan arrived share its object (the state is immutable); the first of them is its arrival.
  let arrival = past.length;
  while (arrival > 0 && past[arrival - 1].plan.weekPlan === plan) arrival -= 1;
  if (arrival === 0) return null;
  const arrived = arrival < past.length ? past[arrival] : present;
  return inputsOf(arrived) !== inputsOf(present);
}

/** The words for an Update whose plan came back unchanged; null when some meal changed. */
export function unchangedPlanMessage(change: PlanChange, edited: boolean | null): string | null {
  if (change === 'MEALS') return null;
  if (change === 'PORTIONS')
    return 'No meal changed: every meal has the same recipes as before, and only some portions were adjusted.';
  return edited === false
    ? 'Nothing changed since the last plan: the plan is the same.'
    : 'The plan is unchanged: the planner kept every meal and portion as they were.';
}
