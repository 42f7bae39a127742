import type { HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { COUNTRIES } from '../db';
import { createCandidateCache } from './candidates';
import { warmEngine } from './warmUp';
import { createContextRoutes } from './contexts/routes';
import { createSimulationProfileRoutes } from './profiles/routes';
import { createSimulationRoutes } from './simulation/routes';
import { createTestingRoutes } from './testing/routes';
import { createTestingRuns } from './testing/runs';
import { createUserPlanRoutes } from './users/routes';

/**
 * The meal planner's handlers, by operationId (openapi/planner.yaml). Plans and test runs share one
 * cache of candidate recipes per context. Requests read through their callers' context databases
 * (`ctx.db`); test runs are only queued and read here — createPlannerWorker works on them.
 */
export function createPlannerHandlers(deps: BackendDeps): HandlerMap {
  const candidates = createCandidateCache();
  // A served planner loads every context's candidates and runs the engine once before the first plan request,
  // which would otherwise wait 1-2 s for them and run the engine's code unoptimised.
  deps.afterListen?.(async () => {
    const warmed = await candidates.warm(deps.db, COUNTRIES);
    const first = warmed.find((w) => w.set.candidates.length > 0);
    if (first) warmEngine(first.set);
  });
  const runs = createTestingRuns({ db: deps.db, candidates, work: false });
  return {
    ...createSimulationRoutes(candidates),
    ...createUserPlanRoutes(),
    ...createSimulationProfileRoutes(),
    ...createTestingRoutes(runs),
    ...createContextRoutes(),
  } as HandlerMap;
}

/**
 * The planner process's worker loop on queued algorithm test runs of every context; `close` stops it.
 * On the embedded database (this process's alone) the leases of a killed predecessor are dropped at
 * start, so its runs resume at once; on PostgreSQL they are taken again when their lease runs out
 * (TESTING_LEASE_MS, default 30 s).
 */
export function createPlannerWorker(deps: BackendDeps): { close: () => Promise<void> } {
  const runs = createTestingRuns({
    db: deps.db,
    candidates: createCandidateCache(),
    leaseMs: Number(process.env.TESTING_LEASE_MS) || undefined,
    releaseLeasesOnStart: deps.db.driver === 'pglite',
  });
  runs.run();
  return runs;
}
