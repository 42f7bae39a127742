/**
 * Durable jobs (src/server/db/jobs.ts) on a real database (PGlite, or a throwaway PostgreSQL database with
 * DATABASE_URL): a job asked for twice is queued once; several workers run every job exactly once; a
 * failed attempt leaves nothing behind and is retried; a job whose process died is resumed by another
 * worker once its lease runs out (or at once by a restarted process that owns the embedded database); a
 * worker told to stop gives its job back; and the usage-summary refresh runs as such a job.
 */
import {
  createJobsRepository,
  createJobWorker,
  enqueueJob,
  forContext,
  type Database,
  type Job,
  type JobHandler,
  type SqlRunner,
} from '../../../src/server/db';
import {
  createUsageStatisticsService,
  SUMMARY_TTL_MS,
  USAGE_SUMMARY_JOB,
  usageSummaryJobs,
} from '../../../src/server/api/usageStatistics/usageStatisticsService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(120_000);

describe('durable jobs', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk', 'es', 'it']));
    for (const context of ['nl', 'dk', 'es', 'it'] as const)
      await db.transaction((tx) => tx.query('CREATE TABLE job_effect (job_id text NOT NULL, note text)'), { context });
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await drop?.();
  });

  function worker(options: Partial<Parameters<typeof createJobWorker>[0]> & { handlers: Record<string, JobHandler> }) {
    const w = createJobWorker({ db, pollMs: 50, ...options });
    closers.push(() => w.close());
    return w;
  }
  const effects = (context: 'nl' | 'dk' | 'es' | 'it') =>
    db.transaction((tx) => tx.query<{ job_id: string; note: string | null }>('SELECT job_id, note FROM job_effect'), { context });
  const jobsOf = (context: 'nl' | 'dk' | 'es' | 'it', kind: string) =>
    db.transaction(
      (tx) =>
        tx.query<{ id: string; status: string; attempts: number }>(
          'SELECT id, status, attempts FROM job WHERE kind = $1 ORDER BY id',
          [kind],
        ),
      { context },
    );
  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 600; i += 1) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  }
  const record: JobHandler = async (tx: SqlRunner, _payload, job: Job) => {
    await tx.query('INSERT INTO job_effect (job_id) VALUES ($1)', [job.id]);
    return { ok: true };
  };

  it('queues a job once per kind and key while it is pending, and again once it is done', async () => {
    const nl = forContext(db, 'nl');
    const a = await nl.transaction((tx) => enqueueJob(tx, 'once', { n: 1 }, 'k'));
    const b = await nl.transaction((tx) => enqueueJob(tx, 'once', { n: 2 }, 'k'));
    const other = await nl.transaction((tx) => enqueueJob(tx, 'once', { n: 3 }, 'other'));
    expect(b.id).toBe(a.id);
    expect(b.payload).toEqual({ n: 1 });
    expect(other.id).not.toBe(a.id);
    expect(a).toMatchObject({ status: 'QUEUED', attempts: 0, kind: 'once', key: 'k' });

    worker({ contexts: ['nl'], handlers: { once: record } }).run();
    await until(async () => (await jobsOf('nl', 'once')).every((j) => j.status === 'DONE'));
    const done = await nl.transaction((tx) => createJobsRepository(tx).find(a.id));
    expect(done).toMatchObject({ status: 'DONE', attempts: 1, result: { ok: true } });
    expect(done!.finishedAt).toBeDefined();
    const again = await nl.transaction((tx) => enqueueJob(tx, 'once', {}, 'k'));
    expect(again.id).not.toBe(a.id);
  });

  it('runs every job exactly once with three workers on the same queue', async () => {
    const dk = forContext(db, 'dk');
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await dk.transaction((tx) => enqueueJob(tx, 'count', {}, `job-${i}`))).id);
    for (const name of ['one', 'two', 'three']) {
      worker({
        contexts: ['dk'],
        workerId: name,
        handlers: {
          count: async (tx, payload, job) => {
            await new Promise((r) => setTimeout(r, 5)); // long enough for the others to try the same job
            return record(tx, payload, job);
          },
        },
      }).run();
    }
    await until(async () => (await jobsOf('dk', 'count')).every((j) => j.status === 'DONE'));
    const rows = await effects('dk');
    expect(rows.map((r) => r.job_id).sort()).toEqual([...ids].sort());
    expect((await jobsOf('dk', 'count')).map((j) => j.attempts)).toEqual(ids.map(() => 1));
  });

  it('rolls a failed attempt back and retries it; a job failing every attempt ends FAILED with its error', async () => {
    const es = forContext(db, 'es');
    const flaky = await es.transaction((tx) => enqueueJob(tx, 'flaky', {}, 'f'));
    const broken = await es.transaction((tx) => enqueueJob(tx, 'broken', {}, 'b'));
    let calls = 0;
    const outcomes: string[] = [];
    worker({
      contexts: ['es'],
      maxAttempts: 2,
      afterJob: (job, outcome) => outcomes.push(`${job.kind}:${outcome}`),
      handlers: {
        flaky: async (tx, payload, job) => {
          calls += 1;
          await tx.query('INSERT INTO job_effect (job_id, note) VALUES ($1, $2)', [job.id, `attempt ${calls}`]);
          if (calls === 1) throw new Error('the first attempt fails after writing');
          return record(tx, payload, job);
        },
        broken: async () => {
          throw new Error('Always broken');
        },
      },
    }).run();
    // Retries wait attempt x 5 s: make them due at once.
    await until(async () => {
      await es.transaction((tx) => tx.query("UPDATE job SET run_after = now() WHERE status = 'QUEUED'"));
      return (
        (await jobsOf('es', 'flaky')).every((j) => j.status === 'DONE') && (await jobsOf('es', 'broken'))[0].status === 'FAILED'
      );
    });
    // The failed attempt's row is gone with its transaction; the second attempt's two rows stay.
    expect((await effects('es')).map((r) => r.note).sort()).toEqual(['attempt 2', null]);
    expect(await es.transaction((tx) => createJobsRepository(tx).find(flaky.id))).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(await es.transaction((tx) => createJobsRepository(tx).find(broken.id))).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      error: 'Always broken',
    });
    expect(outcomes).toEqual(expect.arrayContaining(['flaky:RETRY', 'flaky:DONE', 'broken:RETRY', 'broken:FAILED']));
  });

  it('resumes a job whose process died: after its lease, or at once when the restarted process owns the database', async () => {
    const it_ = forContext(db, 'it');
    const first = await it_.transaction((tx) => enqueueJob(tx, 'resumable', {}, 'a'));
    // A process claims it and dies before its run committed (nothing of its work is left).
    const claimed = await it_.transaction((tx) => createJobsRepository(tx).claim(['resumable'], 'dead', 300));
    expect(claimed).toMatchObject({ id: first.id, status: 'RUNNING', attempts: 1 });
    const seenAt: number[] = [];
    const claimedAt = Date.now();
    worker({
      contexts: ['it'],
      workerId: 'survivor',
      handlers: {
        resumable: async (tx, payload, job) => {
          seenAt.push(Date.now());
          return record(tx, payload, job);
        },
      },
    }).run();
    await until(async () => (await jobsOf('it', 'resumable'))[0].status === 'DONE');
    expect(seenAt[0] - claimedAt).toBeGreaterThanOrEqual(250); // not before the dead process's lease ran out
    expect(await it_.transaction((tx) => createJobsRepository(tx).find(first.id))).toMatchObject({ status: 'DONE', attempts: 2 });

    // The same with a long lease, resumed at start by a process that owns the database alone.
    const second = await it_.transaction((tx) => enqueueJob(tx, 'restarted', {}, 'b'));
    await it_.transaction((tx) => createJobsRepository(tx).claim(['restarted'], 'killed', 600_000));
    worker({ contexts: ['it'], workerId: 'restarted', releaseLeasesOnStart: true, handlers: { restarted: record } }).run();
    await until(async () => (await jobsOf('it', 'restarted'))[0].status === 'DONE');
    expect(await it_.transaction((tx) => createJobsRepository(tx).find(second.id))).toMatchObject({
      status: 'DONE',
      attempts: 2,
    });
    expect((await effects('it')).filter((r) => r.job_id === first.id || r.job_id === second.id)).toHaveLength(2);
  });

  it('a worker told to stop gives its job in hand back: rolled back, queued again, and run once by another worker', async () => {
    const dk = forContext(db, 'dk');
    const job = await dk.transaction((tx) => enqueueJob(tx, 'stoppable', {}, 's'));
    let started!: () => void;
    const inHand = new Promise<void>((resolve) => (started = resolve));
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const outcomes: string[] = [];
    const stopping = worker({
      contexts: ['dk'],
      workerId: 'stopping',
      afterJob: (j, outcome) => outcomes.push(outcome),
      handlers: {
        stoppable: async (tx, _payload, j) => {
          await tx.query("INSERT INTO job_effect (job_id, note) VALUES ($1, 'before the stop')", [j.id]);
          started();
          await gate;
          await tx.query("INSERT INTO job_effect (job_id, note) VALUES ($1, 'after the stop')", [j.id]);
          return { ok: true };
        },
      },
    });
    stopping.run();
    await inHand;
    const closed = stopping.close();
    letGo();
    await closed;
    expect(outcomes).toEqual(['RELEASED']);
    // Nothing of the stopped attempt is left, the job is due again and the attempt is not counted.
    expect((await effects('dk')).filter((r) => r.job_id === job.id)).toEqual([]);
    expect(await dk.transaction((tx) => createJobsRepository(tx).find(job.id))).toMatchObject({ status: 'QUEUED', attempts: 0 });

    worker({ contexts: ['dk'], workerId: 'next', handlers: { stoppable: record } }).run();
    await until(async () => (await jobsOf('dk', 'stoppable'))[0].status === 'DONE');
    expect(await dk.transaction((tx) => createJobsRepository(tx).find(job.id))).toMatchObject({ status: 'DONE', attempts: 1 });
    expect((await effects('dk')).filter((r) => r.job_id === job.id)).toEqual([{ job_id: job.id, note: null }]);
  });

  it('refreshes stale usage summaries as one job however many readers find them stale', async () => {
    const caller = callerFor(db, 'nl');
    const now = createUsageStatisticsService();
    await now.usersPerDiet(caller); // never summarised: summarised before the answer
    const refreshedAt = async () =>
      (
        await db.transaction((tx) => tx.query<{ at: Date | string }>('SELECT refreshed_at AS at FROM usage_summary_state'), {
          context: 'nl',
        })
      )[0].at;
    const before = new Date(await refreshedAt()).getTime();
    expect(await jobsOf('nl', USAGE_SUMMARY_JOB)).toEqual([]);

    const later = createUsageStatisticsService(() => new Date(Date.now() + SUMMARY_TTL_MS + 60_000));
    await Promise.all([later.usersPerDiet(caller), later.top(caller, 'logged-recipes', 0, 5), later.usersPerDiet(caller)]);
    const queued = await jobsOf('nl', USAGE_SUMMARY_JOB);
    expect(queued).toEqual([expect.objectContaining({ status: 'QUEUED' })]);
    expect(new Date(await refreshedAt()).getTime()).toBe(before); // answered from the current summaries

    worker({ contexts: ['nl'], handlers: usageSummaryJobs }).run();
    await until(async () => (await jobsOf('nl', USAGE_SUMMARY_JOB))[0].status === 'DONE');
    expect(new Date(await refreshedAt()).getTime()).toBeGreaterThan(before);
  });
});
