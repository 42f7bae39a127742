import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../components/toaster';
import { appApi } from '../../services/appApi';
import { useApproveRecipePhotoMutation, useRejectRecipePhotoMutation, type QueueArg } from './photoModerationApi';

export type ModerationAction = 'approve' | 'reject';

const FAILURE: Record<ModerationAction, string> = {
  approve: 'Failed to approve photo',
  reject: 'Failed to reject photo',
};

/**
 * Approve and reject are optimistic: the photo leaves the queue as soon as the action starts and
 * comes back, with a message, when the call fails.
 */
export function useModerationActions(queueArg: QueueArg) {
  const dispatch = useAppDispatch();
  const [approve] = useApproveRecipePhotoMutation();
  const [reject] = useRejectRecipePhotoMutation();
  return useCallback(
    async (id: number, action: ModerationAction) => {
      const patch = dispatch(
        appApi.util.updateQueryData('listPhotosForModeration', queueArg, (entries) => entries.filter((e) => e.id !== id)),
      );
      try {
        await (action === 'approve' ? approve({ id }) : reject({ id })).unwrap();
      } catch {
        patch.undo();
        notify('error', FAILURE[action]);
      }
    },
    [approve, reject, dispatch, queueArg],
  );
}
