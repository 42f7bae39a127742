/**
 * The work on a test run's chunks in one process: pg-boss workers on the chunk queues of the given contexts
 * (chunkQueue.ts), `slots` chunks at a time, planning each chunk's users on one worker-thread pool (piscina)
 * shared by the slots and kept across runs (the threads load the engine at once and parse each run's shared
 * data once, from shared memory). A chunk's job:
 *
 * 1. reads the run (the first chunk taken makes it RUNNING); a finished or cancelled run's job just ends;
 * 2. plans the chunk's users on the threads;
 * 3. stores the outcomes and the progress in ONE transaction that also completes the job, and the chunk that
 *    stores the run's last one summarises it there (DONE) and queues the owner's next run's chunks. A chunk
 *    stored twice (a retried job whose first worker was slow, not dead) counts once.
 *
 * A failing chunk is logged with its kind and job id (queue.ts) and retried by pg-boss; its last attempt
 * fails the run. A worker told to close takes no more jobs and finishes the chunks in hand.
 */
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { deriveSeed } from '../../../recommender';
import type { Database, SqlRunner } from '../../db/client';
import { forContext, unitOfWork, type ContextDatabase, type Country } from '../../db';
import type { Queue } from '../../db/queue';
import type { CandidateCache, CandidateSet } from '../candidates';
import { cancelChunks, chunkKind, chunkOptions, retryOrphans, type ChunkJob } from './chunkQueue';
import { generateUsers } from './generator';
import { summarise } from './metrics';
import type { TestingShared, UserOutcome } from './simulateUser';
import { createTestingRunsRepository, type RunWork, type TestingRunsRepository } from './testingRunsRepository';
import { defaultThreads, lazyPool, sharedRef } from '../threads';
import type { PoolTask } from './worker';

export interface ChunkWorkerOptions {
  db: Database;
  queue: Queue;
  candidates: CandidateCache;
  contexts: readonly Country[];
  threads: number;
  /** Chunks this process works on at once (pg-boss workers per context queue). */
  slots: number;
  /** How long an idle worker waits before asking the queue again (seconds, at least 0.5). */
  pollingIntervalSeconds: number;
  /** How long the planning threads stay without work before they stop (unless `warm`). */
  threadsIdleMs: number;
  /** Keep the threads and load the candidates at once (a dedicated worker process). */
  warm?: boolean;
  /** The database is this process's alone (embedded PGlite): its killed predecessor's chunks are retried at once. */
  retryOrphansOnStart?: boolean;
  /** A chunk's expiry, for the runs this worker queues next (the owner's next run). */
  expireInSeconds?: number;
  workerId: string;
  afterChunk?: (runId: string, chunk: number) => Promise<void> | void;
  /** Queues the owner's next run's chunks in `tx` (after a run ended). */
  queueNext: (ctx: ContextDatabase, tx: SqlRunner, owner: string) => Promise<void>;
}

export { defaultThreads };

export const defaultWorkerId = () => `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** A small cache of the last few runs' values (a process works on at most a few runs at a time). */
function lastRuns<V>(make: (run: RunWork, extra: CandidateSet) => V, keep = 3) {
  const values = new Map<string, V>();
  return (run: RunWork, extra: CandidateSet): V => {
    let value = values.get(run.id);
    if (value === undefined) {
      value = make(run, extra);
      values.set(run.id, value);
      while (values.size > keep) values.delete(values.keys().next().value as string);
    }
    return value;
  };
}

/** The planning threads: created at the first chunk (or at once when warm), idle threads stop after `idleMs`. */
function planningThreads(threads: number, idleMs: number, warm: boolean) {
  return lazyPool(__filename, 'worker', {
    threads,
    idleMs,
    warm,
    // Load the engine in every thread now, while the caller loads candidates.
    onCreate: (pool) => {
      for (let i = 0; i < threads; i += 1) pool.run({ warm: true } satisfies PoolTask).catch(() => undefined);
    },
  });
}

/** Plans a chunk's users on the process's threads, with each run's shared data and users built once. */
function chunkPlanner(candidates: CandidateCache, threadCount: number, idleMs: number, warm: boolean) {
  const threads = planningThreads(threadCount, idleMs, warm);
  const sharedFor = lastRuns((run, set) =>
    sharedRef(`${run.id}:${set.fingerprint}`, { ...run.settings, candidates: [...set.candidates] } satisfies TestingShared),
  );
  const usersFor = lastRuns((run) => generateUsers(run.options, run.seed));
  async function plan(ctx: ContextDatabase, run: RunWork, chunk: number): Promise<Planned> {
    const pool = threads.get();
    const set = await candidates.get(ctx);
    const ref = sharedFor(run, set);
    const part = usersFor(run, set).slice(chunk * run.chunkUsers, (chunk + 1) * run.chunkUsers);
    const outcomes = await Promise.all(
      part.map(
        async (user) =>
          (await pool.run({
            user,
            plansPerUser: run.options.plansPerUser,
            seed: deriveSeed(run.seed, user.index + 1),
            shared: ref,
          } satisfies PoolTask)) as UserOutcome,
      ),
    );
    return { outcomes, set };
  }
  return { plan, threads };
}
interface Planned {
  outcomes: UserOutcome[];
  set: CandidateSet;
}

export function startChunkWorker(options: ChunkWorkerOptions) {
  const { db, queue, candidates } = options;
  const { plan, threads } = chunkPlanner(candidates, options.threads, options.threadsIdleMs, options.warm === true);
  const repo = <T>(ctx: ContextDatabase, fn: (r: TestingRunsRepository, tx: SqlRunner) => Promise<T>) =>
    ctx.transaction((tx) => fn(createTestingRunsRepository(tx), tx));
  const inHand = new Set<Promise<unknown>>();
  const workers: Array<{ kind: string; ids: string[] }> = [];

  /** Stores the chunk and completes its job in one transaction; the last chunk summarises the run. */
  async function store(ctx: ContextDatabase, job: PgBoss.Job<ChunkJob>, run: RunWork, planned: Planned) {
    const { chunk } = job.data;
    const plans = planned.outcomes.length * run.options.plansPerUser;
    return repo(ctx, async (r, tx) => {
      let stored = false;
      // The owner's lock before the run's row (as cancel and start take them): the last chunk queues their next run.
      await r.lockOwner(run.owner);
      if (await r.lockRunning(run.id)) {
        const done = await r.storeChunk(run.id, chunk, planned.outcomes, options.workerId, plans);
        stored = done.stored;
        if (done.stored && done.count >= run.chunkCount) {
          const chunks = await r.chunks(run.id);
          const all = [...chunks.keys()].sort((a, b) => a - b).flatMap((k) => chunks.get(k) ?? []);
          await r.finish(run.id, 'DONE', { result: summarise(all, planned.set, Date.now() - run.startedAt) });
          await options.queueNext(ctx, tx, run.owner);
        }
      }
      await queue.complete(job.name, job.id, { stored }, tx);
      return stored;
    });
  }

  /** The last attempt of a chunk failed: the run fails, its other chunks are cancelled and the owner's next run queued. */
  async function failRun(ctx: ContextDatabase, run: RunWork | undefined, runId: string, err: unknown) {
    const message = `The test run failed: ${(err as Error)?.message ?? 'unknown error'}`;
    await repo(ctx, async (r, tx) => {
      const owner = run?.owner ?? (await r.ownerOf(runId));
      if (owner) await r.lockOwner(owner);
      if (!(await r.lockRunning(runId))) return;
      await r.finish(runId, 'FAILED', { error: { code: 'TESTING_FAILED', message } });
      await cancelChunks(queue, ctx.context, runId, tx);
      if (owner) await options.queueNext(ctx, tx, owner);
    });
  }

  async function handle(job: PgBoss.JobWithMetadata<ChunkJob>): Promise<unknown> {
    const { context, runId, chunk } = job.data;
    const ctx = forContext(db, context);
    let run: RunWork | undefined;
    try {
      run = await unitOfWork(ctx, createTestingRunsRepository)((r) => r.begin(runId));
      if (!run) return { stored: false }; // finished or cancelled meanwhile
      const stored = await store(ctx, job, run, await plan(ctx, run, chunk));
      if (stored) await options.afterChunk?.(runId, chunk);
      return { stored };
    } catch (err) {
      if (job.retryCount >= job.retryLimit) await failRun(ctx, run, runId, err).catch(() => undefined);
      throw err; // logged with the kind and job id by the queue, then retried by pg-boss
    }
  }

  const tracked = (job: PgBoss.JobWithMetadata<ChunkJob>) => {
    const p = handle(job);
    inHand.add(p);
    void p.finally(() => inHand.delete(p)).catch(() => undefined);
    return p;
  };

  const started = (async () => {
    if (options.warm) {
      threads.get();
      // Its first chunk then plans at once instead of waiting for the candidates (1-2 s a context).
      void candidates.warm(db, options.contexts).catch(() => undefined);
    }
    for (const context of options.contexts) {
      const kind = chunkKind(context);
      await queue.define(kind, chunkOptions(options.expireInSeconds));
      if (options.retryOrphansOnStart) await retryOrphans(queue, db, context);
      const ids = await queue.work<ChunkJob>(kind, tracked, {
        slots: options.slots,
        pollingIntervalSeconds: options.pollingIntervalSeconds,
      });
      workers.push({ kind, ids });
    }
  })();
  started.catch((err: unknown) => queue.log.error({ err }, 'the test-run chunk worker could not start'));

  return {
    started,
    /** Stops taking chunks, finishes those in hand, then stops the threads. */
    async close() {
      await started.catch(() => undefined);
      await Promise.all(workers.map((w) => queue.offWork(w.kind, w.ids)));
      while (inHand.size) await Promise.allSettled([...inHand]);
      await threads.destroy();
    },
  };
}
export type ChunkWorker = ReturnType<typeof startChunkWorker>;
