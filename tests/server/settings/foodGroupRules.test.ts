/**
 * Weekly food-group rules (issue 12, item 6) through the APIs: saved with the recommender settings (alone or in the
 * settings screen's one save), refused with 400 naming the rule (nothing written), taken by the planner from the
 * request or, when the request has none, from the context; an infeasible rule is a plan warning.
 */
import { DEFAULT_RECOMMENDER_SETTINGS } from '../../../src/domain';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { sampleProfile, SETTINGS } from '../planner/sample';

jest.setTimeout(180_000);

const RULES = [
  { foodGroup: 'FISH', atLeast: 2 },
  { foodGroup: 'RED_MEAT', atMost: 3 },
];

describe('weekly food-group rules in the settings and the planner', () => {
  let server: TestServer;
  let admin: { authorization: string };
  let nutritionist: { authorization: string };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: { authorization: string }, payload?: unknown) =>
    server.app.inject({ method, url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const vegan = () => sampleProfile({ dietaryRestrictions: ['VEGAN'] });
  const weekPlan = (extra: Record<string, unknown>) => {
    const profile = vegan();
    return call('POST', '/planner/simulate/weekPlan', nutritionist, {
      userProfile: profile,
      startDate: '2026-11-16',
      scope: { householdMembers: profile.household.users },
      planAction: 'CREATE',
      seed: 3,
      ...extra,
    });
  };

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], seed: true });
    admin = await server.auth('admin');
    nutritionist = await server.auth('nutritionist');
  });
  afterAll(async () => server?.close());

  it('saves the rules with the recommender settings and reads them back', async () => {
    const res = await call('POST', '/api/recommender-settings', admin, {
      ...DEFAULT_RECOMMENDER_SETTINGS,
      weeklyFoodGroupRules: RULES,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().weeklyFoodGroupRules).toEqual(RULES);
    expect((await call('GET', '/api/recommender-settings', nutritionist)).json().weeklyFoodGroupRules).toEqual(RULES);
  });

  const bad: [string, unknown[], string, string][] = [
    ['an unknown food group', [{ foodGroup: 'PORK', atLeast: 1 }], 'VALIDATION_ERROR', 'weeklyFoodGroupRules/0/foodGroup'],
    ['a negative count', [{ foodGroup: 'FISH', atLeast: -1 }], 'VALIDATION_ERROR', 'weeklyFoodGroupRules/0/atLeast'],
    ['more than 21 meals', [{ foodGroup: 'FISH', atMost: 22 }], 'VALIDATION_ERROR', 'weeklyFoodGroupRules/0/atMost'],
    ['a count that is not whole', [{ foodGroup: 'FISH', atLeast: 1.5 }], 'VALIDATION_ERROR', 'weeklyFoodGroupRules/0/atLeast'],
    ['a rule without a count', [{ foodGroup: 'LEGUMES' }], 'VALIDATION_ERROR', 'weeklyFoodGroupRules[0].atLeast'],
    [
      'at least above at most for one group',
      [
        { foodGroup: 'MEAT', atMost: 10 },
        { foodGroup: 'FISH', atLeast: 5 },
        { foodGroup: 'FISH', atMost: 3 },
      ],
      'FOOD_GROUP_RULE_CONFLICT',
      'weeklyFoodGroupRules[1].atLeast',
    ],
  ];
  it.each(bad)('refuses %s with 400 naming the rule, and writes nothing', async (_, rules, code, field) => {
    const res = await call('POST', '/api/recommender-settings', admin, {
      ...DEFAULT_RECOMMENDER_SETTINGS,
      weeklyFoodGroupRules: rules,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(code);
    // Schema errors name the field as a path with slashes or dots; the rule's index and field are in it.
    expect(body.field.replace(/\//g, '.').replace(/\[(\d+)\]/g, '.$1')).toContain(
      field.replace(/\//g, '.').replace(/\[(\d+)\]/g, '.$1'),
    );
    if (code === 'FOOD_GROUP_RULE_CONFLICT') expect(body.message).toBe('At least 5 fish meals a week is more than at most 3');
    expect((await call('GET', '/api/recommender-settings', nutritionist)).json().weeklyFoodGroupRules).toEqual(RULES);
  });

  it("the settings screen's one save refuses a conflict under recommenderSettings, and saves nothing", async () => {
    const res = await call('PUT', '/api/settings', admin, {
      energyEstimationEquation: 'HARRIS_BENEDICT',
      recommenderSettings: {
        ...DEFAULT_RECOMMENDER_SETTINGS,
        weeklyFoodGroupRules: [{ foodGroup: 'WHITE_MEAT', atLeast: 4, atMost: 2 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FOOD_GROUP_RULE_CONFLICT',
      field: 'recommenderSettings.weeklyFoodGroupRules[0].atLeast',
      message: 'At least 4 white-meat meals a week is more than at most 2',
    });
    expect((await call('GET', '/api/energy-estimation-equation', admin)).json()).toEqual({
      energyEstimationEquation: 'INSTITUTE_OF_MEDICINE',
    });
  });

  it('a plan request with conflicting rules is 400 naming the rule', async () => {
    const res = await weekPlan({
      recommenderSettings: { ...SETTINGS, weeklyFoodGroupRules: [{ foodGroup: 'MEAT', atLeast: 3, atMost: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'FOOD_GROUP_RULE_CONFLICT',
      field: 'recommenderSettings.weeklyFoodGroupRules[0].atLeast',
    });
  });

  it("an infeasible rule is a plan warning: the request's rule, else the context's", async () => {
    const asked = await weekPlan({
      recommenderSettings: { ...SETTINGS, weeklyFoodGroupRules: [{ foodGroup: 'FISH', atLeast: 5 }] },
    });
    expect(asked.statusCode).toBe(200);
    const warnings = (asked.json().warnings as { kind: string; message: string; shortfall: number }[]).filter(
      (w) => w.kind === 'FOOD_GROUP_RULE',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0].shortfall).toBe(-5);
    expect(warnings[0].message).toMatch(
      /^At least 5 fish meals a week: 0 reached, 0 fish candidates: vegan(, avoiding advanced recipes)? leaves none of \d+ fish recipes/,
    );
    // Settings without rules in the request: the context's rules (at least 2 fish, at most 3 red meat).
    await call('POST', '/api/recommender-settings', admin, { ...DEFAULT_RECOMMENDER_SETTINGS, weeklyFoodGroupRules: RULES });
    const stored = await weekPlan({ recommenderSettings: SETTINGS });
    expect(stored.statusCode).toBe(200);
    const fromContext = (stored.json().warnings as { kind: string; message: string }[]).filter(
      (w) => w.kind === 'FOOD_GROUP_RULE',
    );
    expect(fromContext.map((w) => w.message.split(':')[0])).toEqual(['At least 2 fish meals a week']);
  });
});
