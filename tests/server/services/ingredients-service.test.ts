/**
 * The ingredients and display-names services without HTTP, on a migrated database with a small
 * hand-made catalogue in nl and dk: roles, validation, units, delete refusals, import, data issues and
 * recipes recomputed when an ingredient's figures change.
 */
import { forContext, type Database } from '../../../src/server/db';
import type { Principal } from '../../../src/server/auth';
import type { Caller } from '../../../src/server/http';
import { createPhotoStorage } from '../../../src/server/api/recipes/photoStorage';
import { createPhotosService } from '../../../src/server/api/recipes/photosService';
import { createRecipesService } from '../../../src/server/api/recipes/recipesService';
import { createIngredientsService } from '../../../src/server/api/ingredients/ingredientsService';
import { createIngredientGroupsService } from '../../../src/server/api/ingredients/ingredientGroupsService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(120_000);

describe('ingredients service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const service = createIngredientsService({ contextDb: (country) => forContext(db, country) });
  const groups = createIngredientGroupsService();
  const recipes = createRecipesService(createPhotosService(createPhotoStorage('/nonexistent-photos-dir')));
  const as = (roles: string[], context: 'nl' | 'dk' = 'nl'): Caller => callerFor(db, context, { roles } as Partial<Principal>);
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = [], context: 'nl' | 'dk' = 'nl') =>
    db.transaction((tx) => tx.query<T>(text, params), { context });
  /** The version a client loading the ingredient now would send back with its save. */
  const versionOf = async (id: number) => (await service.get(as(['user']), id)).version;
  let oats = 0;
  let milk = 0;
  let eurofir = 0;
  let dairy = 0;

  async function ingredient(name: string, values: Record<string, unknown>, context: 'nl' | 'dk' = 'nl'): Promise<number> {
    const cols = Object.keys(values);
    const [row] = await sql<{ id: number }>(
      `INSERT INTO ingredient (name, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
      [name, ...Object.values(values)],
      context,
    );
    await sql("INSERT INTO unit (ingredient_id, name, quantity_in_grams) VALUES ($1, 'GRAMS', 1)", [row.id], context);
    return Number(row.id);
  }

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO shared.langual_descriptor (code, facet, term, parent_code) VALUES
        ('A0001', 'A', 'PRODUCT TYPE', NULL), ('A0100', 'A', 'CEREAL PRODUCT', 'A0001'), ('A0101', 'A', 'OAT FLAKES', 'A0100'),
        ('B0001', 'B', 'FOOD SOURCE', NULL)`);
    });
    oats = await ingredient('Oats', {
      energy_kcal: 389,
      protein: 16.9,
      fat: 6.9,
      carbohydrate: 66.3,
      diets: ['VEGAN'],
      allergens: ['GLUTEN'],
      source: 'USER',
    });
    milk = await ingredient('Milk', {
      energy_kcal: 61,
      protein: 3.2,
      fat: 3.3,
      carbohydrate: 4.8,
      diets: ['LACTO_VEGETARIAN'],
      allergens: ['MILK'],
      source: 'USER',
    });
    eurofir = await ingredient('Butter', {
      energy_kcal: 717,
      protein: 0.9,
      fat: 81,
      carbohydrate: 0.1,
      source: 'EUROFIR',
      fcdb: 'USDA_SR28',
      external_id: '01001',
    });
    await ingredient(
      'Butter',
      { energy_kcal: 717, protein: 0.9, fat: 81, carbohydrate: 0.1, source: 'EUROFIR', fcdb: 'USDA_SR28', external_id: '01001' },
      'dk',
    );
    [{ id: dairy }] = await sql<{ id: number }>(
      "INSERT INTO food_group (name, source_code) VALUES ('Dairy', '0100') RETURNING id",
    );
    await sql("INSERT INTO food_group (name, source_code) VALUES ('Dairy', '0100')", [], 'dk');
  });
  afterAll(async () => drop?.());

  it('reads an ingredient with nutrition, units, diets, allergens and no data issues for consistent figures', async () => {
    const got = await service.get(as(['user']), oats);
    expect(got).toMatchObject({
      idIngredient: oats,
      version: 1,
      name: 'Oats',
      energy: 389,
      protein: 16.9,
      hideFromUser: false,
      source: 'USER',
      units: [{ name: 'GRAMS', quantityInGrams: 1 }],
      suitableDiets: ['VEGAN'],
      allergens: ['GLUTEN'],
      dataIssues: [],
    });
    await expect(service.get(as(['user']), 999_999)).rejects.toMatchObject({ statusCode: 404 });
    // Another context's id is not found here.
    const [{ id: dkOnly }] = await sql<{ id: number }>(
      "INSERT INTO ingredient (id, name) VALUES (500000, 'Rugbrød') RETURNING id",
      [],
      'dk',
    );
    await expect(service.get(as(['admin']), dkOnly)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lets only admins, nutritionists and ambassadors change ingredients', async () => {
    for (const roles of [['user'], ['bulk-export'], []]) {
      await expect(service.setVisibility(as(roles), oats, true)).rejects.toMatchObject({ statusCode: 403 });
      await expect(service.save(as(roles), oats, { name: 'Oats', version: 1 })).rejects.toMatchObject({ statusCode: 403 });
      await expect(service.saveUnits(as(roles), oats, [])).rejects.toMatchObject({ statusCode: 403 });
      await expect(service.duplicate(as(roles), oats)).rejects.toMatchObject({ statusCode: 403 });
      await expect(service.remove(as(roles), oats)).rejects.toMatchObject({ statusCode: 403 });
      await expect(service.importFrom(as(roles), eurofir, 'dk')).rejects.toMatchObject({ statusCode: 403 });
    }
    for (const role of ['admin', 'nutritionist', 'ambassador']) {
      await service.setVisibility(as([role]), oats, role !== 'ambassador');
    }
    expect((await service.get(as(['user']), oats)).hideFromUser).toBe(false);
    await expect(service.setVisibility(as(['admin']), 999_999, true)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('saves names, translations, groups, LanguaL and display name; refuses a blank name and unknown links, writing nothing', async () => {
    const [{ id: ig }] = await sql<{ id: number }>("INSERT INTO ingredient_group (name) VALUES ('Oat') RETURNING id");
    await service.save(as(['ambassador']), oats, {
      version: await versionOf(oats),
      name: ' Rolled oats ',
      englishName: 'Rolled oats',
      energy: 389,
      protein: 16.9,
      fat: 6.9,
      carbohydrate: 66.3,
      vitamins: { vitaminB1_mg: 0.76 },
      minerals: { iron_mg: 4.7 },
      fattyAcids: { saturated: 1.2 },
      nameTranslations: [{ languageCode: 'nl', translation: 'Havervlokken' }],
      groups: [{ idGroup: dairy, name: 'x' }],
      languaLDescriptors: [{ id: 'A0101' }],
      ingredientGroup: { idIngredientGroup: ig },
      nutrientRetentionFactors: [{ nutrient: 'vitaminB1_mg', factor: 0.8 }],
    });
    const saved = await service.get(as(['user']), oats);
    expect(saved).toMatchObject({
      name: 'Rolled oats',
      vitamins: { vitaminB1_mg: 0.76 },
      minerals: { iron_mg: 4.7 },
      fattyAcids: { saturated: 1.2 },
      nameTranslations: [{ languageCode: 'nl', translation: 'Havervlokken' }],
      groups: [{ idGroup: dairy, name: 'Dairy' }],
      languaLDescriptors: [{ id: 'A0101', description: 'OAT FLAKES' }],
      ingredientGroup: { idIngredientGroup: ig, name: 'Oat' },
      nutrientRetentionFactors: [{ nutrient: 'vitaminB1_mg', factor: 0.8 }],
      // Derived on the save from the facts the rules give "Oats" (stored before it had facts): oats, nothing animal.
      animalOrigins: [],
      glutenCereals: ['OATS'],
      factReasons: { OATS: expect.stringContaining("name: 'oats'") },
      suitableDiets: [
        'LACTO_OVO_VEGETARIAN',
        'PESCETARIAN',
        'LACTO_VEGETARIAN',
        'OVO_VEGETARIAN',
        'VEGAN',
        'LACTOSE_FREE',
        'NO_PORK',
      ],
      allergens: ['GLUTEN'],
    });
    const v = await versionOf(oats);
    await expect(service.save(as(['admin']), oats, { name: '  ', version: v })).rejects.toMatchObject({
      statusCode: 400,
      field: 'name',
      message: 'Name cannot be empty',
    });
    await expect(
      service.save(as(['admin']), oats, { name: 'X', version: v, groups: [{ idGroup: 424242, name: 'x' }] }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'groups[0].idGroup' });
    await expect(
      service.save(as(['admin']), oats, { name: 'X', version: v, languaLDescriptors: [{ id: 'Z9999' }] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      field: 'languaLDescriptors[0].id',
    });
    await expect(
      service.save(as(['admin']), oats, { name: 'X', version: v, vitamins: { vitaminQ_mg: 1 } }),
    ).rejects.toMatchObject({
      statusCode: 400,
      field: 'vitamins.vitaminQ_mg',
    });
    // A translation in a language the application does not have, a retention factor for no known nutrient.
    await expect(
      service.save(as(['admin']), oats, { name: 'X', version: v, nameTranslations: [{ languageCode: 'zz', translation: 'X' }] }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'nameTranslations[0].languageCode' });
    await expect(
      service.save(as(['admin']), oats, {
        name: 'X',
        version: v,
        nutrientRetentionFactors: [{ nutrient: 'vitaminQ_mg', factor: 0.5 }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      field: 'nutrientRetentionFactors[0].nutrient',
      message: 'Nutrient retention factor 1: vitaminQ_mg is not a known nutrient (e.g. vitaminC_mg, protein_g)',
    });
    await expect(service.save(as(['admin']), 999_999, { name: 'X', version: 1 })).rejects.toMatchObject({ statusCode: 404 });
    expect(await service.get(as(['user']), oats)).toMatchObject({ name: 'Rolled oats', version: v });
    // Without the version it was loaded with, as a recipe update without one.
    await expect(service.save(as(['admin']), oats, { name: 'X' } as never)).rejects.toMatchObject({
      statusCode: 400,
      field: 'version',
    });
  });

  it('recomputes every recipe using the ingredient in the same save, as a fresh recipe save would compute it', async () => {
    const nutritionist = as(['nutritionist']);
    const porridge = await recipes.save(nutritionist, {
      name: 'Porridge',
      preparationDetails: { servings: 2 },
      recipeIngredients: [
        { ingredient: { idIngredient: oats }, quantity: 80, unit: { name: 'GRAMS', quantityInGrams: 1 } },
        { ingredient: { idIngredient: milk }, quantity: 300, unit: { name: 'GRAMS', quantityInGrams: 1 } },
      ],
    });
    expect(porridge.suitableDiets).toEqual(['LACTO_VEGETARIAN']);
    expect(porridge.allergens).toEqual(['GLUTEN', 'MILK']);
    const milkNow = await service.get(nutritionist, milk);
    const result = await service.save(nutritionist, milk, {
      version: milkNow.version,
      name: milkNow.name,
      energy: 35,
      protein: 3.4,
      fat: 0.1,
      carbohydrate: 5,
      // An oat drink after all: nothing animal, no allergen of its own (suitableDiets is read-only: ignored).
      animalOrigins: [],
      allergens: [],
      suitableDiets: ['NONE'],
    } as Parameters<typeof service.save>[2]);
    expect(result.recomputedRecipes).toBe(1);
    const after = await recipes.get(nutritionist, porridge.idRecipe);
    // 80 g oats (389 kcal/100 g) + 300 g milk (35 kcal/100 g) over 2 servings.
    expect(after.recipeNutritionalInfo?.energyKcal).toBeCloseTo((0.8 * 389 + 3 * 35) / 2, 3);
    expect(after.suitableDiets).toEqual(expect.arrayContaining(['VEGAN', 'LACTOSE_FREE', 'NO_PORK']));
    expect(after.suitableDiets).toHaveLength(7);
    expect(after.allergens).toEqual(['GLUTEN']);
    expect(after.tags).toEqual(expect.arrayContaining([{ name: 'VEGAN', category: 'DIET' }]));
    expect(after.tags.filter((t) => t.category === 'DIET')).toHaveLength(7);
    // Saving the recipe again unchanged computes exactly the same figures.
    const resaved = await recipes.save(nutritionist, {
      idRecipe: after.idRecipe,
      version: after.version,
      name: after.name,
      preparationDetails: after.preparationDetails,
      recipeIngredients: after.recipeIngredients.map((l) => ({
        ingredient: { idIngredient: l.ingredient.idIngredient },
        quantity: l.quantity,
        unit: l.unit,
      })),
    });
    expect(resaved.recipeNutritionalInfo).toEqual(after.recipeNutritionalInfo);
    expect(resaved.suitableDiets).toEqual(after.suitableDiets);
    const [row] = await sql<{ energy_kcal_per_serving: number; protein_ratio: number }>(
      'SELECT energy_kcal_per_serving, protein_ratio FROM recipe WHERE id = $1',
      [porridge.idRecipe],
    );
    expect(Number(row.energy_kcal_per_serving)).toBeCloseTo((0.8 * 389 + 3 * 35) / 2, 3);
    // A name-only save recomputes nothing.
    expect(
      (
        await service.save(nutritionist, milk, {
          version: milkNow.version + 1,
          name: 'Skimmed milk',
          energy: 35,
          protein: 3.4,
          fat: 0.1,
          carbohydrate: 5,
        })
      ).recomputedRecipes,
    ).toBe(0);
  });

  it('rolls the ingredient save back when the recipe recomputation fails (one transaction)', async () => {
    const nutritionist = as(['nutritionist']);
    const version = await versionOf(milk);
    await sql('ALTER TABLE recipe ADD CONSTRAINT test_energy_cap CHECK (energy_kcal_per_serving < 5000) NOT VALID');
    try {
      await expect(
        service.save(nutritionist, milk, { version, name: 'Cream', energy: 9000, protein: 3.4, fat: 0.1, carbohydrate: 5 }),
      ).rejects.toBeDefined();
    } finally {
      await sql('ALTER TABLE recipe DROP CONSTRAINT test_energy_cap');
    }
    // The version's increment went back with the rest.
    expect(await service.get(nutritionist, milk)).toMatchObject({ energy: 35, version });
  });

  it('derives diets and allergens from the facts on every save, with a reason per fact, and recomputes the recipes', async () => {
    const nutritionist = as(['nutritionist']); // username nutritionist.nl
    const today = new Date().toISOString().slice(0, 10);
    const setBy = `set by nutritionist.nl on ${today}`;
    const [{ id: porridge }] = await sql<{ id: number }>("SELECT id FROM recipe WHERE name = 'Porridge'");
    expect((await recipes.get(nutritionist, porridge)).suitableDiets).toContain('VEGAN');
    const before = await service.get(nutritionist, milk);
    expect(before).toMatchObject({ animalOrigins: [], glutenCereals: [], factReasons: {} });
    const save = (changes: Record<string, unknown>, version = before.version) =>
      service.save(nutritionist, milk, {
        version,
        name: before.name,
        energy: before.energy,
        protein: before.protein,
        fat: before.fat,
        carbohydrate: before.carbohydrate,
        ...changes,
      });

    // Only facts change (the figures are as they were): DAIRY added, and nuts beyond what the facts imply.
    expect((await save({ animalOrigins: ['DAIRY'], allergens: ['NUTS'] })).recomputedRecipes).toBe(1);
    expect(await service.get(nutritionist, milk)).toMatchObject({
      version: before.version + 1,
      animalOrigins: ['DAIRY'],
      glutenCereals: [],
      suitableDiets: ['LACTO_OVO_VEGETARIAN', 'PESCETARIAN', 'LACTO_VEGETARIAN', 'NO_PORK'],
      allergens: ['MILK', 'NUTS'],
      factReasons: { DAIRY: setBy, NUTS: setBy },
    });
    // The recipe using it is no longer vegan and holds milk and nuts (its DIET tags follow).
    const porridgeNow = await recipes.get(nutritionist, porridge);
    expect(porridgeNow.suitableDiets).not.toContain('VEGAN');
    expect(porridgeNow.suitableDiets).not.toContain('LACTOSE_FREE');
    expect(porridgeNow.allergens).toEqual(['GLUTEN', 'MILK', 'NUTS']);
    expect(porridgeNow.tags).not.toContainEqual({ name: 'VEGAN', category: 'DIET' });

    // A kept fact keeps its reason, an added one is set by the editor, a removed one loses it.
    await sql(
      'UPDATE ingredient SET fact_reasons = fact_reasons || \'{"DAIRY": "SR food group 0100 Dairy and Egg Products"}\' WHERE id = $1',
      [milk],
    );
    await save({ animalOrigins: ['DAIRY', 'EGG'], glutenCereals: ['WHEAT'], allergens: [] }, before.version + 1);
    expect(await service.get(nutritionist, milk)).toMatchObject({
      animalOrigins: ['DAIRY', 'EGG'],
      glutenCereals: ['WHEAT'],
      suitableDiets: ['LACTO_OVO_VEGETARIAN', 'PESCETARIAN', 'NO_PORK'],
      allergens: ['EGG', 'GLUTEN', 'MILK'],
      factReasons: { DAIRY: 'SR food group 0100 Dairy and Egg Products', EGG: setBy, WHEAT: setBy },
    });
    const [row] = await sql<{ fact_reasons: Record<string, string> }>('SELECT fact_reasons FROM ingredient WHERE id = $1', [
      milk,
    ]);
    expect(Object.keys(row.fact_reasons).sort()).toEqual(['DAIRY', 'EGG', 'WHEAT']);
    expect((await recipes.get(nutritionist, porridge)).allergens).toEqual(['EGG', 'GLUTEN', 'MILK']);

    // Absent lists keep the facts; a name that says lactose-free makes the dairy LACTOSE_FREE.
    await service.save(nutritionist, milk, { version: before.version + 2, name: 'Milk, lactose-free' });
    expect(await service.get(nutritionist, milk)).toMatchObject({
      animalOrigins: ['DAIRY', 'EGG'],
      glutenCereals: ['WHEAT'],
      suitableDiets: ['LACTO_OVO_VEGETARIAN', 'PESCETARIAN', 'LACTOSE_FREE', 'NO_PORK'],
      allergens: ['EGG', 'GLUTEN', 'MILK'],
    });

    // An unknown fact is 400 naming the field, and nothing is written.
    for (const [field, list, at] of [
      ['animalOrigins', ['DAIRY', 'BEEF'], 1],
      ['glutenCereals', ['CORN'], 0],
      ['allergens', ['DAIRY'], 0],
    ] as const) {
      await expect(save({ [field]: list }, before.version + 3)).rejects.toMatchObject({
        statusCode: 400,
        field: `${field}[${at}]`,
        message: expect.stringContaining(`${field}[${at}]: ${list[at]} is not one of`),
      });
    }
    expect((await service.get(nutritionist, milk)).version).toBe(before.version + 3);
  });

  it('reads facts with reasons for a row stored before facts existed, from its name, SR food group and LanguaL', async () => {
    const [{ id: porkGroup }] = await sql<{ id: number }>(
      "INSERT INTO food_group (name, source_code) VALUES ('Pork Products', '1000') RETURNING id",
    );
    const loin = await ingredient('Loin, raw', { source: 'USER' });
    await sql('INSERT INTO ingredient_food_group (ingredient_id, food_group_id) VALUES ($1, $2)', [loin, porkGroup]);
    const gravy = await ingredient('Jus', { english_name: 'Gravy, beef', source: 'USER' });
    expect(
      (await sql<{ a: unknown }>('SELECT animal_origins AS a FROM ingredient WHERE id = ANY($1::int[])', [[loin, gravy]])).map(
        (r) => r.a,
      ),
    ).toEqual([null, null]);
    expect(await service.get(as(['user']), loin)).toMatchObject({
      animalOrigins: ['MEAT', 'PORK'],
      glutenCereals: [],
      factReasons: { MEAT: 'SR food group 1000 Pork Products', PORK: 'SR food group 1000 Pork Products' },
    });
    // The English name is what the rules read: a beef gravy holds meat and wheat (thickened with flour).
    expect(await service.get(as(['user']), gravy)).toMatchObject({
      animalOrigins: ['MEAT'],
      glutenCereals: ['WHEAT'],
      factReasons: { MEAT: "name: 'beef'", WHEAT: expect.stringContaining("name: 'gravy' (gravy is made") },
    });
    // Saved untouched, the derived facts and reasons are stored with the diets and allergens they give.
    await service.save(as(['nutritionist']), loin, { version: 1, name: 'Loin, raw' });
    const [row] = await sql<Record<string, unknown>>(
      'SELECT animal_origins, gluten_cereals, fact_reasons, diets, allergens FROM ingredient WHERE id = $1',
      [loin],
    );
    expect(row).toEqual({
      animal_origins: ['MEAT', 'PORK'],
      gluten_cereals: [],
      fact_reasons: { MEAT: 'SR food group 1000 Pork Products', PORK: 'SR food group 1000 Pork Products' },
      diets: ['LACTOSE_FREE'],
      allergens: [],
    });
  });

  it('saves units: creates, updates, keeps GRAMS, refuses duplicates and a unit in use with UNIT_IN_USE', async () => {
    const admin = as(['admin']);
    let units = await service.saveUnits(admin, oats, [
      { name: 'CUP', quantityInGrams: 80 },
      { name: 'TABLESPOON', quantityInGrams: 10 },
    ]);
    expect(units.map((u) => [u.name, u.quantityInGrams])).toEqual([
      ['GRAMS', 1],
      ['CUP', 80],
      ['TABLESPOON', 10],
    ]);
    const cup = units.find((u) => u.name === 'CUP')!;
    await expect(
      service.saveUnits(admin, oats, [
        { name: 'CUP', quantityInGrams: 1 },
        { name: 'CUP', quantityInGrams: 2 },
      ]),
    ).rejects.toMatchObject({ statusCode: 400, code: 'DUPLICATE_UNIT', field: '[1].name' });
    await expect(service.saveUnits(admin, oats, [{ name: 'GRAMS', quantityInGrams: 2 }])).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(service.saveUnits(admin, oats, [{ idUnit: 99_999, name: 'SLICE', quantityInGrams: 2 }])).rejects.toMatchObject({
      statusCode: 400,
      field: '[0].idUnit',
    });
    // A recipe uses the cup: deleting it is refused and nothing changes.
    await recipes.save(as(['nutritionist']), {
      name: 'Oat cup',
      preparationDetails: { servings: 1 },
      recipeIngredients: [
        { ingredient: { idIngredient: oats }, quantity: 1, unit: { idUnit: cup.idUnit, name: 'CUP', quantityInGrams: 80 } },
      ],
    });
    await expect(service.saveUnits(admin, oats, [{ name: 'SLICE', quantityInGrams: 20 }])).rejects.toMatchObject({
      statusCode: 409,
      code: 'UNIT_IN_USE',
      message: 'Cannot delete units in use',
    });
    expect((await service.get(admin, oats)).units.map((u) => u.name)).toEqual(['GRAMS', 'CUP', 'TABLESPOON']);
    // Changing the grams of a unit in use recomputes the recipe's weight.
    units = await service.saveUnits(admin, oats, [{ idUnit: cup.idUnit, name: 'CUP', quantityInGrams: 100 }]);
    expect(units.map((u) => u.name)).toEqual(['GRAMS', 'CUP']);
    const [line] = await sql<{ weight_grams: number }>('SELECT weight_grams FROM recipe_ingredient WHERE unit_id = $1', [
      cup.idUnit,
    ]);
    expect(Number(line.weight_grams)).toBe(100);
  });

  it('refuses to delete EUROFIR ingredients and ingredients recipes use; deletes others', async () => {
    const admin = as(['admin']);
    await expect(service.remove(admin, eurofir)).rejects.toMatchObject({
      statusCode: 409,
      code: 'INGREDIENT_NOT_DELETABLE',
      message: 'EUROFIR ingredients cannot be deleted',
    });
    await expect(service.remove(admin, oats)).rejects.toMatchObject({ statusCode: 409, code: 'INGREDIENT_IN_USE' });
    const spare = await ingredient('Spare', { energy_kcal: 1 });
    await service.remove(as(['ambassador']), spare);
    await expect(service.get(admin, spare)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('duplicates with units, translations and links as a deletable USER ingredient', async () => {
    const copy = await service.duplicate(as(['nutritionist']), eurofir);
    expect(copy).toMatchObject({ name: 'Butter (copy)', source: 'USER', energy: 717, units: [{ name: 'GRAMS' }] });
    expect(copy.externalID).toBeUndefined();
    expect(copy.idIngredient).not.toBe(eurofir);
    // A retry with the same idempotency key returns the first copy instead of making another.
    const first = await service.duplicate(as(['admin']), milk, 'retry-key-0001');
    // The copy has the facts and reasons of the original, not the rules' for its name.
    const original = await service.get(as(['user']), milk);
    expect(original.factReasons).toHaveProperty('EGG');
    expect(first).toMatchObject({
      animalOrigins: original.animalOrigins,
      glutenCereals: original.glutenCereals,
      factReasons: original.factReasons,
      suitableDiets: original.suitableDiets,
    });
    expect((await service.duplicate(as(['admin']), milk, 'retry-key-0001')).idIngredient).toBe(first.idIngredient);
    expect((await service.duplicate(as(['admin']), milk, 'retry-key-0002')).idIngredient).not.toBe(first.idIngredient);
  });

  it('imports: a food the target has (same source and external id) is 409; a created food imports once', async () => {
    const dk = as(['ambassador'], 'dk');
    await expect(service.importFrom(dk, eurofir, 'nl')).rejects.toMatchObject({
      statusCode: 409,
      code: 'INGREDIENT_ALREADY_EXISTS',
      message: 'Ingredient already exists',
    });
    const imported = await service.importFrom(dk, oats, 'nl');
    expect(imported).toMatchObject({
      name: 'Rolled oats',
      externalID: String(oats),
      nameTranslations: [{ languageCode: 'nl', translation: 'Havervlokken' }],
    });
    expect(imported.groups?.map((g) => g.name)).toEqual(['Dairy']);
    expect(imported.units.map((u) => u.name)).toEqual(['GRAMS', 'CUP']);
    await expect(service.importFrom(dk, oats, 'nl')).rejects.toMatchObject({
      statusCode: 409,
      code: 'INGREDIENT_ALREADY_EXISTS',
    });
    // Brought back to nl, the import is the original.
    await expect(service.importFrom(as(['admin']), imported.idIngredient, 'dk')).rejects.toMatchObject({
      statusCode: 409,
      code: 'INGREDIENT_ALREADY_EXISTS',
    });
    await expect(service.importFrom(dk, 999_999, 'nl')).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.importFrom(dk, oats, 'dk')).rejects.toMatchObject({ statusCode: 400, field: 'country' });
    const [{ n }] = await sql<{ n: string }>("SELECT count(*) AS n FROM ingredient WHERE name = 'Rolled oats'", [], 'dk');
    expect(Number(n)).toBe(1);
  });

  it('flags data issues with their reasons, and the list filter finds the same ingredients', async () => {
    const bad = await ingredient('Odd', { energy_kcal: 100, protein: 50, fat: 40, carbohydrate: 30 });
    const blank = await ingredient('Blank', { energy_kcal: 10 });
    const issues = (await service.get(as(['user']), bad)).dataIssues!;
    expect(issues.map((i) => i.code)).toEqual(['ENERGY_MISMATCH', 'MACROS_OVER_100G']);
    expect(issues[0].message).toBe(
      'Energy 100 kcal differs from 4/4/9/7 kcal per gram of protein, carbohydrate, fat and alcohol (680 kcal) by 580 %',
    );
    expect(issues[1].message).toBe('Protein, fat, carbohydrate and alcohol add up to 120 g per 100 g');
    expect((await service.get(as(['user']), blank)).dataIssues).toEqual([
      { code: 'MISSING_KEY_NUTRIENTS', message: 'No value for protein, fat, carbohydrate' },
    ]);
    const flagged = await service.list(as(['user']), { withDataIssues: true }, 0, 100);
    expect(flagged.items.map((i) => i.name).sort()).toEqual(expect.arrayContaining(['Blank', 'Odd']));
    expect(flagged.items.map((i) => i.name)).not.toContain('Rolled oats');
    const clean = await service.list(as(['user']), { withDataIssues: false }, 0, 100);
    const all = await service.list(as(['user']), {}, 0, 100);
    expect(clean.total + flagged.total).toBe(all.total);
  });

  it('flags an outlier within its food group', async () => {
    const ids: number[] = [];
    for (let k = 0; k < 12; k++)
      ids.push(await ingredient(`Yoghurt ${k}`, { energy_kcal: 60 + k, protein: 4, fat: 3, carbohydrate: 5 + k / 4 }));
    const odd = await ingredient('Yoghurt powder', { energy_kcal: 900, protein: 4, fat: 98, carbohydrate: 5 });
    const [{ id: group }] = await sql<{ id: number }>("INSERT INTO food_group (name) VALUES ('Yoghurts') RETURNING id");
    await sql('INSERT INTO ingredient_food_group (ingredient_id, food_group_id) SELECT unnest($1::int[]), $2', [
      [...ids, odd],
      group,
    ]);
    const issues = (await service.get(as(['user']), odd)).dataIssues!;
    expect(issues.map((i) => i.code)).toContain('FOOD_GROUP_OUTLIER');
    expect(issues.find((i) => i.code === 'FOOD_GROUP_OUTLIER')!.message).toMatch(
      /^Energy 900 kcal is far from the mean of Yoghurts/,
    );
    expect((await service.get(as(['user']), ids[0])).dataIssues).toEqual([]);
    const flagged = await service.list(as(['user']), { withDataIssues: true, foodGroups: [group] }, 0, 20);
    expect(flagged.items.map((i) => i.idIngredient)).toEqual([odd]);
  });

  it('manages display names: at least one ingredient, unique names, translations, unlinking on update and delete', async () => {
    const amb = as(['ambassador']);
    await expect(groups.create(as(['user']), { name: 'Dairy drinks', ingredientIds: [milk] })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(groups.create(amb, { name: 'Dairy drinks', ingredientIds: [] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'A display name needs at least one FCDB ingredient',
    });
    await expect(groups.create(amb, { name: 'Dairy drinks', ingredientIds: [999_999] })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      groups.create(amb, {
        name: 'Dairy drinks',
        ingredientIds: [milk],
        nameTranslations: [{ languageCode: 'zz', translation: 'Z' }],
      }),
    ).rejects.toMatchObject({ statusCode: 400, field: 'nameTranslations[0].languageCode' });
    const created = await groups.create(amb, {
      name: 'Dairy drinks',
      ingredientIds: [milk],
      nameTranslations: [{ languageCode: 'nl', label: 'Dutch', translation: 'Zuiveldranken' }],
    });
    expect(created).toMatchObject({
      name: 'Dairy drinks',
      ingredientCount: 1,
      ingredients: [{ idIngredient: milk }],
      nameTranslations: [{ languageCode: 'nl', label: 'Dutch', translation: 'Zuiveldranken' }],
    });
    await expect(groups.create(amb, { name: 'dairy DRINKS', ingredientIds: [milk] })).rejects.toMatchObject({
      statusCode: 409,
      code: 'INGREDIENT_GROUP_NAME_TAKEN',
    });
    const keyed = await groups.create(amb, { name: 'Keyed', ingredientIds: [oats] }, 'group-key-0001');
    expect(await groups.create(amb, { name: 'Keyed', ingredientIds: [oats] }, 'group-key-0001')).toEqual(keyed);
    await groups.remove(amb, keyed.idIngredientGroup);
    const listed = await groups.list(as(['user']), { search: 'zuivel' }, 0, 20);
    expect(listed).toEqual({
      items: [expect.objectContaining({ idIngredientGroup: created.idIngredientGroup, ingredientCount: 1 })],
      total: 1,
    });
    const updated = await groups.update(amb, created.idIngredientGroup, { name: 'Drinks', ingredientIds: [eurofir] });
    expect(updated.ingredients.map((i) => i.idIngredient)).toEqual([eurofir]);
    expect((await service.get(amb, milk)).ingredientGroup).toBeUndefined();
    await groups.remove(amb, created.idIngredientGroup);
    await expect(groups.get(amb, created.idIngredientGroup)).rejects.toMatchObject({ statusCode: 404 });
    expect((await service.get(amb, eurofir)).ingredientGroup).toBeUndefined();
    await expect(groups.remove(amb, created.idIngredientGroup)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('filters display names by a LanguaL descriptor and its descendants, as the FCDB list does', async () => {
    const amb = as(['ambassador']);
    const flakes = await ingredient('Barley flakes', { source: 'USER' });
    await sql("INSERT INTO ingredient_langual (ingredient_id, langual_code) VALUES ($1, 'A0101')", [flakes]);
    const group = await groups.create(amb, { name: 'Flakes', ingredientIds: [flakes] });
    const found = async (languaLIDs: string[]) =>
      (await groups.list(as(['user']), { search: 'flakes', languaLIDs }, 0, 20)).items.map((g) => g.idIngredientGroup);
    // OAT FLAKES itself, its parent CEREAL PRODUCT and the facet PRODUCT TYPE above it find the group.
    expect(await found(['A0101'])).toEqual([group.idIngredientGroup]);
    expect(await found(['A0100'])).toEqual([group.idIngredientGroup]);
    expect(await found(['B0001', 'A0001'])).toEqual([group.idIngredientGroup]);
    // Another facet does not.
    expect(await found(['B0001'])).toEqual([]);
    await groups.remove(amb, group.idIngredientGroup);
  });
});
