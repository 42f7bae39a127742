/** The user screens' view of the app API and the planner: the generated, enhanced endpoints they use. */
import { appApi } from '../../services/appApi';
import { plannerApi } from '../../services/plannerApi';
import type { Country } from '../../services/generated/appApi.generated';

export const {
  useListUsersQuery,
  useCreateUserMutation,
  useResetUserPasswordMutation,
  useDeleteUserMutation,
  useListContextsQuery,
  useGetUserProfileQuery,
} = appApi;
export const { useGetDbContextsQuery, useGetUserMealPlanQuery, useListUserMealPlanWeeksQuery, useGetNutritionalNeedsQuery } =
  plannerApi;

export type { Country, User, UserProfile } from '../../services/generated/appApi.generated';
export type { MemberNutritionalNeeds, WeekPlan } from '../../services/generated/plannerApi.generated';

/**
 * The impersonation headers of the admin screens: act in `context` as user 1 (catalogue section 6), or,
 * for the nutritional needs, as the user whose needs are read.
 */
export function impersonating(context: Country, userId: number | string = 1) {
  return { 'X-Impersonate-Context': context, 'X-Impersonate-User-Id': String(userId) } as const;
}

/** Users are listed 20 a page. */
export const USERS_PAGE_SIZE = 20;

export const USER_MESSAGES = {
  deleted: 'Account was deleted successfully',
  deleteFailed: 'Error deleting account',
  created: 'Account was created successfully',
  createFailed: 'Error creating account',
  reset: 'Password was reset successfully',
  resetFailed: 'Error resetting password',
  confirmDelete: 'Are you sure you want to delete this user?',
} as const;
