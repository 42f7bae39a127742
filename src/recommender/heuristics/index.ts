/**
 * The registry of meal-of-day heuristics and how their scores combine with the settings' weights.
 */
import { DISABLED_HEURISTICS, HEURISTIC_NAMES, normaliseWeight, type HeuristicName } from '../../domain';
import type { PreparedRecipe } from '../prepared';
import type { ScaleResult } from '../scaling';
import type { HeuristicScore } from '../types';
import type { DynamicHeuristic, SlotContext, StaticContext, StaticHeuristic } from './context';
import { composition } from './registryParts';

export * from './context';
export { soupCapacityDays } from './composition';

export const STATIC_HEURISTICS = composition.STATIC;
export const DYNAMIC_HEURISTICS = composition.DYNAMIC;
export type StaticName = keyof typeof STATIC_HEURISTICS;
export type DynamicName = keyof typeof DYNAMIC_HEURISTICS;

/**
 * Effective weights: the settings' weights (clamped to 0..5, a missing one counts 0), except disabled
 * heuristics which weigh 0 unless their data exists (cost data for CHEAPER_FOOD, a diabetic member
 * for DIABETES).
 */
export function effectiveWeights(
  weights: Readonly<Record<HeuristicName, number>>,
  ctx: StaticContext,
): Record<HeuristicName, number> {
  const out = {} as Record<HeuristicName, number>;
  for (const n of HEURISTIC_NAMES) out[n] = normaliseWeight(weights[n]);
  if (!ctx.costRange) out.CHEAPER_FOOD = 0;
  if (!ctx.anyMemberDiabetic) out.DIABETES = 0;
  return out;
}

const indexed = <T>(table: Partial<Record<HeuristicName, T>>, keep: (n: HeuristicName) => boolean) =>
  HEURISTIC_NAMES.map((n, i) => [i, table[n]] as const).filter(
    (x): x is readonly [number, T] => x[1] !== undefined && keep(HEURISTIC_NAMES[x[0]]),
  );

/** Static heuristics whose score depends on the division (energy share, fruit slot, cost range). */
const DIVISION_DEPENDENT: readonly HeuristicName[] = ['ENERGY_SUITABILITY', 'COMMON_FRUIT', 'CHEAPER_FOOD'];
const STATIC_TABLE = STATIC_HEURISTICS as Partial<Record<HeuristicName, StaticHeuristic>>;
const PER_RECIPE = indexed(STATIC_TABLE, (n) => !DIVISION_DEPENDENT.includes(n));
const PER_DIVISION = indexed(STATIC_TABLE, (n) => DIVISION_DEPENDENT.includes(n));
const DYNAMIC_INDEXED = indexed(DYNAMIC_HEURISTICS as Partial<Record<HeuristicName, DynamicHeuristic>>, () => true);

/**
 * Scores that do not depend on the division, once per recipe (cached), with their weighted sum.
 * O(ingredients).
 */
export function perRecipeScores(
  p: PreparedRecipe,
  ctx: StaticContext,
  weights: Readonly<Record<HeuristicName, number>>,
  cache: Map<PreparedRecipe, { scores: Float64Array; sum: number }>,
): { scores: Float64Array; sum: number } {
  let hit = cache.get(p);
  if (!hit) {
    const scores = new Float64Array(HEURISTIC_NAMES.length);
    let sum = 0;
    for (const [i, h] of PER_RECIPE) {
      scores[i] = h(p, NO_SCALE, ctx);
      sum += scores[i] * weights[HEURISTIC_NAMES[i]];
    }
    hit = { scores, sum };
    cache.set(p, hit);
  }
  return hit;
}
const NO_SCALE: ScaleResult = { householdServings: [], servings: 0, idealPortions: [] };

/** The division-dependent static scores, without ENERGY_SUITABILITY (computed apart, allocation-free). */
export const PER_DIVISION_OTHERS = PER_DIVISION.filter(([i]) => HEURISTIC_NAMES[i] !== 'ENERGY_SUITABILITY');

/** All static scores of a candidate, in HEURISTIC_NAMES order (dynamic positions left at 0). */
export function staticScores(p: PreparedRecipe, scale: ScaleResult, ctx: StaticContext, base?: Float64Array): Float64Array {
  const out = base ? Float64Array.from(base) : new Float64Array(HEURISTIC_NAMES.length);
  if (!base) for (const [i, h] of PER_RECIPE) out[i] = h(p, scale, ctx);
  for (const [i, h] of PER_DIVISION) out[i] = h(p, scale, ctx);
  return out;
}

/** Fill the dynamic positions of a copy of the static scores. O(ingredients). */
export function fullScores(p: PreparedRecipe, scale: ScaleResult, statics: Float64Array, slot: SlotContext): Float64Array {
  const out = Float64Array.from(statics);
  for (const [i, h] of DYNAMIC_INDEXED) out[i] = h(p, scale, slot);
  return out;
}

/** The scores as reported on a scaled recipe. */
export function toHeuristicScores(scores: Float64Array, weights: Readonly<Record<HeuristicName, number>>): HeuristicScore[] {
  return HEURISTIC_NAMES.map((name, i) => ({ name, value: Math.round(scores[i] * 1e4) / 1e4, weight: weights[name] }));
}

export { DISABLED_HEURISTICS };
