/**
 * planWeek: the week plan for CREATE, REVIEW and RECREATE.
 *
 * Steps: setup (rules, needs, pools: O(n x ingredients x divisions)), then per day a greedy fill over all candidates
 * (O(slots x SHORTLIST)) and, when switched on, the day local search; then the week pass.
 * The per-slot work does not grow with the catalogue, so a week costs about O(n x divisions) overall.
 */
import { normaliseWeight, type WeeklyFoodGroupRule } from '../domain';
import { choiceOf } from './choose';
import { maxScaledRecipeId, toWeekPlan } from './output';
import { keepPinnedMeals } from './pins';
import { previousSlots, putBack } from './previous';
import { deriveSeed, mulberry32 } from './rng';
import { WeekSearch } from './search';
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
 * kept unless the needs changed them (WeekSearch.rescaleKeptDays). Returns carried-over ids.
 */
function keepReviewedMeals(state: PlanState, input: PlanInput, pinned: ReadonlyMap<string, number>): Map<string, number> {
  const ids = new Map<string, number>();
  if (!input.previousPlan) return ids;
  for (const prev of previousSlots(state, input.previousPlan)) {
    const key = `${prev.day}:${prev.slot}`;
    if (pinned.has(key)) continue;
    const entry = state.engine.pools[prev.slot].entryFor(prev.scaled.recipe.idRecipe);
    if (!entry) continue;
    ids.set(key, prev.scaled.idScaledRecipe);
    putBack(state, prev, entry.p, entry);
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
  const search = new WeekSearch(state);
  engine.days.forEach((_, day) => {
    search.fillDay(day, rng);
    if (input.settings.runDayImprovement) search.improveDay(day, rng);
  });
  // Pinned meals keep their portions; the free slots of their day re-balance around them.
  if (review) search.rescaleKeptDays(new Set(pinned.keys()));
  const rules = weeklyRules(input);
  search.enforceFoodGroupRules(rules);
  if (input.settings.runWeekImprovement) search.balanceWeek();
  const plan = toWeekPlan(state, ids, (review || pinned.size > 0 ? maxScaledRecipeId(input.previousPlan) : 0) + 1);
  return { ...plan, warnings: planWarnings(state, rules) };
}

/** A rule the week pass enforces; `heuristic` names the week heuristic it comes from (NL_FISH, INCLUDE_WHITE_MEAT). */
export type EnforcedFoodGroupRule = WeeklyFoodGroupRule & { readonly heuristic?: string };

/**
 * Meals a week NL_FISH or INCLUDE_WHITE_MEAT asks for at a weight (0..5): the weight grades the rule, 1 meal up to
 * weight 5/3 (the Dutch Health Council's "fish once a week", 2015, at the default weight 1), 2 up to 10/3, 3 at 5.
 */
export function weekTargetMeals(weight: number): number {
  return Math.ceil((normaliseWeight(weight) * 3) / 5 - 1e-9);
}

/**
 * The weekly food-group rules of the settings; with the week improvement on, NL_FISH and INCLUDE_WHITE_MEAT
 * (weight > 0) are the rules ">= weekTargetMeals(weight) fish / white-meat meals" (on different days when possible)
 * unless the settings already have a rule for that group.
 */
export function weeklyRules(input: PlanInput): EnforcedFoodGroupRule[] {
  const rules: EnforcedFoodGroupRule[] = [...(input.settings.weeklyFoodGroupRules ?? [])];
  if (input.settings.runWeekImprovement) {
    const w = input.settings.weekHeuristicsWeights;
    const has = (g: WeeklyFoodGroupRule['foodGroup']) => rules.some((r) => r.foodGroup === g);
    if (normaliseWeight(w.NL_FISH) > 0 && !has('FISH'))
      rules.push({ foodGroup: 'FISH', atLeast: weekTargetMeals(w.NL_FISH), heuristic: 'NL_FISH' });
    if (normaliseWeight(w.INCLUDE_WHITE_MEAT) > 0 && !has('WHITE_MEAT'))
      rules.push({ foodGroup: 'WHITE_MEAT', atLeast: weekTargetMeals(w.INCLUDE_WHITE_MEAT), heuristic: 'INCLUDE_WHITE_MEAT' });
  }
  // Caps first, so that an "at least" never fills what a cap must then take out.
  return rules.sort((a, b) => Number(a.atMost === undefined) - Number(b.atMost === undefined));
}
