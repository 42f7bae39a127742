import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '../../../components/toaster';
import { refusalReason } from '../../../services/apiError';
import { newIdempotencyKey } from '../../../services/idempotency';
import {
  MESSAGES,
  useDeleteIngredientMutation,
  useDuplicateIngredientMutation,
  useSetIngredientVisibilityMutation,
} from './fcdbApi';

/**
 * The editor's actions that save on their own, outside the form: duplicate (then open the copy), delete
 * after confirmation (then back to the list) and the hidden-from-app-users switch, each with its message.
 */
export function useIngredientActions(id: number) {
  const navigate = useNavigate();
  const [duplicate, duplicating] = useDuplicateIngredientMutation();
  const [deleteIngredient, deleting] = useDeleteIngredientMutation();
  const [setVisibility, visibility] = useSetIngredientVisibilityMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const onDuplicate = async () => {
    try {
      const copy = await duplicate({ id, 'Idempotency-Key': newIdempotencyKey() }).unwrap();
      notify('success', MESSAGES.duplicated);
      navigate(`/ingredients/fcdb/${copy.idIngredient}`);
    } catch (error) {
      notify('error', MESSAGES.duplicateFailed, refusalReason(error));
    }
  };

  const onDelete = async () => {
    try {
      await deleteIngredient({ id }).unwrap();
      setConfirmingDelete(false);
      notify('success', MESSAGES.deleted);
      navigate('/ingredients/fcdb');
    } catch (error) {
      setConfirmingDelete(false);
      notify('error', MESSAGES.deleteFailed, refusalReason(error));
    }
  };

  const onVisibility = async (hidden: boolean) => {
    try {
      await setVisibility({ id, hidden }).unwrap();
    } catch {
      notify('error', MESSAGES.visibilityFailed);
    }
  };

  return {
    onDuplicate,
    duplicating: duplicating.isLoading,
    onDelete,
    deleting: deleting.isLoading,
    confirmingDelete,
    setConfirmingDelete,
    onVisibility,
    changingVisibility: visibility.isLoading,
  };
}
