/**
 * The algorithm testing screen's view of the planner API (runs: start, poll, list, cancel; the job queue's
 * figures for admins) and of the
 * app API (the context's recommender settings, the form's starting point, and its meal-of-day divisions, which the
 * generated users' plans are made of).
 */
import { appApi } from '../../services/appApi';
import { plannerApi } from '../../services/plannerApi';
import { listTag } from '../../services/tags';

export const {
  useRunMealPlanningTestMutation,
  useGetMealPlanningTestQuery,
  useListMealPlanningTestsQuery,
  useCancelMealPlanningTestMutation,
  useGetJobQueueQuery,
} = plannerApi;
export const { useGetRecommenderSettingsQuery, useListMealOfDayDivisionsQuery } = appApi;
/** Refetches the list of earlier runs (a shown run ended). */
export const refreshRunList = () => plannerApi.util.invalidateTags([listTag('Algorithm testing')]);

export type {
  GeneratorOptions,
  JobQueueFigures,
  MealsDayDeviation,
  RecommenderSettings,
  TestingResult,
  TestingRun,
} from '../../services/generated/plannerApi.generated';
export { apiErrorOf } from '../../services/apiError';
