/** The photo moderation screen's view of the app API: the generated, enhanced endpoints it uses. */
import { appApi } from '../../services/appApi';

export const {
  useListPhotosForModerationQuery,
  useApproveRecipePhotoMutation,
  useRejectRecipePhotoMutation,
  useGetRecipePhotoThumbnailQuery,
  useGetRecipePhotoImageQuery,
} = appApi;

export type { PhotoModerationEntry } from '../../services/generated/appApi.generated';

/** The queue the page shows (the list call's default status, sent explicitly). */
export const QUEUE_ARG = { status: 'UNDER_REVIEW' } as const;
