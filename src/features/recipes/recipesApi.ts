/**
 * The recipe screens' view of the API roots: the generated, enhanced endpoints (src/services)
 * re-exported as the hooks these screens use, so components never reach into `endpoints`.
 */
import { appApi } from '../../services/appApi';
import { searchApi } from '../../services/searchApi';

export const {
  useGetRecipeQuery,
  useSaveRecipeMutation,
  useDeleteRecipeMutation,
  useListTagsQuery,
  useListRecipeAuthorsQuery,
  useGetLanguagesQuery,
  useListFoodRestrictionsQuery,
  useListNutsRegionsQuery,
  useListRecipeSourcesQuery,
  useListRecipeFoodRestrictionsQuery,
  useGenerateRecipeTagsQuery,
  useGetRecipePhotosQuery,
} = appApi;

export const { useSearchRecipesQuery, useGetRecipeStatsQuery, useSearchIngredientsQuery } = searchApi;

export type { Recipe, RecipeInput, RecipeIngredient, RecipeNutritionalInfo, IngredientUnit, Tag, Languages } from '../../services/generated/appApi.generated';
export type { Recipe as RecipeRow, GetRecipeStatsApiArg, SearchRecipesApiArg } from '../../services/generated/searchApi.generated';

/** The message of an RTK Query error answer `{ code, message }`, when there is one. */
export function errorMessageOf(error: unknown): string | undefined {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' ? data.message : undefined;
}

export function errorCodeOf(error: unknown): string | undefined {
  const data = (error as { data?: { code?: unknown } } | undefined)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}
