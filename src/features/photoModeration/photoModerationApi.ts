/** The photo moderation screen's view of the app API: the generated, enhanced endpoints it uses. */
import { appApi } from '../../services/appApi';
import type { ListPhotosForModerationApiArg } from '../../services/generated/appApi.generated';
import { appApiEnums } from '../../services/generated/appApi.constants.generated';

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

export type PhotoModerationSort = NonNullable<QueueArg['sortBy']>;
export type PhotoCheckFlag = (typeof appApiEnums.PhotoCheckFlag)[number];

/** The queue the page shows (the list call's default status, sent explicitly), in the chosen order. */
export const queueArg = (sortBy: PhotoModerationSort = 'CREATION_DATE'): QueueArg =>
  sortBy === 'CREATION_DATE' ? { status: 'UNDER_REVIEW' } : { status: 'UNDER_REVIEW', sortBy };

/** The orders a moderator may pick: oldest first, the most doubtful first, or one doubt first. */
export const SORT_LABELS: Record<PhotoModerationSort, string> = {
  CREATION_DATE: 'Oldest first',
  FLAGS: 'Most doubts first',
  TINY: 'Tiny first',
  BLURRED: 'Blurred first',
  DARK: 'Dark first',
  BRIGHT: 'Too bright first',
  NEAR_DUPLICATE: 'Near duplicates first',
};

/** What each automatic pre-check flag means, in words. */
export const FLAG_LABELS: Record<PhotoCheckFlag, string> = {
  TINY: 'Tiny',
  BLURRED: 'Blurred',
  DARK: 'Dark',
  BRIGHT: 'Too bright',
  NEAR_DUPLICATE: 'Near duplicate',
};
