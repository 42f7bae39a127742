import type { DefinitionsFromApi } from '@reduxjs/toolkit/query';
import { searchApiGenerated } from './generated/searchApi.generated';
import { searchApiPagedOperations } from './generated/searchApi.meta.generated';
import { withPaging, type PagedDefinitions } from './paging';
import { listAndItemTags, listTag } from './tags';

type Generated = DefinitionsFromApi<typeof searchApiGenerated>;
type Paged = (typeof searchApiPagedOperations)[number];

/**
 * The search backend: recipe list and stats, ingredient search (totals from x-result-count). Tag
 * types are the document's tags (generated); src/services/invalidation.ts refreshes them when the
 * app API changes what they list.
 */
export const searchApi = searchApiGenerated
  .enhanceEndpoints<never, PagedDefinitions<Generated, Paged>>({
    endpoints: withPaging<Generated, Paged>(searchApiPagedOperations),
  })
  .enhanceEndpoints({
    endpoints: {
      searchRecipes: { providesTags: (page) => listAndItemTags('Recipes', page?.items, (r) => r.idRecipe) },
      getRecipeStats: { providesTags: [listTag('Recipes')] },
      searchIngredients: { providesTags: (page) => listAndItemTags('Ingredients', page?.items, (i) => i.idIngredient) },
    },
  });

export const { useSearchRecipesQuery, useGetRecipeStatsQuery, useSearchIngredientsQuery, useLazySearchIngredientsQuery } =
  searchApi;
