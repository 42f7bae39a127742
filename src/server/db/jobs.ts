/**
 * Durable background jobs of a context (table `job`, migration 0016_job.sql), for long work other than the
 * algorithm test runs (which have their own chunked queue): any process's job worker claims the oldest
 * due job of the kinds it knows with a lease, then runs it in ONE transaction that first locks the job row
 * (still leased to this worker) and ends by marking it DONE. So:
 *
 * - run once: a job's work and its DONE commit together; a worker whose lease ran out but whose
 *   transaction is alive keeps the row locked, and other workers skip locked rows when they claim;
 * - survives a restart: a job whose process died stays RUNNING until its lease runs out, then any worker
 *   (the restarted one included) claims it again; its half-done work was rolled back with the process;
 * - visible: status, attempts, timestamps, result or error are columns (`find`, `latest`).
 *
 * A failing job is queued again after a pause (attempt x 5 s) up to `maxAttempts`, then FAILED. A worker told
 * to stop (`close`, e.g. on SIGTERM) stops its job at the handler's next statement: the transaction rolls back
 * and the job is released (QUEUED again, the attempt not counted), so another worker takes it at once.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import os from 'node:os';
import type { Database, SqlRunner } from './client';
import { forContext } from './context-database';
import type { Country } from './contexts';
import { migratedContexts } from './migrate';
import { compact, iso } from './rows';

/** The migration that made the `job` table: the contexts that have it are the ones workers look at. */
const JOB_MIGRATION = '0016_job.sql';

export type JobStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

export interface Job {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  status: JobStatus;
  attempts: number;
  result?: unknown;
  error?: string;
  createdAt: string;
  startedAt?: string;
  finishedAt?: string;
}

interface Row {
  id: string | number;
  kind: string;
  key: string;
  payload: unknown;
  status: JobStatus;
  attempts: number;
  result: unknown;
  error: string | null;
  created_at: unknown;
  started_at: unknown;
  finished_at: unknown;
}

const COLUMNS = 'id, kind, key, payload, status, attempts, result, error, created_at, started_at, finished_at';
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function toJob(r: Row): Job {
  return compact({
    id: String(r.id),
    kind: r.kind,
    key: r.key,
    payload: json(r.payload),
    status: r.status,
    attempts: Number(r.attempts),
    result: r.result === null ? undefined : json(r.result),
    error: r.error ?? undefined,
    createdAt: iso(r.created_at) ?? new Date(0).toISOString(),
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
  });
}

const ms = (param: string) => `(${param}::double precision * interval '1 millisecond')`;

export function createJobsRepository(tx: SqlRunner) {
  return {
    /** Queues a job, or answers the QUEUED or RUNNING one of the same kind and key. */
    async enqueue(kind: string, payload: unknown = {}, key = ''): Promise<Job> {
      const [inserted] = await tx.query<Row>(
        `INSERT INTO job (kind, key, payload) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (kind, key) WHERE status IN ('QUEUED', 'RUNNING') DO NOTHING RETURNING ${COLUMNS}`,
        [kind, key, JSON.stringify(payload)],
      );
      if (inserted) return toJob(inserted);
      const [pending] = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM job WHERE kind = $1 AND key = $2 AND status IN ('QUEUED', 'RUNNING')`,
        [kind, key],
      );
      return toJob(pending);
    },
    async find(id: string): Promise<Job | undefined> {
      const [row] = await tx.query<Row>(`SELECT ${COLUMNS} FROM job WHERE id = $1`, [id]);
      return row ? toJob(row) : undefined;
    },
    /** The newest job of a kind (and key), whatever its status. */
    async latest(kind: string, key = ''): Promise<Job | undefined> {
      const [row] = await tx.query<Row>(`SELECT ${COLUMNS} FROM job WHERE kind = $1 AND key = $2 ORDER BY id DESC LIMIT 1`, [
        kind,
        key,
      ]);
      return row ? toJob(row) : undefined;
    },
    /**
     * Leases `worker` the oldest due job of `kinds`: QUEUED, or RUNNING with its lease run out (its process
     * died). Rows locked by a live run are skipped.
     */
    async claim(kinds: readonly string[], worker: string, leaseMs: number): Promise<Job | undefined> {
      const [row] = await tx.query<Row>(
        `UPDATE job SET status = 'RUNNING', lease_owner = $2, lease_until = now() + ${ms('$3')}, attempts = attempts + 1,
                started_at = now()
          WHERE id = (SELECT id FROM job WHERE kind = ANY($1::text[]) AND run_after <= now()
                        AND (status = 'QUEUED' OR (status = 'RUNNING' AND lease_until < now()))
                      ORDER BY run_after, id LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING ${COLUMNS}`,
        [kinds, worker, leaseMs],
      );
      return row ? toJob(row) : undefined;
    },
    /** Locks the job until the transaction ends, if it is still RUNNING under `worker`'s lease. */
    async lockForRun(id: string, worker: string): Promise<boolean> {
      const rows = await tx.query(`SELECT 1 FROM job WHERE id = $1 AND status = 'RUNNING' AND lease_owner = $2 FOR UPDATE`, [
        id,
        worker,
      ]);
      return rows.length > 0;
    },
    async complete(id: string, result: unknown): Promise<void> {
      await tx.query(
        `UPDATE job SET status = 'DONE', result = $2::jsonb, error = NULL, finished_at = now(), lease_owner = NULL, lease_until = NULL
          WHERE id = $1`,
        [id, result === undefined ? null : JSON.stringify(result)],
      );
    },
    /** After a failed attempt: queued again after `retryMs`, or FAILED when `retryMs` is undefined. */
    async fail(id: string, worker: string, error: string, retryMs: number | undefined): Promise<void> {
      await tx.query(
        `UPDATE job SET status = CASE WHEN $4::double precision IS NULL THEN 'FAILED' ELSE 'QUEUED' END, error = $3,
                run_after = CASE WHEN $4::double precision IS NULL THEN run_after ELSE now() + ${ms('$4')} END,
                finished_at = CASE WHEN $4::double precision IS NULL THEN now() ELSE NULL END, lease_owner = NULL, lease_until = NULL
          WHERE id = $1 AND lease_owner = $2`,
        [id, worker, error, retryMs ?? null],
      );
    },
    /** Gives a job back unfinished (its worker is stopping): QUEUED and due now, the attempt not counted. */
    async release(id: string, worker: string): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE job SET status = 'QUEUED', attempts = greatest(attempts - 1, 0), run_after = now(), started_at = NULL,
                lease_owner = NULL, lease_until = NULL
          WHERE id = $1 AND status = 'RUNNING' AND lease_owner = $2 RETURNING id`,
        [id, worker],
      );
      return rows.length > 0;
    },
    /** Ends every lease (a process that owns the database alone, at its start: the leases are its dead predecessor's). */
    async releaseAllLeases(): Promise<void> {
      await tx.query(`UPDATE job SET lease_until = now() - interval '1 millisecond' WHERE status = 'RUNNING'`);
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;

/** Runs one job inside the transaction that marks it DONE; its answer is stored as the job's result. */
export type JobHandler = (tx: SqlRunner, payload: unknown, job: Job) => Promise<unknown>;

export interface JobWorkerOptions {
  db: Database;
  /** The kinds this worker runs, with their handlers. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** How long a claimed job stays with this worker before another may take it (default 60 s). */
  leaseMs?: number;
  /** How often an idle worker looks for jobs queued by other processes (default 2 s). */
  pollMs?: number;
  /** Attempts before a job is FAILED (default 3). */
  maxAttempts?: number;
  workerId?: string;
  /** Contexts to work on (default: every migrated context). */
  contexts?: readonly Country[];
  /** The database is this process's alone (embedded PGlite): end the leases of a killed predecessor at start. */
  releaseLeasesOnStart?: boolean;
  /** Called after each job that ran (tests); RELEASED: given back unfinished because the worker is stopping. */
  afterJob?: (job: Job, outcome: 'DONE' | 'FAILED' | 'RETRY' | 'RELEASED') => void;
}

/** Thrown into a job's handler at its next statement once its worker is stopping. */
class JobStopped extends Error {
  constructor() {
    super('The job worker is stopping');
  }
}

/** The job's transaction as its handler sees it: every statement first checks that the worker is not stopping. */
function stoppable(tx: SqlRunner, stopping: () => boolean): SqlRunner {
  const check = () => {
    if (stopping()) throw new JobStopped();
  };
  return {
    async query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]> {
      check();
      return tx.query<T>(text, params);
    },
    async copyRows(table, columns, rows) {
      check();
      return tx.copyRows(table, columns, rows);
    },
    async copyEncoded(table, columns, encoded) {
      check();
      return tx.copyEncoded(table, columns, encoded);
    },
  };
}

/** Tells this process's job workers that a job was queued here (other processes find it by polling). */
const queuedHere = new EventEmitter();
queuedHere.setMaxListeners(0);

/** Queues a job in the caller's transaction; this process's worker looks at once after the commit. */
export async function enqueueJob(tx: SqlRunner, kind: string, payload?: unknown, key?: string): Promise<Job> {
  const job = await createJobsRepository(tx).enqueue(kind, payload, key);
  setImmediate(() => queuedHere.emit('queued'));
  return job;
}

export function createJobWorker(options: JobWorkerOptions) {
  const { db, handlers } = options;
  const kinds = Object.keys(handlers);
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let contexts = options.contexts;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let resume: (() => void) | undefined;
  let queued = 0;

  /** Claims and runs one due job of any context; false when there was none. */
  async function runOne(): Promise<boolean> {
    contexts ??= await migratedContexts(db, JOB_MIGRATION);
    for (const country of contexts) {
      const ctx = forContext(db, country);
      const job = await ctx.transaction((tx) => createJobsRepository(tx).claim(kinds, workerId, leaseMs));
      if (!job) continue;
      try {
        const ran = await ctx.transaction(async (tx) => {
          const jobs = createJobsRepository(tx);
          if (!(await jobs.lockForRun(job.id, workerId))) return false; // the lease ran out and another worker took it
          const result = await handlers[job.kind](
            stoppable(tx, () => stopping),
            job.payload,
            job,
          );
          await jobs.complete(job.id, result ?? null);
          return true;
        });
        if (ran) options.afterJob?.(job, 'DONE');
      } catch (err) {
        if (err instanceof JobStopped) {
          // Rolled back: give it back now rather than after the lease.
          await ctx.transaction((tx) => createJobsRepository(tx).release(job.id, workerId)).catch(() => {});
          options.afterJob?.(job, 'RELEASED');
          return true;
        }
        const message = err instanceof Error ? err.message : String(err);
        const retry = job.attempts < maxAttempts ? job.attempts * 5_000 : undefined;
        await ctx.transaction((tx) => createJobsRepository(tx).fail(job.id, workerId, message, retry)).catch(() => {});
        options.afterJob?.(job, retry === undefined ? 'FAILED' : 'RETRY');
      }
      return true;
    }
    return false;
  }

  async function work(): Promise<void> {
    if (options.releaseLeasesOnStart) {
      contexts ??= await migratedContexts(db, JOB_MIGRATION).catch(() => []);
      for (const country of contexts)
        await forContext(db, country)
          .transaction((tx) => createJobsRepository(tx).releaseAllLeases())
          .catch(() => {});
    }
    while (!stopping) {
      const seen = queued;
      let ran = false;
      try {
        ran = await runOne();
      } catch {
        ran = false; // database unavailable for a moment: try again after the pause
      }
      if (ran || stopping || queued !== seen) continue;
      await new Promise<void>((done) => {
        const timer = setTimeout(finish, pollMs);
        function finish() {
          clearTimeout(timer);
          resume = undefined;
          done();
        }
        resume = finish;
      });
    }
  }

  const onQueued = () => {
    queued += 1;
    resume?.();
  };

  return {
    workerId,
    /** Starts the loop (idempotent). */
    run() {
      if (loop || stopping) return;
      queuedHere.on('queued', onQueued);
      loop = work();
    },
    /**
     * Stops: the job in hand stops at its next statement, rolls back and is released for another worker (a job
     * whose handler already returned is completed). Resolves once the loop ended.
     */
    async close() {
      stopping = true;
      queuedHere.off('queued', onQueued);
      resume?.();
      await loop?.catch(() => {});
    },
  };
}
export type JobWorker = ReturnType<typeof createJobWorker>;
