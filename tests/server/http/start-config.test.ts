import { readStartConfig } from '../../../src/server/config';
import { DEMO_ACCOUNTS } from '../../../src/server/idp';

/** What `npm start` reads about accounts, passwords and proxies (src/server/config.ts). */
describe('start configuration of sign-in', () => {
  const argv = ['node', 'main.ts'];
  const accountsOf = (env: NodeJS.ProcessEnv) => {
    const config = readStartConfig(env, argv);
    return { demo: config.demoAccounts, accounts: config.auth.mode === 'embedded' ? config.auth.accounts : undefined };
  };

  it('creates the demo accounts on the embedded database only, unless SEED_DEMO_ACCOUNTS says otherwise', () => {
    expect(accountsOf({})).toEqual({ demo: true, accounts: DEMO_ACCOUNTS });
    expect(accountsOf({ DATABASE_URL: 'postgresql://db/x' })).toEqual({ demo: false, accounts: [] });
    expect(accountsOf({ DATABASE_URL: 'postgresql://db/x', SEED_DEMO_ACCOUNTS: 'true' })).toEqual({
      demo: true,
      accounts: DEMO_ACCOUNTS,
    });
    expect(accountsOf({ SEED_DEMO_ACCOUNTS: 'false' })).toEqual({ demo: false, accounts: [] });
    // Keycloak has its own accounts: none are created.
    expect(accountsOf({ KEYCLOAK_URL: 'https://kc.example.org', SEED_DEMO_ACCOUNTS: 'true' })).toEqual({
      demo: false,
      accounts: undefined,
    });
    expect(() => readStartConfig({ SEED_DEMO_ACCOUNTS: 'yes' }, argv)).toThrow(/SEED_DEMO_ACCOUNTS must be true or false/);
  });

  it('reads TRUSTED_PROXIES as addresses or CIDR ranges, and nothing else', () => {
    expect(readStartConfig({}, argv).trustedProxies).toEqual([]);
    expect(readStartConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.1.0.0/16,::1' }, argv).trustedProxies).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => readStartConfig({ TRUSTED_PROXIES: 'proxy.example.org' }, argv)).toThrow(/TRUSTED_PROXIES/);
  });

  it('reads PASSWORD_MIN_LENGTH from 8 to 64', () => {
    expect(readStartConfig({}, argv).passwordMinLength).toBeUndefined();
    expect(readStartConfig({ PASSWORD_MIN_LENGTH: '16' }, argv).passwordMinLength).toBe(16);
    for (const bad of ['7', '65', '12.5', 'twelve']) {
      expect(() => readStartConfig({ PASSWORD_MIN_LENGTH: bad }, argv)).toThrow(
        /PASSWORD_MIN_LENGTH must be a whole number from 8 to 64/,
      );
    }
  });

  it('reads the per-user rate limits, REDIS_URL and METRICS_PORT, and refuses nonsense', () => {
    const defaults = readStartConfig({}, argv);
    expect(defaults.rateLimits).toEqual({});
    expect(defaults.redisUrl).toBeUndefined();
    expect(defaults.metricsPort).toBeUndefined();
    const set = readStartConfig(
      {
        RATE_LIMIT_PLAN_PER_MINUTE: '10',
        RATE_LIMIT_SEARCH_PER_MINUTE: '50',
        REDIS_URL: 'redis://127.0.0.1:6379',
        METRICS_PORT: '9464',
      },
      argv,
    );
    expect(set.rateLimits).toEqual({ plan: 10, search: 50 });
    expect(set.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(set.metricsPort).toBe(9464);
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => readStartConfig({ RATE_LIMIT_TEST_RUN_PER_MINUTE: bad }, argv)).toThrow(
        /RATE_LIMIT_TEST_RUN_PER_MINUTE must be/,
      );
    }
    expect(() => readStartConfig({ REDIS_URL: 'localhost:6379' }, argv)).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => readStartConfig({ METRICS_PORT: '3000' }, argv)).toThrow(/METRICS_PORT must be a port number/);
    expect(() => readStartConfig({ METRICS_PORT: '70000' }, argv)).toThrow(/METRICS_PORT/);
  });
});
