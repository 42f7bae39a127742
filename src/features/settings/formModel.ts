/**
 * The settings form: what the screen edits, built from the settings the API answers, and the one
 * save body built from it. Energy shares are edited as whole-number percentages and saved as fractions.
 */
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

export interface SettingsFormValues {
  energy: EnergyPercentages;
  equation: EnergyEstimationEquation;
  diets: Diet[];
  recommender: RecommenderSettings;
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
    recommender: structuredClone(loaded.recommender),
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
    recommenderSettings: values.recommender,
  };
  if (divisionsLoaded) body.mealOfDayDivisions = values.divisions.map(divisionInput);
  return body;
}
