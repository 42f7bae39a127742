/** The food restriction screens' view of the app API: the generated, enhanced endpoints they use. */
import { appApi } from '../../services/appApi';
import { appApiFieldLimits } from '../../services/generated/appApi.constants.generated';

export const {
  useListFoodRestrictionsQuery,
  useGetFoodRestrictionQuery,
  useSaveFoodRestrictionMutation,
  useDeleteFoodRestrictionMutation,
} = appApi;

export type { FoodRestriction, FoodRestrictionSummary } from '../../services/generated/appApi.generated';

/** The limits of the editor's fields (openapi/api.yaml). */
export const FOOD_RESTRICTION_LIMITS = { name: appApiFieldLimits.FoodRestrictionInput.name } as const;
