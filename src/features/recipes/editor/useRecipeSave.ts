import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../components/toaster';
import { draftCleared } from '../drafts/recipeDraftsSlice';
import { errorMessageOf, useDeleteRecipeMutation, useSaveRecipeMutation, type Recipe } from '../recipesApi';
import { toRecipeInput, type RecipeFormValues, type SaveContext } from './formModel';

interface SaveOptions {
  mode: 'new' | 'edit' | 'duplicate';
  draftKey: string;
  /** Stops a pending draft write, so a save or discard is not followed by a stale draft. */
  cancelDraft: () => void;
  onSaved: (recipe: Recipe) => void;
}

function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Save and delete with the messages of catalogue.md section 8. A failed save (including a 409
 * RECIPE_VERSION_CONFLICT) keeps the draft, so no edit is lost.
 */
export function useRecipeSave({ mode, draftKey, cancelDraft, onSaved }: SaveOptions) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [saveRecipe, saveState] = useSaveRecipeMutation();
  const [deleteRecipe, deleteState] = useDeleteRecipeMutation();
  // One key per editor visit: a retried create returns the recipe created the first time.
  const idempotencyKey = useRef(newIdempotencyKey());

  const save = async (values: RecipeFormValues, context: SaveContext) => {
    try {
      const outcome = await saveRecipe({
        recipeInput: toRecipeInput(values, context),
        ...(mode === 'edit' ? {} : { 'Idempotency-Key': idempotencyKey.current }),
      }).unwrap();
      if (!outcome.success || !outcome.data) {
        notify('error', outcome.errorMessage ?? 'Error saving recipe');
        return;
      }
      cancelDraft();
      dispatch(draftCleared(draftKey));
      if (mode === 'edit') {
        notify('success', 'Saved with success');
        onSaved(outcome.data);
      } else {
        notify('success', 'Recipe created with success');
        navigate(`/recipes/${outcome.data.idRecipe}`);
      }
    } catch (error) {
      notify('error', errorMessageOf(error) ?? 'Error saving recipe');
    }
  };

  const remove = async (idRecipe: number) => {
    try {
      await deleteRecipe({ id: idRecipe }).unwrap();
      cancelDraft();
      dispatch(draftCleared(draftKey));
      notify('success', 'Deleted with success');
      navigate('/recipes');
    } catch {
      notify('error', 'Error deleting recipe');
    }
  };

  return { save, remove, saving: saveState.isLoading, deleting: deleteState.isLoading };
}
