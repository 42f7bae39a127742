/**
 * Algorithm test runs of a context (`testing_run`, `testing_run_chunk`): the runs waiting and worked on, their
 * progress and the outcomes of each stored chunk of users. The chunks themselves are jobs on the pg-boss queue
 * (chunkQueue.ts); a run's row says whether its chunks are queued (`chunks_queued_at`).
 */
import type { Database, SqlRunner } from '../../db/client';
import type { Country } from '../../db/contexts';
import { migratedContexts as contextsWithMigration } from '../../db/migrate';
import { compact, iso } from '../../db/rows';
import type { GeneratorOptions } from './generator';
import type { TestingResult } from './metrics';
import type { TestingShared, UserOutcome } from './simulateUser';
import type { RecommenderSettings } from '../../../domain';

export type RunStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
export const ACTIVE_STATUSES: readonly RunStatus[] = ['QUEUED', 'RUNNING'];

export interface TestingRun {
  id: string;
  status: RunStatus;
  progress: { done: number; total: number };
  createdAt: string;
  startedAt?: string;
  finishedAt?: string;
  generatorOptions?: GeneratorOptions;
  recommenderSettings?: RecommenderSettings;
  result?: TestingResult;
  error?: { code: string; message: string };
}

/** Everything a worker needs to plan a chunk of users of a run. */
export interface RunWork extends QueuedRun {
  owner: string;
  seed: number;
  options: GeneratorOptions;
  settings: Omit<TestingShared, 'candidates'>;
  startedAt: number;
}

export interface NewRun {
  id: string;
  owner: string;
  cacheKey: string;
  seed: number;
  options: GeneratorOptions;
  settings: Omit<TestingShared, 'candidates'>;
  total: number;
  /** Users per chunk (each chunk one job on the queue). */
  chunkUsers: number;
}

/** A run's chunks as the queue holds them: `chunkCount` jobs of `chunkUsers` users. */
export interface QueuedRun {
  id: string;
  chunkUsers: number;
  chunkCount: number;
}

interface QueueRow {
  id: string;
  chunk_users: number | null;
  users: number;
}
const queuedRun = (r: QueueRow): QueuedRun => {
  const chunkUsers = Number(r.chunk_users ?? 10);
  return { id: r.id, chunkUsers, chunkCount: Math.ceil(Number(r.users) / chunkUsers) };
};

interface Row {
  id: string;
  owner: string;
  status: RunStatus;
  seed: string | number;
  options: unknown;
  settings: unknown;
  progress_done: number;
  progress_total: number;
  result: unknown;
  error: unknown;
  created_at: unknown;
  started_at: unknown;
  finished_at: unknown;
}

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toRun(r: Row): TestingRun {
  const settings = r.settings === null ? undefined : json<Partial<Omit<TestingShared, 'candidates'>>>(r.settings);
  return compact({
    id: r.id,
    status: r.status,
    progress: { done: Number(r.progress_done), total: Number(r.progress_total) },
    createdAt: iso(r.created_at) ?? new Date(0).toISOString(),
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    generatorOptions: r.options === null ? undefined : json<GeneratorOptions>(r.options),
    recommenderSettings: settings?.settings,
    result: r.result === null ? undefined : json<TestingResult>(r.result),
    error: r.error === null ? undefined : json<{ code: string; message: string }>(r.error),
  });
}

const COLUMNS =
  'id, owner, status, seed, options, settings, progress_done, progress_total, result, error, created_at, started_at, finished_at';

export function createTestingRunsRepository(tx: SqlRunner) {
  return {
    ...runReads(tx),
    ...runAdmission(tx),
    ...chunkWork(tx),
  };
}
export type TestingRunsRepository = ReturnType<typeof createTestingRunsRepository>;

/** Runs as the API shows them, and the row a change locks first. */
function runReads(tx: SqlRunner) {
  return {
    async find(id: string): Promise<TestingRun | undefined> {
      const [row] = await tx.query<Row>(`SELECT ${COLUMNS} FROM testing_run WHERE id = $1`, [id]);
      return row ? toRun(row) : undefined;
    },
    /** The context's runs created in the last `withinMs` (at most `limit`), newest first, without their results. */
    async listRecent(withinMs: number, limit: number): Promise<TestingRun[]> {
      const rows = await tx.query<Row>(
        `SELECT ${COLUMNS.replace('result', 'NULL AS result')} FROM testing_run
          WHERE created_at > now() - ($1::double precision * interval '1 millisecond') ORDER BY created_at DESC, id LIMIT $2`,
        [withinMs, limit],
      );
      return rows.map(toRun);
    },
    async ownerOf(id: string): Promise<string | undefined> {
      const [row] = await tx.query<{ owner: string }>('SELECT owner FROM testing_run WHERE id = $1', [id]);
      return row?.owner;
    },
    async findForUpdate(id: string): Promise<(TestingRun & { owner: string }) | undefined> {
      const [row] = await tx.query<Row>(`SELECT ${COLUMNS} FROM testing_run WHERE id = $1 FOR UPDATE`, [id]);
      return row ? { ...toRun(row), owner: row.owner } : undefined;
    },
    /** The newest run with these inputs created less than `ttlMs` ago that did not fail or get cancelled. */
    async cached(cacheKey: string, ttlMs: number): Promise<TestingRun | undefined> {
      const [row] = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM testing_run WHERE cache_key = $1 AND status IN ('QUEUED', 'RUNNING', 'DONE')
           AND created_at > now() - ($2::double precision * interval '1 millisecond') ORDER BY created_at DESC LIMIT 1`,
        [cacheKey, ttlMs],
      );
      return row ? toRun(row) : undefined;
    },
  };
}

/** Admitting a new run, and handing an owner's runs to the queue one at a time. */
function runAdmission(tx: SqlRunner) {
  return {
    /** Serialises the admission checks of one owner until the transaction ends. */
    async lockOwner(owner: string): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`testing_run:${owner}`]);
    },
    async countActive(owner: string): Promise<{ running: number; queued: number }> {
      const rows = await tx.query<{ status: RunStatus; n: string | number }>(
        "SELECT status, count(*) AS n FROM testing_run WHERE owner = $1 AND status IN ('QUEUED', 'RUNNING') GROUP BY status",
        [owner],
      );
      const n = (s: RunStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      return { running: n('RUNNING'), queued: n('QUEUED') };
    },
    async insert(run: NewRun): Promise<TestingRun> {
      const [row] = await tx.query<Row>(
        `INSERT INTO testing_run (id, owner, status, cache_key, seed, options, settings, progress_total, chunk_users)
         VALUES ($1, $2, 'QUEUED', $3, $4, $5::jsonb, $6::jsonb, $7, $8) RETURNING ${COLUMNS}`,
        [
          run.id,
          run.owner,
          run.cacheKey,
          run.seed,
          JSON.stringify(run.options),
          JSON.stringify(run.settings),
          run.total,
          run.chunkUsers,
        ],
      );
      return toRun(row);
    },
    /**
     * The owner's next run to hand to the queue: their oldest QUEUED run whose chunks are not queued yet, when
     * none of their runs has queued chunks and is unfinished (one run per owner is worked on at a time).
     * Call after `lockOwner`.
     */
    async nextToQueue(owner: string): Promise<QueuedRun | undefined> {
      const [row] = await tx.query<QueueRow>(
        `SELECT id, chunk_users, (options->>'numberOfUsers')::int AS users FROM testing_run t
          WHERE owner = $1 AND status = 'QUEUED' AND chunks_queued_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM testing_run o WHERE o.owner = t.owner AND o.status IN ('QUEUED', 'RUNNING')
                             AND o.chunks_queued_at IS NOT NULL)
          ORDER BY created_at, id LIMIT 1`,
        [owner],
      );
      return row ? queuedRun(row) : undefined;
    },
    /** Notes that the run's chunks are on the queue (in the transaction that queues them). */
    async markChunksQueued(id: string): Promise<void> {
      await tx.query('UPDATE testing_run SET chunks_queued_at = now() WHERE id = $1', [id]);
    },
  };
}

/** A worker's side: taking up a run, storing its chunks of users, and finishing it. */
function chunkWork(tx: SqlRunner) {
  return {
    /**
     * What a worker needs to plan a chunk of the run, or undefined once the run finished or was cancelled; the
     * first chunk taken makes a QUEUED run RUNNING (the run row is written only then, so chunks rarely wait on it).
     */
    async begin(id: string): Promise<RunWork | undefined> {
      const select = `SELECT ${COLUMNS}, chunk_users FROM testing_run WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')`;
      let [row] = await tx.query<Row & { chunk_users: number }>(select, [id]);
      if (row?.status === 'QUEUED')
        [row] = await tx.query<Row & { chunk_users: number }>(
          `UPDATE testing_run SET status = 'RUNNING', started_at = coalesce(started_at, now())
            WHERE id = $1 AND status IN ('QUEUED', 'RUNNING') RETURNING ${COLUMNS}, chunk_users`,
          [id],
        );
      if (!row) return undefined;
      const users = json<GeneratorOptions>(row.options).numberOfUsers;
      return {
        owner: row.owner,
        seed: Number(row.seed),
        options: json<GeneratorOptions>(row.options),
        settings: json<Omit<TestingShared, 'candidates'>>(row.settings),
        startedAt: new Date(iso(row.started_at) ?? Date.now()).getTime(),
        ...queuedRun({ id: row.id, chunk_users: row.chunk_users, users }),
      };
    },
    /** Whether the run is still being worked on (RUNNING), locking it until the transaction ends. */
    async lockRunning(id: string): Promise<boolean> {
      const [row] = await tx.query<{ status: RunStatus }>('SELECT status FROM testing_run WHERE id = $1 FOR UPDATE', [id]);
      return row?.status === 'RUNNING';
    },
    /**
     * Stores a planned chunk once (a chunk stored meanwhile by another attempt is left as it is) and adds its
     * plans to the progress; answers whether it was stored now and how many chunks the run has stored.
     */
    async storeChunk(
      id: string,
      chunk: number,
      outcomes: readonly UserOutcome[],
      worker: string,
      plans: number,
    ): Promise<{ stored: boolean; count: number }> {
      const inserted = await tx.query<{ chunk: number }>(
        `INSERT INTO testing_run_chunk (run_id, chunk, outcomes, worker) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (run_id, chunk) DO NOTHING RETURNING chunk`,
        [id, chunk, JSON.stringify(outcomes), worker],
      );
      if (inserted.length)
        await tx.query('UPDATE testing_run SET progress_done = least(progress_total, progress_done + $2) WHERE id = $1', [
          id,
          plans,
        ]);
      const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM testing_run_chunk WHERE run_id = $1', [id]);
      return { stored: inserted.length > 0, count: Number(n) };
    },
    async chunks(id: string): Promise<Map<number, UserOutcome[]>> {
      const rows = await tx.query<{ chunk: number; outcomes: unknown }>(
        'SELECT chunk, outcomes FROM testing_run_chunk WHERE run_id = $1 ORDER BY chunk',
        [id],
      );
      return new Map(rows.map((r) => [Number(r.chunk), json<UserOutcome[]>(r.outcomes)]));
    },
    async chunkWorkers(id: string): Promise<string[]> {
      return (
        await tx.query<{ worker: string }>('SELECT worker FROM testing_run_chunk WHERE run_id = $1 ORDER BY chunk', [id])
      ).map((r) => r.worker);
    },
    async finish(
      id: string,
      status: 'DONE' | 'FAILED' | 'CANCELLED',
      outcome: { result?: TestingResult; error?: { code: string; message: string } } = {},
    ): Promise<TestingRun | undefined> {
      const [row] = await tx.query<Row>(
        `UPDATE testing_run SET status = $2, result = $3::jsonb, error = $4::jsonb, finished_at = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [
          id,
          status,
          outcome.result ? JSON.stringify(outcome.result) : null,
          outcome.error ? JSON.stringify(outcome.error) : null,
        ],
      );
      return row ? toRun(row) : undefined;
    },
  };
}

/** Contexts whose schema has the run tables (migrated contexts). */
export const migratedContexts = (db: Database): Promise<Country[]> => contextsWithMigration(db, '0013_testing_run.sql');
