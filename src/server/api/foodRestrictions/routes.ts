/** Food restriction operations of the app API (openapi/api.yaml), bound by operationId; the list is in recipes/routes.ts with the editor's lookups. */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/api.schema.generated';
import { createFoodRestrictionsService } from './foodRestrictionsService';

export function createFoodRestrictionRoutes() {
  const restrictions = createFoodRestrictionsService();
  return handlersFor<operations>()({
    getFoodRestriction: ({ params, ctx }) => restrictions.get(ctx, params.id),
    saveFoodRestriction: ({ body, headers, ctx }) => restrictions.save(ctx, body, headers['idempotency-key']),
    deleteFoodRestriction: ({ params, ctx }) => restrictions.remove(ctx, params.id),
  });
}
