/**
 * planWeek: the week plan for CREATE, REVIEW and RECREATE.
 *
 * Steps: setup (rules, needs, pools: O(n x ingredients x divisions)), then per day a greedy fill
 * (O(slots x SHORTLIST)) and, when switched on, the day local search; then the week pass.
 * The per-slot work does not grow with the catalogue, so a week costs about O(n x divisions) overall.
 */
import { choiceOf, greedyFillDay } from './choose';
import { improveDay, improveWeek } from './improve';
import { maxScaledRecipeId, toWeekPlan } from './output';
import { keepPinnedMeals } from './pins';
import { previousSlots, samePortions } from './previous';
import { deriveSeed, mulberry32 } from './rng';
import { setupEngine } from './setup';
import { PlanState } from './state';
import type { PlanInput, WeekPlan } from './types';
import { planWarnings } from './warnings';

/** RECREATE starts over with a seed mixed with the previous plan, so it does not rebuild the same plan. */
function effectiveSeed(input: PlanInput): number {
  if (input.action !== 'RECREATE' || !input.previousPlan) return input.seed;
  let salt = 1;
  for (const m of input.previousPlan.mealPlans) for (const s of m.scaledRecipes) salt = (salt * 31 + s.recipe.idRecipe) >>> 0;
  return deriveSeed(input.seed, salt);
}

/**
 * REVIEW: keep (locked) every previous meal whose recipe still passes the hard rules of its division
 * (the excluded list and the plan ingredients left out of the allowed list included); portions are
 * kept unless the needs changed them. Returns carried-over ids.
 */
function keepReviewedMeals(state: PlanState, input: PlanInput, pinned: ReadonlyMap<string, number>): Map<string, number> {
  const ids = new Map<string, number>();
  if (!input.previousPlan) return ids;
  for (const { day, slot, scaled } of previousSlots(state, input.previousPlan)) {
    if (pinned.has(`${day}:${slot}`)) continue;
    const pool = state.engine.pools[slot];
    const entry = pool.entryFor(scaled.recipe.idRecipe);
    if (!entry) continue;
    ids.set(`${day}:${slot}`, scaled.idScaledRecipe);
    const same = samePortions(entry.scale.householdServings, scaled.householdServings);
    state.set(day, slot, same ? { ...choiceOf(entry), kept: scaled } : choiceOf(entry));
    state.locked[day][slot] = true;
  }
  return ids;
}

/**
 * Plan a week. Deterministic: the same input (seed included) gives a deep-equal plan.
 * A companion division (snack, soup, fruit ...) the hard rules leave empty stays empty, with a warning.
 * @throws NoCandidatesError when the hard rules leave a main dish or a fixed division without any recipe.
 * @throws InvalidPlanInputError for input that cannot be planned (meals per day outside 3..6, ...).
 */
export function planWeek(input: PlanInput): WeekPlan {
  const engine = setupEngine(input);
  const state = new PlanState(engine);
  const rng = mulberry32(effectiveSeed(input));
  engine.pools.forEach((pool, slot) => {
    if (!pool.fixed) return;
    engine.days.forEach((_, day) => {
      state.set(day, slot, choiceOf(pool.entryAt(0)));
      state.locked[day][slot] = true;
    });
  });
  const review = input.action === 'REVIEW' && input.previousPlan !== undefined;
  const pinned = keepPinnedMeals(state, input).ids;
  const ids = new Map([...pinned, ...(review ? keepReviewedMeals(state, input, pinned) : [])]);
  engine.days.forEach((_, day) => {
    greedyFillDay(state, day, rng);
    if (input.settings.runDayImprovement) improveDay(state, day, rng);
  });
  if (input.settings.runWeekImprovement) improveWeek(state);
  const plan = toWeekPlan(state, ids, (review || pinned.size > 0 ? maxScaledRecipeId(input.previousPlan) : 0) + 1);
  return { ...plan, warnings: planWarnings(state) };
}
