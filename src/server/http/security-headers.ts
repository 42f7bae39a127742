import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Content-Security-Policy as directive -> sources; `policy()` writes the header value. */
export type CspDirectives = Record<string, readonly string[]>;

export function policy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * For answers that are data (the APIs, JSON, images, files): nothing may be loaded, run or framed from
 * them, even if a browser were tricked into rendering one as a page.
 */
export const DATA_CSP = policy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** Sent with every answer: no MIME sniffing, never framed, no Referer to anyone. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export interface SecurityHeaderOptions {
  /** The Content-Security-Policy for a request path when it is not the data policy (pages); a route may still set its own. */
  policyFor?: (path: string) => string | undefined;
}

/**
 * Puts the security headers on every answer of `fastify`, before any route runs: they are written on the
 * raw response, so they also reach answers a route writes itself (the identity provider's endpoints) and
 * every error. A route that sets its own Content-Security-Policy (the SPA's page) replaces the default.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  fastify.addHook('onRequest', async (request, reply) => setSecurityHeaders(request.raw, reply.raw, options));
}

/**
 * Writes the security headers on a raw response. Also for the answers Fastify gives before any hook runs
 * (a path that is not valid UTF-8, a parameter too long): call it from the server's `frameworkErrors`.
 */
export function setSecurityHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  options: SecurityHeaderOptions = {},
): void {
  if (response.headersSent) return;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  const path = (request.url ?? '/').split('?')[0];
  response.setHeader('content-security-policy', options.policyFor?.(path) ?? DATA_CSP);
}
