import { DEFAULT_MEAL_DIVISIONS_BY_CONTEXT } from '../../../src/domain';

/** The default sample profile of the specification (male, intermediate, 71.2 kg, 176 cm, LOWEST, six meals). */
export const MEALS = ['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER'] as const;

/** A household member in the profile shape of the specification (HouseholdMember in the documents). */
export function member(idUser: number, firstName: string, overrides: Record<string, unknown> = {}) {
  return {
    idUser,
    firstName,
    birthDate: '1960-01-01',
    gender: 'M',
    weightLogs: [{ weightKg: 71.2 }],
    heightLogs: [{ heightCm: 176 }],
    activityLevels: [{ value: 'LOWEST' }],
    userEnergyDistribution: { energyGoal: 'MAINTAIN_WEIGHT' },
    ...overrides,
  };
}

export function sampleProfile(overrides: Record<string, unknown> = {}) {
  return {
    idUser: 1,
    firstName: 'Sample',
    birthDate: '1960-01-01',
    gender: 'M',
    expertiseLevel: 'INTERMEDIATE',
    weightLogs: [{ weightKg: 71.2 }],
    heightLogs: [{ heightCm: 176 }],
    activityLevels: [{ value: 'LOWEST' }],
    household: {
      noOfMealsPerDay: 6,
      selectedMeals: MEALS.map((mealOfDay) => ({ mealOfDay })),
      users: [member(1, 'Sample')],
    },
    dietaryRestrictions: [],
    foodRestrictions: [],
    ingredientRestrictions: [],
    userIngredientFeedbacks: [],
    userRecipeFeedbacks: [],
    userEnergyDistribution: {
      energyGoal: 'MAINTAIN_WEIGHT',
      proteinDistribution: 0.2,
      carbohydratesDistribution: 0.5,
      fatDistribution: 0.3,
    },
    notes: '',
    ...overrides,
  };
}

/**
 * The divisions a seeded nl context plans with when the profile has none: its day pattern (a bread lunch with
 * fruit, one hot dinner with vegetables; src/domain/mealDivisions.ts), and the ids of its lunch and dinner mains.
 */
export const NL_DIVISIONS = DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl;
const mainOf = (meal: 'LUNCH' | 'DINNER') =>
  NL_DIVISIONS.find((d) => d.mealOfDay === meal && d.mealPart === meal)!.idMealOfDayDivision;
export const NL_LUNCH = mainOf('LUNCH');
export const NL_DINNER = mainOf('DINNER');

export const SETTINGS = {
  mealOfDayHeuristicsWeights: {},
  dayHeuristicsWeights: {},
  weekHeuristicsWeights: {},
  runDayImprovement: true,
  runWeekImprovement: true,
};

export interface ApiScaled {
  idScaledRecipe: number;
  recipe: { idRecipe: number; name: string };
  scaledRecipeIngredients: { ingredient: { idIngredient: number } }[];
  heuristicScores: { name: string; value: number; weight: number }[];
  appliedRestrictions: { initialCandidates: number; finalCandidates: number; removedCandidates: Record<string, number> };
  mealOfDayDivision: { idMealOfDayDivision: number; mealOfDay: string };
}
export interface ApiPlan {
  startDate: string;
  mealPlans: { dayOfWeek: string; mealOfDay: string; scaledRecipes: ApiScaled[] }[];
}

export const allScaled = (plan: ApiPlan) => plan.mealPlans.flatMap((m) => m.scaledRecipes.map((s) => ({ day: m.dayOfWeek, s })));
