/**
 * Test databases: in-memory PGlite by default; with DATABASE_URL, a throwaway database created on that
 * server for this test file and dropped afterwards.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';

export interface TestDatabase { db: Database; drop(): Promise<void>; label: string }

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({ dataDir: 'memory://', url: '' });
    return { db, label: 'pglite', drop: () => db.close() };
  }
  const name = `test_db_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ url: target.toString(), maxConnections: 4 });
  return {
    db,
    label: 'postgres',
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function scalar(db: Database, text: string, ctx?: Parameters<Database['withContext']>[0]): Promise<number> {
  const rows = await db.transaction((tx) => tx.query<{ n: string | number }>(text), ctx ? { context: ctx } : undefined);
  return Number(rows[0].n);
}
