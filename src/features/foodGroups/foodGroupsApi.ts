/** The food group screens' view of the app API: the generated, enhanced endpoints they use. */
import { appApi } from '../../services/appApi';
import { appApiFieldLimits } from '../../services/generated/appApi.constants.generated';

export const {
  useListFoodGroupsQuery,
  useGetFoodGroupQuery,
  useSaveFoodGroupMutation,
  useDeleteFoodGroupMutation,
  useAddFoodGroupIngredientsMutation,
  useRemoveFoodGroupIngredientMutation,
} = appApi;

export type { FoodGroup, FoodGroupSummary, IngredientRef } from '../../services/generated/appApi.generated';

/** The limits of the editor's fields (openapi/api.yaml). */
export const FOOD_GROUP_LIMITS = { name: appApiFieldLimits.FoodGroupInput.name } as const;

/** The answer of a delete refused because the system relies on the group's type. */
export const KNOWN_TYPE_CODE = 'FOOD_GROUP_KNOWN_TYPE';
export const KNOWN_TYPE_MESSAGE = 'Groups with a type known by the system cannot be deleted';
