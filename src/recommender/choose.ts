/**
 * Scoring a recipe in a slot, shared by the week search, replacements and explanations: the weighted
 * heuristic score and the weights of the day deviation, repeats and fruit variety. `shortlist` gives a
 * division's best ranks by static score plus seeded near-equal ones (`DivisionPool.shortlist`).
 */
import { HEURISTIC_NAMES, normaliseWeight, type HeuristicName } from '../domain';
import { DYNAMIC_HEURISTICS, type DynamicHeuristic, type SlotContext } from './heuristics';
import type { DivisionPool, PoolEntry } from './pool';
import type { Choice, PlanState } from './state';

export { SHORTLIST } from './pool';

const DYNAMIC = Object.entries(DYNAMIC_HEURISTICS) as [HeuristicName, DynamicHeuristic][];

/** Sum of the weights of a pool (cached per pool). */
const weightTotals = new WeakMap<DivisionPool, number>();
function totalWeight(pool: DivisionPool): number {
  let w = weightTotals.get(pool);
  if (w === undefined) {
    w = HEURISTIC_NAMES.reduce((s, n) => s + pool.weights[n], 0);
    weightTotals.set(pool, w);
  }
  return w;
}

/** Weighted heuristic score (0..1) of an entry in a slot. O(ingredients). */
export function slotScore(pool: DivisionPool, e: PoolEntry, ctx: SlotContext): number {
  const total = totalWeight(pool);
  if (total === 0) return 0.5;
  let sum = e.staticSum;
  for (const [name, h] of DYNAMIC) {
    const w = pool.weights[name];
    if (w > 0) sum += w * h(e.p, e.scale, ctx);
  }
  return sum / total;
}

export const choiceOf = (e: PoolEntry): Choice => ({ p: e.p, scale: e.scale, entry: e });

/** The entries a slot of this division considers (see `DivisionPool.shortlist`). */
export function shortlist(pool: DivisionPool): readonly PoolEntry[] {
  return pool.shortlist();
}

/**
 * Weight of the day's nutritional deviation against the sum of slot scores: the NUTRITIONAL_DEVIATION
 * weight (0..5) scaled by the number of slots, so that at weight 5 a 0.01 cut in deviation is worth
 * the same as 0.01 of score on every slot.
 */
export function deviationWeight(state: PlanState): number {
  return (state.engine.dayFactors.max / 5) * state.engine.pools.length; // the largest day weight (dayHeuristics.ts)
}

/**
 * Week variety for the divisions LIMIT_MAIN_DISH_RECIPE_REPETITION does not cover (snacks, soups,
 * sides ...): penalty per other use of the same recipe in the week, scaled by that heuristic's
 * weight / 5 (0 when it is off, so nutrition-only settings optimise nutrition alone).
 */
export const SIDE_REPEAT_PENALTY = 0.1;

export function repeatWeight(state: PlanState, slot: number): number {
  const pool = state.engine.pools[slot];
  if (pool.isMainDish || pool.fixed) return 0;
  return (
    (normaliseWeight(state.engine.input.settings.mealOfDayHeuristicsWeights.LIMIT_MAIN_DISH_RECIPE_REPETITION) / 5) *
    SIDE_REPEAT_PENALTY
  );
}

/** Penalty per repeated fruit in a day (FRUIT_VARIETY weight / 5). */
export function fruitWeight(state: PlanState): number {
  return normaliseWeight(state.engine.input.settings.dayHeuristicsWeights.FRUIT_VARIETY) / 5;
}
