/**
 * Recommender settings: three weight maps (0..5, step 0.1) and the two improvement switches.
 */
import {
  DAY_HEURISTIC_NAMES,
  HEURISTIC_NAMES,
  WEEK_HEURISTIC_NAMES,
  type DayHeuristicName,
  type HeuristicName,
  type WeekHeuristicName,
} from './planningEnums';

export const MIN_HEURISTIC_WEIGHT = 0;
export const MAX_HEURISTIC_WEIGHT = 5;
export const HEURISTIC_WEIGHT_STEP = 0.1;

/** Food groups a weekly rule can count (derived from the recipes' ingredients). */
export const WEEKLY_FOOD_GROUPS = ['FISH', 'WHITE_MEAT', 'RED_MEAT', 'MEAT', 'LEGUMES'] as const;
export type WeeklyFoodGroup = (typeof WEEKLY_FOOD_GROUPS)[number];

/** At least / at most `count` meals (chosen slots) of a food group per week. */
export interface WeeklyFoodGroupRule {
  readonly foodGroup: WeeklyFoodGroup;
  readonly atLeast?: number;
  readonly atMost?: number;
}

/** Most meals a weekly rule can name: three main meals a day for seven days. */
export const MAX_WEEKLY_FOOD_GROUP_MEALS = 21;

/** A food group as a sentence names it ("at least 2 fish meals"). */
export const FOOD_GROUP_LABELS: Readonly<Record<WeeklyFoodGroup, string>> = {
  FISH: 'fish',
  WHITE_MEAT: 'white-meat',
  RED_MEAT: 'red-meat',
  MEAT: 'meat',
  LEGUMES: 'legume',
};

/** A rule as one phrase: "At least 2 fish meals a week" (the first bound it has). */
export function foodGroupRuleLabel(rule: Pick<WeeklyFoodGroupRule, 'foodGroup' | 'atLeast' | 'atMost'>): string {
  const group = FOOD_GROUP_LABELS[rule.foodGroup] ?? rule.foodGroup;
  const [word, n] = rule.atLeast !== undefined ? ['At least', rule.atLeast] : ['At most', rule.atMost ?? 0];
  return `${word} ${n} ${group} meal${n === 1 ? '' : 's'} a week`;
}

/** What is wrong with a list of weekly rules: the rule's index, its field, a stable code and a sentence. */
export interface FoodGroupRuleProblem {
  readonly index: number;
  readonly field: 'foodGroup' | 'atLeast' | 'atMost';
  readonly code: 'VALIDATION_ERROR' | 'FOOD_GROUP_RULE_CONFLICT';
  readonly message: string;
}

const isMealCount = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_WEEKLY_FOOD_GROUP_MEALS;

/**
 * The first problem of a list of weekly food-group rules, or null when it is valid: a known food group, at least one
 * bound, each bound a whole number from 0 to MAX_WEEKLY_FOOD_GROUP_MEALS, and for each group its largest "at least"
 * no more than its smallest "at most". The API answers it as 400; the settings editors show it.
 */
export function foodGroupRulesProblem(rules: readonly Partial<WeeklyFoodGroupRule>[]): FoodGroupRuleProblem | null {
  const bad = (index: number, field: FoodGroupRuleProblem['field'], message: string): FoodGroupRuleProblem => ({
    index,
    field,
    code: 'VALIDATION_ERROR',
    message,
  });
  for (const [index, rule] of rules.entries()) {
    if (!rule.foodGroup || !WEEKLY_FOOD_GROUPS.includes(rule.foodGroup))
      return bad(index, 'foodGroup', `Choose a food group (${WEEKLY_FOOD_GROUPS.join(', ')})`);
    if (rule.atLeast === undefined && rule.atMost === undefined)
      return bad(index, 'atLeast', 'A rule needs a number of meals (at least or at most)');
    for (const field of ['atLeast', 'atMost'] as const)
      if (rule[field] !== undefined && !isMealCount(rule[field]))
        return bad(index, field, `Enter a whole number of meals from 0 to ${MAX_WEEKLY_FOOD_GROUP_MEALS}`);
  }
  for (const [index, rule] of rules.entries()) {
    if (rule.atLeast === undefined) continue;
    const cap = rules.find((r) => r.foodGroup === rule.foodGroup && r.atMost !== undefined && r.atMost < rule.atLeast!);
    if (cap)
      return {
        index,
        field: 'atLeast',
        code: 'FOOD_GROUP_RULE_CONFLICT',
        message: `${foodGroupRuleLabel({ foodGroup: rule.foodGroup!, atLeast: rule.atLeast })} is more than at most ${cap.atMost}`,
      };
  }
  return null;
}

/**
 * What a dietitian signs, as limits the plan keeps whenever the candidates allow (issue 24). Free sugars after WHO
 * (2015): under 10 % of energy, about 25 g a day ideally; salt after the Dutch Health Council (2015): 6 g a day;
 * fruit 200 g (2 portions) and vegetables 250 g a day per adult (Schijf van Vijf).
 */
export interface MealRules {
  /** Candy and other confectionery may be planned (as snacks or desserts). */
  readonly allowConfectionery: boolean;
  /** Alcoholic dishes and drinks may be planned (never with a minor in the household). */
  readonly allowAlcohol: boolean;
  /** Free sugars per person in one snack, at most (g). */
  readonly maxFreeSugarPerSnackG: number;
  /** Free sugars per person per day, at most (g). */
  readonly maxFreeSugarPerDayG: number;
  /** Salt per adult portion of one dish, at most (g). */
  readonly maxSaltPerDishG: number;
  /** Salt per person per day, at most (g). */
  readonly maxSaltPerDayG: number;
  /** Fruit per adult per day, at least (g), where the divisions allow. */
  readonly minFruitPerDayG: number;
  /** Vegetables per adult per day, at least (g), where the divisions allow. */
  readonly minVegetablesPerDayG: number;
  /** Portions are whole multiples of this many servings (0.25 to 1). */
  readonly portionStep: number;
}

export const DEFAULT_MEAL_RULES: MealRules = {
  allowConfectionery: false,
  allowAlcohol: false,
  maxFreeSugarPerSnackG: 10,
  maxFreeSugarPerDayG: 25,
  maxSaltPerDishG: 3,
  maxSaltPerDayG: 6,
  minFruitPerDayG: 200,
  minVegetablesPerDayG: 250,
  portionStep: 0.25,
};

/** The accepted range of each numeric meal rule (the API answers 400 outside it; the settings editor shows it). */
export const MEAL_RULE_RANGES: Readonly<
  Record<Exclude<keyof MealRules, 'allowConfectionery' | 'allowAlcohol'>, readonly [number, number]>
> = {
  maxFreeSugarPerSnackG: [0, 100],
  maxFreeSugarPerDayG: [0, 200],
  maxSaltPerDishG: [0, 20],
  maxSaltPerDayG: [0, 30],
  minFruitPerDayG: [0, 1000],
  minVegetablesPerDayG: [0, 1000],
  portionStep: [0.25, 1],
};

export interface RecommenderSettings {
  readonly mealOfDayHeuristicsWeights: Readonly<Record<HeuristicName, number>>;
  readonly dayHeuristicsWeights: Readonly<Record<DayHeuristicName, number>>;
  readonly weekHeuristicsWeights: Readonly<Record<WeekHeuristicName, number>>;
  readonly runDayImprovement: boolean;
  readonly runWeekImprovement: boolean;
  /** Weekly food-group rules (e.g. >= 2 fish, <= 3 red meat), met whenever the candidates allow. */
  readonly weeklyFoodGroupRules?: WeeklyFoodGroupRule[];
  /** The dietitian's limits (missing fields take DEFAULT_MEAL_RULES). */
  readonly mealRules?: Partial<MealRules>;
}

/** The meal rules of a settings object, completed with the defaults. */
export function mealRulesOf(settings: Pick<RecommenderSettings, 'mealRules'>): MealRules {
  return { ...DEFAULT_MEAL_RULES, ...(settings.mealRules ?? {}) };
}

/**
 * Defaults. CHEAPER_FOOD and DIABETES are 0: they are disabled in the UI because the catalogue
 * carries no price or glycaemic data for them to act on.
 */
export const DEFAULT_RECOMMENDER_SETTINGS: RecommenderSettings = {
  mealOfDayHeuristicsWeights: {
    ENERGY_SUITABILITY: 5,
    CARBOHYDRATE_SUITABILITY: 2,
    PROTEIN_SUITABILITY: 2,
    FAT_SUITABILITY: 2,
    INGREDIENT_VARIETY: 2,
    VARIETY_OPTIONS: 3,
    LIMIT_MAIN_DISH_RECIPE_REPETITION: 3,
    MEAT_FISH_SEPARATION: 1,
    MINIMIZE_PRODUCT_CATEGORIES: 0.5,
    LITRE_OF_SOUP_IN_A_ROW: 1,
    USER_PREFERENCES: 3,
    SEASON: 1,
    NO_COMFORT_FOOD: 1,
    COMMON_FRUIT: 1,
    CHEAPER_FOOD: 0,
    DIABETES: 0,
    LOW_SUGAR_DRINKS: 1,
  },
  // Sodium, fibre and free sugar at 3: on the dietitian bench (scripts/bench/README.md, Dietitian; 52 households x 3
  // seeds) the median day goes from 7.3 g to 6.1 g salt (the Dutch limit is 6), the days with at least 14 g fibre per
  // 1,000 kcal from 71 % to 86 % and free sugar from 47 g to 43 g, while energy stays within 1.0 % of the need
  // (median; p95 4.1 % against 2.8 % at 1) and macros within 9.0 % (p95; 7.2 % at 1).
  dayHeuristicsWeights: {
    NUTRITIONAL_DEVIATION: 3,
    FRUIT_VARIETY: 1,
    SODIUM_LIMIT: 3,
    FIBER_MINIMUM: 3,
    FREE_SUGAR_LIMIT: 3,
  },
  weekHeuristicsWeights: { NL_FISH: 1, INCLUDE_WHITE_MEAT: 1 },
  runDayImprovement: true,
  runWeekImprovement: true,
  // Red meat at most 3 meals a week: the Dutch Health Council (2015) advises eating less red and processed meat, the
  // Voedingscentrum at most 300 g of red meat a week, the WCRF (2018) at most about three portions (350-500 g cooked).
  // Without it the dietitian bench's plain weeks held 7 red-meat main dishes (median of 13; beef at most lunches);
  // with it 4 by the bench's word list, at no cost in energy or macros (scripts/bench/README.md, Dietitian).
  weeklyFoodGroupRules: [{ foodGroup: 'RED_MEAT', atMost: 3 }],
};

/** Clamp to 0..5 and round to the slider step. */
export function normaliseWeight(w: number): number {
  if (!Number.isFinite(w)) return 0;
  const clamped = Math.min(MAX_HEURISTIC_WEIGHT, Math.max(MIN_HEURISTIC_WEIGHT, w));
  return Math.round(clamped * 10) / 10; // the slider step is 0.1
}

/** Fill missing weights with the defaults and clamp every weight to 0..5. */
export function completeSettings(partial: Partial<RecommenderSettings> = {}): RecommenderSettings {
  const d = DEFAULT_RECOMMENDER_SETTINGS;
  const fill = <K extends string>(
    names: readonly K[],
    def: Readonly<Record<K, number>>,
    given?: Readonly<Partial<Record<K, number>>>,
  ) => {
    const out = {} as Record<K, number>;
    for (const n of names) out[n] = normaliseWeight(given?.[n] ?? def[n]);
    return out;
  };
  return {
    mealOfDayHeuristicsWeights: fill(HEURISTIC_NAMES, d.mealOfDayHeuristicsWeights, partial.mealOfDayHeuristicsWeights),
    dayHeuristicsWeights: fill(DAY_HEURISTIC_NAMES, d.dayHeuristicsWeights, partial.dayHeuristicsWeights),
    weekHeuristicsWeights: fill(WEEK_HEURISTIC_NAMES, d.weekHeuristicsWeights, partial.weekHeuristicsWeights),
    runDayImprovement: partial.runDayImprovement ?? d.runDayImprovement,
    runWeekImprovement: partial.runWeekImprovement ?? d.runWeekImprovement,
    // Absent rules take the defaults; an empty list is no rule.
    weeklyFoodGroupRules: partial.weeklyFoodGroupRules ?? d.weeklyFoodGroupRules ?? [],
    mealRules: mealRulesOf(partial),
  };
}
