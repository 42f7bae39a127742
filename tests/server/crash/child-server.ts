/**
 * The real server for the crash test, run as a child process (`node --import tsx child-server.ts`):
 * what src/server/main.ts does, but migrating one country context and seeding nothing, so a start takes
 * seconds instead of a minute. Same code otherwise: openDatabase (PGlite on DATA_DIR/pglite with its lock
 * file, or DATABASE_URL), migrate, buildServer with the embedded identity provider, listen.
 *
 * BACKENDS (comma-separated, default api) picks the backends; SEED_CONTEXT seeds that context's catalogue
 * and recipes first (the planner needs candidates; skipped when already seeded). LOAD_DATA_DIR, a PGlite tarball
 * (tests/setup/databases.ts `snapshotTarball`), is the database's first content when DATA_DIR holds none yet: a start
 * from the run's seeded snapshot takes seconds where seeding takes a minute.
 *
 * Prints `READY <port> <pid>` on stdout once it listens.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { isCountry } from '../../../src/server/db';
import { migrate } from '../../../src/server/db/migrate';
import { seedDatabase } from '../../../src/server/seed/seed';

async function main() {
  const dataDir = process.env.DATA_DIR;
  const port = Number(process.env.PORT);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!dataDir || !Number.isInteger(port) || port <= 0) throw new Error('DATA_DIR and PORT are required');
  const url = process.env.DATABASE_URL || undefined;
  const pgliteDir = path.join(dataDir, 'pglite');
  const snapshot = process.env.LOAD_DATA_DIR;
  const loadDataDir = !url && snapshot && !existsSync(pgliteDir) ? new Blob([readFileSync(snapshot)]) : undefined;
  const db = await openDatabase(url ? { url, maxConnections: 4 } : { dataDir: pgliteDir, loadDataDir });
  await migrate(db, { contexts: ['nl'] });
  const seed = process.env.SEED_CONTEXT;
  if (seed) {
    if (!isCountry(seed)) throw new Error(`SEED_CONTEXT ${seed} is not a country context`);
    await seedDatabase(db, { contexts: [seed] });
  }
  const backends = (process.env.BACKENDS ?? 'api').split(',') as Array<'api' | 'search' | 'planner'>;
  const { app } = await buildServer({
    db,
    publicUrl: `http://${host}:${port}`,
    auth: { mode: 'embedded' },
    backends,
    photosDir: path.join(dataDir, 'photos'),
    logger: { level: process.env.LOG_LEVEL ?? 'error' },
  });
  await app.listen({ host, port });
  process.stdout.write(`READY ${port} ${process.pid}\n`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`child-server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
