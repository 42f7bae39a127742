/**
 * Variety heuristics (dynamic: they look at the rest of the plan through the slot context).
 */
import { clamp01, type DynamicHeuristic } from './context';

/**
 * INGREDIENT_VARIETY: share of the recipe's ingredients not already eaten that day (full penalty) or
 * the day before (half penalty).
 */
export const ingredientVariety: DynamicHeuristic = (p, _s, ctx) => {
  const ids = p.ingredientIds;
  if (ids.length === 0) return 1;
  let overlap = 0;
  for (const id of ids) {
    if (ctx.sameDayIngredients.has(id)) overlap += 1;
    else if (ctx.previousDayIngredients.has(id)) overlap += 0.5;
  }
  return clamp01(1 - overlap / ids.length);
};

/**
 * Score lost per earlier use of the same main dish in the week, by variety level. Balanced (UNLIMITED) loses 0.75: at
 * 0.6 a nutritionally ideal composed bread meal or bowl was worth repeating, and weight 5 gave more repeats than 0
 * (tests/recommender/settingsEffect.test.ts).
 */
export const REPETITION_PENALTY = { LOW: 0.25, UNLIMITED: 0.75, HIGH: 1 } as const;

/**
 * LIMIT_MAIN_DISH_RECIPE_REPETITION: main dishes (breakfast, lunch, dinner parts) lose score for each
 * earlier use in the week; twice on one day scores 0. The Balanced level (UNLIMITED) penalises harder
 * than Low, Unlimited (HIGH) hardest. Other divisions score 1.
 */
export const limitMainDishRepetition: DynamicHeuristic = (p, _s, ctx) => {
  if (!ctx.isMainDish) return 1;
  if (ctx.sameDayRecipes.has(p.recipe.idRecipe)) return 0;
  const uses = ctx.weekRecipeUses.get(p.recipe.idRecipe) ?? 0;
  return clamp01(1 - REPETITION_PENALTY[ctx.varietyLevel] * uses);
};

/**
 * MINIMIZE_PRODUCT_CATEGORIES: fewer product categories (food groups) to shop for in the week. A recipe whose
 * categories are all on the week's list already scores 0.8, one that adds a category 0; the last fifth rewards
 * recipes with few categories (1 up to two, then 1 / (1 + 0.25 per extra category)). All or nothing, because most
 * recipes have three or four categories, nearly all on the list already: a share of known categories tells them apart
 * too little for weight 5 to shrink the list (src/recommender/README.md, Decisions).
 */
export const minimizeProductCategories: DynamicHeuristic = (p, _s, ctx) => {
  const groups = p.foodGroups;
  if (groups.length === 0) return 1;
  const addsToList = groups.some((g) => !ctx.weekFoodGroups.has(g));
  return (addsToList ? 0 : 0.8) + 0.2 / (1 + 0.25 * Math.max(0, groups.length - 2));
};
