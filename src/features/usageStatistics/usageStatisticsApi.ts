/** The usage statistics screens' view of the app API: the generated, enhanced endpoints they use. */
import { appApi } from '../../services/appApi';

export const {
  useGetTopLoggedIngredientsQuery,
  useGetTopLoggedRecipesQuery,
  useGetTopLoggedOffProductsQuery,
  useGetTopLoggedFoodEntriesQuery,
  useGetTopFavoritedIngredientsQuery,
  useGetTopFavoritedRecipesQuery,
  useGetRestrictedIngredientsUsersCountQuery,
  useGetDietaryRestrictionsUsersCountQuery,
  useGetDailyRollingActiveUsersQuery,
  useGetWeeklyRollingActiveUsersQuery,
  useGetMonthlyRollingActiveUsersQuery,
  useGetMealPlanAdherenceQuery,
  useGetAdherenceTrendQuery,
  useGetAdherenceWeightChangeQuery,
  useGetRetentionCurveQuery,
  useGetUsersEnrolledQuery,
  useGetUsersActiveQuery,
  useGetAdherenceByProvenanceQuery,
  useGetLifecycleQuery,
} = appApi;

export type {
  AdherenceShare,
  Lifecycle,
  RecipeAdherence,
  TimeBucket,
  UsageTopKeyedRow,
  UsageTopRow,
} from '../../services/generated/appApi.generated';

/** Statistics lists show 20 rows a page; offset = 20 x page. */
export const STATISTICS_PAGE_SIZE = 20;
