import type { Country } from './contexts';
import type { Database, SqlRunner } from './client';

/**
 * The database as one country context sees it: every transaction runs with that context's schema
 * first on its search_path. A request gets the one of its caller (the principal's effective context),
 * so a handler cannot reach another country's rows by construction.
 */
export interface ContextDatabase {
  readonly context: Country;
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

export function forContext(db: Database, context: Country): ContextDatabase {
  return { context, transaction: (fn) => db.transaction(fn, { context }) };
}

/**
 * A unit of work: repositories bound to one transaction. Services hold the rules and call
 * `work(async ({ recipes }) => ...)`; everything inside commits or rolls back together.
 */
export type UnitOfWork<R> = <T>(fn: (repositories: R) => Promise<T>) => Promise<T>;

export function unitOfWork<R>(db: ContextDatabase, bind: (tx: SqlRunner) => R): UnitOfWork<R> {
  return (fn) => db.transaction((tx) => fn(bind(tx)));
}
