import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';

export interface SigningKeys {
  /** Private JWKs for oidc-provider's `jwks` configuration. */
  privateJwks: { keys: JWK[] };
  /** The public half, for `createTokenVerifier({ jwks })` in the same process. */
  publicJwks: JSONWebKeySet;
}

/** An RS256 signing key generated at start (pass `existing` to keep tokens valid across restarts). */
export async function createSigningKeys(existing?: JWK): Promise<SigningKeys> {
  let privateJwk = existing;
  if (!privateJwk) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    privateJwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  }
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return { privateJwks: { keys: [privateJwk] }, publicJwks: { keys: [publicJwk] } };
}

/** Random keys for oidc-provider's signed cookies. */
export function randomCookieKeys(count = 2): string[] {
  return Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
}
