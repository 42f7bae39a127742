import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildServer, type BuiltServer } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { seedCohort } from '../../src/server/seed/cohort/seedCohort';
import { seedPhotoQueue } from '../../src/server/seed/photoQueue';
import type { Country } from '../../src/server/db/contexts';
import { preparedDatabase } from '../setup/databases';
import { freePort } from '../setup/freePort';

const root = path.resolve(__dirname, '../..');
const distDir = path.join(root, 'dist');

/** Builds the SPA once per run when the bundle is missing or older than the sources' newest file. */
export function ensureSpaBuilt(): void {
  const index = path.join(distDir, 'index.html');
  const sourcesChanged = () => {
    const built = statSync(index).mtimeMs;
    const newest = execFileSync(
      'find',
      [path.join(root, 'src'), '-newer', index, '-name', '*.ts*', '-not', '-path', '*/server/*'],
      { encoding: 'utf8' },
    );
    return built === 0 || newest.trim().length > 0;
  };
  if (!existsSync(index) || sourcesChanged()) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: root,
      stdio: 'pipe',
    });
  }
}

export interface System {
  baseUrl: string;
  server: BuiltServer;
  db: Database;
  stop(): Promise<void>;
}

/** The all-in-one server as `npm start` builds it, on a fresh in-memory database, on 127.0.0.1. */
export async function startSystem(
  contexts: readonly Country[] = ['nl', 'dk'],
  options: {
    seed?: readonly Country[];
    /** Also seed the photo moderation queue of the seeded contexts. */ photoQueue?: boolean;
    /** App users of the synthetic cohort per seeded context (none by default: a few seconds each). */
    cohortUsers?: number;
  } = {},
): Promise<System> {
  ensureSpaBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A copy of the run's snapshot for this preparation (tests/setup/databases.ts), always PGlite (never DATABASE_URL).
  const { db, drop } = await preparedDatabase({ contexts, seed: options.seed, driver: 'pglite' });
  if (options.seed?.length && options.cohortUsers) await seedCohort(db, { contexts: options.seed, users: options.cohortUsers });
  const photosDir = mkdtempSync(path.join(os.tmpdir(), 'nbo-photos-'));
  if (options.photoQueue && options.seed?.length) await seedPhotoQueue(db, photosDir, { contexts: options.seed });
  const server = await buildServer({ db, publicUrl: baseUrl, auth: { mode: 'embedded' }, distDir, photosDir });
  await server.app.listen({ host: '127.0.0.1', port });
  return {
    baseUrl,
    server,
    db,
    async stop() {
      await server.app.close();
      await drop();
      rmSync(photosDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the provider's real sign-in page, starting from the SPA. */
export async function signIn(
  page: import('playwright-core').Page,
  baseUrl: string,
  username: string,
  password = username,
): Promise<void> {
  await page.goto(`${baseUrl}/nutritionist/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
