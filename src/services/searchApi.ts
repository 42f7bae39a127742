import type { DefinitionsFromApi } from '@reduxjs/toolkit/query';
import { searchApiGenerated } from './generated/searchApi.generated';
import { searchApiPagedOperations } from './generated/searchApi.meta.generated';
import { withPaging, type PagedDefinitions } from './paging';
import type { Page } from './page';
import { listAndItemTags, listTag } from './tags';

type Definitions = PagedDefinitions<DefinitionsFromApi<typeof searchApiGenerated>, (typeof searchApiPagedOperations)[number]>;
export const searchTagTypes = ['Recipe', 'RecipeStats', 'Ingredient'] as const;

/** The search backend: recipe list and stats, ingredient search (totals from x-result-count). */
export const searchApi = searchApiGenerated.enhanceEndpoints<(typeof searchTagTypes)[number], Definitions>({
  addTagTypes: searchTagTypes,
  endpoints: withPaging(searchApiPagedOperations, {
    searchRecipes: {
      providesTags: (page: Page<{ idRecipe?: number }> | undefined) => listAndItemTags('Recipe', page?.items, (r) => r.idRecipe),
    },
    getRecipeStats: { providesTags: () => [listTag('RecipeStats')] },
    searchIngredients: {
      providesTags: (page: Page<{ idIngredient?: number }> | undefined) =>
        listAndItemTags('Ingredient', page?.items, (i) => i.idIngredient),
    },
  }) as never,
});

export const { useSearchRecipesQuery, useGetRecipeStatsQuery, useSearchIngredientsQuery, useLazySearchIngredientsQuery } = searchApi;
