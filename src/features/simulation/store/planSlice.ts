import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DayOfWeek, MealOfDay, MealPlanView, PlanAction } from '../../../domain';
import type { WeekPlan } from '../../../services/generated/plannerApi.generated';
import { mondayOf } from '../../../domain/dates';
import { changedMeals } from './badges';
import { mealKey, type PinnedMeal, type PlanState } from './model';

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
  pinnedMeals: [],
};

const samePin = (a: PinnedMeal, b: PinnedMeal) => a.dayOfWeek === b.dayOfWeek && a.idMealOfDayDivision === b.idMealOfDayDivision;

/** The recipe of one division of one day of a plan. */
function recipeAt(plan: WeekPlan | null, pin: PinnedMeal): number | undefined {
  for (const m of plan?.mealPlans ?? [])
    if (m.dayOfWeek === pin.dayOfWeek)
      for (const s of m.scaledRecipes)
        if (s.mealOfDayDivision?.idMealOfDayDivision === pin.idMealOfDayDivision) return s.recipe.idRecipe;
  return undefined;
}

/** Pins whose meal is still the same recipe in the new plan (a pin the rules no longer allow goes). */
function keptPins(pins: PinnedMeal[], before: WeekPlan | null, after: WeekPlan): PinnedMeal[] {
  return pins.filter((p) => {
    const id = recipeAt(before, p);
    return id !== undefined && id === recipeAt(after, p);
  });
}

export const planSlice = createSlice({
  name: 'simulationPlan',
  initialState,
  reducers: {
    /** Clear plan: the plan goes (the variety lists are emptied with it). */
    planCleared(state) {
      // The week stays the one the plan was for.
      if (state.weekPlan) state.startDate = state.weekPlan.startDate;
      state.weekPlan = null;
      state.lastPlanAction = null;
      state.updatedMeals = [];
      state.regenerate = false;
      state.pinnedMeals = [];
    },
    /** Pin or unpin meals (divisions of a day): `pinned` says which way, for all of them. */
    mealsPinned(state, action: PayloadAction<{ meals: PinnedMeal[]; pinned: boolean }>) {
      const { meals, pinned } = action.payload;
      const others = (state.pinnedMeals ?? []).filter((p) => !meals.some((m) => samePin(m, p)));
      state.pinnedMeals = pinned ? [...others, ...meals] : others;
    },
    /** The "Regenerate" box (ticking it also empties the allowed ingredients). */
    regenerateToggled(state, action: PayloadAction<boolean>) {
      state.regenerate = action.payload;
    },
    /** The week of the next plan: the Monday of the chosen date's week (the selected tab follows it). */
    startDateChosen(state, action: PayloadAction<string>) {
      state.startDate = mondayOf(action.payload);
      state.selectedDay = null;
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
        state.pinnedMeals = planAction === 'CREATE' ? [] : keptPins(state.pinnedMeals ?? [], state.weekPlan, weekPlan);
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
