export { createTokenVerifier, DEFAULT_ALGORITHMS, type TokenVerifier, type TokenVerifierOptions } from './token-verifier';
export { createRouteGuard, mayCall, type RouteGuardOptions } from './route-guard';
export {
  createSessionCheck,
  DEFAULT_SESSION_CHECK_TTL_MS,
  GRANT_CLAIM,
  SESSION_ENDED,
  type SessionCheck,
  type SessionCheckOptions,
} from './session-check';
export { createIntrospectionCheck, type IntrospectionOptions } from './introspection';
export {
  DB_CONTEXTS,
  STAFF_ROLES,
  hasRole,
  isDbContext,
  principalFromClaims,
  type DbContext,
  type Impersonation,
  type Principal,
} from './principal';
