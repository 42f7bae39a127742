/**
 * Crash: a test run survives `kill -9` of the planner. The real server (child-server.ts with the planner
 * backend and its in-process worker, the nl catalogue seeded) runs as a child process; a nutritionist
 * starts a run over HTTP, the child is killed with SIGKILL once some chunks are stored and before the
 * run is done, restarted on the same database, and the run must complete with every user planned.
 *
 * The chunks are jobs on the pg-boss queue. PGlite (default): the restarted server fails its dead
 * predecessor's chunk jobs at start, so they are retried at once. With DATABASE_URL: a throwaway database on
 * that server; the dead process's chunk jobs expire (TESTING_CHUNK_EXPIRE_SECONDS = 45 here), the queue's
 * maintenance retries them and the restarted worker takes them again. 45 s, not less: the expiry also applies to the
 * live worker's chunks, and under a full test run a chunk of 10 plans took longer than 3 s, expired, was retried
 * until its retries ran out, and the run never completed.
 */
import { startChild, stopChild, type Child } from './childProcess';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginAs } from '../http/login';
import { freePort } from '../../setup/freePort';
import { createThrowawayPostgres } from '../db/helpers';
import { snapshotTarball } from '../../setup/databases';

const START_TIMEOUT_MS = 240_000;
const USERS = 40;
/**
 * The restarted run stores a chunk of 10 users at a time: the test fails when no chunk lands for this long (a run
 * that is stuck), not when the whole run takes longer than a guess of the machine's speed. On a loaded 2-core machine
 * with half its CPU stolen by the host, 30 plans took over 300 s.
 */
const STALL_MS = 300_000;

interface Run {
  id: string;
  status: string;
  progress: { done: number; total: number };
  result?: { distinctRecipesPerUser: number[]; totalRecommended: number };
}

describe(`kill -9 of the planner during a test run (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let drop: () => Promise<void> = async () => undefined;
  let url = '';
  let snapshot: string | null = null;
  const children: Child[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-testing-crash-'));
    if (process.env.DATABASE_URL) ({ url, drop } = await createThrowawayPostgres(process.env.DATABASE_URL, 'test_testing_crash'));
    // PGlite: the child starts from the run's seeded nl snapshot (the planner suites use the same one).
    else snapshot = await snapshotTarball({ contexts: ['nl'], seed: ['nl'] });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const child of children) await stopChild(child);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes the run with every user after the restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      BACKENDS: 'planner',
      SEED_CONTEXT: 'nl',
      ...(snapshot ? { LOAD_DATA_DIR: snapshot } : {}),
      TESTING_CHUNK_EXPIRE_SECONDS: '45',
    };
    const first = await startChild(env, START_TIMEOUT_MS);
    children.push(first);
    const token = await loginAs(base, 'nutritionist', 'nutritionist');
    const auth = { authorization: `Bearer ${token}` };
    const read = async (id: string): Promise<Run> => {
      const res = await fetch(`${base}/planner/mealPlanningTesting/${id}`, { headers: auth });
      expect(res.status).toBe(200);
      return (await res.json()) as Run;
    };

    const res = await fetch(`${base}/planner/mealPlanningTesting`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        recommenderSettings: {
          mealOfDayHeuristicsWeights: {},
          dayHeuristicsWeights: {},
          weekHeuristicsWeights: {},
          runDayImprovement: true,
          runWeekImprovement: true,
        },
        generatorOptions: { numberOfUsers: USERS, plansPerUser: 1, minAge: 18, maxAge: 65 },
      }),
    });
    expect(res.status).toBeLessThan(300);
    const { id } = (await res.json()) as Run;

    // Kill once at least one chunk of 10 users is stored and the run is not done.
    let before = await read(id);
    while (before.progress.done === 0 && ['QUEUED', 'RUNNING'].includes(before.status)) {
      await new Promise((r) => setTimeout(r, 50));
      before = await read(id);
    }
    process.kill(first.pid, 'SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(before.status).toBe('RUNNING'); // killed mid-run
    expect(before.progress.done).toBeGreaterThan(0);
    expect(before.progress.done).toBeLessThan(USERS);

    const second = await startChild(env, START_TIMEOUT_MS);
    children.push(second);
    const token2 = await loginAs(base, 'nutritionist', 'nutritionist');
    auth.authorization = `Bearer ${token2}`;
    let after = await read(id);
    let lastDone = after.progress.done;
    let lastChange = Date.now();
    while (['QUEUED', 'RUNNING'].includes(after.status) && Date.now() - lastChange < STALL_MS) {
      await new Promise((r) => setTimeout(r, 200));
      after = await read(id);
      if (after.progress.done !== lastDone) {
        lastDone = after.progress.done;
        lastChange = Date.now();
      }
    }
    expect(after.status).toBe('DONE');
    expect(after.progress).toEqual({ done: USERS, total: USERS });
    // Every generated user's outcome is in the result, once.
    expect(after.result!.distinctRecipesPerUser).toHaveLength(USERS);
    expect(after.result!.totalRecommended).toBeGreaterThan(0);
    console.log(`test run killed at ${before.progress.done}/${USERS} plans, completed after the restart`);
  }, 1_800_000);
});
