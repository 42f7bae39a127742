/**
 * Choosing recipes for slots: the greedy fill and the scoring every later step shares.
 * A slot looks only at its division's shortlist (the best SHORTLIST entries of the pool by static
 * score), so a slot costs O(SHORTLIST x (ingredients + members)) whatever the catalogue size.
 */
import { HEURISTIC_NAMES, normaliseWeight, type HeuristicName } from '../domain';
import { DYNAMIC_HEURISTICS, type DynamicHeuristic, type SlotContext } from './heuristics';
import { addContribution, nutritionalDeviation } from './objective';
import type { DivisionPool, PoolEntry } from './pool';
import type { Rng } from './rng';
import type { Choice, PlanState } from './state';

export { SHORTLIST } from './pool';
/** Greedy picks at random among entries within this score of the best (seeded variety). */
export const NEAR_BEST = 0.02;
const MAX_NEAR_BEST = 4;

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

/**
 * Evaluates options for one slot against the rest of its day: the slot score minus the weighted day
 * deviation and fruit repeats. Build once per slot (the slot must be unset), then call per option.
 */
export function slotEvaluator(state: PlanState, day: number, slot: number, withDay: boolean) {
  const pool = state.engine.pools[slot];
  const ctx = state.slotContext(day, slot);
  const needs = state.engine.needs;
  const lambda = withDay ? deviationWeight(state) : 0;
  const mu = withDay ? fruitWeight(state) : 0;
  const rho = repeatWeight(state, slot);
  const totals = needs.map(() => new Float64Array(7));
  const fruits = new Set<number>();
  let fruitRepeats = 0;
  state.slots[day].forEach((c, s) => {
    if (!c || s === slot) return;
    addContribution(totals, c, 1);
    const main = c.p.flags.isFruit ? c.p.flags.mainIngredientId : null;
    if (main !== null) {
      if (fruits.has(main)) fruitRepeats += 1;
      fruits.add(main);
    }
  });
  const scratch = needs.map(() => new Float64Array(7));
  return (e: PoolEntry): number => {
    let value = slotScore(pool, e, ctx);
    if (rho > 0) value -= rho * (ctx.weekRecipeUses.get(e.p.recipe.idRecipe) ?? 0);
    if (lambda > 0) {
      totals.forEach((t, i) => scratch[i].set(t));
      addContribution(scratch, choiceOf(e), 1);
      value -= lambda * nutritionalDeviation(scratch, needs, state.engine.dayFactors);
    }
    if (mu > 0) {
      const main = e.p.flags.isFruit ? e.p.flags.mainIngredientId : null;
      value -= mu * (fruitRepeats + (main !== null && fruits.has(main) ? 1 : 0));
    }
    return value;
  };
}

/** Greedy fill of a day's empty slots, in eating order, with seeded choice among near-best. */
export function greedyFillDay(state: PlanState, day: number, rng: Rng): void {
  state.engine.pools.forEach((pool, slot) => {
    if (state.slots[day][slot] || pool.size === 0) return;
    const evaluate = slotEvaluator(state, day, slot, false);
    const scored = shortlist(pool).map((e) => ({ e, v: evaluate(e) }));
    let best = -Infinity;
    for (const s of scored) if (s.v > best) best = s.v;
    const near = scored.filter((s) => s.v >= best - NEAR_BEST).slice(0, MAX_NEAR_BEST);
    state.set(day, slot, choiceOf(near[Math.floor(rng() * near.length)].e));
  });
}
