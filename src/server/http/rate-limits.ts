/**
 * Per-user limits on the CPU-heavy calls (@fastify/rate-limit): the planner's plans, replacements,
 * explanations and test runs, and the search service. A limit counts the calls of one signed-in user (the
 * token's `sub`, not the address: colleagues behind one office proxy do not share a budget) to one operation
 * over a minute; past it the answer is 429 `RATE_LIMITED` with `Retry-After`. The defaults are far above what
 * a person working fast sends; they stop scripts and runaway clients from starving everyone else.
 * Counters live in Redis when REDIS_URL is set (several processes share them), in memory otherwise.
 * Sign-in throttling is separate (src/server/idp/throttle.ts).
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { HttpError } from './errors';

/** The groups of limited operations; each operation of a group has the group's limit of its own. */
export type RateLimitGroup = 'plan' | 'replacement' | 'explanation' | 'testRun' | 'search';

/** Calls per user and minute, per operation, by group. */
export type RateLimits = Record<RateLimitGroup, number>;

export const RATE_LIMITED_OPERATIONS: Readonly<Record<string, RateLimitGroup>> = {
  createWeekPlan: 'plan',
  simulate: 'plan',
  getRecipeReplacements: 'replacement',
  getMealReplacements: 'replacement',
  explainMeal: 'explanation',
  runMealPlanningTest: 'testRun',
  searchRecipes: 'search',
  getRecipeStats: 'search',
  searchIngredients: 'search',
};

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  plan: 120,
  replacement: 300,
  explanation: 300,
  testRun: 30,
  search: 600,
};

/** The environment variable of each group's limit (src/server/README.md, Configuration). */
export const RATE_LIMIT_VARIABLES: Readonly<Record<RateLimitGroup, string>> = {
  plan: 'RATE_LIMIT_PLAN_PER_MINUTE',
  replacement: 'RATE_LIMIT_REPLACEMENT_PER_MINUTE',
  explanation: 'RATE_LIMIT_EXPLANATION_PER_MINUTE',
  testRun: 'RATE_LIMIT_TEST_RUN_PER_MINUTE',
  search: 'RATE_LIMIT_SEARCH_PER_MINUTE',
};

export interface RateLimitOptions {
  limits?: Partial<RateLimits>;
  /** REDIS_URL: counters shared by every process using the same Redis. */
  redisUrl?: string;
}

const MINUTE_MS = 60_000;

/** Who is counted: the signed-in user (the route guard ran before); the address only for a call without one. */
function userKey(request: FastifyRequest): string {
  return request.principal ? `user:${request.principal.sub}` : `address:${request.ip}`;
}

/**
 * Registers @fastify/rate-limit on `fastify` with no global limit (routes opt in through `routeRateLimit`).
 * Counted at preHandler: after the route's onRequest guard has named the user and after validation, so only
 * calls that would reach the planner or the search count (a refused request costs little, and gets its 400
 * naming the field, never a 429 in its place).
 */
export async function registerRateLimits(fastify: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true }) : undefined;
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit()));
  await fastify.register(fastifyRateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: userKey,
    ...(redis ? { redis, nameSpace: 'nbo-rate-limit-' } : {}),
    // A Redis outage must not take the planner down with it: the call goes through uncounted.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'RATE_LIMITED',
        `Too many calls: at most ${context.max} a minute for each user; try again in ${Math.ceil(context.ttl / 1000)} s`,
      ),
  });
}

/** The route's `config.rateLimit` for an operation (undefined when the operation is not limited). */
export function routeRateLimit(
  operationId: string,
  limits: Partial<RateLimits> = {},
): { max: number; timeWindow: number } | undefined {
  const group = RATE_LIMITED_OPERATIONS[operationId];
  if (!group) return undefined;
  return { max: limits[group] ?? DEFAULT_RATE_LIMITS[group], timeWindow: MINUTE_MS };
}

/** Reads the limits from the environment: whole numbers of calls a minute, at least 1. */
export function readRateLimits(env: NodeJS.ProcessEnv): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [group, variable] of Object.entries(RATE_LIMIT_VARIABLES) as Array<[RateLimitGroup, string]>) {
    const text = env[variable];
    if (text === undefined || text === '') continue;
    if (!/^\d{1,7}$/.test(text) || Number(text) < 1) {
      throw new Error(`${variable} must be a whole number of calls a minute from 1 to 9999999, not ${text}`);
    }
    limits[group] = Number(text);
  }
  return limits;
}
