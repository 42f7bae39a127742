/**
 * Services are called with a Caller ({ principal, db }) and tested without HTTP: a migrated test
 * database (tests/setup/databases.ts) and a principal as the route guard would build it from a verified token.
 */
import type { Principal } from '../../../src/server/auth';
import { forContext, type Country, type Database } from '../../../src/server/db';
import type { Caller } from '../../../src/server/http';
import { preparedDatabase, type TestDatabase } from '../../setup/databases';

export function callerFor(db: Database, context: Country, principal: Partial<Principal> = {}): Caller {
  return {
    principal: {
      sub: `sub-${context}`,
      username: `nutritionist.${context}`,
      roles: ['nutritionist'],
      context,
      tokenContext: context,
      externalId: `ext-${context}`,
      ...principal,
    },
    db: forContext(db, principal.context ?? context),
  };
}

/** An empty database (no seed) migrated for `contexts`. */
export function migratedDatabase(contexts: readonly Country[]): Promise<TestDatabase> {
  return preparedDatabase({ contexts });
}
