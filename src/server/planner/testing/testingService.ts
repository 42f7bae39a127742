/**
 * The algorithm test (/testing): generator options with their defaults (100 users, 3 plans, ages 18-65)
 * and a consistent age range, the context's settings and default divisions for
 * every generated user, bounds on the run's size, and the run itself queued as a durable job (runs.ts).
 */
import { MEALS_OF_DAY } from '../../../domain';
import { unitOfWork } from '../../db';
import { createContextSettingsRepository } from '../../db/shared/contextSettings';
import { HttpError, badRequest, notFound, type Caller } from '../../http';
import { hasRole } from '../../auth';
import type { components } from '../../generated/planner.schema.generated';
import { utcToday as today, mondayOf } from '../../../domain/dates';
import { mergeSettings } from '../simulation/planning';
import { createPlannerCatalogueRepository } from '../simulation/plannerCatalogueRepository';
import { resolveDivisions } from '../simulation/profile';
import { DEFAULT_GENERATOR_OPTIONS, type GeneratorOptions } from './generator';
import { MAX_PLANS_PER_RUN, type TestingRun, type TestingRuns } from './runs';

type TestingRequest = components['schemas']['MealPlanningTestingRequest'];

/** The request's generator options over the defaults; 400 INVALID_AGE_RANGE when minAge exceeds maxAge. */
export function generatorOptions(given?: Partial<GeneratorOptions>): GeneratorOptions {
  const options: GeneratorOptions = { ...DEFAULT_GENERATOR_OPTIONS, ...given };
  if (options.minAge > options.maxAge) {
    throw new HttpError(400, 'INVALID_AGE_RANGE', 'minAge must not exceed maxAge', 'generatorOptions.minAge');
  }
  if (options.numberOfUsers * options.plansPerUser > MAX_PLANS_PER_RUN) {
    throw new HttpError(
      400,
      'RUN_TOO_LARGE',
      `numberOfUsers x plansPerUser must not exceed ${MAX_PLANS_PER_RUN} plans per run`,
      'generatorOptions.numberOfUsers',
    );
  }
  return options;
}

export function createTestingService(runs: TestingRuns, clock: () => number = Date.now) {
  const work = (caller: Caller) =>
    unitOfWork(caller.db, (tx) => ({
      settings: createContextSettingsRepository(tx),
      catalogue: createPlannerCatalogueRepository(tx),
    }));

  return {
    /** The cached run of the same context, settings and options within the hour, or a new queued one. */
    async start(caller: Caller, body: TestingRequest): Promise<TestingRun> {
      const options = generatorOptions(body.generatorOptions);
      const shared = await work(caller)(async ({ settings, catalogue }) => {
        const stored = await settings.read();
        // Every generated user plans with the context's divisions of all six meals (selected per user in the worker).
        const { divisions } = await resolveDivisions(
          catalogue,
          { household: { noOfMealsPerDay: 6 } },
          MEALS_OF_DAY,
          stored,
        ).catch((err: unknown) => {
          throw err instanceof HttpError ? badRequest(`The context's meal divisions are unusable: ${err.message}`) : err;
        });
        return {
          divisions,
          equation: stored.equation,
          macroDistribution: stored.energyDistribution,
          energySplits: stored.energySplits,
          settings: mergeSettings(stored.recommender, body.recommenderSettings),
          startDate: mondayOf(today(clock)),
        };
      });
      return runs.start(caller.db, { context: caller.db.context, owner: caller.principal.sub, options, shared });
    },

    /** The context's recent runs, newest first, without results. */
    list: (caller: Caller): Promise<TestingRun[]> => runs.list(caller.db),

    /** A run of the caller's context (runs of other contexts do not exist for it). */
    async get(caller: Caller, runId: string): Promise<TestingRun> {
      const run = await runs.get(caller.db, runId);
      if (!run) throw notFound(`Test run ${runId} not found`);
      return run;
    },

    /** Cancels a queued or running run: its owner or an admin; 409 once it finished. */
    cancel(caller: Caller, runId: string): Promise<TestingRun> {
      return runs.cancel(caller.db, runId, { owner: caller.principal.sub, admin: hasRole(caller.principal, 'admin') });
    },

    /** Stops this process's worker loop (the run in hand is released at the next chunk). */
    close: () => runs.close(),
  };
}
