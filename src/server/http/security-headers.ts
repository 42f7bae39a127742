import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Content-Security-Policy as directive -> sources. */
export type CspDirectives = Record<string, readonly string[]>;

/** The header value of a policy (for reading and comparing; helmet writes the header itself). */
export function policy(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * For answers that are data (the APIs, JSON, images, files): nothing may be loaded, run or framed from
 * them, even if a browser were tricked into rendering one as a page.
 */
export const DATA_CSP_DIRECTIVES: CspDirectives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};
export const DATA_CSP = policy(DATA_CSP_DIRECTIVES);

/**
 * helmet's options for one Content-Security-Policy: that policy alone (no helmet defaults merged in), plus
 * no MIME sniffing, never framed, no Referer to anyone. helmet's other headers (HSTS, cross-origin policies,
 * Origin-Agent-Cluster, ...) stay off: the set sent is the one tests/server/http/security-headers.test.ts
 * holds, and HSTS belongs to the TLS-terminating proxy that knows the public host.
 */
export function helmetOptions(directives: CspDirectives): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(directives).map(([name, sources]) => [name, [...sources]])),
    },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/**
 * The route config that gives a route's answers another Content-Security-Policy than the data policy (the
 * SPA's page, the sign-in pages): set it as `config.helmet` of the route (or of every route of a scope from
 * an `onRoute` hook).
 */
export function routeHelmet(directives: CspDirectives): FastifyHelmetOptions {
  return helmetOptions(directives) as FastifyHelmetOptions;
}

/**
 * Puts the security headers on every answer of `fastify` (@fastify/helmet, an `onRequest` hook writing on the
 * raw response, so they also reach answers a route writes itself, such as the identity provider's endpoints,
 * and every error). Register before the routes.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyHelmet, helmetOptions(DATA_CSP_DIRECTIVES) as FastifyHelmetOptions);
}

const frameworkErrorHeaders = helmet(helmetOptions(DATA_CSP_DIRECTIVES));

/**
 * Writes the data policy's headers on a raw response, for the answers Fastify gives before any hook runs (a
 * path that is not valid UTF-8, a parameter too long): call it from the server's `frameworkErrors`.
 */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  if (response.headersSent) return;
  frameworkErrorHeaders(request, response, () => undefined);
}
