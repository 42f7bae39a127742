import type { DefinitionsFromApi } from '@reduxjs/toolkit/query';
import { plannerApiGenerated } from './generated/plannerApi.generated';
import { plannerApiPagedOperations } from './generated/plannerApi.meta.generated';
import { withPaging, type PagedDefinitions } from './paging';
import { idTag, listAndItemTags, listTag } from './tags';

type Generated = DefinitionsFromApi<typeof plannerApiGenerated>;
type Paged = (typeof plannerApiPagedOperations)[number];

/**
 * The meal planner: simulation, week plans, replacements, needs, profiles, algorithm testing. Tag
 * types are the document's tags (generated); profiles are tagged by list and id.
 */
export const plannerApi = plannerApiGenerated
  .enhanceEndpoints<never, PagedDefinitions<Generated, Paged>>({
    endpoints: withPaging<Generated, Paged>(plannerApiPagedOperations),
  })
  .enhanceEndpoints({
    endpoints: {
      listSimulationProfiles: { providesTags: (profiles) => listAndItemTags('Simulation profiles', profiles, (p) => p.id) },
      getSimulationProfile: { providesTags: (_r, _e, { id }) => [idTag('Simulation profiles', id)] },
      createSimulationProfile: { invalidatesTags: [listTag('Simulation profiles')] },
      updateSimulationProfile: {
        invalidatesTags: (_r, _e, { id }) => [listTag('Simulation profiles'), idTag('Simulation profiles', id)],
      },
      deleteSimulationProfile: {
        invalidatesTags: (_r, _e, { id }) => [listTag('Simulation profiles'), idTag('Simulation profiles', id)],
      },
      getMealPlanningTest: { providesTags: (_r, _e, { runId }) => [idTag('Algorithm testing', runId)] },
      explainMeal: { invalidatesTags: [] },
      // A preview plans with edited settings and saves nothing: it refreshes nothing.
      previewRecommenderSettings: { invalidatesTags: [] },
      // The list shows each run's status: a new run or a cancel refreshes it (the run itself is polled).
      listMealPlanningTests: { providesTags: [listTag('Algorithm testing')] },
      runMealPlanningTest: { invalidatesTags: [listTag('Algorithm testing')] },
      cancelMealPlanningTest: {
        invalidatesTags: (_r, _e, { runId }) => [listTag('Algorithm testing'), idTag('Algorithm testing', runId)],
      },
    },
  });

export const {
  useSimulateMutation,
  useCreateWeekPlanMutation,
  useGetRecipeReplacementsMutation,
  useGetMealReplacementsMutation,
  useExplainMealMutation,
  usePreviewRecommenderSettingsMutation,
  useSimulateNutritionalNeedsMutation,
  useGetNutritionalNeedsQuery,
  useGetUserMealPlanQuery,
  useListUserMealPlanWeeksQuery,
  useListSimulationProfilesQuery,
  useGetSimulationProfileQuery,
  useCreateSimulationProfileMutation,
  useUpdateSimulationProfileMutation,
  useDeleteSimulationProfileMutation,
  useRunMealPlanningTestMutation,
  useGetMealPlanningTestQuery,
  useListMealPlanningTestsQuery,
  useCancelMealPlanningTestMutation,
  useGetDbContextsQuery,
  useGetJobQueueQuery,
  useGetCatalogueCoverageQuery,
} = plannerApi;
