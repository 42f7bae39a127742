import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../http/errors';
import '../http/request-context';
import type { OperationInfo, RouteGuard } from '../http/types';
import { DB_CONTEXTS, hasRole, isDbContext, principalFromClaims, type Principal } from './principal';
import type { SessionCheck } from './session-check';
import type { TokenVerifier } from './token-verifier';

export const IMPERSONATE_CONTEXT_HEADER = 'x-impersonate-context';
export const IMPERSONATE_USER_HEADER = 'x-impersonate-user-id';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw unauthorized('A bearer token is required');
  return match[1];
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Who may call: `user` admits any signed-in principal, other entries are realm roles. */
export function mayCall(principal: Principal, operation: Pick<OperationInfo, 'roles'>): boolean {
  return operation.roles.includes('user') || operation.roles.some((role) => hasRole(principal, role));
}

function applyImpersonation(request: FastifyRequest, principal: Principal) {
  const contextHeader = single(request.headers[IMPERSONATE_CONTEXT_HEADER]);
  const userHeader = single(request.headers[IMPERSONATE_USER_HEADER]);
  if (contextHeader === undefined && userHeader === undefined) return;
  if (!hasRole(principal, 'admin')) throw forbidden('Only admins may impersonate');
  if (!isDbContext(contextHeader)) {
    throw badRequest(`X-Impersonate-Context must be one of: ${DB_CONTEXTS.join(', ')}`, 'X-Impersonate-Context');
  }
  if (userHeader === undefined || !/^[1-9]\d{0,9}$/.test(userHeader)) {
    throw badRequest('X-Impersonate-User-Id must be a positive integer', 'X-Impersonate-User-Id');
  }
  principal.impersonation = { context: contextHeader, userId: Number(userHeader) };
  principal.context = contextHeader;
  request.log.info(
    {
      admin: principal.username,
      sub: principal.sub,
      impersonation: principal.impersonation,
      tokenContext: principal.tokenContext,
    },
    `admin ${principal.username} impersonates user ${userHeader} in context ${contextHeader}`,
  );
}

export interface RouteGuardOptions {
  /** Refuses tokens whose sign-in session has ended (embedded provider: session-check.ts; Keycloak: introspection.ts). */
  sessions?: SessionCheck;
}

/**
 * The guard `buildSpecApp` runs before every secured operation: verifies the bearer token (and, with
 * `sessions`, that its sign-in session is still live), sets `request.principal`, enforces the
 * operation's `x-roles` and honours admin impersonation headers.
 */
export function createRouteGuard(verifier: TokenVerifier, options: RouteGuardOptions = {}): RouteGuard {
  return async (request: FastifyRequest, operation: OperationInfo) => {
    const token = bearerToken(request);
    const claims = await verifier.verify(token);
    if (options.sessions) await options.sessions.assertLive(claims, token);
    const { context, ...rest } = principalFromClaims(claims);
    if (!context) throw forbidden('The token carries no known database context (db_context)');
    const principal: Principal = { ...rest, context, tokenContext: context };
    request.principal = principal;
    if (!mayCall(principal, operation)) {
      const shown = principal.roles.filter(
        (r) => r !== 'offline_access' && r !== 'uma_authorization' && !r.startsWith('default-roles'),
      );
      throw forbidden(`Role ${shown.length ? shown.join(', ') : 'user'} may not call ${operation.operationId}`);
    }
    applyImpersonation(request, principal);
  };
}
