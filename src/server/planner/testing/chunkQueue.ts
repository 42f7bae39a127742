/**
 * A test run's chunks as jobs on the process's pg-boss queue (src/server/db/queue.ts): one queue per context
 * (`testing-chunk-nl`, ...), one job per chunk of users. pg-boss hands each job to one worker of any process,
 * expires the job of a process that died (after `expireInSeconds`) and retries it, and archives and deletes
 * finished jobs; the run's progress and each chunk's outcomes stay in `testing_run` / `testing_run_chunk`.
 */
import { randomUUID } from 'node:crypto';
import type { Database, SqlRunner } from '../../db/client';
import type { Country } from '../../db/contexts';
import { QUEUE_SCHEMA, type KindOptions, type Queue } from '../../db/queue';
import type { QueuedRun } from './testingRunsRepository';

/** What a chunk's job carries. */
export interface ChunkJob {
  context: Country;
  runId: string;
  chunk: number;
}

export const chunkKind = (context: Country) => `testing-chunk-${context}`;

/** A chunk's job is retried after a failure or its worker's death up to 5 times, 2 s apart. */
export const DEFAULT_CHUNK_EXPIRE_SECONDS = 120;
export const chunkOptions = (expireInSeconds = DEFAULT_CHUNK_EXPIRE_SECONDS): KindOptions => ({
  retryLimit: 5,
  retryDelaySeconds: 2,
  expireInSeconds,
});

/**
 * The job id of a chunk: its number in the first 8 hex digits, so a run's jobs (queued in one statement, with
 * one creation time) are taken in chunk order (pg-boss orders by creation time, then id).
 */
const chunkJobId = (chunk: number) => `${chunk.toString(16).padStart(8, '0')}-${randomUUID().slice(9)}`;

/** Queues every chunk of the run in `tx` (the jobs exist exactly when the transaction commits). */
export async function queueChunks(queue: Queue, context: Country, run: QueuedRun, tx: SqlRunner, expireInSeconds?: number) {
  await queue.insert<ChunkJob>(
    chunkKind(context),
    Array.from({ length: run.chunkCount }, (_, chunk) => ({
      id: chunkJobId(chunk),
      data: { context, runId: run.id, chunk },
      expireInSeconds,
    })),
    tx,
  );
}

/** Cancels the run's chunk jobs not yet finished (waiting, retrying or in a worker's hands), in `tx`. */
export async function cancelChunks(queue: Queue, context: Country, runId: string, tx: SqlRunner): Promise<number> {
  const kind = chunkKind(context);
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND data->>'runId' = $2 AND state IN ('created', 'retry', 'active')`,
    [kind, runId],
  );
  await queue.cancel(
    kind,
    rows.map((r) => r.id),
    tx,
  );
  return rows.length;
}

/**
 * Fails the context's chunk jobs in a worker's hands, so they are retried at once: only for a process that owns
 * its database alone (the embedded PGlite), whose active jobs at start are those of its own killed predecessor.
 */
export async function retryOrphans(queue: Queue, db: Database, context: Country): Promise<number> {
  const kind = chunkKind(context);
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'active'`, [kind]);
  if (rows.length)
    await queue.boss.fail(
      kind,
      rows.map((r) => r.id),
    );
  return rows.length;
}
