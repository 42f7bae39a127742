/**
 * Test databases: in-memory PGlite by default; with DATABASE_URL, a throwaway database created on that
 * server for this test file and dropped afterwards. Migrated or seeded ones: tests/setup/databases.ts.
 */
import { openDatabase, type Database } from '../../../src/server/db/client';
import type { Country } from '../../../src/server/db/contexts';
import { createThrowawayPostgres, throwawayPostgres, type TestDatabase } from '../../setup/databases';

export { createThrowawayPostgres, type TestDatabase };

/** An empty database (not migrated). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://', url: '' });
    return { db, label: 'pglite', drop: () => db.close() };
  }
  return throwawayPostgres(url);
}

export async function scalar(db: Database, text: string, ctx?: Country): Promise<number> {
  const rows = await db.transaction((tx) => tx.query<{ n: string | number }>(text), ctx ? { context: ctx } : undefined);
  return Number(rows[0].n);
}
