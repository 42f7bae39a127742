import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import type { DefinitionsFromApi, TagDescription } from '@reduxjs/toolkit/query';
import type { appApi } from './appApi';
import type { addTagTypes as searchTagTypes } from './generated/searchApi.generated';
import { searchApi } from './searchApi';
import { listTag } from './tags';

type AppEndpoint = keyof DefinitionsFromApi<typeof appApi>;
type SearchTag = TagDescription<(typeof searchTagTypes)[number]>;

/**
 * Invalidation across API roots: a mutation on the app API refreshes what the search backend lists
 * (a recipe saved on the app API refreshes the recipe list and stats of the search base). One table, here.
 */
const crossRootRules: Partial<Record<AppEndpoint, SearchTag[]>> = {
  saveRecipe: [listTag('Recipes')],
  deleteRecipe: [listTag('Recipes')],
  saveIngredient: [listTag('Ingredients')],
  duplicateIngredient: [listTag('Ingredients')],
  deleteIngredient: [listTag('Ingredients')],
  setIngredientVisibility: [listTag('Ingredients')],
  importIngredient: [listTag('Ingredients')],
  saveIngredientUnits: [listTag('Ingredients')],
  // Food group membership and names show in the ingredient search (its group filter and columns).
  saveFoodGroup: [listTag('Ingredients')],
  deleteFoodGroup: [listTag('Ingredients')],
  addFoodGroupIngredients: [listTag('Ingredients')],
  removeFoodGroupIngredient: [listTag('Ingredients')],
  // An ingredient's display name shows in the ingredient search (NUTRITIONIST_UI) and its WITH_IG filter.
  createIngredientGroup: [listTag('Ingredients')],
  updateIngredientGroup: [listTag('Ingredients')],
  deleteIngredientGroup: [listTag('Ingredients')],
  // A restriction's excluded ingredients decide which recipes its filter finds.
  saveFoodRestriction: [listTag('Recipes')],
  deleteFoodRestriction: [listTag('Recipes')],
};

/** The endpoint of a fulfilled app API mutation, read from the thunk's action. */
function fulfilledAppMutation(action: UnknownAction): string | undefined {
  if (action.type !== 'appApi/executeMutation/fulfilled' || !('meta' in action)) return undefined;
  const { meta } = action;
  if (typeof meta !== 'object' || meta === null || !('arg' in meta) || typeof meta.arg !== 'object' || meta.arg === null)
    return undefined;
  return 'endpointName' in meta.arg && typeof meta.arg.endpointName === 'string' ? meta.arg.endpointName : undefined;
}

const tagsAfter = (endpoint: string | undefined): SearchTag[] =>
  Object.entries(crossRootRules).find(([name]) => name === endpoint)?.[1] ?? [];

export const crossRootInvalidation = createListenerMiddleware();

crossRootInvalidation.startListening({
  predicate: (action) => tagsAfter(fulfilledAppMutation(action)).length > 0,
  effect: (action, api) => {
    api.dispatch(searchApi.util.invalidateTags(tagsAfter(fulfilledAppMutation(action))));
  },
});
