/**
 * Scale-out of the algorithm test on PostgreSQL: the real server (planner backend, tests/server/crash/
 * child-server.ts, with TESTING_IN_PROCESS=false so only the workers plan) beside 1, then 2 `npm run worker`
 * processes (src/server/workerMain.ts, --worker-threads planning threads each); a nutritionist starts a
 * --users x --plans run over HTTP; the run's started_at -> finished_at, median of --repeat runs each (the
 * settings alternated, so both see the same spread of load). Then a run with 2 workers where one is killed
 * with SIGKILL mid-run: its chunk jobs expire (TESTING_CHUNK_EXPIRE_SECONDS) and are retried by the other,
 * and every generated user must be planned exactly once in the stored chunks and the result.
 *
 *   npm run bench:scale-out [-- --url postgresql://postgres@127.0.0.1:5432/postgres] [--users 1000] [--plans 3]
 *                            [--repeat 3] [--worker-threads 1] [--kill-users 300] [--expire-seconds 120]
 *
 * The database `bench_scaleout` on that server is dropped and created fresh, then seeded with nl.
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/client';
import { freshDatabase, median } from './benchPostgres';
import { migrate } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/seed/seed';
import { startChild, stopChild, type Child } from '../../tests/server/crash/childProcess';
import { loginAs } from '../../tests/server/http/login';
import { freePort } from '../../tests/setup/freePort';

const DB_NAME = 'bench_scaleout';
const SETTINGS = {
  mealOfDayHeuristicsWeights: {},
  dayHeuristicsWeights: {},
  weekHeuristicsWeights: {},
  runDayImprovement: true,
  runWeekImprovement: true,
};

interface Run {
  id: string;
  status: string;
  progress: { done: number; total: number };
  startedAt?: string;
  finishedAt?: string;
  result?: { distinctRecipesPerUser: number[] };
  error?: { message: string };
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
      users: { type: 'string', default: '1000' },
      plans: { type: 'string', default: '3' },
      repeat: { type: 'string', default: '3' },
      'worker-threads': { type: 'string', default: '1' },
      'kill-users': { type: 'string', default: '300' },
      // A chunk's job expiry: pg-boss also ends a handler that runs longer (then retries the chunk), so it must
      // exceed a chunk's planning time under the machine's load, and it is how long a killed worker's chunk waits.
      'expire-seconds': { type: 'string', default: '120' },
    },
  });
  return {
    baseUrl: values.url!,
    users: Number(values.users),
    plans: Number(values.plans),
    repeat: Number(values.repeat),
    threads: Number(values['worker-threads']),
    killUsers: Number(values['kill-users']),
    expireSeconds: Number(values['expire-seconds']),
  };
}

async function bench(): Promise<void> {
  const o = main();
  const url = await freshDatabase(o.baseUrl, DB_NAME);
  const db = await openDatabase({ url, maxConnections: 2 });
  const t = Date.now();
  await migrate(db, { contexts: ['nl'] });
  await seedDatabase(db, { contexts: ['nl'] });
  console.error(`database ${DB_NAME} created and seeded with nl in ${s(Date.now() - t)}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-scaleout-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const children: Child[] = [];
  const server = await startChild(
    {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      BACKENDS: 'planner',
      TESTING_IN_PROCESS: 'false',
      TESTING_CHUNK_EXPIRE_SECONDS: String(o.expireSeconds),
    },
    240_000,
  );
  children.push(server);
  const startWorker = async () => {
    const child = await startChild(
      { DATABASE_URL: url, TESTING_WORKER_THREADS: String(o.threads), WORKER_KINDS: 'testing-run' },
      240_000,
      { script: 'src/server/workerMain.ts', ready: /ready for/ },
    );
    children.push(child);
    return child;
  };
  const auth = { authorization: `Bearer ${await loginAs(base, 'nutritionist', 'nutritionist')}` };
  const read = async (id: string): Promise<Run> => {
    let res = await fetch(`${base}/planner/mealPlanningTesting/${id}`, { headers: auth });
    if (res.status === 401) {
      // The token expired during a long run: sign in again.
      auth.authorization = `Bearer ${await loginAs(base, 'nutritionist', 'nutritionist')}`;
      res = await fetch(`${base}/planner/mealPlanningTesting/${id}`, { headers: auth });
    }
    if (res.status !== 200) throw new Error(`reading run ${id}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Run;
  };
  const startRun = async (users: number): Promise<Run> => {
    // The same inputs each time: drop the earlier runs so the one-hour cache does not answer.
    await db.transaction((tx) => tx.query('DELETE FROM testing_run'), { context: 'nl' });
    auth.authorization = `Bearer ${await loginAs(base, 'nutritionist', 'nutritionist')}`;
    const res = await fetch(`${base}/planner/mealPlanningTesting`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        recommenderSettings: SETTINGS,
        generatorOptions: { numberOfUsers: users, plansPerUser: o.plans, minAge: 18, maxAge: 65 },
      }),
    });
    if (res.status >= 300) throw new Error(`starting the run: ${res.status} ${await res.text()}`);
    return (await res.json()) as Run;
  };
  const finish = async (id: string, onProgress?: (run: Run) => Promise<void>): Promise<Run> => {
    for (;;) {
      const run = await read(id);
      if (!['QUEUED', 'RUNNING'].includes(run.status)) return run;
      await onProgress?.(run);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  const results = new Map<number, Array<{ ms: number; load: number }>>([
    [1, []],
    [2, []],
  ]);
  try {
    for (let rep = 0; rep < o.repeat; rep += 1) {
      for (const n of [1, 2]) {
        const workers = [];
        for (let i = 0; i < n; i += 1) workers.push(await startWorker());
        await new Promise((r) => setTimeout(r, 3000)); // threads started, engine and candidates loaded
        const started = await startRun(o.users);
        const run = await finish(started.id);
        for (const w of workers) await stopChild(w);
        if (run.status !== 'DONE') throw new Error(`run ${run.status}: ${run.error?.message}`);
        const ms = Date.parse(run.finishedAt!) - Date.parse(run.startedAt!);
        results.get(n)!.push({ ms, load: os.loadavg()[0] });
        console.error(`${n} worker(s): ${s(ms)} (load ${os.loadavg()[0].toFixed(1)})`);
      }
    }
    const killed = await killCheck();
    report(killed);
  } finally {
    for (const c of children) await stopChild(c);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  /** Two workers, one killed with SIGKILL once a tenth of the run is stored: every user planned exactly once. */
  async function killCheck() {
    const a = await startWorker();
    const b = await startWorker();
    await new Promise((r) => setTimeout(r, 3000));
    const started = await startRun(o.killUsers);
    let killedAt = 0;
    const t0 = Date.now();
    const run = await finish(started.id, async (r) => {
      if (!killedAt && r.progress.done >= r.progress.total / 10) {
        process.kill(a.pid, 'SIGKILL');
        killedAt = r.progress.done;
      }
    });
    const ms = Date.now() - t0;
    await stopChild(b);
    const chunks = await db.transaction(
      (tx) =>
        tx.query<{ outcomes: Array<{ index: number }> }>('SELECT outcomes FROM testing_run_chunk WHERE run_id = $1', [
          started.id,
        ]),
      { context: 'nl' },
    );
    const indexes = chunks.flatMap((c) => c.outcomes.map((u) => u.index));
    const distinct = new Set(indexes);
    const ok =
      run.status === 'DONE' &&
      indexes.length === o.killUsers &&
      distinct.size === o.killUsers &&
      run.result?.distinctRecipesPerUser.length === o.killUsers;
    return { run, killedAt, indexes: indexes.length, distinct: distinct.size, ok, ms };
  }

  function report(killed: Awaited<ReturnType<typeof killCheck>>) {
    const one = median(results.get(1)!.map((r) => r.ms));
    const two = median(results.get(2)!.map((r) => r.ms));
    console.log(
      `\n### ${o.users} users x ${o.plans} plans on PostgreSQL: the server (planner, TESTING_IN_PROCESS=false) and 1 vs 2 \`npm run worker\` processes of ${o.threads} thread(s) (${os.cpus().length} cores; ${o.repeat} runs each, alternated; medians; ${new Date().toISOString().slice(0, 16)} UTC)\n`,
    );
    console.log('| workers | started -> done, each run | median | load (1 min) at each end |');
    console.log('|---|---|---:|---|');
    for (const [n, rs] of results)
      console.log(
        `| ${n} | ${rs.map((r) => s(r.ms)).join(', ')} | ${s(median(rs.map((r) => r.ms)))} | ${rs.map((r) => r.load.toFixed(1)).join(', ')} |`,
      );
    console.log(`\nspeed-up with 2 workers: ${(one / two).toFixed(2)}x (goal 1.7x)`);
    console.log(
      `kill -9 of one of 2 workers at ${killed.killedAt}/${killed.run.progress.total} plans of a ${o.killUsers}-user run: ${killed.run.status} in ${s(killed.ms)}, ${killed.indexes} user outcomes stored, ${killed.distinct} distinct -> ${killed.ok ? 'no chunk lost, none twice' : 'FAILED'}`,
    );
    if (!killed.ok) process.exitCode = 1;
  }
}

bench().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
