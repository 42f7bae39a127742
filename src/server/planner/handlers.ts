import type { HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { createCandidateCache } from './candidates';
import { createContextRoutes } from './contexts/routes';
import { createSimulationProfileRoutes } from './profiles/routes';
import { createSimulationRoutes } from './simulation/routes';
import { createTestingRoutes } from './testing/routes';
import { createTestingRuns } from './testing/runs';
import { createUserPlanRoutes } from './users/routes';

/**
 * The meal planner's handlers, by operationId (openapi/planner.yaml). Plans and test runs share one
 * cache of candidate recipes per context. Requests read through their callers' context databases
 * (`ctx.db`); the test-run worker loop, which serves every context, works on `deps.db` and stops when
 * the server closes.
 */
export function createPlannerHandlers(deps: BackendDeps): HandlerMap {
  const candidates = createCandidateCache();
  const runs = createTestingRuns({ db: deps.db, candidates });
  deps.onClose?.(() => runs.close());
  runs.run();
  return {
    ...createSimulationRoutes(candidates),
    ...createUserPlanRoutes(),
    ...createSimulationProfileRoutes(),
    ...createTestingRoutes(runs),
    ...createContextRoutes(),
  } as HandlerMap;
}
