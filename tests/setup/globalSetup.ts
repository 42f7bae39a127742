/**
 * Jest global setup (node and e2e projects): a folder for this run's prepared-database snapshots
 * (tests/setup/databases.ts), named in NBO_TEST_SNAPSHOTS for the workers. Snapshots are built on first use,
 * so a run that needs none pays nothing. NBO_TEST_SNAPSHOTS=off turns them off (every suite migrates and
 * seeds its own database), to compare or to rule them out.
 */
import { accessSync, constants, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SNAPSHOTS_ENV, SNAPSHOTS_FOLDER_PREFIX } from './databases';

/** The folder this jest process made (global setup and teardown share the main process's globals). */
export const runFolder = globalThis as { nboSnapshotsFolder?: string };

export default function globalSetup(): void {
  if (process.env[SNAPSHOTS_ENV] === 'off' || runFolder.nboSnapshotsFolder) return; // off, or made by another project's setup
  runFolder.nboSnapshotsFolder = mkdtempSync(path.join(ramFolder() ?? os.tmpdir(), SNAPSHOTS_FOLDER_PREFIX));
  process.env[SNAPSHOTS_ENV] = runFolder.nboSnapshotsFolder;
}

/**
 * /dev/shm (a tmpfs, Linux) when it is there and writable: every suite that asks for a prepared database copies a data
 * directory of 50 to 300 MB (tests/setup/databases.ts), which a RAM folder keeps off the disk.
 */
function ramFolder(): string | undefined {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return undefined;
  }
}
