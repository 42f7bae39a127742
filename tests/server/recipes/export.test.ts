/** exportDatabase: a real zip (checked with Info-ZIP's unzip) of the caller context's tables as CSV. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

describe('database export', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'] });
    dir = mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
    await server.app.inject({
      method: 'POST', url: '/api/recipe/', headers: await server.auth('nutritionist'),
      payload: { name: 'Stamppot, "boerenkool", with sausage', recipeIngredients: [], preparationDetails: { servings: 4 }, otherInfo: 'line one\nline two' },
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

  it.each(['admin', 'exporter'])('gives %s databases.zip with every table of the context as CSV', async (user) => {
    const { res, file } = await download(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="databases.zip"');
    expect(execFileSync('unzip', ['-tq', file]).toString()).toMatch(/No errors detected/);
    const listing = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n');
    expect(listing).toEqual(expect.arrayContaining(['nl/recipe.csv', 'nl/ingredient.csv', 'nl/recipe_photo.csv', 'nl/setting.csv']));
    const recipes = execFileSync('unzip', ['-p', file, 'nl/recipe.csv']).toString();
    expect(recipes.split('\r\n')[0]).toMatch(/^id,name,status,version,/);
    expect(recipes).toContain('"Stamppot, ""boerenkool"", with sausage"');
    expect(recipes).toContain('"line one\nline two"');
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
