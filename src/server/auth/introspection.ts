import { createHash } from 'node:crypto';
import { unauthorized } from '../http/errors';
import { cachedAnswers, SESSION_ENDED, type SessionCheck, type SessionCheckOptions } from './session-check';

export interface IntrospectionOptions extends SessionCheckOptions {
  /** The provider's token introspection endpoint (RFC 7662), e.g. `<realm>/protocol/openid-connect/token/introspect`. */
  url: string | URL;
  /** A confidential client allowed to introspect (Keycloak: client authentication on, no flows enabled). */
  clientId: string;
  clientSecret: string;
  /** Milliseconds before a call to the provider is given up (default 3,000). */
  timeoutMs?: number;
}

/**
 * The server-side session check against an external provider (Keycloak): the token is introspected and
 * accepted only while the provider calls it active, that is while its user session lives — Keycloak ends
 * it on sign-out, when an admin signs the user out or disables or deletes them. Answers are cached per
 * session (`sid` claim, else per token) for `ttlMs` (4 s by default), so a revoked token stops working
 * within that time while most requests cost no call. A provider that cannot be reached refuses the token.
 */
export function createIntrospectionCheck(options: IntrospectionOptions): SessionCheck {
  const answer = cachedAnswers(options);
  const url = new URL(options.url);
  const basic = Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString(
    'base64',
  );

  const introspect = async (token: string): Promise<boolean> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
    });
    if (!response.ok) throw new Error(`token introspection answered ${response.status}`);
    const body = (await response.json()) as { active?: unknown };
    return body.active === true;
  };

  return {
    async assertLive(claims, token) {
      const key =
        typeof claims.sid === 'string' && claims.sid
          ? `sid:${claims.sid}`
          : `token:${createHash('sha256').update(token).digest('base64url')}`;
      let live: boolean;
      try {
        live = await answer(key, () => introspect(token));
      } catch {
        throw unauthorized('The access token could not be verified (the identity provider did not answer)');
      }
      if (!live) throw unauthorized(SESSION_ENDED);
    },
  };
}
