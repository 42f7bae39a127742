/** Saved simulation profiles (openapi/planner.yaml, tag Simulation profiles). */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/planner.schema.generated';
import { createSimulationProfilesService } from './simulationProfilesService';

export function createSimulationProfileRoutes() {
  const profiles = createSimulationProfilesService();
  return handlersFor<operations>()({
    listSimulationProfiles: ({ ctx }) => profiles.list(ctx),
    getSimulationProfile: ({ params, ctx }) => profiles.get(ctx, params.id),
    createSimulationProfile: ({ body, ctx }) => profiles.create(ctx, body),
    updateSimulationProfile: ({ params, body, ctx }) => profiles.update(ctx, params.id, body),
    deleteSimulationProfile: ({ params, ctx }) => profiles.remove(ctx, params.id),
  });
}
