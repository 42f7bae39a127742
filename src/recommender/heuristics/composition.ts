/**
 * Heuristics on how a day's meals combine (dynamic).
 */
import type { DynamicHeuristic } from './context';

/**
 * MEAT_FISH_SEPARATION: meat and fish are not eaten on the same day: 0 when the recipe brings meat to
 * a day with fish (or fish to a day with meat), 0.3 for a recipe with both, else 1.
 */
export const meatFishSeparation: DynamicHeuristic = (p, _s, ctx) => {
  const { containsMeat, containsFish } = p.flags;
  if (containsMeat && containsFish) return 0.3;
  if ((containsMeat && ctx.sameDayFish) || (containsFish && ctx.sameDayMeat)) return 0;
  return 1;
};

/** A litre of soup (1 g ~ 1 ml). */
export const SOUP_BATCH_ML = 1000;

/**
 * LITRE_OF_SOUP_IN_A_ROW: soup is cooked by the litre and eaten on consecutive days until the litre
 * is gone. While the previous day's litre lasts, the same soup scores 1 and another 0.3 (leftovers
 * wasted); once it is finished, a new soup scores 1 and the same soup again 0.2. Non-soups score 1.
 */
export const litreOfSoupInARow: DynamicHeuristic = (p, _s, ctx) => {
  const soupSlot = ctx.division.mealPart === 'SOUP' || p.flags.isSoup;
  if (!soupSlot || !ctx.previousSoup) return 1;
  const same = ctx.previousSoup.idRecipe === p.recipe.idRecipe;
  const litreLasts = ctx.previousSoup.runDays < ctx.previousSoup.capacityDays;
  if (litreLasts) return same ? 1 : 0.3;
  return same ? 0.2 : 1;
};

/** Days a litre lasts for a household eating `servings` of a soup of `gramsPerServing` a day. */
export function soupCapacityDays(servings: number, gramsPerServing: number): number {
  const daily = servings * gramsPerServing;
  return daily > 0 ? Math.max(1, Math.floor(SOUP_BATCH_ML / daily)) : 1;
}
