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
import type { Diet } from '../../../domain';
import { deriveSeed, type PlanInput } from '../../../recommender';
import type { SqlRunner } from '../../db/client';
import { createContextSettingsRepository } from '../../db/shared/contextSettings';
import { createCandidatesRepository } from '../../planner/candidatesRepository';
import { preparePlan } from '../../planner/simulation/planning';
import { createPlannerCatalogueRepository } from '../../planner/simulation/plannerCatalogueRepository';
import type { ApiScope, ApiUserProfile } from '../../planner/simulation/profile';
import { COHORT_MODEL, PLAN_MEALS } from './cohortModel';

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

/**
 * What the engine is asked for a context: one input per archetype, with its key. Plain data (no functions,
 * no maps), so it goes to the worker thread as it is; buildCohort.ts turns the answers into the library.
 */
export interface LibraryRequest {
  keys: string[];
  inputs: PlanInput[];
}

/**
 * The engine inputs of the context's archetypes, read in the caller's transaction exactly as the planner's
 * week-plan call builds them; none when the context has no candidates.
 */
export async function prepareLibrary(tx: SqlRunner, options: LibraryOptions): Promise<LibraryRequest> {
  const candidates = await createCandidatesRepository(tx).load();
  const settings = await createContextSettingsRepository(tx).read();
  const catalogue = createPlannerCatalogueRepository(tx);
  const request: LibraryRequest = { keys: [], inputs: [] };
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
  return request;
}
