import { COUNTRIES } from '../../../src/server/db/contexts';
import { defaultMigrationsDir, migrate, readMigrations } from '../../../src/server/db/migrate';
import path from 'node:path';
import { openTestDatabase, scalar, type TestDatabase } from './helpers';

jest.setTimeout(120_000);

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('keeps one statement per step in every file', () => {
    for (const scope of ['shared', 'context']) {
      for (const file of readMigrations(path.join(defaultMigrationsDir(), scope))) {
        for (const statement of file.statements) {
          // A function body between $$ is one statement however many it holds.
          const withoutComments = statement
            .replace(/\$\$[\s\S]*?\$\$/g, '$$$$')
            .replace(/--[^\n]*/g, '')
            .trim()
            .replace(/;$/, '');
          expect(withoutComments).not.toMatch(/;\s*\S/);
        }
      }
    }
  });

  it('runs twice without error, applying nothing the second time', async () => {
    const first = await migrate(t.db);
    expect(first.applied).toContain('shared/0000_shared.sql');
    expect(first.applied.filter((m) => m.startsWith('ctx_'))).toHaveLength(
      COUNTRIES.length * readMigrations(path.join(defaultMigrationsDir(), 'context')).length,
    );
    const second = await migrate(t.db);
    expect(second.applied).toEqual([]);
  });

  it('creates the same tables in every context schema, with trigram and filter indexes', async () => {
    const perSchema = await t.db.query<{ s: string; n: string | number }>(
      "SELECT table_schema AS s, count(*) AS n FROM information_schema.tables WHERE table_schema LIKE 'ctx\\_%' GROUP BY 1 ORDER BY 1",
    );
    expect(perSchema.map((r) => r.s)).toEqual(COUNTRIES.map((c) => `ctx_${c}`).sort());
    expect(new Set(perSchema.map((r) => Number(r.n))).size).toBe(1);
    const indexes = (await t.db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE schemaname = 'ctx_nl'")).map(
      (r) => r.indexname,
    );
    expect(indexes).toEqual(
      expect.arrayContaining([
        'recipe_name_trgm_idx',
        'ingredient_search_text_trgm_idx',
        'ingredient_langual_subtree_idx',
        'recipe_status_idx',
        'recipe_energy_idx',
        'recipe_servings_idx',
        'recipe_preparation_time_idx',
        'recipe_cooking_time_idx',
      ]),
    );
    expect(await scalar(t.db, "SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_trgm'")).toBe(1);
  });
});
