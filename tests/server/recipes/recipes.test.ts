/**
 * Recipe reads and writes of the app API on the seeded catalogue: computed nutrition, permissions beyond
 * the role table (src/server/api/recipes/permissions.ts), optimistic locking, idempotent creates, bad input, tenant isolation.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

type Ctx = 'nl' | 'dk' | 'es';

describe('recipes API', () => {
  let server: TestServer;
  let tomato: { id: number; kcal: number; diets: string[]; allergens: string[] };
  let cheese: { id: number; kcal: number; diets: string[]; allergens: string[]; tbsp: { id: number; grams: number } };
  let pork: number;

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = [], ctx: Ctx = 'nl') =>
    server.db.transaction((tx) => tx.query<T>(text, params), { context: ctx });
  const call = async (
    user: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(await server.auth(user)), ...headers },
      payload: payload as object,
    });

  const line = (id: number, quantity: number, unit: Record<string, unknown> = { name: 'GRAMS', quantityInGrams: 1 }) => ({
    ingredient: { idIngredient: id },
    quantity,
    unit,
  });
  const salad = (overrides: Record<string, unknown> = {}) => ({
    name: 'Tomato and cheese salad',
    recipeIngredients: [
      line(tomato.id, 200),
      line(cheese.id, 2, { idUnit: cheese.tbsp.id, name: 'CUP', quantityInGrams: cheese.tbsp.grams }),
    ],
    tags: [
      { name: 'LUNCH', category: 'MEAL_TYPE' },
      { name: 'VEGAN', category: 'DIET' },
    ],
    preparationDetails: { servings: 2, preparationTime: 5 },
    i18nLabels: { nl: { NAME: 'Tomaten-kaassalade' }, pt: {} },
    ...overrides,
  });
  const create = async (user: string, body: Record<string, unknown> = salad(), headers: Record<string, string> = {}) => {
    const res = await call(user, 'POST', '/recipe/', body, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const count = async (text: string, params: unknown[] = [], ctx: Ctx = 'nl') =>
    Number((await sql<{ n: string }>(text, params, ctx))[0].n);

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'], seed: true });
    const pick = async (externalId: string) => {
      const [r] = await sql<{ id: number; energy_kcal: number; diets: string[]; allergens: string[] }>(
        'SELECT id, energy_kcal, diets, allergens FROM ingredient WHERE external_id = $1',
        [externalId],
      );
      return { id: Number(r.id), kcal: Number(r.energy_kcal), diets: r.diets, allergens: r.allergens };
    };
    tomato = await pick('11529');
    const c = await pick('01009');
    const [tbsp] = await sql<{ id: number; quantity_in_grams: number }>(
      "SELECT id, quantity_in_grams FROM unit WHERE ingredient_id = $1 AND name = 'CUP'",
      [c.id],
    );
    cheese = { ...c, tbsp: { id: Number(tbsp.id), grams: Number(tbsp.quantity_in_grams) } };
    pork = (await pick('10010')).id;
  });
  afterAll(async () => server?.close());

  it('creates a recipe with nutrition, diets, allergens and translations computed from the ingredients', async () => {
    const data = await create('nutritionist');
    const grams = 200 + 2 * cheese.tbsp.grams;
    expect(data).toMatchObject({
      name: 'Tomato and cheese salad',
      status: 'DRAFT',
      version: 1,
      availableTranslations: ['en', 'nl'],
      author: { externalID: 'demo-nutritionist', name: 'nutritionist' },
      createdBy: 'nutritionist',
      preparationDetails: { servings: 2, preparationTime: 5 },
    });
    expect(data.recipeNutritionalInfo.energyKcal).toBeCloseTo(
      (2 * tomato.kcal + ((2 * cheese.tbsp.grams) / 100) * cheese.kcal) / 2,
      1,
    );
    expect(data.recipeNutritionalInfo.servingWeightGrams).toBeCloseTo(grams / 2, 0);
    expect([...data.suitableDiets].sort()).toEqual(tomato.diets.filter((d) => cheese.diets.includes(d)).sort());
    expect(data.suitableDiets).not.toContain('VEGAN');
    expect(data.allergens).toEqual(expect.arrayContaining(cheese.allergens));
    // The DIET tag sent (VEGAN) is replaced by the computed diets.
    expect(
      data.tags
        .filter((t: { category: string }) => t.category === 'DIET')
        .map((t: { name: string }) => t.name)
        .sort(),
    ).toEqual([...data.suitableDiets].sort());
    expect(data.recipeIngredients[1]).toMatchObject({ quantity: 2, unit: { idUnit: cheese.tbsp.id, name: 'CUP' } });
    const got = await call('user', 'GET', `/recipe/${data.idRecipe}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(data);
  });

  it('takes quantities in steps of 0.01, binary fractions included (0.07, 1.23)', async () => {
    const r = await create(
      'nutritionist',
      salad({ name: 'Pinch salad', recipeIngredients: [line(tomato.id, 0.07), line(cheese.id, 1.23)] }),
    );
    expect(r.recipeIngredients.map((l: { quantity: number }) => l.quantity)).toEqual([0.07, 1.23]);
    const res = await call('nutritionist', 'POST', '/recipe/', salad({ recipeIngredients: [line(tomato.id, 1.234)] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/multiple of 0\.01/);
  });

  it('reads a seeded recipe', async () => {
    const [{ id }] = await sql<{ id: number }>("SELECT id FROM recipe WHERE external_id = '58106210'");
    const nl = await call('user', 'GET', `/recipe/${id}`);
    expect(nl.json()).toMatchObject({ name: 'Pizza, cheese, NS as to type of crust', status: 'PUBLISHED' });
    expect(nl.json().recipeIngredients.length).toBeGreaterThan(2);
  });

  it('updates with the loaded version and refuses a stale version with 409, writing nothing', async () => {
    const first = await create('nutritionist');
    const saved = await call(
      'nutritionist',
      'POST',
      '/recipe/',
      salad({ idRecipe: first.idRecipe, version: 1, name: 'Renamed salad' }),
    );
    expect(saved.json()).toMatchObject({ success: true, data: { name: 'Renamed salad', version: 2 } });
    const stale = await call('admin', 'POST', '/recipe/', salad({ idRecipe: first.idRecipe, version: 1, name: 'Lost update' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'RECIPE_VERSION_CONFLICT', field: 'version' });
    expect(stale.json().message).toMatch(/changed by someone else/);
    const [row] = await sql<{ name: string; version: number }>('SELECT name, version FROM recipe WHERE id = $1', [
      first.idRecipe,
    ]);
    expect(row).toEqual({ name: 'Renamed salad', version: 2 });
  });

  it('lets one of two concurrent saves of the same version win; the other gets 409', async () => {
    const r = await create('nutritionist');
    const [a, b] = await Promise.all([
      call('nutritionist', 'POST', '/recipe/', salad({ idRecipe: r.idRecipe, version: 1, name: 'Save A' })),
      call('admin', 'POST', '/recipe/', salad({ idRecipe: r.idRecipe, version: 1, name: 'Save B' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'Save A' : 'Save B';
    expect((await sql<{ name: string }>('SELECT name FROM recipe WHERE id = $1', [r.idRecipe]))[0].name).toBe(winner);
  });

  it('returns the first result for a retried create with the same Idempotency-Key', async () => {
    const body = salad({ name: 'Idempotent salad' });
    const key = { 'idempotency-key': 'key-0001-abcdef' };
    const first = await create('nutritionist', body, key);
    const again = await create('nutritionist', body, key);
    const parallel = await Promise.all(
      [1, 2, 3].map(() => create('nutritionist', salad({ name: 'Parallel salad' }), { 'idempotency-key': 'key-0002-abcdef' })),
    );
    expect(again.idRecipe).toBe(first.idRecipe);
    expect(new Set(parallel.map((p) => p.idRecipe)).size).toBe(1);
    expect(await count("SELECT count(*) AS n FROM recipe WHERE name = 'Idempotent salad'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM recipe WHERE name = 'Parallel salad'")).toBe(1);
    const other = await create('nutritionist', body, { 'idempotency-key': 'key-0003-abcdef' });
    expect(other.idRecipe).not.toBe(first.idRecipe);
  });

  it('refuses a reused Idempotency-Key with another body, operation or caller (422, nothing written)', async () => {
    const key = { 'idempotency-key': 'key-0004-abcdef' };
    const first = await create('nutritionist', salad({ name: 'first-body' }), key);
    // The same body in another field order replays the first answer.
    const reordered = Object.fromEntries(Object.entries(salad({ name: 'first-body' })).reverse());
    expect((await create('nutritionist', reordered, key)).idRecipe).toBe(first.idRecipe);
    const different = await call('nutritionist', 'POST', '/recipe/', salad({ name: 'DIFFERENT-body' }), key);
    expect(different.statusCode).toBe(422);
    expect(different.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_MISMATCH', field: 'Idempotency-Key' });
    expect(different.json().message).toMatch(
      /^Idempotency-Key key-0004-abcdef was already used with a different body; nothing was written/,
    );
    const otherCaller = await call('admin', 'POST', '/recipe/', salad({ name: 'first-body' }), key);
    expect(otherCaller.statusCode).toBe(422);
    expect(otherCaller.json().message).toMatch(/already used by another caller/);
    const otherOperation = await call('nutritionist', 'POST', '/foodgroup/', { name: 'Key reuse group' }, key);
    expect(otherOperation.statusCode).toBe(422);
    expect(otherOperation.json().message).toMatch(/for another operation \(saveRecipe\)/);
    expect(await count("SELECT count(*) AS n FROM recipe WHERE name IN ('first-body', 'DIFFERENT-body')")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM food_group WHERE name = 'Key reuse group'")).toBe(0);
  });

  it('lets a plain user edit and delete only recipes they authored', async () => {
    expect((await call('user', 'POST', '/recipe/', salad({ name: 'User salad', author: { id: 99999 } }))).statusCode).toBe(403);
    const mine = await create('user', salad({ name: 'User salad' }));
    expect(mine.author.externalID).toBe('demo-user');
    const theirs = await create('nutritionist', salad({ name: 'Staff salad' }));
    expect(
      (await call('user', 'POST', '/recipe/', salad({ idRecipe: mine.idRecipe, version: 1, name: 'User salad 2' }))).statusCode,
    ).toBe(200);
    const refused = await call('user', 'POST', '/recipe/', salad({ idRecipe: theirs.idRecipe, version: 1, name: 'Hijacked' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await call('user', 'DELETE', `/recipe/${theirs.idRecipe}`)).statusCode).toBe(403);
    expect((await sql<{ name: string }>('SELECT name FROM recipe WHERE id = $1', [theirs.idRecipe]))[0].name).toBe('Staff salad');
    // Staff edit anyone's recipe; the author stays.
    const staffEdit = await call(
      'nutritionist',
      'POST',
      '/recipe/',
      salad({ idRecipe: mine.idRecipe, version: 2, name: 'Checked by staff' }),
    );
    expect(staffEdit.json().data.author.externalID).toBe('demo-user');
    expect((await call('user', 'DELETE', `/recipe/${mine.idRecipe}`)).statusCode).toBe(204);
    expect((await call('user', 'GET', `/recipe/${mine.idRecipe}`)).statusCode).toBe(404);
  });

  it('lets an admin set the author (picked from listRecipeAuthors, which staff read for the list filter)', async () => {
    const authors = await call('admin', 'GET', '/account/authors');
    expect(authors.statusCode).toBe(200);
    const userAuthor =
      authors.json().find((a: { externalID: string }) => a.externalID === 'demo-user') ?? (await create('user')).author;
    const r = await create('admin', salad({ name: 'Written for the user', author: { id: userAuthor.id } }));
    expect(r.author).toMatchObject({ id: userAuthor.id, externalID: 'demo-user' });
    expect((await call('user', 'POST', '/recipe/', salad({ idRecipe: r.idRecipe, version: 1 }))).statusCode).toBe(200);
    expect((await call('admin', 'POST', '/recipe/', salad({ author: { id: 987654 } }))).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'author.id',
    });
    expect((await call('nutritionist', 'GET', '/account/authors')).json()).toEqual(authors.json());
    for (const user of ['ambassador', 'user', 'exporter']) {
      expect((await call(user, 'GET', '/account/authors')).statusCode).toBe(403);
    }
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    [
      'a negative quantity',
      { recipeIngredients: [{ ingredient: { idIngredient: 1 }, quantity: -1, unit: { name: 'GRAMS', quantityInGrams: 1 } }] },
      'recipeIngredients[0].quantity',
    ],
    [
      'a quantity finer than its 0.01 step',
      { recipeIngredients: [{ ingredient: { idIngredient: 1 }, quantity: 1.234, unit: { name: 'GRAMS', quantityInGrams: 1 } }] },
      'recipeIngredients[0].quantity',
    ],
    [
      'an unknown ingredient',
      {
        recipeIngredients: [{ ingredient: { idIngredient: 99999999 }, quantity: 1, unit: { name: 'GRAMS', quantityInGrams: 1 } }],
      },
      'recipeIngredients[0].ingredient.idIngredient',
    ],
    [
      'a unit of another ingredient',
      {
        recipeIngredients: [
          { ingredient: { idIngredient: 1 }, quantity: 1, unit: { idUnit: 999999, name: 'CUP', quantityInGrams: 1 } },
        ],
      },
      'recipeIngredients[0].unit',
    ],
    ['zero servings', { preparationDetails: { servings: 0 } }, 'preparationDetails.servings'],
    ['no servings', { preparationDetails: {} }, 'preparationDetails.servings'],
    ['a meal type that does not exist', { tags: [{ name: 'ELEVENSES', category: 'MEAL_TYPE' }] }, 'tags[0].name'],
    ['an unknown field', { colour: 'red' }, 'colour'],
    ['an update without version', { idRecipe: 1 }, 'version'],
  ])('refuses %s with 400 naming the field and writes nothing', async (_label, patch, field) => {
    const before = await count('SELECT count(*) AS n FROM recipe');
    const res = await call('nutritionist', 'POST', '/recipe/', salad({ name: 'Bad input salad', ...patch }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await count('SELECT count(*) AS n FROM recipe')).toBe(before);
  });

  it('answers 404 for an unknown recipe and for ids of another context (read, update, delete)', async () => {
    const nl = await create('nutritionist', salad({ name: 'Dutch only' }));
    for (const user of ['nutritionist.dk', 'admin.dk']) {
      expect((await call(user, 'GET', `/recipe/${nl.idRecipe}`)).statusCode).toBe(404);
      expect((await call(user, 'DELETE', `/recipe/${nl.idRecipe}`)).statusCode).toBe(404);
      const update = await call(user, 'POST', '/recipe/', salad({ idRecipe: nl.idRecipe, version: 1, name: 'Danish takeover' }));
      expect(update.statusCode).toBe(404);
    }
    expect((await sql<{ name: string }>('SELECT name FROM recipe WHERE id = $1', [nl.idRecipe]))[0].name).toBe('Dutch only');
    expect(await count("SELECT count(*) AS n FROM recipe WHERE name = 'Danish takeover'", [], 'dk')).toBe(0);
    expect((await call('user', 'GET', '/recipe/99999999')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call('user', 'GET', '/recipe/abc')).statusCode).toBe(400);
  });

  it('lists simple recipes for pickers (pageSize 101, searchText, x-result-count)', async () => {
    const res = await call('user', 'GET', '/recipe/simple?searchText=pizza');
    expect(res.statusCode).toBe(200);
    const expected = await count(
      "SELECT count(*) AS n FROM recipe WHERE name ILIKE '%pizza%' OR shared.word_similarity('pizza', name) >= 0.6",
    );
    expect(Number(res.headers['x-result-count'])).toBe(expected);
    expect(res.json().length).toBe(Math.min(101, expected));
    const all = await call('user', 'GET', '/recipe/simple?page=1&pageSize=10');
    expect(all.json()).toHaveLength(10);
    expect(Object.keys(all.json()[0]).sort()).toEqual(['idRecipe', 'name']);
  });

  it('lists tags, generated diet tags, food restrictions, sources and NUTS regions', async () => {
    await create('nutritionist', salad({ name: 'Tagged', tags: [{ name: 'picnic', category: 'OTHER' }], source: 'Grandma' }));
    const tags = (await call('user', 'GET', '/tag')).json();
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: 'BREAKFAST', category: 'MEAL_TYPE' },
        { name: 'picnic', category: 'OTHER' },
        { name: 'VEGAN', category: 'DIET' },
      ]),
    );

    const generated = (await call('user', 'GET', `/recipe/generateTags?ingId=${tomato.id}&ingId=${pork}`)).json();
    expect(generated.every((t: { category: string }) => t.category === 'DIET')).toBe(true);
    expect(generated.map((t: { name: string }) => t.name)).not.toContain('VEGAN');
    expect(
      (await call('user', 'GET', `/recipe/generateTags?ingId=${tomato.id}`)).json().map((t: { name: string }) => t.name),
    ).toContain('VEGAN');
    expect((await call('user', 'GET', '/recipe/generateTags')).json()).toEqual([]);
    expect((await call('user', 'GET', '/recipe/generateTags?ingId=99999999')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'ingId',
    });

    const [{ id: noPork }] = await sql<{ id: number }>(
      "INSERT INTO food_restriction (name) VALUES ('No pork chops') RETURNING id",
    );
    await sql('INSERT INTO food_restriction_ingredient VALUES ($1, $2)', [noPork, pork]);
    const names = async (q: string) =>
      (await call('user', 'GET', `/recipe/food-restrictions?${q}`)).json().map((r: { name: string }) => r.name);
    expect(await names(`ingId=${tomato.id}`)).toContain('No pork chops');
    expect(await names(`ingId=${tomato.id}&ingId=${pork}`)).not.toContain('No pork chops');
    expect((await call('user', 'GET', '/food-restrictions')).json()).toEqual(
      expect.arrayContaining([{ idFoodRestriction: noPork, name: 'No pork chops', enabled: true }]),
    );
    expect((await call('user', 'GET', '/food-restrictions', undefined)).statusCode).toBe(200);

    expect((await call('user', 'GET', '/recipe/recipe-source')).json()).toEqual(
      expect.arrayContaining(['Grandma', 'USDA FNDDS 2.0']),
    );
    const nuts = (await call('user', 'GET', '/nuts')).json();
    expect(nuts).toEqual(
      expect.arrayContaining([
        { code: 'NL3', name: 'West-Nederland', level: 1 },
        { code: 'PT', name: 'Portugal', level: 0 },
      ]),
    );
  });

  it.each(['admin', 'nutritionist', 'ambassador', 'user', 'exporter'])('lets %s call the read operations', async (user) => {
    for (const url of [
      '/tag',
      '/recipe/simple',
      '/recipe/recipe-source',
      '/food-restrictions',
      '/nuts',
      '/recipe/generateTags',
      '/recipe/food-restrictions',
    ]) {
      expect((await call(user, 'GET', url)).statusCode).toBe(200);
    }
  });

  it('creates and edits recipes in each role (ambassador in its own context)', async () => {
    for (const user of ['admin', 'ambassador', 'exporter']) {
      const r = await create(user, salad({ name: `By ${user}`, recipeIngredients: [] }));
      expect(r.author.externalID).toBe(user === 'exporter' ? 'test-exporter' : `demo-${user}`);
      expect(
        (
          await call(
            user,
            'POST',
            '/recipe/',
            salad({ idRecipe: r.idRecipe, version: 1, name: `By ${user}`, recipeIngredients: [] }),
          )
        ).statusCode,
      ).toBe(200);
    }
    expect(await count("SELECT count(*) AS n FROM recipe WHERE name = 'By ambassador'", [], 'es')).toBe(1);
    expect(await count("SELECT count(*) AS n FROM recipe WHERE name = 'By ambassador'", [], 'nl')).toBe(0);
  });
});
