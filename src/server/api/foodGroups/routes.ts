/** Food group operations of the app API (openapi/api.yaml), bound by operationId. */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/api.schema.generated';
import { createFoodGroupsService } from './foodGroupsService';

export function createFoodGroupRoutes() {
  const groups = createFoodGroupsService();
  return handlersFor<operations>()({
    listFoodGroups: ({ ctx }) => groups.list(ctx),
    getFoodGroup: ({ params, ctx }) => groups.get(ctx, params.id),
    saveFoodGroup: ({ body, headers, ctx }) => groups.save(ctx, body, headers['idempotency-key']),
    deleteFoodGroup: ({ params, ctx }) => groups.remove(ctx, params.id),
    addFoodGroupIngredients: ({ params, query, ctx }) => groups.addIngredients(ctx, params.idGroup, query.idIngredient),
    removeFoodGroupIngredient: ({ params, query, ctx }) => groups.removeIngredient(ctx, params.id, query.idIngredient),
  });
}
