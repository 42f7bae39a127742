/** The ingredient list of the search backend (openapi/search.yaml, tag Ingredients). */
import { handlersFor, page } from '../../http';
import type { operations } from '../../generated/search.schema.generated';
import { createIngredientSearchService } from './ingredientSearchService';

export function createIngredientSearchRoutes() {
  const ingredients = createIngredientSearchService();
  return handlersFor<operations>()({
    searchIngredients: async ({ query, ctx }) => {
      const result = await ingredients.search(ctx, query);
      return page(result.items, result.total);
    },
  });
}
