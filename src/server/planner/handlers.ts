import type { HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { CONTEXT_LABELS } from '../api/languages';

/** The meal planner's handlers, by operationId (openapi/planner.yaml). Operations not listed answer 501. */
export function createPlannerHandlers(_deps: BackendDeps): HandlerMap {
  return {
    getDbContexts: async () => ({ ...CONTEXT_LABELS }),
  };
}
