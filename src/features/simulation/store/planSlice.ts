import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DayOfWeek, MealOfDay, MealPlanView, PlanAction } from '../../../domain';
import type { WeekPlan } from '../../../services/generated/plannerApi.generated';
import { changedMeals } from './badges';
import { mealKey, type PlanState } from './model';

/**
 * The life of a plan request. The request id ties an answer to its request, so an answer enters the
 * history as one step and an answer nobody waits for any more is dropped.
 */
export const planRequested = createAction<{ requestId: string; planAction: PlanAction; seed: number }>(
  'simulationPlan/planRequested',
);
export const planReceived = createAction<{ requestId: string; planAction: PlanAction; weekPlan: WeekPlan }>(
  'simulationPlan/planReceived',
);
export const planRequestFailed = createAction<{ requestId: string; message: string }>('simulationPlan/planRequestFailed');
/** A single replacement: the whole plan comes back with one division of one day changed. */
export const mealReplaced = createAction<{ requestId: string; dayOfWeek: DayOfWeek; mealOfDay: MealOfDay; weekPlan: WeekPlan }>(
  'simulationPlan/mealReplaced',
);

const initialState: PlanState = {
  weekPlan: null,
  lastPlanAction: null,
  updatedMeals: [],
  regenerate: false,
  selectedDay: null,
  view: 'WEEK',
};

export const planSlice = createSlice({
  name: 'simulationPlan',
  initialState,
  reducers: {
    /** Clear plan: the plan goes (the variety lists are emptied with it). */
    planCleared(state) {
      state.weekPlan = null;
      state.lastPlanAction = null;
      state.updatedMeals = [];
      state.regenerate = false;
    },
    /** The "Regenerate" box (ticking it also empties the allowed ingredients). */
    regenerateToggled(state, action: PayloadAction<boolean>) {
      state.regenerate = action.payload;
    },
    daySelected(state, action: PayloadAction<DayOfWeek>) {
      state.selectedDay = action.payload;
    },
    viewSelected(state, action: PayloadAction<MealPlanView>) {
      state.view = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(planReceived, (state, action) => {
        const { planAction, weekPlan } = action.payload;
        // A fresh create clears the flags; review and recreate mark the meals whose recipes changed.
        state.updatedMeals = planAction === 'CREATE' || !state.weekPlan ? [] : changedMeals(state.weekPlan, weekPlan);
        state.weekPlan = weekPlan;
        state.lastPlanAction = planAction;
        state.regenerate = false;
      })
      .addCase(mealReplaced, (state, action) => {
        const { dayOfWeek, mealOfDay, weekPlan } = action.payload;
        const key = mealKey(dayOfWeek, mealOfDay);
        if (!state.updatedMeals.includes(key)) state.updatedMeals.push(key);
        state.weekPlan = weekPlan;
      });
  },
});

export const planActions = planSlice.actions;
