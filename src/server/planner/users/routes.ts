/** Stored users' meal plans (openapi/planner.yaml, tag User meal plans). */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/planner.schema.generated';
import { createUserPlansService } from './userPlansService';

export function createUserPlanRoutes() {
  const plans = createUserPlansService();
  return handlersFor<operations>()({
    getUserMealPlan: ({ params, query, ctx }) => plans.weekPlan(ctx, params.idUser, query.date),
    listUserMealPlanWeeks: ({ params, ctx }) => plans.planWeeks(ctx, params.idUser),
  });
}
