import type { HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { createIngredientSearchRoutes } from './ingredients/routes';
import { createRecipeSearchRoutes } from './recipes/routes';

/** The search service's handlers, by operationId (openapi/search.yaml). Operations not listed answer 501. */
export function createSearchHandlers(_deps: BackendDeps): HandlerMap {
  return {
    ...createRecipeSearchRoutes(),
    ...createIngredientSearchRoutes(),
  } as HandlerMap;
}
