/**
 * Lost updates on the ingredient editor's save (saveIngredient): optimistic locking as recipes have it.
 * Two staff members load the same version; the first save wins (204, version + 1), the second is 409
 * INGREDIENT_VERSION_CONFLICT and writes nothing (not the row, translations, LanguaL, food groups, factors,
 * nor the recipes the save would recompute). Over HTTP on a small hand-made catalogue, PGlite or DATABASE_URL.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

describe('ingredient versions (saveIngredient)', () => {
  let server: TestServer;
  let spinach = 0;
  let greens = 0;
  let salad = 0;

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.db.transaction((tx) => tx.query<T>(text, params), { context: 'nl' });
  const call = async (user: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({ method, url: `/api${url}`, headers: await server.auth(user), payload: payload as object });
  /** What the editor loads: the ingredient as GET answers it. */
  const load = async (user: string) => {
    const res = await call(user, 'GET', `/ingredient/${spinach}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown> & { version: number; energy?: number };
  };
  /** Everything a save writes, read straight from the tables. */
  const stored = async () => ({
    row: (
      await sql(
        `SELECT name, english_name, energy_kcal, allergens, diets, animal_origins, gluten_cereals, fact_reasons,
                weight_yield_factors, nutrient_retention_factors, ingredient_group_id, version FROM ingredient WHERE id = $1`,
        [spinach],
      )
    )[0],
    translations: await sql(
      'SELECT language_code, translation FROM ingredient_name_translation WHERE ingredient_id = $1 ORDER BY 1',
      [spinach],
    ),
    langual: await sql('SELECT langual_code FROM ingredient_langual WHERE ingredient_id = $1 ORDER BY 1', [spinach]),
    groups: await sql('SELECT food_group_id FROM ingredient_food_group WHERE ingredient_id = $1 ORDER BY 1', [spinach]),
    recipe: (await sql('SELECT energy_kcal_per_serving, version, updated_at FROM recipe WHERE id = $1', [salad]))[0],
  });

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'] });
    await sql(`INSERT INTO shared.langual_descriptor (code, facet, term, parent_code) VALUES
      ('A0001', 'A', 'PRODUCT TYPE', NULL), ('A0100', 'A', 'VEGETABLE', 'A0001'), ('A0101', 'A', 'LEAF VEGETABLE', 'A0100')`);
    greens = Number((await sql<{ id: number }>("INSERT INTO food_group (name) VALUES ('Greens') RETURNING id"))[0].id);
    spinach = Number(
      (
        await sql<{ id: number }>(
          "INSERT INTO ingredient (name, english_name, energy_kcal, protein, fat, carbohydrate, diets) VALUES ('Spinach', 'Spinach', 23, 2.9, 0.4, 3.6, '{VEGAN}') RETURNING id",
        )
      )[0].id,
    );
    await sql("INSERT INTO unit (ingredient_id, name, quantity_in_grams) VALUES ($1, 'GRAMS', 1)", [spinach]);
    const created = await call('nutritionist', 'POST', '/recipe/', {
      name: 'Spinach salad',
      preparationDetails: { servings: 1 },
      recipeIngredients: [{ ingredient: { idIngredient: spinach }, quantity: 200, unit: { name: 'GRAMS', quantityInGrams: 1 } }],
    });
    expect(created.statusCode).toBe(200);
    salad = created.json().data.idRecipe;
  });
  afterAll(async () => server?.close());

  it('lets the first of two editors of one version save; the second gets 409 and writes nothing', async () => {
    // Two staff members open the editor on the same version.
    const a = await load('nutritionist');
    const b = await load('admin');
    expect(a.version).toBe(1);
    expect(b.version).toBe(a.version);
    const { dataIssues: _a, ...bodyA } = a;
    const { dataIssues: _b, ...bodyB } = b;

    const first = await call('nutritionist', 'POST', `/ingredient/${spinach}`, {
      ...bodyA,
      name: 'Spinach, raw (A)',
      energy: 30,
      nameTranslations: [{ languageCode: 'nl', translation: 'Spinazie' }],
      languaLDescriptors: [{ id: 'A0101' }],
      groups: [{ idGroup: greens, name: 'Greens' }],
      weightYieldFactors: [{ factor: 0.9, cookingMethod: 'BOILED' }],
      nutrientRetentionFactors: [{ nutrient: 'vitaminC_mg', factor: 0.5 }],
    });
    expect(first.statusCode).toBe(204);
    const afterFirst = await load('nutritionist');
    expect(afterFirst).toMatchObject({ version: a.version + 1, name: 'Spinach, raw (A)', energy: 30 });
    const firstSave = await stored();
    // The save recomputed the recipe (200 g of 30 kcal per 100 g) in the same transaction.
    expect(Number(firstSave.recipe.energy_kcal_per_serving)).toBeCloseTo(60, 5);

    const second = await call('admin', 'POST', `/ingredient/${spinach}`, {
      ...bodyB,
      name: 'Spinach, raw (B)',
      energy: 99,
      animalOrigins: ['DAIRY'],
      glutenCereals: ['WHEAT'],
      allergens: ['NUTS'],
      nameTranslations: [{ languageCode: 'pt', translation: 'Espinafre' }],
      languaLDescriptors: [{ id: 'A0100' }],
      groups: [],
      weightYieldFactors: [],
      nutrientRetentionFactors: [],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'INGREDIENT_VERSION_CONFLICT',
      field: 'version',
      message:
        'The ingredient was changed by someone else (you loaded version 1, it is now version 2); reload it and apply your changes again',
    });
    // Nothing of the second save was written: the ingredient, its links and its recipe are the first save's.
    expect(await stored()).toEqual(firstSave);
    expect(firstSave.row).toMatchObject({
      name: 'Spinach, raw (A)',
      version: 2,
      allergens: [],
      diets: ['LACTO_OVO_VEGETARIAN', 'PESCETARIAN', 'LACTO_VEGETARIAN', 'OVO_VEGETARIAN', 'VEGAN', 'LACTOSE_FREE', 'NO_PORK'],
      animal_origins: [],
      gluten_cereals: [],
      fact_reasons: {},
    });
    expect(firstSave.translations).toEqual([{ language_code: 'nl', translation: 'Spinazie' }]);
    expect(firstSave.langual).toEqual([{ langual_code: 'A0101' }]);
    expect(firstSave.groups.map((g) => Number(g.food_group_id))).toEqual([greens]);
  });

  it('saves twice in a row with the current version, one more each time, whatever the save touched', async () => {
    const loaded = await load('admin');
    const { dataIssues: _d, ...body } = loaded;
    // A save that recomputes the recipe (energy changes), then one that changes nothing at all.
    const once = await call('admin', 'POST', `/ingredient/${spinach}`, { ...body, energy: 25 });
    expect(once.statusCode).toBe(204);
    const again = await call('admin', 'POST', `/ingredient/${spinach}`, {
      ...body,
      energy: 25,
      version: loaded.version + 1,
    });
    expect(again.statusCode).toBe(204);
    expect((await load('admin')).version).toBe(loaded.version + 2);
    expect(Number((await stored()).recipe.energy_kcal_per_serving)).toBeCloseTo(50, 5);
    // The version loaded before the two saves is stale now.
    const stale = await call('admin', 'POST', `/ingredient/${spinach}`, { ...body, name: 'Old copy' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('INGREDIENT_VERSION_CONFLICT');
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const { dataIssues: _d, ...body } = await load('nutritionist');
    const [x, y] = await Promise.all([
      call('nutritionist', 'POST', `/ingredient/${spinach}`, { ...body, name: 'Save X', energy: 40 }),
      call('admin', 'POST', `/ingredient/${spinach}`, { ...body, name: 'Save Y', energy: 41 }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([204, 409]);
    const winner = x.statusCode === 204 ? { name: 'Save X', energy: 40 } : { name: 'Save Y', energy: 41 };
    expect(await load('nutritionist')).toMatchObject({ ...winner, version: body.version + 1 });
    expect(Number((await stored()).recipe.energy_kcal_per_serving)).toBeCloseTo(winner.energy * 2, 5);
  });

  it('refuses a save without a version (400 naming it) and answers an out-of-range one without a 5xx', async () => {
    const { dataIssues: _d, version, ...body } = await load('nutritionist');
    const missing = await call('nutritionist', 'POST', `/ingredient/${spinach}`, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('version');
    for (const odd of [-1, 2 ** 31, 1.5, '3']) {
      const res = await call('nutritionist', 'POST', `/ingredient/${spinach}`, { ...body, version: odd });
      expect([odd, res.statusCode, res.json().field]).toEqual([odd, 400, 'version']);
    }
    const never = await call('nutritionist', 'POST', `/ingredient/${spinach}`, { ...body, version: 2 ** 31 - 1 });
    expect(never.statusCode).toBe(409);
    expect((await load('nutritionist')).version).toBe(version);
  });

  it('leaves the version to saveIngredient: units and visibility are saved by their own calls', async () => {
    const before = await load('nutritionist');
    const units = await call('nutritionist', 'POST', `/ingredient/${spinach}/units`, [
      ...(before.units as unknown[]),
      { name: 'CUP', quantityInGrams: 30 },
    ]);
    expect(units.statusCode).toBe(200);
    expect((await call('nutritionist', 'POST', `/ingredient/${spinach}/visibility?hidden=true`)).statusCode).toBe(204);
    const after = await load('nutritionist');
    expect(after).toMatchObject({ version: before.version, hideFromUser: true });
    // So an editor that loaded before those calls still saves its fields.
    const { dataIssues: _d, ...body } = before;
    expect((await call('nutritionist', 'POST', `/ingredient/${spinach}`, { ...body, name: 'Spinach' })).statusCode).toBe(204);
  });
});
