/**
 * The request context every handler gets: the principal the route guard verified and the database of
 * the principal's effective country context (the impersonated one when an admin impersonates). No
 * handler reads the token or picks a context itself.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal';
import { forContext, type ContextDatabase } from '../db/context-database';
import type { Database } from '../db/client';
import { contextSchema, type Country } from '../db/contexts';
import { migratedContexts } from '../db/migrate';
import { HttpError, unauthorized } from './errors';

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

/** The contexts each database was set up for (read once, read again when a context is not among them). */
const servedContexts = new WeakMap<Database, Set<Country>>();

/**
 * Whether this server's database was set up for the context. A server may be migrated for some contexts
 * only (`migrate(db, { contexts })`), while the identity provider signs tokens for every context: a
 * caller of another context gets a 403 naming it instead of the database's "relation does not exist".
 */
async function contextServed(database: Database, context: Country): Promise<boolean> {
  if (servedContexts.get(database)?.has(context)) return true;
  const served = new Set(await migratedContexts(database));
  servedContexts.set(database, served);
  return served.has(context);
}

/** The caller's context database, refusing a context this server's database was not set up for. */
function servedContext(database: Database, context: Country): ContextDatabase {
  const inner = forContext(database, context);
  return {
    context,
    async transaction(fn) {
      if (!(await contextServed(database, context)))
        throw new HttpError(
          403,
          'CONTEXT_NOT_SERVED',
          `The country context ${context} is not set up on this server (its database has no ${contextSchema(context)} schema)`,
        );
      return inner.transaction(fn);
    },
  };
}

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
        ? servedContext(database, principal.context)
        : { context: principal.context, transaction: () => Promise.reject(new Error('this app was built without a database')) };
      this[BUILT] = { principal, db, log: this.log };
      return this[BUILT];
    },
  });
}
