/**
 * Algorithm test runs of a context (`testing_run`, `testing_run_chunk`): the queue, the lease of the
 * process working on a run, its progress and the outcomes of each finished chunk of users.
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

/** Everything a worker needs to plan one chunk of users of a run. */
export interface ClaimedChunk {
  id: string;
  owner: string;
  seed: number;
  options: GeneratorOptions;
  settings: Omit<TestingShared, 'candidates'>;
  total: number;
  startedAt: number;
  chunk: number;
  /** Users per chunk of this run, and its number of chunks. */
  chunkUsers: number;
  chunkCount: number;
}

export interface NewRun {
  id: string;
  owner: string;
  cacheKey: string;
  seed: number;
  options: GeneratorOptions;
  settings: Omit<TestingShared, 'candidates'>;
  total: number;
}

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
/** Claims of one context run one at a time (so one owner never gets two RUNNING runs, and no chunk is leased twice). */
const CLAIM_LOCK = 7243301;

export function createTestingRunsRepository(tx: SqlRunner) {
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
        `INSERT INTO testing_run (id, owner, status, cache_key, seed, options, settings, progress_total)
         VALUES ($1, $2, 'QUEUED', $3, $4, $5::jsonb, $6::jsonb, $7) RETURNING ${COLUMNS}`,
        [run.id, run.owner, run.cacheKey, run.seed, JSON.stringify(run.options), JSON.stringify(run.settings), run.total],
      );
      return toRun(row);
    },
    /**
     * Leases `worker` the next chunk of users to plan: the lowest chunk, neither stored nor leased, of the
     * oldest RUNNING run, else of the oldest QUEUED run whose owner has no other run being worked on (it
     * becomes RUNNING). Several processes thus work on chunks of one run in parallel. The first process to
     * take a run fixes its chunk size. Claims of one context are serialised by an advisory lock, not by
     * locking the run rows: a run row is locked for a moment by every stored chunk (its progress), and a
     * claim that skipped it (SKIP LOCKED) would leave that process idle until its next poll.
     */
    async claimChunk(worker: string, leaseMs: number, chunkUsers: number): Promise<ClaimedChunk | undefined> {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
      const candidates = await tx.query<{ id: string; status: RunStatus; chunk_users: number | null; users: number }>(
        `SELECT t.id, t.status, t.chunk_users, (t.options->>'numberOfUsers')::int AS users FROM testing_run t
          WHERE t.status = 'RUNNING'
             OR (t.status = 'QUEUED' AND NOT EXISTS (SELECT 1 FROM testing_run o WHERE o.owner = t.owner AND o.id <> t.id
                                                      AND o.status = 'RUNNING' AND o.lease_until >= now()))
          ORDER BY (t.status = 'RUNNING') DESC, t.created_at, t.id LIMIT 20`,
      );
      for (const c of candidates) {
        const size = Number(c.chunk_users ?? chunkUsers);
        const count = Math.ceil(Number(c.users) / size);
        const [free] = await tx.query<{ chunk: number }>(
          `SELECT g AS chunk FROM generate_series(0, $2::int - 1) g
            WHERE NOT EXISTS (SELECT 1 FROM testing_run_chunk d WHERE d.run_id = $1 AND d.chunk = g)
              AND NOT EXISTS (SELECT 1 FROM testing_run_chunk_lease l WHERE l.run_id = $1 AND l.chunk = g AND l.lease_until >= now())
            ORDER BY g LIMIT 1`,
          [c.id, count],
        );
        if (!free) continue; // every chunk is stored or in another process's hands
        const chunk = Number(free.chunk);
        // The run row is written only when it starts or its lease needs renewing (so claims rarely wait on it);
        // a run cancelled meanwhile is not taken.
        const [row] = await tx.query<Row & { chunk_users: number }>(
          `UPDATE testing_run SET status = 'RUNNING', lease_owner = $2, chunk_users = coalesce(chunk_users, $4),
                  lease_until = greatest(lease_until, now() + ($3::double precision * interval '1 millisecond')),
                  started_at = coalesce(started_at, now())
            WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')
              AND (status = 'QUEUED' OR lease_until IS NULL OR lease_until < now() + ($3::double precision * interval '0.5 millisecond'))
            RETURNING ${COLUMNS}, chunk_users`,
          [c.id, worker, leaseMs, size],
        );
        const current =
          row ??
          (
            await tx.query<Row & { chunk_users: number }>(
              `SELECT ${COLUMNS}, chunk_users FROM testing_run WHERE id = $1 AND status = 'RUNNING'`,
              [c.id],
            )
          )[0];
        if (!current) continue;
        await tx.query(
          `INSERT INTO testing_run_chunk_lease (run_id, chunk, worker, lease_until)
           VALUES ($1, $2, $3, now() + ($4::double precision * interval '1 millisecond'))
           ON CONFLICT (run_id, chunk) DO UPDATE SET worker = EXCLUDED.worker, lease_until = EXCLUDED.lease_until`,
          [c.id, chunk, worker, leaseMs],
        );
        return {
          id: current.id,
          owner: current.owner,
          seed: Number(current.seed),
          total: Number(current.progress_total),
          options: json<GeneratorOptions>(current.options),
          settings: json<Omit<TestingShared, 'candidates'>>(current.settings),
          startedAt: new Date(iso(current.started_at) ?? Date.now()).getTime(),
          chunk,
          chunkUsers: size,
          chunkCount: count,
        };
      }
      return undefined;
    },
    /** Whether the run is still RUNNING and `worker` still holds the chunk, locking the run until the transaction ends. */
    async holdsChunk(id: string, chunk: number, worker: string): Promise<boolean> {
      const [row] = await tx.query<{ ok: boolean }>(
        `SELECT (t.status = 'RUNNING' AND EXISTS (SELECT 1 FROM testing_run_chunk_lease l
                  WHERE l.run_id = t.id AND l.chunk = $2 AND l.worker = $3)) AS ok
           FROM testing_run t WHERE t.id = $1 FOR UPDATE`,
        [id, chunk, worker],
      );
      return row?.ok === true;
    },
    /** Keeps the chunk (and the run, as being worked on) with `worker` for another `leaseMs`. */
    async extendChunkLease(id: string, chunk: number, worker: string, leaseMs: number): Promise<void> {
      await tx.query(
        `UPDATE testing_run_chunk_lease SET lease_until = now() + ($4::double precision * interval '1 millisecond')
          WHERE run_id = $1 AND chunk = $2 AND worker = $3`,
        [id, chunk, worker, leaseMs],
      );
      await tx.query(
        `UPDATE testing_run SET lease_until = greatest(lease_until, now() + ($2::double precision * interval '1 millisecond'))
          WHERE id = $1 AND status = 'RUNNING'`,
        [id, leaseMs],
      );
    },
    /** Gives a chunk up (a stopping process): another one takes it at once. */
    async releaseChunk(id: string, chunk: number, worker: string): Promise<void> {
      await tx.query('DELETE FROM testing_run_chunk_lease WHERE run_id = $1 AND chunk = $2 AND worker = $3', [id, chunk, worker]);
    },
    /** Drops every chunk lease of the context (a process that owns the database alone, at its start). */
    async releaseAllLeases(): Promise<void> {
      await tx.query('DELETE FROM testing_run_chunk_lease');
    },
    /**
     * Stores a planned chunk once (a chunk stored meanwhile by another process is left as it is), adds its
     * plans to the progress and drops its lease; answers how many chunks the run has stored.
     */
    async storeChunk(
      id: string,
      chunk: number,
      outcomes: readonly UserOutcome[],
      worker: string,
      plans: number,
    ): Promise<number> {
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
      await tx.query('DELETE FROM testing_run_chunk_lease WHERE run_id = $1 AND chunk = $2', [id, chunk]);
      const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM testing_run_chunk WHERE run_id = $1', [id]);
      return Number(n);
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
        `UPDATE testing_run SET status = $2, result = $3::jsonb, error = $4::jsonb, finished_at = now(), lease_owner = NULL, lease_until = NULL
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
export type TestingRunsRepository = ReturnType<typeof createTestingRunsRepository>;

/** Contexts whose schema has the run tables (migrated contexts). */
export const migratedContexts = (db: Database): Promise<Country[]> => contextsWithMigration(db, '0013_testing_run.sql');
