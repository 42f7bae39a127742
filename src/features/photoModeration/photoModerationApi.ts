/** The photo moderation screen's view of the app API: the generated, enhanced endpoints it uses. */
import { appApi } from '../../services/appApi';
import type { ListPhotosForModerationApiArg } from '../../services/generated/appApi.generated';

export const {
  useListPhotosForModerationQuery,
  useApproveRecipePhotoMutation,
  useRejectRecipePhotoMutation,
  useGetRecipePhotoThumbnailQuery,
  useGetRecipePhotoImageQuery,
} = appApi;

export type { PhotoModerationEntry } from '../../services/generated/appApi.generated';

/** The arguments of the queue shown: the optimistic updates patch exactly that cache entry. */
export type QueueArg = ListPhotosForModerationApiArg;

/** The queue the page shows (the list call's default status, sent explicitly). */
export const QUEUE_ARG: QueueArg = { status: 'UNDER_REVIEW' };
