/**
 * Replays a Redux action log exported from the browser (window.nutritionActionLog.download()) into a
 * fresh store, and prints the state it reaches:
 *   npm run replay-actions -- log.json [--path recipeDrafts] [--with-caches]
 */
import { readFileSync } from 'node:fs';
import { parseActionLog, replayActions } from '../src/app/actionLog';
import { makeStore } from '../src/app/store';

function main(argv: string[]): number {
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('usage: npm run replay-actions -- <log.json> [--path a.b.c] [--with-caches]');
    return 2;
  }
  const pathArg = argv.find((a) => a.startsWith('--path='))?.slice('--path='.length) ?? argv[argv.indexOf('--path') + 1];
  const log = parseActionLog(readFileSync(file, 'utf8'));
  const store = makeStore();
  const replayed = replayActions(store.dispatch, log);
  const state = store.getState() as unknown as Record<string, unknown>;
  const shown = argv.includes('--with-caches')
    ? state
    : Object.fromEntries(Object.entries(state).filter(([key]) => !key.endsWith('Api')));
  const selected = pathArg && argv.includes('--path')
    ? pathArg.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], shown)
    : shown;
  console.error(`replayed ${replayed} actions${log.truncated ? ' (the log was truncated: it starts mid-session)' : ''}`);
  console.log(JSON.stringify(selected, null, 2));
  return 0;
}

try {
  process.exit(main(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
