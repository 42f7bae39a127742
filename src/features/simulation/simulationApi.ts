/**
 * The simulation screen's view of the API roots: the generated, enhanced endpoints re-exported as the
 * hooks this screen uses (lookups from the app API and search; planning calls go through store/planRequests.ts).
 */
import { appApi } from '../../services/appApi';
import { searchApi } from '../../services/searchApi';

export const {
  useListFoodRestrictionsQuery,
  useListContextUsersQuery,
  useLazyGetUserProfileQuery,
  useListMealOfDayDivisionsQuery,
} = appApi;
export const { useSearchIngredientsQuery, useSearchRecipesQuery } = searchApi;
