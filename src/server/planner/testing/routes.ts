/** Algorithm testing (openapi/planner.yaml, tag Algorithm testing; roles per x-roles). */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/planner.schema.generated';
import type { TestingRuns } from './runs';
import { createTestingService } from './testingService';

export function createTestingRoutes(runs: TestingRuns) {
  const testing = createTestingService(runs);
  return handlersFor<operations>()({
    listMealPlanningTests: ({ ctx }) => testing.list(ctx),
    runMealPlanningTest: ({ body, ctx }) => testing.start(ctx, body),
    getMealPlanningTest: ({ params, ctx }) => testing.get(ctx, params.runId),
    cancelMealPlanningTest: ({ params, ctx }) => testing.cancel(ctx, params.runId),
  });
}
