/**
 * Opens the database: embedded PGlite (default, under ./data/pglite) or a PostgreSQL server through a
 * node-postgres Pool (when `url` or DATABASE_URL is set). The SQL migrations under ./migrations are the
 * one definition of the schema; repositories reach it through `SqlRunner` inside `transaction`, and a
 * request's work through `forContext` (the caller's country schema, see context-database.ts).
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite, PGliteOptions, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { contextSchema, SHARED_SCHEMA, type Country } from './contexts';
import { encodeRows, type CopyValue, type EncodedRows } from './copy';
import { isRetryableConflict } from './errors';

/** Raw SQL inside one transaction (or on the connection, outside one). One statement per call. */
export interface SqlRunner {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Bulk-loads rows. PGlite: `COPY ... FROM '/dev/blob'` (text format). PostgreSQL: batches of 5,000 rows
   * through `json_populate_recordset` — node-postgres has no COPY FROM STDIN without pg-copy-streams
   * (not a dependency here), and one JSON parameter per batch is typed by the table's own row type,
   * so it needs no per-column casts and stays one round trip per batch.
   */
  copyRows(table: string, columns: readonly string[], rows: readonly (readonly CopyValue[])[]): Promise<void>;
  /** Bulk-loads rows encoded by `encodeRows` for this driver (possibly on another thread), as copyRows does. */
  copyEncoded(table: string, columns: readonly string[], encoded: EncodedRows): Promise<void>;
}

export interface Database {
  readonly driver: 'pglite' | 'pg';
  /**
   * Runs `fn` in one transaction; with `context`, its search_path is that context's schema, then `shared`.
   * A serialization failure or deadlock (another transaction won a race) reruns `fn` from the start, up
   * to three times; after that the error reaches the caller (answered 409 by the error mapper).
   */
  transaction<T>(fn: (runner: SqlRunner) => Promise<T>, options?: { context?: Country }): Promise<T>;
  /**
   * Embedded on-disk PGlite only (undefined otherwise): writes a gzip tarball of the data directory next
   * to it (`<dataDir>.backup-<time>.tar.gz`, the three newest kept) and returns its path. PGlite is not
   * durable like a server, so migrate() calls this before changing an existing database.
   */
  backup?: () => Promise<string>;
  /**
   * PGlite only (undefined on PostgreSQL): the data directory as an uncompressed tarball, which
   * `openDatabase({ loadDataDir })` starts from (tests copy one seeded database for many suites this way). A CHECKPOINT
   * comes first: PGlite has no checkpointer process, so the WAL since the database was made would otherwise be in the
   * tarball and replayed by every start from it (320 of 534 MB for three seeded contexts; a start took 8.8 s, after
   * it 4.4 s, 2026-12-01).
   */
  dumpDataDir?: () => Promise<Blob>;
  /** One raw statement outside a transaction. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Raw SQL for a library that brings its own (the pg-boss queue, queue.ts): one statement with
   * `values`, or several separated by semicolons without them (a library's schema script with BEGIN and
   * COMMIT), outside any transaction of ours. Answers the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; defaults to process.env.DATABASE_URL (unless dataDir is given). */
  url?: string;
  /** PGlite data directory (default ./data/pglite); 'memory://' for an in-memory database. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PGlite: start from this tarball of a data directory (made by Database.dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

const DEFAULT_DATA_DIR = path.join('data', 'pglite');

function searchPathSql(ctx: Country): string {
  return `SET LOCAL search_path TO ${contextSchema(ctx)}, ${SHARED_SCHEMA}`;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  // An explicit dataDir asks for PGlite; DATABASE_URL only applies when neither url nor dataDir is given.
  const url = options.url ?? (options.dataDir === undefined ? process.env.DATABASE_URL : undefined);
  if (url) return openPostgres(url, options.maxConnections ?? 10);
  return openPglite(options.dataDir ?? DEFAULT_DATA_DIR, options.loadDataDir);
}

// ---------------------------------------------------------------- PGlite

function pgliteRunner(q: PGlite | PGliteTransaction): SqlRunner {
  const runner: SqlRunner = {
    async query<T>(text: string, params?: unknown[]) {
      const res = await q.query<T>(text, params as unknown[] | undefined);
      return res.rows;
    },
    copyRows: (table, columns, rows) => runner.copyEncoded(table, columns, encodeRows('pglite', columns, rows)),
    async copyEncoded(table, columns, encoded) {
      if (encoded.driver !== 'pglite') throw new Error(`rows encoded for ${encoded.driver} cannot be loaded into PGlite`);
      for (const chunk of encoded.chunks) {
        const blob = new Blob([chunk as Uint8Array<ArrayBuffer>]);
        await q.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob });
      }
    },
  };
  return runner;
}

/**
 * Loads PGlite with Node's own module loader. PGlite's Emscripten glue does `await import('node:module')`,
 * which throws inside Jest's vm sandbox unless Node runs with --experimental-vm-modules. Jest replaces
 * `require` and `createRequire`, but Module._load of the real `module` builtin (reached through
 * process.getBuiltinModule, Node >= 20.16) loads the package outside the sandbox, where dynamic import
 * works. Outside Jest this is equivalent to a plain require.
 */
function loadPglite(): { PGlite: typeof PGlite; pg_trgm: unknown } {
  const getBuiltinModule = (process as unknown as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  const nodeModule =
    typeof getBuiltinModule === 'function'
      ? (getBuiltinModule('node:module') as { _load?: (request: string, parent: null, isMain: boolean) => unknown })
      : undefined;
  const nodeRequire = createRequire(__filename);
  const load = (id: string): unknown =>
    typeof nodeModule?._load === 'function' ? nodeModule._load(nodeRequire.resolve(id), null, false) : nodeRequire(id);
  return {
    PGlite: (load('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite,
    pg_trgm: (load('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: unknown }).pg_trgm,
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite, pg_trgm } = loadPglite();
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = () => {};
  if (!inMemory) {
    const abs = path.resolve(dataDir);
    mkdirSync(path.dirname(abs), { recursive: true });
    releaseLock = acquireLock(`${abs}.lock`);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: inMemory ? undefined : path.resolve(dataDir),
      loadDataDir,
      // Keep the WAL of an on-disk database small (the server default of 1 GB filled pg_wal on seeding).
      startParams: [
        ...((PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? []),
        '-c',
        'max_wal_size=64MB',
        '-c',
        'min_wal_size=32MB',
      ],
      extensions: { pg_trgm } as PGliteOptions['extensions'],
    });
  } catch (err) {
    releaseLock();
    throw err;
  }
  return {
    driver: 'pglite',
    async transaction(fn, opts) {
      const searchPath = opts && opts.context !== undefined ? searchPathSql(opts.context) : null; // validates before BEGIN
      return retryingConflicts(() =>
        client.transaction(async (tx) => {
          if (searchPath) await tx.query(searchPath);
          return fn(pgliteRunner(tx));
        }),
      );
    },
    backup: inMemory
      ? undefined
      : async () => {
          const abs = path.resolve(dataDir);
          const file = `${abs}.backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
          const dump = await client.dumpDataDir('gzip');
          writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
          const prefix = `${path.basename(abs)}.backup-`;
          const old = readdirSync(path.dirname(abs))
            .filter((f) => f.startsWith(prefix))
            .sort()
            .slice(0, -3);
          for (const f of old) unlinkSync(path.join(path.dirname(abs), f));
          return file;
        },
    async dumpDataDir() {
      await client.query('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    query: (text, params) => pgliteRunner(client).query(text, params),
    async executeSql(text, values) {
      // PGlite's query() runs one statement; exec() runs a script of several but takes no parameters.
      if (values && values.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * PGlite has no lock of its own and two processes on one data directory corrupt it: take a lock file
 * holding our pid; a lock whose pid is no longer alive is stale and taken over.
 */
function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        try {
          unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(`The database directory is in use by process ${pid} (${lockPath}); refusing to open it twice.`);
      }
      try {
        unlinkSync(lockPath);
      } catch {
        /* raced with another opener */
      }
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// ---------------------------------------------------------------- PostgreSQL

function pgRunner(client: pg.PoolClient | pg.Pool): SqlRunner {
  const runner: SqlRunner = {
    async query<T>(text: string, params?: unknown[]) {
      const res = await client.query(text, params as unknown[] | undefined);
      return res.rows as T[];
    },
    copyRows: (table, columns, rows) => runner.copyEncoded(table, columns, encodeRows('pg', columns, rows)),
    async copyEncoded(table, columns, encoded) {
      if (encoded.driver !== 'pg') throw new Error(`rows encoded for ${encoded.driver} cannot be loaded into PostgreSQL`);
      const cols = columns.join(', ');
      for (const chunk of encoded.chunks) {
        await client.query(
          `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM json_populate_recordset(null::${table}, $1::json)`,
          [Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8')],
        );
      }
    },
  };
  return runner;
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the next checkout reconnects.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  return {
    driver: 'pg',
    async transaction(fn, opts) {
      const searchPath = opts && opts.context !== undefined ? searchPathSql(opts.context) : null;
      return retryingConflicts(() => pgTransaction(pool, searchPath, fn));
    },
    query: (text, params) => pgRunner(pool).query(text, params),
    async executeSql(text, values) {
      // Without values node-postgres sends a simple query, which may hold several statements (one result each).
      const res = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(res) ? res.at(-1)?.rows : res.rows) ?? [] };
    },
    close: () => pool.end(),
  };
}

async function pgTransaction<T>(pool: pg.Pool, searchPath: string | null, fn: (runner: SqlRunner) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (searchPath) await client.query(searchPath);
    const result = await fn(pgRunner(client));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

// ---------------------------------------------------------------- shared

const CONFLICT_ATTEMPTS = 3;

/** Reruns a whole transaction that lost a race (serialization failure, deadlock); see Database.transaction. */
async function retryingConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
