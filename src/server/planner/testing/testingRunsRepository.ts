/**
 * Algorithm test runs of a context (`testing_run`, `testing_run_chunk`): the queue, the lease of the
 * process working on a run, its progress and the outcomes of each finished chunk of users.
 */
import type { Database, SqlRunner } from '../../db/client';
import { isCountry, type Country } from '../../db/contexts';
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

/** Everything a worker needs to (re)start a run. */
export interface ClaimedRun {
  id: string;
  owner: string;
  seed: number;
  options: GeneratorOptions;
  settings: Omit<TestingShared, 'candidates'>;
  total: number;
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
/** Claims of one context run one at a time (so one owner never gets two RUNNING runs). */
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
     * Takes the oldest QUEUED run (or a RUNNING one whose lease expired) for `worker` until the lease ends;
     * an owner whose other run is being worked on waits. SKIP LOCKED leaves rows another process holds.
     */
    async claim(worker: string, leaseMs: number): Promise<ClaimedRun | undefined> {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [CLAIM_LOCK]);
      const [candidate] = await tx.query<{ id: string }>(
        `SELECT t.id FROM testing_run t
          WHERE (t.status = 'QUEUED' OR (t.status = 'RUNNING' AND (t.lease_until IS NULL OR t.lease_until < now())))
            AND NOT EXISTS (SELECT 1 FROM testing_run o WHERE o.owner = t.owner AND o.id <> t.id
                              AND o.status = 'RUNNING' AND o.lease_until >= now())
          ORDER BY (t.status = 'RUNNING') DESC, t.created_at, t.id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!candidate) return undefined;
      const [row] = await tx.query<Row>(
        `UPDATE testing_run SET status = 'RUNNING', lease_owner = $2,
                lease_until = now() + ($3::double precision * interval '1 millisecond'), started_at = coalesce(started_at, now())
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [candidate.id, worker, leaseMs],
      );
      return {
        id: row.id,
        owner: row.owner,
        seed: Number(row.seed),
        total: Number(row.progress_total),
        options: json<GeneratorOptions>(row.options),
        settings: json<Omit<TestingShared, 'candidates'>>(row.settings),
        startedAt: new Date(iso(row.started_at) ?? Date.now()).getTime(),
      };
    },
    /** Whether `worker` still holds the run (RUNNING, its lease), locking the row until the transaction ends. */
    async holds(id: string, worker: string): Promise<boolean> {
      const [row] = await tx.query<{ ok: boolean }>(
        "SELECT (status = 'RUNNING' AND lease_owner = $2) AS ok FROM testing_run WHERE id = $1 FOR UPDATE",
        [id, worker],
      );
      return row?.ok === true;
    },
    async extendLease(id: string, worker: string, leaseMs: number): Promise<void> {
      await tx.query(
        `UPDATE testing_run SET lease_until = now() + ($3::double precision * interval '1 millisecond')
          WHERE id = $1 AND lease_owner = $2 AND status = 'RUNNING'`,
        [id, worker, leaseMs],
      );
    },
    /** Gives the run up (a stopping process): another one claims it at once. */
    async releaseLease(id: string, worker: string): Promise<void> {
      await tx.query(
        "UPDATE testing_run SET lease_until = now() - interval '1 second' WHERE id = $1 AND lease_owner = $2 AND status = 'RUNNING'",
        [id, worker],
      );
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
    async saveChunk(id: string, chunk: number, outcomes: readonly UserOutcome[], worker: string, plans: number): Promise<void> {
      await tx.query('INSERT INTO testing_run_chunk (run_id, chunk, outcomes, worker) VALUES ($1, $2, $3::jsonb, $4)', [
        id,
        chunk,
        JSON.stringify(outcomes),
        worker,
      ]);
      await tx.query('UPDATE testing_run SET progress_done = least(progress_total, progress_done + $2) WHERE id = $1', [
        id,
        plans,
      ]);
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
export async function migratedContexts(db: Database): Promise<Country[]> {
  const rows = await db.transaction((tx) =>
    tx.query<{ scope: string }>("SELECT scope FROM shared.schema_migration WHERE name = '0013_testing_run.sql' ORDER BY scope"),
  );
  return rows.map((r) => r.scope.replace(/^ctx_/, '')).filter(isCountry);
}
