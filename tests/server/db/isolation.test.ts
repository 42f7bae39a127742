import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../src/server/db/client';
import { InvalidContextError, type Country } from '../../../src/server/db/contexts';
import { migrate } from '../../../src/server/db/migrate';
import { openTestDatabase, type TestDatabase } from './helpers';

jest.setTimeout(120_000);

describe('context isolation', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    await migrate(t.db, { contexts: ['nl', 'dk'] });
  });
  afterAll(async () => {
    await t?.drop();
  });

  const inContext = <T>(ctx: Country, fn: (tx: import('../../../src/server/db/client').SqlRunner) => Promise<T>) =>
    t.db.transaction(fn, { context: ctx });

  it('does not show a row written in ctx_nl to a transaction in dk', async () => {
    const [created] = await inContext('nl', (tx) =>
      tx.query<{ id: number }>("INSERT INTO food_group (name) VALUES ('Only in NL') RETURNING id"),
    );
    const inNl = await inContext('nl', (tx) => tx.query('SELECT id FROM food_group WHERE id = $1', [created.id]));
    const inDk = await inContext('dk', (tx) => tx.query("SELECT id FROM food_group WHERE name = 'Only in NL'"));
    expect(inNl).toHaveLength(1);
    expect(inDk).toHaveLength(0);
  });

  it('scopes search_path to the transaction', async () => {
    await inContext('dk', (tx) => tx.query('SELECT * FROM food_group'));
    const rows = await t.db.query<{ search_path: string }>('SHOW search_path');
    expect(rows[0].search_path).not.toContain('ctx_dk');
  });

  it.each(['xx', 'NL', 'nl; DROP SCHEMA ctx_dk CASCADE', '', 'ctx_nl'])('refuses the context name %p', async (bad) => {
    await expect(t.db.transaction(async () => 1, { context: bad as Country })).rejects.toBeInstanceOf(InvalidContextError);
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      inContext('dk', async (tx) => {
        await tx.query("INSERT INTO food_group (name) VALUES ('Rolled back')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await inContext('dk', (tx) => tx.query("SELECT id FROM food_group WHERE name = 'Rolled back'"));
    expect(rows).toHaveLength(0);
  });

  it('reruns a transaction that lost a serialization race, then succeeds', async () => {
    let attempts = 0;
    const result = await inContext('dk', async () => {
      attempts += 1;
      if (attempts < 3) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'done';
    });
    expect({ result, attempts }).toEqual({ result: 'done', attempts: 3 });
  });

  it('gives up after three lost races and passes the error on', async () => {
    let attempts = 0;
    await expect(
      inContext('dk', async () => {
        attempts += 1;
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(3);
  });
});

describe('PGlite data directory lock', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

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
