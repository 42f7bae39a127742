/**
 * Path ids and integer query parameters of the three backends take only canonical decimal integers in the
 * range their document gives: hex, exponents, signs, blanks, fractions, leading zeros (`016`) and out-of-range values are a 400
 * naming the parameter, never read as another number (`/recipe/0x3e8` is not recipe 1000).
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

describe('strict numbers in paths and query strings', () => {
  let server: TestServer;
  let recipeId: number;

  const call = async (method: 'GET' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: await server.auth('admin'), ...(payload ? { payload } : {}) });
  const recipeCount = async (id: number) =>
    Number(
      (
        await server.db.transaction(
          (tx) => tx.query<{ n: number }>('SELECT count(*)::int AS n FROM recipe WHERE id = $1', [id]),
          { context: 'nl' },
        )
      )[0].n,
    );

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'] });
    // The next recipe gets id 1000, the number `1e3` and `0x3e8` would be read as.
    await server.db.transaction((tx) => tx.query("SELECT setval(pg_get_serial_sequence('recipe', 'id'), 999)"), {
      context: 'nl',
    });
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/recipe/',
      headers: await server.auth('admin'),
      payload: { name: 'Recipe one thousand', preparationDetails: { servings: 1 }, recipeIngredients: [] },
    });
    expect(created.statusCode).toBe(200);
    recipeId = created.json().data.idRecipe;
    expect(recipeId).toBe(1000);
  });
  afterAll(async () => server?.close());

  it('GET /api/recipe/<plain id> still answers the recipe', async () => {
    const res = await call('GET', '/api/recipe/1000');
    expect(res.statusCode).toBe(200);
    expect(res.json().idRecipe).toBe(1000);
  });

  it.each([
    '0x3e8',
    '1e3',
    '+1000',
    '1000.0',
    '%201000',
    '1000%20',
    '0b1111101000',
    '0o1750',
    'Infinity',
    '1_000',
    '01000',
    '001000',
  ])('GET /api/recipe/%s is a 400 naming the id, not recipe 1000', async (id) => {
    const res = await call('GET', `/api/recipe/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id', message: 'Id must be a whole number' });
  });

  it('DELETE /api/recipe/1e3 is a 400 and does not delete recipe 1000', async () => {
    const res = await call('DELETE', '/api/recipe/1e3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'id', message: 'Id must be a whole number' });
    expect(await recipeCount(1000)).toBe(1);
  });

  it('an id beyond the int32 range of the document is a 400 naming it, not a database error', async () => {
    const res = await call('GET', '/api/recipe/2147483648');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'id', message: 'Id must be at most 2147483647' });
    const huge = await call('GET', `/api/recipe/${'9'.repeat(90)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ field: 'id' });
  });

  it.each([
    ['offset', '1e3'],
    ['offset', '0x10'],
    ['offset', 'Infinity'],
    ['offset', '1e309'],
    ['offset', ' 12'],
    ['offset', '+5'],
    ['offset', '12.0'],
    ['offset', '012'],
    ['count', '0x14'],
    ['count', '020'],
    ['count', '2e1'],
  ])('search: GET /search/recipes?%s=%s is a 400 naming the parameter', async (name, value) => {
    const res = await call('GET', `/search/recipes?${name}=${encodeURIComponent(value)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: name });
    expect(res.json().message).toMatch(new RegExp(`^${name.charAt(0).toUpperCase()}${name.slice(1)} must be`));
  });

  it('search: a repeated integer list item that is not plain decimal is a 400 too; plain values still work', async () => {
    const ok = await call('GET', '/search/recipes?offset=0&count=20&idIngredient=7');
    expect(ok.statusCode).toBe(200);
    const res = await call('GET', '/search/recipes?idIngredient=0x7');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'idIngredient', message: 'Ingredient id must be a whole number' });
    const zero = await call('GET', '/search/recipes?offset=0&count=20&idIngredient=07');
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ field: 'idIngredient' });
  });

  it.each(['0x1', '1e0', '+1', '1.0', 'Infinity', '01'])(
    'planner: GET /planner/simulate/profile/%s is a 400 naming the id',
    async (id) => {
      const res = await call('GET', `/planner/simulate/profile/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'id', message: 'Id must be a whole number' });
    },
  );

  it('planner: GET /planner/user/0x1/mealPlan is a 400 naming idUser', async () => {
    const res = await call('GET', '/planner/user/0x1/mealPlan?date=2026-11-16');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'idUser', message: 'User id must be a whole number' });
  });
});
