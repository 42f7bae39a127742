import type Keycloak from 'keycloak-js';
import { makeStore } from '../app/store';
import { currentAccessToken, renewSession, setAccessTokenProvider, setSessionRenewer } from '../services/accessToken';
import { selectSession } from './authSlice';
import { startSignIn, TOKEN_CHECK_INTERVAL_MS, TOKEN_MIN_VALIDITY_S } from './keycloak';

/** The parts of keycloak-js that sign-in uses, driven by the test (the real library needs a provider). */
function keycloakDouble(authenticated = true) {
  return {
    token: 'access-1',
    tokenParsed: {
      preferred_username: 'nina',
      realm_access: { roles: ['nutritionist'] },
      db_context: 'dk',
      external_id: 'ext-9',
    },
    init: jest.fn().mockResolvedValue(authenticated),
    updateToken: jest.fn().mockResolvedValue(false),
    login: jest.fn(),
    onAuthRefreshSuccess: undefined as undefined | (() => void),
  };
}

describe('startSignIn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setAccessTokenProvider(() => undefined);
    setSessionRenewer(async () => false);
  });

  it('signs in with PKCE, mirrors the token claims in the store and serves the token to requests', async () => {
    const keycloak = keycloakDouble();
    const store = makeStore();
    await startSignIn(keycloak as unknown as Keycloak, store.dispatch);
    expect(keycloak.init).toHaveBeenCalledWith(
      expect.objectContaining({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false }),
    );
    expect(selectSession(store.getState())).toMatchObject({
      status: 'signed-in',
      username: 'nina',
      roles: ['nutritionist'],
      context: 'dk',
      externalId: 'ext-9',
    });
    keycloak.token = 'access-2';
    expect(currentAccessToken()).toBe('access-2');
  });

  it('checks the token every second and refreshes it when it expires within 10 seconds', async () => {
    const keycloak = keycloakDouble();
    await startSignIn(keycloak as unknown as Keycloak, makeStore().dispatch);
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(1000);
    expect(TOKEN_MIN_VALIDITY_S).toBe(10);
    jest.advanceTimersByTime(3000);
    expect(keycloak.updateToken).toHaveBeenCalledTimes(3);
    expect(keycloak.updateToken).toHaveBeenCalledWith(10);
  });

  it('renews a refused token with a forced refresh, and goes to sign-in when the session has ended', async () => {
    const keycloak = keycloakDouble();
    await startSignIn(keycloak as unknown as Keycloak, makeStore().dispatch);
    keycloak.updateToken.mockResolvedValueOnce(true);
    await expect(renewSession()).resolves.toBe(true);
    expect(keycloak.updateToken).toHaveBeenLastCalledWith(-1);
    expect(keycloak.login).not.toHaveBeenCalled();
    keycloak.updateToken.mockRejectedValueOnce(new Error('invalid_grant'));
    await expect(renewSession()).resolves.toBe(false);
    expect(keycloak.login).toHaveBeenCalledTimes(1);
  });

  it('rejects when the provider does not authenticate', async () => {
    await expect(startSignIn(keycloakDouble(false) as unknown as Keycloak, makeStore().dispatch)).rejects.toThrow(
      'not authenticated',
    );
  });
});
