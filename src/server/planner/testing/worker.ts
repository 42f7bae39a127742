/**
 * Worker thread of the algorithm-testing pool (piscina): plans one generated user per task. A run's
 * shared data (candidates, divisions, settings) travels as JSON in a SharedArrayBuffer that every task
 * references (shared memory: never copied per task); each thread parses it once per run and keeps it, so
 * the threads outlive runs and start before the candidates are loaded.
 */
import { sharedValues, type SharedRef } from '../threads';
import { simulateUser, type TestingShared, type UserOutcome, type UserTask } from './simulateUser';

export type PoolTask = ({ warm: true } & Partial<UserTask>) | (UserTask & { shared: SharedRef; warm?: false });

/** The last runs' shared data parsed in this thread, with the candidates by id. */
const sharedOf = sharedValues((shared: TestingShared) => ({
  shared,
  byId: new Map(shared.candidates.map((c) => [c.idRecipe, c])),
}));

/** A `warm` task only loads this module (and the engine with it); any other plans one user. */
export default function run(task: PoolTask): UserOutcome | null {
  if (task.warm) return null;
  const { shared, byId } = sharedOf(task.shared);
  return simulateUser(shared, task, byId);
}
