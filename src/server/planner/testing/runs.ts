/**
 * Algorithm test runs as durable jobs in PostgreSQL (testingRunsRepository.ts). `start` only queues a
 * run (or returns the cached one: same context, settings and generator options within an hour of a
 * run's creation); every planner process runs a worker loop that leases chunks of users — of the oldest
 * running run, else of the next queued one — plans them on a worker-thread pool (piscina), and stores
 * each chunk's outcomes and the progress. A process may hold several chunks at once (`chunksInFlight`,
 * default 1), so its threads keep planning while a finished chunk is stored; the threads stay
 * for the process (they load the engine while the first candidates load, and parse each run's shared
 * data once, from shared memory). Several processes thus share one run; a chunk whose process died is
 * leased again when its lease runs out, so a resumed run continues after its stored chunks. The process
 * that stores the last chunk summarises the run in the same transaction. Cancelling marks the run
 * CANCELLED at once; chunks in hand are dropped when they end.
 */
import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { deriveSeed } from '../../../recommender';
import type { Database } from '../../db/client';
import { forContext, unitOfWork, type ContextDatabase, type Country } from '../../db';
import { HttpError, conflict, forbidden, notFound } from '../../http';
import type { CandidateCache, CandidateSet } from '../candidates';
import { generateUsers, type GeneratorOptions } from './generator';
import { summarise } from './metrics';
import type { TestingShared, UserOutcome } from './simulateUser';
import type { PoolTask, SharedRef } from './worker';
import {
  createTestingRunsRepository,
  migratedContexts,
  type ClaimedChunk,
  type TestingRun,
  type TestingRunsRepository,
} from './testingRunsRepository';

export type { RunStatus, TestingRun } from './testingRunsRepository';

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
  candidates: CandidateCache;
  threads?: number;
  /**
   * Chunks this process holds at once (default 1). More than one keeps every thread busy while a finished
   * chunk is stored and the next one claimed (each chunk's users queue on the shared thread pool), but
   * measured at load 5 it was 8 % slower than one (scripts/bench/README.md), so it stays an option.
   */
  chunksInFlight?: number;
  /** Users planned between two stored checkpoints (default 10). */
  chunkUsers?: number;
  /** How long a claimed run stays with this process without a heartbeat (default 30 s). */
  leaseMs?: number;
  /** How often an idle loop looks for queued runs of other processes or expired leases (default 2 s). */
  pollMs?: number;
  /** How long the planning threads stay without work before they are stopped (default 60 s). */
  threadsIdleMs?: number;
  /** Start the planning threads with the loop instead of at the first chunk (a dedicated worker process). */
  warm?: boolean;
  /** This process's name in leases and chunks (default host:pid:random). */
  workerId?: string;
  /** The contexts whose runs this instance works on (default: every migrated context). */
  contexts?: readonly Country[];
  /**
   * Drop every chunk lease when the loop starts: only for a process that owns its database alone (the
   * embedded PGlite), whose leases at start can only be those of its own previous life (killed), so a
   * restarted server resumes its runs at once instead of after the lease.
   */
  releaseLeasesOnStart?: boolean;
  /** Whether this instance works on runs (default true); false only queues and reads. */
  work?: boolean;
  /** Called after each stored chunk (progress observers, tests). */
  afterChunk?: (runId: string, chunk: number) => Promise<void> | void;
}

/**
 * The module of a worker thread next to `callerFile` (the caller's `__filename`): the TypeScript source
 * under tsx and jest, where the worker loads tsx first, else the built JavaScript.
 */
export function workerModule(callerFile: string, name: string): { filename: string; execArgv: string[] } {
  const dir = path.dirname(callerFile);
  return callerFile.endsWith('.ts')
    ? { filename: path.join(dir, `${name}.ts`), execArgv: ['--import', 'tsx'] }
    : { filename: path.join(dir, `${name}.js`), execArgv: [] };
}

export function defaultThreads(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(4, cores));
}

class Stopped extends Error {}

/** Tells this process's worker loops that a run was queued here (other processes find it by polling). */
const queuedHere = new EventEmitter();
queuedHere.setMaxListeners(0);

/** A run's shared data as JSON bytes in shared memory: built once per run, referenced (not copied) by every task. */
function sharedRef(key: string, shared: TestingShared): SharedRef {
  const json = Buffer.from(JSON.stringify(shared), 'utf8');
  const bytes = new SharedArrayBuffer(json.length);
  json.copy(Buffer.from(bytes));
  return { key, bytes };
}

export function createTestingRuns(options: TestingRunsOptions) {
  const { db, candidates } = options;
  const chunkUsers = Math.max(1, options.chunkUsers ?? 10);
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 2_000;
  const threads = options.threads ?? defaultThreads();
  const slots = Math.max(1, options.chunksInFlight ?? 1);
  const threadsIdleMs = options.threadsIdleMs ?? 60_000;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const repo = <T>(ctx: ContextDatabase, fn: (r: TestingRunsRepository) => Promise<T>) =>
    unitOfWork(ctx, createTestingRunsRepository)(fn);

  let stopping = false;
  /** Bumped when a run is queued in this process: a slot that was claiming meanwhile looks again before pausing. */
  let queuedCount = 0;
  const pauses = new Set<() => void>();
  let loops: Promise<void>[] | undefined;
  let contexts: readonly Country[] | undefined = options.contexts;

  async function claimNext(): Promise<{ ctx: ContextDatabase; claim: ClaimedChunk } | undefined> {
    contexts ??= await migratedContexts(db);
    for (const country of contexts) {
      const ctx = forContext(db, country);
      const claim = await repo(ctx, (r) => r.claimChunk(workerId, leaseMs, chunkUsers));
      if (claim) return { ctx, claim };
    }
    return undefined;
  }

  /**
   * The planning threads: one pool for the process, shared by its chunks in flight and kept across runs;
   * stopped after `threadsIdleMs` without work. Each thread loads the engine when it starts.
   */
  let pool: Piscina | undefined;
  /** Chunks in hand, and those of them whose users are not yet queued on the threads. */
  let busy = 0;
  let submitting = 0;
  let idleSince = Date.now();
  function threadPool(): Piscina {
    if (!pool) {
      const { filename, execArgv } = workerModule(__filename, 'worker');
      pool = new Piscina({ filename, execArgv, minThreads: threads, maxThreads: threads, idleTimeout: threadsIdleMs });
      // Load the engine in every thread now, while the caller loads candidates and claims.
      for (let i = 0; i < threads; i += 1) pool.run({ warm: true } satisfies PoolTask).catch(() => {});
    }
    return pool;
  }
  async function dropPool(): Promise<void> {
    const p = pool;
    pool = undefined;
    shared.clear();
    await p?.destroy();
  }

  /** Each run's shared data, built once per process (the run's settings and the candidates when first needed). */
  const shared = new Map<string, SharedRef>();
  function sharedFor(claim: ClaimedChunk, set: CandidateSet): SharedRef {
    let ref = shared.get(claim.id);
    if (!ref) {
      ref = sharedRef(`${claim.id}:${set.fingerprint}`, { ...claim.settings, candidates: [...set.candidates] });
      shared.set(claim.id, ref);
      while (shared.size > 3) shared.delete(shared.keys().next().value as string);
    }
    return ref;
  }

  /** Each run's generated users, once per process (not once per chunk: 100 chunks of a 1,000-user run). */
  const generated = new Map<string, ReturnType<typeof generateUsers>>();
  function usersFor(claim: ClaimedChunk): ReturnType<typeof generateUsers> {
    let users = generated.get(claim.id);
    if (!users) {
      users = generateUsers(claim.options, claim.seed);
      generated.set(claim.id, users);
      while (generated.size > 3) generated.delete(generated.keys().next().value as string);
    }
    return users;
  }

  /** Plans one leased chunk of users, stores it, and finishes the run when it was the last chunk to store. */
  async function execute(ctx: ContextDatabase, claim: ClaimedChunk): Promise<void> {
    const { id, chunk } = claim;
    const heartbeat = setInterval(
      () => {
        repo(ctx, (r) => r.extendChunkLease(id, chunk, workerId, leaseMs)).catch(() => {});
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    let queued = false;
    const submitted = () => {
      if (!queued) submitting -= 1;
      queued = true;
    };
    try {
      if (stopping) throw new Stopped();
      const p = threadPool();
      const set = await candidates.get(ctx);
      const ref = sharedFor(claim, set);
      const users = usersFor(claim);
      const part = users.slice(chunk * claim.chunkUsers, (chunk + 1) * claim.chunkUsers);
      const planned = part.map(async (user) => {
        const task: PoolTask = {
          user,
          plansPerUser: claim.options.plansPerUser,
          seed: deriveSeed(claim.seed, user.index + 1),
          shared: ref,
        };
        return (await p.run(task)) as UserOutcome;
      });
      submitted();
      const outcomes = await Promise.all(planned);
      const stored = await repo(ctx, async (r) => {
        if (!(await r.holdsChunk(id, chunk, workerId))) return false; // cancelled, or the lease ran out
        const count = await r.storeChunk(id, chunk, outcomes, workerId, part.length * claim.options.plansPerUser);
        if (count >= claim.chunkCount) {
          // The last chunk: summarise every stored chunk in the same transaction, so the run cannot stay unfinished.
          const done = await r.chunks(id);
          const all = [...done.keys()].sort((a, b) => a - b).flatMap((k) => done.get(k) ?? []);
          await r.finish(id, 'DONE', { result: summarise(all, set, Date.now() - claim.startedAt) });
        }
        return true;
      });
      if (stored) await options.afterChunk?.(id, chunk);
    } catch (err) {
      if (err instanceof Stopped) {
        await repo(ctx, (r) => r.releaseChunk(id, chunk, workerId)).catch(() => {});
        return;
      }
      const message = `The test run failed: ${(err as Error)?.message ?? 'unknown error'}`;
      await repo(ctx, async (r) => {
        if (await r.holdsChunk(id, chunk, workerId)) await r.finish(id, 'FAILED', { error: { code: 'TESTING_FAILED', message } });
      }).catch(() => {});
    } finally {
      submitted();
      clearInterval(heartbeat);
    }
  }

  /**
   * Another chunk is claimed once the threads are about to run out of queued users (fewer waiting than
   * threads): they never idle between chunks, and the chunks finish in order (the first progress shows
   * after one chunk, not after all the chunks in flight).
   */
  async function roomForChunk(): Promise<void> {
    while (!stopping && busy > 0 && (submitting > 0 || (pool && pool.queueSize >= threads)))
      await new Promise((r) => setTimeout(r, 20));
  }
  /** One slot at a time waits for room and claims (so two slots do not claim on the same room). */
  let claiming: Promise<unknown> = Promise.resolve();
  function claimInTurn(): Promise<{ ctx: ContextDatabase; claim: ClaimedChunk } | undefined> {
    const next = claiming.then(async () => {
      await roomForChunk();
      if (stopping) return undefined;
      const claimed = await claimNext();
      if (claimed) {
        busy += 1;
        submitting += 1;
      }
      return claimed;
    });
    claiming = next.catch(() => undefined);
    return next;
  }

  async function releaseLeases(): Promise<void> {
    try {
      contexts ??= await migratedContexts(db);
      for (const country of contexts) await repo(forContext(db, country), (r) => r.releaseAllLeases());
    } catch {
      // the leases run out by themselves
    }
  }

  function pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pauses.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      pauses.add(done);
    });
  }
  const wakeAll = () => {
    for (const resume of [...pauses]) resume();
  };

  /**
   * One slot: claims a chunk, plans and stores it, claims the next; pauses when nothing is left. Only the
   * first slot polls an idle queue; the others are woken when it finds work (or a run is queued here).
   */
  async function work(ready: Promise<void>, first: boolean): Promise<void> {
    await ready;
    while (!stopping) {
      const seen = queuedCount;
      let claimed;
      try {
        claimed = await claimInTurn();
      } catch {
        claimed = undefined; // database unavailable for a moment: try again after the pause
      }
      if (claimed) {
        wakeAll(); // the other slots take the next chunks
        try {
          await execute(claimed.ctx, claimed.claim);
        } finally {
          busy -= 1;
          idleSince = Date.now();
        }
        continue;
      }
      if (stopping) break;
      if (busy === 0 && pool && !options.warm && Date.now() - idleSince >= threadsIdleMs) await dropPool().catch(() => {});
      if (queuedCount !== seen) continue; // a run was queued while this slot was claiming
      await pause(first ? pollMs : pollMs * 10);
    }
  }

  const onQueued = () => {
    queuedCount += 1;
    wakeAll();
  };
  function ensureLoop() {
    if (options.work === false || stopping) return;
    if (!loops) {
      queuedHere.on('queued', onQueued);
      if (options.warm) {
        threadPool();
        // A dedicated worker also loads every context's candidates now, as a served planner does after it
        // listens: its first chunk then plans at once instead of waiting for them (1-2 s a context).
        void (async () => candidates.warm(db, (contexts ??= await migratedContexts(db))))().catch(() => {});
      }
      const ready = options.releaseLeasesOnStart ? releaseLeases() : Promise.resolve();
      loops = Array.from({ length: slots }, (_, i) => work(ready, i === 0));
    }
    wakeAll();
  }

  return {
    workerId,
    /** Starts this process's worker loop (also started by the first `start`). */
    run: ensureLoop,

    /** The cached run for this request, or a new queued one; 429 beyond the owner's queue. */
    async start(ctx: ContextDatabase, req: RunRequest): Promise<TestingRun> {
      const cacheKey = createHash('sha256')
        .update(JSON.stringify([req.context, req.options, req.shared]))
        .digest('hex');
      const run = await repo(ctx, async (r) => {
        await r.lockOwner(req.owner);
        const cached = await r.cached(cacheKey, RUN_TTL_MS);
        if (cached) return cached;
        const { queued } = await r.countActive(req.owner);
        if (queued >= MAX_QUEUED_PER_OWNER) throw new HttpError(429, 'TOO_MANY_TEST_RUNS', TOO_MANY_RUNS_MESSAGE);
        return r.insert({
          id: randomUUID(),
          owner: req.owner,
          cacheKey,
          seed: parseInt(cacheKey.slice(0, 8), 16),
          options: req.options,
          settings: req.shared,
          total: req.options.numberOfUsers * req.options.plansPerUser,
        });
      });
      ensureLoop();
      queuedHere.emit('queued');
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

    /** Cancels a queued or running run (its owner or an admin); 409 once it finished. */
    async cancel(ctx: ContextDatabase, id: string, by: { owner: string; admin: boolean }): Promise<TestingRun> {
      return repo(ctx, async (r) => {
        const run = await r.findForUpdate(id);
        if (!run) throw notFound(`Test run ${id} not found`);
        if (!by.admin && run.owner !== by.owner) throw forbidden("Only the run's owner or an admin may cancel a test run");
        if (run.status !== 'QUEUED' && run.status !== 'RUNNING')
          throw conflict('TEST_RUN_FINISHED', `Test run ${id} already finished (${run.status}) and cannot be cancelled`);
        return (await r.finish(id, 'CANCELLED'))!;
      });
    },

    /** Stops the loop after the current chunk (the run's lease is released for another process). */
    async close() {
      stopping = true;
      queuedHere.off('queued', onQueued);
      wakeAll();
      await Promise.all((loops ?? []).map((l) => l.catch(() => {})));
      await dropPool().catch(() => {});
    },
  };
}
export type TestingRuns = ReturnType<typeof createTestingRuns>;
