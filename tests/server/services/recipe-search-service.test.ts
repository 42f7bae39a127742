/** The recipe list and statistics service without HTTP, on a real database with three recipes. */
import type { Database } from '../../../src/server/db';
import { HttpError } from '../../../src/server/http';
import { checkRanges, createRecipeSearchService } from '../../../src/server/search/recipes/recipeSearchService';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(60_000);

describe('recipe search service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const recipes = createRecipeSearchService();

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
    await db.transaction(
      async (tx) => {
        const rows: [string, string, number, number, string[]][] = [
          ['Lentil soup', 'PUBLISHED', 210, 4, ['LUNCH', 'SOUP']],
          ['Chicken curry', 'DRAFT', 640, 2, ['DINNER']],
          ['Apple pie', 'PUBLISHED', 350, 8, []],
        ];
        for (const [name, status, kcal, servings, mealTypes] of rows) {
          const [r] = await tx.query<{ id: number }>(
            `INSERT INTO recipe (name, status, servings, energy_kcal_per_serving, nutrition_per_serving, diets, total_weight_grams)
           VALUES ($1, $2, $3, $4, $5::jsonb, '{VEGAN}', $6) RETURNING id`,
            [name, status, servings, kcal, JSON.stringify({ energyKcal: kcal, protein: 10 }), servings * 250],
          );
          for (const t of mealTypes)
            await tx.query("INSERT INTO recipe_tag (recipe_id, category, name) VALUES ($1, 'MEAL_TYPE', $2)", [r.id, t]);
        }
      },
      { context: 'nl' },
    );
  });
  afterAll(async () => drop?.());

  it('refuses a range whose minimum is above its maximum, naming the minimum', () => {
    expect(() => checkRanges({ minKcal: 500, maxKcal: 400 })).toThrow(
      expect.objectContaining({ statusCode: 400, field: 'minKcal', message: 'minKcal must not be greater than maxKcal' }),
    );
    expect(() => checkRanges({ minServings: 4, maxServings: 4, minFatRatio: 0.1 })).not.toThrow();
  });

  it('lists by name with the default page, maps the rows and counts the matches', async () => {
    const caller = callerFor(db, 'nl');
    const all = await recipes.search(caller, {});
    expect(all.total).toBe(3);
    expect(all.items.map((r) => r.name)).toEqual(['Apple pie', 'Chicken curry', 'Lentil soup']);
    const soup = all.items[2];
    expect(soup).toMatchObject({
      status: 'PUBLISHED',
      suitableDiets: ['VEGAN'],
      preparationDetails: { servings: 4 },
      recipeNutritionalInfo: { energyKcal: 210, protein: 10, servingWeightGrams: 250 },
      tags: [
        { name: 'LUNCH', category: 'MEAL_TYPE' },
        { name: 'SOUP', category: 'MEAL_TYPE' },
      ],
    });
    const page = await recipes.search(caller, { count: 1, offset: 1 });
    expect(page).toEqual({ items: [expect.objectContaining({ name: 'Chicken curry' })], total: 3 });
    expect((await recipes.search(caller, { model: 'SIMPLE', status: 'PUBLISHED' })).items).toEqual([
      { idRecipe: expect.any(Number), name: 'Apple pie', status: 'PUBLISHED' },
      { idRecipe: expect.any(Number), name: 'Lentil soup', status: 'PUBLISHED' },
    ]);
  });

  it('filters by a misspelt name, energy, meal type and recipes without a meal type', async () => {
    const caller = callerFor(db, 'nl');
    expect((await recipes.search(caller, { name: 'lentl soup' })).items.map((r) => r.name)).toEqual(['Lentil soup']);
    expect(
      (
        await recipes.search(caller, { minKcal: 300, maxKcal: 700, sortField: 'ENERGY_PER_SERVING', sortDirection: 'DESC' })
      ).items.map((r) => r.name),
    ).toEqual(['Chicken curry', 'Apple pie']);
    expect((await recipes.search(caller, { mealType: ['DINNER', 'NO_MEAL_TYPE'] })).items.map((r) => r.name)).toEqual([
      'Apple pie',
      'Chicken curry',
    ]);
    await expect(recipes.search(caller, { minServings: 5, maxServings: 2 })).rejects.toBeInstanceOf(HttpError);
  });

  it('counts by status, meal type and energy band within the filters, per context', async () => {
    const stats = await recipes.stats(callerFor(db, 'nl'), { status: 'PUBLISHED' });
    expect(stats.total).toBe(2);
    expect(stats.byStatus).toEqual([{ key: 'PUBLISHED', count: 2 }]);
    expect(stats.byMealType).toEqual(
      expect.arrayContaining([
        { key: 'LUNCH', count: 1 },
        { key: 'NO_MEAL_TYPE', count: 1 },
      ]),
    );
    expect(stats.byEnergyBand).toHaveLength(11);
    expect(stats.byEnergyBand.filter((b) => b.count > 0)).toEqual([
      { key: '200-300', count: 1 },
      { key: '300-400', count: 1 },
    ]);
    expect(stats.averages.energyKcal).toBe(280);
    const elsewhere = await recipes.stats(callerFor(db, 'dk'), {});
    expect(elsewhere.total).toBe(0);
    expect(elsewhere.byMealType).toEqual([]);
    expect((await recipes.search(callerFor(db, 'dk'), {})).total).toBe(0);
  });
});
