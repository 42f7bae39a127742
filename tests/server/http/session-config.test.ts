import { readStartConfig } from '../../../src/server/config';

describe('start configuration of the session check', () => {
  const argv = ['node', 'main.ts'];

  it('reads SESSION_CHECK_TTL_MS and the Keycloak introspection client', () => {
    const config = readStartConfig(
      {
        KEYCLOAK_URL: 'https://kc.example.org',
        SESSION_CHECK_TTL_MS: '2000',
        KEYCLOAK_INTROSPECTION_CLIENT_ID: 'nutrition-backend',
        KEYCLOAK_INTROSPECTION_CLIENT_SECRET: 's',
      },
      argv,
    );
    expect(config.sessionCheckTtlMs).toBe(2000);
    expect(config.auth).toMatchObject({ mode: 'keycloak', introspection: { clientId: 'nutrition-backend', clientSecret: 's' } });
    expect(readStartConfig({}, argv).sessionCheckTtlMs).toBeUndefined();
    expect(readStartConfig({ SESSION_CHECK_TTL_MS: '' }, argv).sessionCheckTtlMs).toBeUndefined();
    expect(readStartConfig({ SESSION_CHECK_TTL_MS: '0' }, argv).sessionCheckTtlMs).toBe(0);
  });

  it.each(['-1', '1.5', 'abc', '5001', '60000', ' '])('refuses SESSION_CHECK_TTL_MS=%p', (value) => {
    expect(() => readStartConfig({ SESSION_CHECK_TTL_MS: value }, argv)).toThrow(/SESSION_CHECK_TTL_MS/);
  });

  it('refuses an introspection client without its secret', () => {
    expect(() =>
      readStartConfig({ KEYCLOAK_URL: 'https://kc.example.org', KEYCLOAK_INTROSPECTION_CLIENT_ID: 'x' }, argv),
    ).toThrow(/KEYCLOAK_INTROSPECTION_CLIENT_SECRET/);
  });
});
