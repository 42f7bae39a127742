import path from 'node:path';
import type { AuthSettings, Backend } from './app';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_FLOOR } from '../domain/passwordPolicy';
import { DEMO_ACCOUNTS } from './idp';
import { readRateLimits, type RateLimits } from './http/rate-limits';

/** Everything `npm start` reads from the environment (documented in src/server/README.md, Configuration). */
export interface StartConfig {
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  photosDir: string;
  backends: Backend[];
  serveSpa: boolean;
  auth: AuthSettings;
  /** SESSION_CHECK_TTL_MS: how long a backend trusts "this session is live" (default 4,000 ms). */
  sessionCheckTtlMs?: number;
  /**
   * The demo accounts (password = user name) are created: on the embedded default database for trying the
   * product; with DATABASE_URL only when SEED_DEMO_ACCOUNTS=true; never with Keycloak (no embedded accounts).
   */
  demoAccounts: boolean;
  /** TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs). */
  trustedProxies: string[];
  /** PASSWORD_MIN_LENGTH (default 12). */
  passwordMinLength?: number;
  /** RATE_LIMIT_*_PER_MINUTE: per-user limits of the CPU-heavy calls (http/rate-limits.ts). */
  rateLimits: Partial<RateLimits>;
  /** REDIS_URL: where rate-limit counters are shared by several processes (memory of each process when unset). */
  redisUrl?: string;
  /** METRICS_PORT: /metrics served on this port without a token (and not on the main port). */
  metricsPort?: number;
}

const BACKENDS: readonly Backend[] = ['api', 'search', 'planner'];

export function readStartConfig(env: NodeJS.ProcessEnv = process.env, argv: readonly string[] = process.argv): StartConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const only = argv.find((a) => a.startsWith('--backend='))?.slice('--backend='.length);
  if (only && !BACKENDS.includes(only as Backend)) throw new Error(`--backend must be one of ${BACKENDS.join(', ')}`);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const mode = env.AUTH_MODE ?? (env.KEYCLOAK_URL ? 'keycloak' : 'embedded');
  let auth: AuthSettings;
  if (mode === 'keycloak') {
    if (!env.KEYCLOAK_URL) throw new Error('AUTH_MODE=keycloak needs KEYCLOAK_URL');
    auth = {
      mode: 'keycloak',
      url: env.KEYCLOAK_URL,
      realm: env.KEYCLOAK_REALM ?? 'nutrition',
      clientId: env.KEYCLOAK_CLIENT_ID ?? 'nutritionist-spa',
      audience: env.KEYCLOAK_AUDIENCE ?? 'nutrition-backoffice',
      multiTenancy: env.MULTI_TENANCY === 'true',
    };
    if (env.KEYCLOAK_INTROSPECTION_CLIENT_ID) {
      if (!env.KEYCLOAK_INTROSPECTION_CLIENT_SECRET)
        throw new Error('KEYCLOAK_INTROSPECTION_CLIENT_ID needs KEYCLOAK_INTROSPECTION_CLIENT_SECRET');
      auth.introspection = {
        clientId: env.KEYCLOAK_INTROSPECTION_CLIENT_ID,
        clientSecret: env.KEYCLOAK_INTROSPECTION_CLIENT_SECRET,
      };
    }
  } else if (mode === 'embedded') {
    auth = { mode: 'embedded', accounts: [] };
  } else {
    throw new Error(`AUTH_MODE must be embedded or keycloak, not ${mode}`);
  }
  const ttlText = env.SESSION_CHECK_TTL_MS;
  const ttl = ttlText ? Number(ttlText) : undefined;
  // At most 5 s: the longest a revoked session's access token may keep working.
  if (ttlText && (!/^\d{1,4}$/.test(ttlText) || Number(ttlText) > 5_000)) {
    throw new Error(
      `SESSION_CHECK_TTL_MS must be a whole number of milliseconds from 0 to 5000, not ${env.SESSION_CHECK_TTL_MS}`,
    );
  }
  const seedDemo = env.SEED_DEMO_ACCOUNTS;
  if (seedDemo && seedDemo !== 'true' && seedDemo !== 'false') {
    throw new Error(`SEED_DEMO_ACCOUNTS must be true or false, not ${seedDemo}`);
  }
  const demoAccounts = auth.mode === 'embedded' && (seedDemo ? seedDemo === 'true' : !env.DATABASE_URL);
  if (auth.mode === 'embedded' && demoAccounts) auth.accounts = DEMO_ACCOUNTS;
  const minText = env.PASSWORD_MIN_LENGTH;
  if (minText && (!/^\d{1,3}$/.test(minText) || +minText < PASSWORD_MIN_LENGTH_FLOOR || +minText > 64)) {
    throw new Error(
      `PASSWORD_MIN_LENGTH must be a whole number from ${PASSWORD_MIN_LENGTH_FLOOR} to 64 (passwords may have up to ${PASSWORD_MAX_LENGTH} characters), not ${minText}`,
    );
  }
  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const proxy of trustedProxies) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(proxy)) {
      throw new Error(`TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas, not ${proxy}`);
    }
  }
  const metricsText = env.METRICS_PORT;
  if (metricsText && (!/^\d{1,5}$/.test(metricsText) || +metricsText < 1 || +metricsText > 65535 || +metricsText === port)) {
    throw new Error(`METRICS_PORT must be a port number (1 to 65535) other than PORT, not ${metricsText}`);
  }
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new Error(`REDIS_URL must start with redis:// or rediss://, not ${redisUrl}`);
  return {
    host,
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://${host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host}:${port}`).replace(
      /\/+$/,
      '',
    ),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    photosDir: path.resolve(env.PHOTOS_DIR ?? path.join(dataDir, 'photos')),
    backends: only ? [only as Backend] : [...BACKENDS],
    serveSpa: !only,
    auth,
    sessionCheckTtlMs: ttl,
    demoAccounts,
    trustedProxies,
    passwordMinLength: minText ? Number(minText) : undefined,
    rateLimits: readRateLimits(env),
    redisUrl,
    metricsPort: metricsText ? Number(metricsText) : undefined,
  };
}
