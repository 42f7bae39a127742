import fastifyCompress from '@fastify/compress';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createIntrospectionCheck, createRouteGuard, createSessionCheck, createTokenVerifier, type SessionCheck } from './auth';
import {
  buildSpecApp,
  registerErrorHandling,
  registerSecurityHeaders,
  sendError,
  setSecurityHeaders,
  type HandlerMap,
  type OperationInfo,
  type SpecAppResult,
} from './http';
import { registerMetricsRoute, registerQueueMetrics, registerRequestMetrics } from './http/metrics';
import { registerRateLimits, type RateLimits } from './http/rate-limits';
import {
  createDbSignInThrottle,
  createEmbeddedIdp,
  createSigningKeys,
  DEFAULT_AUDIENCE,
  DEFAULT_CLIENT_ID,
  DEMO_ACCOUNTS,
  randomCookieKeys,
  type AccountSeed,
  type AccountStore,
  type EmbeddedIdp,
  type ThrottleOverrides,
} from './idp';
import { createDbAccountStore } from './idp/accountsRepository';
import { createDbAdapterFactory, persistentValue } from './idp/oidcStoreRepository';
import type { Database } from './db/client';
import type { BackendDeps } from './deps';
import { createApiHandlers } from './api/handlers';
import { createSearchHandlers } from './search/handlers';
import { createPlannerHandlers } from './planner/handlers';
import { registerSpa } from './static';
import { openQueue } from './db/queue';
import { JOB_HANDLERS, startWorkers, TESTING_RUNS, type Workers } from './workers';
import { testingRunConfig } from './planner/testing/runs';

export const SPA_BASE_PATH = '/nutritionist';
export const OPENAPI_DIR = path.resolve(__dirname, '../../openapi');

export type Backend = 'api' | 'search' | 'planner';

/** Sign-in: the embedded provider on the same origin, or a real Keycloak (see src/server/README.md). */
export type AuthSettings =
  | { mode: 'embedded'; accounts?: readonly AccountSeed[] }
  | {
      mode: 'keycloak';
      url: string;
      realm: string;
      clientId: string;
      audience: string;
      multiTenancy: boolean;
      /**
       * A confidential client the backends introspect tokens with, so a revoked session's access token is
       * refused within `sessionCheckTtlMs`; without it tokens are only verified (valid until they expire).
       */
      introspection?: { clientId: string; clientSecret: string };
    };

export interface ServerOptions {
  db: Database;
  /** The origin browsers use (issuer and redirect URIs are built from it), e.g. http://localhost:3000. */
  publicUrl: string;
  auth: AuthSettings;
  /** Which backends to serve; all three by default. */
  backends?: readonly Backend[];
  /** The built SPA; not served when undefined. */
  distDir?: string;
  photosDir: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * How long (ms) a backend reuses the answer "this token's sign-in session is still live" (embedded
   * provider, or Keycloak with introspection) — the longest a signed-out, reset, disabled or deleted
   * user's access token keeps working. Default 4,000 (refused within the promised 5 s).
   */
  sessionCheckTtlMs?: number;
  /** Embedded provider: sign-in throttling numbers, per kind of key (defaults and reasons in idp/throttle.ts). */
  signInThrottle?: ThrottleOverrides;
  /**
   * TRUSTED_PROXIES: the reverse proxies (addresses or CIDR ranges) whose `X-Forwarded-For` names the client;
   * from anyone else the header is ignored, so a client cannot pick the address it is throttled as.
   */
  trustedProxies?: readonly string[];
  /** PASSWORD_MIN_LENGTH: the shortest password an admin may set or a user may choose (default 12). */
  passwordMinLength?: number;
  /**
   * RATE_LIMIT_*_PER_MINUTE: per-user limits of the CPU-heavy calls (defaults in http/rate-limits.ts); false
   * for none (benchmarks, where one token stands for many users).
   */
  rateLimits?: Partial<RateLimits> | false;
  /** REDIS_URL: rate-limit counters shared by every process on this Redis; in memory when unset. */
  redisUrl?: string;
  /**
   * Serve `GET /metrics` on this server, to admins' bearer tokens (default). False when METRICS_PORT serves
   * it on a port of its own (main.ts).
   */
  metricsRoute?: boolean;
}

export interface BuiltServer {
  app: FastifyInstance;
  idp?: EmbeddedIdp;
  served: Array<SpecAppResult & { backend: Backend }>;
}

const handlerFactories: Record<Backend, (deps: BackendDeps) => HandlerMap> = {
  api: createApiHandlers,
  search: createSearchHandlers,
  planner: createPlannerHandlers,
};

/** `GET /metrics` as the route guard sees it: admins only. */
const METRICS_OPERATION: OperationInfo = {
  operationId: 'metrics',
  method: 'GET',
  path: '/metrics',
  url: '/metrics',
  tags: [],
  secured: true,
  roles: ['admin'],
  requestContentTypes: [],
};

/**
 * Scripts, styles, JSON and text answers (plan answers are ~125 KB) compressed with brotli or gzip. Request
 * bodies are taken as sent: no client needs to send compressed bodies, and not inflating them keeps the body
 * limit a limit on what the server holds.
 */
const COMPRESSION = { encodings: ['br', 'gzip'] as Array<'br' | 'gzip'>, threshold: 1024, globalDecompression: false };

/**
 * The embedded identity provider mounted on `app` with its accounts, or Keycloak's: the verifier of access
 * tokens, and the check that their sign-in session has not ended.
 */
async function setUpAuth(app: FastifyInstance, options: ServerOptions, publicUrl: string) {
  let idp: EmbeddedIdp | undefined;
  let accounts: AccountStore | undefined;
  let verifier;
  let sessions: SessionCheck | undefined;
  if (options.auth.mode === 'embedded') {
    // Accounts, sessions, tokens and keys live in the database (schema `shared`), so sign-ins survive
    // a restart and several processes can share them.
    const db = options.db;
    idp = await createEmbeddedIdp({
      issuer: `${publicUrl}/auth`,
      accounts: (accounts = await createDbAccountStore(db, options.auth.accounts ?? DEMO_ACCOUNTS)),
      adapter: createDbAdapterFactory(db),
      signingKey: await persistentValue(db, 'signing-key', async () => (await createSigningKeys()).privateJwks.keys[0]),
      cookieKeys: await persistentValue(db, 'cookie-keys', () => randomCookieKeys()),
      throttle: createDbSignInThrottle(db, options.signInThrottle),
      passwordMinLength: options.passwordMinLength,
    });
    await idp.mount(app);
    verifier = createTokenVerifier({ issuer: idp.issuer, audience: idp.audience, jwks: idp.publicJwks });
    // Access tokens are refused once their sign-in session ended (sign-out, password reset, disabled or
    // deleted account): the backends check the provider's grant, with a short cache.
    sessions = createSessionCheck(db, { ttlMs: options.sessionCheckTtlMs });
  } else {
    const issuer = `${options.auth.url.replace(/\/+$/, '')}/realms/${options.auth.realm}`;
    verifier = createTokenVerifier({
      issuer,
      audience: options.auth.audience,
      jwks: new URL(`${issuer}/protocol/openid-connect/certs`),
    });
    if (options.auth.introspection) {
      sessions = createIntrospectionCheck({
        url: `${issuer}/protocol/openid-connect/token/introspect`,
        ...options.auth.introspection,
        ttlMs: options.sessionCheckTtlMs,
      });
    }
  }
  return { idp, accounts, verifier, sessions };
}

/** The SPA under its base path, with the runtime configuration that tells it where to sign in. */
async function serveSpa(app: FastifyInstance, options: ServerOptions, distDir: string, idp: EmbeddedIdp | undefined) {
  const runtimeConfig =
    options.auth.mode === 'embedded'
      ? { auth: { mode: 'embedded', clientId: idp?.clientId ?? DEFAULT_CLIENT_ID, issuer: '/auth', multiTenancy: false } }
      : {
          auth: {
            mode: 'keycloak',
            url: options.auth.url,
            realm: options.auth.realm,
            clientId: options.auth.clientId,
            multiTenancy: options.auth.multiTenancy,
          },
        };
  // keycloak-js talks to Keycloak's origin (token calls, the sign-out form); the embedded provider is this origin.
  const authOrigins = options.auth.mode === 'keycloak' ? [new URL(options.auth.url).origin] : [];
  await registerSpa(app, { distDir, basePath: SPA_BASE_PATH, runtimeConfig, authOrigins });
}

/**
 * One Fastify instance with the identity provider (embedded mode), the three backends built from
 * openapi/*.yaml, and the SPA under /nutritionist. `npm start` listens with it; tests `inject` into it.
 */
export async function buildServer(options: ServerOptions): Promise<BuiltServer> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const app = Fastify({
    logger: options.logger ?? false,
    ...(options.trustedProxies?.length ? { trustProxy: [...options.trustedProxies] } : {}),
    bodyLimit: 12 * 1024 * 1024,
    // Answers Fastify gives before routing (a path that is not UTF-8, a parameter too long): the one error
    // shape and the security headers, like every other answer.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
      return sendError(error, request, reply);
    },
  });
  registerErrorHandling(app);
  // CSP, nosniff, frame and referrer protection on every answer (@fastify/helmet); the embedded provider's
  // routes carry their own policy (idp/mount.ts), the SPA's page its own (static.ts).
  await registerSecurityHeaders(app);
  await app.register(fastifyCompress, COMPRESSION);
  registerRequestMetrics(app);
  if (options.rateLimits !== false) await registerRateLimits(app, { redisUrl: options.redisUrl });

  const { idp, accounts, verifier, sessions } = await setUpAuth(app, options, publicUrl);
  const guard = createRouteGuard(verifier, { sessions });

  // The process's durable queue (pg-boss in the same database); its failures go to this server's log.
  const queue = openQueue(options.db, app.log);
  registerQueueMetrics(() => queue.figures());
  const workers: Workers[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(workers.map((w) => w.close()));
    await queue.release();
  });
  const deps: BackendDeps = {
    db: options.db,
    queue,
    photosDir: options.photosDir,
    accounts,
    passwordMinLength: options.passwordMinLength,
    afterListen: (task) =>
      app.addHook('onListen', (done) => {
        task().catch((error: unknown) => app.log.warn({ err: error }, 'background task after listen failed'));
        done();
      }),
    onClose: (task) => app.addHook('onClose', task),
  };
  const served: BuiltServer['served'] = [];
  for (const backend of options.backends ?? (['api', 'search', 'planner'] as const)) {
    const result = await buildSpecApp(app, {
      specPath: path.join(OPENAPI_DIR, `${backend}.yaml`),
      handlers: handlerFactories[backend](deps),
      auth: guard,
      database: options.db,
      rateLimits: options.rateLimits || undefined,
    });
    served.push({ backend, ...result });
    // The process's in-process workers (src/server/workers.ts; `npm run worker` starts more of them): an API
    // process works on the durable jobs (JOB_HANDLERS, on the queue), a planner process on the algorithm test
    // runs, and each resumes the work of stopped processes (a job after its expiry; on the embedded database,
    // this process's alone, a killed predecessor's test-run chunks are retried at start).
    // TESTING_IN_PROCESS=false: the planner queues and reads test runs but leaves their chunks to `npm run worker`.
    const testingHere = process.env.TESTING_IN_PROCESS !== 'false';
    const kinds = backend === 'api' ? Object.keys(JOB_HANDLERS) : backend === 'planner' && testingHere ? [TESTING_RUNS] : [];
    if (kinds.length) {
      workers.push(
        startWorkers({
          db: options.db,
          queue,
          kinds,
          ...testingRunConfig(process.env),
          retryOrphansOnStart: options.db.driver === 'pglite',
        }),
      );
    }
  }

  if (options.distDir) await serveSpa(app, options, options.distDir, idp);
  if (options.metricsRoute !== false) registerMetricsRoute(app, (request) => guard(request, METRICS_OPERATION));
  return { app, idp, served };
}

export { DEFAULT_AUDIENCE };
