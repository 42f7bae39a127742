/**
 * The benchmarks' own databases on a PostgreSQL server (the server at `baseUrl`, a database named per benchmark), and
 * the median they report.
 */
import pg from 'pg';

async function onServer(baseUrl: string, statements: readonly string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Drops database `name` if it exists, creates it empty and returns its URL. */
export async function freshDatabase(baseUrl: string, name: string): Promise<string> {
  await onServer(baseUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
  const target = new URL(baseUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops database `name`, its connections closed. */
export const dropDatabase = (baseUrl: string, name: string): Promise<void> =>
  onServer(baseUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);

export const median = (xs: readonly number[]): number => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
