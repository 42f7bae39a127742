import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWK } from 'jose';
import Provider, { errors as oidcErrors, type AnyObject, type KoaContextWithOIDC } from 'oidc-provider';
import { GRANT_CLAIM } from '../auth/session-check';
import { createHmac } from 'node:crypto';
import type { Account, AccountStore } from './accounts';
import { createDeviceCookies } from './deviceCookie';
import { createSigningKeys, randomCookieKeys } from './keys';
import { mountIdp } from './mount';
import { logoutPage, messagePage } from './pages';
import { shapeRefreshTokens } from './refresh-token-shape';
import type { SignInThrottle } from './throttle';

export const DEFAULT_CLIENT_ID = 'nutritionist-spa';
export const DEFAULT_AUDIENCE = 'nutrition-backoffice';
/** The resource indicator of the backends (RFC 8707); every access token is issued for it. */
export const DEFAULT_RESOURCE = 'urn:nutrition-backoffice';

export interface EmbeddedIdpOptions {
  /** `<origin>/auth`; the mount path is taken from it. */
  issuer: string;
  accounts: AccountStore;
  clientId?: string;
  /** Origins whose `<origin><spaBasePath>/...` URLs are accepted as (post-logout) redirect URIs. Default: the issuer's origin. */
  redirectOrigins?: string[];
  /** Where the SPA is served. Default `/nutritionist`. */
  spaBasePath?: string;
  /** `aud` of access tokens. Default `nutrition-backoffice`. */
  audience?: string;
  /** Access token lifetime in seconds. Default 300 (Keycloak's default). */
  accessTokenTtl?: number;
  /** A private signing JWK to reuse (tokens survive restarts); generated when absent. */
  signingKey?: JWK;
  cookieKeys?: string[];
  /** Trust X-Forwarded-* (behind a reverse proxy). */
  proxy?: boolean;
  /**
   * oidc-provider storage adapter (sessions, grants, codes, refresh tokens). Default: its in-memory
   * adapter, so a restart signs everyone out; pass a database-backed one to survive restarts or to run
   * several processes.
   */
  adapter?: unknown;
  /**
   * Counts failed sign-ins per account and client address and refuses attempts while locked (429).
   * Without it nothing is throttled; the server passes the database-backed one (throttle.ts).
   */
  throttle?: SignInThrottle;
  /** The shortest password a user may choose at the temporary-password change (default 12). */
  passwordMinLength?: number;
}

export interface EmbeddedIdp {
  provider: Provider;
  issuer: string;
  /** Registers the provider, the sign-in pages and the routes under the issuer's path on `fastify`. */
  mount(fastify: FastifyInstance): Promise<void>;
  /** `<issuer>/jwks`, for verifiers in other processes. */
  jwksUrl: string;
  /** The public signing keys, for `createTokenVerifier({ jwks })` in this process. */
  publicJwks: JSONWebKeySet;
  audience: string;
  clientId: string;
}

/** Claims every access token carries, the way Keycloak puts them. */
export function accessTokenClaims(account: Account) {
  return {
    realm_access: { roles: account.roles },
    db_context: account.context,
    preferred_username: account.username,
    external_id: account.externalId,
  };
}

/** Accepts `<origin><base>` and anything below it, from the listed origins only, without fragment or credentials. */
export function spaUriAllowed(value: string, origins: string[], basePath: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (!origins.includes(url.origin)) return false;
  return url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
}

/** The settings the provider's parts share, with the defaults applied. */
interface IdpSettings {
  issuer: string;
  issuerUrl: URL;
  clientId: string;
  audience: string;
  /** The SPA's base path, without a trailing slash. */
  basePath: string;
  /** Origins the SPA may be served from. */
  origins: string[];
  accessTokenTtl: number;
}

/**
 * The embedded OpenID Connect provider (oidc-provider 9): authorization code flow with PKCE for the one
 * public client, RS256 JWT access tokens for the backends' audience, JWT-shaped refresh tokens (see
 * `refresh-token-shape`), first-party consent granted without asking, real sign-in against `accounts`.
 */
export async function createEmbeddedIdp(options: EmbeddedIdpOptions): Promise<EmbeddedIdp> {
  const issuer = options.issuer.replace(/\/+$/, '');
  const issuerUrl = new URL(issuer);
  const settings: IdpSettings = {
    issuer,
    issuerUrl,
    clientId: options.clientId ?? DEFAULT_CLIENT_ID,
    audience: options.audience ?? DEFAULT_AUDIENCE,
    basePath: (options.spaBasePath ?? '/nutritionist').replace(/\/+$/, ''),
    origins: options.redirectOrigins ?? [issuerUrl.origin],
    accessTokenTtl: options.accessTokenTtl ?? 300,
  };
  const keys = await createSigningKeys(options.signingKey);
  const { accounts } = options;
  const cookieKeys = options.cookieKeys ?? randomCookieKeys();
  const mountPath = issuerUrl.pathname.replace(/\/+$/, '');

  const provider = new Provider(issuer, {
    ...clientAndTokens(settings),
    jwks: keys.privateJwks,
    ...(options.adapter ? { adapter: options.adapter } : {}),
    cookies: { keys: cookieKeys },
    features: providerFeatures(settings),
    ...grantsAndAccounts(settings, accounts),
    ...interactionPages(settings),
  });
  provider.proxy = options.proxy ?? false;
  shapeRefreshTokens(provider);
  admitSpaRedirects(provider, settings);
  const revokeAccessToken = accessTokenRevoker(provider, keys.publicJwks, settings);

  return {
    provider,
    issuer,
    jwksUrl: `${issuer}/jwks`,
    publicJwks: keys.publicJwks,
    audience: settings.audience,
    clientId: settings.clientId,
    mount: async (fastify) => {
      await mountIdp(fastify, {
        provider,
        accounts,
        throttle: options.throttle,
        mountPath,
        passwordMinLength: options.passwordMinLength,
        // Signed with a key derived from the persistent cookie keys: valid across restarts and processes.
        deviceCookies: createDeviceCookies({
          secret: createHmac('sha256', cookieKeys[0]).update('device-cookies').digest('base64url'),
          path: `${mountPath}/interaction`,
          secure: issuerUrl.protocol === 'https:',
        }),
        revokeAccessToken,
      });
    },
  };
}

/** The one public client, PKCE, the scopes and claims, and the lifetimes of what the provider issues. */
function clientAndTokens({ clientId, origins, basePath, accessTokenTtl }: IdpSettings): AnyObject {
  return {
    clients: [
      {
        client_id: clientId,
        client_name: 'Nutrition back-office',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Exact registrations; any other URI under the SPA's base is admitted by admitSpaRedirects.
        redirect_uris: origins.map((o) => `${o}${basePath}/`),
        post_logout_redirect_uris: origins.map((o) => `${o}${basePath}/`),
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'offline_access'],
    // preferred_username in the ID token too: keycloak-js only asks for `openid` and the SPA may show idTokenParsed.
    claims: { openid: ['sub', 'preferred_username'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    // Browsers may call the token endpoint from the SPA's origins only (same origin needs no CORS at all).
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string, client: AnyObject) =>
      origin !== 'null' && client.clientId === clientId && origins.includes(origin),
  };
}

/** Revocation, userinfo, RP-initiated logout and the backends' resource indicator (JWT access tokens). */
function providerFeatures({ audience, accessTokenTtl }: IdpSettings): AnyObject {
  return {
    devInteractions: { enabled: false },
    revocation: {
      enabled: true,
      // A client revokes only its own tokens (a public client's mismatch is ignored, not an error).
      allowedPolicy: async (_ctx: KoaContextWithOIDC, client: AnyObject, token: AnyObject) => token.clientId === client.clientId,
    },
    userinfo: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
        ctx.type = 'html';
        ctx.body = logoutPage(form);
      },
    },
    resourceIndicators: {
      enabled: true,
      defaultResource: async () => DEFAULT_RESOURCE,
      useGrantedResource: async () => true,
      getResourceServerInfo: async (_ctx: KoaContextWithOIDC, indicator: string) => {
        if (indicator !== DEFAULT_RESOURCE) throw new oidcErrors.InvalidTarget();
        return {
          scope: 'openid profile offline_access',
          audience,
          accessTokenTTL: accessTokenTtl,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        };
      },
    },
  };
}

/** Refresh tokens, implied first-party consent, and the accounts and claims behind the tokens. */
function grantsAndAccounts({ clientId }: IdpSettings, accounts: AccountStore): AnyObject {
  return {
    // A refresh token for the public client even without offline_access (keycloak-js refreshes with it).
    issueRefreshToken: async (_ctx: KoaContextWithOIDC, client: AnyObject) => client.grantTypeAllowed('refresh_token'),
    // First-party client: consent is implied, so grant what it asks for instead of prompting.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (ctx.oidc.client.clientId !== clientId || !ctx.oidc.session.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid profile offline_access');
      grant.addOIDCClaims(['sub', 'preferred_username', 'name']);
      grant.addResourceScope(DEFAULT_RESOURCE, 'openid profile offline_access');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string) => {
      const account = await accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({ sub: account.id, preferred_username: account.username, name: account.username }),
      };
    },
    // The grant names the sign-in session: the backends refuse the token once it is revoked.
    extraTokenClaims: async (_ctx: KoaContextWithOIDC, token: AnyObject) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      return account ? { ...accessTokenClaims(account), [GRANT_CLAIM]: token.grantId } : undefined;
    },
    // Signing out always ends the grant, its refresh tokens included, even when offline_access was asked for.
    expiresWithSession: async () => true,
  };
}

/** Where sign-in interactions are served, and the page an error shows. */
function interactionPages({ issuerUrl }: IdpSettings): AnyObject {
  return {
    interactions: {
      url: async (_ctx: KoaContextWithOIDC, interaction: AnyObject) => `${issuerUrl.pathname}/interaction/${interaction.uid}`,
    },
    renderError: async (ctx: KoaContextWithOIDC, out: Record<string, string>) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in problem', out.error_description ?? out.error ?? 'The request could not be completed.');
    },
  };
}

/** Admits any (post-logout) redirect URI under the SPA's base on its origins, besides the exact registrations. */
function admitSpaRedirects(provider: Provider, { clientId, origins, basePath }: IdpSettings): void {
  const allowed = (value: string) => spaUriAllowed(value, origins, basePath);
  const { Client } = provider;
  const redirectUriAllowed = Client.prototype.redirectUriAllowed;
  Client.prototype.redirectUriAllowed = function (this: AnyObject, value: string) {
    return (this.clientId === clientId && allowed(value)) || redirectUriAllowed.call(this, value);
  };
  const postLogoutAllowed = Client.prototype.postLogoutRedirectUriAllowed;
  Client.prototype.postLogoutRedirectUriAllowed = function (this: AnyObject, value: string) {
    return (this.clientId === clientId && allowed(value)) || postLogoutAllowed.call(this, value);
  };
}

/**
 * RFC 7009 lets revoking one token of a grant revoke the grant: an access token (a JWT, which oidc-provider's
 * revocation endpoint refuses as "structured") ends its grant, so the backends refuse it and its refresh tokens at
 * once (session-check.ts). A token that is not valid (expired, forged) is answered 200 with nothing revoked, as
 * RFC 7009 2.2 says; a request without our public client's id goes to oidc-provider, which refuses it.
 */
function accessTokenRevoker(provider: Provider, publicJwks: JSONWebKeySet, { issuer, audience, clientId }: IdpSettings) {
  const localKeys = createLocalJWKSet(publicJwks);
  return async function revokeAccessToken(token: string, clientIdParam: string | null): Promise<boolean> {
    if (clientIdParam !== clientId || !/^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(token)) return false;
    let grantId: unknown;
    try {
      const { payload } = await jwtVerify(token, localKeys, { issuer, audience });
      if (payload.client_id !== clientId) return true;
      grantId = payload[GRANT_CLAIM];
    } catch {
      return true;
    }
    if (typeof grantId !== 'string' || !grantId) return true;
    const grant = await provider.Grant.find(grantId);
    if (grant) await grant.destroy();
    for (const model of [provider.RefreshToken, provider.AuthorizationCode, provider.AccessToken]) {
      await model.adapter?.revokeByGrantId?.(grantId);
    }
    return true;
  };
}
