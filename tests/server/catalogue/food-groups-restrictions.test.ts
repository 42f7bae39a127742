/**
 * Food groups and food restrictions over HTTP: every operation with each role, another context's ids,
 * bad input (4xx, never 5xx), the known-type refusal, and a recipe leaving a restriction's filter
 * results in the search backend as soon as the restriction's ingredients change.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(180_000);

type Method = 'GET' | 'POST' | 'DELETE';

describe('food groups and food restrictions over HTTP', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  const call = async (user: string, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url, headers: { ...(await server.auth(user)), ...headers }, payload: payload as object });
  const api = (user: string, method: Method, url: string, payload?: unknown) => call(user, method, `/api${url}`, payload);

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk', 'es'] });
    await server.db.transaction(
      async (tx) => {
        for (const name of ['Peanuts', 'Rice', 'Chicken breast']) {
          [{ id: ids[name] }] = await tx.query<{ id: number }>(
            'INSERT INTO ingredient (name, english_name) VALUES ($1, $1) RETURNING id',
            [name],
          );
        }
        [{ id: ids.poultry }] = await tx.query<{ id: number }>(
          "INSERT INTO food_group (name, known_food_group_type, source_code) VALUES ('Poultry Products', 'POULTRY', '0500') RETURNING id",
        );
        await tx.query('INSERT INTO ingredient_food_group (ingredient_id, food_group_id) VALUES ($1, $2)', [
          ids['Chicken breast'],
          ids.poultry,
        ]);
      },
      { context: 'nl' },
    );
    // Two published recipes through the API (so the search backend lists them as it lists any recipe).
    for (const [name, ingredients] of [
      ['Peanut rice', ['Peanuts', 'Rice']],
      ['Chicken rice', ['Chicken breast', 'Rice']],
    ] as const) {
      const res = await api('nutritionist', 'POST', '/recipe/', {
        name,
        status: 'PUBLISHED',
        preparationDetails: { servings: 2 },
        recipeIngredients: ingredients.map((i) => ({
          ingredient: { idIngredient: ids[i] },
          quantity: 100,
          unit: { name: 'GRAMS', quantityInGrams: 1 },
        })),
      });
      expect([res.statusCode, res.body.slice(0, 200)]).toEqual([200, expect.any(String)]);
      ids[name] = res.json().data.idRecipe;
    }
  });
  afterAll(async () => server?.close());

  describe('food groups', () => {
    it('lets a nutritionist create, rename, fill, empty and delete a group, and every role read it', async () => {
      const created = await call(
        'nutritionist',
        'POST',
        '/api/foodgroup/',
        { name: 'Grains' },
        { 'idempotency-key': 'grains-create-1' },
      );
      expect(created.statusCode).toBe(200);
      const id = created.json().idGroup;
      expect(created.json()).toEqual({ idGroup: id, name: 'Grains', ingredients: [] });
      const retried = await call(
        'nutritionist',
        'POST',
        '/api/foodgroup/',
        { name: 'Grains' },
        { 'idempotency-key': 'grains-create-1' },
      );
      expect(retried.json().idGroup).toBe(id);
      expect((await api('admin', 'POST', '/foodgroup/', { idGroup: id, name: 'Cereal grains' })).json().name).toBe(
        'Cereal grains',
      );
      const added = await api(
        'nutritionist',
        'POST',
        `/foodgroup/${id}/ingredient?idIngredient=${ids.Rice}&idIngredient=${ids.Peanuts}`,
      );
      expect(added.statusCode).toBe(200);
      expect(added.json().ingredients.map((i: { name: string }) => i.name)).toEqual(['Peanuts', 'Rice']);
      const removed = await api('nutritionist', 'DELETE', `/foodgroup/${id}/ingredient?idIngredient=${ids.Peanuts}`);
      expect(removed.statusCode).toBe(204);
      for (const user of ['admin', 'nutritionist', 'user', 'exporter']) {
        const list = await api(user, 'GET', '/foodgroup/');
        expect(list.statusCode).toBe(200);
        expect(list.json()).toEqual(expect.arrayContaining([{ idGroup: id, name: 'Cereal grains', ingredientCount: 1 }]));
        const one = await api(user, 'GET', `/foodgroup/${id}`);
        expect(one.json().ingredients).toEqual([{ idIngredient: ids.Rice, name: 'Rice', englishName: 'Rice' }]);
      }
      expect((await api('ambassador', 'GET', '/foodgroup/')).statusCode).toBe(200); // es: its own (empty) context
      expect((await api('nutritionist', 'DELETE', `/foodgroup/${id}`)).statusCode).toBe(204);
      expect((await api('nutritionist', 'GET', `/foodgroup/${id}`)).statusCode).toBe(404);
    });

    it('refuses to delete a group of a known type with 409 and the specification message', async () => {
      const res = await api('admin', 'DELETE', `/foodgroup/${ids.poultry}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'FOOD_GROUP_KNOWN_TYPE',
        message: 'Groups with a type known by the system cannot be deleted',
      });
      expect((await api('admin', 'GET', `/foodgroup/${ids.poultry}`)).json()).toMatchObject({ knownFoodGroupType: 'POULTRY' });
    });

    it.each(['ambassador', 'user', 'exporter'])('refuses every change to %s with 403', async (user) => {
      const results = [
        await api(user, 'POST', '/foodgroup/', { name: 'Mine' }),
        await api(user, 'DELETE', `/foodgroup/${ids.poultry}`),
        await api(user, 'POST', `/foodgroup/${ids.poultry}/ingredient?idIngredient=${ids.Rice}`),
        await api(user, 'DELETE', `/foodgroup/${ids.poultry}/ingredient?idIngredient=${ids['Chicken breast']}`),
      ];
      expect(results.map((r) => [r.statusCode, r.json().code])).toEqual(Array(4).fill([403, 'FORBIDDEN']));
    });

    it("answers 404 for another context's group and 400 for another context's ingredient", async () => {
      for (const [method, url] of [
        ['GET', `/foodgroup/${ids.poultry}`],
        ['DELETE', `/foodgroup/${ids.poultry}`],
        ['POST', `/foodgroup/${ids.poultry}/ingredient?idIngredient=1`],
        ['DELETE', `/foodgroup/${ids.poultry}/ingredient?idIngredient=1`],
      ] as const) {
        expect((await api('admin.dk', method, url)).statusCode).toBe(404);
      }
      const dkGroup = (await api('nutritionist.dk', 'POST', '/foodgroup/', { name: 'Rugbrød' })).json().idGroup;
      expect(
        (await api('nutritionist.dk', 'POST', `/foodgroup/${dkGroup}/ingredient?idIngredient=${ids.Rice}`)).json(),
      ).toMatchObject({ code: 'VALIDATION_ERROR', field: 'idIngredient' });
      expect((await api('nutritionist', 'GET', `/foodgroup/${ids.poultry}`)).json().ingredients).toHaveLength(1);
    });

    it('answers bad input with a 4xx naming the field, never a 5xx', async () => {
      const cases: [Method, string, unknown, number][] = [
        ['POST', '/foodgroup/', { name: '' }, 400],
        ['POST', '/foodgroup/', { name: '   ' }, 400],
        ['POST', '/foodgroup/', {}, 400],
        ['POST', '/foodgroup/', { name: 'x'.repeat(256) }, 400],
        ['POST', '/foodgroup/', { name: 'poultry products' }, 409],
        ['POST', '/foodgroup/', { idGroup: 'abc', name: 'X' }, 400],
        ['POST', '/foodgroup/', { idGroup: 99999999999, name: 'X' }, 404],
        ['POST', '/foodgroup/', { name: 'X', extra: 1 }, 400],
        ['GET', '/foodgroup/abc', undefined, 400],
        ['GET', '/foodgroup/0', undefined, 400],
        ['GET', '/foodgroup/99999999999', undefined, 400],
        ['POST', `/foodgroup/${ids.poultry}/ingredient`, undefined, 400],
        ['POST', `/foodgroup/${ids.poultry}/ingredient?idIngredient=abc`, undefined, 400],
        ['POST', `/foodgroup/${ids.poultry}/ingredient?idIngredient=123456`, undefined, 400],
        ['DELETE', `/foodgroup/${ids.poultry}/ingredient`, undefined, 400],
        ['DELETE', `/foodgroup/${ids.poultry}/ingredient?idIngredient=-1`, undefined, 400],
      ];
      const wrong: string[] = [];
      for (const [method, url, payload, status] of cases) {
        const res = await api('nutritionist', method, url, payload);
        if (res.statusCode !== status || !res.json().message)
          wrong.push(`${method} ${url} ${JSON.stringify(payload)}: ${res.statusCode} ${res.body}`);
      }
      expect(wrong).toEqual([]);
      expect((await api('nutritionist', 'POST', '/foodgroup/', { name: '' })).json().field).toBe('name');
    });
  });

  describe('food restrictions', () => {
    const suitable = async (id: number) => {
      const res = await call('user', 'GET', `/search/recipes?suitableFoodRestrictionID=${id}&count=100`);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .map((r: { name: string }) => r.name)
        .sort();
    };

    it("moves a recipe out of the restriction's search results as soon as the restriction excludes one of its ingredients", async () => {
      const created = await api('nutritionist', 'POST', '/food-restrictions/', {
        name: 'No nuts',
        enabled: true,
        ingredientsToExclude: [],
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().idFoodRestriction;
      expect(await suitable(id)).toEqual(['Chicken rice', 'Peanut rice']);
      const saved = await api('nutritionist', 'POST', '/food-restrictions/', {
        id,
        name: 'No nuts',
        enabled: true,
        ingredientsToExclude: [ids.Peanuts],
      });
      expect(saved.json()).toEqual({
        idFoodRestriction: id,
        name: 'No nuts',
        enabled: true,
        ingredientsToExclude: [{ idIngredient: ids.Peanuts, name: 'Peanuts', englishName: 'Peanuts' }],
      });
      expect(await suitable(id)).toEqual(['Chicken rice']);
      // The recipe editor's lookup follows too.
      const forPeanutRice = await api('user', 'GET', `/recipe/food-restrictions?ingId=${ids.Peanuts}&ingId=${ids.Rice}`);
      expect(forPeanutRice.json().map((r: { idFoodRestriction: number }) => r.idFoodRestriction)).not.toContain(id);
      await api('admin', 'POST', '/food-restrictions/', { id, name: 'No nuts', enabled: false, ingredientsToExclude: [] });
      expect(await suitable(id)).toEqual(['Chicken rice', 'Peanut rice']);
      expect((await api('user', 'GET', '/food-restrictions')).json()).toEqual(
        expect.arrayContaining([{ idFoodRestriction: id, name: 'No nuts', enabled: false }]),
      );
    });

    it('lets every role read, nutritionists and admins change and delete; others get 403', async () => {
      const { idFoodRestriction: id } = (
        await api('admin', 'POST', '/food-restrictions/', {
          name: 'No chicken',
          enabled: true,
          ingredientsToExclude: [ids['Chicken breast']],
        })
      ).json();
      for (const user of ['nutritionist', 'user', 'exporter']) {
        expect((await api(user, 'GET', `/food-restrictions/${id}`)).json()).toMatchObject({
          name: 'No chicken',
          ingredientsToExclude: [{ idIngredient: ids['Chicken breast'] }],
        });
      }
      for (const user of ['ambassador', 'user', 'exporter']) {
        expect(
          (await api(user, 'POST', '/food-restrictions/', { id, name: 'Hijack', enabled: true, ingredientsToExclude: [] }))
            .statusCode,
        ).toBe(403);
        expect((await api(user, 'DELETE', `/food-restrictions/${id}`)).statusCode).toBe(403);
      }
      expect((await api('nutritionist', 'DELETE', `/food-restrictions/${id}`)).statusCode).toBe(204);
      expect((await api('nutritionist', 'GET', `/food-restrictions/${id}`)).statusCode).toBe(404);
    });

    it("answers 404 for another context's restriction and 400 for another context's ingredient", async () => {
      const { idFoodRestriction: id } = (
        await api('nutritionist', 'POST', '/food-restrictions/', {
          name: 'No rice',
          enabled: true,
          ingredientsToExclude: [ids.Rice],
        })
      ).json();
      expect((await api('admin.dk', 'GET', `/food-restrictions/${id}`)).statusCode).toBe(404);
      expect((await api('admin.dk', 'DELETE', `/food-restrictions/${id}`)).statusCode).toBe(404);
      expect(
        (await api('admin.dk', 'POST', '/food-restrictions/', { id, name: 'x', enabled: true, ingredientsToExclude: [] }))
          .statusCode,
      ).toBe(404);
      const dk = await api('admin.dk', 'POST', '/food-restrictions/', {
        name: 'No rice',
        enabled: true,
        ingredientsToExclude: [ids.Rice],
      });
      expect(dk.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'ingredientsToExclude[0]' });
      expect((await api('nutritionist', 'GET', `/food-restrictions/${id}`)).json().name).toBe('No rice');
    });

    it('answers bad input with a 4xx naming the field, never a 5xx', async () => {
      const cases: [Method, string, unknown, number][] = [
        ['POST', '/food-restrictions/', { name: '', enabled: true, ingredientsToExclude: [] }, 400],
        ['POST', '/food-restrictions/', { name: '  ', enabled: true, ingredientsToExclude: [] }, 400],
        ['POST', '/food-restrictions/', { name: 'X', ingredientsToExclude: [] }, 400],
        ['POST', '/food-restrictions/', { name: 'X', enabled: 'yes', ingredientsToExclude: [] }, 400],
        ['POST', '/food-restrictions/', { name: 'X', enabled: true, ingredientsToExclude: [1, 1] }, 400],
        ['POST', '/food-restrictions/', { name: 'X', enabled: true, ingredientsToExclude: ['a'] }, 400],
        ['POST', '/food-restrictions/', { name: 'X', enabled: true, ingredientsToExclude: [99999999999] }, 400],
        ['POST', '/food-restrictions/', { id: 99999999999, name: 'X', enabled: true, ingredientsToExclude: [] }, 404],
        ['POST', '/food-restrictions/', { id: 424242, name: 'X', enabled: true, ingredientsToExclude: [] }, 404],
        ['POST', '/food-restrictions/', { name: 'NO RICE', enabled: true, ingredientsToExclude: [] }, 409],
        ['GET', '/food-restrictions/abc', undefined, 400],
        ['DELETE', '/food-restrictions/0', undefined, 400],
        ['DELETE', '/food-restrictions/424242', undefined, 404],
      ];
      const wrong: string[] = [];
      for (const [method, url, payload, status] of cases) {
        const res = await api('nutritionist', method, url, payload);
        if (res.statusCode !== status || !res.json().message)
          wrong.push(`${method} ${url} ${JSON.stringify(payload)}: ${res.statusCode} ${res.body}`);
      }
      expect(wrong).toEqual([]);
    });
  });
});
