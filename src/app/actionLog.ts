import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { appApiBase } from '../services/appApiBase';
import { plannerApiBase } from '../services/plannerApiBase';
import { searchApiBase } from '../services/searchApiBase';
import { digestOf, replayableState, sectionDigests, type SectionDigests } from './stateDigest';

/**
 * A bounded record of the actions a store has seen, with the state it started from, so that a tester
 * can download it ("Download action log" on /meal-simulation, or `nutritionActionLog.download()` in the
 * console) and a developer can replay it into a fresh store (`npm run replay-actions -- log.json`),
 * which says whether the replay reaches the same state and, if not, after which action it first differs.
 */
export interface LoggedAction {
  /** Milliseconds since the log started. */
  at: number;
  action: UnknownAction;
  /** Digests of the replayable state's sections after the action (see stateDigest.ts). */
  digests?: SectionDigests;
}

export interface ActionLogFile {
  format: typeof ACTION_LOG_FORMAT;
  /**
   * 1: actions only; 2: with the initial and final state and a digest after each action; 3: as 2, without RTK
   * Query's actions but the requests of the plan calls (`PLAN_CALLS`), whose answers are the plan actions that follow.
   */
  version: 1 | 2 | 3;
  recordedAt: string;
  /** True when older entries were dropped to stay within the limit (the initial state is then the state after them). */
  truncated: boolean;
  /** The replayable state before the first entry (server caches left out: their own actions refill them). */
  initialState?: Record<string, unknown>;
  entries: LoggedAction[];
  /** The replayable state after the last entry. */
  finalState?: Record<string, unknown>;
}

export interface ActionLog {
  middleware: Middleware;
  entries(): readonly LoggedAction[];
  /** Forgets what was recorded; the next action starts a new log from the state of that moment. */
  clear(): void;
  toFile(): ActionLogFile;
  isRecording(): boolean;
  /** Switching recording on starts a new log; switching it off keeps what was recorded. */
  setRecording(on: boolean): void;
}

export const ACTION_LOG_FORMAT = 'nutrition-backoffice/action-log';

/** redux-persist's bookkeeping carries functions and is redone by the store itself. */
const isBookkeeping = (type: string) => type.startsWith('persist/');

/**
 * The planner calls whose answer is a plan, and where a replay against a server sends their request again
 * (scripts/replay-actions.ts). Their answer is the plan of the `planReceived` / `mealReplaced` that follows.
 */
export const PLAN_CALLS: Readonly<Record<string, { path: string; bodyKey: string }>> = {
  createWeekPlan: { path: '/planner/simulate/weekPlan', bodyKey: 'weekPlanRequest' },
  getRecipeReplacements: { path: '/planner/simulate/recipeReplacements', bodyKey: 'recipeReplacementRequest' },
};

const API_ROOTS = new Set<string>([appApiBase.reducerPath, searchApiBase.reducerPath, plannerApiBase.reducerPath]);

/** An action of RTK Query (queries, mutations, subscriptions, its middleware's bookkeeping) on one of the API roots. */
export const isApiAction = (type: string) => API_ROOTS.has(type.slice(0, type.indexOf('/')));

interface PlanCallMeta {
  arg?: { endpointName?: string; originalArgs?: unknown };
}

/**
 * What the log keeps of an action, as plain data (null: nothing). A replay rebuilds the state from the app's own
 * actions and leaves the server caches out, so RTK Query's actions are not kept, except the request of a plan
 * call: its fulfilled action, with only the endpoint's name and the request (the answer is in the plan action
 * that follows), for a replay against a server.
 */
export function forLog(action: UnknownAction): UnknownAction | null {
  if (!isApiAction(action.type)) return toPlain(action) as UnknownAction;
  const arg = (action.meta as PlanCallMeta | undefined)?.arg;
  const planCall = arg?.endpointName !== undefined && Object.hasOwn(PLAN_CALLS, arg.endpointName);
  if (!planCall || !action.type.endsWith('/executeMutation/fulfilled')) return null;
  return toPlain({
    type: action.type,
    meta: { arg: { endpointName: arg.endpointName, originalArgs: arg.originalArgs } },
  }) as UnknownAction;
}

/** A deep copy of the JSON-like part of a value: class instances other than Date, and functions, are dropped. */
export function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object')
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const copy = toPlain(item);
    if (copy !== undefined) out[key] = copy;
  }
  return out;
}

interface Recorded extends LoggedAction {
  /** The replayable state after the action (frozen store state, shared: cheap to keep). */
  after: Record<string, unknown>;
}

export function createActionLog(limit = 5000, now: () => number = Date.now, recording = true): ActionLog {
  let started = now();
  let entries: Recorded[] = [];
  let truncated = false;
  let on = recording;
  /** The replayable state before the first entry; taken when the first entry is recorded. */
  let initial: Record<string, unknown> | null = null;
  let latest: Record<string, unknown> | null = null;

  const restart = () => {
    started = now();
    entries = [];
    truncated = false;
    initial = null;
    latest = null;
  };

  const middleware: Middleware = (api) => (next) => (action) => {
    const plain = action as UnknownAction;
    if (!on || typeof plain?.type !== 'string') return next(action);
    if (isBookkeeping(plain.type)) {
      // Not replayable (rehydration restores what was kept): the log starts again from the state after it.
      const result = next(action);
      if (plain.type === 'persist/REHYDRATE') restart();
      return result;
    }
    // A plain-data copy: later mutation cannot change the record, and what cannot be serialised is left out.
    const copy = forLog(plain);
    if (copy === null) return next(action);
    if (initial === null) initial = replayableState(api.getState());
    const result = next(action);
    const after = replayableState(api.getState());
    latest = after;
    entries.push({ at: now() - started, action: copy, digests: sectionDigests(after), after });
    if (entries.length > limit) {
      const dropped = entries.length - limit;
      initial = entries[dropped - 1].after;
      entries = entries.slice(dropped);
      truncated = true;
    }
    return result;
  };

  return {
    middleware,
    entries: () => entries,
    clear: restart,
    isRecording: () => on,
    setRecording: (value: boolean) => {
      if (value && !on) restart();
      on = value;
    },
    toFile: () => ({
      format: ACTION_LOG_FORMAT,
      version: 3,
      recordedAt: new Date(now()).toISOString(),
      truncated,
      ...(initial ? { initialState: toPlain(initial) as Record<string, unknown> } : {}),
      entries: entries.map(({ at, action, digests }) => ({ at, action, ...(digests ? { digests } : {}) })),
      ...(latest ? { finalState: toPlain(latest) as Record<string, unknown> } : {}),
    }),
  };
}

/** Reads an exported log, refusing anything that is not one. */
export function parseActionLog(text: string): ActionLogFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('The action log is not valid JSON');
  }
  const file = data as Partial<ActionLogFile>;
  if (file?.format !== ACTION_LOG_FORMAT || ![1, 2, 3].includes(file.version ?? 0) || !Array.isArray(file.entries)) {
    throw new Error(`Not an action log (expected format "${ACTION_LOG_FORMAT}", version 1, 2 or 3)`);
  }
  file.entries.forEach((entry, i) => {
    if (typeof entry?.action?.type !== 'string') throw new Error(`Entry ${i} has no action type`);
  });
  return file as ActionLogFile;
}

/**
 * An entry a replay dispatches: not redux-persist's bookkeeping, nor RTK Query's actions (a plan call's request
 * is there for a replay against a server; older logs hold every query, whose caches a replay does not compare).
 */
export const isReplayed = (type: string) => !isBookkeeping(type) && !isApiAction(type);

/** Dispatches every replayed action of the log, in order, into a store; returns how many were replayed. */
export function replayActions(dispatch: (action: UnknownAction) => unknown, file: ActionLogFile): number {
  let count = 0;
  for (const { action } of file.entries) {
    if (!isReplayed(action.type)) continue;
    dispatch(action);
    count += 1;
  }
  return count;
}

/** Where a replay first left the recorded path, if it did. */
export interface ReplayDivergence {
  /** Index of the entry after which the state first differs (-1: already before the first). */
  entry: number;
  actionType: string;
  /** The sections of the state that differ at that point. */
  sections: string[];
}

/**
 * Replays step by step, comparing the state's digests after each action with the recorded ones;
 * returns the first divergence, or null when every recorded digest matched.
 */
export function replayAndCompare(
  store: { dispatch: (action: UnknownAction) => unknown; getState: () => unknown },
  file: ActionLogFile,
): ReplayDivergence | null {
  for (const [i, { action, digests }] of file.entries.entries()) {
    if (!isReplayed(action.type)) continue;
    store.dispatch(action);
    if (!digests) continue;
    const replayed = sectionDigests(replayableState(store.getState()));
    const sections = [...new Set([...Object.keys(digests), ...Object.keys(replayed)])].filter((k) => digests[k] !== replayed[k]);
    if (sections.length) return { entry: i, actionType: action.type, sections };
  }
  return null;
}

export { digestOf, replayableState };

/** The log of the running app (set by boot), for the screens that switch recording and download it. */
let appActionLog: ActionLog | null = null;
export function registerActionLog(log: ActionLog | null): void {
  appActionLog = log;
}
export function registeredActionLog(): ActionLog | null {
  return appActionLog;
}

/** Saves the log as a JSON file for `npm run replay-actions`. */
export function downloadActionLog(log: ActionLog): void {
  const blob = new Blob([JSON.stringify(log.toFile())], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `action-log-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}
