/**
 * From the API's sample/stored profile (openapi/planner.yaml UserProfile + Scope) to the engine's
 * household, meals, divisions, restrictions and feedback. Bad input is a 400 naming the field.
 */
import {
  ageOn,
  defaultSelectedMeals,
  isMealsPerDay,
  MAX_MEALS_PER_DAY,
  MEALS_OF_DAY,
  MIN_MEALS_PER_DAY,
  type Diet,
  type EnergySplit,
  type MacroDistribution,
  type MealOfDay,
} from '../../../domain';
import type { Feedback, HouseholdMember, MealOfDayDivision, Restrictions } from '../../../recommender';
import { HttpError, badRequest } from '../../http';
import type { ContextSettings } from '../../db/shared/contextSettings';
import type { components } from '../../generated/planner.schema.generated';
import type { PlannerCatalogueRepository } from './plannerCatalogueRepository';

export type ApiUserProfile = components['schemas']['UserProfile'];
export type ApiHouseholdMember = components['schemas']['HouseholdMember'];
export type ApiDivision = components['schemas']['MealOfDayDivisionInput'];
export type ApiScope = components['schemas']['Scope'];

/** Birth date of the default sample and default body measures. */
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

function memberAge(birthDate: string | undefined, refDate: string, field: string): number {
  if (!birthDate) throw new HttpError(400, 'AGE_REQUIRED', 'Age cannot be empty', `${field}.birthDate`);
  const age = ageOn(birthDate, refDate);
  if (!(age >= 1 && age <= 120))
    throw badRequest(`Age must be 1 to 120 years, the birth date gives ${age}`, `${field}.birthDate`);
  return age;
}

/**
 * A listed household member as the engine's member (name, age, weight and height
 * cannot be empty). The main member (the profile's own person) takes what it omits from the profile.
 */
function fromApiMember(
  m: ApiHouseholdMember,
  profile: ApiUserProfile,
  refDate: string,
  field: string,
  main: boolean,
): HouseholdMember {
  const own = <K extends keyof ApiHouseholdMember & keyof ApiUserProfile>(key: K) => m[key] ?? (main ? profile[key] : undefined);
  const firstName = own('firstName');
  if (!firstName?.trim()) throw new HttpError(400, 'NAME_REQUIRED', 'Name cannot be empty', `${field}.firstName`);
  const gender = own('gender');
  if (!gender) throw new HttpError(400, 'GENDER_REQUIRED', 'Gender cannot be empty', `${field}.gender`);
  const weightKg = last(own('weightLogs'))?.weightKg;
  if (weightKg === undefined) throw new HttpError(400, 'WEIGHT_REQUIRED', 'Weight cannot be empty', `${field}.weightLogs`);
  const heightCm = last(own('heightLogs'))?.heightCm;
  if (heightCm === undefined) throw new HttpError(400, 'HEIGHT_REQUIRED', 'Height cannot be empty', `${field}.heightLogs`);
  const activity = last(own('activityLevels'));
  const energy = own('userEnergyDistribution');
  return {
    user: m.idUser,
    name: firstName,
    gender,
    ageYears: memberAge(own('birthDate'), refDate, field),
    weightKg,
    heightCm,
    activityLevel: activity?.value ?? 'LOWEST',
    ...(activity?.dailyBurnedEnergyKcal !== undefined ? { dailyBurnedEnergyKcal: activity.dailyBurnedEnergyKcal } : {}),
    energyGoal: energy?.energyGoal ?? 'MAINTAIN_WEIGHT',
    ...(energy?.customKcalTarget !== undefined ? { customKcalTarget: energy.customKcalTarget } : {}),
  };
}

/** The profile's own person as a member (when no household users are listed), with the defaults of the specification. */
function profileAsMember(p: ApiUserProfile, refDate: string): HouseholdMember {
  if (!p.gender)
    throw new HttpError(400, 'GENDER_REQUIRED', 'gender is required when the household lists no users', 'userProfile.gender');
  const activity = last(p.activityLevels);
  const ued = p.userEnergyDistribution;
  return {
    user: p.idUser ?? 1,
    name: p.firstName ?? 'Sample',
    gender: p.gender,
    ageYears: memberAge(p.birthDate ?? DEFAULT_BIRTH_DATE, refDate, 'userProfile'),
    weightKg: last(p.weightLogs)?.weightKg ?? DEFAULT_WEIGHT_KG,
    heightCm: last(p.heightLogs)?.heightCm ?? DEFAULT_HEIGHT_CM,
    activityLevel: activity?.value ?? 'LOWEST',
    ...(activity?.dailyBurnedEnergyKcal !== undefined ? { dailyBurnedEnergyKcal: activity.dailyBurnedEnergyKcal } : {}),
    energyGoal: ued?.energyGoal ?? 'MAINTAIN_WEIGHT',
    ...(ued?.customKcalTarget !== undefined ? { customKcalTarget: ued.customKcalTarget } : {}),
  };
}

/** The members the plan is for: the scope's, else the household's users; with their request fields. */
export function listedMembers(
  profile: ApiUserProfile,
  scope: ApiScope | undefined,
): { members: ApiHouseholdMember[]; base: string } {
  const fromScope = scope?.householdMembers;
  return {
    members: fromScope ?? profile.household.users ?? [],
    base: fromScope ? 'scope.householdMembers' : 'userProfile.household.users',
  };
}

export function resolveMembers(profile: ApiUserProfile, scope: ApiScope | undefined, refDate: string): HouseholdMember[] {
  const { members: list, base } = listedMembers(profile, scope);
  if (list.length === 0) return [profileAsMember(profile, refDate)];
  const seen = new Set<number>();
  return list.map((m, i) => {
    if (seen.has(m.idUser)) throw badRequest(`Household member id ${m.idUser} appears twice`, `${base}[${i}].idUser`);
    seen.add(m.idUser);
    const main = profile.idUser === undefined ? i === 0 : m.idUser === profile.idUser;
    return fromApiMember(m, profile, refDate, `${base}[${i}]`, main);
  });
}

export function resolveMacroDistribution(profile: ApiUserProfile, fallback: MacroDistribution): MacroDistribution {
  const u = profile.userEnergyDistribution;
  const given = [u?.proteinDistribution, u?.carbohydratesDistribution, u?.fatDistribution];
  if (given.every((x) => x === undefined)) return fallback;
  if (
    given.some((x) => x === undefined) ||
    Math.abs(given.reduce<number>((s, x) => s + (x ?? 0), 0) - 1) > DISTRIBUTION_TOLERANCE
  ) {
    throw new HttpError(400, 'DISTRIBUTION_SUM', 'Sum of kcal distribution should be 100%', 'userProfile.userEnergyDistribution');
  }
  return { proteinDistribution: given[0]!, carbohydratesDistribution: given[1]!, fatDistribution: given[2]! };
}

export function resolveSelectedMeals(profile: ApiUserProfile): MealOfDay[] {
  const listed = (profile.household.selectedMeals ?? []).map((s) => s.mealOfDay);
  if (listed.length === 0) {
    const n = profile.household.noOfMealsPerDay;
    if (!isMealsPerDay(n))
      throw badRequest(
        `Meals per day must be ${MIN_MEALS_PER_DAY} to ${MAX_MEALS_PER_DAY}`,
        'userProfile.household.noOfMealsPerDay',
      );
    return defaultSelectedMeals(n);
  }
  const meals = MEALS_OF_DAY.filter((m) => listed.includes(m));
  if (meals.length < MIN_MEALS_PER_DAY || meals.length > MAX_MEALS_PER_DAY) {
    throw badRequest(
      `Meals per day must be ${MIN_MEALS_PER_DAY} to ${MAX_MEALS_PER_DAY}, got ${meals.length}`,
      'userProfile.household.selectedMeals',
    );
  }
  if (meals.length !== listed.length) throw badRequest('A meal of day is selected twice', 'userProfile.household.selectedMeals');
  if (meals.length !== profile.household.noOfMealsPerDay)
    throw badRequest(
      `The selected meals are ${meals.length}, but noOfMealsPerDay is ${profile.household.noOfMealsPerDay}`,
      'userProfile.household.selectedMeals',
    );
  return meals;
}

/**
 * The divisions of the selected meals: the profile's own when it lists any, else the context's.
 * A selected meal without a division takes the context's divisions of that meal (or one snack slot).
 */
export async function resolveDivisions(
  catalogue: PlannerCatalogueRepository,
  profile: ApiUserProfile,
  selectedMeals: readonly MealOfDay[],
  settings: ContextSettings,
): Promise<{ divisions: MealOfDayDivision[]; fields: Map<number, string> }> {
  const own = profile.mealOfDayDivisions ?? [];
  const source: { d: ApiDivision; field?: string }[] =
    own.length > 0
      ? own.map((d, i) => ({ d, field: `userProfile.mealOfDayDivisions[${i}]` }))
      : settings.divisions.map((d): { d: ApiDivision; field?: string } => ({ d }));
  const chosen = source.filter(({ d }) => selectedMeals.includes(d.mealOfDay));
  for (const meal of selectedMeals) {
    if (chosen.some(({ d }) => d.mealOfDay === meal)) continue;
    const fromContext = settings.divisions.filter((d) => d.mealOfDay === meal);
    if (fromContext.length) chosen.push(...fromContext.map(({ idMealOfDayDivision: _id, ...d }) => ({ d })));
    else chosen.push({ d: { mealOfDay: meal, type: 'MEAL_PART', mealPart: 'SNACK', name: 'Snack' } });
  }
  for (const { d, field } of chosen) {
    const need = d.type === 'MEAL_PART' ? 'mealPart' : d.type === 'RECIPE' ? 'recipe' : 'ingredientDivision';
    if (d[need] === undefined)
      throw new HttpError(
        400,
        'MEAL_DIVISION_INCOMPLETE',
        `A ${d.type} division needs ${need}`,
        `${field ?? 'mealOfDayDivisions'}.${need}`,
      );
  }
  const ingredients = await catalogue.divisionIngredients(
    chosen.filter(({ d }) => d.type === 'INGREDIENT').map(({ d }) => d.ingredientDivision!.ingredient.idIngredient),
  );
  const used = new Set<number>();
  let next = Math.max(0, ...chosen.map(({ d }) => d.idMealOfDayDivision ?? 0)) + 1;
  const fields = new Map<number, string>();
  const divisions = chosen.map(({ d, field }) => {
    let id = d.idMealOfDayDivision;
    if (id === undefined || used.has(id)) id = next++;
    used.add(id);
    if (field) fields.set(id, field);
    const out: MealOfDayDivision = {
      idMealOfDayDivision: id,
      mealOfDay: d.mealOfDay,
      type: d.type,
      ...(d.mealPart && d.type === 'MEAL_PART' ? { mealPart: d.mealPart } : {}),
      ...(d.recipe && d.type === 'RECIPE'
        ? { recipe: { idRecipe: d.recipe.idRecipe, name: d.recipe.name ?? `Recipe ${d.recipe.idRecipe}` } }
        : {}),
      ...(d.name !== undefined ? { name: d.name } : {}),
      ...(d.mealRole && d.type === 'MEAL_PART' ? { mealRole: d.mealRole } : {}),
    };
    if (d.type !== 'INGREDIENT') return out;
    const idIngredient = d.ingredientDivision!.ingredient.idIngredient;
    const row = ingredients.get(idIngredient);
    if (!row)
      throw badRequest(
        `Ingredient ${idIngredient} does not exist`,
        `${field ?? 'mealOfDayDivisions'}.ingredientDivision.ingredient.idIngredient`,
      );
    const grams =
      row.recommendedPortionGrams !== null && row.recommendedPortionGrams > 0
        ? row.recommendedPortionGrams
        : DEFAULT_PORTION_GRAMS;
    const per = (v: number) => (v * grams) / 100;
    const n = row.per100g;
    return {
      ...out,
      ingredientDivision: {
        ingredient: {
          idIngredient,
          name: row.name,
          ...(row.foodGroup ? { foodGroup: row.foodGroup } : {}),
          foodGroupType: row.foodGroupType,
        },
        grams,
        nutritionPerPortion: {
          energyKcal: per(n.energyKcal),
          protein: per(n.protein),
          carbohydrate: per(n.carbohydrate),
          fat: per(n.fat),
          fiber: per(n.fiber),
          sugar: per(n.sugar),
          salt: per(n.salt),
          cholesterol: per(n.cholesterol),
          iron: per(n.iron),
        },
        allergens: row.allergens,
      },
    };
  });
  return { divisions, fields };
}

/**
 * The household's hard restrictions: the profile's and every listed member's together (a recipe the
 * household shares must suit each of them), and the profile's cooking expertise.
 */
export async function resolveRestrictions(
  catalogue: PlannerCatalogueRepository,
  profile: ApiUserProfile,
  members: readonly ApiHouseholdMember[] = [],
): Promise<Restrictions> {
  const people = [profile, ...members];
  const union = <T>(pick: (p: ApiUserProfile | ApiHouseholdMember) => readonly T[] | undefined) => [
    ...new Set(people.flatMap((p) => pick(p) ?? [])),
  ];
  return {
    diets: union((p) => p.dietaryRestrictions).filter((d): d is Diet => d !== 'NONE'),
    allergens: union((p) => p.allergens),
    foodRestrictions: await catalogue.foodRestrictions(union((p) => p.foodRestrictions?.map((f) => f.idFoodRestriction))),
    ingredientRestrictions: union((p) => p.ingredientRestrictions?.map((i) => i.idIngredient)),
    // The profile's person cooks for the household: recipes above their expertise are not planned.
    ...(profile.expertiseLevel ? { cookingExpertise: profile.expertiseLevel } : {}),
  };
}

export function resolveFeedback(profile: ApiUserProfile): Feedback {
  const v = (x: 'LIKE' | 'DISLIKE') => (x === 'LIKE' ? 1 : -1);
  return {
    ingredients: (profile.userIngredientFeedbacks ?? []).map((f) => ({
      idIngredient: f.ingredient.idIngredient,
      value: v(f.value),
    })),
    recipes: (profile.userRecipeFeedbacks ?? []).map((f) => ({ idRecipe: f.recipe.idRecipe, value: v(f.value) })),
  };
}

/** Everything the engine needs from a profile, with the context's settings as defaults. */
export async function resolveProfile(
  catalogue: PlannerCatalogueRepository,
  profile: ApiUserProfile,
  scope: ApiScope | undefined,
  settings: ContextSettings,
  refDate: string,
): Promise<ResolvedProfile> {
  const members = resolveMembers(profile, scope, refDate);
  const selectedMeals = resolveSelectedMeals(profile);
  const { divisions, fields } = await resolveDivisions(catalogue, profile, selectedMeals, settings);
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
    restrictions: await resolveRestrictions(catalogue, profile, listedMembers(profile, scope).members),
    feedback: resolveFeedback(profile),
  };
}
