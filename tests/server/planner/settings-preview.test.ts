/**
 * The recommender settings preview on the planner's HTTP API, on the seeded nl catalogue: admins only, the body
 * checked as a settings save checks it (400 naming the field), six households with a stability in [0, 1], identical
 * settings change nothing, edited settings change meals, and nothing is saved.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(300_000);

describe('previewRecommenderSettings', () => {
  let server: TestServer;
  let admin: { authorization: string };
  const preview = (headers: { authorization: string }, payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/planner/simulate/settingsPreview', headers, payload: payload as object });
  const saved = async () => (await server.app.inject({ method: 'GET', url: '/api/recommender-settings', headers: admin })).json();

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], seed: true });
    admin = await server.auth('admin');
  });
  afterAll(async () => server?.close());

  it.each(['nutritionist', 'ambassador'])('refuses a %s with 403', async (role) => {
    const res = await preview(await server.auth(role), await saved());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('answers 400 naming the field for a weight out of range or a bad weekly rule', async () => {
    const settings = await saved();
    const weight = await preview(admin, {
      ...settings,
      mealOfDayHeuristicsWeights: { ...settings.mealOfDayHeuristicsWeights, ENERGY_SUITABILITY: 9 },
    });
    expect(weight.statusCode).toBe(400);
    expect(weight.json().field).toMatch(/mealOfDayHeuristicsWeights.*ENERGY_SUITABILITY/);
    const rule = await preview(admin, { ...settings, weeklyFoodGroupRules: [{ foodGroup: 'FISH', atLeast: 3, atMost: 1 }] });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().field).toMatch(/^weeklyFoodGroupRules\[0\]/);
    const missing = await preview(admin, { dayHeuristicsWeights: {}, weekHeuristicsWeights: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message + (missing.json().field ?? '')).toMatch(/mealOfDayHeuristicsWeights/);
  });

  it('with the saved settings keeps every meal of the six households (stability 1, no change)', async () => {
    const res = await preview(admin, await saved());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.households).toHaveLength(6);
    expect(body.households[0].key).toBe('default-sample');
    for (const h of body.households) {
      expect(h.stability).toBe(1);
      expect(h.changedMeals).toEqual([]);
      expect(h.mealsBefore).toBeGreaterThan(0);
      expect(h.before).toEqual(h.after);
      expect(Object.values(h.change).every((x) => x === 0)).toBe(true);
    }
  });

  it('with a raised weight changes meals, with each stability in [0, 1], and saves nothing', async () => {
    const before = await saved();
    const edited = {
      ...before,
      mealOfDayHeuristicsWeights: { ...before.mealOfDayHeuristicsWeights, INGREDIENT_VARIETY: 5, ENERGY_SUITABILITY: 1 },
    };
    const res = await preview(admin, edited);
    expect(res.statusCode).toBe(200);
    const households = res.json().households as { stability: number; changedMeals: unknown[]; mealsBefore: number }[];
    expect(households).toHaveLength(6);
    for (const h of households) {
      expect(h.stability).toBeGreaterThanOrEqual(0);
      expect(h.stability).toBeLessThanOrEqual(1);
    }
    expect(households.some((h) => h.stability < 1 && h.changedMeals.length > 0)).toBe(true);
    expect(await saved()).toEqual(before);
  });
});
