/**
 * The algorithm test (/testing): generator options with their defaults (100 users, 3 plans, ages 18-65)
 * and a consistent age range, the context's settings and default divisions for
 * every generated user, and the run itself queued off the request path (runs.ts).
 */
import { MEALS_OF_DAY } from '../../../domain';
import { unitOfWork } from '../../db';
import { createContextSettingsRepository } from '../../db/shared/contextSettings';
import { HttpError, badRequest, notFound, type Caller } from '../../http';
import type { components } from '../../generated/planner.schema.generated';
import type { CandidateCache } from '../candidates';
import { mergeSettings, mondayOf, today } from '../simulation/planning';
import { createPlannerCatalogueRepository } from '../simulation/plannerCatalogueRepository';
import { resolveDivisions } from '../simulation/profile';
import { DEFAULT_GENERATOR_OPTIONS, type GeneratorOptions } from './generator';
import { createTestingRuns, type TestingRun, type TestingRuns } from './runs';

type TestingRequest = components['schemas']['MealPlanningTestingRequest'];

/** The request's generator options over the defaults; 400 INVALID_AGE_RANGE when minAge exceeds maxAge. */
export function generatorOptions(given?: Partial<GeneratorOptions>): GeneratorOptions {
  const options: GeneratorOptions = { ...DEFAULT_GENERATOR_OPTIONS, ...given };
  if (options.minAge > options.maxAge) {
    throw new HttpError(400, 'INVALID_AGE_RANGE', 'minAge must not exceed maxAge', 'generatorOptions.minAge');
  }
  return options;
}

export function createTestingService(candidates: CandidateCache, runs: TestingRuns = createTestingRuns(), clock: () => number = Date.now) {
  const work = (caller: Caller) => unitOfWork(caller.db, (tx) => ({
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
        const { divisions } = await resolveDivisions(catalogue, { household: { noOfMealsPerDay: 6 } }, MEALS_OF_DAY, stored)
          .catch((err: unknown) => { throw err instanceof HttpError ? badRequest(`The context's meal divisions are unusable: ${err.message}`) : err; });
        return {
          divisions, equation: stored.equation, macroDistribution: stored.energyDistribution, energySplits: stored.energySplits,
          settings: mergeSettings(stored.recommender, body.recommenderSettings), startDate: mondayOf(today(clock)),
        };
      });
      const db = caller.db;
      return runs.start({ context: db.context, options, shared, loadCandidates: () => candidates.get(db) });
    },

    /** A run of the caller's context (runs of other contexts do not exist for it). */
    get(caller: Caller, runId: string): TestingRun {
      const run = runs.get(runId, caller.db.context);
      if (!run) throw notFound(`Test run ${runId} not found`);
      return run;
    },

    /** Waits for queued runs and stops the worker pools. */
    close: () => runs.close(),
  };
}
