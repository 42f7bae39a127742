/**
 * A stored app user as a UserProfile (the schema the three documents share): the user, their
 * household's members with their latest weight, height and activity logs, meal divisions, diets, food
 * and ingredient restrictions and energy distribution. Read by the planner (plans for stored users)
 * and by the app API (the user detail screen, "Load user profile").
 */
import { ageOn, type MealOfDay } from '../../../domain';
import type { SqlRunner } from '../client';
import { isoDate } from '../rows';
import type { components } from '../../generated/api.schema.generated';

type S = components['schemas'];
export type StoredUserProfile = S['UserProfile'];

/** The default sample's birth date. */
const DEFAULT_BIRTH_DATE = '1960-01-01';

interface UserRow {
  id: number;
  custom_id: string | null;
  email: string;
  first_name: string | null;
  birth_date: unknown;
  gender: 'M' | 'F' | null;
  expertise_level: S['ExpertiseLevel'] | null;
  notes: string | null;
  household_id: number | null;
  no_of_meals_per_day: number | null;
  selected_meals: string[] | null;
}

async function latest<T>(tx: SqlRunner, table: string, columns: string, userId: number): Promise<T | undefined> {
  const rows = await tx.query<T>(`SELECT ${columns} FROM ${table} WHERE user_id = $1 ORDER BY logged_at DESC, id DESC LIMIT 1`, [
    userId,
  ]);
  return rows[0];
}

async function member(tx: SqlRunner, u: UserRow, refDate: string): Promise<S['HouseholdMember'] | null> {
  const weight = await latest<{ weight_kg: number }>(tx, 'user_weight_log', 'weight_kg', u.id);
  const height = await latest<{ height_cm: number }>(tx, 'user_height_log', 'height_cm', u.id);
  const activity = await latest<{ value: S['ActivityLevel']; daily_burned_energy_kcal: number | null }>(
    tx,
    'user_activity_level',
    'value, daily_burned_energy_kcal',
    u.id,
  );
  const [energy] = await tx.query<{ energy_goal: S['EnergyGoal']; custom_kcal_target: number | null }>(
    'SELECT energy_goal, custom_kcal_target FROM user_energy_distribution WHERE user_id = $1',
    [u.id],
  );
  if (!u.gender) return null;
  // A stored birth date the planner would refuse (age outside 1..120) reads as the default sample's.
  const stored = isoDate(u.birth_date);
  const birthDate = stored && ageOn(stored, refDate) >= 1 && ageOn(stored, refDate) <= 120 ? stored : DEFAULT_BIRTH_DATE;
  return {
    idUser: Number(u.id),
    firstName: u.first_name || `User ${u.id}`,
    birthDate,
    gender: u.gender,
    weightLogs: [{ weightKg: Math.min(400, Math.max(20, Number(weight?.weight_kg ?? 70))) }],
    heightLogs: [{ heightCm: Math.min(250, Math.max(50, Number(height?.height_cm ?? 170))) }],
    activityLevels: [
      {
        value: activity?.value ?? 'LOWEST',
        ...(activity?.daily_burned_energy_kcal != null
          ? { dailyBurnedEnergyKcal: Number(activity.daily_burned_energy_kcal) }
          : {}),
      },
    ],
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
async function loadStoredProfile(tx: SqlRunner, userId: number, refDate: string): Promise<StoredUserProfile | null> {
  const [u] = await tx.query<UserRow>(`${USER_SQL} WHERE u.id = $1`, [userId]);
  if (!u) return null;
  const others =
    u.household_id === null
      ? []
      : await tx.query<UserRow>(`${USER_SQL} WHERE u.household_id = $1 AND u.id <> $2 ORDER BY u.id`, [u.household_id, u.id]);
  const users = (await Promise.all([u, ...others].map((x) => member(tx, x, refDate)))).filter(
    (m): m is S['HouseholdMember'] => m !== null,
  );
  const divisions = await tx.query<{
    id: number;
    meal_of_day: MealOfDay;
    type: S['MealOfDayDivisionType'];
    meal_part: S['MealPart'] | null;
    recipe_id: number | null;
    ingredient_id: number | null;
    name: string | null;
  }>(
    'SELECT id, meal_of_day, type, meal_part, recipe_id, ingredient_id, name FROM user_meal_of_day_division WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  const diets = await tx.query<{ diet: S['Diet'] }>('SELECT diet FROM user_dietary_restriction WHERE user_id = $1', [userId]);
  // With their names, so the user detail screen and "Load user profile" show what the user restricts.
  const food = await tx.query<{ id: number; name: string }>(
    `SELECT r.food_restriction_id AS id, left(f.name, 200) AS name
     FROM user_food_restriction r JOIN food_restriction f ON f.id = r.food_restriction_id WHERE r.user_id = $1 ORDER BY f.name, f.id`,
    [userId],
  );
  const ingredients = await tx.query<{ id: number; name: string }>(
    `SELECT x.ingredient_id AS id, left(i.name, 500) AS name
     FROM user_ingredient_restriction x JOIN ingredient i ON i.id = x.ingredient_id WHERE x.user_id = $1 ORDER BY i.name, i.id`,
    [userId],
  );
  const [dist] = await tx.query<{
    energy_goal: S['EnergyGoal'];
    custom_kcal_target: number | null;
    protein_distribution: number | null;
    carbohydrates_distribution: number | null;
    fat_distribution: number | null;
  }>('SELECT * FROM user_energy_distribution WHERE user_id = $1', [userId]);
  const meals = (u.selected_meals ?? []).filter((m) => typeof m === 'string') as MealOfDay[];
  // The selection is what the household eats: its count is the number of meals when it is one the planner takes.
  const n = meals.length >= 3 && meals.length <= 6 ? meals.length : Math.min(6, Math.max(3, Number(u.no_of_meals_per_day ?? 6)));
  const complete =
    dist &&
    dist.protein_distribution != null &&
    dist.carbohydrates_distribution != null &&
    dist.fat_distribution != null &&
    Math.abs(Number(dist.protein_distribution) + Number(dist.carbohydrates_distribution) + Number(dist.fat_distribution) - 1) <=
      1e-3;
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
        idMealOfDayDivision: Number(d.id),
        mealOfDay: d.meal_of_day,
        type: d.type,
        ...(d.type === 'MEAL_PART' ? { mealPart: d.meal_part! } : {}),
        ...(d.type === 'RECIPE' ? { recipe: { idRecipe: Number(d.recipe_id) } } : {}),
        ...(d.type === 'INGREDIENT' ? { ingredientDivision: { ingredient: { idIngredient: Number(d.ingredient_id) } } } : {}),
        ...(d.name ? { name: d.name } : {}),
      })),
    dietaryRestrictions: diets.map((d) => d.diet),
    foodRestrictions: food.map((f) => ({ idFoodRestriction: Number(f.id), ...(f.name ? { name: f.name } : {}) })),
    ingredientRestrictions: ingredients.map((i) => ({ idIngredient: Number(i.id), ...(i.name ? { name: i.name } : {}) })),
    ...(dist
      ? {
          userEnergyDistribution: {
            energyGoal: dist.energy_goal,
            ...(dist.custom_kcal_target != null ? { customKcalTarget: Number(dist.custom_kcal_target) } : {}),
            ...(complete
              ? {
                  proteinDistribution: Number(dist.protein_distribution),
                  carbohydratesDistribution: Number(dist.carbohydrates_distribution),
                  fatDistribution: Number(dist.fat_distribution),
                }
              : {}),
          },
        }
      : {}),
    ...(u.notes ? { notes: u.notes } : {}),
  };
}

export function createUserProfilesRepository(tx: SqlRunner) {
  return {
    exists: (userId: number) => userExists(tx, userId),
    /** The user as a profile on `refDate` (ages are taken on that day), or null when the context has no such user. */
    profile: (userId: number, refDate: string) => loadStoredProfile(tx, userId, refDate),
  };
}
