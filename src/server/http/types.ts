import type { FastifyRequest } from 'fastify';

/** Roles an operation may list in its `x-roles` extension. `user` means any signed-in principal. */
export const OPERATION_ROLES = ['admin', 'nutritionist', 'ambassador', 'user', 'bulk-export'] as const;
export type OperationRole = (typeof OPERATION_ROLES)[number];

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH';

/** One operation of an OpenAPI document, as the loader sees it. */
export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** The path as written in the document, e.g. `/recipes/{recipeId}`. */
  path: string;
  /** The Fastify route, prefix included, e.g. `/api/recipes/:recipeId`. */
  url: string;
  tags: string[];
  summary?: string;
  /** False when the operation (or the document) declares `security: []`. */
  secured: boolean;
  /** The `x-roles` list; empty for an unsecured operation. */
  roles: OperationRole[];
  /** Content types of the request body, if any. */
  requestContentTypes: string[];
}

/**
 * Authenticates and authorises a request for one operation; throws an HttpError (401/403/400) to refuse.
 * Runs as the route's onRequest hook: before the body is parsed and validated, and before the handler (or the 501).
 */
export type RouteGuard = (request: FastifyRequest, operation: OperationInfo) => Promise<void>;

/** What Fastify routes carry in `config` (read with `request.routeOptions.config`). */
export interface OperationRouteConfig {
  operationId: string;
  roles: OperationRole[];
  /** @fastify/rate-limit's per-route limit (http/rate-limits.ts), on the CPU-heavy operations only. */
  rateLimit?: { max: number; timeWindow: number };
}
