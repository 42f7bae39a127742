/**
 * `npm run worker`: an extra worker process on the durable work of every context — the job kinds of the
 * registry (src/server/workers.ts) and the algorithm test runs' chunks — against the same DATABASE_URL as
 * the servers (the embedded database belongs to the one process that opened it, so extra workers need
 * PostgreSQL). WORKER_KINDS (comma-separated) limits it to some kinds. Prints one line once it is ready. On
 * SIGINT/SIGTERM it stops: a job in hand rolls back at its next statement and is queued again for another
 * worker, a test-run chunk in hand is finished and stored; then it exits 0.
 */
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { openQueue, type QueueLog } from './db/queue';
import { buildMetricsServer, registerQueueMetrics } from './http/metrics';
import { defaultThreads, testingRunConfig } from './planner/testing/runs';
import { parseWorkerKinds, startWorkers } from './workers';

/** The worker's log: one JSON line per event on stderr (the servers log through Fastify's logger). */
const line = (level: string) => (obj: object, msg: string) => {
  const err = (obj as { err?: unknown }).err;
  const detail = err instanceof Error ? { ...obj, err: { message: err.message, stack: err.stack } } : obj;
  console.error(JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, msg, ...detail }));
};
const workerLog: QueueLog = { info: line('info'), warn: line('warn'), error: line('error') };

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('npm run worker needs DATABASE_URL (the PostgreSQL database the servers use)');
  const kinds = parseWorkerKinds(process.env.WORKER_KINDS);
  const { chunkExpireSeconds } = testingRunConfig(process.env);
  const threadsText = process.env.TESTING_WORKER_THREADS;
  const threads = threadsText ? Number(threadsText) : undefined;
  if (threadsText && (!/^\d+$/.test(threadsText) || threads! < 1 || threads! > 64))
    throw new Error(`TESTING_WORKER_THREADS must be a whole number from 1 to 64, not ${threadsText}`);
  // TESTING_CHUNKS_IN_FLIGHT: test-run chunks this process holds at once (default: its threads + 1). A
  // dedicated worker has its cores to itself, so its threads plan the next chunk while the last one is
  // stored; with one chunk at a time they wait for every store and claim. 1,000 users x 3 plans by two
  // 1-thread workers on 2 cores: 124.5 s one at a time, 111.7 s with 2 in flight (scripts/bench/README.md).
  const inFlightText = process.env.TESTING_CHUNKS_IN_FLIGHT;
  if (inFlightText && (!/^\d+$/.test(inFlightText) || Number(inFlightText) < 1 || Number(inFlightText) > 64))
    throw new Error(`TESTING_CHUNKS_IN_FLIGHT must be a whole number from 1 to 64, not ${inFlightText}`);
  const chunksInFlight = inFlightText ? Number(inFlightText) : (threads ?? defaultThreads()) + 1;
  const db = await openDatabase({ url });
  await migrate(db);
  const queue = openQueue(db, workerLog);
  const workers = startWorkers({ db, queue, kinds, chunkExpireSeconds, threads, chunksInFlight, warm: true });
  // METRICS_PORT: this worker's /metrics (its job durations, the queue's gauges) for a scraper, without a token.
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  if (metricsPort !== undefined && (!Number.isInteger(metricsPort) || metricsPort < 1 || metricsPort > 65535))
    throw new Error(`METRICS_PORT must be a port number (1 to 65535), not ${process.env.METRICS_PORT}`);
  const metrics = metricsPort === undefined ? undefined : buildMetricsServer();
  if (metrics) {
    registerQueueMetrics(() => queue.figures());
    await metrics.listen({ host: process.env.HOST ?? '127.0.0.1', port: metricsPort });
  }
  console.log(`Worker ${workers.ids.join(', ')} ready for ${kinds.join(', ')}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Worker stopping: the work in hand is released or finished');
    await workers.close();
    await metrics?.close();
    await queue.release();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
