import { useEffect, useState } from 'react';
import { notify } from '../../../components/toaster';
import { apiErrorOf, refusalReason } from '../../../services/apiError';
import {
  INGREDIENT_VERSION_CONFLICT_CODE,
  MESSAGES,
  useSaveIngredientMutation,
  type Ingredient,
  type IngredientInput,
} from './fcdbApi';

/**
 * The reason a save answered 2xx but not 204 gives in its body (`errorMessage`, as the recipe save's
 * answer names it, or `message`): such a save is an error (only 204 saves), and its reason is worth showing.
 */
function reasonInSuccessStatus(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('data' in error)) return undefined;
  const { status, data } = error;
  if (typeof status !== 'number' || status < 200 || status > 299 || typeof data !== 'object' || data === null) return undefined;
  const reason = 'errorMessage' in data ? data.errorMessage : 'message' in data ? data.message : undefined;
  return typeof reason === 'string' && reason ? reason : undefined;
}

interface SaveOptions {
  /** The ingredient as last read from the server. */
  ingredient: Ingredient;
  /** Whether the form holds edits of the user's (fields that differ from what was loaded). */
  edited: boolean;
  /** Reads the ingredient again from the server. */
  refetch: () => Promise<Ingredient>;
  /** Puts the server's copy in the form, dropping the user's edits. */
  resetForm: (fresh: Ingredient) => void;
}

/**
 * The ingredient editor's save with optimistic locking, as the recipe editor's (useRecipeSave): the body
 * carries the version the form's edits started from; a 409 INGREDIENT_VERSION_CONFLICT (someone else saved
 * in between) keeps the edits in the form, says so in the toast (the specification's message, the server's
 * reason under it) and raises `conflict`, whose `reload` puts the current copy in the form.
 */
export function useIngredientSave({ ingredient, edited, refetch, resetForm }: SaveOptions) {
  const [saveIngredient, saving] = useSaveIngredientMutation();
  const [version, setVersion] = useState(ingredient.version);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);

  // A form without edits shows every field as read (a refetch replaced them all): its edits start from that
  // version. With edits, the version stays the one they started from, so a save over someone else's is a 409.
  useEffect(() => {
    if (!edited) setVersion(ingredient.version);
  }, [edited, ingredient.version]);

  const save = async (input: Omit<IngredientInput, 'version'>) => {
    const loaded = version;
    try {
      await saveIngredient({ idIngredient: ingredient.idIngredient, ingredientInput: { ...input, version: loaded } }).unwrap();
      // A save adds exactly one to the version it was sent with: the next save (even before the ingredient
      // is read again) starts from there.
      setVersion(loaded + 1);
      setConflict(false);
      notify('success', MESSAGES.saved);
    } catch (error) {
      if (apiErrorOf(error).code === INGREDIENT_VERSION_CONFLICT_CODE) setConflict(true);
      notify('error', MESSAGES.saveFailed, refusalReason(error) ?? reasonInSuccessStatus(error));
    }
  };

  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await refetch();
      resetForm(fresh);
      setVersion(fresh.version);
      setConflict(false);
    } catch {
      notify('error', 'The ingredient could not be reloaded');
    } finally {
      setReloading(false);
    }
  };

  return { save, saving: saving.isLoading, conflict, reload, reloading };
}
