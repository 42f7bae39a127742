/**
 * No input gets a 5xx: the recipe, photo and search operations called with values generated from the
 * kinds the documents declare (out-of-range and int64 ids, wrong types, injection text, long and
 * unicode strings, empty and oversized lists), with real tokens and real ids. Each answer must be a
 * 2xx/4xx, and every 4xx an Error body with a stable code.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

const HOSTILE_STRINGS = [
  "'; DROP TABLE recipe; --",
  '%',
  '_',
  '\\',
  '%_%\\',
  'ü🍲 ünïcödé',
  ' ',
  'a'.repeat(200),
  'a'.repeat(201),
  '<script>',
  '$1',
  'NULL',
  '\u0000',
];
const HOSTILE_NUMBERS = [
  '-1',
  '0',
  '1',
  '2147483647',
  '2147483648',
  '9223372036854775807',
  '99999999999999999999',
  '1.5',
  'NaN',
  'abc',
  '1e309',
  '',
];

describe('hostile input never gets a 5xx', () => {
  let server: TestServer;
  let recipeId: number;
  let ingredientId: number;
  let total = 0;
  const bad: string[] = [];

  async function check(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, user = 'nutritionist') {
    total += 1;
    const res = await server.app.inject({ method, url, headers: await server.auth(user), payload: payload as object });
    const ok =
      res.statusCode < 500 &&
      (res.statusCode < 400 || (typeof res.json().code === 'string' && typeof res.json().message === 'string'));
    if (!ok) bad.push(`${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
  }

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'] });
    [{ id: ingredientId }] = await server.db.transaction(
      (tx) =>
        tx.query<{ id: number }>("INSERT INTO ingredient (name, energy_kcal, protein) VALUES ('Test bean', 100, 7) RETURNING id"),
      { context: 'nl' },
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/recipe/',
      headers: await server.auth('nutritionist'),
      payload: {
        name: 'Bean stew',
        recipeIngredients: [
          { ingredient: { idIngredient: ingredientId }, quantity: 100, unit: { name: 'GRAMS', quantityInGrams: 1 } },
        ],
        preparationDetails: { servings: 2 },
      },
    });
    recipeId = res.json().data.idRecipe;
  });
  afterAll(async () => server?.close());

  it('search: every query parameter with hostile values', async () => {
    const recipeParams = [
      'offset',
      'count',
      'model',
      'name',
      'idIngredient',
      'tagName',
      'authorId',
      'suitableDiet',
      'suitableFoodRestrictionID',
      'cuisine',
      'expertiseLevel',
      'minKcal',
      'maxKcal',
      'minProteinRatio',
      'maxFatRatio',
      'minCarbsRatio',
      'minServings',
      'maxServings',
      'maxPreparationTime',
      'maxCookingTime',
      'lang',
      'status',
      'noMealTypes',
      'noSeasons',
      'mealType',
      'season',
      'sortField',
      'sortDirection',
    ];
    const ingredientParams = [
      'offset',
      'count',
      'name',
      'idGroup',
      'model',
      'country',
      'onlyUsedInRecipes',
      'languaLID',
      'includeLanguaLSubtree',
      'expand',
      'unitsFilter',
      'visibilityFilter',
      'ingredientGroupFilter',
      'withDataIssues',
    ];
    for (const value of [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS]) {
      const v = encodeURIComponent(value);
      for (const p of recipeParams) {
        await check('GET', `/search/recipes?${p}=${v}&${p}=${v}`);
        if (p !== 'offset' && p !== 'count' && p !== 'model' && p !== 'sortField' && p !== 'sortDirection')
          await check('GET', `/search/recipes/stats?${p}=${v}`);
      }
      for (const p of ingredientParams) await check('GET', `/search/ingredients?${p}=${v}`);
    }
    await check('GET', `/search/recipes?${Array.from({ length: 60 }, () => 'tagName=x').join('&')}`);
    await check('GET', '/search/recipes?name=bean&sortField=ENERGY_PER_SERVING&offset=100000000');
    expect(bad).toEqual([]);
  });

  it('recipes and lookups: ids and bodies with hostile values', async () => {
    for (const value of HOSTILE_NUMBERS) {
      const v = encodeURIComponent(value);
      await check('GET', `/api/recipe/${v}`);
      await check('DELETE', `/api/recipe/${v}`, undefined, 'user');
      await check('GET', `/api/recipe/generateTags?ingId=${v}`);
      await check('GET', `/api/recipe/food-restrictions?ingId=${v}&ingId=${ingredientId}`);
      await check('GET', `/api/recipe/simple?page=${v}&pageSize=${v}`);
      await check('GET', `/api/API/recipes/${v}/photos`);
      await check('GET', `/api/API/recipes/photos/${v}/thumbnail`);
    }
    for (const value of HOSTILE_STRINGS) await check('GET', `/api/recipe/simple?searchText=${encodeURIComponent(value)}`);

    const base = {
      name: 'Fuzzed',
      recipeIngredients: [
        { ingredient: { idIngredient: ingredientId }, quantity: 1, unit: { name: 'GRAMS', quantityInGrams: 1 } },
      ],
      preparationDetails: { servings: 1 },
    };
    const numbers: unknown[] = [-1, 0, 1e308, 2147483648, 9007199254740991, 1.5, '1', null, true, [], {}];
    const strings: unknown[] = [...HOSTILE_STRINGS, 'a'.repeat(256), 1, null, [], {}];
    const mutations: Record<string, unknown>[] = [
      ...numbers.map((n) => ({ idRecipe: n, version: 1 })),
      ...numbers.map((n) => ({ idRecipe: recipeId, version: n })),
      ...numbers.map((n) => ({ preparationDetails: { servings: n, preparationTime: n, cookingTime: n } })),
      ...numbers.map((n) => ({
        recipeIngredients: [{ ingredient: { idIngredient: n }, quantity: 1, unit: { name: 'GRAMS', quantityInGrams: 1 } }],
      })),
      ...numbers.map((n) => ({
        recipeIngredients: [
          { ingredient: { idIngredient: ingredientId }, quantity: n, unit: { idUnit: n, name: 'GRAMS', quantityInGrams: n } },
        ],
      })),
      ...numbers.map((n) => ({
        recipeIngredients: [
          {
            ingredient: { idIngredient: ingredientId },
            quantity: 1,
            unit: { name: 'GRAMS', quantityInGrams: 1 },
            weightYieldFactor: { factor: n },
            nutrientRetentionFactors: [{ nutrient: 'vitaminC_mg', factor: n }],
          },
        ],
      })),
      ...numbers.map((n) => ({ author: { id: n, externalID: 'x' } })),
      ...strings.map((s) => ({ name: s })),
      ...strings.map((s) => ({
        tags: [
          { name: s, category: 'OTHER' },
          { name: s, category: 'MEAL_TYPE' },
        ],
      })),
      ...strings.map((s) => ({ cuisine: s, expertiseLevel: s, status: s })),
      ...strings.map((s) => ({ source: s, otherInfo: s })),
      ...strings.map((s) => ({ nutsRegion: { code: s, name: s, level: 1 } })),
      ...strings.map((s) => ({ i18nLabels: { [String(s).slice(0, 10)]: { NAME: s } } })),
      { recipeIngredients: Array.from({ length: 201 }, () => base.recipeIngredients[0]) },
      { tags: Array.from({ length: 101 }, (_, i) => ({ name: `t${i}`, category: 'OTHER' })) },
    ];
    for (const m of mutations) await check('POST', '/api/recipe/', { ...base, ...m }, 'admin');
    for (const body of [null, [], 'text', 42, {}]) await check('POST', '/api/recipe/', body);
    for (const body of [
      [],
      [0],
      [-1],
      [1, 1],
      ['a'],
      [2147483648],
      [9007199254740991],
      Array.from({ length: 101 }, (_, i) => i + 1),
      {},
    ]) {
      await check('DELETE', '/api/API/recipes/photos', body, 'user');
    }
    expect(bad).toEqual([]);
    expect(total).toBeGreaterThan(1000);
    console.log(`hostile-input: ${total} generated requests, none answered 5xx`);
  });
});
