import { legacyHandlers, type HandlerMap } from '../http';
import type { BackendDeps } from '../deps';
import { createIngredientSearch } from './ingredients';
import { createRecipeSearchRoutes } from './recipes/routes';
import { withInputErrors } from './sql';

/** The search service's handlers, by operationId (openapi/search.yaml). Operations not listed answer 501. */
export function createSearchHandlers(deps: BackendDeps): HandlerMap {
  return {
    ...createRecipeSearchRoutes(),
    // TRANSITIONAL: the ingredient search is still a legacy handler (its move to the pattern is issue 13's);
    // the shim and search/sql.ts go with it.
    ...legacyHandlers(withInputErrors(createIngredientSearch(deps))),
  } as HandlerMap;
}
