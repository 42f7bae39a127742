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
});
