/**
 * The settings form: what the screen edits, built from the settings the API answers, and the one
 * save body built from it. Energy shares are edited as whole-number percentages and saved as fractions.
 * The meal rules are a part of their own in the form (the recommender settings' `mealRules`, completed with the
 * defaults), so their fields carry their own errors; the save puts them back into the recommender settings.
 */
import { DEFAULT_MEAL_RULES, type MealRules } from '../../domain';
import type {
  AllSettings,
  Diet,
  EnergyDistribution,
  EnergyEstimationEquation,
  MealOfDayDivision,
  MealOfDayDivisionInput,
  RecommenderSettings,
  SettingsSave,
} from './settingsApi';

export const SUM_MESSAGE = 'Sum of kcal distribution should be 100%';
export const WHOLE_PERCENT_MESSAGE = 'Enter a whole number from 0 to 100';

/** Heuristic weights: sliders from 0 to 5 in steps of 0.1. */
export const WEIGHT_MIN = 0;
export const WEIGHT_MAX = 5;
export const WEIGHT_STEP = 0.1;
/** Meal-of-day heuristics shown but not adjustable (the catalogue has no data for them to act on). */
export const DISABLED_HEURISTICS: readonly string[] = ['CHEAPER_FOOD', 'DIABETES'];

export interface EnergyPercentages {
  protein: number;
  fat: number;
  carbohydrates: number;
}

/** A division as the editor keeps it: the saved id, or none for one added here. */
export type DivisionRow = MealOfDayDivisionInput;

/** The meal rules as the form edits them: every rule present (a number field emptied is NaN until corrected). */
export type MealRulesFormValues = { -readonly [K in keyof MealRules]: MealRules[K] };

export interface SettingsFormValues {
  energy: EnergyPercentages;
  equation: EnergyEstimationEquation;
  diets: Diet[];
  /** The recommender settings but their meal rules (edited in `mealRules`). */
  recommender: RecommenderSettings;
  mealRules: MealRulesFormValues;
  divisions: DivisionRow[];
}

export interface LoadedSettings {
  energyDistribution: EnergyDistribution;
  equation: EnergyEstimationEquation;
  diets: readonly Diet[];
  recommender: RecommenderSettings;
  /** Absent when the divisions could not be loaded: the save then leaves them as they are. */
  divisions?: readonly MealOfDayDivision[];
}

const percent = (fraction: number) => Math.round(fraction * 100);

/** The recommender settings' meal rules completed with the defaults (a server that answers none: the defaults). */
export function mealRulesFormValues(settings: Pick<RecommenderSettings, 'mealRules'>): MealRulesFormValues {
  return { ...DEFAULT_MEAL_RULES, ...settings.mealRules };
}

/** The recommender settings without their meal rules, as the recommender part of the form keeps them. */
export function withoutMealRules(settings: RecommenderSettings): RecommenderSettings {
  const { mealRules: _mealRules, ...rest } = structuredClone(settings);
  return rest;
}

export function toFormValues(loaded: LoadedSettings): SettingsFormValues {
  const { proteinDistribution, fatDistribution, carbohydratesDistribution } = loaded.energyDistribution;
  return {
    energy: {
      protein: percent(proteinDistribution),
      fat: percent(fatDistribution),
      carbohydrates: percent(carbohydratesDistribution),
    },
    equation: loaded.equation,
    diets: [...loaded.diets],
    recommender: withoutMealRules(loaded.recommender),
    mealRules: mealRulesFormValues(loaded.recommender),
    divisions: (loaded.divisions ?? []).map((d) => ({ ...d })),
  };
}

/** The form values after a save, from what the server answers. */
export function fromSaved(saved: AllSettings, divisionsLoaded: boolean): SettingsFormValues {
  return toFormValues({
    energyDistribution: saved.energyDistribution,
    equation: saved.energyEstimationEquation,
    diets: saved.enabledDietaryRestrictions,
    recommender: saved.recommenderSettings,
    divisions: divisionsLoaded ? saved.mealOfDayDivisions : undefined,
  });
}

export function isWholePercent(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}

/** Protein, fat and carbohydrate must be whole numbers summing to exactly 100. */
export function sumsTo100(energy: EnergyPercentages): boolean {
  const parts = [energy.protein, energy.fat, energy.carbohydrates];
  return parts.every(isWholePercent) && parts.reduce((a, b) => a + b, 0) === 100;
}

/** The field of each division type, kept; the others dropped. */
function divisionInput(row: DivisionRow): MealOfDayDivisionInput {
  const out: MealOfDayDivisionInput = { mealOfDay: row.mealOfDay, type: row.type };
  if (row.idMealOfDayDivision !== undefined) out.idMealOfDayDivision = row.idMealOfDayDivision;
  if (row.type === 'MEAL_PART' && row.mealPart) out.mealPart = row.mealPart;
  if (row.type === 'RECIPE' && row.recipe) out.recipe = { idRecipe: row.recipe.idRecipe };
  if (row.type === 'INGREDIENT' && row.ingredientDivision)
    out.ingredientDivision = { ingredient: { idIngredient: row.ingredientDivision.ingredient.idIngredient } };
  if (row.name) out.name = row.name;
  if (row.type === 'MEAL_PART' && row.mealRole) out.mealRole = row.mealRole;
  return out;
}

/** The form field of a field the server names in a refused save (`recommenderSettings.mealRules.maxSaltPerDayG`). */
export function mealRuleFieldOf(serverField: string | undefined): `mealRules.${keyof MealRules}` | undefined {
  const rule = /^recommenderSettings\.mealRules\.(\w+)$/.exec(serverField ?? '')?.[1];
  return rule !== undefined && rule in DEFAULT_MEAL_RULES ? `mealRules.${rule as keyof MealRules}` : undefined;
}

/** One body for everything: the divisions only when the screen loaded them. */
export function toSettingsSave(values: SettingsFormValues, divisionsLoaded: boolean): SettingsSave {
  const body: SettingsSave = {
    energyDistribution: {
      proteinDistribution: values.energy.protein / 100,
      fatDistribution: values.energy.fat / 100,
      carbohydratesDistribution: values.energy.carbohydrates / 100,
    },
    energyEstimationEquation: values.equation,
    enabledDietaryRestrictions: [...values.diets],
    recommenderSettings: { ...values.recommender, mealRules: { ...values.mealRules } },
  };
  if (divisionsLoaded) body.mealOfDayDivisions = values.divisions.map(divisionInput);
  return body;
}
