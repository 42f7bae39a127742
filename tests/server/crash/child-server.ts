/**
 * The real server for the crash test, run as a child process (`node --import tsx child-server.ts`):
 * what src/server/main.ts does, but migrating one country context and seeding nothing, so a start takes
 * seconds instead of a minute. Same code otherwise: openDatabase (PGlite on DATA_DIR/pglite with its lock
 * file, or DATABASE_URL), migrate, buildServer with the embedded identity provider, listen.
 *
 * Prints `READY <port> <pid>` on stdout once it listens.
 */
import path from 'node:path';
import { buildServer } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';

async function main() {
  const dataDir = process.env.DATA_DIR;
  const port = Number(process.env.PORT);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!dataDir || !Number.isInteger(port) || port <= 0) throw new Error('DATA_DIR and PORT are required');
  const url = process.env.DATABASE_URL || undefined;
  const db = await openDatabase(url ? { url, maxConnections: 4 } : { dataDir: path.join(dataDir, 'pglite') });
  await migrate(db, { contexts: ['nl'] });
  const { app } = await buildServer({
    db,
    publicUrl: `http://${host}:${port}`,
    auth: { mode: 'embedded' },
    backends: ['api'],
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
