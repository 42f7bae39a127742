import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  type KeyObject,
  type CryptoKey,
} from 'jose';
import { unauthorized } from '../http/errors';

export const DEFAULT_ALGORITHMS = ['RS256', 'ES256', 'PS256'];

export interface TokenVerifierOptions {
  /** Expected `iss`, e.g. `http://localhost:3000/auth` or `https://kc.example.org/realms/nl`. */
  issuer: string | string[];
  /** Expected `aud` (the backends' audience, `nutrition-backoffice`). */
  audience: string | string[];
  /**
   * Where the keys come from: the provider's JWKS URL (fetched and cached by jose), a JWK set held in
   * memory (the embedded provider, tests), a key resolver, or a single public key.
   */
  jwks: URL | string | JSONWebKeySet | JWTVerifyGetKey | CryptoKey | KeyObject;
  /** Accepted signature algorithms; never `none`, never HMAC. */
  algorithms?: string[];
  /** Seconds of clock skew tolerated on exp/nbf/iat. Default 5. */
  clockTolerance?: number;
}

export interface TokenVerifier {
  /** Verifies a compact JWT and returns its claims; throws HttpError 401 `UNAUTHORIZED` when it is not acceptable. */
  verify(token: string): Promise<JWTPayload>;
}

function isKeySet(value: unknown): value is JSONWebKeySet {
  return typeof value === 'object' && value !== null && Array.isArray((value as JSONWebKeySet).keys);
}

function keySource(jwks: TokenVerifierOptions['jwks']): JWTVerifyGetKey | CryptoKey | KeyObject {
  if (jwks instanceof URL) return createRemoteJWKSet(jwks);
  if (typeof jwks === 'string') return createRemoteJWKSet(new URL(jwks));
  if (isKeySet(jwks)) return createLocalJWKSet(jwks);
  return jwks;
}

/**
 * Checks signature, issuer, audience, expiry and algorithm of bearer tokens with jose.
 * Unsecured (`alg: none`) and HMAC tokens are refused by the algorithm allow-list.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const algorithms = (options.algorithms ?? DEFAULT_ALGORITHMS).filter((alg) => alg !== 'none' && !alg.startsWith('HS'));
  const key = keySource(options.jwks);
  const verifyOptions = {
    issuer: options.issuer,
    audience: options.audience,
    algorithms,
    clockTolerance: options.clockTolerance ?? 5,
    requiredClaims: ['exp', 'sub'],
  };
  return {
    async verify(token: string) {
      try {
        // The overloads of jwtVerify split key and resolver; the runtime accepts both.
        const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, verifyOptions);
        return payload;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('The access token has expired');
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
          throw unauthorized('The access token is not valid');
        // Keys could not be fetched (network): still a refusal for the caller, but worth a log upstream.
        throw unauthorized('The access token could not be verified');
      }
    },
  };
}
