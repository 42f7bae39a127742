import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';

export const ISSUER = 'http://issuer.test/auth';
export const AUDIENCE = 'nutrition-backoffice';

export interface TestKeys {
  jwks: JSONWebKeySet;
  sign(
    claims: JWTPayload,
    options?: { issuer?: string; audience?: string; expiresIn?: string | number; alg?: string },
  ): Promise<string>;
}

/** A signing key pair for tests (an edge the server tests may replace: identity provider keys). */
export async function createTestKeys(kid = 'test-key', alg = 'RS256'): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    sign: (claims, options = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg, kid, typ: 'at+jwt' })
        .setIssuer(options.issuer ?? ISSUER)
        .setAudience(options.audience ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '5m')
        .sign(privateKey),
  };
}

export function staffClaims(username: string, roles: string[], context = 'nl'): JWTPayload {
  return {
    sub: `sub-${username}`,
    preferred_username: username,
    realm_access: { roles },
    db_context: context,
    external_id: `ext-${username}`,
  };
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsecured JWT (`alg: none`) with the given claims. */
export function unsecuredToken(claims: JWTPayload): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 300, ...claims })}.`;
}
