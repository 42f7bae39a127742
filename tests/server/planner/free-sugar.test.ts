/**
 * The planner's candidates carry their free sugars per serving, estimated from the ingredient lines
 * (src/domain/freeSugar.ts): Σ line grams x sugar per 100 g / 100 x the sugar retention x the ingredient's free share,
 * per serving; an SR28 group is read by its source code (a renamed group keeps its rule). On the seeded catalogue:
 * whole fruit and plain milk have none, a juice all its sugar, chocolate milk part of it, and no candidate more free
 * sugar than sugar.
 */
import type { CandidateRecipe } from '../../../src/recommender';
import { forContext, migrate, unitOfWork, type Database } from '../../../src/server/db';
import { createCandidatesRepository, type CandidateSet } from '../../../src/server/planner/candidatesRepository';
import { preparedDatabase, type TestDatabase } from '../../setup/databases';
import { openTestDatabase } from '../db/helpers';

jest.setTimeout(240_000);

describe('free sugars of the candidates, from their ingredient lines', () => {
  let test: TestDatabase;
  let db: Database;
  const nl = () => forContext(db, 'nl');

  beforeAll(async () => {
    test = await openTestDatabase();
    db = test.db;
    await migrate(db, { contexts: ['nl'] });
    await nl().transaction(async (tx) => {
      await tx.query(`INSERT INTO food_group (id, name, known_food_group_type, source_code) VALUES
        (1, 'Zoetigheden', NULL, '1900'), (2, 'Dairy and Egg Products', NULL, '0100'), (3, 'Fruit', 'FRUIT', '0900')`);
      await tx.query(`INSERT INTO ingredient (id, name, sugar) VALUES
        (10, 'Honey', 82), (11, 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce', 4.7),
        (12, 'Strawberries, raw', 4.9), (13, 'Orange juice, raw', 8.4), (14, 'Oats', NULL)`);
      await tx.query(
        `INSERT INTO ingredient_food_group (ingredient_id, food_group_id) VALUES (10, 1), (11, 2), (12, 3), (13, 3)`,
      );
      await tx.query(`INSERT INTO recipe (id, name, status, servings, energy_kcal_per_serving, sugar_per_serving) VALUES
        (100, 'Yoghurt met honing en aardbeien', 'PUBLISHED', 2, 250, 24.755),
        (101, 'Sinaasappelsap', 'PUBLISHED', 1, 90, 16.8),
        (102, 'Havermout', 'PUBLISHED', 1, 300, 0)`);
      await tx.query(`INSERT INTO recipe_tag (recipe_id, category, name) VALUES
        (100, 'MEAL_TYPE', 'BREAKFAST'), (101, 'MEAL_TYPE', 'BREAKFAST'), (102, 'MEAL_TYPE', 'BREAKFAST')`);
      await tx.query(
        `INSERT INTO recipe_ingredient (recipe_id, ingredient_id, position, quantity, weight_grams, nutrient_retention_factors) VALUES
          (100, 11, 0, 300, 300, '[]'), (100, 10, 1, 40, 40, '{"usdaRetentionCode": 1234}'), (100, 12, 2, 150, 150, '[]'),
          (101, 13, 0, 200, 200, '[{"nutrient": "sugar_g", "factor": 0.9}]'),
          (102, 14, 0, 80, 80, '[]')`,
      );
    });
  });
  afterAll(async () => test?.drop());

  it('counts honey and juice, not the sugars of yoghurt and whole fruit; a renamed SR28 group keeps its rule', async () => {
    const set = await unitOfWork(nl(), createCandidatesRepository)((candidates) => candidates.load());
    // 40 g honey (the group renamed "Zoetigheden", source code 1900 Sweets) x 82 g / 100 g, over 2 servings.
    expect(set.byId.get(100)!.nutritionPerServing.freeSugar).toBeCloseTo((40 * 0.82) / 2, 3);
    // Juice: all its sugar, with the line's sugar retention factor (0.9), as the recipe's sugar is computed.
    expect(set.byId.get(101)!.nutritionPerServing.freeSugar).toBeCloseTo(200 * 0.084 * 0.9, 3);
    // No sugar: none free.
    expect(set.byId.get(102)!.nutritionPerServing.freeSugar).toBe(0);
  });
});

describe('free sugars on the seeded catalogue', () => {
  let test: TestDatabase;
  let set: CandidateSet;

  beforeAll(async () => {
    test = await preparedDatabase({ contexts: ['nl'], seed: ['nl'] });
    set = await unitOfWork(forContext(test.db, 'nl'), createCandidatesRepository)((candidates) => candidates.load());
  });
  afterAll(async () => test?.drop());

  const byName = (name: string): CandidateRecipe => {
    const found = set.candidates.find((c) => c.name === name);
    if (!found) throw new Error(`no candidate "${name}"`);
    return found;
  };
  const only = (predicate: (i: CandidateRecipe['ingredients'][number]) => boolean) =>
    set.candidates.filter((c) => c.ingredients.length > 0 && c.ingredients.every(predicate) && c.nutritionPerServing.sugar > 2);

  it('gives every candidate its free sugars, between 0 and its sugar', () => {
    expect(set.candidates.length).toBeGreaterThan(1000);
    for (const c of set.candidates) {
      const { sugar, freeSugar } = c.nutritionPerServing;
      expect(freeSugar).toBeDefined();
      expect(freeSugar).toBeGreaterThanOrEqual(0);
      expect(freeSugar).toBeLessThanOrEqual(sugar);
    }
    const total = (key: 'sugar' | 'freeSugar') => set.candidates.reduce((s, c) => s + (c.nutritionPerServing[key] ?? 0), 0);
    // Part of the catalogue's sugar is free, not all of it and not none.
    expect(total('freeSugar') / total('sugar')).toBeGreaterThan(0.3);
    expect(total('freeSugar') / total('sugar')).toBeLessThan(0.9);
  });

  it('has no free sugars in a dish of raw fruit only, or of plain milk only', () => {
    const rawFruit = only((i) => i.foodGroup === 'Fruits and Fruit Juices' && /, raw\b/.test(i.name) && !/juice/i.test(i.name));
    expect(rawFruit.length).toBeGreaterThan(0);
    for (const c of rawFruit) expect(c.nutritionPerServing.freeSugar).toBe(0);
    const plainMilk = only((i) => /^Milk, (whole|reduced fat|lowfat|nonfat)\b/.test(i.name) && !/chocolate/i.test(i.name));
    expect(plainMilk.length).toBeGreaterThan(0);
    for (const c of plainMilk) expect(c.nutritionPerServing.freeSugar).toBe(0);
  });

  it('counts all the sugar of orange juice (reconstituted from concentrate) and part of chocolate milk', () => {
    const juice = byName('Orange juice, NFS').nutritionPerServing;
    expect(juice.sugar).toBeGreaterThan(10);
    expect(juice.freeSugar).toBeCloseTo(juice.sugar, 2);
    const chocolateMilk = byName('Milk, chocolate, NFS').nutritionPerServing;
    expect(chocolateMilk.freeSugar).toBeGreaterThan(0.3 * chocolateMilk.sugar);
    expect(chocolateMilk.freeSugar).toBeLessThan(0.7 * chocolateMilk.sugar);
  });

  it('counts all the sugar of a soft drink (cola, lemon-lime, root beer) and of lemonade', () => {
    for (const name of ['Soft drink, NFS', 'Lemonade']) {
      const drink = byName(name).nutritionPerServing;
      expect(drink.sugar).toBeGreaterThan(5);
      expect(drink.freeSugar).toBeCloseTo(drink.sugar, 2);
    }
  });
});
