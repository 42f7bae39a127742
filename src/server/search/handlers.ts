import type { HandlerMap } from '../http';
import type { BackendDeps } from '../deps';

/** The search service's handlers, by operationId (openapi/search.yaml). Operations not listed answer 501. */
export function createSearchHandlers(_deps: BackendDeps): HandlerMap {
  return {};
}
