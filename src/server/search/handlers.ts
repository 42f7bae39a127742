import type { HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { createIngredientSearch } from './ingredients';
import { createRecipeSearch } from './recipes';
import { withInputErrors } from './sql';

/** The search service's handlers, by operationId (openapi/search.yaml). Operations not listed answer 501. */
export function createSearchHandlers(deps: BackendDeps): HandlerMap {
  return withInputErrors({
    ...createRecipeSearch(deps),
    ...createIngredientSearch(deps),
  });
}
