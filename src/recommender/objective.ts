/**
 * Day-level objective: the relative deviation of a day's nutrition from each member's needs
 * (NUTRITIONAL_DEVIATION) and the repetition of fruit within a day (FRUIT_VARIETY).
 * Energy uses the recipes' declared kcal; macro targets use 4/4/9 grams. Sugar is total sugar, a
 * conservative stand-in for free sugars.
 */
import { freeSugarPerServing, LEGACY_DAY_FACTORS, SALT_MAX_G, type DayFactors } from './dayHeuristics';
import type { Choice } from './state';
import type { NutritionalNeeds } from './types';

/** kcal, protein, carbohydrate, fat, fibre, salt, sugar. */
export const NUTRIENT_COUNT = 7;

/** Add (sign 1) or remove (sign -1) a choice's contribution to per-member day totals. O(members). */
export function addContribution(totals: Float64Array[], c: Choice, sign: number): void {
  const n = c.p.recipe.nutritionPerServing;
  c.scale.householdServings.forEach((h, i) => {
    const k = h.portionInServings * sign;
    const t = totals[i];
    t[0] += n.energyKcal * k;
    t[1] += n.protein * k;
    t[2] += n.carbohydrate * k;
    t[3] += n.fat * k;
    t[4] += n.fiber * k;
    t[5] += n.salt * k;
    t[6] += freeSugarPerServing(c.p) * k;
  });
}

export function dayTotals(slots: readonly (Choice | null)[], members: number): Float64Array[] {
  const totals = Array.from({ length: members }, () => new Float64Array(NUTRIENT_COUNT));
  for (const c of slots) if (c) addContribution(totals, c, 1);
  return totals;
}

const rel = (got: number, target: number) => (target > 0 ? Math.abs(got - target) / target : 0);
const over = (got: number, limit: number) => (limit > 0 ? Math.max(0, got - limit) / limit : 0);
const under = (got: number, floor: number) => (floor > 0 ? Math.max(0, floor - got) / floor : 0);

/**
 * Mean over members of: relative deviation of energy, protein, carbohydrate and fat from target
 * (times `f.core`), plus the day heuristics of dayHeuristics.ts: excess sodium (over 2.3 g), missing
 * fibre and excess free sugar (over 10 % of energy), each times its factor. 0 is a perfect day. O(members).
 */
export function nutritionalDeviation(
  totals: readonly Float64Array[],
  needs: readonly NutritionalNeeds[],
  f: DayFactors = LEGACY_DAY_FACTORS,
): number {
  let sum = 0;
  needs.forEach((n, i) => {
    const t = totals[i];
    const nn = n.nutrientNeeds;
    sum +=
      f.core * (rel(t[0], nn.KCAL.target) + rel(t[1], nn.PROTEIN.target) + rel(t[2], nn.CARB.target) + rel(t[3], nn.FAT.target)) +
      f.sodium * over(t[5], SALT_MAX_G) +
      f.fiber * under(t[4], nn.FIBER.target) +
      f.sugar * over(t[6], nn.SUGAR.max);
  });
  return needs.length > 0 ? sum / needs.length : 0;
}

/** FRUIT_VARIETY: number of fruit recipes of the day that repeat an earlier fruit's main ingredient. */
export function fruitRepeats(slots: readonly (Choice | null)[]): number {
  const seen = new Set<number>();
  let repeats = 0;
  for (const c of slots) {
    if (!c || !c.p.flags.isFruit || c.p.flags.mainIngredientId === null) continue;
    if (seen.has(c.p.flags.mainIngredientId)) repeats += 1;
    seen.add(c.p.flags.mainIngredientId);
  }
  return repeats;
}
