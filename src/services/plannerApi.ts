import type { DefinitionsFromApi } from '@reduxjs/toolkit/query';
import { plannerApiGenerated } from './generated/plannerApi.generated';
import { plannerApiPagedOperations } from './generated/plannerApi.meta.generated';
import { withPaging, type PagedDefinitions } from './paging';
import { idTag, listTag } from './tags';

type Definitions = PagedDefinitions<DefinitionsFromApi<typeof plannerApiGenerated>, (typeof plannerApiPagedOperations)[number]>;
export const plannerTagTypes = ['SimulationProfile', 'MealPlanningTest'] as const;

/** The meal planner: simulation, week plans, replacements, needs, profiles, algorithm testing. */
export const plannerApi = plannerApiGenerated.enhanceEndpoints<(typeof plannerTagTypes)[number], Definitions>({
  addTagTypes: plannerTagTypes,
  endpoints: withPaging(plannerApiPagedOperations, {
    listSimulationProfiles: {
      providesTags: (profiles: Array<{ id?: number }> | undefined) => [
        listTag('SimulationProfile'),
        ...(profiles ?? []).flatMap((p) => (p.id === undefined ? [] : [idTag('SimulationProfile', p.id)])),
      ],
    },
    getSimulationProfile: { providesTags: (_r: unknown, _e: unknown, arg: { id: number }) => [idTag('SimulationProfile', arg.id)] },
    createSimulationProfile: { invalidatesTags: [listTag('SimulationProfile')] },
    updateSimulationProfile: {
      invalidatesTags: (_r: unknown, _e: unknown, arg: { id: number }) => [listTag('SimulationProfile'), idTag('SimulationProfile', arg.id)],
    },
    deleteSimulationProfile: {
      invalidatesTags: (_r: unknown, _e: unknown, arg: { id: number }) => [listTag('SimulationProfile'), idTag('SimulationProfile', arg.id)],
    },
    getMealPlanningTest: { providesTags: (_r: unknown, _e: unknown, arg: { runId: string }) => [idTag('MealPlanningTest', arg.runId)] },
  }) as never,
});

export const {
  useSimulateMutation,
  useCreateWeekPlanMutation,
  useGetRecipeReplacementsMutation,
  useGetMealReplacementsMutation,
  useSimulateNutritionalNeedsMutation,
  useGetNutritionalNeedsQuery,
  useGetUserMealPlanQuery,
  useListSimulationProfilesQuery,
  useGetSimulationProfileQuery,
  useCreateSimulationProfileMutation,
  useUpdateSimulationProfileMutation,
  useDeleteSimulationProfileMutation,
  useRunMealPlanningTestMutation,
  useGetMealPlanningTestQuery,
  useGetDbContextsQuery,
} = plannerApi;
