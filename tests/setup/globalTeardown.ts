/** Jest global teardown: removes this run's snapshot folder and, on PostgreSQL, its template databases. */
import { rmSync } from 'node:fs';
import { dropTemplates, SNAPSHOTS_ENV } from './databases';
import { runFolder } from './globalSetup';

export default async function globalTeardown(): Promise<void> {
  const dir = runFolder.nboSnapshotsFolder;
  if (!dir) return; // off, or already removed by another project's teardown
  runFolder.nboSnapshotsFolder = undefined;
  if (process.env.DATABASE_URL) await dropTemplates(process.env.DATABASE_URL, dir);
  rmSync(dir, { recursive: true, force: true });
  delete process.env[SNAPSHOTS_ENV];
}
