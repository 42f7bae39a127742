import type Provider from 'oidc-provider';

/**
 * keycloak-js decodes every refresh token it receives as a JWT (it base64url-decodes the second
 * dot-separated part and parses it as JSON) and fails the sign-in when that throws; oidc-provider's
 * refresh tokens are opaque random strings. This gives them the shape keycloak-js reads:
 *
 *     rt.<base64url JSON {typ, exp, iat}>.<256 random bits>
 *
 * The value stays an opaque handle (looked up in the provider's store, nothing in it is trusted), so
 * rotation, revocation and session binding work as before. The first part is deliberately not a JOSE
 * header, so the revocation endpoint does not take it for a structured token and refuse it.
 */
export function shapeRefreshTokens(provider: Provider) {
  const RefreshToken = provider.RefreshToken;
  const original = RefreshToken.prototype.generateTokenId as (this: unknown) => string;
  RefreshToken.prototype.generateTokenId = function generateTokenId(this: { iat?: number; exp?: number; expiration?: number }) {
    const random = original.call(this);
    const now = Math.floor(Date.now() / 1000);
    const exp = this.exp ?? (typeof this.expiration === 'number' ? now + this.expiration : undefined);
    const claims = Buffer.from(JSON.stringify({ typ: 'Refresh', iat: this.iat ?? now, ...(exp ? { exp } : {}) })).toString(
      'base64url',
    );
    return `rt.${claims}.${random}`;
  };
}
