export { createTokenVerifier, DEFAULT_ALGORITHMS, type TokenVerifier, type TokenVerifierOptions } from './token-verifier';
export { createRouteGuard, mayCall } from './route-guard';
export {
  DB_CONTEXTS, STAFF_ROLES, hasRole, isDbContext, principalFromClaims,
  type DbContext, type Impersonation, type Principal,
} from './principal';
