import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { searchApiBase } from './searchApiBase';
import { plannerApiBase } from './plannerApiBase';
import { listTag } from './tags';

/**
 * Invalidation across API roots: a mutation on one backend refreshes lists served by another
 * (a recipe saved on the app API refreshes the recipe list of the search base). One table, here.
 */
type Target = { root: 'search' | 'planner'; tags: ReturnType<typeof listTag>[] };

export const crossRootRules: Record<string, Target[]> = {
  saveRecipe: [{ root: 'search', tags: [listTag('Recipe'), listTag('RecipeStats')] }],
  deleteRecipe: [{ root: 'search', tags: [listTag('Recipe'), listTag('RecipeStats')] }],
  saveIngredient: [{ root: 'search', tags: [listTag('Ingredient')] }],
  duplicateIngredient: [{ root: 'search', tags: [listTag('Ingredient')] }],
  deleteIngredient: [{ root: 'search', tags: [listTag('Ingredient')] }],
  setIngredientVisibility: [{ root: 'search', tags: [listTag('Ingredient')] }],
  importIngredient: [{ root: 'search', tags: [listTag('Ingredient')] }],
};

interface MutationFulfilled extends UnknownAction {
  meta: { requestStatus: 'fulfilled'; arg: { type: 'mutation'; endpointName: string } };
}

function isAppMutationFulfilled(action: UnknownAction): action is MutationFulfilled {
  const meta = (action as Partial<MutationFulfilled>).meta;
  return action.type.startsWith('appApi/') && meta?.requestStatus === 'fulfilled' && meta.arg?.type === 'mutation';
}

export const crossRootInvalidation = createListenerMiddleware();

crossRootInvalidation.startListening({
  predicate: (action) => isAppMutationFulfilled(action),
  effect: (action, api) => {
    const { endpointName } = (action as MutationFulfilled).meta.arg;
    for (const target of crossRootRules[endpointName] ?? []) {
      const root = target.root === 'search' ? searchApiBase : plannerApiBase;
      api.dispatch(root.util.invalidateTags(target.tags as never));
    }
  },
});
