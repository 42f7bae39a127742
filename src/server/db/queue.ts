/**
 * The process's one durable queue: pg-boss 10 in the schema `pgboss` of the application's own database,
 * PostgreSQL or the embedded PGlite. pg-boss runs its SQL through `Database.executeSql` (the `db` option),
 * so it shares our pool on PostgreSQL and our single connection on PGlite; jobs may also be queued inside one
 * of our transactions (`send(..., tx)`), so they exist exactly when the work that asked for them commits.
 *
 * - a job taken by a process that dies stays active until its expiry, then pg-boss's maintenance puts it
 *   back (retry) for any worker; a handler that throws is retried up to its queue's retry limit;
 * - finished jobs move to `pgboss.archive` after `archiveCompletedAfterSeconds` and are deleted from it
 *   after `deleteAfterSeconds` (the maintenance run, every `maintenanceIntervalSeconds`);
 * - every failure is logged with the job's kind and id (`log`: Fastify's logger, or the worker's);
 * - `figures()` answers what the /testing jobs panel and the metrics show: waiting, active, failed in the
 *   last day, the age of the oldest waiting job.
 *
 * One queue per Database per process (`openQueue` counts its users; the last `release` stops it).
 */
import PgBoss from 'pg-boss';
import type { Database, SqlRunner } from './client';

/** What the queue logs through: Fastify's logger (`app.log`) has this shape. */
export interface QueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface QueueTimings {
  /** How often pg-boss expires, retries, archives and deletes (default 30 s). */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker asks for jobs (default 2 s). */
  pollingIntervalSeconds?: number;
  /** A finished job moves to the archive after this (default 1 h). */
  archiveCompletedAfterSeconds?: number;
  /** An archived job is deleted after this (default 7 days). */
  deleteAfterSeconds?: number;
}

/** How one kind of job is kept: retries and the time a taken job may run before it counts as lost. */
export interface KindOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A taken job not finished within this is expired (its process died) and retried (default 60 s). */
  expireInSeconds?: number;
  /** 'stately': at most one waiting and one active job per singletonKey (a refresh asked for twice runs once). */
  policy?: 'standard' | 'stately';
}

export interface QueueFigures {
  waiting: number;
  active: number;
  failedLastDay: number;
  /** Seconds since the oldest waiting job was created (0 when none waits). */
  oldestWaitingSeconds: number;
  /** The same, per kind. */
  kinds: Array<{ kind: string; waiting: number; active: number; failedLastDay: number; oldestWaitingSeconds: number }>;
}

/** Told of every job a worker of this process finished: its kind, seconds taken and whether it succeeded. */
export type JobSettledListener = (kind: string, seconds: number, ok: boolean) => void;
const settledListeners = new Set<JobSettledListener>();
/** Listens to every job this process's workers finish (the metrics' job-duration histogram); answers the remover. */
export function onJobSettled(listener: JobSettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}
const settled = (kind: string, startedAt: bigint, ok: boolean) => {
  const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  for (const listener of settledListeners) listener(kind, seconds, ok);
};

export type QueueHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;

/** pg-boss's `db` over one of our transactions: a job sent through it commits or rolls back with the transaction. */
export const inTransaction = (tx: SqlRunner) => ({
  executeSql: async (text: string, values?: unknown[]) => ({ rows: await tx.query(text, values) }),
});

export const QUEUE_SCHEMA = 'pgboss';

export interface Queue {
  readonly boss: PgBoss;
  /** Where the queue logs (the logger of the process that opened it first). */
  readonly log: QueueLog;
  /** Creates the kind's queue (idempotent; a queue's options are fixed when it is first created). */
  define(kind: string, options?: KindOptions): Promise<void>;
  /** Queues a job; in `tx` when given. Answers its id, or null when a stately kind already has one for the key. */
  send<T extends object>(kind: string, data: T, options?: PgBoss.SendOptions, tx?: SqlRunner): Promise<string | null>;
  /** Queues several jobs of a kind at once (each may carry its own id and expiry); in `tx` when given. */
  insert<T extends object>(
    kind: string,
    jobs: Array<{ id?: string; data: T; expireInSeconds?: number }>,
    tx?: SqlRunner,
  ): Promise<void>;
  /**
   * Works on the kind with `slots` jobs at a time: each slot takes one job, runs `handler`, and completes it
   * (or fails it: logged, then retried by pg-boss). Answers the slots' worker ids.
   */
  work<T extends object>(
    kind: string,
    handler: QueueHandler<T>,
    options?: { slots?: number } & PgBoss.WorkOptions,
  ): Promise<string[]>;
  /** Wakes this process's idle workers of the kind (a job was queued here). */
  notify(kind: string): void;
  /** Cancels jobs (waiting, retrying or active); in `tx` when given. */
  cancel(kind: string, ids: readonly string[], tx?: SqlRunner): Promise<void>;
  /** Completes a job with its output; in `tx` when given (the work and its completion commit together). */
  complete(kind: string, id: string, output: unknown, tx?: SqlRunner): Promise<void>;
  /** Stops this process's workers of a kind (or only those of `ids`); their jobs in hand finish first. */
  offWork(kind: string, ids?: readonly string[]): Promise<void>;
  figures(): Promise<QueueFigures>;
  /** Drops one user; the last one stops pg-boss (jobs in hand get `graceMs` to finish, then are failed and retried). */
  release(graceMs?: number): Promise<void>;
}

interface Shared {
  boss: PgBoss;
  started: Promise<unknown>;
  users: number;
  workers: Map<string, string[]>;
  /** Each kind's queue creation (or finding), once per process. */
  defined: Map<string, Promise<void>>;
  log: QueueLog;
}
const queues = new WeakMap<Database, Shared>();

function startBoss(db: Database, log: QueueLog, timings: QueueTimings): Shared {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => db.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    // No cron schedules here: they would add a clock-monitor poll for nothing.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds ?? 30,
    pollingIntervalSeconds: timings.pollingIntervalSeconds ?? 2,
    archiveCompletedAfterSeconds: timings.archiveCompletedAfterSeconds ?? 3600,
    deleteAfterSeconds: timings.deleteAfterSeconds ?? 7 * 24 * 3600,
  });
  // pg-boss reports maintenance and fetch failures as 'error' events (an EventEmitter without a listener would throw).
  boss.on('error', (err: Error & { queue?: string; worker?: string }) =>
    log.error({ err, queue: err.queue, worker: err.worker }, 'job queue error'),
  );
  return { boss, started: boss.start(), users: 0, workers: new Map(), defined: new Map(), log };
}

/** The process's queue on `db` (started once; PGlite and PostgreSQL alike). */
export function openQueue(db: Database, log: QueueLog, timings: QueueTimings = {}): Queue {
  let shared = queues.get(db);
  if (!shared) {
    shared = startBoss(db, log, timings);
    queues.set(db, shared);
  }
  shared.users += 1;
  const s = shared;
  const { boss } = s;
  const ready = () => s.started;
  let released = false;

  return {
    boss,
    log: s.log,
    define(kind, options = {}) {
      // One creation per kind and process; pg-boss's create_queue is not locked, so two at once (another
      // process starting) may deadlock: the loser checks whether the queue exists, else tries again.
      let defining = s.defined.get(kind);
      if (!defining) {
        defining = (async () => {
          await ready();
          for (let attempt = 1; ; attempt += 1) {
            if (await boss.getQueue(kind)) return;
            try {
              await boss.createQueue(kind, {
                name: kind,
                policy: options.policy ?? 'standard',
                retryLimit: options.retryLimit ?? 2,
                retryDelay: options.retryDelaySeconds ?? 5,
                expireInSeconds: options.expireInSeconds ?? 60,
              });
              return;
            } catch (err) {
              if (attempt >= 3) throw err;
              await new Promise((r) => setTimeout(r, 50 * attempt));
            }
          }
        })();
        defining.catch(() => s.defined.delete(kind));
        s.defined.set(kind, defining);
      }
      return defining;
    },
    async send(kind, data, options = {}, tx) {
      await ready();
      return boss.send(kind, data, tx ? { ...options, db: inTransaction(tx) } : options);
    },
    async insert(kind, jobs, tx) {
      await ready();
      if (!jobs.length) return;
      await boss.insert(
        jobs.map((j) => ({ name: kind, id: j.id, data: j.data, expireInSeconds: j.expireInSeconds })),
        tx ? { db: inTransaction(tx) } : {},
      );
    },
    async work(kind, handler, options = {}) {
      await ready();
      const { slots = 1, ...work } = options;
      const ids: string[] = [];
      for (let i = 0; i < Math.max(1, slots); i += 1) {
        ids.push(
          await boss.work(kind, { ...work, batchSize: 1, includeMetadata: true }, async ([job]) => {
            const startedAt = process.hrtime.bigint();
            try {
              const output = await handler(job as never);
              settled(kind, startedAt, true);
              return output;
            } catch (err) {
              settled(kind, startedAt, false);
              s.log.error({ err, kind, jobId: job.id }, `job ${kind} ${job.id} failed`);
              throw err;
            }
          }),
        );
      }
      s.workers.set(kind, [...(s.workers.get(kind) ?? []), ...ids]);
      return ids;
    },
    notify(kind) {
      for (const id of s.workers.get(kind) ?? []) boss.notifyWorker(id);
    },
    async cancel(kind, ids, tx) {
      await ready();
      if (ids.length) await boss.cancel(kind, [...ids], tx ? { db: inTransaction(tx) } : {});
    },
    async complete(kind, id, output, tx) {
      const data = output === undefined || output === null ? {} : typeof output === 'object' ? output : { value: output };
      await boss.complete(kind, id, data, tx ? { db: inTransaction(tx) } : {});
    },
    async offWork(kind, ids) {
      await ready();
      if (!ids) {
        s.workers.delete(kind);
        await boss.offWork(kind);
        return;
      }
      s.workers.set(
        kind,
        (s.workers.get(kind) ?? []).filter((id) => !ids.includes(id)),
      );
      await Promise.all(ids.map((id) => boss.offWork({ id })));
    },
    async figures() {
      await ready();
      return queueFigures(db);
    },
    async release(graceMs = 10_000) {
      if (released) return;
      released = true;
      s.users -= 1;
      if (s.users > 0) return;
      queues.delete(db);
      await s.started.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: graceMs, wait: true, close: false });
    },
  };
}

/** The queue's figures per kind, read from pg-boss's job table (its archive holds only finished jobs). */
export async function queueFigures(db: Database): Promise<QueueFigures> {
  const rows = await db.query<{ kind: string; waiting: number; active: number; failed: number; oldest: number | null }>(
    `SELECT name AS kind,
            count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
            count(*) FILTER (WHERE state = 'active')::int AS active,
            count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 day')::int AS failed,
            extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry')))::float8 AS oldest
       FROM ${QUEUE_SCHEMA}.job GROUP BY name ORDER BY name`,
  );
  const kinds = rows.map((r) => ({
    kind: r.kind,
    waiting: Number(r.waiting),
    active: Number(r.active),
    failedLastDay: Number(r.failed),
    oldestWaitingSeconds: Math.max(0, Math.round(Number(r.oldest ?? 0))),
  }));
  const sum = (f: (k: (typeof kinds)[number]) => number) => kinds.reduce((n, k) => n + f(k), 0);
  return {
    waiting: sum((k) => k.waiting),
    active: sum((k) => k.active),
    failedLastDay: sum((k) => k.failedLastDay),
    oldestWaitingSeconds: Math.max(0, ...kinds.map((k) => k.oldestWaitingSeconds)),
    kinds,
  };
}
