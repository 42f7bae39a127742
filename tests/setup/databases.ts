/**
 * Prepared test databases: migrated for some contexts and optionally seeded with the real catalogue, built
 * once per jest run and copied for each suite that asks for the same preparation, instead of seeding per
 * suite (seeding one context takes about a minute on a 2-core machine; a copy takes a few seconds).
 *
 * PGlite: the first suite to need a preparation builds it in memory, dumps its data directory to a tarball
 * in the run's snapshot folder (globalSetup.ts creates it, in RAM under /dev/shm when there is one,
 * `NBO_TEST_SNAPSHOTS`) and goes on with the database it built; the next suite unpacks the tarball once into a
 * data directory beside it, and every later suite copies that directory and opens PGlite on the copy. Loading the
 * 160 MB tarball of a seeded context into an in-memory PGlite took 7 to 10 s (the whole directory passes through
 * the tar reader into Emscripten's file system); copying the unpacked directory and opening it, under 2 s.
 * PostgreSQL (DATABASE_URL): the first suite builds a template database; each suite gets `CREATE DATABASE ... TEMPLATE` of it, dropped after
 * the suite; globalTeardown.ts drops the templates. A lock file per preparation makes concurrent workers
 * wait for the one building it. Without the snapshot folder (a jest run without the global setup), every
 * suite builds its own database (also with NBO_TEST_SNAPSHOTS=off).
 */
import { closeSync, cpSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { Country } from '../../src/server/db/contexts';
import { migrate } from '../../src/server/db/migrate';
import { seedDatabase } from '../../src/server/seed/seed';

export const SNAPSHOTS_ENV = 'NBO_TEST_SNAPSHOTS';
/** Name prefix of a run's snapshot folder (in the OS temp folder). */
export const SNAPSHOTS_FOLDER_PREFIX = 'nbo_snap_';
/** Prefix of the template databases of a run on PostgreSQL (the run's id follows). */
export const TEMPLATE_PREFIX = 'nbo_tpl_';

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
  label: 'pglite' | 'postgres';
}

export interface Preparation {
  /** Contexts migrated. */
  contexts: readonly Country[];
  /** Contexts seeded with the real catalogue (none by default). */
  seed?: readonly Country[];
  /** Also the FNDDS recipes of the seeded contexts (default true). */
  recipes?: boolean;
  /** 'pglite' always uses in-memory PGlite; 'env' uses PostgreSQL when DATABASE_URL is set. */
  driver?: 'pglite' | 'env';
}

/** A fresh database prepared as asked: its own copy, which the caller may change freely. */
export async function preparedDatabase(preparation: Preparation): Promise<TestDatabase> {
  const url = preparation.driver === 'pglite' ? undefined : process.env.DATABASE_URL;
  const dir = process.env[SNAPSHOTS_ENV];
  if (!dir || dir === 'off' || !existsSync(dir)) {
    const test = url ? await throwawayPostgres(url) : await inMemory();
    await prepare(test.db, preparation);
    return test;
  }
  return url ? fromTemplate(url, dir, preparation) : fromSnapshot(dir, preparation);
}

/** The preparation's name: the same for the same contexts, seed and recipes in any order. */
export function preparationKey(p: Preparation): string {
  const seed = [...(p.seed ?? [])].sort();
  const recipes = seed.length > 0 && p.recipes !== false ? '_recipes' : '';
  return `m_${[...p.contexts].sort().join('_')}${seed.length ? `_s_${seed.join('_')}` : ''}${recipes}`;
}

async function prepare(db: Database, p: Preparation): Promise<void> {
  await migrate(db, { contexts: p.contexts });
  if (p.seed?.length) await seedDatabase(db, { contexts: p.seed, recipes: p.recipes !== false });
}

async function inMemory(loadDataDir?: Blob): Promise<TestDatabase> {
  const db = await openDatabase({ dataDir: 'memory://', url: '', loadDataDir });
  return { db, label: 'pglite', drop: () => db.close() };
}

/** Dumps a PGlite database's data directory to `file` (written aside, then renamed, so readers see it whole). */
async function writeSnapshot(db: Database, file: string): Promise<void> {
  const dump = await db.dumpDataDir!();
  writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.part`, file);
}

/**
 * The run's tarball of a PGlite preparation, built once as `preparedDatabase` builds it, for a database another
 * process starts from (the crash test's child server loads it into its data directory instead of seeding); null
 * without the run's snapshot folder.
 */
export async function snapshotTarball(p: Preparation): Promise<string | null> {
  const dir = process.env[SNAPSHOTS_ENV];
  if (!dir || dir === 'off' || !existsSync(dir)) return null;
  const file = path.join(dir, `${preparationKey(p)}.tar`);
  await buildOnce(file, async () => {
    const built = await inMemory();
    try {
      await prepare(built.db, p);
      await writeSnapshot(built.db, file);
    } finally {
      await built.drop();
    }
  });
  return file;
}

/** Copies of unpacked snapshots this worker has opened (numbers their directories). */
let copies = 0;

async function fromSnapshot(dir: string, p: Preparation): Promise<TestDatabase> {
  const key = preparationKey(p);
  const file = path.join(dir, `${key}.tar`);
  let built: TestDatabase | undefined;
  await buildOnce(file, async () => {
    built = await inMemory();
    await prepare(built.db, p);
    await writeSnapshot(built.db, file);
  });
  // The suite that built the snapshot keeps the database it built; the others open a copy of its data directory.
  if (built) return built;
  const unpacked = path.join(dir, `${key}.pgdata`);
  await buildOnce(`${unpacked}.ready`, async (ready) => {
    rmSync(unpacked, { recursive: true, force: true });
    const db = await openDatabase({ dataDir: unpacked, url: '', loadDataDir: new Blob([readFileSync(file)]) });
    await db.close();
    writeFileSync(ready, '');
  });
  copies += 1;
  const copy = path.join(dir, `${key}.copy-${process.pid}-${threadId}-${copies}`);
  cpSync(unpacked, copy, { recursive: true });
  const db = await openDatabase({ dataDir: copy, url: '' });
  return {
    db,
    label: 'pglite',
    async drop() {
      await db.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

async function fromTemplate(url: string, dir: string, p: Preparation): Promise<TestDatabase> {
  const key = preparationKey(p);
  const template = `${TEMPLATE_PREFIX}${runId(dir)}_${key}`;
  await buildOnce(path.join(dir, `${key}.pg`), async (marker) => {
    await admin(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin(url, `CREATE DATABASE ${template}`);
    const db = await openDatabase({ url: withDatabase(url, template), maxConnections: 4 });
    try {
      await prepare(db, p);
    } finally {
      await db.close(); // a template must have no connections when it is copied
    }
    writeFileSync(marker, template);
  });
  return throwawayPostgres(url, template);
}

/** The run's id: the snapshot folder's name, made of [a-z0-9_] by globalSetup.ts. */
function runId(dir: string): string {
  return path
    .basename(dir)
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase();
}

/**
 * Runs `build` unless `file` exists, once across the run's workers: the worker that creates `<file>.lock`
 * (holding its pid) builds and removes the lock, also on failure; the others wait for the file, and take
 * over the lock when its builder failed or its process is gone.
 */
async function buildOnce(file: string, build: (file: string) => Promise<void>): Promise<void> {
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return;
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (fd === undefined) {
      if (!builderAlive(lock)) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    try {
      if (!existsSync(file)) await build(file);
      return;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

function builderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return true; // gone already, or not written yet
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** A database created on the DATABASE_URL server for one test file (a copy of `template` if given), dropped afterwards. */
export async function createThrowawayPostgres(
  url: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { url: withDatabase(url, name), drop: () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A throwaway database on the PostgreSQL server at `url` (empty, or a copy of `template`), opened. */
export async function throwawayPostgres(url: string, template?: string): Promise<TestDatabase> {
  const server = await createThrowawayPostgres(url, 'test_db', template);
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

/** Drops the run's template databases (globalTeardown.ts). */
export async function dropTemplates(url: string, dir: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${TEMPLATE_PREFIX}${runId(dir)}\\_%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
