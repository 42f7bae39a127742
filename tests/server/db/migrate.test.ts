import { COUNTRIES } from '../../../src/server/db/contexts';
import { defaultMigrationsDir, migrate, readMigrations } from '../../../src/server/db/migrate';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/server/db/schema';
import { openTestDatabase, scalar, type TestDatabase } from './helpers';

jest.setTimeout(120_000);

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => { t = await openTestDatabase(); });
  afterAll(async () => { await t?.drop(); });

  it('keeps one statement per step in every file', () => {
    for (const scope of ['shared', 'context']) {
      for (const file of readMigrations(path.join(defaultMigrationsDir(), scope))) {
        for (const statement of file.statements) {
          const withoutComments = statement.replace(/--[^\n]*/g, '').trim().replace(/;$/, '');
          expect(withoutComments).not.toMatch(/;\s*\S/);
        }
      }
    }
  });

  it('runs twice without error, applying nothing the second time', async () => {
    const first = await migrate(t.db);
    expect(first.applied).toContain('shared/0000_shared.sql');
    expect(first.applied.filter((m) => m.startsWith('ctx_'))).toHaveLength(COUNTRIES.length * readMigrations(path.join(defaultMigrationsDir(), 'context')).length);
    const second = await migrate(t.db);
    expect(second.applied).toEqual([]);
  });

  it('creates the same tables in every context schema, with trigram and filter indexes', async () => {
    const perSchema = await t.db.query<{ s: string; n: string | number }>(
      "SELECT table_schema AS s, count(*) AS n FROM information_schema.tables WHERE table_schema LIKE 'ctx\\_%' GROUP BY 1 ORDER BY 1",
    );
    expect(perSchema.map((r) => r.s)).toEqual(COUNTRIES.map((c) => `ctx_${c}`).sort());
    expect(new Set(perSchema.map((r) => Number(r.n))).size).toBe(1);
    const indexes = (await t.db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = 'ctx_nl'")).map((r) => r.indexname);
    expect(indexes).toEqual(expect.arrayContaining([
      'recipe_name_trgm_idx', 'ingredient_name_trgm_idx', 'recipe_status_idx', 'recipe_energy_idx', 'recipe_servings_idx',
      'recipe_preparation_time_idx', 'recipe_cooking_time_idx',
    ]));
    expect(await scalar(t.db, "SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_trgm'")).toBe(1);
  });

  it('matches the Drizzle schema: same tables and columns as the SQL migrations', async () => {
    const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((t) => getTableConfig(t));
    const columns = await t.db.query<{ s: string; t: string; c: string }>(
      "SELECT table_schema AS s, table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema IN ('shared', 'ctx_nl')",
    );
    const inDb = new Map<string, string[]>();
    for (const r of columns) {
      const key = `${r.s === 'shared' ? 'shared' : 'ctx'}.${r.t}`;
      inDb.set(key, [...(inDb.get(key) ?? []), r.c]);
    }
    const inDrizzle = new Map(tables.map((cfg) => [`${cfg.schema === 'shared' ? 'shared' : 'ctx'}.${cfg.name}`, cfg.columns.map((c) => c.name).sort()]));
    expect([...inDrizzle.keys()].sort()).toEqual([...inDb.keys()].sort());
    for (const [key, cols] of inDrizzle) expect({ table: key, columns: cols }).toEqual({ table: key, columns: (inDb.get(key) ?? []).sort() });
  });
});
