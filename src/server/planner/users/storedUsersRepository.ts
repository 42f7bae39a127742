/**
 * The context's app users as the planner reads them (read-only): a stored user as the planner's
 * UserProfile, and their stored week plan (week_plan + scaled_recipe).
 */
import { DAYS_OF_WEEK, type MealOfDay } from '../../../domain';
import { scaledIngredients, type RecipeIngredientInput } from '../../../recommender';
import type { SqlRunner } from '../../db/client';
import { isoDate } from '../../db';
import type { components } from '../../generated/planner.schema.generated';
import type { ApiUserProfile } from '../simulation/profile';
import type { ApiWeekPlan } from '../simulation/weekPlan';
import { createUserProfilesRepository } from '../../db/shared/userProfiles';

type S = components['schemas'];

interface ScaledRow {
  id: number;
  day_of_week: number;
  meal_of_day: MealOfDay;
  recipe_id: number;
  recipe_name: string;
  recipe_servings: number | null;
  servings: number;
  division_id: number | null;
  division_meal_of_day: MealOfDay | null;
  division_type: S['MealOfDayDivisionType'] | null;
  division_meal_part: S['MealPart'] | null;
  division_name: string | null;
  scaled_recipe_ingredients: unknown;
  household_servings: unknown;
  heuristic_scores: unknown;
  applied_restrictions: unknown;
  energy: number | null;
  protein: number | null;
  fat: number | null;
  carbohydrate: number | null;
  fiber: number | null;
  sugar: number | null;
  salt: number | null;
}

const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(json(v)) ? (json(v) as Record<string, unknown>[]) : []);
const n0 = (v: unknown) => Math.max(0, Number(v) || 0);
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v) || 0);

/**
 * The ingredients of the recipes as the engine's candidates hold them (candidatesRepository.ts: in position
 * order, grams for all the recipe's servings), for the planned recipes stored without scaled ingredients.
 */
async function recipeIngredients(tx: SqlRunner, recipeIds: readonly number[]): Promise<Map<number, RecipeIngredientInput[]>> {
  const byRecipe = new Map<number, RecipeIngredientInput[]>();
  if (recipeIds.length === 0) return byRecipe;
  const rows = await tx.query<{ recipe_id: number; ingredient_id: number; name: string; grams: number | null }>(
    `SELECT ri.recipe_id, ri.ingredient_id, i.name, ri.weight_grams AS grams
     FROM recipe_ingredient ri JOIN ingredient i ON i.id = ri.ingredient_id
     WHERE ri.recipe_id = ANY($1::int[]) ORDER BY ri.recipe_id, ri.position, ri.id`,
    [recipeIds],
  );
  for (const r of rows) {
    const id = Number(r.recipe_id);
    const list = byRecipe.get(id) ?? byRecipe.set(id, []).get(id)!;
    list.push({ idIngredient: Number(r.ingredient_id), name: r.name, grams: num(r.grams), foodGroupType: null });
  }
  return byRecipe;
}

/** Stored ingredient lines may be kept in the engine's shape or the API's. */
function ingredientLine(x: Record<string, unknown>): S['ScaledRecipeIngredient'] {
  const ing = (x.ingredient ?? {}) as Record<string, unknown>;
  const id = Number(ing.idIngredient ?? x.idIngredient);
  const name = (ing.name ?? x.name) as string | undefined;
  return {
    ingredient: { idIngredient: id, ...(typeof name === 'string' ? { name } : {}) },
    quantityInGrams: n0(x.quantityInGrams ?? x.grams),
  };
}
function servingLine(x: Record<string, unknown>): S['HouseholdServing'] {
  const user = typeof x.user === 'object' && x.user !== null ? Number((x.user as { id?: unknown }).id) : Number(x.user);
  return { user: { id: user }, portionInServings: Math.min(10, n0(x.portionInServings)) };
}

/** The stored week plan of a user for the week (Monday `weekStart`), or null. */
async function loadStoredWeekPlan(tx: SqlRunner, userId: number, weekStart: string): Promise<ApiWeekPlan | null> {
  const [plan] = await tx.query<{ id: number; week_start: unknown }>(
    `SELECT id, week_start::text AS week_start FROM week_plan WHERE user_id = $1 AND week_start <= $2::date AND week_start > $2::date - 7 ORDER BY week_start DESC LIMIT 1`,
    [userId, weekStart],
  );
  if (!plan) return null;
  const rows = await tx.query<ScaledRow>(
    `SELECT s.id, s.day_of_week, s.meal_of_day, s.recipe_id, r.name AS recipe_name, r.servings AS recipe_servings, s.servings, d.id AS division_id,
       d.meal_of_day AS division_meal_of_day, d.type AS division_type, d.meal_part AS division_meal_part, d.name AS division_name,
       s.scaled_recipe_ingredients, s.household_servings, s.heuristic_scores, s.applied_restrictions,
       r.energy_kcal_per_serving AS energy, r.protein_per_serving AS protein, r.fat_per_serving AS fat,
       r.carbohydrate_per_serving AS carbohydrate, r.fiber_per_serving AS fiber, r.sugar_per_serving AS sugar, r.salt_per_serving AS salt
     FROM scaled_recipe s JOIN recipe r ON r.id = s.recipe_id LEFT JOIN user_meal_of_day_division d ON d.id = s.meal_of_day_division_id
     WHERE s.week_plan_id = $1 ORDER BY s.day_of_week, s.id`,
    [plan.id],
  );
  // Planned recipes stored without their scaled ingredients (the synthetic cohort): the recipe's, scaled as the engine does.
  const derived = await recipeIngredients(tx, [
    ...new Set(rows.filter((r) => r.scaled_recipe_ingredients === null).map((r) => Number(r.recipe_id))),
  ]);
  const meals = new Map<string, S['MealPlan']>();
  for (const r of rows) {
    const dayOfWeek = DAYS_OF_WEEK[Number(r.day_of_week) - 1];
    const key = `${dayOfWeek}:${r.meal_of_day}`;
    let meal = meals.get(key);
    if (!meal) {
      meal = { dayOfWeek, mealOfDay: r.meal_of_day, scaledRecipes: [] };
      meals.set(key, meal);
    }
    const applied = json(r.applied_restrictions) as S['AppliedRestrictions'] | null;
    meal.scaledRecipes.push({
      idScaledRecipe: Number(r.id),
      recipe: {
        idRecipe: Number(r.recipe_id),
        name: r.recipe_name,
        recipeNutritionalInfo: {
          energyKcal: n0(r.energy),
          protein: n0(r.protein),
          fat: n0(r.fat),
          carbohydrate: n0(r.carbohydrate),
          fiber: n0(r.fiber),
          sugar: n0(r.sugar),
          salt: n0(r.salt),
        },
      },
      scaledRecipeIngredients: (r.scaled_recipe_ingredients === null
        ? scaledIngredients(
            { recipe: { servings: Math.max(1, num(r.recipe_servings)), ingredients: derived.get(Number(r.recipe_id)) ?? [] } },
            n0(r.servings),
          )
        : list(r.scaled_recipe_ingredients)
      ).map((x) => ingredientLine(x as unknown as Record<string, unknown>)),
      servings: n0(r.servings),
      householdServings: list(r.household_servings).map(servingLine),
      ...(r.division_id !== null && r.division_type
        ? {
            mealOfDayDivision: {
              idMealOfDayDivision: Number(r.division_id),
              mealOfDay: r.division_meal_of_day ?? r.meal_of_day,
              type: r.division_type,
              ...(r.division_meal_part ? { mealPart: r.division_meal_part } : {}),
              ...(r.division_name ? { name: r.division_name } : {}),
            },
          }
        : {}),
      heuristicScores: list(r.heuristic_scores).map((h) => ({
        name: String(h.name),
        value: Math.min(1, n0(h.value)),
        weight: Math.min(5, n0(h.weight)),
      })),
      ...(applied && typeof applied === 'object' ? { appliedRestrictions: applied } : {}),
    });
  }
  return { startDate: isoDate(plan.week_start)!, mealPlans: [...meals.values()] };
}

export function createStoredUsersRepository(tx: SqlRunner) {
  const profiles = createUserProfilesRepository(tx);
  return {
    exists: (userId: number) => profiles.exists(userId),
    /** The app user signed in with this subject (identity provider `sub`), if any. */
    async idBySubject(subject: string): Promise<number | undefined> {
      const [row] = await tx.query<{ id: number }>('SELECT id FROM app_user WHERE subject = $1', [subject]);
      return row ? Number(row.id) : undefined;
    },
    profile: (userId: number, refDate: string): Promise<ApiUserProfile | null> => profiles.profile(userId, refDate),
    weekPlan: (userId: number, weekStart: string) => loadStoredWeekPlan(tx, userId, weekStart),
    /**
     * The Mondays whose week `weekPlan` finds a stored plan for, newest first: the plan's own start when it is a
     * Monday (as the planner stores them), else the Monday after it (the lookup takes the plan starting in the
     * seven days up to the Monday asked for).
     */
    async planWeeks(userId: number, limit: number): Promise<string[]> {
      const rows = await tx.query<{ week: string }>(
        `SELECT DISTINCT (week_start + (8 - extract(isodow FROM week_start)::int) % 7)::text AS week
         FROM week_plan WHERE user_id = $1 ORDER BY 1 DESC LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => r.week);
    },
  };
}
export type StoredUsersRepository = ReturnType<typeof createStoredUsersRepository>;
