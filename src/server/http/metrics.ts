/**
 * Prometheus metrics (prom-client), served as text at `GET /metrics`: request durations per operation, the
 * week-plan latency, the durable queue (jobs waiting and active per queue, failed in the last day, the age of
 * the oldest waiting job, and the durations of the jobs this process ran) and the process's own figures (CPU,
 * memory, event-loop lag, garbage collection).
 * `metricsRegistry` is the one registry of the process: other parts add their gauges to it
 * (`new Gauge({ ..., registers: [metricsRegistry] })`).
 *
 * Who may read it: without METRICS_PORT, `GET /metrics` on the main port answers an admin's bearer token
 * (verified like any API call) and 401/403 to anyone else; with METRICS_PORT, `/metrics` is served only on
 * that port, without a token, for a scraper on a private network (start.ts).
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { onJobSettled, type QueueFigures } from '../db/queue';
import type { OperationRouteConfig } from './types';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds from the request's arrival to the answer sent, per OpenAPI operation and status class. */
export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Duration of API calls from arrival to answer, by OpenAPI operationId and status class',
  labelNames: ['operationId', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Seconds to make a week plan (catalogue and settings read, the engine's search, the answer built). */
export const planLatency = new Histogram({
  name: 'planner_week_plan_duration_seconds',
  help: 'Time to make a week plan (simulate, createWeekPlan): preparation and the engine, by outcome',
  labelNames: ['outcome'] as const,
  buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
  registers: [metricsRegistry],
});

/** Seconds a job took in one of this process's workers (pg-boss queue = job kind), by outcome. */
export const jobDuration = new Histogram({
  name: 'queue_job_duration_seconds',
  help: "Duration of the durable queue's jobs run by this process's workers, by queue (job kind) and outcome",
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [metricsRegistry],
});
onJobSettled((queue, seconds, ok) => jobDuration.observe({ queue, outcome: ok ? 'completed' : 'failed' }, seconds));

/**
 * The queue's figures for one scrape: read once (one query) and shared by its four gauges; set by the server
 * that opened the queue (`registerQueueMetrics`).
 */
let readFigures: (() => Promise<QueueFigures>) | undefined;
let scrape: { at: number; figures: Promise<QueueFigures> } | undefined;
function figuresNow(): Promise<QueueFigures> | undefined {
  if (!readFigures) return undefined;
  if (!scrape || Date.now() - scrape.at > 1000) scrape = { at: Date.now(), figures: readFigures() };
  return scrape.figures;
}
/** The queue the gauges read (the whole deployment's: every process shares it). */
export function registerQueueMetrics(figures: () => Promise<QueueFigures>): void {
  readFigures = figures;
  scrape = undefined;
}
function queueGauge(name: string, help: string, value: (k: QueueFigures['kinds'][number]) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    registers: [metricsRegistry],
    async collect() {
      const figures = await figuresNow()?.catch(() => undefined);
      this.reset();
      for (const k of figures?.kinds ?? []) this.set({ queue: k.kind }, value(k));
    },
  });
}
queueGauge('queue_jobs_waiting', 'Jobs waiting on the durable queue (created or to retry), by queue', (k) => k.waiting);
queueGauge('queue_jobs_active', "Jobs in a worker's hands, by queue", (k) => k.active);
queueGauge('queue_jobs_failed_last_day', 'Jobs failed for good in the last 24 hours, by queue', (k) => k.failedLastDay);
queueGauge(
  'queue_oldest_waiting_seconds',
  'Age of the oldest waiting job, by queue (0 when none waits)',
  (k) => k.oldestWaitingSeconds,
);

/** Runs `make` and records its time in `planLatency` (outcome ok or error). */
export async function timePlan<T>(make: () => Promise<T>): Promise<T> {
  const stop = planLatency.startTimer();
  try {
    const result = await make();
    stop({ outcome: 'ok' });
    return result;
  } catch (error) {
    stop({ outcome: 'error' });
    throw error;
  }
}

/** Records every answered API operation in `requestDuration` (routes that are no operation are not counted). */
export function registerRequestMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const operationId = (request.routeOptions.config as Partial<OperationRouteConfig> | undefined)?.operationId;
    if (!operationId) return;
    requestDuration.observe({ operationId, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });
}

/**
 * `GET /metrics` on `fastify`; `authorize` (run first) throws the 401/403 for a caller who may not read it,
 * or is undefined on the private metrics port.
 */
export function registerMetricsRoute(fastify: FastifyInstance, authorize?: (request: FastifyRequest) => Promise<void>): void {
  fastify.get('/metrics', { onRequest: authorize ? async (request) => authorize(request) : undefined }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(metricsRegistry.contentType)
      .send(await metricsRegistry.metrics()),
  );
}

/** The metrics alone on their own Fastify instance (METRICS_PORT): listen on it beside the main server. */
export function buildMetricsServer(): FastifyInstance {
  const app = Fastify({ logger: false });
  registerMetricsRoute(app);
  return app;
}
