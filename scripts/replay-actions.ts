/**
 * Replays a Redux action log downloaded from the SPA ("Download action log" on /meal-simulation, or
 * nutritionActionLog.download() in the console) into a fresh store started from the log's initial
 * state, and says whether it reaches the recorded state; if not, after which action it first differs.
 *
 *   npm run replay-actions -- <log.json> [--show=a.b.c]
 *   npm run replay-actions -- --path=<log.json>
 *
 * Exit code: 0 when the replay matches, 1 when it differs (or the file is not a log), 2 on bad usage.
 */
import { readFileSync } from 'node:fs';
import { parseActionLog, replayAndCompare, replayActions, replayableState, toPlain, type ActionLogFile } from '../src/app/actionLog';
import { makeStore, type RootState } from '../src/app/store';
// The endpoints the screens use, so that the recorded API actions find their definitions (in the
// app each screen loads them; a replay has no screen).
import '../src/services/appApi';
import '../src/services/searchApi';
import '../src/services/plannerApi';

const USAGE = 'usage: npm run replay-actions -- <log.json> | --path=<log.json> [--show=a.b.c]';

function option(argv: string[], name: string): string | undefined {
  const inline = argv.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function positional(argv: string[]): string | undefined {
  return argv.find((a, i) => !a.startsWith('--') && !['--path', '--show'].includes(argv[i - 1] ?? ''));
}

const at = (value: unknown, path: string) =>
  path.split('.').filter(Boolean).reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

/** The first path (depth first, keys in order) where two JSON-like values differ. */
export function firstDifference(a: unknown, b: unknown, path = ''): { path: string; recorded: unknown; replayed: unknown } | null {
  if (a === b) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
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
    lines.push(`Replayed ${file.entries.length} actions: the final state differs at ${diff.path}: recorded ${short(diff.recorded)}, replayed ${short(diff.replayed)}.`);
    return { code: 1, lines };
  }
  lines.push(
    `The replayed state first differs from the recorded one after entry ${divergence.entry + 1} of ${file.entries.length} ` +
      `(${divergence.actionType}), in ${divergence.sections.join(', ')}.`,
  );
  // The recorded state is kept whole only at the end: show where the end states differ too.
  const rest = file.entries.slice(divergence.entry + 1);
  for (const { action } of rest) store.dispatch(action);
  const diff = firstDifference(file.finalState, toPlain(replayableState(store.getState())));
  if (diff) lines.push(`At the end of the log the states differ first at ${diff.path}: recorded ${short(diff.recorded)}, replayed ${short(diff.replayed)}.`);
  return { code: 1, lines };
}

function main(argv: string[]): number {
  const path = option(argv, 'path') ?? positional(argv);
  if (!path) {
    console.error(USAGE);
    return 2;
  }
  const file = parseActionLog(readFileSync(path, 'utf8'));
  const { code, lines } = replayFile(file, option(argv, 'show'));
  for (const line of lines) console.log(line);
  return code;
}

if (require.main === module) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
