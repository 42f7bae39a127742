/**
 * The FCDB list (app API listIngredients) and the search service's list against independent SQL: the
 * LanguaL subtree filter as a recursive walk of the thesaurus along every parent of a descriptor, kept
 * true when an ingredient's descriptors change (save, duplicate, import, delete), the name search's total
 * beside its page, and its ranking by word_similarity.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(300_000);

type Ctx = 'nl' | 'dk';
type Row = { idIngredient: number; name: string };

describe('ingredient list: LanguaL subtrees and name search', () => {
  let server: TestServer;
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = [], ctx: Ctx = 'nl') =>
    server.db.transaction((tx) => tx.query<T>(text, params), { context: ctx });
  const ids = async (text: string, params: unknown[] = [], ctx: Ctx = 'nl') =>
    (await sql<{ id: number }>(text, params, ctx)).map((r) => Number(r.id)).sort((a, b) => a - b);
  const call = async (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: await server.auth(user), payload: payload as object });

  /**
   * Every ingredient whose descriptors lie in the subtrees of `codes`, walking the parent links down: every
   * parent of a descriptor (all_parent_codes), not only LanguaL's own broader term (parent_code).
   */
  const inSubtrees = (codes: string[], ctx: Ctx = 'nl') =>
    ids(
      `WITH RECURSIVE d(code) AS (SELECT unnest($1::text[])
        UNION SELECT c.code FROM shared.langual_descriptor c JOIN d ON c.parent_code = d.code OR d.code = ANY(c.all_parent_codes))
      SELECT DISTINCT il.ingredient_id AS id FROM ingredient_langual il JOIN d ON d.code = il.langual_code`,
      [codes],
      ctx,
    );

  /** Every page of a list call (`search=` is the search service's `name=`): the ids and the first x-result-count. */
  async function listAll(service: 'api' | 'search', query: string, user = 'nutritionist') {
    const found: number[] = [];
    let total = -1;
    for (let page = 0; total < 0 || page * 200 < total; page += 1) {
      const url =
        service === 'api'
          ? `/api/ingredient?${query}&pageSize=200&page=${page}`
          : `/search/ingredients?${query.replace(/\bsearch=/g, 'name=')}&count=200&offset=${page * 200}&model=SIMPLE`;
      const res = await call(user, 'GET', url);
      expect(res.statusCode).toBe(200);
      if (total < 0) total = Number(res.headers['x-result-count']);
      found.push(...(res.json() as Row[]).map((r) => r.idIngredient));
    }
    return { total, ids: found.sort((a, b) => a - b) };
  }

  beforeAll(async () => {
    // The run's snapshot of three seeded contexts (tests/setup/databases.ts); nl and dk are the ones read.
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'], seed: true });
  });
  afterAll(async () => server?.close());

  it.each([
    ['one descriptor, several levels deep', ['B1140']],
    ['two descriptors', ['B1579', 'B1140']],
    ['a facet', ['A0361']],
    ['a leaf', ['B1245']],
  ])('filters a LanguaL subtree (%s) as a walk of the thesaurus, on both services', async (_label, codes) => {
    const expected = await inSubtrees(codes);
    expect(expected.length).toBeGreaterThan(0);
    const query = codes.map((c) => `languaLID=${c}`).join('&');
    for (const service of ['api', 'search'] as const) {
      const got = await listAll(service, query);
      expect(got.total).toBe(expected.length);
      expect(got.ids).toEqual(expected);
    }
  });

  it('puts a descriptor with several parents in the subtree of each: potato (B1218) under B1016 and B1018', async () => {
    const [potato] = await sql<{ parent_code: string; all_parent_codes: string[] }>(
      "SELECT parent_code, all_parent_codes FROM shared.langual_descriptor WHERE code = 'B1218'",
    );
    // LanguaL's broader term is STARCH-PRODUCING PLANT; the thesaurus also files it under root vegetables.
    expect(potato).toEqual({ parent_code: 'B1016', all_parent_codes: ['B1016', 'B1018'] });
    const potatoes = await ids("SELECT DISTINCT ingredient_id AS id FROM ingredient_langual WHERE langual_code = 'B1218'");
    expect(potatoes.length).toBeGreaterThan(10);
    // B1018 (root, tuber or bulb vegetables) and its ancestor B1579 (vegetable-producing plant) are reached
    // only through potato's second parent; B1016 through its first.
    for (const code of ['B1016', 'B1018', 'B1579']) {
      const expected = await inSubtrees([code]);
      expect(expected).toEqual(expect.arrayContaining(potatoes));
      for (const service of ['api', 'search'] as const) {
        const got = await listAll(service, `languaLID=${code}`);
        expect(got.total).toBe(expected.length);
        expect(got.ids).toEqual(expected);
      }
    }
    for (const ctx of ['nl', 'dk'] as const) {
      const stored = await sql<{ n: number }>(
        "SELECT count(*)::int AS n FROM ingredient_langual il JOIN ingredient i ON i.id = il.ingredient_id WHERE il.langual_code = 'B1218' AND NOT i.langual_subtree @> ARRAY['B1016', 'B1018', 'B1579']",
        [],
        ctx,
      );
      expect(stored[0].n).toBe(0);
    }

    // The hierarchy shows it under both parents, and its term names both.
    expect((await call('nutritionist', 'GET', '/api/langual/B1218')).json()).toMatchObject({
      id: 'B1218',
      parentId: 'B1016',
      parentIds: ['B1016', 'B1018'],
    });
    for (const parent of ['B1016', 'B1018']) {
      const children = (await call('nutritionist', 'GET', `/api/langual/${parent}/children`)).json() as { id: string }[];
      expect(children.map((c) => c.id)).toContain('B1218');
    }
    expect((await call('nutritionist', 'GET', '/api/langual/B1218/parent')).json().id).toBe('B1016');
  });

  it('follows an ingredient saved with other descriptors at once, and its duplicate, import and delete', async () => {
    const [{ id: apple }] = await sql<{ id: number }>("SELECT id FROM ingredient WHERE external_id = '09003'");
    const { dataIssues: _d, ...body } = (await call('nutritionist', 'GET', `/api/ingredient/${apple}`)).json();
    expect((await listAll('api', 'languaLID=B1245')).ids).toContain(apple);
    // Tomato (B1276) lies under vegetable-producing plants (B1579), not under apple (B1245).
    const saved = await call('nutritionist', 'POST', `/api/ingredient/${apple}`, {
      ...body,
      languaLDescriptors: [{ id: 'B1276' }],
    });
    expect(saved.statusCode).toBe(204);
    expect((await listAll('api', 'languaLID=B1579')).ids).toContain(apple);
    expect((await listAll('search', 'languaLID=B1579')).ids).toContain(apple);
    expect((await listAll('api', 'languaLID=B1245')).ids).not.toContain(apple);
    expect((await listAll('api', 'languaLID=B1276&includeLanguaLSubtree=false')).ids).toContain(apple);

    const copy = (await call('nutritionist', 'POST', `/api/ingredient/${apple}/duplicate`)).json().idIngredient as number;
    expect((await listAll('api', 'languaLID=B1579')).ids).toContain(copy);
    expect((await call('nutritionist', 'DELETE', `/api/ingredient/${copy}`)).statusCode).toBe(204);
    expect((await listAll('api', 'languaLID=B1579')).ids).not.toContain(copy);

    // A food made in dk and imported into nl brings its descriptors, and the filter finds it in nl.
    const [{ id: appleDk }] = await sql<{ id: number }>("SELECT id FROM ingredient WHERE external_id = '09003'", [], 'dk');
    const dkCopy = (await call('nutritionist.dk', 'POST', `/api/ingredient/${appleDk}/duplicate`)).json().idIngredient;
    const imported = await call('nutritionist', 'POST', '/api/ingredient/import', { idIngredient: dkCopy, country: 'dk' });
    expect(imported.statusCode).toBe(200);
    expect((await listAll('api', 'languaLID=B1245')).ids).toContain(imported.json().idIngredient);

    // Whatever wrote the links, every stored subtree is the walk up from the ingredient's descriptors,
    // along every parent of each descriptor.
    for (const ctx of ['nl', 'dk'] as const) {
      const wrong = await sql(
        `WITH RECURSIVE up(ingredient_id, code) AS (SELECT ingredient_id, langual_code FROM ingredient_langual
          UNION SELECT up.ingredient_id, p.code FROM up JOIN shared.langual_descriptor d ON d.code = up.code
          JOIN LATERAL (SELECT d.parent_code UNION SELECT unnest(d.all_parent_codes)) p(code) ON p.code IS NOT NULL)
        , walked AS (SELECT ingredient_id, array_agg(DISTINCT code ORDER BY code) AS codes FROM up GROUP BY ingredient_id)
        SELECT i.id FROM ingredient i LEFT JOIN walked w ON w.ingredient_id = i.id
        WHERE i.langual_subtree IS DISTINCT FROM coalesce(w.codes, '{}')`,
        [],
        ctx,
      );
      expect(wrong).toEqual([]);
    }
  });

  it('searches by name with the total beside the page, best match first', async () => {
    const expected = await ids(
      "SELECT id FROM ingredient WHERE name ILIKE '%apple%' OR shared.word_similarity('apple', name) >= 0.6",
    );
    for (const service of ['api', 'search'] as const) {
      const got = await listAll(service, 'search=apple');
      expect(got.total).toBe(expected.length);
      expect(got.ids).toEqual(expected);
    }
    const typo = await call('nutritionist', 'GET', '/api/ingredient?search=chedar%20chese');
    expect((typo.json() as Row[])[0].name).toBe('Cheese, cheddar');
    expect(Number(typo.headers['x-result-count'])).toBe((typo.json() as Row[]).length);
  });

  it.each(['raw', 'Apple', 'milk', 'chese', 'chicken breast'])(
    'ranks the search "%s" by word_similarity, page after page, on both services',
    async (text) => {
      // The order the list promises: word_similarity on the searchable text, best first, then name and id.
      const expected = (
        await sql<{ id: number }>(
          `SELECT i.id FROM ingredient i
          WHERE ingredient_search_text(i.name, i.english_name, i.original_name) ILIKE '%' || $1::text || '%'
            OR $1 <% ingredient_search_text(i.name, i.english_name, i.original_name)
          ORDER BY word_similarity($1, ingredient_search_text(i.name, i.english_name, i.original_name)) DESC, i.name, i.id`,
          [text],
        )
      ).map((r) => Number(r.id));
      expect(expected.length).toBeGreaterThan(0);
      for (const service of ['api', 'search'] as const) {
        const inOrder: number[] = [];
        for (let page = 0; page * 200 < expected.length; page += 1) {
          const url =
            service === 'api'
              ? `/api/ingredient?search=${encodeURIComponent(text)}&pageSize=200&page=${page}`
              : `/search/ingredients?name=${encodeURIComponent(text)}&count=200&offset=${page * 200}&model=SIMPLE`;
          inOrder.push(...((await call('nutritionist', 'GET', url)).json() as Row[]).map((r) => r.idIngredient));
        }
        expect(inOrder).toEqual(expected);
      }
    },
  );

  it('says the total on a page past the last one, with or without a search', async () => {
    for (const query of ['search=apple&page=100', 'page=1000', 'languaLID=B1140&page=100']) {
      const res = await call('nutritionist', 'GET', `/api/ingredient?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect(Number(res.headers['x-result-count'])).toBeGreaterThan(100);
    }
  });
});
