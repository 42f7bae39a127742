import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/**
 * A bounded record of the actions a store has seen, so that a tester can export it from the browser
 * (`window.nutritionActionLog.download()`) and a developer can replay it into a fresh store
 * (`npm run replay-actions -- log.json`) to reproduce a plan bug exactly.
 */
export interface LoggedAction {
  /** Milliseconds since the log started. */
  at: number;
  action: UnknownAction;
}

export interface ActionLogFile {
  format: typeof ACTION_LOG_FORMAT;
  version: 1;
  recordedAt: string;
  /** True when older entries were dropped to stay within the limit (a replay then starts mid-way). */
  truncated: boolean;
  entries: LoggedAction[];
}

export interface ActionLog {
  middleware: Middleware;
  entries(): readonly LoggedAction[];
  clear(): void;
  toFile(): ActionLogFile;
}

export const ACTION_LOG_FORMAT = 'nutrition-backoffice/action-log';

/** redux-persist's bookkeeping carries functions and is redone by the store itself. */
const isBookkeeping = (type: string) => type.startsWith('persist/');

/** A deep copy of the JSON-like part of a value: class instances other than Date, and functions, are dropped. */
export function toPlain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
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

export function createActionLog(limit = 5000, now: () => number = Date.now): ActionLog {
  const started = now();
  let entries: LoggedAction[] = [];
  let truncated = false;
  const middleware: Middleware = () => (next) => (action) => {
    const plain = action as UnknownAction;
    if (typeof plain?.type === 'string' && !isBookkeeping(plain.type)) {
      // A plain-data copy: later mutation cannot change the record, and what cannot be serialised
      // (RTK Query's Request/Response in meta.baseQueryMeta, functions) is left out.
      entries.push({ at: now() - started, action: toPlain(plain) as UnknownAction });
      if (entries.length > limit) {
        entries = entries.slice(entries.length - limit);
        truncated = true;
      }
    }
    return next(action);
  };
  return {
    middleware,
    entries: () => entries,
    clear: () => {
      entries = [];
      truncated = false;
    },
    toFile: () => ({ format: ACTION_LOG_FORMAT, version: 1, recordedAt: new Date(now()).toISOString(), truncated, entries: [...entries] }),
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
  if (file?.format !== ACTION_LOG_FORMAT || file.version !== 1 || !Array.isArray(file.entries)) {
    throw new Error(`Not an action log (expected format "${ACTION_LOG_FORMAT}", version 1)`);
  }
  file.entries.forEach((entry, i) => {
    if (typeof entry?.action?.type !== 'string') throw new Error(`Entry ${i} has no action type`);
  });
  return file as ActionLogFile;
}

/** Dispatches every logged action, in order, into a store; returns how many were replayed. */
export function replayActions(dispatch: (action: UnknownAction) => unknown, file: ActionLogFile): number {
  let count = 0;
  for (const { action } of file.entries) {
    if (isBookkeeping(action.type)) continue;
    dispatch(action);
    count += 1;
  }
  return count;
}
