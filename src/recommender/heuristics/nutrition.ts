/**
 * Nutrition heuristics of one division (static: independent of the rest of the plan).
 */
import { macroEnergyShares } from '../../domain';
import type { PreparedRecipe } from '../prepared';
import { boundsOf, portionFor, type MemberShare, type ScaleResult } from '../scaling';
import type { PortionBounds } from '../types';
import { clamp01, type StaticContext, type StaticHeuristic } from './context';

/** Relative energy miss at which ENERGY_SUITABILITY reaches 0. */
export const ENERGY_TOLERANCE = 0.3;
/** Relative energy miss under which a candidate counts as energy-feasible for every member. */
export const FEASIBLE_ENERGY_MISS = 0.1;
/** Macro share miss (fraction of energy) at which a macro suitability reaches 0. */
export const MACRO_TOLERANCE = 0.2;

/**
 * Energy fit of a recipe of `kcal` per serving for the members' shares, without allocating (it runs
 * for every candidate of every division). `score` is ENERGY_SUITABILITY; `feasible` says whether the
 * bounded portions meet every share within 10 %.
 */
export function energyFit(
  kcal: number,
  shares: readonly MemberShare[],
  bounds: PortionBounds,
  recipeMax = Infinity,
  recipeMin = 0,
): { score: number; feasible: boolean } {
  if (shares.length === 0) return { score: 1, feasible: true };
  let sum = 0;
  let feasible = true;
  for (const s of shares) {
    const ideal = kcal > 0 ? s.kcal / kcal : 1;
    const got = portionFor(ideal, boundsOf(bounds, s, recipeMax, recipeMin)) * kcal;
    const miss = s.kcal > 0 ? Math.abs(got - s.kcal) / s.kcal : got > 0 ? 1 : 0;
    if (s.kcal > 0 && miss > FEASIBLE_ENERGY_MISS) feasible = false;
    const sizePenalty = ideal > 0 ? 0.15 * Math.min(1, Math.abs(Math.log2(ideal))) : 0.15;
    sum += clamp01(1 - miss / ENERGY_TOLERANCE) * (1 - sizePenalty);
  }
  return { score: sum / shares.length, feasible };
}

/**
 * ENERGY_SUITABILITY: how well the bounded portions meet each member's energy share of the division
 * (1 exact, 0 at a 30 % miss), lowered by up to 15 % when the ideal portion is far from one serving
 * (a recipe naturally sized for the slot reads better than one eaten at half or double size).
 */
export const energySuitability: StaticHeuristic = (p, _scale, ctx) =>
  energyFit(p.recipe.nutritionPerServing.energyKcal, ctx.shares, ctx.bounds, p.maxServings, p.minServings).score;

function macroScore(p: PreparedRecipe, pick: (s: ReturnType<typeof macroEnergyShares>) => number, target: number): number {
  const n = p.recipe.nutritionPerServing;
  const shares = macroEnergyShares({ protein: n.protein, carbohydrate: n.carbohydrate, fat: n.fat });
  if (shares.protein + shares.carbohydrate + shares.fat === 0) return 0.5;
  return clamp01(1 - Math.abs(pick(shares) - target) / MACRO_TOLERANCE);
}

/** CARBOHYDRATE_SUITABILITY: closeness of the recipe's carbohydrate energy share to the target (4/4/9). */
export const carbohydrateSuitability: StaticHeuristic = (p, _s: ScaleResult, ctx: StaticContext) =>
  macroScore(p, (s) => s.carbohydrate, ctx.macroTarget.carbohydratesDistribution);

/** PROTEIN_SUITABILITY: closeness of the protein energy share to the target. */
export const proteinSuitability: StaticHeuristic = (p, _s, ctx) =>
  macroScore(p, (s) => s.protein, ctx.macroTarget.proteinDistribution);

/** FAT_SUITABILITY: closeness of the fat energy share to the target. */
export const fatSuitability: StaticHeuristic = (p, _s, ctx) => macroScore(p, (s) => s.fat, ctx.macroTarget.fatDistribution);
