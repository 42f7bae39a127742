/**
 * One context's cohort from its prepared inputs, without I/O: the library plans (the engine), the rows
 * (cohortModel.ts) and their bulk-load encoding. It runs on the seeder's worker thread (libraryWorker.ts), so
 * that the main thread, which runs the embedded database, loads the previous context meanwhile; and in-process
 * when the ids it was given turn out to be taken by the time the rows are loaded.
 */
import { DAYS_OF_WEEK, type Diet } from '../../../domain';
import {
  NoCandidatesError,
  nutritionalNeeds,
  planWeek,
  type CandidateRecipe,
  type PlanInput,
  type WeekPlan,
} from '../../../recommender';
import { encodeRows, type EncodedRows } from '../../db/copy';
import {
  generateCohort,
  PLAN_MEALS,
  type CohortIds,
  type CohortPlanLibrary,
  type CohortPools,
  type CohortRows,
  type CohortSettingsVersion,
  type LibraryMeal,
  type LibraryPlan,
} from './cohortModel';
import type { LibraryRequest } from './planLibrary';

/** Plans the inputs in order; an input the catalogue cannot plan (no candidate for a division) gives null. */
export function planLibraryWeeks(inputs: readonly PlanInput[]): (WeekPlan | null)[] {
  return inputs.map((input) => {
    try {
      return planWeek(input);
    } catch (err) {
      if (err instanceof NoCandidatesError) return null;
      throw err;
    }
  });
}

/** The library from the request and the engine's answers (archetypes it could not plan are left out). */
export function assembleLibrary(request: LibraryRequest, weeks: readonly (WeekPlan | null)[]): CohortPlanLibrary {
  const first = request.inputs[0];
  if (!first) return { meals: PLAN_MEALS, divisions: [], kcalNeed: () => 0, plans: [] };
  const byId = new Map<number, CandidateRecipe>();
  for (const input of request.inputs) for (const c of input.candidates) byId.set(c.idRecipe, c);
  const kcalNeed: CohortPlanLibrary['kcalNeed'] = (member) =>
    nutritionalNeeds(member, first.needsSettings, PLAN_MEALS).nutrientNeeds.KCAL.target;
  const plans: LibraryPlan[] = [];
  weeks.forEach((week, k) => {
    if (!week) return;
    const meals: LibraryMeal[] = [];
    const ingredients = new Set<number>();
    let diets: readonly Diet[] | undefined;
    for (const meal of week.mealPlans) {
      for (const s of meal.scaledRecipes) {
        const recipe = byId.get(s.recipe.idRecipe);
        if (!recipe) continue; // an ingredient division's portion is not a recipe the app can store
        recipe.ingredients.forEach((i) => ingredients.add(i.idIngredient));
        diets = (diets ?? recipe.suitableDiets).filter((d) => recipe.suitableDiets.includes(d));
        meals.push({
          day: DAYS_OF_WEEK.indexOf(meal.dayOfWeek) + 1,
          mealOfDay: meal.mealOfDay,
          division: s.mealOfDayDivision.idMealOfDayDivision,
          recipeId: recipe.idRecipe,
          portion: s.householdServings[0]?.portionInServings ?? s.servings,
        });
      }
    }
    plans.push({
      key: request.keys[k],
      diets: diets ?? [],
      ingredients,
      referenceKcal: kcalNeed(request.inputs[k].members[0]),
      meals,
    });
  });
  return {
    meals: PLAN_MEALS,
    divisions: first.divisions.map((d) => ({
      id: d.idMealOfDayDivision,
      mealOfDay: d.mealOfDay,
      type: d.type,
      mealPart: d.mealPart ?? null,
      recipeId: d.recipe?.idRecipe ?? null,
      ingredientId: d.ingredientDivision?.ingredient.idIngredient ?? null,
      name: d.name ?? null,
    })),
    kcalNeed,
    plans,
  };
}

export interface CohortTask {
  request: LibraryRequest;
  pools: Omit<CohortPools, 'library'>;
  ids: CohortIds;
  /** The settings versions to write with the cohort (its history, when the context has none of its own). */
  newSettingsVersions: readonly CohortSettingsVersion[];
  seed: number;
  users: number;
  asOf: string;
  /** The context (in the synthetic emails and custom ids). */
  tag: string;
  driver: EncodedRows['driver'];
}

export interface BuiltTable {
  table: string;
  columns: readonly string[];
  encoded: EncodedRows;
}

export interface BuiltCohort {
  /** In load order (foreign keys first). */
  tables: BuiltTable[];
  libraryPlans: number;
  foodLogs: number;
  sessions: number;
  weekPlans: number;
  rows: number;
}

/** Each table the model fills, in load order, with the columns of its rows (cohortModel.ts). */
export const COHORT_TABLES: ReadonlyArray<readonly [keyof CohortRows, string, readonly string[]]> = [
  ['household', 'household', ['id', 'no_of_meals_per_day', 'selected_meals']],
  [
    'appUser',
    'app_user',
    [
      'id',
      'email',
      'custom_id',
      'birth_date',
      'gender',
      'created_at',
      'last_active_at',
      'household_id',
      'first_name',
      'last_name',
      'synthetic',
    ],
  ],
  [
    'division',
    'user_meal_of_day_division',
    ['id', 'user_id', 'meal_of_day', 'type', 'meal_part', 'recipe_id', 'ingredient_id', 'name'],
  ],
  ['session', 'user_activity', ['user_id', 'kind', 'occurred_at']],
  ['heightLog', 'user_height_log', ['user_id', 'height_cm', 'logged_at']],
  ['weightLog', 'user_weight_log', ['user_id', 'weight_kg', 'logged_at']],
  ['activityLevel', 'user_activity_level', ['user_id', 'value', 'daily_burned_energy_kcal', 'logged_at']],
  ['energyDistribution', 'user_energy_distribution', ['user_id', 'energy_goal']],
  ['diet', 'user_dietary_restriction', ['user_id', 'diet']],
  ['restriction', 'user_ingredient_restriction', ['user_id', 'ingredient_id']],
  ['favourite', 'user_favourite', ['user_id', 'recipe_id', 'ingredient_id', 'created_at']],
  ['weekPlan', 'week_plan', ['id', 'user_id', 'week_start', 'created_at', 'settings_version']],
  [
    'scaledRecipe',
    'scaled_recipe',
    [
      'id',
      'week_plan_id',
      'day_of_week',
      'meal_of_day',
      'recipe_id',
      'servings',
      'meal_of_day_division_id',
      'scaled_recipe_ingredients',
      'household_servings',
      'provenance',
    ],
  ],
  [
    'foodLog',
    'food_log',
    [
      'user_id',
      'logged_at',
      'meal_of_day',
      'recipe_id',
      'ingredient_id',
      'servings',
      'quantity_grams',
      'planned',
      'off_barcode',
      'food_entry_text',
      'scaled_recipe_id',
    ],
  ],
];

export function buildCohort(task: CohortTask): BuiltCohort {
  const library = assembleLibrary(task.request, planLibraryWeeks(task.request.inputs));
  const rows = generateCohort(task.seed, task.users, task.asOf, { ...task.pools, library }, task.ids, task.tag);
  const built: BuiltCohort = {
    tables: [],
    libraryPlans: library.plans.length,
    foodLogs: rows.foodLog.length,
    sessions: rows.session.length,
    weekPlans: rows.weekPlan.length,
    rows: Object.values(rows).reduce((s, r) => s + r.length, 0),
  };
  rows.appUser = rows.appUser.map((r) => [...r, true]); // synthetic
  // No scaled ingredients (NULL: the user-meal-plan call derives them from the recipe, migration 0023);
  // household_servings is a JSON list: COPY takes its text (the PostgreSQL batches are JSON already).
  const pglite = task.driver === 'pglite';
  rows.scaledRecipe = rows.scaledRecipe.map((r) => [...r.slice(0, 7), null, pglite ? JSON.stringify(r[7]) : r[7], r[8]]);
  for (const [key, table, columns] of COHORT_TABLES) {
    built.tables.push({ table, columns, encoded: encodeRows(task.driver, columns, rows[key] as never) });
    rows[key] = []; // the encoded text is what is kept: let the rows go
  }
  return built;
}
