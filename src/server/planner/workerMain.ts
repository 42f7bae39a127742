/**
 * `npm run worker`: an extra planner worker process that only works on queued algorithm test runs of
 * every context, against the same DATABASE_URL as the servers (the embedded database belongs to the
 * one process that opened it, so extra workers need PostgreSQL). Stops after the chunk in hand on
 * SIGINT/SIGTERM, releasing the run for another process.
 */
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createCandidateCache } from './candidates';
import { createTestingRuns } from './testing/runs';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('npm run worker needs DATABASE_URL (the PostgreSQL database the planner servers use)');
  const db = await openDatabase({ url });
  await migrate(db);
  // TESTING_WORKER_THREADS: planning threads of this process (default: the cores, at most 4).
  const threads = Number(process.env.TESTING_WORKER_THREADS) || undefined;
  const leaseMs = Number(process.env.TESTING_LEASE_MS) || undefined;
  const runs = createTestingRuns({ db, candidates: createCandidateCache(), threads, leaseMs, warm: true });
  runs.run();
  console.log(`Test-run worker ${runs.workerId} waiting for queued runs`);
  const stop = async () => {
    await runs.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
