import { handlersFor, type HandlerMap } from '../http';
import type { operations } from '../generated/planner.schema.generated';
import type { BackendDeps } from '../deps';
import { COUNTRIES } from '../db';
import { candidateCacheFor } from './candidates';
import { createPlanThreads } from './planThreads';
import { warmEngine } from './warmUp';
import { createContextRoutes } from './contexts/routes';
import { createCoverageRoutes } from './coverage/routes';
import { createSimulationProfileRoutes } from './profiles/routes';
import { createPreviewRoutes } from './preview/routes';
import { createSimulationRoutes } from './simulation/routes';
import { createTestingRoutes } from './testing/routes';
import { createTestingRuns, testingRunConfig } from './testing/runs';
import { createUserPlanRoutes } from './users/routes';

/**
 * The meal planner's handlers, by operationId (openapi/planner.yaml). Plans, the warm-up and the test-run
 * worker share the process's one cache of candidate recipes (candidateCacheFor). Requests read through their
 * callers' context databases (`ctx.db`); test runs are only queued and read here — the process's test-run
 * worker (src/server/workers.ts) works on them.
 */
export function createPlannerHandlers(deps: BackendDeps): HandlerMap {
  const candidates = candidateCacheFor(deps.db);
  // A served planner loads every context's candidates and runs the engine once before the first plan request,
  // which would otherwise wait 1-2 s for them and run the engine's code unoptimised.
  deps.afterListen?.(async () => {
    const warmed = await candidates.warm(deps.db, COUNTRIES);
    const first = warmed.find((w) => w.set.candidates.length > 0);
    if (first) warmEngine(first.set);
  });
  // Test runs' chunks are jobs on the process's queue (the workers of every process take them).
  const { queue } = deps;
  if (!queue) throw new Error('The planner needs the durable queue (deps.queue)');
  // Requests that plan several weeks at once plan them on these threads (the settings preview).
  const threads = createPlanThreads();
  deps.onClose?.(() => threads.close());
  const runs = createTestingRuns({ db: deps.db, queue, candidates, work: false, ...testingRunConfig(process.env) });
  return {
    ...createSimulationRoutes(candidates),
    ...createPreviewRoutes(candidates, threads),
    ...createUserPlanRoutes(),
    ...createSimulationProfileRoutes(),
    ...createTestingRoutes(runs),
    ...createContextRoutes(),
    ...createCoverageRoutes(candidates),
    ...handlersFor<operations>()({
      // The queue's figures (admins: x-roles); every process of a deployment shares the one queue.
      getJobQueue: () => queue.figures(),
    }),
  } as HandlerMap;
}
