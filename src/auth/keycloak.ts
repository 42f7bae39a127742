import Keycloak from 'keycloak-js';
import type { AppDispatch } from '../app/store';
import { setAccessTokenProvider, setSessionRenewer } from '../services/accessToken';
import { signedIn, signedOut } from './authSlice';
import type { AuthConfig } from './config';
import { realmFromHost } from './realm';

/** The token is checked every second and refreshed when it expires within 10 s. */
export const TOKEN_CHECK_INTERVAL_MS = 1000;
export const TOKEN_MIN_VALIDITY_S = 10;

interface TokenClaims {
  sub?: string;
  preferred_username?: string;
  external_id?: string;
  db_context?: string;
  realm_access?: { roles?: string[] };
}

export function createKeycloak(config: AuthConfig, location: Location = window.location): Keycloak {
  if (config.mode === 'keycloak') {
    const realm = realmFromHost(location.hostname, config.realm ?? 'master', config.multiTenancy);
    return new Keycloak({ url: config.url ?? '', realm, clientId: config.clientId });
  }
  const issuer = new URL(config.issuer ?? '/auth', location.origin).toString().replace(/\/$/, '');
  return new Keycloak({ clientId: config.clientId, oidcProvider: issuer });
}

function sessionFrom(keycloak: Keycloak) {
  const claims = (keycloak.tokenParsed ?? {}) as TokenClaims;
  return {
    username: claims.preferred_username ?? claims.sub ?? '',
    roles: claims.realm_access?.roles ?? [],
    context: claims.db_context ?? '',
    externalId: claims.external_id ?? claims.sub ?? '',
  };
}

/**
 * Signs in (redirecting to the provider when needed), keeps the token fresh, and mirrors the
 * session in the store. Rejects when sign-in fails; the caller logs and renders nothing.
 */
export async function startSignIn(keycloak: Keycloak, dispatch: AppDispatch): Promise<void> {
  const authenticated = await keycloak.init({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
  if (!authenticated) throw new Error('not authenticated');
  setAccessTokenProvider(() => keycloak.token);
  // A backend refused the token: refresh at once; a refresh the provider refuses (the session ended:
  // signed out elsewhere, password reset, account disabled or deleted) goes back to the sign-in page.
  setSessionRenewer(() =>
    keycloak.updateToken(-1).then(
      () => true,
      () => {
        void keycloak.login();
        return false;
      },
    ),
  );
  dispatch(signedIn(sessionFrom(keycloak)));
  keycloak.onAuthRefreshSuccess = () => dispatch(signedIn(sessionFrom(keycloak)));
  keycloak.onAuthLogout = () => dispatch(signedOut());
  window.setInterval(() => {
    keycloak.updateToken(TOKEN_MIN_VALIDITY_S).catch(() => keycloak.login());
  }, TOKEN_CHECK_INTERVAL_MS);
}
