/** Photo moderation operations of the app API (openapi/api.yaml), bound by operationId. */
import { handlersFor } from '../../http';
import type { operations } from '../../generated/api.schema.generated';
import { createModerationService } from './moderationService';

export function createPhotoModerationRoutes() {
  const moderation = createModerationService();
  return handlersFor<operations>()({
    listPhotosForModeration: ({ query, ctx }) => moderation.list(ctx, query.status, query.sortBy),
    getPhotoModerationEntry: ({ params, ctx }) => moderation.get(ctx, params.id),
    approveRecipePhoto: ({ params, ctx }) => moderation.approve(ctx, params.id),
    rejectRecipePhoto: ({ params, ctx }) => moderation.reject(ctx, params.id),
  });
}
