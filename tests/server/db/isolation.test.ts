import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client';
import { InvalidContextError, type Country } from '../../../src/server/db/contexts';
import { migrate } from '../../../src/server/db/migrate';
import { foodGroup } from '../../../src/server/db/schema';
import { openTestDatabase, type TestDatabase } from './helpers';

jest.setTimeout(120_000);

describe('context isolation', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    await migrate(t.db, { contexts: ['nl', 'dk'] });
  });
  afterAll(async () => { await t?.drop(); });

  it('does not show a row written in ctx_nl to withContext("dk")', async () => {
    const [created] = await t.db.withContext('nl', (tx) => tx.insert(foodGroup).values({ name: 'Only in NL' }).returning());
    const inNl = await t.db.withContext('nl', (tx) => tx.select().from(foodGroup).where(eq(foodGroup.id, created.id)));
    const inDk = await t.db.withContext('dk', (tx) => tx.select().from(foodGroup).where(eq(foodGroup.name, 'Only in NL')));
    expect(inNl).toHaveLength(1);
    expect(inDk).toHaveLength(0);
  });

  it('scopes search_path to the transaction', async () => {
    await t.db.withContext('dk', async (tx) => tx.select().from(foodGroup));
    const rows = await t.db.query<{ search_path: string }>('SHOW search_path');
    expect(rows[0].search_path).not.toContain('ctx_dk');
  });

  it.each(['xx', 'NL', 'nl; DROP SCHEMA ctx_dk CASCADE', '', 'ctx_nl'])('refuses the context name %p', async (bad) => {
    await expect(t.db.withContext(bad as Country, async () => 1)).rejects.toBeInstanceOf(InvalidContextError);
    await expect(t.db.transaction(async () => 1, { context: bad as Country })).rejects.toBeInstanceOf(InvalidContextError);
  });

  it('rolls back a failed withContext transaction', async () => {
    await expect(t.db.withContext('dk', async (tx) => {
      await tx.insert(foodGroup).values({ name: 'Rolled back' });
      throw new Error('boom');
    })).rejects.toThrow('boom');
    const rows = await t.db.withContext('dk', (tx) => tx.select().from(foodGroup).where(eq(foodGroup.name, 'Rolled back')));
    expect(rows).toHaveLength(0);
  });
});

describe('PGlite data directory lock', () => {
  let dir: string;
  beforeAll(() => { dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-')); });
  afterAll(() => { rmSync(dir, { recursive: true, force: true }); });

  it('refuses a data directory held by a live process', async () => {
    const dataDir = path.join(dir, 'held', 'pglite');
    const lock = `${dataDir}.lock`;
    mkdirSync(path.dirname(dataDir), { recursive: true });
    writeFileSync(lock, String(process.ppid));
    await expect(openDatabase({ dataDir, url: '' })).rejects.toThrow(/in use by process/);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a stale lock, holds it while open and releases it on close', async () => {
    const dataDir = path.join(dir, 'stale', 'pglite');
    const lock = `${dataDir}.lock`;
    const first = await openDatabase({ dataDir, url: '' });
    await first.close();
    writeFileSync(lock, '2147483646'); // no such process
    const db = await openDatabase({ dataDir, url: '' });
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await expect(openDatabase({ dataDir, url: '' })).rejects.toThrow(/in use by process/);
    await db.close();
    expect(existsSync(lock)).toBe(false);
  });

  it('backs up an existing on-disk database before migrating it', async () => {
    const dataDir = path.join(dir, 'backup', 'pglite');
    const db = await openDatabase({ dataDir, url: '' });
    try {
      const backups: string[] = [];
      await migrate(db, { contexts: ['nl'], onBackup: (f) => backups.push(f) });
      expect(backups).toEqual([]); // a new database has nothing to lose
      await migrate(db, { contexts: ['nl'], onBackup: (f) => backups.push(f) });
      expect(backups).toEqual([]); // nothing pending
      await migrate(db, { contexts: ['nl', 'dk'], onBackup: (f) => backups.push(f) });
      expect(backups).toHaveLength(1);
      expect(readdirSync(path.join(dir, 'backup')).filter((f) => f.startsWith('pglite.backup-'))).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
