/**
 * The ingredient, unit, LanguaL and display-name calls of the app API over HTTP on the seeded catalogue:
 * each role, another context's ids, bad input, the 204 / 409 / UNIT_IN_USE answers, imports between
 * contexts and recipes recomputed when an ingredient's figures change.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(300_000);

type Ctx = 'nl' | 'dk' | 'es';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('ingredients API', () => {
  let server: TestServer;
  let apple = 0;
  let butterDk = 0;
  let popular = { id: 0, recipes: 0 };

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = [], ctx: Ctx = 'nl') =>
    server.db.transaction((tx) => tx.query<T>(text, params), { context: ctx });
  const call = async (user: string, method: Method, url: string, payload?: unknown) =>
    server.app.inject({ method, url: `/api${url}`, headers: await server.auth(user), payload: payload as object });
  const idOf = async (externalId: string, ctx: Ctx = 'nl') =>
    Number((await sql<{ id: number }>('SELECT id FROM ingredient WHERE external_id = $1', [externalId], ctx))[0].id);

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'], seed: true });
    apple = await idOf('09003');
    butterDk = await idOf('01001', 'dk');
    const [p] = await sql<{ id: number; n: string }>(
      'SELECT ingredient_id AS id, count(DISTINCT recipe_id) AS n FROM recipe_ingredient GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    );
    popular = { id: Number(p.id), recipes: Number(p.n) };
  });
  afterAll(async () => server?.close());

  it.each(['admin', 'nutritionist', 'ambassador', 'user'])(
    'lets %s read ingredients, units, LanguaL and display names',
    async (user) => {
      const id = user === 'ambassador' ? await idOf('09003', 'es') : apple;
      const list = await call(user, 'GET', '/ingredient?search=apple&pageSize=5');
      expect(list.statusCode).toBe(200);
      expect(Number(list.headers['x-result-count'])).toBeGreaterThan(5);
      expect(list.json()).toHaveLength(5);
      const one = await call(user, 'GET', `/ingredient/${id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({
        idIngredient: id,
        name: 'Apples, raw, with skin',
        source: 'EUROFIR',
        externalID: '09003',
      });
      expect((await call(user, 'GET', '/langual')).statusCode).toBe(200);
      expect((await call(user, 'GET', '/ingredientgroup')).statusCode).toBe(200);
    },
  );

  it('lists with the filters of the FCDB screen, 20 a page by default, and the total in x-result-count', async () => {
    const res = await call('nutritionist', 'GET', '/ingredient');
    expect(res.json()).toHaveLength(20);
    const [{ n }] = await sql<{ n: string }>('SELECT count(*) AS n FROM ingredient');
    expect(Number(res.headers['x-result-count'])).toBe(Number(n));
    const used = await call(
      'nutritionist',
      'GET',
      '/ingredient?onlyUsedInRecipes=true&unitsFilter=WITH_UNITS&visibilityFilter=VISIBLE&ingredientGroupFilter=WITHOUT_IG&page=1',
    );
    expect(used.statusCode).toBe(200);
    const [{ n: expected }] = await sql<{
      n: string;
    }>(`SELECT count(*) AS n FROM ingredient i WHERE NOT hide_from_user AND ingredient_group_id IS NULL
      AND EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.ingredient_id = i.id) AND EXISTS (SELECT 1 FROM unit u WHERE u.ingredient_id = i.id AND u.name <> 'GRAMS')`);
    expect(Number(used.headers['x-result-count'])).toBe(Number(expected));
    for (const row of used.json()) expect(row.usedInRecipes).toBeGreaterThan(0);
    const groups = await sql<{ id: number }>('SELECT id FROM food_group ORDER BY id LIMIT 2');
    const byGroup = await call(
      'nutritionist',
      'GET',
      `/ingredient?foodGroup=${groups[0].id}&foodGroup=${groups[1].id}&pageSize=200`,
    );
    const [{ n: inGroups }] = await sql<{ n: string }>(
      'SELECT count(DISTINCT ingredient_id) AS n FROM ingredient_food_group WHERE food_group_id = ANY($1::int[])',
      [groups.map((g) => g.id)],
    );
    expect(Number(byGroup.headers['x-result-count'])).toBe(Number(inGroups));
  });

  it('filters ingredients with data issues, and the editor shows the reasons', async () => {
    const flagged = await call('nutritionist', 'GET', '/ingredient?withDataIssues=true&pageSize=200');
    const clean = await call('nutritionist', 'GET', '/ingredient?withDataIssues=false&pageSize=1');
    const all = await call('nutritionist', 'GET', '/ingredient?pageSize=1');
    const total = Number(flagged.headers['x-result-count']);
    expect(total).toBeGreaterThan(0);
    expect(total + Number(clean.headers['x-result-count'])).toBe(Number(all.headers['x-result-count']));
    for (const row of flagged.json().slice(0, 10)) {
      const issues = (await call('nutritionist', 'GET', `/ingredient/${row.idIngredient}`)).json().dataIssues;
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue.message.length).toBeGreaterThan(10);
    }
    // The search service filters the same way.
    const search = await server.app.inject({
      method: 'GET',
      url: '/search/ingredients?withDataIssues=true&count=1',
      headers: await server.auth('nutritionist'),
    });
    expect(Number(search.headers['x-result-count'])).toBe(total);
  });

  it('reads the seeded facts with their reasons', async () => {
    const [pork] = await sql<{ id: number; fact_reasons: Record<string, string> }>(
      "SELECT id, fact_reasons FROM ingredient WHERE 'PORK' = ANY(animal_origins) ORDER BY id LIMIT 1",
    );
    const read = (await call('user', 'GET', `/ingredient/${pork.id}`)).json();
    expect(read.animalOrigins).toEqual(expect.arrayContaining(['MEAT', 'PORK']));
    expect(read.factReasons).toEqual(pork.fact_reasons);
    expect(read.factReasons.PORK).toEqual(expect.any(String));
    expect(read.suitableDiets).not.toContain('NO_PORK');
    expect((await call('user', 'GET', `/ingredient/${apple}`)).json()).toMatchObject({
      animalOrigins: [],
      glutenCereals: [],
      factReasons: {},
    });
  });

  it('refuses bad input with 400 naming the field, never a 5xx', async () => {
    for (const [url, field] of [
      ['/ingredient?unitsFilter=SOME', 'unitsFilter'],
      ['/ingredient?languaLID=apple', 'languaLID'],
      ['/ingredient?pageSize=0', 'pageSize'],
      ['/ingredient/abc', 'id'],
    ]) {
      const res = await call('nutritionist', 'GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toContain(field);
    }
    const blank = await call('nutritionist', 'POST', `/ingredient/${apple}`, { name: '   ', version: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ field: 'name', message: 'Name cannot be empty' });
    expect((await call('nutritionist', 'POST', `/ingredient/${apple}`, { name: 'x', version: 1, energy: -1 })).statusCode).toBe(
      400,
    );
    // An unknown fact: the document's enum answers, naming the field and the values it takes.
    const beef = await call('nutritionist', 'POST', `/ingredient/${apple}`, { name: 'x', version: 1, animalOrigins: ['BEEF'] });
    expect(beef.statusCode).toBe(400);
    expect(beef.json()).toMatchObject({
      field: 'animalOrigins[0]',
      message: 'Animal origin 1 must be one of: MEAT, PORK, POULTRY, FISH, SHELLFISH, DAIRY, EGG, HONEY, GELATINE',
    });
    const corn = await call('nutritionist', 'POST', `/ingredient/${apple}`, { name: 'x', version: 1, glutenCereals: ['CORN'] });
    expect(corn.statusCode).toBe(400);
    expect(corn.json()).toMatchObject({ field: 'glutenCereals[0]', message: expect.stringContaining('WHEAT, BARLEY, RYE') });
    expect(
      (await call('nutritionist', 'POST', `/ingredient/${apple}/units`, [{ name: 'CUP', quantityInGrams: 1.5 }])).statusCode,
    ).toBe(400);
    expect((await call('nutritionist', 'POST', '/ingredient/import', { idIngredient: apple, country: 'xx' })).statusCode).toBe(
      400,
    );
    expect((await call('nutritionist', 'POST', '/ingredientgroup', { name: 'Apples', ingredientIds: [] })).statusCode).toBe(400);
    expect((await call('nutritionist', 'GET', '/langual/X')).statusCode).toBe(400);
    expect((await call('nutritionist', 'GET', '/langual?name=a')).statusCode).toBe(400);
  });

  it("answers 403 to plain users for every change, and 404 for another context's ids", async () => {
    const writes: [Method, string, unknown][] = [
      ['POST', `/ingredient/${apple}`, { name: 'Apple', version: 1 }],
      ['POST', `/ingredient/${apple}/visibility?hidden=true`, undefined],
      ['POST', `/ingredient/${apple}/units`, []],
      ['POST', `/ingredient/${apple}/duplicate`, undefined],
      ['DELETE', `/ingredient/${apple}`, undefined],
      ['POST', '/ingredient/import', { idIngredient: butterDk, country: 'dk' }],
      ['POST', '/ingredientgroup', { name: 'A', ingredientIds: [apple] }],
    ];
    for (const [method, url, body] of writes) expect((await call('user', method, url, body)).statusCode).toBe(403);
    // An id that exists only in dk is not found from nl.
    const [{ id: dkOnly }] = await sql<{ id: number }>(
      "INSERT INTO ingredient (id, name) VALUES (900001, 'Rugbrød') RETURNING id",
      [],
      'dk',
    );
    for (const [method, url, body] of [
      ['GET', `/ingredient/${dkOnly}`, undefined],
      ['POST', `/ingredient/${dkOnly}`, { name: 'x', version: 1 }],
      ['POST', `/ingredient/${dkOnly}/visibility?hidden=true`, undefined],
      ['POST', `/ingredient/${dkOnly}/units`, []],
      ['POST', `/ingredient/${dkOnly}/duplicate`, undefined],
      ['DELETE', `/ingredient/${dkOnly}`, undefined],
    ] as [Method, string, unknown][]) {
      expect([method, url, (await call('nutritionist', method, url, body)).statusCode]).toEqual([method, url, 404]);
    }
    expect((await call('nutritionist.dk', 'GET', `/ingredient/${dkOnly}`)).statusCode).toBe(200);
  });

  it('saves with 204, hides with 204, and the list shows it hidden', async () => {
    const got = (await call('ambassador', 'GET', `/ingredient/${await idOf('09003', 'es')}`)).json();
    // The editor sends back what it loaded (read-only fields included) with its changes.
    const saved = await call('ambassador', 'POST', `/ingredient/${got.idIngredient}`, { ...got, englishName: 'Apple' });
    expect(saved.statusCode).toBe(204);
    expect(saved.body).toBe('');
    const hide = await call('ambassador', 'POST', `/ingredient/${got.idIngredient}/visibility?hidden=true`);
    expect(hide.statusCode).toBe(204);
    const hidden = (await call('ambassador', 'GET', '/ingredient?visibilityFilter=HIDDEN&pageSize=200')).json();
    expect(hidden.map((r: { idIngredient: number }) => r.idIngredient)).toContain(got.idIngredient);
    const after = (await call('ambassador', 'GET', `/ingredient/${got.idIngredient}`)).json();
    expect(after).toMatchObject({ englishName: 'Apple', hideFromUser: true, energy: got.energy, units: got.units });
  });

  it('refuses to delete a unit a recipe uses with UNIT_IN_USE and keeps the list', async () => {
    const [line] = await sql<{ ingredient_id: number; unit_id: number }>(
      "SELECT ingredient_id, unit_id FROM recipe_ingredient WHERE unit_id IS NOT NULL AND unit_name <> 'GRAMS' LIMIT 1",
    );
    const id = Number(line.ingredient_id);
    const units = (await call('nutritionist', 'GET', `/ingredient/${id}`)).json().units as {
      idUnit: number;
      name: string;
      quantityInGrams: number;
    }[];
    const rest = units
      .filter((u) => u.idUnit !== Number(line.unit_id))
      .map((u) => ({ idUnit: u.idUnit, name: u.name, quantityInGrams: u.quantityInGrams }));
    const res = await call('nutritionist', 'POST', `/ingredient/${id}/units`, rest);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'UNIT_IN_USE', message: 'Cannot delete units in use' });
    expect((await call('nutritionist', 'GET', `/ingredient/${id}`)).json().units).toEqual(units);
    const added = await call('nutritionist', 'POST', `/ingredient/${id}/units`, [
      ...units
        .map((u) => ({ idUnit: u.idUnit, name: u.name, quantityInGrams: u.quantityInGrams }))
        .filter((u) => u.name !== 'PINCH'),
      { name: 'PINCH', quantityInGrams: 1 },
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json().map((u: { name: string }) => u.name)).toEqual([
      ...units.map((u) => u.name).filter((n) => n !== 'PINCH'),
      'PINCH',
    ]);
    // Units sent with their stored grams keep them, decimals included (nothing rounded behind the editor's back).
    const grams = (list: { name: string; quantityInGrams: number }[]) =>
      Object.fromEntries(list.filter((u) => u.name !== 'PINCH').map((u) => [u.name, u.quantityInGrams]));
    expect(grams(added.json())).toEqual(grams(units));
    // A changed unit takes whole grams.
    const changed = units.map((u) => ({ ...u, quantityInGrams: u.name === 'GRAMS' ? 1 : u.quantityInGrams + 0.5 }));
    const refused = await call('nutritionist', 'POST', `/ingredient/${id}/units`, changed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Grams must be a whole number greater than 0');
  });

  it('refuses to delete EUROFIR ingredients; duplicates (200) and deletes the copy (204)', async () => {
    const refused = await call('admin', 'DELETE', `/ingredient/${apple}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INGREDIENT_NOT_DELETABLE', message: 'EUROFIR ingredients cannot be deleted' });
    const copy = await call('admin', 'POST', `/ingredient/${apple}/duplicate`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toMatchObject({ name: 'Apples, raw, with skin (copy)', source: 'USER' });
    expect((await call('admin', 'DELETE', `/ingredient/${copy.json().idIngredient}`)).statusCode).toBe(204);
    expect((await call('admin', 'GET', `/ingredient/${copy.json().idIngredient}`)).statusCode).toBe(404);
  });

  it('imports from dk into nl: a seeded food is 409 "Ingredient already exists"; a duplicated one imports once', async () => {
    const seeded = await call('nutritionist', 'POST', '/ingredient/import', { idIngredient: butterDk, country: 'dk' });
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json()).toMatchObject({ code: 'INGREDIENT_ALREADY_EXISTS', message: 'Ingredient already exists' });
    const dup = (await call('nutritionist.dk', 'POST', `/ingredient/${butterDk}/duplicate`)).json();
    const imported = await call('nutritionist', 'POST', '/ingredient/import', { idIngredient: dup.idIngredient, country: 'dk' });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ name: 'Butter, salted (copy)', energy: dup.energy, hideFromUser: false });
    expect(
      (await call('nutritionist', 'POST', '/ingredient/import', { idIngredient: dup.idIngredient, country: 'dk' })).statusCode,
    ).toBe(409);
    // The search's country filter finds what came from dk.
    const fromDk = await server.app.inject({
      method: 'GET',
      url: '/search/ingredients?country=dk',
      headers: await server.auth('nutritionist'),
    });
    expect(fromDk.json().map((r: { idIngredient: number }) => r.idIngredient)).toEqual([imported.json().idIngredient]);
    expect(
      (await call('nutritionist', 'POST', '/ingredient/import', { idIngredient: 2_000_000, country: 'dk' })).statusCode,
    ).toBe(404);
    expect((await call('nutritionist', 'POST', '/ingredient/import', { idIngredient: apple, country: 'nl' })).statusCode).toBe(
      400,
    );
  });

  it('recomputes every recipe using an ingredient when its nutrition changes, in the save', async () => {
    const before = (await call('nutritionist', 'GET', `/ingredient/${popular.id}`)).json();
    const figures = `SELECT r.id, r.energy_kcal_per_serving AS e,
        (SELECT sum(weight_grams) FROM recipe_ingredient WHERE recipe_id = r.id AND ingredient_id = $1) / r.servings AS grams
      FROM recipe r WHERE EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.recipe_id = r.id AND ri.ingredient_id = $1) ORDER BY r.id`;
    const old = await sql<{ id: number; e: number; grams: number }>(figures, [popular.id]);
    expect(old).toHaveLength(popular.recipes);
    const { dataIssues: _d, ...body } = before;
    // 100 kcal more per 100 g: every recipe gains 1 kcal per gram of the ingredient in a serving.
    const res = await call('nutritionist', 'POST', `/ingredient/${popular.id}`, { ...body, energy: (before.energy ?? 0) + 100 });
    expect(res.statusCode).toBe(204);
    const now = new Map((await sql<{ id: number; e: number }>(figures, [popular.id])).map((r) => [Number(r.id), Number(r.e)]));
    const wrong = old.filter((r) => Math.abs(now.get(Number(r.id))! - (Number(r.e) + Number(r.grams))) > 0.01);
    expect(wrong).toEqual([]);
    // The recipe as the API reads it shows the new figure.
    const fresh = (await call('nutritionist', 'GET', `/recipe/${old[0].id}`)).json();
    expect(fresh.recipeNutritionalInfo.energyKcal).toBeCloseTo(now.get(Number(old[0].id))!, 3);
  });

  it('serves the LanguaL hierarchy: roots, search, term, parent and children', async () => {
    const roots = await call('user', 'GET', '/langual?pageSize=200');
    expect(roots.json().every((t: { parentId?: string }) => t.parentId === undefined)).toBe(true);
    const search = (await call('user', 'GET', '/langual?name=apple')).json();
    expect(search.length).toBeGreaterThan(0);
    const [{ code, parent_code: parent }] = await sql<{ code: string; parent_code: string }>(
      "SELECT code, parent_code FROM shared.langual_descriptor WHERE parent_code IS NOT NULL AND term ILIKE '%apple%' ORDER BY code LIMIT 1",
    );
    expect((await call('user', 'GET', `/langual/${code}`)).json()).toMatchObject({ id: code, parentId: parent });
    expect((await call('user', 'GET', `/langual/${code}/parent`)).json().id).toBe(parent);
    const children = (await call('user', 'GET', `/langual/${parent}/children`)).json();
    expect(children.map((t: { id: string }) => t.id)).toContain(code);
    const root = roots.json()[0].id;
    expect((await call('user', 'GET', `/langual/${root}/parent`)).statusCode).toBe(404);
    expect((await call('user', 'GET', '/langual/Z9999')).statusCode).toBe(404);
    expect((await call('user', 'GET', '/langual/Z9999/children')).statusCode).toBe(404);
  });

  it('creates (201), reads, updates, lists and deletes (204) display names', async () => {
    const banana = await idOf('09040');
    const created = await call('ambassador', 'POST', '/ingredientgroup', {
      name: 'Banana',
      ingredientIds: [await idOf('09040', 'es')],
    });
    expect(created.statusCode).toBe(201);
    const made = await call('nutritionist', 'POST', '/ingredientgroup', {
      name: 'Fruit',
      ingredientIds: [apple],
      nameTranslations: [{ languageCode: 'nl', translation: 'Fruit' }],
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().idIngredientGroup;
    expect((await call('nutritionist', 'POST', '/ingredientgroup', { name: 'fruit', ingredientIds: [apple] })).json().code).toBe(
      'INGREDIENT_GROUP_NAME_TAKEN',
    );
    const updated = await call('nutritionist', 'PUT', `/ingredientgroup/${id}`, {
      name: 'Fruits',
      ingredientIds: [apple, banana],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Fruits', ingredientCount: 2, nameTranslations: [] });
    const list = await call('user', 'GET', '/ingredientgroup?search=fruits');
    expect(list.json()).toEqual([expect.objectContaining({ idIngredientGroup: id, ingredientCount: 2 })]);
    expect(list.headers['x-result-count']).toBe('1');
    expect(
      (await call('nutritionist', 'GET', `/ingredient?ingredientGroupFilter=WITH_IG&pageSize=200`))
        .json()
        .map((r: { idIngredient: number }) => r.idIngredient),
    ).toEqual(expect.arrayContaining([apple, banana]));
    expect((await call('user', 'PUT', `/ingredientgroup/${id}`, { name: 'X', ingredientIds: [apple] })).statusCode).toBe(403);
    expect((await call('nutritionist.dk', 'GET', `/ingredientgroup/${id}`)).statusCode).toBe(404);
    expect((await call('nutritionist', 'DELETE', `/ingredientgroup/${id}`)).statusCode).toBe(204);
    expect((await call('nutritionist', 'GET', `/ingredient/${apple}`)).json().ingredientGroup).toBeUndefined();
  });
});
