/**
 * The recipes service without HTTP: its rules on a real seeded database, called as a staff member or
 * an app user would be (a Caller is a principal and the database of its context).
 */
import { forContext } from '../../../src/server/db';
import type { Database } from '../../../src/server/db/client';
import type { Principal } from '../../../src/server/auth';
import type { Caller } from '../../../src/server/http';
import { HttpError } from '../../../src/server/http';
import { createPhotoStorage } from '../../../src/server/api/recipes/photoStorage';
import { createPhotosService } from '../../../src/server/api/recipes/photosService';
import { createRecipesService, type RecipeInput } from '../../../src/server/api/recipes/recipesService';
import type { Recipe } from '../../../src/server/api/recipes/recipesRepository';
import { preparedDatabase, type TestDatabase } from '../../setup/databases';

jest.setTimeout(180_000);

const principal = (username: string, roles: string[], externalId = `ext-${username}`): Principal => ({
  sub: `sub-${username}`,
  username,
  roles,
  context: 'nl',
  tokenContext: 'nl',
  externalId,
});

/** What the editor sends back for a recipe it loaded and did not change. */
function unchanged(recipe: Recipe): RecipeInput {
  return {
    idRecipe: recipe.idRecipe,
    version: recipe.version,
    name: recipe.name,
    status: recipe.status,
    recipeIngredients: recipe.recipeIngredients.map((l) => ({
      ingredient: { idIngredient: l.ingredient.idIngredient },
      quantity: l.quantity,
      unit: { idUnit: l.unit.idUnit, name: l.unit.name, quantityInGrams: l.unit.quantityInGrams },
      weightYieldFactor: l.weightYieldFactor,
      nutrientRetentionFactors: l.nutrientRetentionFactors,
    })),
    tags: recipe.tags,
    cuisine: recipe.cuisine,
    expertiseLevel: recipe.expertiseLevel,
    otherInfo: recipe.otherInfo,
    source: recipe.source,
    preparationDetails: recipe.preparationDetails,
    i18nLabels: recipe.i18nLabels,
  } as RecipeInput;
}

describe('recipes service', () => {
  let t: TestDatabase;
  let db: Database;
  const recipes = createRecipesService(createPhotosService(createPhotoStorage('/nonexistent-photos-dir')));
  // The database opens in beforeAll; a caller reaches it when it is used.
  const as = (p: Principal): Caller => ({
    principal: p,
    get db() {
      return forContext(db, p.context);
    },
  });
  const nutritionist = as(principal('nutritionist', ['nutritionist']));
  const ambassador = as(principal('ambassador', ['ambassador']));
  const sql = <T>(text: string, params: unknown[] = []) => db.transaction((tx) => tx.query<T>(text, params), { context: 'nl' });

  beforeAll(async () => {
    t = await preparedDatabase({ contexts: ['nl'], seed: ['nl'] });
    db = t.db;
  });
  afterAll(async () => t?.drop());

  it('saving an unchanged seeded recipe changes none of its figures (12 chicken recipes, twice each)', async () => {
    const ids = (await sql<{ id: number }>("SELECT id FROM recipe WHERE name ILIKE '%chicken%' ORDER BY id LIMIT 12")).map((r) =>
      Number(r.id),
    );
    expect(ids).toHaveLength(12);
    const moved: string[] = [];
    for (const id of ids) {
      const seeded = await recipes.get(nutritionist, id);
      const first = await recipes.save(nutritionist, unchanged(seeded));
      const second = await recipes.save(nutritionist, unchanged(first));
      for (const [label, saved] of [
        ['first', first],
        ['second', second],
      ] as const) {
        if (JSON.stringify(saved.recipeNutritionalInfo) !== JSON.stringify(seeded.recipeNutritionalInfo)) {
          moved.push(
            `${seeded.name} (${label} save): ${seeded.recipeNutritionalInfo?.energyKcal} -> ${saved.recipeNutritionalInfo?.energyKcal} kcal`,
          );
        }
        expect(saved.suitableDiets).toEqual(seeded.suitableDiets);
        expect(saved.allergens).toEqual(seeded.allergens);
      }
      expect(second.version).toBe(seeded.version + 2);
    }
    expect(moved).toEqual([]);
  });

  it('refuses an ambassador editing or deleting a seeded recipe, and writes nothing', async () => {
    const [{ id }] = await sql<{ id: number }>('SELECT id FROM recipe WHERE author_external_id IS NULL ORDER BY id LIMIT 1');
    const before = await recipes.get(ambassador, Number(id));
    await expect(recipes.save(ambassador, { ...unchanged(before), name: 'Renamed by an ambassador' })).rejects.toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    });
    await expect(recipes.remove(ambassador, Number(id))).rejects.toMatchObject({ statusCode: 403 });
    expect(await recipes.get(ambassador, Number(id))).toEqual(before);
  });

  it("lets an app user edit the recipe they authored, and nobody else's", async () => {
    const owner = as(principal('cook', [], 'cook-1'));
    const other = as(principal('other-cook', [], 'cook-2'));
    const [ingredient] = await sql<{ id: number }>("SELECT id FROM ingredient WHERE external_id = '11529'");
    const created = await recipes.save(owner, {
      name: 'Tomato plate',
      recipeIngredients: [
        { ingredient: { idIngredient: Number(ingredient.id) }, quantity: 150, unit: { name: 'GRAMS', quantityInGrams: 1 } },
      ],
      preparationDetails: { servings: 1 },
    } as RecipeInput);
    expect(created.author?.externalID).toBe('cook-1');
    const renamed = await recipes.save(owner, { ...unchanged(created), name: 'Tomato plate, renamed' });
    expect(renamed.name).toBe('Tomato plate, renamed');
    await expect(recipes.save(other, { ...unchanged(renamed), name: 'Taken over' })).rejects.toMatchObject({ statusCode: 403 });
  });

  it('answers 409 RECIPE_VERSION_CONFLICT to a save of a version someone else replaced', async () => {
    const [{ id }] = await sql<{ id: number }>('SELECT id FROM recipe ORDER BY id DESC LIMIT 1 OFFSET 5');
    const loaded = await recipes.get(nutritionist, Number(id));
    await recipes.save(nutritionist, { ...unchanged(loaded), name: `${loaded.name} (edited)` });
    const stale = recipes.save(nutritionist, { ...unchanged(loaded), name: 'Stale edit' });
    await expect(stale).rejects.toBeInstanceOf(HttpError);
    await expect(stale).rejects.toMatchObject({ statusCode: 409, code: 'RECIPE_VERSION_CONFLICT', field: 'version' });
  });

  it('returns the first recipe to a create retried with the same idempotency key', async () => {
    const [ingredient] = await sql<{ id: number }>("SELECT id FROM ingredient WHERE external_id = '11529'");
    const body = {
      name: 'Retried create',
      recipeIngredients: [
        { ingredient: { idIngredient: Number(ingredient.id) }, quantity: 80, unit: { name: 'GRAMS', quantityInGrams: 1 } },
      ],
      preparationDetails: { servings: 1 },
    } as RecipeInput;
    const first = await recipes.save(nutritionist, body, 'key-123');
    const again = await recipes.save(nutritionist, body, 'key-123');
    const other = await recipes.save(nutritionist, body, 'key-456');
    expect(again.idRecipe).toBe(first.idRecipe);
    expect(other.idRecipe).not.toBe(first.idRecipe);
    expect(Number((await sql<{ n: string }>("SELECT count(*) AS n FROM recipe WHERE name = 'Retried create'"))[0].n)).toBe(2);
  });
});
