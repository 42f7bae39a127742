/**
 * The checks of the dietitian's meal rules (`MealRules`, src/domain/recommenderSettings.ts), shared by the API (400
 * naming the field, nothing written), the reading of a stored value and the settings screen: each number within
 * `MEAL_RULE_RANGES`, the portion step one of 0.25, 0.5 or 1 serving. The labels, units and sources are the ones the
 * screen shows and the API documents (openapi/api.yaml and planner.yaml, schema MealRules).
 */
import { DEFAULT_MEAL_RULES, MEAL_RULE_RANGES, type MealRules } from './recommenderSettings';

/** The numeric meal rules, in the order the screen lists them. */
export const NUMERIC_MEAL_RULES = [
  'maxFreeSugarPerSnackG',
  'maxFreeSugarPerDayG',
  'maxSaltPerDishG',
  'maxSaltPerDayG',
  'minFruitPerDayG',
  'minVegetablesPerDayG',
  'portionStep',
] as const satisfies readonly (keyof typeof MEAL_RULE_RANGES)[];
export type NumericMealRule = (typeof NUMERIC_MEAL_RULES)[number];

/** The switches of the meal rules. */
export const MEAL_RULE_SWITCHES = ['allowConfectionery', 'allowAlcohol'] as const;
export type MealRuleSwitch = (typeof MEAL_RULE_SWITCHES)[number];

/** Portions are whole multiples of one of these (servings). */
export const MEAL_RULE_PORTION_STEPS = [0.25, 0.5, 1] as const;

export interface MealRuleDescription {
  /** The rule as a message names it ("Salt per day"). */
  readonly name: string;
  /** The field's label on the screen. */
  readonly label: string;
  readonly unit: 'g' | 'servings';
  /** Where the default comes from. */
  readonly source: string;
}

/** How the screen and the API's messages name each numeric rule, its unit and the source of its default. */
export const MEAL_RULE_DESCRIPTIONS: Readonly<Record<NumericMealRule, MealRuleDescription>> = {
  maxFreeSugarPerSnackG: {
    name: 'Free sugars per snack',
    label: 'Free sugars per snack, at most',
    unit: 'g',
    source: 'WHO 2015: free sugars under 10 % of energy, ideally 5 %; a snack takes at most 10 g of the day',
  },
  maxFreeSugarPerDayG: {
    name: 'Free sugars per day',
    label: 'Free sugars per day, at most',
    unit: 'g',
    source: 'WHO 2015 (guideline on sugars intake): ideally under 5 % of energy, about 25 g a day',
  },
  maxSaltPerDishG: {
    name: 'Salt per dish',
    label: 'Salt per dish (adult portion), at most',
    unit: 'g',
    source: 'half the Dutch Health Council 2015 daily 6 g',
  },
  maxSaltPerDayG: {
    name: 'Salt per day',
    label: 'Salt per day, at most',
    unit: 'g',
    source: 'Dutch Health Council 2015 (Richtlijnen goede voeding): at most 6 g a day',
  },
  minFruitPerDayG: {
    name: 'Fruit per day',
    label: 'Fruit per day (adult), at least',
    unit: 'g',
    source: 'Schijf van Vijf (Voedingscentrum): 2 portions, 200 g a day',
  },
  minVegetablesPerDayG: {
    name: 'Vegetables per day',
    label: 'Vegetables per day (adult), at least',
    unit: 'g',
    source: 'Schijf van Vijf (Voedingscentrum): 250 g a day',
  },
  portionStep: {
    name: 'Portion step',
    label: 'Portion step',
    unit: 'servings',
    source: 'quarter servings',
  },
};

/** What is wrong with one numeric meal rule's value, as a sentence naming it; null when it is valid. */
export function mealRuleProblem(rule: NumericMealRule, value: unknown): string | null {
  const { name, unit } = MEAL_RULE_DESCRIPTIONS[rule];
  if (rule === 'portionStep') {
    return (MEAL_RULE_PORTION_STEPS as readonly unknown[]).includes(value)
      ? null
      : `${name} must be ${MEAL_RULE_PORTION_STEPS.slice(0, -1).join(', ')} or ${MEAL_RULE_PORTION_STEPS.at(-1)} servings`;
  }
  const [min, max] = MEAL_RULE_RANGES[rule];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    return `${name} must be a number from ${min} to ${max} ${unit}`;
  return null;
}

/** The first problem of a (partial) set of meal rules: the rule's field and a sentence; null when valid. */
export function mealRulesProblem(rules: Partial<Record<keyof MealRules, unknown>>): {
  field: keyof MealRules;
  message: string;
} | null {
  for (const field of MEAL_RULE_SWITCHES) {
    if (rules[field] !== undefined && typeof rules[field] !== 'boolean')
      return { field, message: `${field === 'allowAlcohol' ? 'Plan alcohol' : 'Plan sweets'} must be true or false` };
  }
  for (const field of NUMERIC_MEAL_RULES) {
    if (rules[field] === undefined) continue;
    const message = mealRuleProblem(field, rules[field]);
    if (message) return { field, message };
  }
  return null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Meal rules read from a stored value: each valid field kept, a missing or invalid one (a value written before the
 * rules existed, or by hand) the default; unknown fields dropped.
 */
export function readMealRules(value: unknown): MealRules {
  const out: { -readonly [K in keyof MealRules]: MealRules[K] } = { ...DEFAULT_MEAL_RULES };
  if (!isObject(value)) return out;
  for (const field of MEAL_RULE_SWITCHES) {
    const v = value[field];
    if (typeof v === 'boolean') out[field] = v;
  }
  for (const field of NUMERIC_MEAL_RULES) {
    const v = value[field];
    if (typeof v === 'number' && mealRuleProblem(field, v) === null) out[field] = v;
  }
  return out;
}
