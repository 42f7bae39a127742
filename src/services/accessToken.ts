/**
 * Where the bearer token comes from. The auth module (keycloak-js) registers a provider at sign-in;
 * every request of the three API roots reads it, so a refreshed token is used at once.
 */
type TokenProvider = () => string | undefined;

let provider: TokenProvider = () => undefined;

export function setAccessTokenProvider(next: TokenProvider): void {
  provider = next;
}

export function currentAccessToken(): string | undefined {
  return provider();
}

/** Renews the session after a backend refused the token (401); resolves false when it cannot be renewed. */
type SessionRenewer = () => Promise<boolean>;

let renewer: SessionRenewer = async () => false;
let renewing: Promise<boolean> | undefined;

export function setSessionRenewer(next: SessionRenewer): void {
  renewer = next;
}

/**
 * Called when a backend answers 401 (the token expired, or the session ended server-side: signed out
 * elsewhere, password reset, account disabled or deleted). Concurrent callers share one renewal.
 */
export function renewSession(): Promise<boolean> {
  renewing ??= renewer()
    .catch(() => false)
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}
