/** Typed factories for recommender inputs. */
import {
  DEFAULT_MACRO_DISTRIBUTION,
  DEFAULT_MEAL_DIVISIONS_BY_CONTEXT,
  DEFAULT_RECOMMENDER_SETTINGS,
  type MealOfDay,
  type RecommenderSettings,
} from '../../src/domain';
import {
  DEFAULT_DIVISIONS,
  type CandidateRecipe,
  type HouseholdMember,
  type MealOfDayDivision,
  type PlanInput,
} from '../../src/recommender';
import { generateCatalogue } from './catalogue';
import { setupEngine } from '../../src/recommender/setup';

/** The default sample of the specification: male, 71.2 kg, 176 cm, lowest activity. */
export function createMember(overrides: Partial<HouseholdMember> = {}): HouseholdMember {
  return {
    user: 2,
    name: 'Household member 1',
    gender: 'M',
    ageYears: 40,
    weightKg: 71.2,
    heightCm: 176,
    activityLevel: 'LOWEST',
    energyGoal: 'MAINTAIN_WEIGHT',
    ...overrides,
  };
}

/** Divisions of the default set restricted to the given meals. */
export function divisionsFor(meals: readonly MealOfDay[]): MealOfDayDivision[] {
  return DEFAULT_DIVISIONS.filter((d) => meals.includes(d.mealOfDay));
}

/** The nl day pattern (bread breakfast and lunch, fruit, one hot dinner beside its vegetables) as engine divisions. */
export function nlDivisions(): MealOfDayDivision[] {
  return DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.map((d, i) => ({ ...d, idMealOfDayDivision: i + 1 }));
}

export const MEALS: Record<3 | 4 | 5 | 6, MealOfDay[]> = {
  3: ['BREAKFAST', 'LUNCH', 'DINNER'],
  4: ['BREAKFAST', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER'],
  5: ['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER'],
  6: ['BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER'],
};

const catalogues = new Map<string, CandidateRecipe[]>();
/** Cached catalogue (generation is deterministic). */
export function catalogue(n = 1500, seed = 42): CandidateRecipe[] {
  const key = `${n}:${seed}`;
  if (!catalogues.has(key)) catalogues.set(key, generateCatalogue(n, seed));
  return catalogues.get(key) as CandidateRecipe[];
}

export function createPlanInput(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    members: [createMember()],
    needsSettings: { equation: 'INSTITUTE_OF_MEDICINE', macroDistribution: DEFAULT_MACRO_DISTRIBUTION },
    divisions: divisionsFor(MEALS[6]),
    candidates: catalogue(),
    restrictions: { diets: [], allergens: [], foodRestrictions: [], ingredientRestrictions: [] },
    feedback: { ingredients: [], recipes: [] },
    varietyOptions: { priorityIngredients: [], allowedIngredients: [], excludedIngredients: [], varietyLevel: 'UNLIMITED' },
    settings: DEFAULT_RECOMMENDER_SETTINGS,
    action: 'CREATE',
    startDate: '2026-11-23',
    seed: 7,
    ...overrides,
  };
}

/** A household of n adults with varied profiles (ids 2, 3, ...: count plus 2). */
export function household(n: number): HouseholdMember[] {
  const profiles: Partial<HouseholdMember>[] = [
    {},
    { gender: 'F', ageYears: 38, weightKg: 62, heightCm: 166, activityLevel: 'LOW' },
    { gender: 'M', ageYears: 19, weightKg: 80, heightCm: 185, activityLevel: 'MEDIUM' },
    { gender: 'F', ageYears: 67, weightKg: 58, heightCm: 158 },
  ];
  return profiles.slice(0, n).map((p, i) => createMember({ user: i + 2, name: `Household member ${i + 1}`, ...p }));
}

/** Settings that trade the day's needs away: nutrition and macro weights 0, no day improvement. */
export const NUTRITION_OFF: RecommenderSettings = {
  ...DEFAULT_RECOMMENDER_SETTINGS,
  mealOfDayHeuristicsWeights: {
    ...DEFAULT_RECOMMENDER_SETTINGS.mealOfDayHeuristicsWeights,
    PROTEIN_SUITABILITY: 0,
    CARBOHYDRATE_SUITABILITY: 0,
    FAT_SUITABILITY: 0,
  },
  dayHeuristicsWeights: { ...DEFAULT_RECOMMENDER_SETTINGS.dayHeuristicsWeights, NUTRITIONAL_DEVIATION: 0 },
  runDayImprovement: false,
};

/**
 * A household allergic to sesame that dislikes apple (ingredient 28), on a catalogue where every snack holds
 * sesame except those with apple: the snack divisions are empty, and allowing apple refills them.
 */
export function sesameOrAppleSnacks(): { input: PlanInput; snacks: CandidateRecipe[]; withApple: number[] } {
  const base = catalogue(400, 9);
  const snacks = base.filter((r) => r.mealTypes.includes('SNACK'));
  const withApple = snacks.filter((r) => r.ingredients.some((i) => i.idIngredient === 28)).map((r) => r.idRecipe);
  const input = createPlanInput({
    candidates: base.map((r) =>
      r.mealTypes.includes('SNACK') && !withApple.includes(r.idRecipe)
        ? { ...r, allergens: [...r.allergens, 'SESAME' as const] }
        : r,
    ),
    restrictions: { diets: [], allergens: ['SESAME'], foodRestrictions: [], ingredientRestrictions: [28] },
  });
  return { input, snacks, withApple };
}

/**
 * A beginner household on a catalogue whose main dishes are all advanced except four per main-dish division, of two
 * dish families ("Rice with ..." and "Spaghetti with ..."): those divisions cannot vary a week, and allowing the
 * advanced recipes (six families: lentil, curry, stew ...) gives them back their variety.
 */
const ADVANCED_FAMILIES = ['Lentil', 'Curry', 'Stew', 'Pie', 'Chili', 'Risotto'];

export function twoFamilyMains(): PlanInput {
  const base = createPlanInput({
    restrictions: { diets: [], allergens: [], foodRestrictions: [], ingredientRestrictions: [], cookingExpertise: 'BEGINNER' },
  });
  const mains = new Set<number>();
  const kept = new Map<number, string>();
  const words = ['beans', 'peas', 'lentils', 'olives', 'tomato', 'leeks', 'onions', 'garlic', 'chard', 'kale', 'corn', 'capers'];
  for (const pool of setupEngine({ ...base, restrictions: { ...base.restrictions, cookingExpertise: undefined } }).pools) {
    if (!pool.isMainDish || pool.fixed) continue;
    const ids = Array.from({ length: pool.size }, (_, r) => pool.recipeAt(r).recipe.idRecipe);
    ids.forEach((id) => mains.add(id));
    for (const id of ids.filter((id) => !kept.has(id)).slice(0, 4))
      kept.set(id, `${kept.size % 2 === 0 ? 'Rice' : 'Spaghetti'} with ${words[kept.size % words.length]} ${kept.size}`);
  }
  return {
    ...base,
    candidates: base.candidates.map((r) => {
      const name = kept.get(r.idRecipe);
      if (name) return { ...r, name, expertiseLevel: 'BEGINNER' as const };
      if (!mains.has(r.idRecipe)) return { ...r, expertiseLevel: 'BEGINNER' as const };
      return {
        ...r,
        name: `${ADVANCED_FAMILIES[r.idRecipe % ADVANCED_FAMILIES.length]} ${r.name}`,
        expertiseLevel: 'ADVANCED' as const,
      };
    }),
  };
}
