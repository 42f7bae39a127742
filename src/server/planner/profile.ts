/**
 * From the API's sample/stored profile (openapi/planner.yaml UserProfile + Scope) to the engine's
 * household, meals, divisions, restrictions and feedback. Bad input is a 400 naming the field.
 */
import {
  ageOn, defaultSelectedMeals, isMealsPerDay, MAX_MEALS_PER_DAY, MEALS_OF_DAY, MIN_MEALS_PER_DAY,
  type Allergen, type Diet, type EnergySplit, type MacroDistribution, type MealOfDay,
} from '../../domain';
import type {
  Feedback, FoodRestriction, HouseholdMember, MealOfDayDivision, Restrictions,
} from '../../recommender';
import type { SqlRunner } from '../db/client';
import { HttpError, badRequest } from '../http';
import type { ContextSettings } from '../api/settings/store';
import type { components } from '../generated/planner.schema.generated';

export type ApiUserProfile = components['schemas']['UserProfile'];
export type ApiHouseholdMember = components['schemas']['HouseholdMember'];
export type ApiDivision = components['schemas']['MealOfDayDivision'];
export type ApiScope = components['schemas']['Scope'];

/** Birth date of the default sample (planning.md section 9) and default body measures. */
const DEFAULT_BIRTH_DATE = '1960-01-01';
const DEFAULT_WEIGHT_KG = 70;
const DEFAULT_HEIGHT_CM = 170;
const DISTRIBUTION_TOLERANCE = 1e-3;
const DEFAULT_PORTION_GRAMS = 100;

export interface ResolvedProfile {
  members: HouseholdMember[];
  /** Display name per member id. */
  names: Map<number, string>;
  selectedMeals: MealOfDay[];
  divisions: MealOfDayDivision[];
  /** Where each division came from in the request (for error fields). */
  divisionFields: Map<number, string>;
  energySplit?: EnergySplit;
  macroDistribution: MacroDistribution;
  restrictions: Restrictions;
  feedback: Feedback;
}

const last = <T>(list: readonly T[] | undefined): T | undefined => (list && list.length ? list[list.length - 1] : undefined);

function memberAge(m: { age?: number; birthDate?: string }, refDate: string, field: string): number {
  if (m.age !== undefined) return m.age;
  if (!m.birthDate) throw new HttpError(400, 'AGE_REQUIRED', 'Age cannot be empty', `${field}.age`);
  const age = ageOn(m.birthDate, refDate);
  if (!(age >= 1 && age <= 120)) throw badRequest(`Age must be 1 to 120 years, the birth date gives ${age}`, `${field}.birthDate`);
  return age;
}

function fromApiMember(m: ApiHouseholdMember, profile: ApiUserProfile, refDate: string, field: string, main: boolean): HouseholdMember {
  const ued = profile.userEnergyDistribution;
  const energyGoal = m.energyGoal ?? (main ? ued?.energyGoal : undefined) ?? 'MAINTAIN_WEIGHT';
  const customKcalTarget = m.customKcalTarget ?? (main ? ued?.customKcalTarget : undefined);
  return {
    user: m.id,
    name: m.name ?? m.firstName,
    gender: m.gender,
    ageYears: memberAge(m, refDate, field),
    weightKg: m.weightKg,
    heightCm: m.heightCm,
    activityLevel: m.activityLevel ?? 'LOWEST',
    ...(m.dailyBurnedEnergyKcal !== undefined ? { dailyBurnedEnergyKcal: m.dailyBurnedEnergyKcal } : {}),
    energyGoal,
    ...(customKcalTarget !== undefined ? { customKcalTarget } : {}),
  };
}

/** The profile's own person as a member (when no household users are listed). */
function profileAsMember(p: ApiUserProfile, refDate: string): HouseholdMember {
  if (!p.gender) throw badRequest('gender is required when the household lists no users', 'userProfile.gender');
  const activity = last(p.activityLevels);
  const ued = p.userEnergyDistribution;
  return {
    user: p.idUser ?? 1,
    name: p.firstName ?? 'Sample',
    gender: p.gender,
    ageYears: memberAge({ birthDate: p.birthDate ?? DEFAULT_BIRTH_DATE }, refDate, 'userProfile'),
    weightKg: last(p.weightLogs)?.weightKg ?? DEFAULT_WEIGHT_KG,
    heightCm: last(p.heightLogs)?.heightCm ?? DEFAULT_HEIGHT_CM,
    activityLevel: activity?.value ?? 'LOWEST',
    ...(activity?.dailyBurnedEnergyKcal !== undefined ? { dailyBurnedEnergyKcal: activity.dailyBurnedEnergyKcal } : {}),
    energyGoal: ued?.energyGoal ?? 'MAINTAIN_WEIGHT',
    ...(ued?.customKcalTarget !== undefined ? { customKcalTarget: ued.customKcalTarget } : {}),
  };
}

export function resolveMembers(profile: ApiUserProfile, scope: ApiScope | undefined, refDate: string): HouseholdMember[] {
  const fromScope = scope?.householdMembers;
  const list = fromScope ?? profile.household.users ?? [];
  const base = fromScope ? 'scope.householdMembers' : 'userProfile.household.users';
  if (list.length === 0) return [profileAsMember(profile, refDate)];
  const seen = new Set<number>();
  return list.map((m, i) => {
    if (seen.has(m.id)) throw badRequest(`Household member id ${m.id} appears twice`, `${base}[${i}].id`);
    seen.add(m.id);
    const main = profile.idUser === undefined ? i === 0 : m.id === profile.idUser;
    return fromApiMember(m, profile, refDate, `${base}[${i}]`, main);
  });
}

export function resolveMacroDistribution(profile: ApiUserProfile, fallback: MacroDistribution): MacroDistribution {
  const u = profile.userEnergyDistribution;
  const given = [u?.proteinDistribution, u?.carbohydratesDistribution, u?.fatDistribution];
  if (given.every((x) => x === undefined)) return fallback;
  if (given.some((x) => x === undefined) || Math.abs(given.reduce<number>((s, x) => s + (x ?? 0), 0) - 1) > DISTRIBUTION_TOLERANCE) {
    throw new HttpError(400, 'DISTRIBUTION_SUM', 'Sum of kcal distribution should be 100%', 'userProfile.userEnergyDistribution');
  }
  return { proteinDistribution: given[0]!, carbohydratesDistribution: given[1]!, fatDistribution: given[2]! };
}

export function resolveSelectedMeals(profile: ApiUserProfile): MealOfDay[] {
  const listed = (profile.household.selectedMeals ?? []).map((s) => s.mealOfDay);
  if (listed.length === 0) {
    const n = profile.household.noOfMealsPerDay;
    if (!isMealsPerDay(n)) throw badRequest(`Meals per day must be ${MIN_MEALS_PER_DAY} to ${MAX_MEALS_PER_DAY}`, 'userProfile.household.noOfMealsPerDay');
    return defaultSelectedMeals(n);
  }
  const meals = MEALS_OF_DAY.filter((m) => listed.includes(m));
  if (meals.length < MIN_MEALS_PER_DAY || meals.length > MAX_MEALS_PER_DAY) {
    throw badRequest(`Meals per day must be ${MIN_MEALS_PER_DAY} to ${MAX_MEALS_PER_DAY}, got ${meals.length}`, 'userProfile.household.selectedMeals');
  }
  return meals;
}

interface IngredientRow {
  id: number; name: string; recommended_portion_grams: number | null; allergens: string[] | null;
  energy_kcal: number | null; protein: number | null; carbohydrate: number | null; fat: number | null; fiber: number | null;
  sugar: number | null; salt: number | null; cholesterol: number | null; iron: number | null; food_group: string | null;
}

async function ingredientDivisions(tx: SqlRunner, ids: number[]): Promise<Map<number, IngredientRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<IngredientRow>(
    `SELECT i.id, i.name, i.recommended_portion_grams, i.allergens, i.energy_kcal, i.protein, i.carbohydrate, i.fat, i.fiber,
       i.sugar, i.salt, i.cholesterol, i.iron,
       (SELECT fg.name FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id WHERE ifg.ingredient_id = i.id ORDER BY fg.id LIMIT 1) AS food_group
     FROM ingredient i WHERE i.id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/**
 * The divisions of the selected meals: the profile's own when it lists any, else the context's.
 * A selected meal without a division takes the context's divisions of that meal (or one snack slot).
 */
export async function resolveDivisions(
  tx: SqlRunner, profile: ApiUserProfile, selectedMeals: readonly MealOfDay[], settings: ContextSettings,
): Promise<{ divisions: MealOfDayDivision[]; fields: Map<number, string> }> {
  const own = profile.mealOfDayDivisions ?? [];
  const source: { d: ApiDivision; field?: string }[] = own.length > 0
    ? own.map((d, i) => ({ d, field: `userProfile.mealOfDayDivisions[${i}]` }))
    : settings.divisions.map((d) => ({ d: d as ApiDivision }));
  const chosen = source.filter(({ d }) => selectedMeals.includes(d.mealOfDay));
  for (const meal of selectedMeals) {
    if (chosen.some(({ d }) => d.mealOfDay === meal)) continue;
    const fromContext = settings.divisions.filter((d) => d.mealOfDay === meal);
    if (fromContext.length) chosen.push(...fromContext.map((d) => ({ d: { ...d, idMealOfDayDivision: undefined } as ApiDivision })));
    else chosen.push({ d: { mealOfDay: meal, type: 'MEAL_PART', mealPart: 'SNACK', name: 'Snack' } });
  }
  for (const { d, field } of chosen) {
    const need = d.type === 'MEAL_PART' ? 'mealPart' : d.type === 'RECIPE' ? 'recipe' : 'ingredientDivision';
    if (d[need] === undefined) throw new HttpError(400, 'MEAL_DIVISION_INCOMPLETE', `A ${d.type} division needs ${need}`, `${field ?? 'mealOfDayDivisions'}.${need}`);
  }
  const ingredients = await ingredientDivisions(tx, chosen.filter(({ d }) => d.type === 'INGREDIENT').map(({ d }) => d.ingredientDivision!.ingredient.idIngredient));
  const used = new Set<number>();
  let next = Math.max(0, ...chosen.map(({ d }) => d.idMealOfDayDivision ?? 0)) + 1;
  const fields = new Map<number, string>();
  const divisions = chosen.map(({ d, field }) => {
    let id = d.idMealOfDayDivision;
    if (id === undefined || used.has(id)) id = next++;
    used.add(id);
    if (field) fields.set(id, field);
    const out: MealOfDayDivision = {
      idMealOfDayDivision: id, mealOfDay: d.mealOfDay, type: d.type,
      ...(d.mealPart && d.type === 'MEAL_PART' ? { mealPart: d.mealPart } : {}),
      ...(d.recipe && d.type === 'RECIPE' ? { recipe: { idRecipe: d.recipe.idRecipe, name: d.recipe.name ?? `Recipe ${d.recipe.idRecipe}` } } : {}),
      ...(d.name !== undefined ? { name: d.name } : {}),
    };
    if (d.type !== 'INGREDIENT') return out;
    const idIngredient = d.ingredientDivision!.ingredient.idIngredient;
    const row = ingredients.get(idIngredient);
    if (!row) throw badRequest(`Ingredient ${idIngredient} does not exist`, `${field ?? 'mealOfDayDivisions'}.ingredientDivision.ingredient.idIngredient`);
    const grams = Number(row.recommended_portion_grams) > 0 ? Number(row.recommended_portion_grams) : DEFAULT_PORTION_GRAMS;
    const per = (v: number | null) => (Number(v) || 0) * grams / 100;
    return {
      ...out,
      ingredientDivision: {
        ingredient: { idIngredient, name: row.name, ...(row.food_group ? { foodGroup: row.food_group } : {}) },
        grams,
        nutritionPerPortion: {
          energyKcal: per(row.energy_kcal), protein: per(row.protein), carbohydrate: per(row.carbohydrate), fat: per(row.fat),
          fiber: per(row.fiber), sugar: per(row.sugar), salt: per(row.salt), cholesterol: per(row.cholesterol), iron: per(row.iron),
        },
        allergens: (row.allergens ?? []) as Allergen[],
      },
    };
  });
  return { divisions, fields };
}

export async function resolveRestrictions(tx: SqlRunner, profile: ApiUserProfile): Promise<Restrictions> {
  const ids = [...new Set((profile.foodRestrictions ?? []).map((f) => f.idFoodRestriction))];
  const rows = ids.length
    ? await tx.query<{ id: number; name: string; ingredients: number[] | null }>(
      `SELECT fr.id, fr.name, array_remove(array_agg(fri.ingredient_id), NULL) AS ingredients
       FROM food_restriction fr LEFT JOIN food_restriction_ingredient fri ON fri.food_restriction_id = fr.id
       WHERE fr.id = ANY($1::int[]) GROUP BY fr.id, fr.name`, [ids])
    : [];
  const foodRestrictions: FoodRestriction[] = rows.map((r) => ({
    idFoodRestriction: Number(r.id), name: r.name, ingredientsToExclude: (r.ingredients ?? []).map(Number),
  }));
  return {
    diets: (profile.dietaryRestrictions ?? []).filter((d): d is Diet => d !== 'NONE'),
    allergens: [...(profile.allergens ?? [])],
    foodRestrictions,
    ingredientRestrictions: (profile.ingredientRestrictions ?? []).map((i) => i.idIngredient),
  };
}

export function resolveFeedback(profile: ApiUserProfile): Feedback {
  const v = (x: 'LIKE' | 'DISLIKE') => (x === 'LIKE' ? 1 : -1);
  return {
    ingredients: (profile.userIngredientFeedbacks ?? []).map((f) => ({ idIngredient: f.ingredient.idIngredient, value: v(f.value) })),
    recipes: (profile.userRecipeFeedbacks ?? []).map((f) => ({ idRecipe: f.recipe.idRecipe, value: v(f.value) })),
  };
}

/** Everything the engine needs from a profile, with the context's settings as defaults. */
export async function resolveProfile(
  tx: SqlRunner, profile: ApiUserProfile, scope: ApiScope | undefined, settings: ContextSettings, refDate: string,
): Promise<ResolvedProfile> {
  const members = resolveMembers(profile, scope, refDate);
  const selectedMeals = resolveSelectedMeals(profile);
  const { divisions, fields } = await resolveDivisions(tx, profile, selectedMeals, settings);
  const split = isMealsPerDay(selectedMeals.length) ? settings.energySplits[selectedMeals.length] : undefined;
  const energySplit = split && selectedMeals.every((m) => split[m] !== undefined) ? split : undefined;
  return {
    members,
    names: new Map(members.map((m) => [m.user, m.name ?? `Household member ${m.user}`])),
    selectedMeals,
    divisions,
    divisionFields: fields,
    energySplit,
    macroDistribution: resolveMacroDistribution(profile, settings.energyDistribution),
    restrictions: await resolveRestrictions(tx, profile),
    feedback: resolveFeedback(profile),
  };
}
