import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlanAction, VarietyLevel } from '../../../domain';
import type { IngredientRef, WeekPlan } from '../../../services/generated/plannerApi.generated';
import { mealReplaced, planActions, planReceived } from './planSlice';
import type { PlanState, VarietyState } from './model';

const initialState: VarietyState = {
  priorityIngredients: [],
  allowedIngredients: [],
  excludedIngredients: [],
  varietyLevel: 'UNLIMITED',
};

/** What the plan panel's button would send next: CREATE without a plan, else REVIEW, or RECREATE when "Regenerate" is ticked. */
export function nextPlanAction(plan: Pick<PlanState, 'weekPlan' | 'regenerate'>): PlanAction {
  if (!plan.weekPlan) return 'CREATE';
  return plan.regenerate ? 'RECREATE' : 'REVIEW';
}

/** The distinct ingredients of a plan, in the order they first appear. */
export function planIngredients(plan: WeekPlan): IngredientRef[] {
  const seen = new Map<number, IngredientRef>();
  for (const meal of plan.mealPlans) {
    for (const recipe of meal.scaledRecipes) {
      for (const { ingredient } of recipe.scaledRecipeIngredients ?? []) {
        if (!seen.has(ingredient.idIngredient)) seen.set(ingredient.idIngredient, ingredient);
      }
    }
  }
  return [...seen.values()];
}

const without = (list: IngredientRef[], id: number) => list.filter((i) => i.idIngredient !== id);

/** After a plan arrives, the ingredients it uses are the allowed ones (minus those excluded). */
function allowFromPlan(state: VarietyState, plan: WeekPlan): void {
  const excluded = new Set(state.excludedIngredients.map((i) => i.idIngredient));
  state.allowedIngredients = planIngredients(plan).filter((i) => !excluded.has(i.idIngredient));
}

export const varietySlice = createSlice({
  name: 'simulationVariety',
  initialState,
  reducers: {
    priorityIngredientAdded(state, action: PayloadAction<IngredientRef>) {
      if (!state.priorityIngredients.some((i) => i.idIngredient === action.payload.idIngredient)) {
        state.priorityIngredients.push(action.payload);
      }
    },
    priorityIngredientRemoved(state, action: PayloadAction<number>) {
      state.priorityIngredients = without(state.priorityIngredients, action.payload);
    },
    /**
     * Restrict an ingredient: from allowed to excluded. Only in REVIEW; the simulation reducer
     * (simulationReducer.ts), which sees the plan, ignores it in CREATE and RECREATE.
     */
    ingredientRestricted(state, action: PayloadAction<{ idIngredient: number }>) {
      const { idIngredient } = action.payload;
      const ingredient = state.allowedIngredients.find((i) => i.idIngredient === idIngredient);
      if (!ingredient) return;
      state.allowedIngredients = without(state.allowedIngredients, idIngredient);
      state.excludedIngredients.push(ingredient);
    },
    /** Allow it again: back from excluded to allowed (REVIEW only). */
    ingredientAllowed(state, action: PayloadAction<{ idIngredient: number }>) {
      const { idIngredient } = action.payload;
      const ingredient = state.excludedIngredients.find((i) => i.idIngredient === idIngredient);
      if (!ingredient) return;
      state.excludedIngredients = without(state.excludedIngredients, idIngredient);
      state.allowedIngredients.push(ingredient);
    },
    varietyLevelChanged(state, action: PayloadAction<VarietyLevel>) {
      state.varietyLevel = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(planReceived, (state, action) => allowFromPlan(state, action.payload.weekPlan))
      .addCase(mealReplaced, (state, action) => allowFromPlan(state, action.payload.weekPlan))
      .addCase(planActions.planCleared, (state) => {
        state.allowedIngredients = [];
        state.excludedIngredients = [];
      })
      .addCase(planActions.regenerateToggled, (state, action) => {
        if (action.payload) state.allowedIngredients = [];
      });
  },
});

export const varietyActions = varietySlice.actions;
