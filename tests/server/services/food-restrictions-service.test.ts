/**
 * Food restrictions without HTTP: the role rules, validation, context isolation, and the recipes that suit
 * a restriction following a change of its ingredients at once (recipe search, editor lookup, planner).
 */
import type { Database } from '../../../src/server/db';
import { unitOfWork } from '../../../src/server/db';
import { createFoodRestrictionsService } from '../../../src/server/api/foodRestrictions/foodRestrictionsService';
import { createLookupsRepository } from '../../../src/server/api/recipes/lookupsRepository';
import { createPlannerCatalogueRepository } from '../../../src/server/planner/simulation/plannerCatalogueRepository';
import { createRecipeSearchService } from '../../../src/server/search/recipes/recipeSearchService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(60_000);

describe('food restrictions service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const restrictions = createFoodRestrictionsService();
  const search = createRecipeSearchService();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
    await db.transaction(
      async (tx) => {
        for (const name of ['Peanuts', 'Wheat flour', 'Milk', 'Tomato']) {
          [{ id: ids[name] }] = await tx.query<{ id: number }>(
            'INSERT INTO ingredient (name, english_name) VALUES ($1, $1) RETURNING id',
            [name],
          );
        }
        const recipe = async (name: string, ingredients: string[]) => {
          const [{ id }] = await tx.query<{ id: number }>(
            "INSERT INTO recipe (name, status) VALUES ($1, 'PUBLISHED') RETURNING id",
            [name],
          );
          for (const i of ingredients)
            await tx.query('INSERT INTO recipe_ingredient (recipe_id, ingredient_id, quantity) VALUES ($1, $2, 100)', [
              id,
              ids[i],
            ]);
          ids[name] = id;
        };
        await recipe('Satay', ['Peanuts', 'Tomato']);
        await recipe('Pancakes', ['Wheat flour', 'Milk']);
        await recipe('Tomato soup', ['Tomato']);
      },
      { context: 'nl' },
    );
  });
  afterAll(async () => drop?.());

  const nutritionist = () => callerFor(db, 'nl');
  const suiting = async (id: number) =>
    (await search.search(nutritionist(), { suitableFoodRestrictionID: [id] })).items.map((r) => r.name);

  it('creates a restriction with its excluded ingredients, and recipes that contain none of them suit it', async () => {
    const saved = await restrictions.save(nutritionist(), {
      name: 'No nuts',
      enabled: true,
      ingredientsToExclude: [ids.Peanuts],
    });
    expect(saved).toEqual({
      idFoodRestriction: expect.any(Number),
      name: 'No nuts',
      enabled: true,
      ingredientsToExclude: [{ idIngredient: ids.Peanuts, name: 'Peanuts', englishName: 'Peanuts' }],
    });
    expect(await suiting(saved.idFoodRestriction)).toEqual(['Pancakes', 'Tomato soup']);
    expect(await restrictions.get(callerFor(db, 'nl', { roles: [] }), saved.idFoodRestriction)).toEqual(saved);
  });

  it('a change of the ingredients moves recipes in and out of the search filter, the editor lookup and the planner at once', async () => {
    const caller = nutritionist();
    const { idFoodRestriction: id } = await restrictions.save(caller, {
      name: 'Gluten and dairy',
      enabled: false,
      ingredientsToExclude: [],
    });
    expect(await suiting(id)).toEqual(['Pancakes', 'Satay', 'Tomato soup']);
    await restrictions.save(caller, {
      id,
      name: 'Gluten and dairy',
      enabled: true,
      ingredientsToExclude: [ids['Wheat flour'], ids.Milk],
    });
    expect(await suiting(id)).toEqual(['Satay', 'Tomato soup']);
    const lookup = await unitOfWork(caller.db, createLookupsRepository)((l) => l.restrictionsAllowing([ids['Wheat flour']]));
    expect(lookup.map((r) => r.idFoodRestriction)).not.toContain(id);
    const planner = await unitOfWork(caller.db, createPlannerCatalogueRepository)((c) => c.foodRestrictions([id]));
    expect([...planner[0].ingredientsToExclude].sort()).toEqual([ids['Wheat flour'], ids.Milk].sort());
    // Tomato now excluded, milk no longer: Pancakes come back, Satay and the soup leave.
    await restrictions.save(caller, { id, name: 'Gluten and dairy', enabled: true, ingredientsToExclude: [ids.Tomato] });
    expect(await suiting(id)).toEqual(['Pancakes']);
  });

  it('leaves nothing half-written when an excluded ingredient does not exist', async () => {
    const { idFoodRestriction: id } = await restrictions.save(nutritionist(), {
      name: 'No milk',
      enabled: true,
      ingredientsToExclude: [ids.Milk],
    });
    await expect(
      restrictions.save(nutritionist(), {
        id,
        name: 'No milk at all',
        enabled: false,
        ingredientsToExclude: [ids.Tomato, 999_999],
      }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'ingredientsToExclude[1]', message: 'Ingredient 999999 does not exist' });
    expect(await restrictions.get(nutritionist(), id)).toMatchObject({
      name: 'No milk',
      enabled: true,
      ingredientsToExclude: [{ idIngredient: ids.Milk }],
    });
  });

  it('refuses a blank or duplicate name, an unknown id, and too large ids with a 4xx', async () => {
    await expect(restrictions.save(nutritionist(), { name: ' ', enabled: true, ingredientsToExclude: [] })).rejects.toMatchObject(
      { statusCode: 400, field: 'name' },
    );
    await expect(
      restrictions.save(nutritionist(), { name: 'NO NUTS', enabled: true, ingredientsToExclude: [] }),
    ).rejects.toMatchObject({ statusCode: 409, field: 'name' });
    await expect(
      restrictions.save(nutritionist(), { id: 999_999, name: 'Other', enabled: true, ingredientsToExclude: [] }),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      restrictions.save(nutritionist(), { name: 'Big', enabled: true, ingredientsToExclude: [2 ** 40] }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'ingredientsToExclude[0]' });
    await expect(restrictions.get(nutritionist(), 999_999)).rejects.toMatchObject({ statusCode: 404 });
    await expect(restrictions.remove(nutritionist(), 999_999)).rejects.toMatchObject({ statusCode: 404 });
  });

  it.each([
    ['ambassador', ['ambassador']],
    ['plain user', []],
  ])('refuses changes to %s with 403', async (_who, roles) => {
    const caller = callerFor(db, 'nl', { roles });
    await expect(restrictions.save(caller, { name: 'Mine', enabled: true, ingredientsToExclude: [] })).rejects.toMatchObject({
      statusCode: 403,
    });
    const { idFoodRestriction: id } = await restrictions.save(callerFor(db, 'nl', { roles: ['admin'] }), {
      name: `Admin made ${roles.length}`,
      enabled: true,
      ingredientsToExclude: [],
    });
    await expect(restrictions.remove(caller, id)).rejects.toMatchObject({ statusCode: 403 });
    await restrictions.remove(callerFor(db, 'nl', { roles: ['admin'] }), id);
    await expect(restrictions.get(caller, id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("never reaches another context's restrictions", async () => {
    const { idFoodRestriction: id } = await restrictions.save(nutritionist(), {
      name: 'No tomato',
      enabled: true,
      ingredientsToExclude: [ids.Tomato],
    });
    const dk = callerFor(db, 'dk', { roles: ['admin'] });
    await expect(restrictions.get(dk, id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(restrictions.remove(dk, id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(restrictions.save(dk, { id, name: 'Hijack', enabled: true, ingredientsToExclude: [] })).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await restrictions.get(nutritionist(), id)).name).toBe('No tomato');
  });
});
