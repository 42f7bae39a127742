/**
 * Applies the SQL migrations in ./migrations, in file-name order, on PGlite or PostgreSQL:
 * - `shared/*.sql` once per database;
 * - `context/*.sql` is one template applied to every country context: the runner creates schema ctx_xx
 *   and runs the file with `SET LOCAL search_path TO ctx_xx, shared`.
 * Files are split on drizzle's `--> statement-breakpoint` (one statement per step: PGlite rejects several
 * statements in one extended-protocol query). Each file runs in its own transaction under an advisory
 * lock and is recorded in shared.schema_migration (scope = 'shared' or the context schema), so a re-run
 * or a concurrent run applies nothing twice. A recorded file whose checksum changed is an error.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database, SqlRunner } from './client';
import { COUNTRIES, contextSchema, isCountry, type Country } from './contexts';

const MIGRATION_LOCK = 7_243_101;

export interface MigrationFile {
  name: string;
  checksum: string;
  statements: string[];
}
export interface MigrateOptions {
  /** Contexts to create/upgrade (default: all eight). */
  contexts?: readonly Country[];
  /** Directory holding shared/ and context/ (default: ./migrations next to this file). */
  dir?: string;
  /** Told the path of the backup taken before migrating an existing on-disk PGlite database. */
  onBackup?: (file: string) => void;
}
export interface MigrateResult {
  applied: string[];
}

export function defaultMigrationsDir(): string {
  const local = path.join(__dirname, 'migrations');
  return existsSync(local) ? local : path.resolve('src/server/db/migrations');
}

export function splitStatements(text: string): string[] {
  return text
    .split(/-->\s*statement-breakpoint/)
    .map((s) => s.trim())
    .filter((s) => s.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('--')));
}

export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => {
      const text = readFileSync(path.join(dir, name), 'utf8');
      return { name, checksum: createHash('sha256').update(text).digest('hex').slice(0, 16), statements: splitStatements(text) };
    });
}

async function bootstrap(db: Database) {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query('CREATE SCHEMA IF NOT EXISTS shared');
    await tx.query(`CREATE TABLE IF NOT EXISTS shared.schema_migration (
      scope text NOT NULL, name text NOT NULL, checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (scope, name))`);
  });
}

async function applyFile(
  db: Database,
  scope: string,
  file: MigrationFile,
  before: (tx: SqlRunner) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const done = await tx.query<{ checksum: string }>(
      'SELECT checksum FROM shared.schema_migration WHERE scope = $1 AND name = $2',
      [scope, file.name],
    );
    if (done.length > 0) {
      if (done[0].checksum !== file.checksum) {
        throw new Error(`Migration ${file.name} (${scope}) was changed after it was applied; add a new migration instead.`);
      }
      return false;
    }
    await before(tx);
    for (const statement of file.statements) await tx.query(statement);
    await tx.query('INSERT INTO shared.schema_migration (scope, name, checksum) VALUES ($1, $2, $3)', [
      scope,
      file.name,
      file.checksum,
    ]);
    return true;
  });
}

export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const dir = options.dir ?? defaultMigrationsDir();
  const contexts = options.contexts ?? COUNTRIES;
  const applied: string[] = [];
  await bootstrap(db);
  const recorded = new Set(
    (await db.query<{ scope: string; name: string }>('SELECT scope, name FROM shared.schema_migration')).map(
      (r) => `${r.scope}/${r.name}`,
    ),
  );

  const sharedFiles = readMigrations(path.join(dir, 'shared'));
  const contextFiles = readMigrations(path.join(dir, 'context'));
  const pending =
    sharedFiles.some((f) => !recorded.has(`shared/${f.name}`)) ||
    contexts.some((ctx) => contextFiles.some((f) => !recorded.has(`${contextSchema(ctx)}/${f.name}`)));
  // An existing embedded database is backed up first: PGlite has no WAL archive to recover from.
  const existing = recorded.size > 0;
  if (pending && existing && db.backup) options.onBackup?.(await db.backup());

  for (const file of sharedFiles) {
    if (recorded.has(`shared/${file.name}`) && !(await changed(db, 'shared', file))) continue;
    if (await applyFile(db, 'shared', file, async () => {})) applied.push(`shared/${file.name}`);
  }
  for (const ctx of contexts) {
    const schema = contextSchema(ctx);
    for (const file of contextFiles) {
      if (recorded.has(`${schema}/${file.name}`) && !(await changed(db, schema, file))) continue;
      const ran = await applyFile(db, schema, file, async (tx) => {
        await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
        await tx.query(`SET LOCAL search_path TO ${schema}, shared`);
      });
      if (ran) applied.push(`${schema}/${file.name}`);
    }
  }
  return { applied };
}

async function changed(db: Database, scope: string, file: MigrationFile): Promise<boolean> {
  const rows = await db.query<{ checksum: string }>(
    'SELECT checksum FROM shared.schema_migration WHERE scope = $1 AND name = $2',
    [scope, file.name],
  );
  if (rows.length > 0 && rows[0].checksum !== file.checksum) {
    throw new Error(`Migration ${file.name} (${scope}) was changed after it was applied; add a new migration instead.`);
  }
  return false;
}

/**
 * The contexts whose schema has `migration` recorded (default: the first context migration, i.e. every context
 * set up in this database), in order. Workers pass the migration that made their tables.
 */
export async function migratedContexts(db: Database, migration = '0000_catalogue.sql'): Promise<Country[]> {
  const rows = await db.transaction((tx) =>
    tx.query<{ scope: string }>('SELECT scope FROM shared.schema_migration WHERE name = $1 ORDER BY scope', [migration]),
  );
  return rows.map((r) => r.scope.replace(/^ctx_/, '')).filter(isCountry);
}
