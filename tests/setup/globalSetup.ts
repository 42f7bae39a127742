/**
 * Jest global setup (node and e2e projects): a folder for this run's prepared-database snapshots
 * (tests/setup/databases.ts), named in NBO_TEST_SNAPSHOTS for the workers. Snapshots are built on first use,
 * so a run that needs none pays nothing.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SNAPSHOTS_ENV } from './databases';

export default function globalSetup(): void {
  process.env[SNAPSHOTS_ENV] = mkdtempSync(path.join(os.tmpdir(), 'nbo_snap_'));
}
