/**
 * Building the engine's input from a planner request (profile, settings of the context, candidates)
 * and mapping the engine's typed errors to HTTP answers.
 */
import {
  completeSettings,
  foodGroupRulesProblem,
  mealRulesProblem,
  type PlanAction,
  type RecommenderSettings,
} from '../../../domain';
import {
  InvalidPlanInputError,
  NoCandidatesError,
  type NeedsSettings,
  type PlanInput,
  type VarietyOptions,
  type WeekPlan,
} from '../../../recommender';
import { HttpError, badRequest, listItemError } from '../../http';
import type { ContextSettings } from '../../db/shared/contextSettings';
import type { CandidateSet } from '../candidates';
import type { PlannerCatalogueRepository } from './plannerCatalogueRepository';
import { resolveProfile, type ApiScope, type ApiUserProfile, type ResolvedProfile } from './profile';
import { fromApiWeekPlan, type ApiWeekPlan, type OutputContext } from './weekPlan';
import type { components } from '../../generated/planner.schema.generated';

export type ApiRecommenderSettings = components['schemas']['RecommenderSettings'];
export type ApiVarietyOptions = components['schemas']['VarietyOptions'];

/**
 * Today (UTC) and the Monday of a date's week, for the planner's services and the cohort seed, which take
 * them from here with the planning helpers they use beside them.
 */
/** The request's settings over the context's: a weight or a meal rule the request omits takes the stored one. */
export function mergeSettings(stored: RecommenderSettings, given?: ApiRecommenderSettings): RecommenderSettings {
  if (!given) return stored;
  const problem = foodGroupRulesProblem(given.weeklyFoodGroupRules ?? []);
  if (problem) throw listItemError('recommenderSettings.weeklyFoodGroupRules', problem);
  const mealRulesBad = mealRulesProblem(given.mealRules ?? {});
  if (mealRulesBad) throw badRequest(mealRulesBad.message, `recommenderSettings.mealRules.${mealRulesBad.field}`);
  return completeSettings({
    mealOfDayHeuristicsWeights: { ...stored.mealOfDayHeuristicsWeights, ...given.mealOfDayHeuristicsWeights },
    dayHeuristicsWeights: { ...stored.dayHeuristicsWeights, ...given.dayHeuristicsWeights },
    weekHeuristicsWeights: { ...stored.weekHeuristicsWeights, ...given.weekHeuristicsWeights },
    runDayImprovement: given.runDayImprovement,
    runWeekImprovement: given.runWeekImprovement,
    // Rules the request omits are the context's; an empty list is none.
    weeklyFoodGroupRules: given.weeklyFoodGroupRules ?? stored.weeklyFoodGroupRules,
    mealRules: { ...stored.mealRules, ...given.mealRules },
  });
}

export function varietyOptions(v: ApiVarietyOptions | undefined): VarietyOptions | undefined {
  if (!v) return undefined;
  const allowed = new Set(v.allowedIngredients ?? []);
  const both = (v.excludedIngredients ?? []).find((id) => allowed.has(id));
  if (both !== undefined) {
    throw new HttpError(
      400,
      'VARIETY_CONFLICT',
      `Ingredient ${both} cannot be both allowed and excluded`,
      'varietyOptions.excludedIngredients',
    );
  }
  return {
    priorityIngredients: v.priorityIngredients ?? [],
    allowedIngredients: v.allowedIngredients ?? [],
    excludedIngredients: v.excludedIngredients ?? [],
    varietyLevel: v.varietyLevel ?? 'UNLIMITED',
  };
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2_147_483_647);
}

export interface PlanRequest {
  userProfile: ApiUserProfile;
  scope?: ApiScope;
  startDate: string;
  recommenderSettings?: ApiRecommenderSettings;
  planAction: PlanAction;
  varietyOptions?: ApiVarietyOptions;
  weekPlan?: ApiWeekPlan;
  seed?: number;
  pinnedMeals?: components['schemas']['PinnedMeal'][];
}

export interface PreparedPlan {
  input: PlanInput;
  profile: ResolvedProfile;
  output: OutputContext;
}

/**
 * The needs settings of a resolved profile: the plan and the needs calls take them from here, so both
 * get their figures from the engine's one needs function with the same inputs.
 */
export function needsSettingsOf(settings: Pick<ContextSettings, 'equation'>, profile: ResolvedProfile): NeedsSettings {
  return {
    equation: settings.equation,
    macroDistribution: profile.macroDistribution,
    ...(profile.energySplit ? { energySplit: profile.energySplit } : {}),
  };
}

/** The engine input for a request; reads the profile's restrictions and divisions from `catalogue`. */
export async function preparePlan(
  catalogue: PlannerCatalogueRepository,
  req: PlanRequest,
  settings: ContextSettings,
  candidates: CandidateSet,
): Promise<PreparedPlan> {
  const profile = await resolveProfile(catalogue, req.userProfile, req.scope, settings, req.startDate);
  let previousPlan: WeekPlan | undefined;
  if (req.weekPlan) previousPlan = fromApiWeekPlan(req.weekPlan, profile.divisions);
  const input: PlanInput = {
    members: profile.members,
    needsSettings: needsSettingsOf(settings, profile),
    divisions: profile.divisions,
    candidates: candidates.candidates,
    restrictions: profile.restrictions,
    feedback: profile.feedback,
    varietyOptions: varietyOptions(req.varietyOptions),
    settings: mergeSettings(settings.recommender, req.recommenderSettings),
    action: req.planAction,
    previousPlan,
    startDate: req.startDate,
    seed: req.seed ?? randomSeed(),
    ...(req.pinnedMeals && req.pinnedMeals.length > 0 ? { pinnedMeals: req.pinnedMeals } : {}),
  };
  return { input, profile, output: { names: profile.names, candidates: candidates.byId } };
}

const INPUT_FIELDS: Record<string, string> = {
  members: 'scope.householdMembers',
  divisions: 'userProfile.household.selectedMeals',
  startDate: 'startDate',
  previousPlan: 'weekPlan',
  portionBounds: 'portionBounds',
  pinnedMeals: '!MEAL_PINNED@pinnedMeals',
};

/** Runs engine work, turning its typed errors into 4xx answers (never a 5xx for bad input). */
export function engineCall<T>(profile: ResolvedProfile, fn: () => T, fields: Record<string, string> = {}): T {
  try {
    return fn();
  } catch (err) {
    throw engineError(profile, err, fields);
  }
}

/** An engine error as the answer engineCall gives for it (any other error as it is). */
export function engineError(profile: ResolvedProfile, err: unknown, fields: Record<string, string> = {}): unknown {
  if (err instanceof NoCandidatesError) {
    return new HttpError(422, 'NO_CANDIDATES', err.message, profile.divisionFields.get(err.idMealOfDayDivision));
  }
  if (err instanceof InvalidPlanInputError) {
    const mapped = fields[err.field] ?? (INPUT_FIELDS[err.field]?.startsWith('!') ? INPUT_FIELDS[err.field] : undefined);
    if (mapped?.startsWith('!')) {
      const [code, field] = mapped.slice(1).split('@');
      return new HttpError(code === 'NO_CANDIDATES' ? 422 : 400, code, err.message, field);
    }
    return badRequest(err.message, mapped ?? INPUT_FIELDS[err.field] ?? err.field);
  }
  return err;
}
