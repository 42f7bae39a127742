/**
 * Durable jobs of a context (the long work besides the algorithm test runs, e.g. the usage-summary refresh)
 * on the process's queue (queue.ts, pg-boss). A job carries its context, a key and a payload:
 *
 * - queued once: a kind's queue is 'stately', keyed by context and key, so a refresh asked for by many
 *   readers while one waits is queued once (one may wait while another runs);
 * - run once: the handler runs in ONE transaction of the job's context that ends by completing the job, so
 *   its work and its completion commit together; a failed attempt rolls back and is retried by pg-boss;
 * - survives a crash: a job whose process died stays active until its expiry, then is retried by any worker;
 * - a worker told to stop (`close`) stops its job at the handler's next statement: the transaction rolls
 *   back and the job is failed, so pg-boss queues it again for another worker after the retry delay.
 */
import type { Database, SqlRunner } from './client';
import { forContext, type ContextDatabase } from './context-database';
import { isCountry, type Country } from './contexts';
import type { KindOptions, Queue } from './queue';

export interface JobInfo {
  id: string;
  kind: string;
  context: Country;
  key: string;
}

/** Runs one job inside the transaction that completes it; its answer is stored as the job's output. */
export type JobHandler = (tx: SqlRunner, payload: unknown, job: JobInfo) => Promise<unknown>;

interface JobData {
  context: Country;
  key: string;
  payload: unknown;
}

/** How a context job is kept: 3 attempts 5 s apart, expired (its process presumed dead) after 10 minutes. */
export const CONTEXT_JOB_OPTIONS: KindOptions = { policy: 'stately', retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 600 };

/** Queues a job of the context; answers its id, or null when one of the same kind and key is already waiting. */
export async function enqueueJob(
  queue: Queue,
  db: ContextDatabase,
  kind: string,
  payload: unknown = {},
  key = '',
): Promise<string | null> {
  await queue.define(kind, CONTEXT_JOB_OPTIONS);
  const data: JobData = { context: db.context, key, payload };
  const id = await db.transaction((tx) => queue.send(kind, data, { singletonKey: `${db.context}:${key}` }, tx));
  queue.notify(kind);
  return id;
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

export interface JobWorker {
  /** Stops taking jobs; the job in hand stops at its next statement and is retried elsewhere. */
  close(): Promise<void>;
}

/** Works on the given kinds on this process's queue, `slots` jobs at a time per kind (default 1). */
export async function startJobWorker(
  queue: Queue,
  db: Database,
  handlers: Readonly<Record<string, JobHandler>>,
  options: { slots?: number } = {},
): Promise<JobWorker> {
  let stopping = false;
  const kinds = Object.keys(handlers);
  for (const kind of kinds) {
    await queue.define(kind, CONTEXT_JOB_OPTIONS);
    await queue.work<JobData>(
      kind,
      async (job) => {
        const { context, key, payload } = job.data;
        if (!isCountry(context)) throw new Error(`Job ${kind} ${job.id} names an unknown context "${String(context)}"`);
        return forContext(db, context).transaction(async (tx) => {
          const output = await handlers[kind](
            stoppable(tx, () => stopping),
            payload,
            { id: job.id, kind, context, key },
          );
          // Completed in the job's own transaction: the work and its completion commit together.
          await queue.complete(kind, job.id, output, tx);
          return output;
        });
      },
      { slots: options.slots },
    );
  }
  return {
    async close() {
      stopping = true;
      await Promise.all(kinds.map((k) => queue.offWork(k)));
    },
  };
}
