import type { JWTPayload } from 'jose';

import { COUNTRIES, isCountry, type Country } from '../db/contexts';

/** The country database contexts (the one list is in src/domain; named here as tokens name them). */
export { COUNTRIES as DB_CONTEXTS, isCountry as isDbContext };
export type DbContext = Country;

/** Staff roles a token may carry (Keycloak realm roles). Anyone without them is a plain user. */
export const STAFF_ROLES = ['admin', 'nutritionist', 'ambassador', 'bulk-export'] as const;

export interface Impersonation {
  context: DbContext;
  userId: number;
}

/** Who is calling, as read from the verified access token (and the admin impersonation headers). */
export interface Principal {
  sub: string;
  username: string;
  /** Realm roles from `realm_access.roles` (may include Keycloak's defaults such as `offline_access`). */
  roles: string[];
  /** The effective country context: the impersonated one when an admin impersonates, else the token's. */
  context: DbContext;
  /** The context the token itself carries. */
  tokenContext: DbContext;
  /** Matches recipe authors (`external_id` claim; the subject when absent). */
  externalId: string;
  impersonation?: Impersonation;
}

export function hasRole(principal: Principal, role: string): boolean {
  return principal.roles.includes(role);
}

/** Reads the principal from verified claims; `undefined` context when the claim is missing or unknown. */
export function principalFromClaims(claims: JWTPayload): Omit<Principal, 'context' | 'tokenContext'> & { context?: DbContext } {
  const realmAccess = claims.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles) ? realmAccess.roles.filter((r): r is string => typeof r === 'string') : [];
  const sub = String(claims.sub);
  const context = isCountry(claims.db_context) ? claims.db_context : undefined;
  return {
    sub,
    username: typeof claims.preferred_username === 'string' ? claims.preferred_username : sub,
    roles,
    context,
    externalId:
      typeof claims.external_id === 'string' || typeof claims.external_id === 'number' ? String(claims.external_id) : sub,
  };
}
