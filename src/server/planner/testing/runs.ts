/**
 * Algorithm test runs: generated users planned in a worker-thread pool (piscina) off the request
 * path, one task per user, progress counted in plans. Runs are cached for an hour: the same context,
 * settings and generator options within an hour of a run's creation get that run back.
 * Runs are queued one at a time (a run already uses every worker).
 */
import { createHash, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { deriveSeed } from '../../../recommender';
import type { Country } from '../../db/contexts';
import type { CandidateSet } from '../candidatesRepository';
import { generateUsers, type GeneratorOptions } from './generator';
import { summarise, type TestingResult } from './metrics';
import type { TestingShared, UserOutcome, UserTask } from './simulateUser';

export const RUN_TTL_MS = 60 * 60_000;

export type RunStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
export interface TestingRun {
  id: string;
  status: RunStatus;
  progress: { done: number; total: number };
  createdAt: string;
  finishedAt?: string;
  result?: TestingResult;
  error?: { code: string; message: string };
}

interface StoredRun { run: TestingRun; context: Country; key: string; createdMs: number; finishedMs?: number }

export interface RunRequest {
  context: Country;
  options: GeneratorOptions;
  /** Everything but the candidates (loaded when the run starts). */
  shared: Omit<TestingShared, 'candidates'>;
  loadCandidates: () => Promise<CandidateSet>;
}

/** The worker module; TypeScript under tsx and jest, so workers load tsx first. */
function workerFile(): { filename: string; execArgv: string[] } {
  const ts = path.join(__dirname, 'worker.ts');
  const js = path.join(__dirname, 'worker.js');
  return __filename.endsWith('.ts') ? { filename: ts, execArgv: ['--import', 'tsx'] } : { filename: js, execArgv: [] };
}

export function defaultThreads(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(4, cores));
}

export function createTestingRuns(options: { threads?: number; clock?: () => number } = {}) {
  const clock = options.clock ?? Date.now;
  const runs = new Map<string, StoredRun>();
  const byKey = new Map<string, string>();
  let queue: Promise<void> = Promise.resolve();
  const pools = new Set<Piscina>();

  function sweep() {
    const now = clock();
    for (const [id, r] of runs) {
      const finishedLongAgo = r.finishedMs !== undefined && now - r.finishedMs > RUN_TTL_MS;
      if (now - r.createdMs > RUN_TTL_MS && byKey.get(r.key) === id) byKey.delete(r.key);
      if (finishedLongAgo && now - r.createdMs > RUN_TTL_MS) runs.delete(id);
    }
  }

  function finish(stored: StoredRun) {
    stored.finishedMs = clock();
    stored.run.finishedAt = new Date(stored.finishedMs).toISOString();
  }

  async function execute(stored: StoredRun, req: RunRequest) {
    const started = clock();
    stored.run.status = 'RUNNING';
    const candidates = await req.loadCandidates();
    const seed = parseInt(stored.key.slice(0, 8), 16);
    const users = generateUsers(req.options, seed);
    const shared: TestingShared = { ...req.shared, candidates: [...candidates.candidates] };
    const { filename, execArgv } = workerFile();
    const pool = new Piscina({ filename, execArgv, workerData: shared, maxThreads: options.threads ?? defaultThreads(), minThreads: 1, idleTimeout: 1000 });
    pools.add(pool);
    try {
      const outcomes: UserOutcome[] = await Promise.all(users.map(async (user) => {
        const task: UserTask = { user, plansPerUser: req.options.plansPerUser, seed: deriveSeed(seed, user.index + 1) };
        const outcome = (await pool.run(task)) as UserOutcome;
        stored.run.progress.done += req.options.plansPerUser;
        return outcome;
      }));
      stored.run.result = summarise(outcomes, candidates, clock() - started);
      finish(stored);
      stored.run.status = 'DONE';
    } finally {
      pools.delete(pool);
      await pool.destroy();
    }
  }

  return {
    /** The cached run for this request, or a new queued one. */
    start(req: RunRequest): TestingRun {
      sweep();
      const key = createHash('sha256').update(JSON.stringify([req.context, req.options, req.shared])).digest('hex');
      const existing = byKey.get(key);
      if (existing && runs.has(existing)) return runs.get(existing)!.run;
      const id = randomUUID();
      const stored: StoredRun = {
        run: { id, status: 'QUEUED', progress: { done: 0, total: req.options.numberOfUsers * req.options.plansPerUser }, createdAt: new Date(clock()).toISOString() },
        context: req.context, key, createdMs: clock(),
      };
      runs.set(id, stored);
      byKey.set(key, id);
      queue = queue.then(() => execute(stored, req)).catch((err: unknown) => {
        finish(stored);
        stored.run.error = { code: 'TESTING_FAILED', message: `The test run failed: ${(err as Error)?.message ?? 'unknown error'}` };
        stored.run.status = 'FAILED';
        byKey.delete(key); // a failed run is not cached
      });
      return stored.run;
    },
    /** A run of the context, or undefined (runs of other contexts are invisible). */
    get(id: string, context: Country): TestingRun | undefined {
      sweep();
      const r = runs.get(id);
      return r && r.context === context ? r.run : undefined;
    },
    /** Waits for queued work and stops the pools (server shutdown, tests). */
    async close() {
      await Promise.all([...pools].map((p) => p.destroy()));
      await queue.catch(() => {});
    },
  };
}
export type TestingRuns = ReturnType<typeof createTestingRuns>;
