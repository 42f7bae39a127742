/**
 * Worker thread of the algorithm-testing pool (piscina): plans one generated user per task. A run's
 * shared data (candidates, divisions, settings) travels as JSON in a SharedArrayBuffer that every task
 * references (shared memory: never copied per task); each thread parses it once per run and keeps it, so
 * the threads outlive runs and start before the candidates are loaded.
 */
import type { CandidateRecipe } from '../../../recommender';
import { simulateUser, type TestingShared, type UserOutcome, type UserTask } from './simulateUser';

export interface SharedRef {
  /** Identifies the run's shared data (one parse per thread per key). */
  key: string;
  /** `JSON.stringify(TestingShared)` as UTF-8 bytes. */
  bytes: SharedArrayBuffer;
}

export type PoolTask = ({ warm: true } & Partial<UserTask>) | (UserTask & { shared: SharedRef; warm?: false });

/** The last runs' shared data parsed in this thread (a process works on at most a few runs at a time). */
const parsed = new Map<string, { shared: TestingShared; byId: Map<number, CandidateRecipe> }>();
const KEEP = 3;

function sharedOf(ref: SharedRef) {
  let entry = parsed.get(ref.key);
  if (!entry) {
    const shared = JSON.parse(Buffer.from(ref.bytes).toString('utf8')) as TestingShared;
    entry = { shared, byId: new Map(shared.candidates.map((c) => [c.idRecipe, c])) };
    parsed.set(ref.key, entry);
    while (parsed.size > KEEP) parsed.delete(parsed.keys().next().value as string);
  }
  return entry;
}

/** A `warm` task only loads this module (and the engine with it); any other plans one user. */
export default function run(task: PoolTask): UserOutcome | null {
  if (task.warm) return null;
  const { shared, byId } = sharedOf(task.shared);
  return simulateUser(shared, task, byId);
}
