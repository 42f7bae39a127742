/**
 * `npm run worker` (src/server/workerMain.ts) and the one registry of durable work (src/server/workers.ts).
 *
 * Everywhere: the worker refuses to start without DATABASE_URL or with an unknown WORKER_KINDS, naming what is
 * wrong; and the registry's workers (what an API process and `npm run worker` start) do a usage-summary refresh
 * the app API's statistics service queued.
 *
 * With DATABASE_URL (PostgreSQL; the embedded database belongs to one process, so it has no extra workers): a
 * refresh queued by the app API's service while no API process works on jobs is done by a worker process
 * started as `npm run worker` starts it; SIGTERM mid-job stops the worker cleanly (exit 0) with the job rolled
 * back and queued again; `kill -9` mid-job leaves the job to another worker once its lease runs out. "Mid-job"
 * is made certain by holding the refresh's advisory lock, on which the job's first statement waits.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { createJobsRepository, forContext, migrate, openDatabase, type Database } from '../../../src/server/db';
import {
  createUsageStatisticsService,
  SUMMARY_TTL_MS,
  USAGE_SUMMARY_JOB,
} from '../../../src/server/api/usageStatistics/usageStatisticsService';
import { USAGE_REFRESH_LOCK } from '../../../src/server/api/usageStatistics/usageSummaryRepository';
import { parseWorkerKinds, startWorkers, TESTING_RUNS, WORKER_KINDS } from '../../../src/server/workers';
import { callerFor, migratedDatabase } from '../helpers/caller';
import { createThrowawayPostgres } from '../db/helpers';
import { startChild, stopChild, type Child } from './childProcess';

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../../..');
const WORKER = 'src/server/workerMain.ts';
const START_TIMEOUT_MS = 180_000;

async function until(check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs the worker to its exit: its code and output. */
function runWorker(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, WORKER)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout.on('data', (c: Buffer) => (output += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => proc.once('exit', (code) => resolve({ code, output })));
}

/** Summarises nl once (a context never summarised is summarised at once), then has a reader find it stale: one job queued. */
async function queueRefresh(db: Database): Promise<{ id: string; before: number }> {
  const caller = callerFor(db, 'nl');
  await createUsageStatisticsService().usersPerDiet(caller);
  const before = await refreshedAt(db);
  await createUsageStatisticsService(() => new Date(Date.now() + SUMMARY_TTL_MS + 60_000)).usersPerDiet(caller);
  const job = await forContext(db, 'nl').transaction((tx) => createJobsRepository(tx).latest(USAGE_SUMMARY_JOB));
  expect(job).toMatchObject({ status: 'QUEUED', attempts: 0 });
  return { id: job!.id, before };
}

async function refreshedAt(db: Database): Promise<number> {
  const [row] = await db.transaction(
    (tx) => tx.query<{ at: Date | string }>('SELECT refreshed_at AS at FROM usage_summary_state'),
    {
      context: 'nl',
    },
  );
  return new Date(row.at).getTime();
}

interface JobRow {
  status: string;
  attempts: number;
  lease_owner: string | null;
  lease_until: Date | string | null;
  finished_at: Date | string | null;
}
const jobRow = async (db: Database, id: string): Promise<JobRow> =>
  (
    await db.transaction(
      (tx) => tx.query<JobRow>('SELECT status, attempts, lease_owner, lease_until, finished_at FROM job WHERE id = $1', [id]),
      { context: 'nl' },
    )
  )[0];

describe('npm run worker: configuration', () => {
  it('refuses to start without DATABASE_URL, naming it', async () => {
    const { code, output } = await runWorker({ DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain('npm run worker needs DATABASE_URL');
  });

  it('refuses an unknown WORKER_KINDS entry, naming it and the kinds there are', async () => {
    const { code, output } = await runWorker({ DATABASE_URL: 'postgresql://127.0.0.1:1/none', WORKER_KINDS: 'testing-run,nope' });
    expect(code).toBe(1);
    expect(output).toContain('WORKER_KINDS names an unknown kind "nope"');
    expect(output).toContain(WORKER_KINDS.join(', '));
  });

  it('reads WORKER_KINDS: every kind when unset, else the ones named', () => {
    expect(parseWorkerKinds(undefined)).toEqual([TESTING_RUNS, USAGE_SUMMARY_JOB]);
    expect(parseWorkerKinds(` ${USAGE_SUMMARY_JOB} , `)).toEqual([USAGE_SUMMARY_JOB]);
    expect(() => parseWorkerKinds('usage')).toThrow('unknown kind "usage"');
  });
});

describe(`the registry's workers do a refresh the app API queued (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: Database;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl']));
  });
  afterAll(async () => drop());

  it('runs the queued usage-summary refresh once', async () => {
    const { id, before } = await queueRefresh(db);
    const workers = startWorkers({ db, kinds: parseWorkerKinds(undefined), jobLeaseMs: 5_000 });
    try {
      await until(async () => (await jobRow(db, id)).status === 'DONE');
    } finally {
      await workers.close();
    }
    expect(await jobRow(db, id)).toMatchObject({ status: 'DONE', attempts: 1, lease_owner: null });
    expect(await refreshedAt(db)).toBeGreaterThan(before);
  });
});

if (process.env.DATABASE_URL) {
  describe('npm run worker as a process of its own (PostgreSQL)', () => {
    let url = '';
    let dropServer: () => Promise<void> = async () => undefined;
    let db: Database;
    let holder: pg.Client;
    const children: Child[] = [];
    const start = async (env: Record<string, string>) => {
      const child = await startChild({ DATABASE_URL: url, TESTING_WORKER_THREADS: '1', ...env }, START_TIMEOUT_MS, {
        script: WORKER,
        ready: /ready for/,
      });
      children.push(child);
      return child;
    };

    beforeAll(async () => {
      ({ url, drop: dropServer } = await createThrowawayPostgres(process.env.DATABASE_URL!, 'test_worker'));
      db = await openDatabase({ url, maxConnections: 4 });
      await migrate(db); // every context, as the worker's own start does (then it has nothing left to apply)
      holder = new pg.Client({ connectionString: url });
      await holder.connect();
    });
    afterAll(async () => {
      for (const child of children) await stopChild(child);
      await holder?.end();
      await db?.close();
      await dropServer();
    });

    it('stops cleanly on SIGTERM mid-job: exit 0, the job rolled back and queued again', async () => {
      const { id, before } = await queueRefresh(db);
      await holder.query('SELECT pg_advisory_lock($1)', [USAGE_REFRESH_LOCK]);
      const worker = await start({ JOB_LEASE_MS: '60000' });
      await until(async () => (await jobRow(db, id)).status === 'RUNNING');
      expect((await jobRow(db, id)).lease_owner).toContain(`:${worker.pid}:`);

      worker.proc.kill('SIGTERM');
      await until(async () => worker.output().includes('Worker stopping'));
      await holder.query('SELECT pg_advisory_unlock($1)', [USAGE_REFRESH_LOCK]);
      expect(await worker.exited).toBe(0);
      expect(await jobRow(db, id)).toMatchObject({ status: 'QUEUED', attempts: 0, lease_owner: null, lease_until: null });
      expect(await refreshedAt(db)).toBe(before);

      // The next worker takes it at once (no lease to wait for) and does it once.
      const next = await start({ JOB_LEASE_MS: '60000' });
      await until(async () => (await jobRow(db, id)).status === 'DONE');
      expect(await jobRow(db, id)).toMatchObject({ status: 'DONE', attempts: 1 });
      expect(await refreshedAt(db)).toBeGreaterThan(before);
      await stopChild(next);
      expect(await next.exited).toBe(0);
    });

    it('after kill -9 mid-job, another worker resumes the job once its lease ran out', async () => {
      const { id, before } = await queueRefresh(db);
      await holder.query('SELECT pg_advisory_lock($1)', [USAGE_REFRESH_LOCK]);
      const killed = await start({ JOB_LEASE_MS: '3000' });
      await until(async () => (await jobRow(db, id)).status === 'RUNNING');
      const leased = await jobRow(db, id);
      expect(leased.attempts).toBe(1);
      process.kill(killed.pid, 'SIGKILL');
      expect(await killed.exited).toBe('SIGKILL');
      // Its session waits on the lock until released, then finds its client gone and rolls back.
      await holder.query('SELECT pg_advisory_unlock($1)', [USAGE_REFRESH_LOCK]);
      expect((await jobRow(db, id)).status).toBe('RUNNING'); // nobody gave it back

      await start({ JOB_LEASE_MS: '3000' });
      await until(async () => (await jobRow(db, id)).status === 'DONE');
      const done = await jobRow(db, id);
      expect(done).toMatchObject({ status: 'DONE', attempts: 2, lease_owner: null });
      expect(new Date(done.finished_at!).getTime()).toBeGreaterThanOrEqual(new Date(leased.lease_until!).getTime());
      expect(await refreshedAt(db)).toBeGreaterThan(before);
    });
  });
}
