/**
 * Test databases: in-memory PGlite by default; with DATABASE_URL, a throwaway database created on that
 * server for this test file and dropped afterwards. Migrated or seeded ones: tests/setup/databases.ts.
 */
import { openDatabase, type Database } from '../../../src/server/db/client';
import type { Country } from '../../../src/server/db/contexts';
import { createThrowawayPostgres, type TestDatabase } from '../../setup/databases';

export { createThrowawayPostgres, type TestDatabase };

/** An empty database (not migrated). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://', url: '' });
    return { db, label: 'pglite', drop: () => db.close() };
  }
  const server = await createThrowawayPostgres(url, 'test_db');
  const db = await openDatabase({ url: server.url, maxConnections: 4 });
  return {
    db,
    label: 'postgres',
    async drop() {
      await db.close();
      await server.drop();
    },
  };
}

export async function scalar(db: Database, text: string, ctx?: Country): Promise<number> {
  const rows = await db.transaction((tx) => tx.query<{ n: string | number }>(text), ctx ? { context: ctx } : undefined);
  return Number(rows[0].n);
}
