/** Algorithm testing (openapi/planner.yaml, tag Algorithm testing; nutritionists only per x-roles). */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/planner.schema.generated';
import type { CandidateCache } from '../candidates';
import { createTestingService } from './testingService';

export function createTestingRoutes(candidates: CandidateCache) {
  const testing = createTestingService(candidates);
  return handlersFor<operations>()({
    runMealPlanningTest: ({ body, ctx }) => testing.start(ctx, body),
    getMealPlanningTest: ({ params, ctx }) => testing.get(ctx, params.runId),
  });
}
