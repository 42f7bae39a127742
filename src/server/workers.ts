/**
 * A process's durable work, declared once: the registry of job kinds (on the pg-boss queue, src/server/db/jobs.ts)
 * and the algorithm test runs' chunks (src/server/planner/testing/runs.ts, jobs on the same queue). `npm start` (app.ts) runs them
 * in-process — the job kinds with the app API, the test runs with the planner — and `npm run worker`
 * (workerMain.ts) runs the kinds it is given (WORKER_KINDS, default every one) against the same DATABASE_URL.
 * A new job kind is added to JOB_HANDLERS and every worker, in a server or on its own, runs it.
 */
import os from 'node:os';
import type { Database } from './db';
import { startJobWorker, type JobHandler } from './db/jobs';
import type { Queue } from './db/queue';
import { usageSummaryJobs } from './api/usageStatistics/usageStatisticsService';
import { candidateCacheFor } from './planner/candidates';
import { createTestingRuns } from './planner/testing/runs';

/** Every durable job kind and its handler. */
export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = { ...usageSummaryJobs };

/** The name WORKER_KINDS gives the algorithm test runs (their chunks: one pg-boss queue per context). */
export const TESTING_RUNS = 'testing-run';

/** What a worker may take: the test runs and every job kind. */
export const WORKER_KINDS: readonly string[] = [TESTING_RUNS, ...Object.keys(JOB_HANDLERS)];

/** WORKER_KINDS (comma-separated; unset or empty: every kind), refused with the unknown name and the known ones. */
export function parseWorkerKinds(value: string | undefined): string[] {
  const names = (value ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (names.length === 0) return [...WORKER_KINDS];
  const unknown = names.find((k) => !WORKER_KINDS.includes(k));
  if (unknown) throw new Error(`WORKER_KINDS names an unknown kind "${unknown}"; the kinds are ${WORKER_KINDS.join(', ')}`);
  return [...new Set(names)];
}

export interface WorkerOptions {
  db: Database;
  /** The process's queue (db/queue.ts): the job kinds run on it. */
  queue: Queue;
  /** The kinds to run (WORKER_KINDS): TESTING_RUNS and job kinds. */
  kinds: readonly string[];
  /** TESTING_CHUNK_EXPIRE_SECONDS: a test-run chunk's job expiry (default 120 s). */
  chunkExpireSeconds?: number;
  /** TESTING_WORKER_THREADS: planning threads (default: the cores, at most 4). */
  threads?: number;
  /** TESTING_CHUNKS_IN_FLIGHT: test-run chunks held at once (default 1; `npm run worker`: threads + 1). */
  chunksInFlight?: number;
  /** Start the planning threads at once (a dedicated worker process). */
  warm?: boolean;
  /** The database is this process's alone (embedded PGlite): a killed predecessor's chunks are retried at start. */
  retryOrphansOnStart?: boolean;
}

export interface Workers {
  /** This process's worker names (the test runs' one is stored with each chunk it plans). */
  ids: string[];
  /** Stops every loop; the work in hand is released for another process (a job) or after its chunk (a test run). */
  close(): Promise<void>;
}

/**
 * Starts this process's loops for `kinds`: one job worker on the `job` kinds among them, and the test-run worker
 * (with the process's one candidate cache) when TESTING_RUNS is among them.
 */
export function startWorkers(options: WorkerOptions): Workers {
  const loops: Array<{ workerId: string; close: () => Promise<void> }> = [];
  const jobKinds = options.kinds.filter((k) => k !== TESTING_RUNS);
  const handlers = Object.fromEntries(
    jobKinds.map((k) => {
      const handler = JOB_HANDLERS[k];
      if (!handler) throw new Error(`No handler for the job kind "${k}"`);
      return [k, handler];
    }),
  );
  if (jobKinds.length) {
    const jobs = startJobWorker(options.queue, options.db, handlers);
    jobs.catch((err: unknown) => options.queue.log.error({ err, kinds: jobKinds }, 'the job worker could not start'));
    loops.push({ workerId: `jobs@${os.hostname()}:${process.pid}`, close: async () => (await jobs).close() });
  }
  if (options.kinds.includes(TESTING_RUNS)) {
    const runs = createTestingRuns({
      db: options.db,
      queue: options.queue,
      candidates: candidateCacheFor(options.db),
      threads: options.threads,
      chunksInFlight: options.chunksInFlight,
      chunkExpireSeconds: options.chunkExpireSeconds,
      warm: options.warm,
      retryOrphansOnStart: options.retryOrphansOnStart,
    });
    runs.run();
    loops.push(runs);
  }
  return {
    ids: loops.map((l) => l.workerId),
    async close() {
      await Promise.all(loops.map((l) => l.close()));
    },
  };
}
