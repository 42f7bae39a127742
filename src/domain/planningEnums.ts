/**
 * Enumerations of the planning specification (simulation, recommender, energy settings).
 */
import { MEAL_TYPES, type MealType } from './catalogueEnums';

/** Meal slots of a day, in eating order. */
export const MEALS_OF_DAY = ['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER'] as const;
export type MealOfDay = (typeof MEALS_OF_DAY)[number];

/** Meal parts a division can ask for: every meal type except NO_MEAL_TYPE. */
export const MEAL_PARTS = MEAL_TYPES.filter((t): t is Exclude<MealType, 'NO_MEAL_TYPE'> => t !== 'NO_MEAL_TYPE');
export type MealPart = Exclude<MealType, 'NO_MEAL_TYPE'>;

/** How a meal-of-day division is filled. */
export const DIVISION_TYPES = ['MEAL_PART', 'RECIPE', 'INGREDIENT'] as const;
export type DivisionType = (typeof DIVISION_TYPES)[number];

/** Nutrients with needs; SUGAR is part of the needs although not shown in every table. */
export const NUTRIENTS = ['KCAL', 'PROTEIN', 'CARB', 'FAT', 'FIBER', 'CHOLESTEROL', 'IRON', 'SALT', 'SUGAR'] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

export const ENERGY_ESTIMATION_EQUATIONS = ['INSTITUTE_OF_MEDICINE', 'HARRIS_BENEDICT', 'REVISED_HARRIS_BENEDICT'] as const;
export type EnergyEstimationEquation = (typeof ENERGY_ESTIMATION_EQUATIONS)[number];

export const ENERGY_GOALS = ['MAINTAIN_WEIGHT', 'LOSE_WEIGHT', 'GAIN_WEIGHT', 'CUSTOM'] as const;
export type EnergyGoal = (typeof ENERGY_GOALS)[number];

/** AUTO means "BMR plus the user's own daily burned kcal". */
export const ACTIVITY_LEVELS = ['LOWEST', 'LOW', 'MEDIUM', 'AUTO'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const GENDERS = ['M', 'F'] as const;
export type Gender = (typeof GENDERS)[number];

/**
 * LOW is shown as "Low", UNLIMITED as "Balanced" (the specification's two); HIGH, shown as "Unlimited", asks the most
 * variety (no recipe twice a week). What each does: src/recommender/variety.ts VARIETY_RULES.
 */
export const VARIETY_LEVELS = ['LOW', 'UNLIMITED', 'HIGH'] as const;
export type VarietyLevel = (typeof VARIETY_LEVELS)[number];
export const VARIETY_LEVEL_LABELS: Readonly<Record<VarietyLevel, string>> = {
  LOW: 'Low',
  UNLIMITED: 'Balanced',
  HIGH: 'Unlimited',
};

export const PLAN_ACTIONS = ['CREATE', 'REVIEW', 'RECREATE'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

export const MEAL_PLAN_VIEWS = ['DAY', 'WEEK', 'STATS'] as const;
export type MealPlanView = (typeof MEAL_PLAN_VIEWS)[number];

/** The fixed seven-day list, Monday first. */
export const DAYS_OF_WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** Staff roles from the identity token. */
export const ROLES = ['admin', 'nutritionist', 'ambassador'] as const;
export type Role = (typeof ROLES)[number];

/** Meal-of-day (per division) heuristics, in the order of the specification. */
export const HEURISTIC_NAMES = [
  'ENERGY_SUITABILITY',
  'CARBOHYDRATE_SUITABILITY',
  'PROTEIN_SUITABILITY',
  'FAT_SUITABILITY',
  'INGREDIENT_VARIETY',
  'VARIETY_OPTIONS',
  'LIMIT_MAIN_DISH_RECIPE_REPETITION',
  'MEAT_FISH_SEPARATION',
  'MINIMIZE_PRODUCT_CATEGORIES',
  'LITRE_OF_SOUP_IN_A_ROW',
  'USER_PREFERENCES',
  'SEASON',
  'NO_COMFORT_FOOD',
  'COMMON_FRUIT',
  'CHEAPER_FOOD',
  'DIABETES',
  'LOW_SUGAR_DRINKS',
] as const;
export type HeuristicName = (typeof HEURISTIC_NAMES)[number];

/** Heuristics that are disabled in the UI (not implemented for lack of data). */
export const DISABLED_HEURISTICS: readonly HeuristicName[] = ['CHEAPER_FOOD', 'DIABETES'];

/**
 * Day heuristics. SODIUM_LIMIT (<= 2.3 g sodium), FIBER_MINIMUM (>= 25 g fibre) and FREE_SUGAR_LIMIT
 * (< 10 % of energy) weigh their own day terms (src/recommender/dayHeuristics.ts).
 */
export const DAY_HEURISTIC_NAMES = [
  'NUTRITIONAL_DEVIATION',
  'FRUIT_VARIETY',
  'SODIUM_LIMIT',
  'FIBER_MINIMUM',
  'FREE_SUGAR_LIMIT',
] as const;
export type DayHeuristicName = (typeof DAY_HEURISTIC_NAMES)[number];

export const WEEK_HEURISTIC_NAMES = ['NL_FISH', 'INCLUDE_WHITE_MEAT'] as const;
export type WeekHeuristicName = (typeof WEEK_HEURISTIC_NAMES)[number];

/** Number of meals per day a household can choose. */
export const MIN_MEALS_PER_DAY = 3;
export const MAX_MEALS_PER_DAY = 6;
