import {
  DEFAULT_MACRO_DISTRIBUTION,
  defaultSelectedMeals,
  EXPERTISE_LEVELS,
  isMealsPerDay,
  MEALS_OF_DAY,
  type MealOfDay,
} from '../../../domain';
import type {
  DayOfWeek,
  HouseholdMember,
  MealOfDayDivision,
  Scope,
  SimulationProfile,
  UserProfile,
  WeekPlan,
} from '../../../services/generated/plannerApi.generated';
import {
  DEFAULT_BIRTH_DATE,
  DEFAULT_EXPERTISE_LEVEL,
  DEFAULT_HEIGHT_CM,
  DEFAULT_WEIGHT_KG,
  initialProfile,
  selectedMealsOf,
  type MemberState,
  type ProfileState,
  type SavedProfileRef,
} from './model';

const last = <T>(list: readonly T[] | undefined): T | undefined => (list && list.length ? list[list.length - 1] : undefined);

/** A member of the editor as the planner reads it (name, birth date, measures, activity, energy goal). */
export function toHouseholdMember(m: MemberState): HouseholdMember {
  return {
    idUser: m.id,
    firstName: m.name,
    ...(m.birthDate ? { birthDate: m.birthDate } : {}),
    gender: m.gender,
    weightLogs: m.weightKg === null ? [] : [{ weightKg: m.weightKg }],
    heightLogs: m.heightCm === null ? [] : [{ heightCm: m.heightCm }],
    activityLevels: [
      m.activityLevel === 'AUTO' && m.dailyBurnedEnergyKcal !== null
        ? { value: 'AUTO', dailyBurnedEnergyKcal: m.dailyBurnedEnergyKcal }
        : { value: m.activityLevel },
    ],
    userEnergyDistribution: {
      energyGoal: m.energyGoal,
      ...(m.energyGoal === 'CUSTOM' && m.customKcalTarget !== null ? { customKcalTarget: m.customKcalTarget } : {}),
    },
  };
}

/**
 * The editor's profile as the planner's UserProfile and Scope (macros as fractions of energy; the household's meals of
 * day and its cook's expertise, which the planner plans by).
 */
export function toUserProfile(profile: ProfileState): { userProfile: UserProfile; scope: Scope } {
  const members = profile.members.map(toHouseholdMember);
  const meals = selectedMealsOf(profile);
  const { protein, carbohydrates, fat } = profile.macroDistribution;
  const main = members[0];
  return {
    userProfile: {
      firstName: main?.firstName,
      birthDate: main?.birthDate,
      gender: main?.gender,
      expertiseLevel: profile.expertiseLevel ?? DEFAULT_EXPERTISE_LEVEL,
      weightLogs: main?.weightLogs,
      heightLogs: main?.heightLogs,
      activityLevels: main?.activityLevels,
      household: {
        noOfMealsPerDay: meals.length,
        selectedMeals: meals.map((mealOfDay) => ({ mealOfDay })),
        users: members,
      },
      foodRestrictions: profile.foodRestrictions,
      ingredientRestrictions: profile.ingredientRestrictions,
      userIngredientFeedbacks: profile.ingredientFeedbacks,
      userRecipeFeedbacks: profile.recipeFeedbacks,
      userEnergyDistribution: {
        ...main?.userEnergyDistribution,
        proteinDistribution: (protein ?? 0) / 100,
        carbohydratesDistribution: (carbohydrates ?? 0) / 100,
        fatDistribution: (fat ?? 0) / 100,
      },
      notes: profile.notes,
    },
    scope: { householdMembers: members },
  };
}

function fromHouseholdMember(m: HouseholdMember | UserProfile, id: number, index: number): MemberState {
  const activity = last(m.activityLevels);
  const energy = m.userEnergyDistribution;
  return {
    id,
    name: m.firstName ?? `Household member ${index + 1}`,
    birthDate: m.birthDate ?? DEFAULT_BIRTH_DATE,
    weightKg: last(m.weightLogs)?.weightKg ?? DEFAULT_WEIGHT_KG,
    heightCm: last(m.heightLogs)?.heightCm ?? DEFAULT_HEIGHT_CM,
    gender: m.gender ?? 'M',
    activityLevel: activity?.value ?? 'LOWEST',
    dailyBurnedEnergyKcal: activity?.value === 'AUTO' ? (activity.dailyBurnedEnergyKcal ?? 500) : null,
    energyGoal: energy?.energyGoal ?? 'MAINTAIN_WEIGHT',
    customKcalTarget: energy?.energyGoal === 'CUSTOM' ? (energy.customKcalTarget ?? 2000) : null,
  };
}

const percent = (fraction: number | undefined, fallback: number) => Math.round((fraction ?? fallback) * 100);

/** A stored household's meals: its selection (3 to 6, each once) when it has one, else the default meals of its number. */
function storedMeals(household: UserProfile['household'] | undefined): MealOfDay[] {
  const listed = (household?.selectedMeals ?? []).map((s) => s.mealOfDay);
  const meals = MEALS_OF_DAY.filter((m) => listed.includes(m));
  if (isMealsPerDay(meals.length)) return meals;
  const n = household?.noOfMealsPerDay ?? 6;
  return defaultSelectedMeals(isMealsPerDay(n) ? n : 6);
}

/** A planner profile (a saved one, or a user's) read into the editor; missing measures take the defaults. */
export function fromUserProfile(
  userProfile: UserProfile,
  scope: Scope | undefined,
  savedProfile: SavedProfileRef | null,
): ProfileState {
  const listed = scope?.householdMembers ?? userProfile.household?.users ?? [];
  const members = listed.length
    ? listed.map((m, i) => fromHouseholdMember(m, m.idUser, i))
    : [fromHouseholdMember(userProfile, 2, 0)];
  const d = userProfile.userEnergyDistribution;
  const meals = storedMeals(userProfile.household);
  return {
    ...initialProfile(),
    savedProfile,
    members,
    noOfMealsPerDay: meals.length,
    selectedMeals: meals,
    expertiseLevel: EXPERTISE_LEVELS.find((e) => e === userProfile.expertiseLevel) ?? DEFAULT_EXPERTISE_LEVEL,
    macroDistribution: {
      protein: percent(d?.proteinDistribution, DEFAULT_MACRO_DISTRIBUTION.proteinDistribution),
      carbohydrates: percent(d?.carbohydratesDistribution, DEFAULT_MACRO_DISTRIBUTION.carbohydratesDistribution),
      fat: percent(d?.fatDistribution, DEFAULT_MACRO_DISTRIBUTION.fatDistribution),
    },
    foodRestrictions: userProfile.foodRestrictions ?? [],
    ingredientFeedbacks: userProfile.userIngredientFeedbacks ?? [],
    recipeFeedbacks: userProfile.userRecipeFeedbacks ?? [],
    ingredientRestrictions: userProfile.ingredientRestrictions ?? [],
    notes: userProfile.notes ?? '',
  };
}

/** A saved simulation profile (its userProfile is JSON text) read into the editor. */
export function fromSimulationProfile(saved: SimulationProfile): ProfileState {
  const ref: SavedProfileRef = {
    id: saved.id,
    name: saved.name,
    version: saved.version,
    ...(saved.description ? { description: saved.description } : {}),
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved.userProfile);
  } catch {
    parsed = null;
  }
  const stored = (parsed && typeof parsed === 'object' ? parsed : { household: { noOfMealsPerDay: 6 } }) as UserProfile & {
    cookingExpertise?: UserProfile['expertiseLevel'];
  };
  // The older reading of a saved profile names the expertise cookingExpertise (planner.yaml StoredUserProfile).
  const userProfile: UserProfile =
    stored.expertiseLevel || !stored.cookingExpertise ? stored : { ...stored, expertiseLevel: stored.cookingExpertise };
  return fromUserProfile(userProfile, saved.scope, ref);
}

/**
 * What the planner's calls about one meal of a plan share (replacements, "why this meal"): the household, the plan, the
 * meal's day and division, and the settings the plan was made with.
 */
export function mealRequestOf(
  profile: ProfileState,
  weekPlan: WeekPlan,
  dayOfWeek: DayOfWeek,
  mealOfDayDivision: MealOfDayDivision,
) {
  return { ...toUserProfile(profile), weekPlan, dayOfWeek, mealOfDayDivision, recommenderSettings: profile.recommenderSettings };
}
