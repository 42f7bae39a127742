import { combineReducers, createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { PlanAction } from '../../../domain';
import type { SimulationPresent } from './model';
import { profileActions, profileSlice } from './profileSlice';
import { mealReplaced, planActions, planReceived, planRequested, planRequestFailed, planSlice } from './planSlice';
import { nextPlanAction, varietyActions, varietySlice } from './varietySlice';

/** Undo and Redo act on profile, plan and variety together. */
export const undo = createAction('simulation/undo');
export const redo = createAction('simulation/redo');

/** How many steps Undo can go back (at least 50). */
export const HISTORY_LIMIT = 100;

export interface PendingPlanRequest {
  requestId: string;
  planAction: PlanAction;
}

export interface SimulationState {
  past: SimulationPresent[];
  present: SimulationPresent;
  future: SimulationPresent[];
  /** The plan request in flight: while there is one, Undo and Redo wait (a request is never undone halfway). */
  pendingPlan: PendingPlanRequest | null;
  /** Edits of one field in a row are one step (typing a name is not one step per letter). */
  lastStepKey: string | null;
}

const combined = combineReducers({ profile: profileSlice.reducer, plan: planSlice.reducer, variety: varietySlice.reducer });

export function initialSimulationState(): SimulationState {
  return {
    past: [],
    present: combined(undefined, { type: '@@simulation/init' }),
    future: [],
    pendingPlan: null,
    lastStepKey: null,
  };
}

/** The three slices, plus the variety rule that needs the plan: restricting and allowing act only in REVIEW. */
function presentReducer(present: SimulationPresent, action: UnknownAction): SimulationPresent {
  const restrictOrAllow = varietyActions.ingredientRestricted.match(action) || varietyActions.ingredientAllowed.match(action);
  if (restrictOrAllow && nextPlanAction(present.plan) !== 'REVIEW') return present;
  return combined(present, action);
}

/** Choosing a view or a day is navigation, not an edit: it makes no step, and Undo keeps it. */
const isNavigation = (action: UnknownAction) => planActions.daySelected.match(action) || planActions.viewSelected.match(action);
/** The context's defaults arriving are no edit either: no step to undo. */
const isContextDefault = (action: UnknownAction) => profileActions.contextDistributionApplied.match(action);

function keepNavigation(restored: SimulationPresent, current: SimulationPresent): SimulationPresent {
  return { ...restored, plan: { ...restored.plan, selectedDay: current.plan.selectedDay, view: current.plan.view } };
}

/** The field an action edits, when successive edits of it should be one step. */
function stepKey(action: UnknownAction): string | null {
  const p = profileActions;
  const payload = action.payload as { id?: number; macro?: string } | undefined;
  if (p.memberNameChanged.match(action)) return `name:${payload?.id}`;
  if (p.memberAgeChanged.match(action)) return `age:${payload?.id}`;
  if (p.memberWeightChanged.match(action)) return `weight:${payload?.id}`;
  if (p.memberHeightChanged.match(action)) return `height:${payload?.id}`;
  if (p.memberBurnedKcalChanged.match(action)) return `burned:${payload?.id}`;
  if (p.memberCustomKcalChanged.match(action)) return `kcal:${payload?.id}`;
  if (p.macroChanged.match(action)) return `macro:${payload?.macro}`;
  if (p.notesChanged.match(action)) return 'notes';
  if (p.recommenderSettingsChanged.match(action)) return 'settings';
  return null;
}

function record(state: SimulationState, next: SimulationPresent, key: string | null): SimulationState {
  if (key !== null && key === state.lastStepKey) return { ...state, present: next, future: [] };
  return { ...state, past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: next, future: [], lastStepKey: key };
}

/** The simulation's reducer: the three slices under one undo history. */
export function simulationReducer(state: SimulationState = initialSimulationState(), action: UnknownAction): SimulationState {
  if (undo.match(action)) {
    if (state.pendingPlan || state.past.length === 0) return state;
    const previous = state.past[state.past.length - 1];
    return {
      ...state,
      past: state.past.slice(0, -1),
      present: keepNavigation(previous, state.present),
      future: [state.present, ...state.future],
      lastStepKey: null,
    };
  }
  if (redo.match(action)) {
    if (state.pendingPlan || state.future.length === 0) return state;
    const [next, ...rest] = state.future;
    return {
      ...state,
      past: [...state.past, state.present],
      present: keepNavigation(next, state.present),
      future: rest,
      lastStepKey: null,
    };
  }
  if (planRequested.match(action)) {
    return { ...state, pendingPlan: { requestId: action.payload.requestId, planAction: action.payload.planAction } };
  }
  if (planRequestFailed.match(action)) {
    return state.pendingPlan?.requestId === action.payload.requestId ? { ...state, pendingPlan: null } : state;
  }
  if (planReceived.match(action) || mealReplaced.match(action)) {
    // Only the answer to the request in flight counts; it enters the history as one step.
    if (state.pendingPlan?.requestId !== action.payload.requestId) return state;
    return { ...record(state, presentReducer(state.present, action), null), pendingPlan: null };
  }
  const next = presentReducer(state.present, action);
  if (next === state.present) return state;
  if (isNavigation(action) || isContextDefault(action)) return { ...state, present: next };
  return record(state, next, stepKey(action));
}
