/**
 * The search's objective terms on flat arrays: per member the day totals (NUT values) against the targets, the
 * energy-first term, the salt, fibre and sugar terms, and the helpers that add a choice's nutrition or rescale it.
 */
import { DEFAULT_RECOMMENDER_SETTINGS, normaliseWeight } from '../../domain';
import { freeSugarPerServing } from '../dayHeuristics';
import type { PreparedRecipe } from '../prepared';
import type { ScaleResult } from '../scaling';
import type { Choice } from '../state';

/** kcal, protein, carbohydrate, fat, fibre, salt, sugar. */
export const NUT = 7;
/** Per member: the NUT targets, then the weights of the salt, fibre and sugar terms (see `devOf`). */
export const TARGETS = NUT + 3;
/**
 * The salt, fibre and sugar terms' weight relative to the day terms is SIDE_SCALE x their setting / NUTRITIONAL_DEVIATION's
 * (0.5 x 0.1 / 3 by default; the settings' step is 0.1, so 0.1 is their weakest non-zero setting). At 1 the default plans
 * had 10.4 g salt and 22.5 g fibre a day at objective median 0.0052; at 0.5, 11.2 g and 20.5 g at 0.0044 (quality
 * bench, 3 seeds). A nutritionist who wants the stronger pull sets the weights to 0.2. src/recommender/README.md, Decisions.
 */
const SIDE_SCALE = 0.5;

/**
 * Deviation of one member's day totals `t` (NUT values) against targets `g` (g[7..9]: the weights of the salt,
 * fibre and sugar terms relative to the day terms), plus one meal term.
 */
export function devOf(g: Float64Array | readonly number[], t: Float64Array, mealEnergy: number, mealTarget: number): number {
  let d = 0;
  for (let j = 0; j < 4; j += 1) if (g[j] > 0) d += Math.abs(t[j] - g[j]) / g[j];
  if (g[0] > 0) d += energyFirst(Math.abs(t[0] - g[0]) / g[0]);
  d += macroLimits(g, t);
  d += sideOf(g, t[5], t[4], t[6]);
  if (mealTarget > 0) d += Math.abs(mealEnergy - mealTarget) / mealTarget;
  return d;
}

/**
 * Energy first (issue 24): a day's energy within ±5 % of the need comes before its macros, whatever the macro split.
 * Beyond the tolerance each further relative point of energy costs ENERGY_FIRST points, so a split no recipe mix can
 * reach (90 % protein) costs macros, not energy. Within the tolerance the documented objective is unchanged.
 */
export const ENERGY_TOLERANCE = 0.05;
export const ENERGY_FIRST = 20;

/** A slot's place on the plate (search/portions.ts plate rows): a meal's main dish, its vegetable side, or neither. */
export const PLATE_OTHER = 0;
export const PLATE_MAIN = 1;
export const PLATE_SIDE = 2;
const energyFirst = (relative: number) => (relative > ENERGY_TOLERANCE ? ENERGY_FIRST * (relative - ENERGY_TOLERANCE) : 0);

/**
 * Macros within ±10 % (issue 24): a member-day more than MACRO_TOLERANCE short of its protein, carbohydrate or fat
 * target costs MACRO_BEYOND points more per further relative point, and more than MACRO_TOLERANCE above it
 * MACRO_BEYOND per point of the day's energy target that the excess brings. Under the plain absolute deviation a week
 * 22 % short of protein on Sunday and on target the other days scores the same as one 3 % short every day; with these
 * terms the search spreads what the catalogue can give (search/week.ts `balanceWeek`) and does not make up protein
 * with nuts and oil (fat then went 21 % over, p95 of the vegan member-days). Energy first holds whatever the split:
 * the shortfall term only asks for more energy, at most (1 + MACRO_BEYOND) per point of each short macro (two short
 * macros while the day is over its energy: 18); the excess term, counted in energy, costs at most MACRO_BEYOND per
 * point of energy taken off; both under ENERGY_FIRST (counted relative to a 5 % protein target, the excess of a
 * 5/90/5 split's every recipe would pay for cutting the day's energy by a third). 8, because at 4 the vegan member-days of the dietitian bench had protein, carbohydrate and fat
 * 10.6 % off at the 95th percentile (pooled), 8.6 % at 8, with the quality bench's objective the same (median 0.3035
 * without these terms, 0.3073 at 4, 0.3045 at 8; 273 days, 2026-12-01). Within the tolerance the objective is unchanged.
 */
export const MACRO_TOLERANCE = 0.08;
export const MACRO_BEYOND = 8;
/** kcal per gram of protein, carbohydrate and fat (Atwater), at NUT indices 1..3. */
export const MACRO_KCAL = [0, 4, 4, 9] as const;

/** The macro limits' terms of one member's day totals `t` against targets `g` (see MACRO_TOLERANCE). */
export function macroLimits(g: Float64Array | readonly number[], t: Float64Array | readonly number[]): number {
  let d = 0;
  for (let j = 1; j < 4; j += 1) {
    const gj = g[j];
    if (!(gj > 0)) continue;
    const short = (gj * (1 - MACRO_TOLERANCE) - t[j]) / gj;
    if (short > 0) d += MACRO_BEYOND * short;
    const over = t[j] - gj * (1 + MACRO_TOLERANCE);
    if (over > 0 && g[0] > 0) d += (MACRO_BEYOND * over * MACRO_KCAL[j]) / g[0];
  }
  return d;
}

/** Targets with the salt, fibre and sugar terms' weights at 0: the documented objective only. */
export function documentedOnly(g: Float64Array): Float64Array {
  const out = Float64Array.from(g);
  out.fill(0, NUT);
  return out;
}

/** The salt, fibre and sugar terms of one member's day totals, at the weights g[7..9]. */
function sideOf(g: Float64Array | readonly number[], salt: number, fibre: number, sugar: number): number {
  let d = 0;
  if (g[5] > 0 && salt > g[5]) d += (g[7] * (salt - g[5])) / g[5];
  if (g[4] > 0 && fibre < g[4]) d += (g[8] * (g[4] - fibre)) / g[4];
  if (g[6] > 0 && sugar > g[6]) d += (g[9] * (sugar - g[6])) / g[6];
  return d;
}

/** The salt, fibre and sugar terms of one member's day: `fixedT` plus the slots' `coef` x portions `x`. */
export function sideTerms(
  g: Float64Array,
  fixedT: Float64Array,
  coef: readonly (readonly number[])[],
  x: readonly number[],
): number {
  let fibre = fixedT[4];
  let salt = fixedT[5];
  let sugar = fixedT[6];
  coef.forEach((c, i) => {
    fibre += c[4] * x[i];
    salt += c[5] * x[i];
    sugar += c[6] * x[i];
  });
  return sideOf(g, salt, fibre, sugar);
}

/**
 * Weights of the salt, fibre and sugar terms relative to the day terms: the day heuristics SODIUM_LIMIT,
 * FIBER_MINIMUM and FREE_SUGAR_LIMIT over NUTRITIONAL_DEVIATION (settings without them: the defaults).
 */
export function sideWeights(weights: object, deviationWeight: number): [number, number, number] {
  const named = weights as Record<string, number | undefined>;
  const defaults = DEFAULT_RECOMMENDER_SETTINGS.dayHeuristicsWeights;
  const of = (name: 'SODIUM_LIMIT' | 'FIBER_MINIMUM' | 'FREE_SUGAR_LIMIT') =>
    deviationWeight > 0 ? (SIDE_SCALE * normaliseWeight(named[name] ?? defaults[name])) / deviationWeight : 0;
  return [of('SODIUM_LIMIT'), of('FIBER_MINIMUM'), of('FREE_SUGAR_LIMIT')];
}

/**
 * The NUT values of one serving: kcal, protein, carbohydrate, fat, fibre, salt and free sugar (FREE_SUGAR_LIMIT
 * counts the sugar of everything but whole fruit, dayHeuristics.ts).
 */
export function nutrientsOf(p: PreparedRecipe): number[] {
  const x = p.recipe.nutritionPerServing;
  return [x.energyKcal, x.protein, x.carbohydrate, x.fat, x.fiber, x.salt, freeSugarPerServing(p)];
}

/** Adds a choice's per-member nutrition to flat totals (member m at m x NUT). */
export function addChoice(t: Float64Array, c: Choice, sign: number): void {
  const x = c.p.recipe.nutritionPerServing;
  c.scale.householdServings.forEach((h, m) => {
    const k = h.portionInServings * sign;
    const o = m * NUT;
    t[o] += x.energyKcal * k;
    t[o + 1] += x.protein * k;
    t[o + 2] += x.carbohydrate * k;
    t[o + 3] += x.fat * k;
    t[o + 4] += x.fiber * k;
    t[o + 5] += x.salt * k;
    t[o + 6] += freeSugarPerServing(c.p) * k;
  });
}

export function scaleOf(base: ScaleResult, portions: readonly number[]): ScaleResult {
  const householdServings = base.householdServings.map((h, m) => ({ user: h.user, portionInServings: portions[m] }));
  const servings = Math.round(householdServings.reduce((t, h) => t + h.portionInServings, 0) * 1e6) / 1e6;
  return { householdServings, servings, idealPortions: base.idealPortions };
}
