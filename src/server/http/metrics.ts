/**
 * Prometheus metrics (prom-client), served as text at `GET /metrics`: request durations per operation, the
 * week-plan latency and the process's own figures (CPU, memory, event-loop lag, garbage collection).
 * `metricsRegistry` is the one registry of the process: other parts add their gauges to it
 * (`new Gauge({ ..., registers: [metricsRegistry] })`).
 *
 * Who may read it: without METRICS_PORT, `GET /metrics` on the main port answers an admin's bearer token
 * (verified like any API call) and 401/403 to anyone else; with METRICS_PORT, `/metrics` is served only on
 * that port, without a token, for a scraper on a private network (start.ts).
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
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
