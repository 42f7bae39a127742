/**
 * The request context every handler gets: the principal the route guard verified and the database of
 * the principal's effective country context (the impersonated one when an admin impersonates). No
 * handler reads the token or picks a context itself.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import { forContext, type ContextDatabase } from '../db/context-database';
import type { Database } from '../db/client';
import { unauthorized } from './errors';

/** Who calls and the database of their context: what services need (and tests build without HTTP). */
export interface Caller {
  readonly principal: Principal;
  readonly db: ContextDatabase;
}

export interface RequestContext extends Caller {
  readonly log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route guard on every secured operation. */
    principal?: Principal;
    /** Built on first use by the request-context plugin. */
    readonly ctx: RequestContext;
  }
}

const BUILT = Symbol('request-context');

/**
 * Decorates every request of `app` (and its children) with `ctx`, built from `database` on first use.
 * Without a database (the loader's own tests) `ctx.db` throws when used.
 */
export function registerRequestContext(app: FastifyInstance, database: Database | undefined): void {
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest & { [BUILT]?: RequestContext }): RequestContext {
      if (this[BUILT]) return this[BUILT];
      // A guarded route always has a principal; its absence is a wiring mistake, refused as 401.
      const principal = this.principal;
      if (!principal) throw unauthorized();
      const db = database
        ? forContext(database, principal.context)
        : { context: principal.context, transaction: () => Promise.reject(new Error('this app was built without a database')) };
      this[BUILT] = { principal, db, log: this.log };
      return this[BUILT];
    },
  });
}
