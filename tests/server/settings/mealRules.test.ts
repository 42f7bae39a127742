/**
 * The dietitian's meal rules (recommenderSettings.mealRules) through the APIs: the defaults for a context that never
 * saved them, saved and read back with the recommender settings (alone or in the settings screen's one save), each
 * invalid field refused with 400 naming it and nothing written, and taken by the planner's requests with the same
 * checks (a field the request omits is the context's).
 */
import { completeSettings, DEFAULT_MEAL_RULES, DEFAULT_RECOMMENDER_SETTINGS } from '../../../src/domain';
import { HttpError } from '../../../src/server/http';
import { mergeSettings } from '../../../src/server/planner/simulation/planning';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sampleProfile, SETTINGS } from '../planner/sample';

jest.setTimeout(180_000);

describe('meal rules in the recommender settings and the planner', () => {
  let server: TestServer;
  let admin: { authorization: string };
  let nutritionist: { authorization: string };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: { authorization: string }, payload?: unknown) =>
    server.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const readRules = async () => (await call('GET', '/api/recommender-settings', nutritionist)).json().mealRules;
  /** The stored row of the recommender settings (value and time), to prove a refused save wrote nothing. */
  const storedRow = () =>
    server.db.transaction(
      (tx) =>
        tx.query<{ value: unknown; updated_at: unknown }>(
          "SELECT value, updated_at FROM setting WHERE key = 'RECOMMENDER_SETTINGS'",
        ),
      { context: 'nl' },
    );
  const weekPlan = (recommenderSettings: unknown) => {
    const profile = sampleProfile();
    return call('POST', '/planner/simulate/weekPlan', nutritionist, {
      userProfile: profile,
      startDate: '2026-11-16',
      scope: { householdMembers: profile.household.users },
      planAction: 'CREATE',
      seed: 3,
      recommenderSettings,
    });
  };

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], seed: true });
    admin = await server.auth('admin');
    nutritionist = await server.auth('nutritionist');
  });
  afterAll(async () => server?.close());

  it('reads the defaults for a context that never saved meal rules (the seed stored settings without them)', async () => {
    const [row] = await storedRow();
    expect(row.value).not.toHaveProperty('mealRules');
    expect(await readRules()).toEqual(DEFAULT_MEAL_RULES);
    expect(DEFAULT_MEAL_RULES).toEqual({
      allowConfectionery: false,
      allowAlcohol: false,
      maxFreeSugarPerSnackG: 10,
      maxFreeSugarPerDayG: 25,
      maxSaltPerDishG: 3,
      maxSaltPerDayG: 6,
      minFruitPerDayG: 200,
      minVegetablesPerDayG: 250,
      portionStep: 0.25,
    });
  });

  it('reads a stored value with a missing or unreadable field (written by hand) as the default of that field', async () => {
    await server.db.transaction(
      (tx) =>
        tx.query("UPDATE setting SET value = jsonb_set(value, '{mealRules}', $1::jsonb) WHERE key = 'RECOMMENDER_SETTINGS'", [
          JSON.stringify({ maxSaltPerDayG: 5, portionStep: 0.3, minFruitPerDayG: 'lots', allowAlcohol: true, colour: 'red' }),
        ]),
      { context: 'nl' },
    );
    expect(await readRules()).toEqual({ ...DEFAULT_MEAL_RULES, maxSaltPerDayG: 5, allowAlcohol: true });
  });

  it('saves the meal rules with the recommender settings (a field left out as its default) and reads them back', async () => {
    const given = { allowConfectionery: true, maxFreeSugarPerDayG: 30, maxSaltPerDayG: 5.5, portionStep: 0.5 };
    const res = await call('POST', '/api/recommender-settings', admin, { ...DEFAULT_RECOMMENDER_SETTINGS, mealRules: given });
    expect(res.statusCode).toBe(200);
    const expected = { ...DEFAULT_MEAL_RULES, ...given };
    expect(res.json().mealRules).toEqual(expected);
    expect(await readRules()).toEqual(expected);
    expect((await storedRow())[0].value).toMatchObject({ mealRules: expected });

    // Settings saved without meal rules: the defaults again.
    const without = await call('POST', '/api/recommender-settings', admin, DEFAULT_RECOMMENDER_SETTINGS);
    expect(without.json().mealRules).toEqual(DEFAULT_MEAL_RULES);
    expect(await readRules()).toEqual(DEFAULT_MEAL_RULES);
  });

  it("saves them in the settings screen's one save, and the reset puts back the defaults", async () => {
    const rules = { ...DEFAULT_MEAL_RULES, allowAlcohol: true, minVegetablesPerDayG: 300, portionStep: 1 };
    const res = await call('PUT', '/api/settings', admin, {
      recommenderSettings: { ...DEFAULT_RECOMMENDER_SETTINGS, mealRules: rules },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recommenderSettings.mealRules).toEqual(rules);
    expect(await readRules()).toEqual(rules);

    const reset = await call('DELETE', '/api/recommender-settings', admin);
    expect(reset.json()).toEqual(completeSettings(DEFAULT_RECOMMENDER_SETTINGS));
    expect(await readRules()).toEqual(DEFAULT_MEAL_RULES);
  });

  const SAVED = { ...DEFAULT_MEAL_RULES, maxSaltPerDishG: 2.5 };
  /** Each field with a value out of its range or of the wrong kind. */
  const BAD: [string, unknown][] = [
    ['maxFreeSugarPerSnackG', -1],
    ['maxFreeSugarPerSnackG', 101],
    ['maxFreeSugarPerDayG', -0.5],
    ['maxFreeSugarPerDayG', 201],
    ['maxSaltPerDishG', -1],
    ['maxSaltPerDishG', 20.5],
    ['maxSaltPerDayG', -1],
    ['maxSaltPerDayG', 31],
    ['minFruitPerDayG', -1],
    ['minFruitPerDayG', 1001],
    ['minVegetablesPerDayG', -10],
    ['minVegetablesPerDayG', 5000],
    ['portionStep', 0.1],
    ['portionStep', 0.75],
    ['portionStep', 2],
    ['maxSaltPerDayG', '6'],
    ['allowConfectionery', 'yes'],
    ['allowAlcohol', 1],
  ];

  describe('refused with 400 naming the field, nothing written', () => {
    beforeAll(async () => {
      await call('POST', '/api/recommender-settings', admin, { ...DEFAULT_RECOMMENDER_SETTINGS, mealRules: SAVED });
      await call('POST', '/api/energy-estimation-equation', admin, { energyEstimationEquation: 'INSTITUTE_OF_MEDICINE' });
    });

    it.each(BAD)('POST /recommender-settings with %s = %p', async (field, value) => {
      const before = await storedRow();
      const res = await call('POST', '/api/recommender-settings', admin, {
        ...DEFAULT_RECOMMENDER_SETTINGS,
        mealRules: { ...SAVED, [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: `mealRules.${field}` });
      expect(await storedRow()).toEqual(before);
      expect(await readRules()).toEqual(SAVED);
    });

    it.each(BAD)('PUT /settings with %s = %p (the other parts not written either)', async (field, value) => {
      const before = await storedRow();
      const res = await call('PUT', '/api/settings', admin, {
        energyEstimationEquation: 'HARRIS_BENEDICT',
        recommenderSettings: { ...DEFAULT_RECOMMENDER_SETTINGS, mealRules: { [field]: value } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: `recommenderSettings.mealRules.${field}` });
      expect(await storedRow()).toEqual(before);
      expect((await call('GET', '/api/energy-estimation-equation', admin)).json()).toEqual({
        energyEstimationEquation: 'INSTITUTE_OF_MEDICINE',
      });
    });

    it('an unknown rule is refused too', async () => {
      const res = await call('POST', '/api/recommender-settings', admin, {
        ...DEFAULT_RECOMMENDER_SETTINGS,
        mealRules: { maxSugarG: 10 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toContain('mealRules');
      expect(await readRules()).toEqual(SAVED);
    });

    it('the message names the rule in words (portion step 0.75)', async () => {
      const res = await call('POST', '/api/recommender-settings', admin, {
        ...DEFAULT_RECOMMENDER_SETTINGS,
        mealRules: { portionStep: 0.75 },
      });
      expect(res.json().message).toBe('Portion step must be 0.25, 0.5 or 1 servings');
    });
  });

  describe('in planner requests', () => {
    it.each(BAD)('a week plan request with %s = %p is 400 naming it', async (field, value) => {
      const res = await weekPlan({ ...SETTINGS, mealRules: { [field]: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: `recommenderSettings.mealRules.${field}` });
    });

    it('a week plan request with valid meal rules is planned', async () => {
      const res = await weekPlan({ ...SETTINGS, mealRules: { maxSaltPerDayG: 5, portionStep: 0.5, allowConfectionery: true } });
      expect(res.statusCode).toBe(200);
      expect(res.json().mealPlans.length).toBeGreaterThan(0);
    });

    it('an algorithm test run with an invalid meal rule is 400 naming it, and not started', async () => {
      const res = await call('POST', '/planner/mealPlanningTesting', nutritionist, {
        generatorOptions: { numberOfUsers: 1, plansPerUser: 1, minAge: 18, maxAge: 65 },
        recommenderSettings: { ...SETTINGS, mealRules: { portionStep: 0.3 } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'recommenderSettings.mealRules.portionStep' });
      expect((await call('GET', '/planner/mealPlanningTesting', nutritionist)).json()).toEqual([]);
    });

    it("takes a rule the request omits from the context's, and checks the request's", () => {
      const stored = completeSettings({ ...DEFAULT_RECOMMENDER_SETTINGS, mealRules: { maxSaltPerDayG: 5, allowAlcohol: true } });
      const merged = mergeSettings(stored, { ...SETTINGS, mealRules: { maxSaltPerDayG: 4, portionStep: 1 } });
      expect(merged.mealRules).toEqual({ ...DEFAULT_MEAL_RULES, allowAlcohol: true, maxSaltPerDayG: 4, portionStep: 1 });
      expect(mergeSettings(stored, SETTINGS).mealRules).toEqual(stored.mealRules);
      let error: unknown;
      try {
        mergeSettings(stored, { ...SETTINGS, mealRules: { portionStep: 0.75 } });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 400, field: 'recommenderSettings.mealRules.portionStep' });
    });
  });
});
