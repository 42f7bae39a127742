/** searchIngredients on the seeded SR28 catalogue, each filter against independent SQL. */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

type Row = {
  idIngredient: number;
  name: string;
  englishName?: string;
  units?: unknown[];
  groups?: unknown[];
  usedInRecipes?: number;
};

describe('search: ingredients', () => {
  let server: TestServer;
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.db.transaction((tx) => tx.query<T>(text, params), { context: 'nl' });
  const ids = async (text: string, params: unknown[] = []) =>
    (await sql<{ id: number }>(text, params)).map((r) => Number(r.id)).sort((a, b) => a - b);

  async function search(query: string, user = 'nutritionist') {
    return server.app.inject({ method: 'GET', url: `/search/ingredients?${query}`, headers: await server.auth(user) });
  }
  async function allIds(query: string) {
    const found: number[] = [];
    let total = 0;
    for (let offset = 0; offset === 0 || offset < total; offset += 200) {
      const res = await search(`${query}&count=200&offset=${offset}&model=SIMPLE`);
      expect(res.statusCode).toBe(200);
      total = Number(res.headers['x-result-count']);
      found.push(...(res.json() as Row[]).map((r) => r.idIngredient));
    }
    return { total, ids: found.sort((a, b) => a - b) };
  }

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'], seed: true });
    // Some variety for the flag filters: one hidden ingredient, one in a display-name group.
    const [{ id: group }] = await sql<{ id: number }>("INSERT INTO ingredient_group (name) VALUES ('Apples') RETURNING id");
    await sql("UPDATE ingredient SET ingredient_group_id = $1 WHERE external_id = '09003'", [group]);
    await sql("UPDATE ingredient SET hide_from_user = true WHERE external_id = '01001'");
  });
  afterAll(async () => server?.close());

  it('finds ingredients by a misspelt name, best match first, on name or English name', async () => {
    const res = await search('name=chedar%20chese');
    expect(res.statusCode).toBe(200);
    expect((res.json() as Row[])[0].name).toBe('Cheese, cheddar');
    await sql("UPDATE ingredient SET english_name = 'Granny apple spread' WHERE external_id = '09003'");
    const byEnglish = await search('name=granny%20aple');
    expect((byEnglish.json() as Row[])[0].englishName).toBe('Granny apple spread');
    await sql("UPDATE ingredient SET english_name = name WHERE external_id = '09003'");
  });

  it('fills NUTRITIONIST_UI fields (units, groups, usedInRecipes) and keeps SIMPLE small', async () => {
    const res = await search('name=Butter,%20salted&count=1');
    const [row] = res.json();
    expect(row).toMatchObject({ name: 'Butter, salted', source: 'EUROFIR', hideFromUser: true, energyKcal: 717 });
    expect(row.units).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'TABLESPOON', quantityInGrams: 14.2 })]));
    expect(row.groups).toHaveLength(1);
    expect(row.unitCount).toBe((row.units as { name: string }[]).filter((u) => u.name !== 'GRAMS').length);
    expect(row.unitCount).toBeGreaterThan(0);
    const [used] = await sql<{ n: string }>(
      'SELECT count(DISTINCT recipe_id) AS n FROM recipe_ingredient WHERE ingredient_id = $1',
      [row.idIngredient],
    );
    expect(row.usedInRecipes).toBe(Number(used.n));
    const simple = (await search('name=Butter,%20salted&count=1&model=SIMPLE&expand=units')).json()[0];
    expect(Object.keys(simple).sort()).toEqual(['englishName', 'idIngredient', 'name', 'units']);
  });

  it('pages and counts', async () => {
    const res = await search('count=7&offset=14');
    expect(res.json()).toHaveLength(7);
    expect(Number(res.headers['x-result-count'])).toBe((await ids('SELECT id FROM ingredient')).length);
  });

  it('filters LanguaL descriptors with and without their subtree', async () => {
    // A descriptor whose descendants index ingredients it does not index itself.
    const [{ code }] = await sql<{ code: string }>(`SELECT p.code FROM shared.langual_descriptor p
      JOIN shared.langual_descriptor c ON c.parent_code = p.code JOIN ingredient_langual il ON il.langual_code = c.code
      GROUP BY p.code ORDER BY count(DISTINCT il.ingredient_id) DESC LIMIT 1`);
    const subtree = await ids(
      `SELECT DISTINCT il.ingredient_id AS id FROM ingredient_langual il JOIN shared.langual_descriptor d ON d.code = il.langual_code
      WHERE d.code = $1 OR $1 = ANY(d.all_parent_codes)`,
      [code],
    );
    const direct = await ids('SELECT ingredient_id AS id FROM ingredient_langual WHERE langual_code = $1', [code]);
    expect(subtree.length).toBeGreaterThan(direct.length);
    expect((await allIds(`languaLID=${code}`)).ids).toEqual(subtree);
    expect((await allIds(`languaLID=${code}&includeLanguaLSubtree=false`)).ids).toEqual(direct);
  });

  const cases: [string, string, string][] = [
    [
      'idGroup',
      'idGroup=$G1&idGroup=$G2',
      'SELECT DISTINCT ingredient_id AS id FROM ingredient_food_group WHERE food_group_id IN ($G1, $G2)',
    ],
    ['onlyUsedInRecipes', 'onlyUsedInRecipes=true', 'SELECT DISTINCT ingredient_id AS id FROM recipe_ingredient'],
    ['WITH_UNITS', 'unitsFilter=WITH_UNITS', "SELECT DISTINCT ingredient_id AS id FROM unit WHERE name <> 'GRAMS'"],
    [
      'WITHOUT_UNITS',
      'unitsFilter=WITHOUT_UNITS',
      "SELECT id FROM ingredient i WHERE NOT EXISTS (SELECT 1 FROM unit u WHERE u.ingredient_id = i.id AND u.name <> 'GRAMS')",
    ],
    ['HIDDEN', 'visibilityFilter=HIDDEN', 'SELECT id FROM ingredient WHERE hide_from_user'],
    [
      'VISIBLE + WITH_IG',
      'visibilityFilter=VISIBLE&ingredientGroupFilter=WITH_IG',
      'SELECT id FROM ingredient WHERE NOT hide_from_user AND ingredient_group_id IS NOT NULL',
    ],
    [
      'name + group',
      'name=apple&idGroup=$G1',
      "SELECT i.id FROM ingredient i JOIN ingredient_food_group g ON g.ingredient_id = i.id WHERE g.food_group_id = $G1 AND (i.name ILIKE '%apple%' OR shared.word_similarity('apple', i.name) >= 0.6)",
    ],
  ];
  it.each(cases)('filter %s matches independent SQL', async (_label, query, check) => {
    const groups = await ids('SELECT id FROM food_group ORDER BY id');
    const fill = (s: string) => s.replace(/\$G1/g, String(groups[8])).replace(/\$G2/g, String(groups[10]));
    const expected = await ids(fill(check));
    expect(expected.length).toBeGreaterThan(0);
    const got = await allIds(fill(query));
    expect(got.total).toBe(expected.length);
    expect(got.ids).toEqual(expected);
  });

  it.each([
    ['count=0', 'count'],
    ['languaLID=apple', 'languaLID'],
    ['unitsFilter=SOME', 'unitsFilter'],
    ['idGroup=-1', 'idGroup'],
    ['country=xx', 'country'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toContain(field);
  });

  it.each(['admin', 'nutritionist', 'ambassador', 'user', 'exporter'])('lets %s search', async (user) => {
    expect((await search('name=milk&count=3', user)).statusCode).toBe(200);
  });

  it('reads only the caller context (a dk-only ingredient is not found from nl)', async () => {
    await server.db.transaction((tx) => tx.query("INSERT INTO ingredient (name) VALUES ('Rugbrød special') RETURNING id"), {
      context: 'dk',
    });
    expect((await search('name=Rugbr%C3%B8d%20special', 'nutritionist.dk')).json()[0].name).toBe('Rugbrød special');
    expect((await search('name=Rugbr%C3%B8d%20special')).json().map((r: Row) => r.name)).not.toContain('Rugbrød special');
  });
});
