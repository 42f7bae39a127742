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
