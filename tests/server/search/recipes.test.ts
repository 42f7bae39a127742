/**
 * searchRecipes and getRecipeStats on the seeded catalogue: every filter is checked against an
 * independent SQL query over the same context, plus a few recipes made through the app API.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

type Row = {
  idRecipe: number;
  name: string;
  recipeNutritionalInfo?: { energyKcal?: number };
  tags?: { name: string; category: string }[];
};

describe('search: recipes', () => {
  let server: TestServer;
  let lentilId: number;
  let authorId: number;
  let restrictionId: number;
  let excludedIngredient: number;

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = [], ctx: 'nl' | 'dk' = 'nl') =>
    server.db.transaction((tx) => tx.query<T>(text, params), { context: ctx });
  const ids = async (text: string, params: unknown[] = []) =>
    (await sql<{ id: number }>(text, params)).map((r) => Number(r.id)).sort((a, b) => a - b);

  async function search(query: string, user = 'nutritionist') {
    const res = await server.app.inject({ method: 'GET', url: `/search/recipes?${query}`, headers: await server.auth(user) });
    return res;
  }
  /** All ids matching `query` (one big page) and the x-result-count header. */
  async function allIds(query: string) {
    const res = await search(`${query}&count=200&model=SIMPLE`);
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['x-result-count']);
    const found: number[] = (res.json() as Row[]).map((r) => r.idRecipe);
    for (let offset = 200; offset < total; offset += 200) {
      const page = await search(`${query}&count=200&offset=${offset}&model=SIMPLE`);
      found.push(...(page.json() as Row[]).map((r) => r.idRecipe));
    }
    return { total, ids: found.sort((a, b) => a - b) };
  }

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'], seed: true });
    // A recipe made through the API (the author gets an id) with an ingredient a restriction excludes.
    const [lentils] = await sql<{ id: number }>(
      "SELECT id FROM ingredient WHERE name ILIKE 'Lentils, mature seeds, cooked, boiled%' ORDER BY id LIMIT 1",
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/recipe/',
      headers: await server.auth('nutritionist'),
      payload: {
        name: 'Zesty lentil apricot soup',
        status: 'DRAFT',
        recipeIngredients: [
          { ingredient: { idIngredient: lentils.id }, quantity: 300, unit: { name: 'GRAMS', quantityInGrams: 1 } },
        ],
        tags: [
          { name: 'SOUP', category: 'MEAL_TYPE' },
          { name: 'WINTER', category: 'SEASON' },
          { name: 'family', category: 'OTHER' },
        ],
        preparationDetails: { servings: 3, preparationTime: 10, cookingTime: 30 },
        i18nLabels: { nl: { NAME: 'Linzensoep' } },
      },
    });
    expect(res.statusCode).toBe(200);
    lentilId = res.json().data.idRecipe;
    authorId = res.json().data.author.id;
    excludedIngredient = Number(lentils.id);
    [{ id: restrictionId }] = await sql<{ id: number }>("INSERT INTO food_restriction (name) VALUES ('No lentils') RETURNING id");
    await sql('INSERT INTO food_restriction_ingredient (food_restriction_id, ingredient_id) VALUES ($1, $2)', [
      restrictionId,
      excludedIngredient,
    ]);
  });
  afterAll(async () => server?.close());

  it('pages with offset and count and puts the total in x-result-count', async () => {
    const total = await ids('SELECT id FROM recipe');
    const first = await search('count=5');
    expect(first.statusCode).toBe(200);
    expect(Number(first.headers['x-result-count'])).toBe(total.length);
    const rows = first.json() as Row[];
    expect(rows).toHaveLength(5);
    const second = await search('count=5&offset=5');
    expect((second.json() as Row[]).map((r) => r.idRecipe)).not.toContain(rows[0].idRecipe);
    const beyond = await search(`count=5&offset=${total.length + 10}`);
    expect(beyond.json()).toEqual([]);
    expect(Number(beyond.headers['x-result-count'])).toBe(total.length);
  });

  it('fills every EXTENDED field, with availableTranslations; SIMPLE has id, name and status only', async () => {
    const res = await search('name=Zesty%20lentil%20apricot%20soup&count=1');
    const [row] = res.json();
    expect(row).toMatchObject({
      idRecipe: lentilId,
      name: 'Zesty lentil apricot soup',
      status: 'DRAFT',
      version: 1,
      availableTranslations: ['en', 'nl'],
      author: { id: authorId, externalID: 'demo-nutritionist' },
      preparationDetails: { servings: 3, preparationTime: 10, cookingTime: 30 },
    });
    expect(row.recipeNutritionalInfo.energyKcal).toBeGreaterThan(0);
    expect(row.tags).toEqual(expect.arrayContaining([{ name: 'SOUP', category: 'MEAL_TYPE' }]));
    const simple = await search('name=Zesty%20lentil%20apricot%20soup&count=1&model=SIMPLE');
    expect(Object.keys(simple.json()[0]).sort()).toEqual(['idRecipe', 'name', 'status']);
  });

  it('finds a recipe by a misspelt name (trigram word similarity) and by a substring', async () => {
    const typo = await search('name=lentl%20soup');
    expect((typo.json() as Row[])[0].name).toBe('Lentil soup');
    expect(await ids("SELECT id FROM recipe WHERE name ILIKE '%lentl soup%'")).toEqual([]);
    const mine = await search('name=zesty%20lentl%20aprcot');
    expect((mine.json() as Row[])[0].idRecipe).toBe(lentilId);
    const sub = await allIds('name=pizza');
    expect(sub.ids).toEqual(expect.arrayContaining(await ids("SELECT id FROM recipe WHERE name ILIKE '%pizza%'")));
    const literal = await search('name=100%25_');
    expect(literal.statusCode).toBe(200);
  });

  it('searches the name in the language asked for', async () => {
    const res = await search('name=Linzensoep&lang=nl');
    expect((res.json() as Row[]).map((r) => r.name)).toEqual(['Linzensoep']);
    expect((await allIds('lang=nl')).ids).toEqual([lentilId]);
  });

  const cases: [string, string, string, unknown[]?][] = [
    [
      'idIngredient',
      'idIngredient=$ING',
      'SELECT DISTINCT recipe_id AS id FROM recipe_ingredient WHERE ingredient_id = $1',
      ['ING'],
    ],
    [
      'tagName (all of)',
      'tagName=SOUP&tagName=WINTER',
      "SELECT recipe_id AS id FROM recipe_tag WHERE name IN ('SOUP', 'WINTER') GROUP BY recipe_id HAVING count(DISTINCT name) = 2",
    ],
    ['suitableDiet', 'suitableDiet=VEGAN&suitableDiet=NO_PORK', "SELECT id FROM recipe WHERE diets @> ARRAY['VEGAN', 'NO_PORK']"],
    ['cuisine', 'cuisine=ITALIAN', "SELECT id FROM recipe WHERE cuisine = 'ITALIAN'"],
    [
      'expertiseLevel',
      'expertiseLevel=BEGINNER&expertiseLevel=ADVANCED',
      "SELECT id FROM recipe WHERE expertise_level IN ('BEGINNER', 'ADVANCED')",
    ],
    ['kcal range', 'minKcal=200&maxKcal=250', 'SELECT id FROM recipe WHERE energy_kcal_per_serving BETWEEN 200 AND 250'],
    ['protein ratio', 'minProteinRatio=0.3&maxProteinRatio=0.5', 'SELECT id FROM recipe WHERE protein_ratio BETWEEN 0.3 AND 0.5'],
    ['fat ratio', 'minFatRatio=0.6', 'SELECT id FROM recipe WHERE fat_ratio >= 0.6'],
    ['carbs ratio', 'maxCarbsRatio=0.05', 'SELECT id FROM recipe WHERE carbohydrate_ratio <= 0.05'],
    ['servings', 'minServings=3&maxServings=4', 'SELECT id FROM recipe WHERE servings BETWEEN 3 AND 4'],
    ['maxPreparationTime', 'maxPreparationTime=10', 'SELECT id FROM recipe WHERE preparation_time <= 10'],
    ['maxCookingTime', 'maxCookingTime=15', 'SELECT id FROM recipe WHERE cooking_time <= 15'],
    ['status', 'status=DRAFT', "SELECT id FROM recipe WHERE status = 'DRAFT'"],
    [
      'mealType (any of)',
      'mealType=SOUP&mealType=SALAD',
      "SELECT DISTINCT recipe_id AS id FROM recipe_tag WHERE category = 'MEAL_TYPE' AND name IN ('SOUP', 'SALAD')",
    ],
    ['season', 'season=SUMMER', "SELECT DISTINCT recipe_id AS id FROM recipe_tag WHERE category = 'SEASON' AND name = 'SUMMER'"],
    [
      'noMealTypes',
      'noMealTypes=true&mealType=SOUP',
      "SELECT id FROM recipe r WHERE NOT EXISTS (SELECT 1 FROM recipe_tag t WHERE t.recipe_id = r.id AND t.category = 'MEAL_TYPE' AND t.name <> 'NO_MEAL_TYPE')",
    ],
    [
      'noSeasons',
      'noSeasons=true',
      "SELECT id FROM recipe r WHERE NOT EXISTS (SELECT 1 FROM recipe_tag t WHERE t.recipe_id = r.id AND t.category = 'SEASON' AND t.name <> 'NO_SEASON')",
    ],
    [
      'suitableFoodRestrictionID',
      'suitableFoodRestrictionID=$FR',
      'SELECT id FROM recipe r WHERE NOT EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.recipe_id = r.id AND ri.ingredient_id = $1)',
      ['ING'],
    ],
    ['authorId', 'authorId=$AUTHOR', "SELECT id FROM recipe WHERE author_external_id = 'demo-nutritionist'"],
    [
      'combined',
      'suitableDiet=LACTO_OVO_VEGETARIAN&mealType=BREAKFAST&maxKcal=300&expertiseLevel=BEGINNER',
      "SELECT id FROM recipe r WHERE 'LACTO_OVO_VEGETARIAN' = ANY(diets) AND energy_kcal_per_serving <= 300 AND expertise_level = 'BEGINNER' AND EXISTS (SELECT 1 FROM recipe_tag t WHERE t.recipe_id = r.id AND t.category = 'MEAL_TYPE' AND t.name = 'BREAKFAST')",
    ],
  ];
  it.each(cases)('filter %s returns exactly the recipes independent SQL finds', async (_label, query, check, params = []) => {
    const fill = (s: string) =>
      s.replace('$ING', String(excludedIngredient)).replace('$FR', String(restrictionId)).replace('$AUTHOR', String(authorId));
    const expected = await ids(
      check,
      params.map((p) => (p === 'ING' ? excludedIngredient : p)),
    );
    const got = await allIds(fill(query));
    expect(got.total).toBe(expected.length);
    expect(got.ids).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('filters ratios on shares of energy by the 4/4/9 factors (the stored ratios are those shares)', async () => {
    const [off] = await sql<{ n: string }>(`SELECT count(*) AS n FROM recipe WHERE abs(protein_ratio - (4 * protein_per_serving)
      / nullif(4 * protein_per_serving + 9 * fat_per_serving + 4 * carbohydrate_per_serving, 0)) > 0.001
      OR abs(fat_ratio - (9 * fat_per_serving) / nullif(4 * protein_per_serving + 9 * fat_per_serving + 4 * carbohydrate_per_serving, 0)) > 0.001`);
    expect(Number(off.n)).toBe(0);
  });

  it('sorts by energy per serving, ascending and descending', async () => {
    for (const dir of ['ASC', 'DESC'] as const) {
      const res = await search(`sortField=ENERGY_PER_SERVING&sortDirection=${dir}&count=50&mealType=SOUP`);
      const kcal = (res.json() as Row[]).map((r) => r.recipeNutritionalInfo!.energyKcal!);
      const sorted = [...kcal].sort((a, b) => (dir === 'ASC' ? a - b : b - a));
      expect(kcal).toEqual(sorted);
    }
  });

  it('answers statistics over the same filters', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/search/recipes/stats?mealType=SOUP',
      headers: await server.auth('user'),
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const soups = await ids("SELECT DISTINCT recipe_id AS id FROM recipe_tag WHERE category = 'MEAL_TYPE' AND name = 'SOUP'");
    expect(stats.total).toBe(soups.length);
    expect(stats.byEnergyBand).toHaveLength(11);
    expect(stats.byEnergyBand.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(soups.length);
    expect(stats.byMealType).toEqual(expect.arrayContaining([{ key: 'SOUP', count: soups.length }]));
    expect(stats.byStatus.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(soups.length);
    const [avg] = await sql<{ e: number }>(`SELECT avg(energy_kcal_per_serving) AS e FROM recipe WHERE id = ANY($1::int[])`, [
      soups,
    ]);
    expect(stats.averages.energyKcal).toBeCloseTo(Number(avg.e), 0);
    const none = await server.app.inject({
      method: 'GET',
      url: '/search/recipes/stats?name=zzzzqqqxx',
      headers: await server.auth('user'),
    });
    expect(none.json()).toMatchObject({ total: 0, averages: { energyKcal: 0, protein: 0, fat: 0, carbohydrate: 0 } });
  });

  it.each([
    ['minKcal=-1', 'minKcal'],
    ['count=500', 'count'],
    ['mealType=LUNCHBOX', 'mealType[0]'],
    ['maxProteinRatio=1.5', 'maxProteinRatio'],
    ['minKcal=500&maxKcal=100', 'minKcal'],
    ['lang=english', 'lang'],
    ['idIngredient=abc', 'idIngredient'],
    ['sortField=NAME', 'sortField'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().field).toContain(field.replace(/\[0\]$/, ''));
    const stats = await server.app.inject({
      method: 'GET',
      url: `/search/recipes/stats?${query}`,
      headers: await server.auth('user'),
    });
    if (!query.startsWith('count') && !query.startsWith('sortField')) expect(stats.statusCode).toBe(400);
  });

  it.each(['admin', 'nutritionist', 'ambassador', 'user', 'exporter'])('lets %s search (any signed-in account)', async (user) => {
    const res = await search('count=1', user);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a call without a token', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/search/recipes' })).statusCode).toBe(401);
  });

  it('keeps contexts apart: a recipe made in nl is not found with a dk token', async () => {
    const res = await search('name=Zesty%20lentil%20apricot%20soup', 'nutritionist.dk');
    expect((res.json() as Row[]).map((r) => r.idRecipe)).not.toContain(lentilId);
    expect((res.json() as Row[]).map((r) => r.name)).not.toContain('Zesty lentil apricot soup');
    expect((await search('status=DRAFT', 'nutritionist.dk')).headers['x-result-count']).toBe('0');
  });
});
