/**
 * Test databases: in-memory PGlite by default; with DATABASE_URL, a throwaway database created on that
 * server for this test file and dropped afterwards.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client';
import type { Country } from '../../../src/server/db/contexts';

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
  label: string;
}

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

/** A database created on the DATABASE_URL server for one test file, dropped (forcefully) afterwards. */
export async function createThrowawayPostgres(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function scalar(db: Database, text: string, ctx?: Country): Promise<number> {
  const rows = await db.transaction((tx) => tx.query<{ n: string | number }>(text), ctx ? { context: ctx } : undefined);
  return Number(rows[0].n);
}
