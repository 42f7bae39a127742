/**
 * The context's app users as the planner reads them (read-only): a stored user as the planner's
 * UserProfile, and their stored week plan (week_plan + scaled_recipe).
 */
import { ageOn, DAYS_OF_WEEK, type MealOfDay } from '../../../domain';
import type { SqlRunner } from '../../db/client';
import { isoDate } from '../../db';
import type { components } from '../../generated/planner.schema.generated';
import type { ApiUserProfile } from '../simulation/profile';
import type { ApiWeekPlan } from '../simulation/weekPlan';

type S = components['schemas'];

/** The default sample's birth date. */
const DEFAULT_BIRTH_DATE = '1960-01-01';

interface UserRow {
  id: number; custom_id: string | null; email: string; first_name: string | null; birth_date: unknown; gender: 'M' | 'F' | null;
  expertise_level: S['ExpertiseLevel'] | null; notes: string | null; household_id: number | null;
  no_of_meals_per_day: number | null; selected_meals: string[] | null;
}

async function latest<T>(tx: SqlRunner, table: string, columns: string, userId: number): Promise<T | undefined> {
  const rows = await tx.query<T>(`SELECT ${columns} FROM ${table} WHERE user_id = $1 ORDER BY logged_at DESC, id DESC LIMIT 1`, [userId]);
  return rows[0];
}

async function member(tx: SqlRunner, u: UserRow, refDate: string): Promise<S['HouseholdMember'] | null> {
  const weight = await latest<{ weight_kg: number }>(tx, 'user_weight_log', 'weight_kg', u.id);
  const height = await latest<{ height_cm: number }>(tx, 'user_height_log', 'height_cm', u.id);
  const activity = await latest<{ value: S['ActivityLevel']; daily_burned_energy_kcal: number | null }>(tx, 'user_activity_level', 'value, daily_burned_energy_kcal', u.id);
  const [energy] = await tx.query<{ energy_goal: S['EnergyGoal']; custom_kcal_target: number | null }>(
    'SELECT energy_goal, custom_kcal_target FROM user_energy_distribution WHERE user_id = $1', [u.id]);
  if (!u.gender) return null;
  // A stored birth date the planner would refuse (age outside 1..120) reads as the default sample's.
  const stored = isoDate(u.birth_date);
  const birthDate = stored && ageOn(stored, refDate) >= 1 && ageOn(stored, refDate) <= 120 ? stored : DEFAULT_BIRTH_DATE;
  return {
    idUser: Number(u.id), firstName: u.first_name || `User ${u.id}`, birthDate, gender: u.gender,
    weightLogs: [{ weightKg: Math.min(400, Math.max(20, Number(weight?.weight_kg ?? 70))) }],
    heightLogs: [{ heightCm: Math.min(250, Math.max(50, Number(height?.height_cm ?? 170))) }],
    activityLevels: [{
      value: activity?.value ?? 'LOWEST',
      ...(activity?.daily_burned_energy_kcal != null ? { dailyBurnedEnergyKcal: Number(activity.daily_burned_energy_kcal) } : {}),
    }],
    userEnergyDistribution: {
      energyGoal: energy?.energy_goal ?? 'MAINTAIN_WEIGHT',
      ...(energy?.custom_kcal_target != null ? { customKcalTarget: Number(energy.custom_kcal_target) } : {}),
    },
  };
}

const USER_SQL = `SELECT u.id, u.custom_id, u.email, u.first_name, u.birth_date::text AS birth_date, u.gender, u.expertise_level, u.notes, u.household_id,
  h.no_of_meals_per_day, h.selected_meals FROM app_user u LEFT JOIN household h ON h.id = u.household_id`;

async function userExists(tx: SqlRunner, userId: number): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM app_user WHERE id = $1', [userId])).length > 0;
}

/** The stored user as a planner profile, or null when the context has no such user. */
async function loadStoredProfile(tx: SqlRunner, userId: number, refDate: string): Promise<ApiUserProfile | null> {
  const [u] = await tx.query<UserRow>(`${USER_SQL} WHERE u.id = $1`, [userId]);
  if (!u) return null;
  const others = u.household_id === null ? [] : await tx.query<UserRow>(`${USER_SQL} WHERE u.household_id = $1 AND u.id <> $2 ORDER BY u.id`, [u.household_id, u.id]);
  const users = (await Promise.all([u, ...others].map((x) => member(tx, x, refDate)))).filter((m): m is S['HouseholdMember'] => m !== null);
  const divisions = await tx.query<{ id: number; meal_of_day: MealOfDay; type: S['MealOfDayDivisionType']; meal_part: S['MealPart'] | null; recipe_id: number | null; ingredient_id: number | null; name: string | null }>(
    'SELECT id, meal_of_day, type, meal_part, recipe_id, ingredient_id, name FROM user_meal_of_day_division WHERE user_id = $1 ORDER BY id', [userId]);
  const diets = await tx.query<{ diet: S['Diet'] }>('SELECT diet FROM user_dietary_restriction WHERE user_id = $1', [userId]);
  const food = await tx.query<{ id: number }>('SELECT food_restriction_id AS id FROM user_food_restriction WHERE user_id = $1', [userId]);
  const ingredients = await tx.query<{ id: number }>('SELECT ingredient_id AS id FROM user_ingredient_restriction WHERE user_id = $1', [userId]);
  const [dist] = await tx.query<{ energy_goal: S['EnergyGoal']; custom_kcal_target: number | null; protein_distribution: number | null; carbohydrates_distribution: number | null; fat_distribution: number | null }>(
    'SELECT * FROM user_energy_distribution WHERE user_id = $1', [userId]);
  const meals = (u.selected_meals ?? []).filter((m) => typeof m === 'string') as MealOfDay[];
  const n = Math.min(6, Math.max(3, Number(u.no_of_meals_per_day ?? 6)));
  const complete = dist && dist.protein_distribution != null && dist.carbohydrates_distribution != null && dist.fat_distribution != null
    && Math.abs(Number(dist.protein_distribution) + Number(dist.carbohydrates_distribution) + Number(dist.fat_distribution) - 1) <= 1e-3;
  return {
    idUser: Number(u.id),
    ...(u.custom_id ? { customID: u.custom_id } : {}),
    email: u.email,
    ...(u.first_name ? { firstName: u.first_name } : {}),
    ...(isoDate(u.birth_date) ? { birthDate: isoDate(u.birth_date) } : {}),
    ...(u.gender ? { gender: u.gender } : {}),
    ...(u.expertise_level ? { expertiseLevel: u.expertise_level } : {}),
    household: {
      ...(u.household_id !== null ? { idHousehold: Number(u.household_id) } : {}),
      noOfMealsPerDay: n,
      selectedMeals: meals.map((mealOfDay) => ({ mealOfDay })),
      users,
    },
    mealOfDayDivisions: divisions
      .filter((d) => (d.type === 'MEAL_PART' ? d.meal_part : d.type === 'RECIPE' ? d.recipe_id : d.ingredient_id) !== null)
      .map((d) => ({
        idMealOfDayDivision: Number(d.id), mealOfDay: d.meal_of_day, type: d.type,
        ...(d.type === 'MEAL_PART' ? { mealPart: d.meal_part! } : {}),
        ...(d.type === 'RECIPE' ? { recipe: { idRecipe: Number(d.recipe_id) } } : {}),
        ...(d.type === 'INGREDIENT' ? { ingredientDivision: { ingredient: { idIngredient: Number(d.ingredient_id) } } } : {}),
        ...(d.name ? { name: d.name } : {}),
      })),
    dietaryRestrictions: diets.map((d) => d.diet),
    foodRestrictions: food.map((f) => ({ idFoodRestriction: Number(f.id) })),
    ingredientRestrictions: ingredients.map((i) => ({ idIngredient: Number(i.id) })),
    ...(dist ? {
      userEnergyDistribution: {
        energyGoal: dist.energy_goal,
        ...(dist.custom_kcal_target != null ? { customKcalTarget: Number(dist.custom_kcal_target) } : {}),
        ...(complete ? {
          proteinDistribution: Number(dist.protein_distribution),
          carbohydratesDistribution: Number(dist.carbohydrates_distribution),
          fatDistribution: Number(dist.fat_distribution),
        } : {}),
      },
    } : {}),
    ...(u.notes ? { notes: u.notes } : {}),
  };
}

interface ScaledRow {
  id: number; day_of_week: number; meal_of_day: MealOfDay; recipe_id: number; recipe_name: string; servings: number;
  division_id: number | null; division_meal_of_day: MealOfDay | null; division_type: S['MealOfDayDivisionType'] | null; division_meal_part: S['MealPart'] | null;
  division_name: string | null; scaled_recipe_ingredients: unknown; household_servings: unknown; heuristic_scores: unknown; applied_restrictions: unknown;
  energy: number | null; protein: number | null; fat: number | null; carbohydrate: number | null; fiber: number | null; sugar: number | null; salt: number | null;
}

const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);
const list = (v: unknown): Record<string, unknown>[] => (Array.isArray(json(v)) ? json(v) as Record<string, unknown>[] : []);
const n0 = (v: unknown) => Math.max(0, Number(v) || 0);

/** Stored ingredient lines may be kept in the engine's shape or the API's. */
function ingredientLine(x: Record<string, unknown>): S['ScaledRecipeIngredient'] {
  const ing = (x.ingredient ?? {}) as Record<string, unknown>;
  const id = Number(ing.idIngredient ?? x.idIngredient);
  const name = (ing.name ?? x.name) as string | undefined;
  return { ingredient: { idIngredient: id, ...(typeof name === 'string' ? { name } : {}) }, quantityInGrams: n0(x.quantityInGrams ?? x.grams) };
}
function servingLine(x: Record<string, unknown>): S['HouseholdServing'] {
  const user = typeof x.user === 'object' && x.user !== null ? Number((x.user as { id?: unknown }).id) : Number(x.user);
  return { user: { id: user }, portionInServings: Math.min(10, n0(x.portionInServings)) };
}

/** The stored week plan of a user for the week (Monday `weekStart`), or null. */
async function loadStoredWeekPlan(tx: SqlRunner, userId: number, weekStart: string): Promise<ApiWeekPlan | null> {
  const [plan] = await tx.query<{ id: number; week_start: unknown }>(
    `SELECT id, week_start::text AS week_start FROM week_plan WHERE user_id = $1 AND week_start <= $2::date AND week_start > $2::date - 7 ORDER BY week_start DESC LIMIT 1`,
    [userId, weekStart]);
  if (!plan) return null;
  const rows = await tx.query<ScaledRow>(
    `SELECT s.id, s.day_of_week, s.meal_of_day, s.recipe_id, r.name AS recipe_name, s.servings, d.id AS division_id,
       d.meal_of_day AS division_meal_of_day, d.type AS division_type, d.meal_part AS division_meal_part, d.name AS division_name,
       s.scaled_recipe_ingredients, s.household_servings, s.heuristic_scores, s.applied_restrictions,
       r.energy_kcal_per_serving AS energy, r.protein_per_serving AS protein, r.fat_per_serving AS fat,
       r.carbohydrate_per_serving AS carbohydrate, r.fiber_per_serving AS fiber, r.sugar_per_serving AS sugar, r.salt_per_serving AS salt
     FROM scaled_recipe s JOIN recipe r ON r.id = s.recipe_id LEFT JOIN user_meal_of_day_division d ON d.id = s.meal_of_day_division_id
     WHERE s.week_plan_id = $1 ORDER BY s.day_of_week, s.id`, [plan.id]);
  const meals = new Map<string, S['MealPlan']>();
  for (const r of rows) {
    const dayOfWeek = DAYS_OF_WEEK[Number(r.day_of_week) - 1];
    const key = `${dayOfWeek}:${r.meal_of_day}`;
    let meal = meals.get(key);
    if (!meal) { meal = { dayOfWeek, mealOfDay: r.meal_of_day, scaledRecipes: [] }; meals.set(key, meal); }
    const applied = json(r.applied_restrictions) as S['AppliedRestrictions'] | null;
    meal.scaledRecipes.push({
      idScaledRecipe: Number(r.id),
      recipe: {
        idRecipe: Number(r.recipe_id), name: r.recipe_name,
        recipeNutritionalInfo: {
          energyKcal: n0(r.energy), protein: n0(r.protein), fat: n0(r.fat), carbohydrate: n0(r.carbohydrate),
          fiber: n0(r.fiber), sugar: n0(r.sugar), salt: n0(r.salt),
        },
      },
      scaledRecipeIngredients: list(r.scaled_recipe_ingredients).map(ingredientLine),
      servings: n0(r.servings),
      householdServings: list(r.household_servings).map(servingLine),
      ...(r.division_id !== null && r.division_type ? {
        mealOfDayDivision: {
          idMealOfDayDivision: Number(r.division_id), mealOfDay: r.division_meal_of_day ?? r.meal_of_day, type: r.division_type,
          ...(r.division_meal_part ? { mealPart: r.division_meal_part } : {}), ...(r.division_name ? { name: r.division_name } : {}),
        },
      } : {}),
      heuristicScores: list(r.heuristic_scores).map((h) => ({ name: String(h.name), value: Math.min(1, n0(h.value)), weight: Math.min(5, n0(h.weight)) })),
      ...(applied && typeof applied === 'object' ? { appliedRestrictions: applied } : {}),
    });
  }
  return { startDate: isoDate(plan.week_start)!, mealPlans: [...meals.values()] };
}

export function createStoredUsersRepository(tx: SqlRunner) {
  return {
    exists: (userId: number) => userExists(tx, userId),
    /** The app user signed in with this subject (identity provider `sub`), if any. */
    async idBySubject(subject: string): Promise<number | undefined> {
      const [row] = await tx.query<{ id: number }>('SELECT id FROM app_user WHERE subject = $1', [subject]);
      return row ? Number(row.id) : undefined;
    },
    profile: (userId: number, refDate: string) => loadStoredProfile(tx, userId, refDate),
    weekPlan: (userId: number, weekStart: string) => loadStoredWeekPlan(tx, userId, weekStart),
  };
}
export type StoredUsersRepository = ReturnType<typeof createStoredUsersRepository>;
