/**
 * Worker thread of the algorithm-testing pool (piscina): plans one generated user per task. The run's
 * shared data (candidates, divisions, settings) arrives once per worker as workerData.
 */
import { workerData } from 'node:worker_threads';
import type { CandidateRecipe } from '../../../recommender';
import { simulateUser, type TestingShared, type UserOutcome, type UserTask } from './simulateUser';

const shared = workerData as TestingShared;
const byId = new Map<number, CandidateRecipe>(shared.candidates.map((c) => [c.idRecipe, c]));

export default function run(task: UserTask): UserOutcome {
  return simulateUser(shared, task, byId);
}
