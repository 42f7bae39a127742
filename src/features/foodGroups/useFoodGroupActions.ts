import { useRef, useState } from 'react';
import { notify } from '../../components/toaster';
import { apiErrorOf } from '../../services/apiError';
import { newIdempotencyKey } from '../../services/idempotency';
import {
  KNOWN_TYPE_CODE,
  useAddFoodGroupIngredientsMutation,
  useDeleteFoodGroupMutation,
  useRemoveFoodGroupIngredientMutation,
  useSaveFoodGroupMutation,
  type FoodGroup,
} from './foodGroupsApi';

export type DeleteOutcome = 'deleted' | 'known-type' | 'failed';

/** Save, delete and ingredient removal of one food group (absent id: a new group), with their messages. */
export function useFoodGroupActions(idGroup: number | undefined) {
  const [saveFoodGroup] = useSaveFoodGroupMutation();
  const [addIngredients] = useAddFoodGroupIngredientsMutation();
  const [removeIngredientCall] = useRemoveFoodGroupIngredientMutation();
  const [deleteFoodGroup, deleteState] = useDeleteFoodGroupMutation();
  const [saving, setSaving] = useState(false);
  const [removingIngredient, setRemovingIngredient] = useState<number>();
  // One key per new group, so a retried create does not make a second group.
  const createKey = useRef(newIdempotencyKey());

  /** Saves the name, then adds the picked ingredients; answers the saved group, or undefined on failure. */
  const save = async (name: string, ingredientIds: number[]): Promise<FoodGroup | undefined> => {
    setSaving(true);
    try {
      let saved = await saveFoodGroup(
        idGroup === undefined
          ? { 'Idempotency-Key': createKey.current, foodGroupInput: { name } }
          : { foodGroupInput: { idGroup, name } },
      ).unwrap();
      if (ingredientIds.length > 0)
        saved = await addIngredients({ idGroup: saved.idGroup, idIngredient: ingredientIds }).unwrap();
      notify('success', 'Food group saved with success');
      return saved;
    } catch {
      notify('error', 'Error saving food group');
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  const removeIngredient = async (idIngredient: number) => {
    if (idGroup === undefined) return;
    setRemovingIngredient(idIngredient);
    try {
      await removeIngredientCall({ id: idGroup, idIngredient }).unwrap();
    } catch {
      notify('error', 'Error deleting ingredient');
    } finally {
      setRemovingIngredient(undefined);
    }
  };

  const remove = async (): Promise<DeleteOutcome> => {
    if (idGroup === undefined) return 'failed';
    try {
      await deleteFoodGroup({ id: idGroup }).unwrap();
      return 'deleted';
    } catch (error) {
      if (apiErrorOf(error).code === KNOWN_TYPE_CODE) return 'known-type';
      notify('error', 'Error deleting food group');
      return 'failed';
    }
  };

  return { save, removeIngredient, remove, saving, removingIngredient, deleting: deleteState.isLoading };
}
