/**
 * The recipe screens' view of the API roots: the generated, enhanced endpoints (src/services)
 * re-exported as the hooks these screens use, so components never reach into `endpoints`; the
 * enumerations and field limits come from the generated constants of the same documents.
 */
import { appApi } from '../../services/appApi';
import { plannerApi } from '../../services/plannerApi';
import { searchApi } from '../../services/searchApi';
import { appApiEnums, appApiFieldLimits } from '../../services/generated/appApi.constants.generated';
import { searchApiEnums } from '../../services/generated/searchApi.constants.generated';

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
  useGetRecipePhotoThumbnailQuery,
} = appApi;

export const { useSearchRecipesQuery, useGetRecipeStatsQuery, useSearchIngredientsQuery } = searchApi;

export const { useGetCatalogueCoverageQuery } = plannerApi;

export type {
  Recipe,
  RecipeInput,
  RecipeIngredient,
  RecipeNutritionalInfo,
  IngredientUnit,
  Tag,
  Languages,
} from '../../services/generated/appApi.generated';
export type {
  RecipeSummary as RecipeRow,
  GetRecipeStatsApiArg,
  SearchRecipesApiArg,
} from '../../services/generated/searchApi.generated';
export { apiErrorOf } from '../../services/apiError';

/** The values the editor offers (openapi/api.yaml). */
export const RECIPE_ENUMS = appApiEnums;
/** The values the list filters offer (openapi/search.yaml). */
export const SEARCH_ENUMS = searchApiEnums;

/** The limits of the editor's fields (openapi/api.yaml), read by the form rules and hints. */
export const RECIPE_LIMITS = {
  name: appApiFieldLimits.RecipeInput.name,
  otherInfo: appApiFieldLimits.RecipeInput.otherInfo,
  source: appApiFieldLimits.RecipeInput.source,
  servings: appApiFieldLimits.PreparationDetails.servings,
  preparationTime: appApiFieldLimits.PreparationDetails.preparationTime,
  cookingTime: appApiFieldLimits.PreparationDetails.cookingTime,
  preparationSteps: appApiFieldLimits.PreparationDetails.preparationSteps,
  quantity: appApiFieldLimits.RecipeIngredient.quantity,
  weightYieldFactor: appApiFieldLimits.WeightYieldFactor.factor,
  translatedName: appApiFieldLimits.RecipeI18nLabels.NAME,
  translatedSteps: appApiFieldLimits.RecipeI18nLabels.PREPARATION_STEPS,
  translatedOtherInfo: appApiFieldLimits.RecipeI18nLabels.OTHER_INFO,
} as const;
