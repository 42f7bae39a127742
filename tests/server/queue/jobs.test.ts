/**
 * Durable context jobs (src/server/jobs.ts) on the queue (pg-boss), on PGlite or a throwaway PostgreSQL
 * database with DATABASE_URL: a job asked for twice while it waits is queued once; three slots run every job
 * exactly once; a failed attempt leaves nothing behind and is retried, and one failing every attempt ends
 * failed; a job whose process died is run again after its expiry; a worker told to stop rolls its job back
 * and the job runs once later; and the usage-summary refresh runs as such a job.
 */
import { forContext, type Database, type SqlRunner } from '../../../src/server/db';
import { CONTEXT_JOB_OPTIONS, enqueueJob, startJobWorker, type JobHandler, type JobInfo } from '../../../src/server/db/jobs';
import { openQueue, type Queue } from '../../../src/server/db/queue';
import {
  createUsageStatisticsService,
  SUMMARY_TTL_MS,
  USAGE_SUMMARY_JOB,
  usageSummaryJobs,
} from '../../../src/server/api/usageStatistics/usageStatisticsService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(120_000);

describe('durable context jobs on the queue', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let queue: Queue;
  const closers: Array<() => Promise<void>> = [];
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk', 'es', 'it']));
    for (const context of ['nl', 'dk', 'es', 'it'] as const)
      await db.transaction((tx) => tx.query('CREATE TABLE job_effect (job_id text NOT NULL, note text)'), { context });
    queue = openQueue(db, silent, { maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await queue?.release(1000);
    await drop?.();
  });

  async function worker(handlers: Record<string, JobHandler>, slots = 1) {
    const w = await startJobWorker(queue, db, handlers, { slots });
    closers.push(() => w.close());
    return w;
  }
  const effects = (context: 'nl' | 'dk' | 'es' | 'it') =>
    db.transaction((tx) => tx.query<{ job_id: string; note: string | null }>('SELECT job_id, note FROM job_effect'), { context });
  const job = (kind: string, id: string) => queue.boss.getJobById(kind, id);
  async function until(check: () => Promise<boolean>) {
    for (let i = 0; i < 1200; i += 1) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('timed out');
  }
  const record: JobHandler = async (tx: SqlRunner, _payload, info: JobInfo) => {
    await tx.query('INSERT INTO job_effect (job_id) VALUES ($1)', [info.id]);
    return { ok: true };
  };

  it('queues a job once per kind and key while it waits, and again once it is done', async () => {
    const nl = forContext(db, 'nl');
    const a = await enqueueJob(queue, nl, 'once', { n: 1 }, 'k');
    const b = await enqueueJob(queue, nl, 'once', { n: 2 }, 'k');
    const other = await enqueueJob(queue, nl, 'once', { n: 3 }, 'other');
    expect(a).toEqual(expect.any(String));
    expect(b).toBeNull();
    expect(other).not.toBe(a);
    expect(await job('once', a!)).toMatchObject({ state: 'created', data: { context: 'nl', key: 'k', payload: { n: 1 } } });

    await worker({ once: record });
    await until(async () => (await job('once', a!))?.state === 'completed' && (await job('once', other!))?.state === 'completed');
    expect(await job('once', a!)).toMatchObject({ retryCount: 0, output: { ok: true } });
    const again = await enqueueJob(queue, nl, 'once', {}, 'k');
    expect(again).toEqual(expect.any(String));
    expect(again).not.toBe(a);
  });

  it('runs every job exactly once with three slots on the same queue', async () => {
    const dk = forContext(db, 'dk');
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await enqueueJob(queue, dk, 'count', {}, `job-${i}`))!);
    await worker(
      {
        count: async (tx, payload, info) => {
          await new Promise((r) => setTimeout(r, 5));
          return record(tx, payload, info);
        },
      },
      3,
    );
    await until(async () => (await Promise.all(ids.map((id) => job('count', id)))).every((j) => j?.state === 'completed'));
    expect((await effects('dk')).map((r) => r.job_id).sort()).toEqual([...ids].sort());
  });

  it('rolls a failed attempt back and retries it; a job failing every attempt ends failed with its error', async () => {
    const es = forContext(db, 'es');
    // Retries without the 5 s pause, so the test does not wait for it.
    await queue.define('flaky', { ...CONTEXT_JOB_OPTIONS, retryDelaySeconds: 0 });
    await queue.define('broken', { ...CONTEXT_JOB_OPTIONS, retryLimit: 1, retryDelaySeconds: 0 });
    const flaky = (await enqueueJob(queue, es, 'flaky', {}, 'f'))!;
    const broken = (await enqueueJob(queue, es, 'broken', {}, 'b'))!;
    let calls = 0;
    await worker({
      flaky: async (tx, payload, info) => {
        calls += 1;
        await tx.query('INSERT INTO job_effect (job_id, note) VALUES ($1, $2)', [info.id, `attempt ${calls}`]);
        if (calls === 1) throw new Error('the first attempt fails after writing');
        return record(tx, payload, info);
      },
      broken: async () => {
        throw new Error('Always broken');
      },
    });
    await until(
      async () => (await job('flaky', flaky))?.state === 'completed' && (await job('broken', broken))?.state === 'failed',
    );
    // The failed attempt's row is gone with its transaction; the second attempt's two rows stay.
    expect((await effects('es')).map((r) => r.note).sort()).toEqual(['attempt 2', null]);
    expect(await job('flaky', flaky)).toMatchObject({ retryCount: 1 });
    expect(await job('broken', broken)).toMatchObject({ retryCount: 1, output: { message: 'Always broken' } });
  });

  it('runs a job whose process died again once its expiry has passed', async () => {
    const it_ = forContext(db, 'it');
    await queue.define('resumable', { ...CONTEXT_JOB_OPTIONS, expireInSeconds: 1, retryDelaySeconds: 0 });
    const id = (await enqueueJob(queue, it_, 'resumable', {}, 'a'))!;
    // Taken by a process that dies before its transaction committed: nothing of its work is left.
    const [taken] = await queue.boss.fetch('resumable');
    expect(taken.id).toBe(id);
    const takenAt = Date.now();
    const seenAt: number[] = [];
    await worker({
      resumable: async (tx, payload, info) => {
        seenAt.push(Date.now());
        return record(tx, payload, info);
      },
    });
    await until(async () => (await job('resumable', id))?.state === 'completed');
    expect(seenAt).toHaveLength(1);
    expect(seenAt[0] - takenAt).toBeGreaterThanOrEqual(900); // not before the dead process's job expired
    expect(await job('resumable', id)).toMatchObject({ retryCount: 1 });
    expect((await effects('it')).filter((r) => r.job_id === id)).toHaveLength(1);
  });

  it('a worker told to stop rolls its job in hand back; the job runs once afterwards', async () => {
    const dk = forContext(db, 'dk');
    await queue.define('stoppable', { ...CONTEXT_JOB_OPTIONS, retryDelaySeconds: 0 });
    const id = (await enqueueJob(queue, dk, 'stoppable', {}, 's'))!;
    let started!: () => void;
    const inHand = new Promise<void>((resolve) => (started = resolve));
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let firstRun = true;
    const stopping = await startJobWorker(queue, db, {
      stoppable: async (tx, payload, info) => {
        if (!firstRun) return record(tx, payload, info);
        firstRun = false;
        await tx.query("INSERT INTO job_effect (job_id, note) VALUES ($1, 'before the stop')", [info.id]);
        started();
        await gate;
        await tx.query("INSERT INTO job_effect (job_id, note) VALUES ($1, 'after the stop')", [info.id]);
        return { ok: true };
      },
    });
    await inHand;
    await stopping.close();
    letGo();
    await until(async () => (await job('stoppable', id))?.state === 'retry');
    // Nothing of the stopped attempt is left.
    expect((await effects('dk')).filter((r) => r.job_id === id)).toEqual([]);

    await worker({ stoppable: record });
    await until(async () => (await job('stoppable', id))?.state === 'completed');
    expect((await effects('dk')).filter((r) => r.job_id === id)).toEqual([{ job_id: id, note: null }]);
  });

  it('refreshes stale usage summaries as one job however many readers find them stale', async () => {
    const caller = callerFor(db, 'nl');
    await createUsageStatisticsService(undefined, queue).usersPerDiet(caller); // never summarised: summarised before the answer
    const refreshedAt = async () =>
      new Date(
        (
          await db.transaction((tx) => tx.query<{ at: Date | string }>('SELECT refreshed_at AS at FROM usage_summary_state'), {
            context: 'nl',
          })
        )[0].at,
      ).getTime();
    const before = await refreshedAt();
    const waiting = async () => (await queue.figures()).kinds.find((k) => k.kind === USAGE_SUMMARY_JOB)?.waiting ?? 0;
    expect(await waiting()).toBe(0);

    const later = createUsageStatisticsService(() => new Date(Date.now() + SUMMARY_TTL_MS + 60_000), queue);
    await Promise.all([later.usersPerDiet(caller), later.top(caller, 'logged-recipes', 0, 5), later.usersPerDiet(caller)]);
    expect(await waiting()).toBe(1);
    expect(await refreshedAt()).toBe(before); // answered from the current summaries

    await worker(usageSummaryJobs);
    await until(async () => (await refreshedAt()) > before && (await waiting()) === 0);
  });
});
