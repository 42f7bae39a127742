/**
 * The durable queue (src/server/queue.ts: pg-boss on our own Database) on PGlite, or on a throwaway
 * PostgreSQL database with DATABASE_URL: a job queued in a transaction exists only if it commits; a failing
 * job is logged with its kind and id and retried, then failed; a cancelled job never runs; a job whose
 * taker died is retried after its expiry; finished jobs are archived, then deleted; the figures count it all.
 */
import { forContext, type Database } from '../../../src/server/db';
import { openQueue, type Queue, type QueueLog } from '../../../src/server/db/queue';
import { migratedDatabase } from '../helpers/caller';

jest.setTimeout(120_000);

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 1200; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('durable queue (pg-boss)', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let queue: Queue;
  const logged: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  const log: QueueLog = {
    info: () => undefined,
    warn: (obj, msg) => logged.push({ obj: obj as Record<string, unknown>, msg }),
    error: (obj, msg) => logged.push({ obj: obj as Record<string, unknown>, msg }),
  };

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl']));
    queue = openQueue(db, log, {
      maintenanceIntervalSeconds: 1,
      pollingIntervalSeconds: 0.5,
      archiveCompletedAfterSeconds: 1,
      deleteAfterSeconds: 1,
    });
  });
  afterAll(async () => {
    await queue?.release(1000);
    await drop?.();
  });

  const stateOf = async (kind: string, id: string) => (await queue.boss.getJobById(kind, id))?.state;

  it('queues a job with the transaction that asks for it: rolled back, it never exists', async () => {
    await queue.define('tx-kind');
    const nl = forContext(db, 'nl');
    let rolledBackId: string | null = null;
    await expect(
      nl.transaction(async (tx) => {
        rolledBackId = await queue.send('tx-kind', { n: 1 }, {}, tx);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(rolledBackId).toEqual(expect.any(String));
    expect(await queue.boss.getJobById('tx-kind', rolledBackId!)).toBeNull();

    const id = await nl.transaction((tx) => queue.send('tx-kind', { n: 2 }, {}, tx));
    expect(await stateOf('tx-kind', id!)).toBe('created');
    const figures = await queue.figures();
    expect(figures.kinds.find((k) => k.kind === 'tx-kind')).toMatchObject({ waiting: 1, active: 0 });
    expect(figures.waiting).toBeGreaterThanOrEqual(1);

    const seen: unknown[] = [];
    await queue.work<{ n: number }>('tx-kind', async (job) => {
      seen.push(job.data);
      return { ok: true };
    });
    await until(async () => (await stateOf('tx-kind', id!)) === 'completed', 'the job to complete');
    expect(seen).toEqual([{ n: 2 }]);
  });

  it('logs a failing job with its kind and id, retries it, then fails it and counts it', async () => {
    await queue.define('flaky', { retryLimit: 1, retryDelaySeconds: 0 });
    let calls = 0;
    const id = await queue.send('flaky', {});
    await queue.work('flaky', async () => {
      calls += 1;
      throw new Error(`attempt ${calls} broke`);
    });
    await until(async () => (await stateOf('flaky', id!)) === 'failed', 'the job to fail');
    expect(calls).toBe(2);
    const lines = logged.filter((l) => l.obj.kind === 'flaky');
    expect(lines.map((l) => l.obj.jobId)).toEqual([id, id]);
    expect(lines[0].msg).toBe(`job flaky ${id} failed`);
    expect((await queue.figures()).kinds.find((k) => k.kind === 'flaky')).toMatchObject({ failedLastDay: 1, waiting: 0 });
  });

  it('never runs a cancelled job', async () => {
    await queue.define('cancelled');
    const id = await queue.send('cancelled', {});
    await queue.cancel('cancelled', [id!]);
    expect(await stateOf('cancelled', id!)).toBe('cancelled');
    const other = await queue.send('cancelled', {});
    const ran: string[] = [];
    await queue.work('cancelled', async (job) => {
      ran.push(job.id);
    });
    await until(async () => (await stateOf('cancelled', other!)) === 'completed', 'the other job');
    expect(ran).toEqual([other]);
  });

  it('retries a job whose taker died once its expiry has passed', async () => {
    await queue.define('expiring', { expireInSeconds: 1, retryLimit: 2, retryDelaySeconds: 0 });
    const id = await queue.send('expiring', { n: 7 });
    // Taken and never finished: what a worker killed mid-job leaves behind.
    const [taken] = await queue.boss.fetch('expiring');
    expect(taken.id).toBe(id);
    expect(await stateOf('expiring', id!)).toBe('active');
    expect((await queue.figures()).kinds.find((k) => k.kind === 'expiring')).toMatchObject({ active: 1 });
    const ran: unknown[] = [];
    await queue.work('expiring', async (job) => {
      ran.push(job.data);
    });
    await until(async () => (await stateOf('expiring', id!)) === 'completed', 'the expired job to run again');
    expect(ran).toEqual([{ n: 7 }]);
    expect((await queue.boss.getJobById('expiring', id!))?.retryCount).toBe(1);
  });

  it('archives finished jobs and deletes them from the archive', async () => {
    await queue.define('archived');
    const id = await queue.send('archived', {});
    await queue.work('archived', async () => undefined);
    const inTable = async (table: string) =>
      Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.${table} WHERE id = $1`, [id]))[0].n);
    await until(async () => (await inTable('job')) === 0, 'the job to leave the job table');
    await until(async () => (await inTable('archive')) === 0, 'the job to leave the archive');
    expect(await queue.boss.getJobById('archived', id!)).toBeNull();
  });
});
