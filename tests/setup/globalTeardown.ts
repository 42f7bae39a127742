/** Jest global teardown: removes this run's snapshot folder and, on PostgreSQL, its template databases. */
import { rmSync } from 'node:fs';
import { dropTemplates, SNAPSHOTS_ENV } from './databases';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env[SNAPSHOTS_ENV];
  if (!dir) return;
  if (process.env.DATABASE_URL) await dropTemplates(process.env.DATABASE_URL, dir);
  rmSync(dir, { recursive: true, force: true });
  delete process.env[SNAPSHOTS_ENV];
}
