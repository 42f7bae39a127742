/**
 * Algorithm test runs as durable work: `start` stores a run (or returns the cached one: same context, settings
 * and generator options within an hour of a run's creation) and queues its chunks of users as jobs on the
 * pg-boss queue (chunkQueue.ts), one run per owner at a time (the owner's next run is queued when one ends).
 * Every planner process and every `npm run worker` works on the chunks (chunkWorker.ts), so any number of
 * processes share a run; a chunk whose process died is retried after its job's expiry. Progress and each
 * chunk's outcomes are stored as chunks finish; the chunk that stores the last one summarises the run.
 * Cancelling marks the run CANCELLED and cancels its jobs at once; chunks in hand are dropped when they end.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Database, SqlRunner } from '../../db/client';
import { unitOfWork, type ContextDatabase, type Country } from '../../db';
import type { Queue } from '../../db/queue';
import { HttpError, conflict, forbidden, notFound } from '../../http';
import type { CandidateCache } from '../candidates';
import { cancelChunks, chunkKind, chunkOptions, queueChunks } from './chunkQueue';
import { defaultThreads, defaultWorkerId, startChunkWorker, type ChunkWorker } from './chunkWorker';
import type { GeneratorOptions } from './generator';
import type { TestingShared } from './simulateUser';
import {
  createTestingRunsRepository,
  migratedContexts,
  type TestingRun,
  type TestingRunsRepository,
} from './testingRunsRepository';

export type { RunStatus, TestingRun } from './testingRunsRepository';
export { defaultThreads, workerModule } from '../threads';

export const RUN_TTL_MS = 60 * 60_000;
/** The run list (earlier runs on /testing): the last day's runs, at most this many. */
export const LIST_WITHIN_MS = 24 * 60 * 60_000;
export const LIST_LIMIT = 50;
/** Bounds of one run: generated users x plans per user. */
export const MAX_PLANS_PER_RUN = 3000;
/** Per owner: one run being worked on and this many waiting. */
export const MAX_QUEUED_PER_OWNER = 2;
export const TOO_MANY_RUNS_MESSAGE = `You already have a test run in progress and ${MAX_QUEUED_PER_OWNER} queued; wait for one to finish or cancel it`;

export interface RunRequest {
  context: Country;
  owner: string;
  options: GeneratorOptions;
  /** Everything but the candidates (loaded when a worker takes the run). */
  shared: Omit<TestingShared, 'candidates'>;
}

export interface TestingRunsOptions {
  db: Database;
  /** The process's queue (src/server/db/queue.ts): the chunks are its jobs. */
  queue: Queue;
  candidates: CandidateCache;
  threads?: number;
  /**
   * Chunks this process works on at once (default 1). More than one keeps every thread busy while a finished
   * chunk is stored (each chunk's users queue on the shared thread pool); `npm run worker` uses threads + 1.
   */
  chunksInFlight?: number;
  /** Users per chunk, one job each (default 10); fixed when a run is created. */
  chunkUsers?: number;
  /** A chunk's job is retried this long after its worker took it without finishing (its process died; default 120 s). */
  chunkExpireSeconds?: number;
  /** How often an idle worker asks the queue for chunks queued by other processes (default 2 s, at least 0.5 s). */
  pollMs?: number;
  /** How long the planning threads stay without work before they are stopped (default 60 s). */
  threadsIdleMs?: number;
  /** Start the planning threads with the worker instead of at the first chunk (a dedicated worker process). */
  warm?: boolean;
  /** This process's name in the stored chunks (default host:pid:random). */
  workerId?: string;
  /** The contexts whose runs this instance works on (default: every migrated context). */
  contexts?: readonly Country[];
  /**
   * Retry the chunks in a worker's hands when the worker starts: only for a process that owns its database
   * alone (the embedded PGlite), whose chunks in hand at start can only be those of its own previous life
   * (killed), so a restarted server resumes its runs at once instead of after the jobs' expiry.
   */
  retryOrphansOnStart?: boolean;
  /** Whether this instance works on runs (default true); false only queues and reads. */
  work?: boolean;
  /** Called after each stored chunk (progress observers, tests). */
  afterChunk?: (runId: string, chunk: number) => Promise<void> | void;
}

/**
 * The test runs' settings from the environment: TESTING_CHUNK_EXPIRE_SECONDS (whole seconds, 1 to 86400), how
 * long a chunk taken by a worker may go unfinished before it counts as lost (its process died) and is retried.
 */
export function testingRunConfig(env: NodeJS.ProcessEnv): Pick<TestingRunsOptions, 'chunkExpireSeconds'> {
  const text = env.TESTING_CHUNK_EXPIRE_SECONDS;
  if (text === undefined || text === '') return {};
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > 86_400)
    throw new Error(`TESTING_CHUNK_EXPIRE_SECONDS must be a whole number of seconds from 1 to 86400, not ${text}`);
  return { chunkExpireSeconds: value };
}

/** Stores the run (or finds the cached one) and queues its chunks when the owner has no other run in progress. */
function admit(
  ctx: ContextDatabase,
  req: RunRequest,
  cacheKey: string,
  chunkUsers: number,
  queueNext: (ctx: ContextDatabase, tx: SqlRunner, owner: string) => Promise<void>,
): Promise<TestingRun> {
  return ctx.transaction(async (tx) => {
    const r = createTestingRunsRepository(tx);
    await r.lockOwner(req.owner); // serialises the owner's admission checks and the queueing of their runs
    const cached = await r.cached(cacheKey, RUN_TTL_MS);
    if (cached) return cached;
    const { queued } = await r.countActive(req.owner);
    if (queued >= MAX_QUEUED_PER_OWNER) throw new HttpError(429, 'TOO_MANY_TEST_RUNS', TOO_MANY_RUNS_MESSAGE);
    const run = await r.insert({
      id: randomUUID(),
      owner: req.owner,
      cacheKey,
      seed: parseInt(cacheKey.slice(0, 8), 16),
      options: req.options,
      settings: req.shared,
      total: req.options.numberOfUsers * req.options.plansPerUser,
      chunkUsers,
    });
    await queueNext(ctx, tx, req.owner);
    return run;
  });
}

export function createTestingRuns(options: TestingRunsOptions) {
  const { db, queue } = options;
  const chunkUsers = Math.max(1, options.chunkUsers ?? 10);
  const workerId = options.workerId ?? defaultWorkerId();
  const repo = <T>(ctx: ContextDatabase, fn: (r: TestingRunsRepository) => Promise<T>) =>
    unitOfWork(ctx, createTestingRunsRepository)(fn);

  /**
   * Queues the chunks of the owner's next run in `tx`, if none of theirs is being worked on. The owner's lock
   * (held to the end of `tx`) makes it once: a run started and a run ending at the same time queue one run.
   */
  async function queueNext(ctx: ContextDatabase, tx: SqlRunner, owner: string): Promise<void> {
    const r = createTestingRunsRepository(tx);
    await r.lockOwner(owner);
    const next = await r.nextToQueue(owner);
    if (!next) return;
    await queueChunks(queue, ctx.context, next, tx, options.chunkExpireSeconds);
    await r.markChunksQueued(next.id);
  }

  let worker: ChunkWorker | undefined;
  let closed = false;
  /** Starts this process's chunk worker once (the first `start` or `run`). */
  function ensureWorker(): void {
    if (options.work === false || closed || worker) return;
    void (async () => {
      const contexts = options.contexts ?? (await migratedContexts(db));
      if (closed || worker) return;
      worker = startChunkWorker({
        db,
        queue,
        candidates: options.candidates,
        contexts,
        threads: options.threads ?? defaultThreads(),
        slots: Math.max(1, options.chunksInFlight ?? 1),
        pollingIntervalSeconds: Math.max(0.5, (options.pollMs ?? 2000) / 1000),
        threadsIdleMs: options.threadsIdleMs ?? 60_000,
        warm: options.warm,
        retryOrphansOnStart: options.retryOrphansOnStart,
        expireInSeconds: options.chunkExpireSeconds,
        workerId,
        afterChunk: options.afterChunk,
        queueNext,
      });
    })().catch((err: unknown) => queue.log.error({ err }, 'the test-run chunk worker could not start'));
  }

  return {
    workerId,
    /** Starts this process's chunk worker (also started by the first `start`). */
    run: ensureWorker,

    /** The cached run for this request, or a new queued one; 429 beyond the owner's queue. */
    async start(ctx: ContextDatabase, req: RunRequest): Promise<TestingRun> {
      const cacheKey = createHash('sha256')
        .update(JSON.stringify([req.context, req.options, req.shared]))
        .digest('hex');
      await queue.define(chunkKind(ctx.context), chunkOptions(options.chunkExpireSeconds));
      const run = await admit(ctx, req, cacheKey, chunkUsers, queueNext);
      ensureWorker();
      queue.notify(chunkKind(ctx.context));
      return run;
    },

    /** The context's runs of the last day (at most 50), newest first, without results. */
    list(ctx: ContextDatabase): Promise<TestingRun[]> {
      return repo(ctx, (r) => r.listRecent(LIST_WITHIN_MS, LIST_LIMIT));
    },

    /** A run of the context, or undefined (runs of other contexts are invisible). */
    get(ctx: ContextDatabase, id: string): Promise<TestingRun | undefined> {
      return repo(ctx, (r) => r.find(id));
    },

    /** Cancels a queued or running run and its jobs (its owner or an admin); 409 once it finished. */
    async cancel(ctx: ContextDatabase, id: string, by: { owner: string; admin: boolean }): Promise<TestingRun> {
      await queue.define(chunkKind(ctx.context), chunkOptions(options.chunkExpireSeconds));
      return ctx.transaction(async (tx) => {
        const r = createTestingRunsRepository(tx);
        // The owner's lock before the run's row, as when a run is started (which may queue this one).
        const owner = (await r.ownerOf(id)) ?? '';
        await r.lockOwner(owner);
        const run = await r.findForUpdate(id);
        if (!run) throw notFound(`Test run ${id} not found`);
        if (!by.admin && run.owner !== by.owner) throw forbidden("Only the run's owner or an admin may cancel a test run");
        if (run.status !== 'QUEUED' && run.status !== 'RUNNING')
          throw conflict('TEST_RUN_FINISHED', `Test run ${id} already finished (${run.status}) and cannot be cancelled`);
        const cancelled = (await r.finish(id, 'CANCELLED'))!;
        await cancelChunks(queue, ctx.context, id, tx);
        await queueNext(ctx, tx, run.owner);
        return cancelled;
      });
    },

    /** Stops this process's chunk worker: no more chunks are taken, those in hand are finished and stored. */
    async close() {
      closed = true;
      await worker?.close();
    },
  };
}
export type TestingRuns = ReturnType<typeof createTestingRuns>;
