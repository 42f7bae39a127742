import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest, notFound, type HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { requirePrincipal } from '../auth';
import { CONTEXT_LABELS } from '../api/languages';
import type { SqlRunner } from '../db/client';
import { readContextSettings } from '../api/settings/store';
import { MEALS_OF_DAY } from '../../domain';
import { householdNeeds, mealReplacements, planWeek, replaceMeal } from '../../recommender';
import { createCandidateCache } from './candidates';
import { engineCall, mergeSettings, mondayOf, preparePlan, today, type PlanRequest } from './planning';
import { resolveDivisions, resolveProfile, type ApiScope, type ApiUserProfile } from './profile';
import { createSimulationProfilesRepository } from './simulationProfiles';
import { loadStoredProfile, loadStoredWeekPlan, userExists } from './storedUsers';
import { createTestingRuns } from './testing/runs';
import { DEFAULT_GENERATOR_OPTIONS, type GeneratorOptions } from './testing/generator';
import { toApiNeeds, toApiScaledRecipe, toApiWeekPlan } from './weekPlan';
import type { components } from '../generated/planner.schema.generated';

type S = components['schemas'];

/** The meal planner's handlers, by operationId (openapi/planner.yaml). */
export function createPlannerHandlers(deps: BackendDeps): HandlerMap {
  const candidates = createCandidateCache(deps.db);
  const testing = createTestingRuns();
  const ctxOf = (request: FastifyRequest) => requirePrincipal(request).context;
  const inContext = <T>(request: FastifyRequest, fn: (tx: SqlRunner) => Promise<T>) =>
    deps.db.transaction(fn, { context: ctxOf(request) });

  /** Plans with the context's settings and cached candidates; the engine runs outside the transaction. */
  async function plan(request: FastifyRequest, req: PlanRequest) {
    const set = await candidates.get(ctxOf(request));
    const prepared = await inContext(request, async (tx) => preparePlan(tx, req, await readContextSettings(tx), set));
    return prepared;
  }

  async function needsFor(request: FastifyRequest, profile: ApiUserProfile, scope: ApiScope | undefined) {
    return inContext(request, async (tx) => {
      const settings = await readContextSettings(tx);
      const resolved = await resolveProfile(tx, profile, scope, settings, today());
      const needs = householdNeeds(resolved.members, {
        equation: settings.equation, macroDistribution: resolved.macroDistribution,
        ...(resolved.energySplit ? { energySplit: resolved.energySplit } : {}),
      }, resolved.selectedMeals);
      return toApiNeeds(needs, resolved.names);
    });
  }

  return {
    getDbContexts: async () => ({ ...CONTEXT_LABELS }),

    simulate: async (request) => {
      const body = request.body as S['SimulateRequest'];
      const startDate = body.startDate ?? mondayOf(today());
      const p = await plan(request, { ...body, startDate, planAction: 'CREATE' });
      return toApiWeekPlan(engineCall(p.profile, () => planWeek(p.input)), p.output);
    },

    createWeekPlan: async (request) => {
      const body = request.body as S['WeekPlanRequest'];
      if (body.planAction === 'REVIEW' && !body.weekPlan) {
        throw new HttpError(400, 'WEEK_PLAN_REQUIRED', 'REVIEW needs the current weekPlan', 'weekPlan');
      }
      const p = await plan(request, body);
      return toApiWeekPlan(engineCall(p.profile, () => planWeek(p.input)), p.output);
    },

    getRecipeReplacements: async (request) => {
      const body = request.body as S['RecipeReplacementRequest'];
      const p = await plan(request, {
        userProfile: body.userProfile, scope: body.scope, startDate: body.weekPlan.startDate, recommenderSettings: body.recommenderSettings,
        planAction: 'REVIEW', weekPlan: body.weekPlan, seed: body.seed,
      });
      const division = body.mealOfDayDivisionToReplace;
      const id = division.idMealOfDayDivision
        ?? p.profile.divisions.find((d) => d.mealOfDay === division.mealOfDay && d.type === division.type && d.mealPart === division.mealPart)?.idMealOfDayDivision;
      if (id === undefined) throw new HttpError(400, 'DIVISION_NOT_IN_PLAN', 'The plan has no such division', 'mealOfDayDivisionToReplace');
      const week = engineCall(p.profile, () => replaceMeal(p.input, { dayOfWeek: body.dayOfWeekToReplace, idMealOfDayDivision: id, idRecipe: body.recipeToReplace.idRecipe }), {
        dayOfWeek: '!DIVISION_NOT_IN_PLAN@dayOfWeekToReplace',
        idMealOfDayDivision: '!DIVISION_NOT_IN_PLAN@mealOfDayDivisionToReplace',
        idRecipe: '!NO_CANDIDATES@recipeToReplace',
      });
      return toApiWeekPlan(week, p.output);
    },

    getMealReplacements: async (request) => {
      const body = request.body as S['MealReplacementsRequest'];
      const p = await plan(request, {
        userProfile: body.userProfile, scope: body.scope, startDate: body.weekPlan.startDate, recommenderSettings: body.recommenderSettings,
        planAction: 'REVIEW', weekPlan: body.weekPlan, seed: 1,
      });
      const division = body.mealOfDayDivision;
      const id = division.idMealOfDayDivision
        ?? p.profile.divisions.find((d) => d.mealOfDay === division.mealOfDay && d.type === division.type && d.mealPart === division.mealPart)?.idMealOfDayDivision;
      if (id === undefined) throw new HttpError(400, 'DIVISION_NOT_IN_PLAN', 'The plan has no such division', 'mealOfDayDivision');
      const options = engineCall(p.profile, () => mealReplacements(p.input, { dayOfWeek: body.dayOfWeek, idMealOfDayDivision: id }, body.count ?? 10), {
        dayOfWeek: '!DIVISION_NOT_IN_PLAN@dayOfWeek',
        idMealOfDayDivision: '!DIVISION_NOT_IN_PLAN@mealOfDayDivision',
      });
      if (options.length === 0) {
        throw new HttpError(422, 'NO_CANDIDATES', `No other recipe fits this division on ${body.dayOfWeek}`, 'mealOfDayDivision');
      }
      return options.map((o) => toApiScaledRecipe(o.scaledRecipe, p.output));
    },

    simulateNutritionalNeeds: async (request) => {
      const body = request.body as S['NutritionalNeedsRequest'];
      return needsFor(request, body.userProfile, body.scope);
    },

    getNutritionalNeeds: async (request) => {
      const principal = requirePrincipal(request);
      const userId = principal.impersonation?.userId
        ?? (await inContext(request, (tx) => tx.query<{ id: number }>('SELECT id FROM app_user WHERE subject = $1', [principal.sub])))[0]?.id;
      if (userId === undefined) throw notFound(`No app user for ${principal.username} in context ${principal.context}`);
      const profile = await inContext(request, (tx) => loadStoredProfile(tx, Number(userId), today()));
      if (!profile) throw notFound(`User ${userId} not found`);
      return needsFor(request, profile, undefined);
    },

    getUserMealPlan: async (request) => {
      const { idUser } = request.params as { idUser: number };
      const { date } = request.query as { date: string };
      const weekStart = mondayOf(date);
      return inContext(request, async (tx) => {
        if (!(await userExists(tx, idUser))) throw notFound(`User ${idUser} not found`);
        const week = await loadStoredWeekPlan(tx, idUser, weekStart);
        if (!week) throw new HttpError(404, 'NO_MEAL_PLAN', `User ${idUser} has no meal plan for the week of ${weekStart}`);
        return week;
      });
    },

    listSimulationProfiles: async (request) => inContext(request, (tx) => createSimulationProfilesRepository(tx).list()),
    getSimulationProfile: async (request) => {
      const { id } = request.params as { id: number };
      return inContext(request, (tx) => createSimulationProfilesRepository(tx).get(id));
    },
    createSimulationProfile: async (request, reply: FastifyReply) => {
      const body = request.body as S['SimulationProfileInput'];
      const created = await inContext(request, (tx) => createSimulationProfilesRepository(tx).create(body, requirePrincipal(request).username));
      return reply.code(201).send(created);
    },
    updateSimulationProfile: async (request) => {
      const { id } = request.params as { id: number };
      const body = request.body as S['SimulationProfileInput'];
      return inContext(request, (tx) => createSimulationProfilesRepository(tx).update(id, body));
    },
    deleteSimulationProfile: async (request, reply: FastifyReply) => {
      const { id } = request.params as { id: number };
      await inContext(request, (tx) => createSimulationProfilesRepository(tx).remove(id));
      return reply.code(204).send();
    },

    runMealPlanningTest: async (request) => {
      const body = request.body as S['MealPlanningTestingRequest'];
      const options: GeneratorOptions = { ...DEFAULT_GENERATOR_OPTIONS, ...body.generatorOptions };
      if (options.minAge > options.maxAge) {
        throw new HttpError(400, 'INVALID_AGE_RANGE', 'minAge must not exceed maxAge', 'generatorOptions.minAge');
      }
      const context = ctxOf(request);
      const settings = await inContext(request, (tx) => readContextSettings(tx));
      const divisions = await inContext(request, async (tx) => (await resolveDivisions(tx,
        { household: { noOfMealsPerDay: 6 } }, MEALS_OF_DAY, settings)).divisions)
        .catch((err: unknown) => { throw err instanceof HttpError ? badRequest(`The context's meal divisions are unusable: ${err.message}`) : err; });
      return testing.start({
        context,
        options,
        shared: {
          divisions, equation: settings.equation, macroDistribution: settings.energyDistribution, energySplits: settings.energySplits,
          settings: mergeSettings(settings.recommender, body.recommenderSettings), startDate: mondayOf(today()),
        },
        loadCandidates: () => candidates.get(context),
      });
    },

    getMealPlanningTest: async (request) => {
      const { runId } = request.params as { runId: string };
      const run = testing.get(runId, ctxOf(request));
      if (!run) throw notFound(`Test run ${runId} not found`);
      return run;
    },
  };
}
