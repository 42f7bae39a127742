/**
 * `npm run worker`: an extra planner worker process that only works on queued algorithm test runs of
 * every context, against the same DATABASE_URL as the servers (the embedded database belongs to the
 * one process that opened it, so extra workers need PostgreSQL). Stops after the chunk in hand on
 * SIGINT/SIGTERM, releasing the run for another process.
 */
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createCandidateCache } from './candidates';
import { createTestingRuns, defaultThreads } from './testing/runs';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('npm run worker needs DATABASE_URL (the PostgreSQL database the planner servers use)');
  const db = await openDatabase({ url });
  await migrate(db);
  // TESTING_WORKER_THREADS: planning threads of this process (default: the cores, at most 4).
  const threads = Number(process.env.TESTING_WORKER_THREADS) || undefined;
  const leaseMs = Number(process.env.TESTING_LEASE_MS) || undefined;
  // TESTING_CHUNKS_IN_FLIGHT: chunks this process holds at once (default: its threads + 1). A dedicated
  // worker has its cores to itself, so its threads plan the next chunk while the last one is stored; with
  // one chunk at a time they wait for every store and claim. 1,000 users x 3 plans by two 1-thread workers
  // on 2 cores: 124.5 s one at a time, 111.7 s with 2 in flight (README, Benchmarks).
  const chunksInFlight = Number(process.env.TESTING_CHUNKS_IN_FLIGHT) || (threads ?? defaultThreads()) + 1;
  const runs = createTestingRuns({ db, candidates: createCandidateCache(), threads, leaseMs, warm: true, chunksInFlight });
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
