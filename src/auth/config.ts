/** How the SPA signs in; served by the server as /nutritionist/config.json (see src/server/README.md, Configuration). */
export interface AuthConfig {
  /** `embedded`: the built-in OpenID Connect provider at `issuer`; `keycloak`: a Keycloak server. */
  mode: 'embedded' | 'keycloak';
  clientId: string;
  /** Embedded provider: its issuer URL (same origin, /auth). */
  issuer?: string;
  /** Keycloak: its base URL and the realm used when the host gives none. */
  url?: string;
  realm?: string;
  multiTenancy: boolean;
}

export const defaultAuthConfig: AuthConfig = {
  mode: 'embedded',
  clientId: 'nutritionist-spa',
  issuer: '/auth',
  multiTenancy: false,
};

export async function loadAuthConfig(fetchImpl: typeof fetch = fetch): Promise<AuthConfig> {
  const response = await fetchImpl('/nutritionist/config.json', { cache: 'no-store' });
  if (!response.ok) return defaultAuthConfig;
  const body = (await response.json()) as { auth?: Partial<AuthConfig> };
  return { ...defaultAuthConfig, ...body.auth };
}
