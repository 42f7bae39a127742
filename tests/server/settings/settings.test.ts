/**
 * The settings operations of the app API (per context, `setting` table) and the planner reading them.
 */
import {
  completeSettings,
  DEFAULT_MEAL_DIVISIONS_BY_CONTEXT,
  DEFAULT_RECOMMENDER_SETTINGS,
  MEAL_PARTS,
} from '../../../src/domain';

/** The defaults as a read answers them: the meal rules' defaults included. */
const DEFAULTS_AS_READ = completeSettings(DEFAULT_RECOMMENDER_SETTINGS);
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

/** A man of 30 today (born on 1 January 30 years ago), 70 kg, 175 cm, sedentary: the reference test vector of the energy equations. */
const sample = {
  household: {
    noOfMealsPerDay: 3,
    users: [
      {
        idUser: 1,
        firstName: 'Sample',
        birthDate: `${new Date().getUTCFullYear() - 30}-01-01`,
        gender: 'M',
        weightLogs: [{ weightKg: 70 }],
        heightLogs: [{ heightCm: 175 }],
        activityLevels: [{ value: 'LOWEST' }],
        userEnergyDistribution: { energyGoal: 'MAINTAIN_WEIGHT' },
      },
    ],
  },
};

describe('settings of the app API', () => {
  let server: TestServer;
  let admin: { authorization: string };
  let nutritionist: { authorization: string };
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: { authorization: string },
    payload?: unknown,
  ) =>
    server.app.inject({ method, url: `/api${url}`, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'] });
    admin = await server.auth('admin');
    nutritionist = await server.auth('nutritionist');
  });
  afterAll(async () => server?.close());

  it('starts from the defaults of src/domain', async () => {
    expect((await call('GET', '/energy-estimation-equation', admin)).json()).toEqual({
      energyEstimationEquation: 'INSTITUTE_OF_MEDICINE',
    });
    expect((await call('GET', '/recommender-settings', nutritionist)).json()).toEqual(DEFAULTS_AS_READ);
    // Nothing stored (no seed here): the context's own day pattern.
    expect((await call('GET', '/mealOfDayDivision', nutritionist)).json()).toEqual(
      DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.map((d) => ({ ...d })),
    );
    expect((await call('GET', '/mealOfDayDivision', await server.auth('admin.dk'))).json()).toEqual(
      DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.dk.map((d) => ({ ...d })),
    );
    expect((await call('GET', '/mealOfDayDivision/mealParts', admin)).json()).toEqual([...MEAL_PARTS]);
  });

  it('round-trips the energy estimation equation, and the planner uses it', async () => {
    const needs = async () =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/planner/simulate/nutritionalNeeds',
          headers: nutritionist,
          payload: { userProfile: sample },
        })
      ).json()[0].nutrientNeeds.KCAL.target;
    expect(await needs()).toBeCloseTo(2434.1, 0); // IOM sedentary, M 30 y 70 kg 175 cm (tests/domain/energy.test.ts vector)
    const saved = await call('POST', '/energy-estimation-equation', admin, { energyEstimationEquation: 'HARRIS_BENEDICT' });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/energy-estimation-equation', admin)).json()).toEqual({
      energyEstimationEquation: 'HARRIS_BENEDICT',
    });
    expect(await needs()).toBeCloseTo(1702.0 * 1.2, 0);
    expect((await call('POST', '/energy-estimation-equation', admin, { energyEstimationEquation: 'GUESSWORK' })).statusCode).toBe(
      400,
    );
    await call('POST', '/energy-estimation-equation', admin, { energyEstimationEquation: 'INSTITUTE_OF_MEDICINE' });
  });

  it('round-trips the energy distribution and refuses a sum of 99 %', async () => {
    const body = { proteinDistribution: 0.25, fatDistribution: 0.3, carbohydratesDistribution: 0.45 };
    expect((await call('POST', '/energy-distribution', admin, body)).json()).toEqual(body);
    expect((await call('GET', '/energy-distribution', nutritionist)).json()).toEqual(body);
    const bad = await call('POST', '/energy-distribution', admin, {
      proteinDistribution: 0.2,
      fatDistribution: 0.3,
      carbohydratesDistribution: 0.49,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ENERGY_DISTRIBUTION_SUM', message: 'Sum of kcal distribution should be 100%' });
    expect((await call('GET', '/energy-distribution', admin)).json()).toEqual(body); // nothing written
    const outOfRange = await call('POST', '/energy-distribution', admin, {
      proteinDistribution: 2,
      fatDistribution: 0,
      carbohydratesDistribution: 0,
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().field).toContain('proteinDistribution');
  });

  it('refuses shares that are not whole percentages (the screen could not show them), alone or in the one save', async () => {
    const before = (await call('GET', '/energy-distribution', admin)).json();
    // 33.3 + 33.3 + 33.4 sums to 100, but the screen would show 33 + 33 + 33 and refuse its own save.
    const thirds = { proteinDistribution: 0.333, fatDistribution: 0.333, carbohydratesDistribution: 0.334 };
    const alone = await call('POST', '/energy-distribution', admin, thirds);
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({
      code: 'ENERGY_DISTRIBUTION_WHOLE_PERCENT',
      message: 'Protein share must be a whole percentage (a multiple of 0.01, such as 0.25 for 25 %)',
      field: 'proteinDistribution',
    });
    const together = await call('PUT', '/settings', admin, {
      energyDistribution: { proteinDistribution: 0.2, fatDistribution: 0.295, carbohydratesDistribution: 0.505 },
      energyEstimationEquation: 'REVISED_HARRIS_BENEDICT',
    });
    expect(together.statusCode).toBe(400);
    expect(together.json()).toMatchObject({ code: 'ENERGY_DISTRIBUTION_WHOLE_PERCENT', field: 'fatDistribution' });
    expect((await call('GET', '/energy-distribution', admin)).json()).toEqual(before);
    expect((await call('GET', '/energy-estimation-equation', admin)).json()).not.toEqual({
      energyEstimationEquation: 'REVISED_HARRIS_BENEDICT',
    });
    // Shares whose floating-point product with 100 is not exact (0.29 * 100 = 28.999...) are whole all the same.
    const fine = { proteinDistribution: 0.07, fatDistribution: 0.29, carbohydratesDistribution: 0.64 };
    expect((await call('POST', '/energy-distribution', admin, fine)).statusCode).toBe(200);
    expect((await call('POST', '/energy-distribution', admin, before)).statusCode).toBe(200);
  });

  it('round-trips the meal-of-day divisions, numbering new ones, and checks the field of each type', async () => {
    const body = [
      { mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST', name: 'Breakfast' },
      { mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH' },
      { idMealOfDayDivision: 9, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER' },
    ];
    const saved = await call('POST', '/mealOfDayDivision', admin, body);
    expect(saved.statusCode).toBe(200);
    const ids = saved.json().map((d: { idMealOfDayDivision: number }) => d.idMealOfDayDivision);
    expect(new Set(ids).size).toBe(3);
    expect(ids).toContain(9);
    expect((await call('GET', '/mealOfDayDivision', nutritionist)).json()).toEqual(saved.json());

    const incomplete = await call('POST', '/mealOfDayDivision', admin, [{ mealOfDay: 'LUNCH', type: 'RECIPE' }]);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ code: 'MEAL_DIVISION_INCOMPLETE', field: '[0].recipe' });
    const unknownRecipe = await call('POST', '/mealOfDayDivision', admin, [
      { mealOfDay: 'LUNCH', type: 'RECIPE', recipe: { idRecipe: 999999 } },
    ]);
    expect(unknownRecipe.statusCode).toBe(404);
    expect((await call('GET', '/mealOfDayDivision', nutritionist)).json()).toEqual(saved.json());
  });

  it('round-trips the enabled dietary restrictions', async () => {
    expect((await call('POST', '/enabled-dietary-restrictions', admin, ['VEGAN', 'PESCETARIAN'])).json()).toEqual([
      'PESCETARIAN',
      'VEGAN',
    ]);
    expect((await call('GET', '/enabled-dietary-restrictions', admin)).json()).toEqual(['PESCETARIAN', 'VEGAN']);
    const bad = await call('POST', '/enabled-dietary-restrictions', admin, ['CARNIVORE']);
    expect(bad.statusCode).toBe(400);
  });

  it('saves recommender settings (missing weights as 0) and resets them to the defaults', async () => {
    const body = {
      mealOfDayHeuristicsWeights: { ENERGY_SUITABILITY: 4.5, SEASON: 0 },
      dayHeuristicsWeights: { NUTRITIONAL_DEVIATION: 5 },
      weekHeuristicsWeights: { NL_FISH: 2 },
      runDayImprovement: false,
      runWeekImprovement: true,
    };
    const saved = (await call('POST', '/recommender-settings', admin, body)).json();
    expect(saved.mealOfDayHeuristicsWeights.ENERGY_SUITABILITY).toBe(4.5);
    expect(saved.mealOfDayHeuristicsWeights.USER_PREFERENCES).toBe(0);
    expect(saved.dayHeuristicsWeights).toEqual({
      NUTRITIONAL_DEVIATION: 5,
      FRUIT_VARIETY: 0,
      SODIUM_LIMIT: 0,
      FIBER_MINIMUM: 0,
      FREE_SUGAR_LIMIT: 0,
    });
    expect(saved.runDayImprovement).toBe(false);
    expect((await call('GET', '/recommender-settings', nutritionist)).json()).toEqual(saved);
    const tooHeavy = await call('POST', '/recommender-settings', admin, {
      ...body,
      dayHeuristicsWeights: { NUTRITIONAL_DEVIATION: 6 },
    });
    expect(tooHeavy.statusCode).toBe(400);
    expect(tooHeavy.json().field).toContain('NUTRITIONAL_DEVIATION');

    const reset = await call('DELETE', '/recommender-settings', admin);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(DEFAULTS_AS_READ);
    expect((await call('GET', '/recommender-settings', nutritionist)).json()).toEqual(DEFAULTS_AS_READ);
  });

  it('keeps settings per context', async () => {
    const adminDk = await server.auth('admin.dk');
    await call('POST', '/energy-estimation-equation', adminDk, { energyEstimationEquation: 'REVISED_HARRIS_BENEDICT' });
    expect((await call('GET', '/energy-estimation-equation', admin)).json()).toEqual({
      energyEstimationEquation: 'INSTITUTE_OF_MEDICINE',
    });
    expect((await call('GET', '/energy-estimation-equation', adminDk)).json()).toEqual({
      energyEstimationEquation: 'REVISED_HARRIS_BENEDICT',
    });
  });

  const adminOnly: [string, string, unknown][] = [
    ['GET', '/energy-estimation-equation', undefined],
    ['POST', '/energy-estimation-equation', { energyEstimationEquation: 'HARRIS_BENEDICT' }],
    ['GET', '/mealOfDayDivision/mealParts', undefined],
    ['POST', '/mealOfDayDivision', []],
    ['GET', '/enabled-dietary-restrictions', undefined],
    ['POST', '/enabled-dietary-restrictions', []],
    ['POST', '/energy-distribution', { proteinDistribution: 0.2, fatDistribution: 0.3, carbohydratesDistribution: 0.5 }],
    ['POST', '/recommender-settings', DEFAULT_RECOMMENDER_SETTINGS],
    ['DELETE', '/recommender-settings', undefined],
    ['PUT', '/settings', { energyEstimationEquation: 'HARRIS_BENEDICT' }],
  ];
  it.each(adminOnly)('%s %s is for admins only', async (method, url, payload) => {
    const res = await call(method as 'GET', url, nutritionist, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it.each(['/mealOfDayDivision', '/energy-distribution', '/recommender-settings'])(
    'GET %s is open to every signed-in role',
    async (url) => {
      for (const who of ['user', 'nutritionist', 'admin']) {
        expect((await call('GET', url, await server.auth(who))).statusCode).toBe(200);
      }
      expect((await server.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
    },
  );

  it('PUT /settings saves the parts given together, or none of them when one is refused', async () => {
    const body = {
      energyDistribution: { proteinDistribution: 0.2, fatDistribution: 0.35, carbohydratesDistribution: 0.45 },
      energyEstimationEquation: 'HARRIS_BENEDICT',
      enabledDietaryRestrictions: ['VEGAN'],
      recommenderSettings: DEFAULT_RECOMMENDER_SETTINGS,
    };
    const saved = await call('PUT', '/settings', admin, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, mealOfDayDivisions: expect.any(Array) });
    const refused = await call('PUT', '/settings', admin, {
      ...body,
      energyEstimationEquation: 'INSTITUTE_OF_MEDICINE',
      energyDistribution: { proteinDistribution: 0.2, fatDistribution: 0.3, carbohydratesDistribution: 0.3 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ENERGY_DISTRIBUTION_SUM', message: 'Sum of kcal distribution should be 100%' });
    expect((await call('GET', '/energy-estimation-equation', admin)).json()).toEqual({
      energyEstimationEquation: 'HARRIS_BENEDICT',
    });
    expect((await call('PUT', '/settings', admin, { energyEstimationEquation: 'GUESSWORK' })).statusCode).toBe(400);
    await call('POST', '/energy-estimation-equation', admin, { energyEstimationEquation: 'INSTITUTE_OF_MEDICINE' });
  });
});
