/** The recommender settings preview (openapi/planner.yaml previewRecommenderSettings). */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/planner.schema.generated';
import type { CandidateCache } from '../candidates';
import type { PlanThreads } from '../planThreads';
import { createPlanningService } from '../simulation/planningService';
import { createPreviewService } from './previewService';

export function createPreviewRoutes(candidates: CandidateCache, threads: PlanThreads) {
  const preview = createPreviewService(createPlanningService(candidates), threads);
  return handlersFor<operations>()({
    previewRecommenderSettings: ({ body, ctx }) => preview.preview(ctx, body),
  });
}
