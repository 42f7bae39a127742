/**
 * GET /planner/administration/job-queue (getJobQueue): admins see the durable queue's figures — waiting,
 * active, failed in the last day, the oldest waiting job's age — in total and per kind; others get 403.
 */
import { openQueue, type Queue } from '../../../src/server/db/queue';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

describe('the job queue operation', () => {
  let server: TestServer;
  let queue: Queue;

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], backends: ['planner'] });
    // The server's own queue (one per database and process): this test queues on it as the server would.
    queue = openQueue(server.db, { info: () => undefined, warn: () => undefined, error: () => undefined });
  });
  afterAll(async () => {
    await queue?.release(1000);
    await server?.close();
  });

  it('answers admins the waiting, active and failed jobs and the oldest waiting age; 403 for a nutritionist', async () => {
    await queue.define('panel-waiting');
    await queue.define('panel-failed', { retryLimit: 0 });
    await queue.send('panel-waiting', { n: 1 });
    await queue.send('panel-waiting', { n: 2 });
    const failing = await queue.send('panel-failed', {});
    await queue.boss.fetch('panel-failed');
    await queue.boss.fail('panel-failed', failing!, { message: 'broke' });
    await new Promise((r) => setTimeout(r, 1100)); // so the oldest waiting job is at least a second old

    const res = await server.app.inject({
      method: 'GET',
      url: '/planner/administration/job-queue',
      headers: await server.auth('admin'),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ waiting: 2, active: 0, failedLastDay: 1 });
    expect(body.oldestWaitingSeconds).toBeGreaterThanOrEqual(1);
    expect(body.kinds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'panel-waiting', waiting: 2, active: 0, failedLastDay: 0 }),
        expect.objectContaining({ kind: 'panel-failed', waiting: 0, failedLastDay: 1, oldestWaitingSeconds: 0 }),
      ]),
    );

    const nutritionist = await server.auth('nutritionist');
    expect(
      (await server.app.inject({ method: 'GET', url: '/planner/administration/job-queue', headers: nutritionist })).statusCode,
    ).toBe(403);
  });
});
