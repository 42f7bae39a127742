/**
 * Health and food-choice heuristics (static). Heuristics that do not apply to a recipe score 1.
 */
import { clamp01, type StaticHeuristic } from './context';

/** NO_COMFORT_FOOD: 0 for comfort food (fries, pizza, cakes, energy-dense fat-and-sugar dishes), else 1. */
export const noComfortFood: StaticHeuristic = (p) => (p.flags.isComfortFood ? 0 : 1);

/** COMMON_FRUIT: a fruit slot prefers common fruit (apple, banana, orange...): 1, other fruit 0.3. */
export const commonFruit: StaticHeuristic = (p, _s, ctx) => {
  const fruitSlot = ctx.division.mealPart === 'FRUIT' || p.flags.isFruit;
  if (!fruitSlot) return 1;
  return p.flags.isCommonFruit ? 1 : 0.3;
};

/** Free sugar per serving of a drink at which LOW_SUGAR_DRINKS reaches 0 (WHO: 25 g free sugars a day). */
export const DRINK_SUGAR_LIMIT_G = 25;

/**
 * LOW_SUGAR_DRINKS: drinks lose score linearly with free sugar per serving; other recipes 1. Free sugar (WHO: added
 * sugars and those of honey, syrups and juices), not total sugar: the lactose of plain milk is no reason to serve a
 * soft drink instead, and on total sugar the weight could not tell milk from cocoa at breakfast.
 */
export const lowSugarDrinks: StaticHeuristic = (p) => (p.flags.isDrink ? clamp01(1 - p.freeSugar / DRINK_SUGAR_LIMIT_G) : 1);

/**
 * CHEAPER_FOOD (disabled in the UI): with cost data, 1 for the cheapest candidate of the division down
 * to 0 for the dearest, 0.5 for a recipe without cost; without data 0.5 and its weight is forced to 0.
 */
export const cheaperFood: StaticHeuristic = (p, _s, ctx) => {
  const c = p.recipe.costPerServing;
  if (!ctx.costRange || c === undefined) return 0.5;
  const span = ctx.costRange.max - ctx.costRange.min;
  return span > 0 ? clamp01(1 - (c - ctx.costRange.min) / span) : 1;
};

/**
 * DIABETES (disabled in the UI): only when a member is marked diabetic, a glycaemic-load proxy:
 * sugar plus 30 % of the non-fibre carbohydrate per serving, 0 at 40 g. Otherwise 0.5, weight 0.
 */
export const diabetes: StaticHeuristic = (p, _s, ctx) => {
  if (!ctx.anyMemberDiabetic) return 0.5;
  const n = p.recipe.nutritionPerServing;
  return clamp01(1 - (n.sugar + 0.3 * Math.max(0, n.carbohydrate - n.fiber - n.sugar)) / 40);
};
