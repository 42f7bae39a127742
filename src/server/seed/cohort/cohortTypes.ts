/** The shapes the cohort model reads (the pools, the plan library, the settings history) and writes (the rows). */
import type { Diet, MealOfDay } from '../../../domain';
import type { HouseholdMember } from '../../../recommender';

/** A save of the settings the cohort's plans were made under, and how it moved adherence (1: not at all). */
export interface CohortSettingsVersion {
  version: number;
  /** ISO instant of the save. */
  savedAt: string;
  adherenceFactor: number;
}

/** One planned recipe of a library week plan, for the archetype's reference person. */
export interface LibraryMeal {
  /** 1 = Monday. */
  day: number;
  mealOfDay: MealOfDay;
  /** The library division's id (LibraryDivision.id). */
  division: number;
  recipeId: number;
  /** The reference person's portion in servings (a household of one: also the servings cooked). */
  portion: number;
}

export interface LibraryPlan {
  key: string;
  /** Diets every recipe of the plan suits. */
  diets: readonly Diet[];
  /** Every ingredient of the plan's recipes. */
  ingredients: ReadonlySet<number>;
  /** Daily energy target (kcal) of the reference person the plan was computed for. */
  referenceKcal: number;
  meals: readonly LibraryMeal[];
}

export interface LibraryDivision {
  id: number;
  mealOfDay: MealOfDay;
  type: string;
  mealPart: string | null;
  recipeId: number | null;
  ingredientId: number | null;
  name: string | null;
}

/** The recommender week plans users are given (planLibrary.ts), and the energy need they are scaled to. */
export interface CohortPlanLibrary {
  meals: readonly MealOfDay[];
  divisions: readonly LibraryDivision[];
  plans: readonly LibraryPlan[];
  /** A person's daily energy target (kcal) with the context's settings and the plan meals. */
  kcalNeed(member: HouseholdMember): number;
}

export interface CohortPools {
  /** Recipe ids, most popular first. */
  recipes: readonly number[];
  ingredients: readonly number[];
  offBarcodes: readonly string[];
  freeText: ReadonlyArray<readonly string[]>;
  /** Ingredients people commonly exclude, most common first. */
  restrictable: readonly number[];
  library: CohortPlanLibrary;
  /** The settings versions plans name, oldest first (none: plans name no version). */
  settingsVersions?: readonly CohortSettingsVersion[];
}

export interface CohortIds {
  user: number;
  household: number;
  division: number;
  weekPlan: number;
  scaledRecipe: number;
}

export interface CohortRows {
  household: unknown[][];
  division: unknown[][];
  appUser: unknown[][];
  heightLog: unknown[][];
  weightLog: unknown[][];
  activityLevel: unknown[][];
  energyDistribution: unknown[][];
  diet: unknown[][];
  restriction: unknown[][];
  favourite: unknown[][];
  weekPlan: unknown[][];
  scaledRecipe: unknown[][];
  foodLog: unknown[][];
  session: unknown[][];
}
