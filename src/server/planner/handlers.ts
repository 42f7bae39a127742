import type { HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { createCandidateCache } from './candidates';
import { createContextRoutes } from './contexts/routes';
import { createSimulationProfileRoutes } from './profiles/routes';
import { createSimulationRoutes } from './simulation/routes';
import { createTestingRoutes } from './testing/routes';
import { createUserPlanRoutes } from './users/routes';

/**
 * The meal planner's handlers, by operationId (openapi/planner.yaml). Plans and test runs share one
 * cache of candidate recipes per context. The planner reads everything through its callers' context
 * databases (`ctx.db`), so it needs nothing of `deps`.
 */
export function createPlannerHandlers(_deps: BackendDeps): HandlerMap {
  const candidates = createCandidateCache();
  return {
    ...createSimulationRoutes(candidates),
    ...createUserPlanRoutes(),
    ...createSimulationProfileRoutes(),
    ...createTestingRoutes(candidates),
    ...createContextRoutes(),
  } as HandlerMap;
}
