/**
 * Replays a Redux action log downloaded from the SPA ("Download action log" on /meal-simulation, or
 * nutritionActionLog.download() in the console) into a fresh store started from the log's initial
 * state, and says whether it reaches the recorded state; if not, after which action it first differs.
 *
 *   npm run replay-actions -- <log.json> [--show=a.b.c]
 *   npm run replay-actions -- --path=<log.json>
 *   npm run replay-actions -- <log.json> --server=http://localhost:8080 [--token=<bearer token>]
 *
 * With --server, every recorded plan request (create/review/recreate, replacement) is also sent again
 * to that running server (token from --token or REPLAY_TOKEN) and its answer compared with the recorded
 * one: the request carries its seed, so the same profile, settings, catalogue and seed give the same plan.
 *
 * Exit code: 0 when the replay matches, 1 when it differs (or the file is not a log), 2 on bad usage.
 */
import { readFileSync } from 'node:fs';
import {
  isReplayed,
  parseActionLog,
  PLAN_CALLS,
  replayAndCompare,
  replayActions,
  replayableState,
  toPlain,
  type ActionLogFile,
  type LoggedAction,
} from '../src/app/actionLog';
import { makeStore, type RootState } from '../src/app/store';
import { mealReplaced, planReceived } from '../src/features/simulation/store/planSlice';

const USAGE = 'usage: npm run replay-actions -- <log.json> | --path=<log.json> [--show=a.b.c] [--server=<url> [--token=<token>]]';

function option(argv: string[], name: string): string | undefined {
  const inline = argv.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function positional(argv: string[]): string | undefined {
  return argv.find((a, i) => !a.startsWith('--') && !['--path', '--show', '--server', '--token'].includes(argv[i - 1] ?? ''));
}

const at = (value: unknown, path: string) =>
  path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/** The first path (depth first, keys in order) where two JSON-like values differ. */
export function firstDifference(
  a: unknown,
  b: unknown,
  path = '',
): { path: string; recorded: unknown; replayed: unknown } | null {
  if (a === b) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      );
      if (found) return found;
    }
    return null;
  }
  return { path: path || '(root)', recorded: a, replayed: b };
}

export function replayFile(file: ActionLogFile, show?: string): { code: number; lines: string[] } {
  const lines: string[] = [];
  const store = makeStore(file.initialState as Partial<RootState> | undefined);
  if (file.truncated) lines.push('The log was truncated: it starts from the state after the dropped entries.');
  if (!file.initialState || file.version === 1) {
    const count = replayActions(store.dispatch, file);
    lines.push(`Replayed ${count} actions from a log without a recorded state (format version 1): nothing to compare.`);
    lines.push(JSON.stringify(toPlain(at(replayableState(store.getState()), show ?? '')), null, 2));
    return { code: 0, lines };
  }
  const divergence = replayAndCompare(store, file);
  const replayed = toPlain(replayableState(store.getState()));
  if (show) lines.push(JSON.stringify(at(replayed, show), null, 2));
  if (!divergence) {
    const diff = firstDifference(file.finalState, replayed);
    if (!diff) {
      lines.push(`Replayed ${file.entries.length} actions: the replayed state matches the recorded one.`);
      return { code: 0, lines };
    }
    lines.push(
      `Replayed ${file.entries.length} actions: the final state differs at ${diff.path}: recorded ${short(diff.recorded)}, replayed ${short(diff.replayed)}.`,
    );
    return { code: 1, lines };
  }
  lines.push(
    `The replayed state first differs from the recorded one after entry ${divergence.entry + 1} of ${file.entries.length} ` +
      `(${divergence.actionType}), in ${divergence.sections.join(', ')}.`,
  );
  // The recorded state is kept whole only at the end: show where the end states differ too.
  const rest = file.entries.slice(divergence.entry + 1);
  for (const { action } of rest) if (isReplayed(action.type)) store.dispatch(action);
  const diff = firstDifference(file.finalState, toPlain(replayableState(store.getState())));
  if (diff)
    lines.push(
      `At the end of the log the states differ first at ${diff.path}: recorded ${short(diff.recorded)}, replayed ${short(diff.replayed)}.`,
    );
  return { code: 1, lines };
}

interface RecordedCall {
  arg?: { endpointName?: string; originalArgs?: Record<string, unknown> };
}

/**
 * The recorded answer of the plan call of entry i: its payload in logs of format 2, otherwise the plan of the
 * `planReceived` / `mealReplaced` that follows it (the thunk dispatches it with the answer as soon as it arrives).
 */
function recordedAnswer(entries: readonly LoggedAction[], i: number): { found: boolean; plan?: unknown } {
  const { action } = entries[i];
  if ('payload' in action) return { found: true, plan: action.payload };
  const answer = entries.slice(i + 1).find((e) => planReceived.match(e.action) || mealReplaced.match(e.action))?.action;
  return answer ? { found: true, plan: (answer.payload as { weekPlan: unknown }).weekPlan } : { found: false };
}

/** Sends each recorded plan request again to a running server and compares its answer with the recorded one. */
export async function replayAgainstServer(
  file: ActionLogFile,
  server: string,
  token?: string,
): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  let code = 0;
  let count = 0;
  for (const [i, { action }] of file.entries.entries()) {
    if (action.type !== 'plannerApi/executeMutation/fulfilled') continue;
    const arg = (action.meta as RecordedCall | undefined)?.arg;
    const call = arg?.endpointName ? PLAN_CALLS[arg.endpointName] : undefined;
    if (!call || !arg?.originalArgs) continue;
    const recorded = recordedAnswer(file.entries, i);
    if (!recorded.found) {
      lines.push(`Entry ${i + 1} (${arg.endpointName}): the log ends before its answer; not sent.`);
      continue;
    }
    count += 1;
    const response = await fetch(new URL(call.path, server), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(arg.originalArgs[call.bodyKey]),
    });
    if (response.status === 401 || response.status === 403) {
      // Not a plan difference: nothing was compared. Exit 2, as for a usage error.
      lines.push(
        `Entry ${i + 1} (${arg.endpointName}): the server refused the token (${response.status}). ` +
          'Sign in again and copy a fresh access token (it lasts 5 minutes) into REPLAY_TOKEN; no plan was compared.',
      );
      return { code: 2, lines };
    }
    if (!response.ok) {
      lines.push(`Entry ${i + 1} (${arg.endpointName}): the server answered ${response.status}.`);
      code = 1;
      continue;
    }
    const diff = firstDifference(toPlain(recorded.plan), await response.json());
    if (diff) {
      lines.push(
        `Entry ${i + 1} (${arg.endpointName}): the server's plan differs at ${diff.path}: recorded ${short(diff.recorded)}, now ${short(diff.replayed)}.`,
      );
      code = 1;
    }
  }
  lines.push(
    code === 0
      ? `Sent ${count} plan requests to ${server}: every answer matches the recorded one.`
      : `Sent ${count} plan requests to ${server}: some answers differ.`,
  );
  return { code, lines };
}

async function main(argv: string[]): Promise<number> {
  const path = option(argv, 'path') ?? positional(argv);
  if (!path) {
    console.error(USAGE);
    return 2;
  }
  const file = parseActionLog(readFileSync(path, 'utf8'));
  const local = replayFile(file, option(argv, 'show'));
  for (const line of local.lines) console.log(line);
  const server = option(argv, 'server');
  if (!server) return local.code;
  const remote = await replayAgainstServer(file, server, option(argv, 'token') ?? process.env.REPLAY_TOKEN);
  for (const line of remote.lines) console.log(line);
  return Math.max(local.code, remote.code);
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
