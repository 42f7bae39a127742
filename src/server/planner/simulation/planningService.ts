/**
 * The meal planner's rules around the engine: a request is prepared in one unit of work (the context's
 * settings, the profile's divisions and restrictions read from the catalogue, the cached candidates),
 * then the engine runs outside any transaction; engine errors become 400/422 answers naming the field.
 */
import {
  explainMeal,
  plannedNeeds,
  mealReplacements,
  planWeek,
  replaceMeal,
  type MealExplanation,
  type MealOfDayDivision,
} from '../../../recommender';
import { unitOfWork } from '../../db';
import { createContextSettingsRepository } from '../../db/shared/contextSettings';
import { HttpError, notFound, type Caller } from '../../http';
import { timePlan } from '../../http/metrics';
import type { components } from '../../generated/planner.schema.generated';
import type { CandidateCache } from '../candidates';
import { createStoredUsersRepository } from '../users/storedUsersRepository';
import { mondayOf, utcToday } from '../../../domain/dates';
import { engineCall, needsSettingsOf, preparePlan, type PlanRequest, type PreparedPlan } from './planning';
import { createPlannerCatalogueRepository } from './plannerCatalogueRepository';
import { resolveProfile, type ApiScope, type ApiUserProfile } from './profile';
import {
  toApiNeeds,
  toApiScaledRecipe,
  toApiWeekPlan,
  type ApiNutritionalNeeds,
  type ApiScaledRecipe,
  type ApiWeekPlan,
} from './weekPlan';

type S = components['schemas'];

/** The division a replacement names: by id, else by meal of day, type and meal part; 400 when the plan has none. */
export function divisionToReplace(
  divisions: readonly MealOfDayDivision[],
  given: S['MealOfDayDivisionInput'],
  field: string,
): number {
  const id =
    given.idMealOfDayDivision ??
    divisions.find((d) => d.mealOfDay === given.mealOfDay && d.type === given.type && d.mealPart === given.mealPart)
      ?.idMealOfDayDivision;
  if (id === undefined) throw new HttpError(400, 'DIVISION_NOT_IN_PLAN', 'The plan has no such division', field);
  return id;
}

/** REVIEW revises the plan the client holds: without one there is nothing to review. */
export function checkWeekPlanRequest(body: Pick<S['WeekPlanRequest'], 'planAction' | 'weekPlan'>): void {
  if (body.planAction === 'REVIEW' && !body.weekPlan) {
    throw new HttpError(400, 'WEEK_PLAN_REQUIRED', 'REVIEW needs the current weekPlan', 'weekPlan');
  }
}

/** The plan with one division of one day holding the given recipe (checked against the division's rules). */
async function replaceRecipe(prepare: Prepare, caller: Caller, body: S['RecipeReplacementRequest']): Promise<ApiWeekPlan> {
  const p = await prepare(caller, {
    userProfile: body.userProfile,
    scope: body.scope,
    startDate: body.weekPlan.startDate,
    recommenderSettings: body.recommenderSettings,
    planAction: 'REVIEW',
    weekPlan: body.weekPlan,
    seed: body.seed,
    pinnedMeals: body.pinnedMeals,
  });
  const id = divisionToReplace(p.profile.divisions, body.mealOfDayDivisionToReplace, 'mealOfDayDivisionToReplace');
  const week = engineCall(
    p.profile,
    () =>
      replaceMeal(p.input, {
        dayOfWeek: body.dayOfWeekToReplace,
        idMealOfDayDivision: id,
        idRecipe: body.recipeToReplace.idRecipe,
      }),
    {
      dayOfWeek: '!DIVISION_NOT_IN_PLAN@dayOfWeekToReplace',
      idMealOfDayDivision: '!DIVISION_NOT_IN_PLAN@mealOfDayDivisionToReplace',
      idRecipe: '!NO_CANDIDATES@recipeToReplace',
    },
  );
  return toApiWeekPlan(week, p.output);
}

/** Other recipes for one division of one day, best first, each with how it fits against the current one; 422 when none fits. */
async function replacementsFor(prepare: Prepare, caller: Caller, body: S['MealReplacementsRequest']): Promise<ApiScaledRecipe[]> {
  const p = await prepare(caller, {
    userProfile: body.userProfile,
    scope: body.scope,
    startDate: body.weekPlan.startDate,
    recommenderSettings: body.recommenderSettings,
    planAction: 'REVIEW',
    weekPlan: body.weekPlan,
    seed: 1,
  });
  const id = divisionToReplace(p.profile.divisions, body.mealOfDayDivision, 'mealOfDayDivision');
  const options = engineCall(
    p.profile,
    () => mealReplacements(p.input, { dayOfWeek: body.dayOfWeek, idMealOfDayDivision: id }, body.count ?? 10),
    {
      dayOfWeek: '!DIVISION_NOT_IN_PLAN@dayOfWeek',
      idMealOfDayDivision: '!DIVISION_NOT_IN_PLAN@mealOfDayDivision',
    },
  );
  if (options.length === 0) {
    throw new HttpError(422, 'NO_CANDIDATES', `No other recipe fits this division on ${body.dayOfWeek}`, 'mealOfDayDivision');
  }
  return options.map((o) => {
    const scaled = toApiScaledRecipe(o.scaledRecipe, p.output);
    const perServing = scaled.recipe.recipeNutritionalInfo?.energyKcal ?? 0;
    return {
      ...scaled,
      replacementFit: {
        kcal: Math.round(perServing * scaled.servings),
        score: o.score,
        ...(o.scoreGap !== undefined ? { scoreGap: o.scoreGap } : {}),
        energyOffPercent: o.energyOffPercent,
        weekUses: o.weekUses,
      },
    };
  });
}

/**
 * Why the meal of one division of one day was chosen, its best rejected alternatives, and (with
 * `whyNot`) the verdict on any recipe of the catalogue.
 */
async function explainChosenMeal(prepare: Prepare, caller: Caller, body: S['MealExplanationRequest']): Promise<MealExplanation> {
  const p = await prepare(caller, {
    userProfile: body.userProfile,
    scope: body.scope,
    startDate: body.weekPlan.startDate,
    recommenderSettings: body.recommenderSettings,
    planAction: 'REVIEW',
    varietyOptions: body.varietyOptions,
    weekPlan: body.weekPlan,
    seed: 1,
  });
  const id = divisionToReplace(p.profile.divisions, body.mealOfDayDivision, 'mealOfDayDivision');
  const explanation = engineCall(
    p.profile,
    () =>
      explainMeal(
        p.input,
        {
          dayOfWeek: body.dayOfWeek,
          idMealOfDayDivision: id,
          ...(body.whyNot ? { whyNot: body.whyNot.idRecipe } : {}),
        },
        body.count ?? 5,
      ),
    {
      dayOfWeek: '!DIVISION_NOT_IN_PLAN@dayOfWeek',
      idMealOfDayDivision: '!DIVISION_NOT_IN_PLAN@mealOfDayDivision',
    },
  );
  // The planner's names for recipes (a recipe unknown to it keeps the name the client gave).
  const verdict = explanation.whyNot;
  if (verdict?.reason === 'NOT_IN_CATALOGUE' && body.whyNot?.name) {
    return { ...explanation, whyNot: { ...verdict, name: body.whyNot.name } };
  }
  return explanation;
}

/** The engine input for a request (the service's `prepare`). */
type Prepare = (caller: Caller, req: PlanRequest) => Promise<PreparedPlan>;

export function createPlanningService(candidates: CandidateCache, clock: () => number = Date.now) {
  const work = (caller: Caller) =>
    unitOfWork(caller.db, (tx) => ({
      settings: createContextSettingsRepository(tx),
      catalogue: createPlannerCatalogueRepository(tx),
      users: createStoredUsersRepository(tx),
    }));

  /** The engine input for a request, with the context's settings and the cached candidates. */
  async function prepare(caller: Caller, req: PlanRequest): Promise<PreparedPlan> {
    const set = await candidates.get(caller.db);
    return work(caller)(async ({ settings, catalogue }) => preparePlan(catalogue, req, await settings.read(), set));
  }

  async function plan(caller: Caller, req: PlanRequest): Promise<ApiWeekPlan> {
    return timePlan(async () => {
      const p = await prepare(caller, req);
      return toApiWeekPlan(
        engineCall(p.profile, () => planWeek(p.input)),
        p.output,
      );
    });
  }

  /** Needs of the profile's household (or the scope's members) with the context's settings. */
  async function needsOf(
    caller: Caller,
    load: (users: ReturnType<typeof createStoredUsersRepository>) => Promise<{ profile: ApiUserProfile; scope?: ApiScope }>,
  ): Promise<ApiNutritionalNeeds> {
    const { resolved, equation } = await work(caller)(async ({ settings, catalogue, users }) => {
      const { profile, scope } = await load(users);
      const stored = await settings.read();
      return { resolved: await resolveProfile(catalogue, profile, scope, stored, utcToday(clock)), equation: stored.equation };
    });
    const needs = plannedNeeds(
      resolved.members,
      needsSettingsOf({ equation }, resolved),
      resolved.selectedMeals,
      resolved.divisions,
    );
    return toApiNeeds(needs, resolved.names);
  }

  return {
    prepare,

    /** A week plan (CREATE) from this week's Monday unless a start date is given. */
    simulate: (caller: Caller, body: S['SimulateRequest']) =>
      plan(caller, { ...body, startDate: body.startDate ?? mondayOf(utcToday(clock)), planAction: 'CREATE' }),

    async weekPlan(caller: Caller, body: S['WeekPlanRequest']): Promise<ApiWeekPlan> {
      checkWeekPlanRequest(body);
      return plan(caller, body);
    },

    replaceRecipe: (caller: Caller, body: S['RecipeReplacementRequest']) => replaceRecipe(prepare, caller, body),
    mealReplacements: (caller: Caller, body: S['MealReplacementsRequest']) => replacementsFor(prepare, caller, body),
    explainMeal: (caller: Caller, body: S['MealExplanationRequest']) => explainChosenMeal(prepare, caller, body),

    /** Needs of a sample profile (and its scope). */
    needs: (caller: Caller, profile: ApiUserProfile, scope?: ApiScope) => needsOf(caller, async () => ({ profile, scope })),

    /**
     * Needs of the stored app user the caller acts as: the impersonated user of an admin, else the
     * app user signed in with the caller's subject (staff have none: 404).
     */
    storedUserNeeds: (caller: Caller) =>
      needsOf(caller, async (users) => {
        const { principal } = caller;
        const userId = principal.impersonation?.userId ?? (await users.idBySubject(principal.sub));
        if (userId === undefined) throw notFound(`No app user for ${principal.username} in context ${principal.context}`);
        const profile = await users.profile(userId, utcToday(clock));
        if (!profile) throw notFound(`User ${userId} not found`);
        return { profile };
      }),
  };
}
export type PlanningService = ReturnType<typeof createPlanningService>;
