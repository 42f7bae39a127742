/** Which module implements each heuristic; static ones are precomputed once per division. */
import type { HeuristicName } from '../../domain';
import type { DynamicHeuristic, StaticHeuristic } from './context';
import { litreOfSoupInARow, meatFishSeparation } from './composition';
import { cheaperFood, commonFruit, diabetes, lowSugarDrinks, noComfortFood } from './health';
import { carbohydrateSuitability, energySuitability, fatSuitability, proteinSuitability } from './nutrition';
import { season, userPreferences, varietyOptions } from './preferences';
import { ingredientVariety, limitMainDishRepetition, minimizeProductCategories } from './variety';

const STATIC = {
  ENERGY_SUITABILITY: energySuitability,
  CARBOHYDRATE_SUITABILITY: carbohydrateSuitability,
  PROTEIN_SUITABILITY: proteinSuitability,
  FAT_SUITABILITY: fatSuitability,
  VARIETY_OPTIONS: varietyOptions,
  USER_PREFERENCES: userPreferences,
  SEASON: season,
  NO_COMFORT_FOOD: noComfortFood,
  COMMON_FRUIT: commonFruit,
  CHEAPER_FOOD: cheaperFood,
  DIABETES: diabetes,
  LOW_SUGAR_DRINKS: lowSugarDrinks,
} satisfies Partial<Record<HeuristicName, StaticHeuristic>>;

const DYNAMIC = {
  INGREDIENT_VARIETY: ingredientVariety,
  LIMIT_MAIN_DISH_RECIPE_REPETITION: limitMainDishRepetition,
  MEAT_FISH_SEPARATION: meatFishSeparation,
  MINIMIZE_PRODUCT_CATEGORIES: minimizeProductCategories,
  LITRE_OF_SOUP_IN_A_ROW: litreOfSoupInARow,
} satisfies Partial<Record<HeuristicName, DynamicHeuristic>>;

export const composition = { STATIC, DYNAMIC };
