import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../components/toaster';
import { appApi } from '../../../services/appApi';
import type { Recipe, RecipeInput } from '../recipesApi';
import { apiErrorOf, useSaveRecipeMutation } from '../recipesApi';

/** The save body of a loaded recipe, unchanged (server-computed fields are left out). */
export function recipeToInput(recipe: Recipe): RecipeInput {
  return {
    idRecipe: recipe.idRecipe,
    version: recipe.version,
    name: recipe.name,
    status: recipe.status,
    author: recipe.author,
    recipeIngredients: recipe.recipeIngredients,
    tags: recipe.tags,
    cuisine: recipe.cuisine,
    nutsRegion: recipe.nutsRegion,
    expertiseLevel: recipe.expertiseLevel,
    otherInfo: recipe.otherInfo,
    source: recipe.source,
    preparationDetails: recipe.preparationDetails,
    i18nLabels: recipe.i18nLabels,
    // Roles staff chose are sent back; derived ones are not, so a rename or a new meal type derives them again.
    ...(recipe.mealRolesSetBy ? { mealRoles: recipe.mealRoles } : {}),
  };
}

/**
 * Saves one change made in the list (name, meal types). A list row is only a summary, so the whole
 * recipe is fetched fresh first (with its current version) and saved with the change applied.
 */
export function useQuickSave() {
  const dispatch = useAppDispatch();
  const [saveRecipe] = useSaveRecipeMutation();
  return useCallback(
    async (idRecipe: number, change: (input: RecipeInput) => RecipeInput): Promise<boolean> => {
      try {
        const recipe = await dispatch(
          appApi.endpoints.getRecipe.initiate({ id: idRecipe }, { subscribe: false, forceRefetch: true }),
        ).unwrap();
        const outcome = await saveRecipe({ recipeInput: change(recipeToInput(recipe)) }).unwrap();
        if (!outcome.success) {
          notify('error', outcome.errorMessage ?? 'Error saving recipe');
          return false;
        }
        notify('success', 'Saved with success');
        return true;
      } catch (error) {
        notify('error', apiErrorOf(error).message ?? 'Error saving recipe');
        return false;
      }
    },
    [dispatch, saveRecipe],
  );
}
