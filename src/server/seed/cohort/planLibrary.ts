/**
 * The cohort's library of recommender week plans for one context, computed when the cohort is seeded.
 *
 * Planning every user-week (about 3,500 per context at 2,000 users, 0.1-0.3 s each) would take minutes,
 * so the engine plans a fixed set of household archetypes instead: diet x restriction pattern x energy
 * band, several seeds for the common case (`LIBRARY_ARCHETYPES`). Each archetype goes through the planner's
 * own path (`preparePlan`: the context's candidates, settings, meal divisions and energy split; then
 * `planWeek`), so a library plan is exactly what the planner answers for that profile. The model
 * (cohortModel.ts) gives each user-week a library plan that suits the user's diet and ingredient
 * restrictions, scaled to the user's energy need by portions. The library does not grow with the users.
 */
import { Piscina } from 'piscina';
import { DAYS_OF_WEEK, type Diet } from '../../../domain';
import { deriveSeed, nutritionalNeeds, type PlanInput, type WeekPlan } from '../../../recommender';
import type { SqlRunner } from '../../db/client';
import { createContextSettingsRepository } from '../../db/shared/contextSettings';
import { createCandidatesRepository, type CandidateSet } from '../../planner/candidatesRepository';
import { preparePlan } from '../../planner/simulation/planning';
import { createPlannerCatalogueRepository } from '../../planner/simulation/plannerCatalogueRepository';
import type { ApiScope, ApiUserProfile } from '../../planner/simulation/profile';
import { workerModule } from '../../planner/testing/runs';
import { COHORT_MODEL, PLAN_MEALS, type CohortPlanLibrary, type LibraryMeal, type LibraryPlan } from './cohortModel';

/** Reference people of the energy bands (the archetype plans are computed for them, then scaled per user). */
const ENERGY_BANDS = {
  lower: { gender: 'F', birthYearsAgo: 38, weightKg: 64, heightCm: 165, activity: 'LOWEST' },
  higher: { gender: 'M', birthYearsAgo: 38, weightKg: 86, heightCm: 180, activity: 'LOW' },
} as const;
type Band = keyof typeof ENERGY_BANDS;

export interface LibraryArchetype {
  diet: Diet | null;
  /** Plans avoiding every commonly restricted ingredient, so they suit any user's restrictions among them. */
  avoidsCommon: boolean;
  band: Band;
  /** Seed number within the archetype. */
  k: number;
}

const BANDS = Object.keys(ENERGY_BANDS) as Band[];
/**
 * The archetypes: users without a diet (most of the cohort) get two seeds per band without restrictions and
 * one avoiding the common restrictions; each diet of the model one per band avoiding them: 16 plans.
 */
export const LIBRARY_ARCHETYPES: readonly LibraryArchetype[] = [
  ...[1, 2].flatMap((k) => BANDS.map((band) => ({ diet: null, avoidsCommon: false, band, k }))),
  ...BANDS.map((band) => ({ diet: null, avoidsCommon: true, band, k: 1 })),
  ...COHORT_MODEL.diets.flatMap(([diet]) => BANDS.map((band) => ({ diet: diet as Diet, avoidsCommon: true, band, k: 1 }))),
];

/**
 * The archetype as the planner's week-plan request reads it (the simulation screen's shape): a profile with
 * three meals, its diet and restrictions, and its reference person as the scope's one household member.
 */
export function archetypeRequest(
  a: LibraryArchetype,
  startDate: string,
  restrictable: readonly number[],
): { userProfile: ApiUserProfile; scope: ApiScope } {
  const ref = ENERGY_BANDS[a.band];
  const member = {
    idUser: 1,
    firstName: `Library ${a.band}`,
    gender: ref.gender,
    birthDate: `${Number(startDate.slice(0, 4)) - ref.birthYearsAgo}-01-01`,
    weightLogs: [{ weightKg: ref.weightKg }],
    heightLogs: [{ heightCm: ref.heightCm }],
    activityLevels: [{ value: ref.activity }],
    userEnergyDistribution: { energyGoal: 'MAINTAIN_WEIGHT' as const },
  };
  return {
    userProfile: {
      ...member,
      household: { noOfMealsPerDay: PLAN_MEALS.length, selectedMeals: PLAN_MEALS.map((mealOfDay) => ({ mealOfDay })) },
      dietaryRestrictions: a.diet ? [a.diet] : [],
      ingredientRestrictions: restrictable.length && a.avoidsCommon ? restrictable.map((idIngredient) => ({ idIngredient })) : [],
    } as ApiUserProfile,
    scope: { householdMembers: [member] } as ApiScope,
  };
}

export interface LibraryOptions {
  seed: number;
  /** Monday of the week the library plans (its season). */
  startDate: string;
  /** The commonly restricted ingredients (the cohort's restriction pool). */
  restrictable: readonly number[];
  archetypes?: readonly LibraryArchetype[];
}

/** What the engine is asked for a context: one input per archetype, with what is needed to read the answers. */
export interface LibraryRequest {
  keys: string[];
  inputs: PlanInput[];
  byId: CandidateSet['byId'];
  kcalNeed: CohortPlanLibrary['kcalNeed'];
  divisions: CohortPlanLibrary['divisions'];
}

/**
 * The engine inputs of the context's archetypes, read in the caller's transaction exactly as the planner's
 * week-plan call builds them; none when the context has no candidates.
 */
export async function prepareLibrary(tx: SqlRunner, options: LibraryOptions): Promise<LibraryRequest> {
  const candidates = await createCandidatesRepository(tx).load();
  const settings = await createContextSettingsRepository(tx).read();
  const catalogue = createPlannerCatalogueRepository(tx);
  const request: LibraryRequest = { keys: [], inputs: [], byId: candidates.byId, kcalNeed: () => 0, divisions: [] };
  if (candidates.candidates.length === 0) return request;
  for (const [index, a] of (options.archetypes ?? LIBRARY_ARCHETYPES).entries()) {
    const { input } = await preparePlan(
      catalogue,
      {
        ...archetypeRequest(a, options.startDate, options.restrictable),
        startDate: options.startDate,
        planAction: 'CREATE',
        seed: deriveSeed(options.seed, index),
      },
      settings,
      candidates,
    );
    request.keys.push(`${a.diet ?? 'NONE'}/${a.avoidsCommon ? 'avoids-common' : 'any'}/${a.band}/${a.k}`);
    request.inputs.push(input);
  }
  const first = request.inputs[0];
  request.kcalNeed = (member) => nutritionalNeeds(member, first.needsSettings, PLAN_MEALS).nutrientNeeds.KCAL.target;
  request.divisions = first.divisions.map((d) => ({
    id: d.idMealOfDayDivision,
    mealOfDay: d.mealOfDay,
    type: d.type,
    mealPart: d.mealPart ?? null,
    recipeId: d.recipe?.idRecipe ?? null,
    ingredientId: d.ingredientDivision?.ingredient.idIngredient ?? null,
    name: d.name ?? null,
  }));
  return request;
}

/** The library from the request and the engine's answers (archetypes it could not plan are left out). */
export function assembleLibrary(request: LibraryRequest, weeks: readonly (WeekPlan | null)[]): CohortPlanLibrary {
  const plans: LibraryPlan[] = [];
  weeks.forEach((week, k) => {
    if (!week) return;
    const meals: LibraryMeal[] = [];
    const ingredients = new Set<number>();
    let diets: readonly Diet[] | undefined;
    for (const meal of week.mealPlans) {
      for (const s of meal.scaledRecipes) {
        const recipe = request.byId.get(s.recipe.idRecipe);
        if (!recipe) continue; // an ingredient division's portion is not a recipe the app can store
        recipe.ingredients.forEach((i) => ingredients.add(i.idIngredient));
        diets = (diets ?? recipe.suitableDiets).filter((d) => recipe.suitableDiets.includes(d));
        meals.push({
          day: DAYS_OF_WEEK.indexOf(meal.dayOfWeek) + 1,
          mealOfDay: meal.mealOfDay,
          division: s.mealOfDayDivision.idMealOfDayDivision,
          recipeId: recipe.idRecipe,
          portion: s.householdServings[0]?.portionInServings ?? s.servings,
          ingredients: s.scaledRecipeIngredients.map((i) => ({ idIngredient: i.idIngredient, name: i.name, grams: i.grams })),
        });
      }
    }
    plans.push({
      key: request.keys[k],
      diets: diets ?? [],
      ingredients,
      referenceKcal: request.kcalNeed(request.inputs[k].members[0]),
      meals,
    });
  });
  return { meals: PLAN_MEALS, divisions: request.divisions, kcalNeed: request.kcalNeed, plans };
}

/**
 * Plans libraries on one worker thread, so that the engine works on one context's library while the seeder
 * loads another context's rows. `close` ends the thread.
 */
export function createLibraryPlanner() {
  let pool: Piscina | undefined;
  return {
    async plan(request: LibraryRequest): Promise<CohortPlanLibrary> {
      if (request.inputs.length === 0) return assembleLibrary(request, []);
      const { filename, execArgv } = workerModule(__filename, 'libraryWorker');
      pool ??= new Piscina({ filename, execArgv, maxThreads: 1, minThreads: 1, idleTimeout: 60_000 });
      const weeks = (await pool.run(request.inputs)) as (WeekPlan | null)[];
      return assembleLibrary(request, weeks);
    },
    async close(): Promise<void> {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
export type LibraryPlanner = ReturnType<typeof createLibraryPlanner>;
