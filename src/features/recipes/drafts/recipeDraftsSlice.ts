import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecipeFormValues } from '../editor/formModel';

/** Unsaved edits of the recipe editor, by recipe id ('new' for a recipe not yet created). */
export interface RecipeDraft {
  values: RecipeFormValues;
  /** The server version the draft was started from, so the save carries it. */
  version?: number;
  savedAt: number;
}

export interface RecipeDraftsState {
  byKey: Record<string, RecipeDraft>;
}

const initialState: RecipeDraftsState = { byKey: {} };

export const recipeDraftsSlice = createSlice({
  name: 'recipeDrafts',
  initialState,
  reducers: {
    draftKept(state, action: PayloadAction<{ key: string; draft: RecipeDraft }>) {
      state.byKey[action.payload.key] = action.payload.draft;
    },
    draftCleared(state, action: PayloadAction<string>) {
      delete state.byKey[action.payload];
    },
  },
  selectors: {
    selectRecipeDraft: (state, key: string): RecipeDraft | undefined => state.byKey[key],
  },
});

export const { draftKept, draftCleared } = recipeDraftsSlice.actions;
export const { selectRecipeDraft } = recipeDraftsSlice.selectors;

/** The drafts key of an editor route. */
export function draftKeyOf(mode: 'new' | 'edit' | 'duplicate', recipeId?: number): string {
  if (mode === 'new') return 'new';
  return mode === 'duplicate' ? `duplicate-${recipeId}` : String(recipeId);
}
