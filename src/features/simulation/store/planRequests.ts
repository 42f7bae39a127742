import { nanoid, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { DayOfWeek, MealOfDay } from '../../../domain';
import { plannerApi } from '../../../services/plannerApi';
import type { MealOfDayDivisionInput, RecipeRef, WeekPlan } from '../../../services/generated/plannerApi.generated';
import { editedSinceLastPlan, planChange, type PlanChange } from './planChange';
import { mealReplaced, planReceived, planRequested, planRequestFailed } from './planSlice';
import { toUserProfile } from './profileMapping';
import { buildWeekPlanRequest, selectNextPlanAction, selectPlanStartDate, type WithSimulation } from './selectors';

/** Failure of a plan or replacement request (planning.md section 8). */
export const PLAN_ERROR_MESSAGE = 'Error creating plan';

type SimulationThunk<R> = ThunkAction<R, WithSimulation, unknown, UnknownAction>;

/** A seed for the engine: the request carries it, so the same input and seed give the same plan on replay. */
const newSeed = () => Math.floor(Math.random() * 2_147_483_647);

/** A plan that arrived, and for an Update how it compares with the plan before and whether the inputs had changed. */
export interface PlanOutcome {
  weekPlan: WeekPlan;
  /** Null for a Calculate (no plan before). */
  change: PlanChange | null;
  /** See `editedSinceLastPlan`. */
  edited: boolean | null;
}

/**
 * Calculate (CREATE) or Update (REVIEW, or RECREATE with "Regenerate"): one request at a time; its
 * answer enters the history as one step. Resolves to the outcome when a plan arrived, null otherwise.
 */
export function requestPlan(options: {
  today: string;
  lang?: string;
  seed?: number;
}): SimulationThunk<Promise<PlanOutcome | null>> {
  return async (dispatch, getState) => {
    if (getState().simulation.pendingPlan) return null;
    const before = getState().simulation.present.plan.weekPlan;
    const edited = editedSinceLastPlan(getState().simulation);
    const planAction = selectNextPlanAction(getState());
    const requestId = nanoid();
    const seed = options.seed ?? newSeed();
    dispatch(planRequested({ requestId, planAction, seed }));
    const body = buildWeekPlanRequest(getState().simulation.present, planAction, {
      startDate: selectPlanStartDate(getState(), options.today),
      seed,
      lang: options.lang,
    });
    const result = await dispatch(plannerApi.endpoints.createWeekPlan.initiate({ weekPlanRequest: body }));
    if (result.data) {
      dispatch(planReceived({ requestId, planAction, weekPlan: result.data }));
      return { weekPlan: result.data, change: before ? planChange(before, result.data) : null, edited };
    }
    dispatch(planRequestFailed({ requestId, message: PLAN_ERROR_MESSAGE }));
    return null;
  };
}

/** Replace one division of one day by a recipe the user picked; the meal then shows the Updated badge. */
export function replaceMeal(target: {
  dayOfWeek: DayOfWeek;
  mealOfDay: MealOfDay;
  division: MealOfDayDivisionInput;
  recipe: RecipeRef;
  lang?: string;
}): SimulationThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const { simulation } = getState();
    const weekPlan = simulation.present.plan.weekPlan;
    if (simulation.pendingPlan || !weekPlan) return false;
    const requestId = nanoid();
    const seed = newSeed();
    dispatch(planRequested({ requestId, planAction: 'REVIEW', seed }));
    const { userProfile, scope } = toUserProfile(simulation.present.profile);
    const result = await dispatch(
      plannerApi.endpoints.getRecipeReplacements.initiate({
        recipeReplacementRequest: {
          userProfile,
          scope,
          weekPlan,
          mealOfDayDivisionToReplace: target.division,
          dayOfWeekToReplace: target.dayOfWeek,
          recipeToReplace: target.recipe,
          recommenderSettings: simulation.present.profile.recommenderSettings,
          ...(target.lang ? { lang: target.lang } : {}),
          ...((simulation.present.plan.pinnedMeals ?? []).length > 0 ? { pinnedMeals: simulation.present.plan.pinnedMeals } : {}),
          seed,
        },
      }),
    );
    if (result.data) {
      dispatch(mealReplaced({ requestId, dayOfWeek: target.dayOfWeek, mealOfDay: target.mealOfDay, weekPlan: result.data }));
      return true;
    }
    dispatch(planRequestFailed({ requestId, message: PLAN_ERROR_MESSAGE }));
    return false;
  };
}
