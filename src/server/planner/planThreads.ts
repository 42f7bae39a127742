/**
 * Week plans on the planner's worker threads (piscina, weekPlanWorker.ts): a request that plans several weeks at
 * once (the settings preview: six households, each with two settings) plans them in parallel, one per thread,
 * and its plans no longer hold the event loop that answers everyone else's requests. A candidate set goes to the
 * threads once, as a shared reference (threads.ts) made at its first plan and kept as long as the set is.
 *
 * The threads start at the first plan and stop after `idleMs` without one; `close` stops them.
 */
import { randomUUID } from 'node:crypto';
import {
  InvalidPlanInputError,
  NoCandidatesError,
  RecommenderError,
  type CandidateRecipe,
  type PlanInput,
  type WeekPlan,
} from '../../recommender';
import { defaultThreads, lazyPool, sharedRef, type SharedRef } from './threads';
import type { ThreadError, WeekPlanAnswer, WeekPlanTask } from './weekPlanWorker';

export interface PlanThreads {
  /** The engine's plan of `input`, planned on a thread; an engine error is thrown as the engine throws it. */
  planWeek(input: PlanInput): Promise<WeekPlan>;
  close(): Promise<void>;
}

export interface PlanThreadsOptions {
  /** Threads (default: the cores, at most 4). */
  threads?: number;
  /** How long idle threads stay (default 60 s). */
  idleMs?: number;
}

const ENGINE_ERRORS: Record<string, { prototype: RecommenderError }> = {
  NoCandidatesError,
  InvalidPlanInputError,
  RecommenderError,
};

/** The engine's error again, of its class (engineCall maps it to a 400 or 422 answer by class). */
function revive(error: ThreadError): Error {
  const revived = Object.create((ENGINE_ERRORS[error.name] ?? RecommenderError).prototype) as Error;
  return Object.assign(revived, error.fields, { message: error.message });
}

export function createPlanThreads(options: PlanThreadsOptions = {}): PlanThreads {
  const pool = lazyPool(__filename, 'weekPlanWorker', {
    threads: options.threads ?? defaultThreads(),
    idleMs: options.idleMs ?? 60_000,
  });
  const refs = new WeakMap<readonly CandidateRecipe[], SharedRef>();

  function refOf(candidates: readonly CandidateRecipe[]): SharedRef {
    let ref = refs.get(candidates);
    if (!ref) refs.set(candidates, (ref = sharedRef(randomUUID(), candidates)));
    return ref;
  }

  return {
    async planWeek({ candidates, ...input }) {
      const task: WeekPlanTask = { input, candidates: refOf(candidates) };
      const answer = (await pool.get().run(task)) as WeekPlanAnswer;
      if ('error' in answer) throw revive(answer.error);
      return answer.plan;
    },
    close: () => pool.destroy(),
  };
}
