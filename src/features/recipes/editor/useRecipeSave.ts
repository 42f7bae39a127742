import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../components/toaster';
import { newIdempotencyKey } from '../../../services/idempotency';
import { draftCleared } from '../drafts/recipeDraftsSlice';
import { apiErrorOf, useDeleteRecipeMutation, useSaveRecipeMutation, type Recipe } from '../recipesApi';
import { formFieldOf, toRecipeInput, type RecipeFormField, type RecipeFormValues, type SaveContext } from './formModel';

interface SaveOptions {
  mode: 'new' | 'edit' | 'duplicate';
  draftKey: string;
  /** Stops a pending draft write, so a save or discard is not followed by a stale draft. */
  cancelDraft: () => void;
  onSaved: (recipe: Recipe) => void;
  /** Marks a field the server refused; answers whether that field is on screen. */
  onFieldError: (field: RecipeFormField, message: string) => boolean;
}

/**
 * Save and delete with the messages of the specification. A failed save (including a 409
 * RECIPE_VERSION_CONFLICT) keeps the draft, so no edit is lost; a 400 naming a field marks it.
 */
export function useRecipeSave({ mode, draftKey, cancelDraft, onSaved, onFieldError }: SaveOptions) {
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
      const { status, message, field } = apiErrorOf(error);
      const formField = status === 400 ? formFieldOf(field) : undefined;
      // A refused field is marked with the server's message where the user can correct it.
      if (formField && message && onFieldError(formField, message)) notify('error', 'Error saving recipe: see the marked field');
      else notify('error', message ?? 'Error saving recipe');
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
