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
 * back and queued again (pg-boss's retry); `kill -9` mid-job leaves the job to another worker once it expired.
 * "Mid-job" is made certain by holding the refresh's advisory lock, on which the job's first statement waits.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { forContext, migrate, openDatabase, type Database } from '../../../src/server/db';
import { CONTEXT_JOB_OPTIONS } from '../../../src/server/db/jobs';
import { openQueue, type Queue } from '../../../src/server/db/queue';
import {
  createUsageStatisticsService,
  SUMMARY_TTL_MS,
  USAGE_SUMMARY_JOB,
} from '../../../src/server/api/usageStatistics/usageStatisticsService';
import { USAGE_REFRESH_LOCK } from '../../../src/server/api/usageStatistics/usageSummaryRepository';
import { parseWorkerKinds, startWorkers, TESTING_RUNS, WORKER_KINDS } from '../../../src/server/workers';
import { callerFor, migratedDatabase } from '../helpers/caller';
import { createCandidateCache } from '../../../src/server/planner/candidates';
import { createTestingRuns } from '../../../src/server/planner/testing/runs';
import { createTestingService } from '../../../src/server/planner/testing/testingService';
import { chunkKind } from '../../../src/server/planner/testing/chunkQueue';
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

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Summarises nl once (a context never summarised is summarised at once), then has a reader find it stale: one job queued. */
async function queueRefresh(db: Database, queue: Queue): Promise<{ id: string; before: number }> {
  const caller = callerFor(db, 'nl');
  await createUsageStatisticsService(undefined, queue).usersPerDiet(caller);
  const before = await refreshedAt(db);
  await createUsageStatisticsService(() => new Date(Date.now() + SUMMARY_TTL_MS + 60_000), queue).usersPerDiet(caller);
  const [job] = await db.query<{ id: string }>(
    "SELECT id FROM pgboss.job WHERE name = $1 AND state = 'created' ORDER BY created_on DESC LIMIT 1",
    [USAGE_SUMMARY_JOB],
  );
  expect(job).toBeDefined();
  return { id: job.id, before };
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

const jobRow = async (queue: Queue, id: string) => {
  const job = await queue.boss.getJobById(USAGE_SUMMARY_JOB, id);
  if (!job) throw new Error(`job ${id} not found`);
  return job;
};

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
  let queue: Queue;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl']));
    queue = openQueue(db, silent, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await queue?.release(1000);
    await drop();
  });

  it('runs the queued usage-summary refresh once', async () => {
    const { id, before } = await queueRefresh(db, queue);
    const workers = startWorkers({ db, queue, kinds: parseWorkerKinds(undefined) });
    try {
      await until(async () => (await jobRow(queue, id)).state === 'completed');
    } finally {
      await workers.close();
    }
    expect(await jobRow(queue, id)).toMatchObject({ state: 'completed', retryCount: 0 });
    expect(await refreshedAt(db)).toBeGreaterThan(before);
  });
});

if (process.env.DATABASE_URL) {
  describe('npm run worker as a process of its own (PostgreSQL)', () => {
    let url = '';
    let dropServer: () => Promise<void> = async () => undefined;
    let db: Database;
    let queue: Queue;
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
      // This process queues the refreshes and runs the queue's maintenance (expiry) often; it works on no kind.
      queue = openQueue(db, silent, { maintenanceIntervalSeconds: 1 });
      await queue.define(USAGE_SUMMARY_JOB, { ...CONTEXT_JOB_OPTIONS, expireInSeconds: 3, retryDelaySeconds: 1 });
      holder = new pg.Client({ connectionString: url });
      await holder.connect();
    });
    afterAll(async () => {
      for (const child of children) await stopChild(child);
      await holder?.end();
      await queue?.release(1000);
      await db?.close();
      await dropServer();
    });

    it('stops cleanly on SIGTERM mid-job: exit 0, the job rolled back and queued again', async () => {
      const { id, before } = await queueRefresh(db, queue);
      await holder.query('SELECT pg_advisory_lock($1)', [USAGE_REFRESH_LOCK]);
      const worker = await start({});
      await until(async () => (await jobRow(queue, id)).state === 'active');

      worker.proc.kill('SIGTERM');
      await until(async () => worker.output().includes('Worker stopping'));
      await holder.query('SELECT pg_advisory_unlock($1)', [USAGE_REFRESH_LOCK]);
      expect(await worker.exited).toBe(0);
      expect(await jobRow(queue, id)).toMatchObject({ state: 'retry' });
      expect(await refreshedAt(db)).toBe(before);

      // The next worker takes it after the retry delay and does it once.
      const next = await start({});
      await until(async () => (await jobRow(queue, id)).state === 'completed');
      expect(await jobRow(queue, id)).toMatchObject({ state: 'completed', retryCount: 1 });
      expect(await refreshedAt(db)).toBeGreaterThan(before);
      await stopChild(next);
      expect(await next.exited).toBe(0);
    });

    it('after kill -9 mid-job, another worker runs the job again once it expired', async () => {
      const { id, before } = await queueRefresh(db, queue);
      await holder.query('SELECT pg_advisory_lock($1)', [USAGE_REFRESH_LOCK]);
      const killed = await start({});
      await until(async () => (await jobRow(queue, id)).state === 'active');
      const taken = await jobRow(queue, id);
      process.kill(killed.pid, 'SIGKILL');
      expect(await killed.exited).toBe('SIGKILL');
      // Its session waits on the lock until released, then finds its client gone and rolls back.
      await holder.query('SELECT pg_advisory_unlock($1)', [USAGE_REFRESH_LOCK]);
      expect((await jobRow(queue, id)).state).toBe('active'); // nobody gave it back

      await start({});
      await until(async () => (await jobRow(queue, id)).state === 'completed');
      const done = await jobRow(queue, id);
      expect(done).toMatchObject({ state: 'completed', retryCount: 1 });
      // Not before the killed worker's job expired (3 s after it was taken).
      expect(new Date(done.completedOn!).getTime()).toBeGreaterThanOrEqual(new Date(taken.startedOn!).getTime() + 3000);
      expect(await refreshedAt(db)).toBeGreaterThan(before);
    });

    it('after kill -9 of a worker mid-run, another worker retries its test-run chunk once it expired: every user planned once', async () => {
      const USERS = 6;
      for (const child of children) await stopChild(child); // the earlier tests' workers take no chunk of this run
      // Chunks of one user, expiring 20 s after a worker took them (pg-boss also ends a handler running longer,
      // so it must exceed a chunk's time under load, the first chunk's thread start included); this process
      // only queues (work: false).
      const runs = createTestingRuns({
        db,
        queue,
        candidates: createCandidateCache(),
        work: false,
        chunkUsers: 1,
        chunkExpireSeconds: 20,
      });
      const caller = callerFor(db, 'nl', { sub: 'kill9' });
      const run = await createTestingService(runs).start(caller, {
        recommenderSettings: {
          mealOfDayHeuristicsWeights: {},
          dayHeuristicsWeights: {},
          weekHeuristicsWeights: {},
          runDayImprovement: false,
          runWeekImprovement: false,
        },
        generatorOptions: { numberOfUsers: USERS, plansPerUser: 1, minAge: 30, maxAge: 40 },
      });
      const states = async () =>
        db.query<{ id: string; state: string; retry_count: number }>(
          "SELECT id, state::text, retry_count FROM pgboss.job WHERE name = $1 AND data->>'runId' = $2 ORDER BY id",
          [chunkKind('nl'), run.id],
        );
      // The owner's advisory lock (taken when a chunk is stored), held once the run is queued: the killed worker
      // is mid-chunk.
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', ['testing_run:kill9']);
      const killed = await start({ WORKER_KINDS: 'testing-run', TESTING_CHUNKS_IN_FLIGHT: '1' });
      await until(async () => (await states()).some((j) => j.state === 'active'));
      const taken = (await states()).find((j) => j.state === 'active')!;
      process.kill(killed.pid, 'SIGKILL');
      expect(await killed.exited).toBe('SIGKILL');
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', ['testing_run:kill9']);
      expect((await states()).find((j) => j.id === taken.id)!.state).toBe('active'); // nobody gave it back

      await start({ WORKER_KINDS: 'testing-run' });
      console.log(`second worker started: ${JSON.stringify(await states())}`);
      const ctx = forContext(db, 'nl');
      await until(async () => (await runs.get(ctx, run.id))!.status === 'DONE', 400_000);
      const done = await runs.get(ctx, run.id);
      expect(done).toMatchObject({ status: 'DONE', progress: { done: USERS, total: USERS } });
      expect(done!.result!.distinctRecipesPerUser).toHaveLength(USERS);
      // Every user planned and stored exactly once; the killed worker's chunk was retried.
      const chunks = await db.transaction(
        (tx) =>
          tx.query<{ outcomes: Array<{ index: number }> }>('SELECT outcomes FROM testing_run_chunk WHERE run_id = $1', [run.id]),
        { context: 'nl' },
      );
      expect(chunks.flatMap((c) => c.outcomes.map((u) => u.index)).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
      expect((await states()).find((j) => j.id === taken.id)).toMatchObject({ state: 'completed', retry_count: 1 });
      await runs.close();
    }, 600_000);
  });
}
