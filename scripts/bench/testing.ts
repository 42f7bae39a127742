/**
 * Algorithm-test benchmark (goals: 100 users x 3 plans <= 20 s with the in-process worker; 1,000 x 3
 * with two extra worker processes at least 1.7x faster than with one).
 *
 *   npm run bench:testing [-- --users 100 --plans 3] [--scale-users 1000] [--skip-scale] [--skip-in-process]
 *                          [--repeat N] [--ab] [--url postgresql://postgres@127.0.0.1:5432/test] [--worker-threads 1]
 *                          [--processes 1,2]
 *
 * 1. In-process: the embedded database (PGlite, in memory) seeded with nl, the planner's own worker loop
 *    (createTestingRuns, default threads) running a run queued by the testing service; wall time from the
 *    queueing to DONE (the run's own timestamps), next to what the parts cost alone: loading the candidates,
 *    and planning (the engine, single thread, measured on the first 10 generated users) scaled to the
 *    run's plans and threads. `--ab` alternates one chunk at a time (chunksInFlight 1, the default) with
 *    threads + 1 chunks in flight, `--repeat` times each; medians.
 * 2. Scale-out: a throwaway PostgreSQL database `bench_testing` on that server, seeded with nl; one run of
 *    --scale-users x --plans worked on by 1, then 2 `npm run worker` processes of --worker-threads threads
 *    each (default 1: on a 2-core machine 2 processes x 1 thread use the cores once, where 2 x 2 would
 *    oversubscribe them) and their default chunks in flight (threads + 1), alternated `--repeat` times
 *    (`--processes 2`: one setting alone); the run's started_at -> finished_at, the CPU time the worker
 *    processes used (from /proc), and the ratio of the medians. Each worker runs in a session of
 *    its own (`--same-session`: in the bench's, where Linux autogroup scheduling caps them together).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase, median } from './benchPostgres';
import { forContext, type Database } from '../../src/server/db';
import { openDatabase } from '../../src/server/db/client';
import { openQueue } from '../../src/server/db/queue';
import { seedDatabase } from '../../src/server/seed/seed';
import { createCandidateCache } from '../../src/server/planner/candidates';
import { generateUsers } from '../../src/server/planner/testing/generator';
import { createTestingRuns, defaultThreads, type TestingRun } from '../../src/server/planner/testing/runs';
import { simulateUser, type TestingShared } from '../../src/server/planner/testing/simulateUser';
import { createTestingRunsRepository } from '../../src/server/planner/testing/testingRunsRepository';
import { createTestingService } from '../../src/server/planner/testing/testingService';
import { deriveSeed } from '../../src/recommender';
import { callerFor } from '../../tests/server/helpers/caller';

const DB_NAME = 'bench_testing';
const ROOT = path.resolve(__dirname, '../..');
const SETTINGS = {
  mealOfDayHeuristicsWeights: {},
  dayHeuristicsWeights: {},
  weekHeuristicsWeights: {},
  runDayImprovement: true,
  runWeekImprovement: true,
};

/** The bench's queue logs failures only. */
const benchLog = { info: () => undefined, warn: () => undefined, error: (obj: object, msg: string) => console.error(msg, obj) };

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function until(read: () => Promise<TestingRun | undefined>, timeoutMs: number): Promise<TestingRun> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const run = await read();
    if (run && !['QUEUED', 'RUNNING'].includes(run.status)) return run;
    if (Date.now() > end) throw new Error(`run not finished after ${s(timeoutMs)}: ${JSON.stringify(run?.progress)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The in-process worker's configurations compared by `--ab`: chunks one at a time (as before) vs in flight. */
const IN_PROCESS_CONFIGS = {
  'one chunk at a time': { chunksInFlight: 1 },
  'threads + 1 chunks in flight': { chunksInFlight: defaultThreads() + 1 },
} as const;

async function inProcess(users: number, plans: number, repeat: number, ab: boolean): Promise<void> {
  const db = await openDatabase({ dataDir: 'memory://' });
  const queue = openQueue(db, benchLog);
  try {
    let t = Date.now();
    await seedDatabase(db, { contexts: ['nl'] });
    console.error(`seeded nl (PGlite) in ${s(Date.now() - t)}`);
    const ctx = forContext(db, 'nl');

    // The parts alone: candidates, then (after the runs) the engine on 10 users in this thread.
    const probeCache = createCandidateCache();
    t = Date.now();
    const set = await probeCache.get(ctx);
    const candidatesMs = Date.now() - t;

    const caller = callerFor(db, 'nl', { sub: 'bench' });
    const options = { numberOfUsers: users, plansPerUser: plans, minAge: 18, maxAge: 65 };
    // Without --ab: the in-process worker as `npm start` runs it (one chunk at a time, its default).
    const names = (ab ? Object.keys(IN_PROCESS_CONFIGS) : ['one chunk at a time']) as (keyof typeof IN_PROCESS_CONFIGS)[];
    const measured = new Map(names.map((n) => [n, { wall: [] as number[], first: [] as number[], load: [] as number[] }]));
    let last: TestingRun | undefined;
    for (let rep = 0; rep < repeat; rep += 1) {
      for (const name of names) {
        // Same inputs every time: drop the earlier run so the one-hour cache does not answer.
        await db.transaction((tx) => tx.query('DELETE FROM testing_run'), { context: 'nl' });
        const chunkTimes: number[] = [];
        const runs = createTestingRuns({
          db,
          queue,
          candidates: createCandidateCache(),
          ...IN_PROCESS_CONFIGS[name],
          afterChunk: () => void chunkTimes.push(Date.now()),
        });
        const testing = createTestingService(runs);
        const started = await testing.start(caller, { recommenderSettings: SETTINGS, generatorOptions: options });
        const queuedAt = Date.parse(started.createdAt);
        const run = await until(() => runs.get(ctx, started.id), 30 * 60_000);
        await runs.close();
        if (run.status !== 'DONE') throw new Error(`run ${run.status}: ${run.error?.message}`);
        const m = measured.get(name)!;
        m.wall.push(Date.parse(run.finishedAt!) - queuedAt);
        m.first.push(chunkTimes.length ? chunkTimes[0] - queuedAt : 0);
        m.load.push(os.loadavg()[0]);
        console.error(`${name}: ${s(Date.parse(run.finishedAt!) - queuedAt)} (load ${os.loadavg()[0].toFixed(1)})`);
        last = run;
      }
    }

    const stored = await db.transaction(
      (tx) =>
        tx.query<{ settings: Omit<TestingShared, 'candidates'>; seed: string }>(
          'SELECT settings, seed FROM testing_run WHERE id = $1',
          [last!.id],
        ),
      { context: 'nl' },
    );
    const shared: TestingShared = { ...stored[0].settings, candidates: [...set.candidates] };
    const seed = Number(stored[0].seed);
    const probe = generateUsers(options, seed).slice(0, Math.min(10, users));
    const byId = new Map(shared.candidates.map((c) => [c.idRecipe, c]));
    t = Date.now();
    for (const user of probe) simulateUser(shared, { user, plansPerUser: plans, seed: deriveSeed(seed, user.index + 1) }, byId);
    const perPlanMs = (Date.now() - t) / (probe.length * plans);
    const threads = defaultThreads();
    const planningMs = (perPlanMs * users * plans) / threads;

    console.log(
      `### ${users} users x ${plans} plans, in-process worker (PGlite, ${threads} threads, ${repeat} runs each, medians; load ${measured
        .get(names[0])!
        .load.map((l) => l.toFixed(1))
        .join(', ')})\n`,
    );
    console.log(`| measure | ${names.join(' | ')} |`);
    console.log(`|---|${names.map(() => '---:').join('|')}|`);
    const row = (label: string, pick: (m: { wall: number[]; first: number[] }) => number[]) =>
      console.log(`| ${label} | ${names.map((n) => s(median(pick(measured.get(n)!)))).join(' | ')} |`);
    row('wall time, queued -> DONE', (m) => m.wall);
    row(`queued -> first chunk stored (${Math.ceil(users / 10)} chunks of 10 users)`, (m) => m.first);
    row('the rest (wall - engine alone on the threads)', (m) => m.wall.map((w) => Math.max(0, w - planningMs)));
    console.log(`\ncandidate recipes loaded alone (${set.candidates.length} candidates): ${s(candidatesMs)}`);
    console.log(`engine alone, one thread, per plan (first ${probe.length} users): ${perPlanMs.toFixed(0)} ms`);
    console.log(`engine alone scaled to ${users * plans} plans / ${threads} threads: ${s(planningMs)}`);
  } finally {
    await queue.release(1000);
    await db.close();
  }
}

/** Starts `n` worker processes and waits until each is migrated and waiting for runs (its first line). */
async function startWorkers(n: number, url: string, threads: number, values: { sameSession?: boolean }): Promise<ChildProcess[]> {
  const children = Array.from({ length: n }, () =>
    spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/workerMain.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, TESTING_WORKER_THREADS: String(threads) },
      stdio: ['ignore', 'pipe', 'inherit'],
      // A session of its own, as a worker started on its own (a terminal, a service unit) has: with Linux's
      // autogroup scheduling, processes of one session share one session's CPU share, so two workers
      // started from the bench's session could never use more CPU together than one.
      detached: !values.sameSession,
    }),
  );
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve, reject) => {
          child.stdout!.once('data', () => resolve());
          child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
        }),
    ),
  );
  return children;
}

async function stopWorkers(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** CPU seconds (user + system, every thread) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return NaN;
  }
}

/**
 * One run of `users` x `plans` worked on by `n` worker processes of `threads` threads each, started (and
 * their threads warm) before the run is queued. Measured: started_at -> finished_at of the run, and the
 * CPU time the worker processes used meanwhile (what the run cost them, whatever else ran on the machine).
 */
async function scaleOnce(
  db: Database,
  url: string,
  n: number,
  threads: number,
  users: number,
  plans: number,
  sameSession: boolean,
): Promise<{ durationMs: number; wallMs: number; cpuS: number; processes: number; load: number }> {
  const ctx = forContext(db, 'nl');
  const caller = callerFor(db, 'nl', { sub: 'bench' });
  const jobs = openQueue(db, benchLog);
  const queue = createTestingRuns({ db, queue: jobs, candidates: createCandidateCache(), work: false });
  const testing = createTestingService(queue);
  // The same inputs each time: drop the earlier run so the cache does not answer.
  await db.transaction((tx) => tx.query('DELETE FROM testing_run'), { context: 'nl' });
  const children = await startWorkers(n, url, threads, { sameSession });
  await new Promise((r) => setTimeout(r, 3000)); // threads started and the engine loaded in each
  const cpuBefore = children.map((c) => cpuSeconds(c.pid!));
  const queuedAt = Date.now();
  const started = await testing.start(caller, {
    recommenderSettings: SETTINGS,
    generatorOptions: { numberOfUsers: users, plansPerUser: plans, minAge: 18, maxAge: 65 },
  });
  let run: TestingRun;
  let cpuS: number;
  try {
    run = await until(() => queue.get(ctx, started.id), 60 * 60_000);
    cpuS = children.reduce((sum, c, i) => sum + cpuSeconds(c.pid!) - cpuBefore[i], 0);
  } finally {
    await stopWorkers(children);
    await queue.close();
    await jobs.release(1000);
  }
  if (run.status !== 'DONE') throw new Error(`run ${run.status}: ${run.error?.message}`);
  const workers = new Set(await db.transaction((tx) => createTestingRunsRepository(tx).chunkWorkers(run.id), { context: 'nl' }));
  return {
    durationMs: Date.parse(run.finishedAt!) - Date.parse(run.startedAt!),
    wallMs: Date.now() - queuedAt,
    cpuS,
    processes: workers.size,
    load: os.loadavg()[0],
  };
}

async function scaleOut(
  baseUrl: string,
  users: number,
  plans: number,
  threads: number,
  repeat: number,
  sameSession: boolean,
  processes: number[],
): Promise<void> {
  const url = await freshDatabase(baseUrl, DB_NAME);
  const db: Database = await openDatabase({ url, maxConnections: 4 });
  const results = new Map<number, Awaited<ReturnType<typeof scaleOnce>>[]>(processes.map((n) => [n, []]));
  try {
    const t = Date.now();
    await seedDatabase(db, { contexts: ['nl'] });
    console.error(`seeded nl (PostgreSQL) in ${s(Date.now() - t)}`);
    // Alternated, so both configurations see the same spread of load from whatever else runs.
    for (let rep = 0; rep < repeat; rep += 1) {
      for (const n of processes) {
        const r = await scaleOnce(db, url, n, threads, users, plans, sameSession);
        results.get(n)!.push(r);
        console.error(
          `${n} process(es) x ${threads} thread(s): ${s(r.durationMs)}, worker CPU ${r.cpuS.toFixed(1)} s, load ${r.load.toFixed(1)}`,
        );
      }
    }
  } finally {
    await db.close();
  }
  console.log(
    `\n### ${users} users x ${plans} plans on PostgreSQL, 1 vs 2 \`npm run worker\` processes of ${threads} thread(s) each (${os.cpus().length} cores; ${repeat} runs each, alternated; medians)\n`,
  );
  console.log(
    '| worker processes x threads | started -> done | worker CPU time | cores used (CPU / duration) | processes that stored chunks | load at the end |',
  );
  console.log('|---|---:|---:|---:|---:|---|');
  for (const [n, rs] of results) {
    const d = median(rs.map((r) => r.durationMs));
    const cpu = median(rs.map((r) => r.cpuS));
    console.log(
      `| ${n} x ${threads} | ${s(d)} | ${cpu.toFixed(1)} s | ${(cpu / (d / 1000)).toFixed(2)} | ${Math.min(...rs.map((r) => r.processes))} | ${rs.map((r) => r.load.toFixed(1)).join(', ')} |`,
    );
  }
  if (!results.has(1) || !results.has(2)) return;
  const one = median(results.get(1)!.map((r) => r.durationMs));
  const two = median(results.get(2)!.map((r) => r.durationMs));
  const cpuOne = median(results.get(1)!.map((r) => r.cpuS));
  const cpuTwo = median(results.get(2)!.map((r) => r.cpuS));
  console.log(
    `\nspeed-up with 2 processes: ${(one / two).toFixed(2)}x; CPU time of 2 vs 1 process: ${(cpuTwo / cpuOne).toFixed(2)}x`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      plans: { type: 'string' },
      'scale-users': { type: 'string' },
      'skip-scale': { type: 'boolean' },
      'skip-in-process': { type: 'boolean' },
      url: { type: 'string' },
      'worker-threads': { type: 'string' },
      repeat: { type: 'string' },
      ab: { type: 'boolean' },
      'same-session': { type: 'boolean' },
      processes: { type: 'string' },
    },
  });
  const plans = Number(values.plans ?? 3);
  const repeat = Number(values.repeat ?? 1);
  if (!values['skip-in-process']) await inProcess(Number(values.users ?? 100), plans, repeat, values.ab === true);
  if (!values['skip-scale']) {
    const url = values.url ?? process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
    await scaleOut(
      url,
      Number(values['scale-users'] ?? 1000),
      plans,
      Number(values['worker-threads'] ?? 1),
      repeat,
      values['same-session'] === true,
      (values.processes ?? '1,2').split(',').map(Number),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
