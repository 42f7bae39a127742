/** The settings screen's one save (saveAll) without HTTP, on a real database: its checks, roles and atomicity. */
import { DEFAULT_MEAL_RULES, DEFAULT_RECOMMENDER_SETTINGS } from '../../../src/domain';
import { createSettingsService } from '../../../src/server/api/settings/settingsService';
import type { Database } from '../../../src/server/db';
import { HttpError } from '../../../src/server/http';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(60_000);

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

describe('settings service: the one save of the settings screen', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const settings = createSettingsService();
  const admin = () => callerFor(db, 'nl', { username: 'ada', roles: ['admin'] });
  /** The stored rows (key, value, who), to prove what a refused save did not write. */
  const stored = async () =>
    db.transaction(
      (tx) =>
        tx.query<{ key: string; value: unknown; updated_by: string }>('SELECT key, value, updated_by FROM setting ORDER BY key'),
      { context: 'nl' },
    );

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
  });
  afterAll(async () => drop?.());

  it('saves every part given in one call and answers every setting in force', async () => {
    const recommender = {
      ...DEFAULT_RECOMMENDER_SETTINGS,
      runDayImprovement: false,
      dayHeuristicsWeights: {
        NUTRITIONAL_DEVIATION: 1.5,
        FRUIT_VARIETY: 0,
        SODIUM_LIMIT: 0,
        FIBER_MINIMUM: 0,
        FREE_SUGAR_LIMIT: 0,
      },
      weeklyFoodGroupRules: [{ foodGroup: 'FISH' as const, atLeast: 2 }],
      mealRules: { ...DEFAULT_MEAL_RULES, allowConfectionery: true, maxSaltPerDayG: 5 },
    };
    const saved = await settings.saveAll(admin(), {
      energyDistribution: { proteinDistribution: 0.25, fatDistribution: 0.3, carbohydratesDistribution: 0.45 },
      energyEstimationEquation: 'HARRIS_BENEDICT',
      enabledDietaryRestrictions: ['VEGAN', 'LACTOSE_FREE', 'VEGAN'],
      recommenderSettings: recommender,
      mealOfDayDivisions: [
        { mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST', name: 'Breakfast' },
        { idMealOfDayDivision: 4, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'SOUP' },
      ],
    });
    expect(saved.energyDistribution).toEqual({
      proteinDistribution: 0.25,
      fatDistribution: 0.3,
      carbohydratesDistribution: 0.45,
    });
    expect(saved.energyEstimationEquation).toBe('HARRIS_BENEDICT');
    expect(saved.enabledDietaryRestrictions).toEqual(['VEGAN', 'LACTOSE_FREE']);
    expect(saved.recommenderSettings).toEqual(recommender);
    expect(saved.mealOfDayDivisions.map((d) => `${d.idMealOfDayDivision}:${d.mealOfDay}:${d.mealPart}`)).toEqual([
      '5:BREAKFAST:BREAKFAST',
      '4:LUNCH:SOUP',
    ]);
    const now = await settings.read(admin());
    expect(now).toMatchObject({
      equation: 'HARRIS_BENEDICT',
      enabledDiets: ['VEGAN', 'LACTOSE_FREE'],
      recommender,
      divisions: saved.mealOfDayDivisions,
    });
    expect((await stored()).every((r) => r.updated_by === 'ada')).toBe(true);
  });

  it('leaves the parts a save omits (the divisions when the screen did not load them) as they were', async () => {
    const before = await settings.read(admin());
    const saved = await settings.saveAll(admin(), { energyEstimationEquation: 'REVISED_HARRIS_BENEDICT' });
    expect(saved.energyEstimationEquation).toBe('REVISED_HARRIS_BENEDICT');
    expect(saved.mealOfDayDivisions).toEqual(before.divisions);
    expect(saved.energyDistribution).toEqual(before.energyDistribution);
    expect(saved.recommenderSettings).toEqual(before.recommender);
  });

  it('refuses a distribution that does not sum to 100 % and writes none of the other parts', async () => {
    const before = await stored();
    const error = await refusal(
      settings.saveAll(admin(), {
        energyEstimationEquation: 'INSTITUTE_OF_MEDICINE',
        enabledDietaryRestrictions: ['NO_PORK'],
        energyDistribution: { proteinDistribution: 0.2, fatDistribution: 0.3, carbohydratesDistribution: 0.49 },
      }),
    );
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'ENERGY_DISTRIBUTION_SUM',
      message: 'Sum of kcal distribution should be 100%',
    });
    expect(await stored()).toEqual(before);
  });

  it('rolls back the parts already written when a later part is refused by the database check (unknown recipe)', async () => {
    const before = await stored();
    const error = await refusal(
      settings.saveAll(admin(), {
        energyDistribution: { proteinDistribution: 0.1, fatDistribution: 0.4, carbohydratesDistribution: 0.5 },
        energyEstimationEquation: 'INSTITUTE_OF_MEDICINE',
        recommenderSettings: { ...DEFAULT_RECOMMENDER_SETTINGS, runWeekImprovement: false },
        mealOfDayDivisions: [{ mealOfDay: 'LUNCH', type: 'RECIPE', recipe: { idRecipe: 987654 } }],
      }),
    );
    expect(error).toMatchObject({ statusCode: 404, message: 'Recipe 987654 not found' });
    expect(await stored()).toEqual(before);
    expect((await settings.read(admin())).equation).toBe('REVISED_HARRIS_BENEDICT');
  });

  it('refuses an incomplete division naming the field, writing nothing', async () => {
    const before = await stored();
    const error = await refusal(
      settings.saveAll(admin(), {
        energyEstimationEquation: 'INSTITUTE_OF_MEDICINE',
        mealOfDayDivisions: [
          { mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER' },
          { mealOfDay: 'DINNER', type: 'MEAL_PART' },
        ],
      }),
    );
    expect(error).toMatchObject({ statusCode: 400, code: 'MEAL_DIVISION_INCOMPLETE', field: '[1].mealPart' });
    expect(await stored()).toEqual(before);
  });

  it("is for admins only, and writes only the caller's context", async () => {
    const before = await stored();
    for (const roles of [['nutritionist'], ['ambassador'], []]) {
      expect(
        await refusal(settings.saveAll(callerFor(db, 'nl', { roles }), { energyEstimationEquation: 'HARRIS_BENEDICT' })),
      ).toMatchObject({ statusCode: 403 });
    }
    expect(await stored()).toEqual(before);
    await settings.saveAll(callerFor(db, 'dk', { roles: ['admin'] }), { energyEstimationEquation: 'HARRIS_BENEDICT' });
    expect((await settings.read(admin())).equation).toBe('REVISED_HARRIS_BENEDICT');
    expect((await settings.read(callerFor(db, 'dk'))).equation).toBe('HARRIS_BENEDICT');
  });
});
