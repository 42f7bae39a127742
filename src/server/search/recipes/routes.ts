/** The recipe list and statistics of the search backend (openapi/search.yaml, tag Recipes). */
import { handlersFor, page } from '../../http';
import type { operations } from '../../generated/search.schema.generated';
import { createRecipeSearchService } from './recipeSearchService';

export function createRecipeSearchRoutes() {
  const recipes = createRecipeSearchService();
  return handlersFor<operations>()({
    searchRecipes: async ({ query, ctx }) => {
      const result = await recipes.search(ctx, query);
      return page(result.items, result.total);
    },
    getRecipeStats: ({ query, ctx }) => recipes.stats(ctx, query),
  });
}
