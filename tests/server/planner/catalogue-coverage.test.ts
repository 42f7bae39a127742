/**
 * The catalogue coverage report on a tiny hand-made catalogue: counts per profile and slot after the planner's hard
 * rules (tags, the rule set's reading of ingredients and names, food restrictions, meal type and role), plan
 * exposure and its Gini coefficient over the stored week plans, the recipes whose tags the rules contradict, the
 * role table (403) and a bad context (400 / 403), and the search filters the report's links use.
 */
import { catalogueChanged, forContext } from '../../../src/server/db';
import { startTestServer, type TestServer } from '../helpers/testServer';
import type { components } from '../../../src/server/generated/planner.schema.generated';

type Coverage = components['schemas']['CatalogueCoverage'];

jest.setTimeout(180_000);

/** id, name, meal type, role, diets, allergens, ingredient ids (grams 100 each), status. */
const RECIPES: [number, string, string, string, string[], string[], number[], string][] = [
  [100, 'Tofu with rice', 'DINNER', 'HOT_MAIN', ['VEGAN', 'LACTO_OVO_VEGETARIAN'], ['SOY'], [1, 6], 'PUBLISHED'],
  [101, 'Beef with rice', 'DINNER', 'HOT_MAIN', ['NONE'], [], [2, 6], 'PUBLISHED'],
  // Tagged vegan, made of beef: a contradiction the rules keep from vegans.
  [102, 'House special', 'DINNER', 'HOT_MAIN', ['VEGAN', 'LACTO_OVO_VEGETARIAN'], [], [2, 7], 'PUBLISHED'],
  [103, 'Rice with almonds', 'DINNER', 'HOT_MAIN', ['VEGAN', 'LACTO_OVO_VEGETARIAN'], ['NUTS'], [5, 6], 'PUBLISHED'],
  [104, 'Milk rice', 'BREAKFAST', 'BREAKFAST', ['LACTO_OVO_VEGETARIAN'], ['MILK'], [4, 6], 'PUBLISHED'],
  // Not tagged with gluten, made with wheat flour: a contradiction the rules keep from the gluten-free.
  [105, 'Tomato flatbread', 'BREAKFAST', 'BREAKFAST', ['VEGAN', 'LACTO_OVO_VEGETARIAN'], [], [3, 7], 'PUBLISHED'],
  [107, 'Tomato stew', 'DINNER', 'HOT_MAIN', ['VEGAN', 'LACTO_OVO_VEGETARIAN'], [], [7], 'PUBLISHED'],
  // A bread lunch with one dish family: too little for a week, so the planner takes hot lunches too.
  [108, 'Cheese sandwich', 'LUNCH', 'BREAD_MEAL', ['LACTO_OVO_VEGETARIAN'], ['GLUTEN', 'MILK'], [9, 10], 'PUBLISHED'],
  [109, 'Lentil curry', 'LUNCH', 'HOT_MAIN', ['VEGAN', 'LACTO_OVO_VEGETARIAN'], [], [11, 7], 'PUBLISHED'],
  [106, 'Draft tofu bowl', 'DINNER', 'HOT_MAIN', ['VEGAN', 'LACTO_OVO_VEGETARIAN'], ['SOY'], [1, 6], 'DRAFT'],
];

const INGREDIENTS = [
  [1, 'Tofu, raw, firm'],
  [2, 'Beef, ground, raw'],
  [3, 'Wheat flour, white, all-purpose'],
  [4, 'Milk, whole'],
  [5, 'Nuts, almonds'],
  [6, 'Rice, white, cooked'],
  [7, 'Tomatoes, red, raw'],
  [9, 'Bread, white'],
  [10, 'Cheese, gouda'],
  [11, 'Lentils, cooked'],
] as const;

describe('catalogue coverage (GET /planner/recipes/coverage)', () => {
  let server: TestServer;
  let nutritionist: { authorization: string };
  const get = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/planner/recipes/coverage', headers });
  let report: Coverage;
  const row = (key: string) => report.profiles.find((p) => p.key === key)!;
  const slot = (key: string) => report.slots.findIndex((s) => s.key === key);

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl', 'dk'] });
    nutritionist = await server.auth('nutritionist');
    await forContext(server.db, 'nl').transaction(async (tx) => {
      for (const [id, name] of INGREDIENTS) await tx.query('INSERT INTO ingredient (id, name) VALUES ($1, $2)', [id, name]);
      for (const [id, name, type, role, diets, allergens, lines, status] of RECIPES) {
        await tx.query(
          `INSERT INTO recipe (id, name, status, servings, energy_kcal_per_serving, protein_per_serving, carbohydrate_per_serving,
             fat_per_serving, diets, allergens, meal_roles) VALUES ($1, $2, $3, 1, 450, 20, 60, 12, $4, $5, $6)`,
          [id, name, status, diets, allergens, [role]],
        );
        await tx.query(`INSERT INTO recipe_tag (recipe_id, category, name) VALUES ($1, 'MEAL_TYPE', $2)`, [id, type]);
        for (const [position, ingredient] of lines.entries())
          await tx.query(
            'INSERT INTO recipe_ingredient (recipe_id, ingredient_id, position, quantity, weight_grams) VALUES ($1, $2, $3, 100, 100)',
            [id, ingredient, position],
          );
      }
      await tx.query(`INSERT INTO food_restriction (id, name, enabled) VALUES (1, 'No beef', true), (2, 'No tomato', false)`);
      await tx.query('INSERT INTO food_restriction_ingredient (food_restriction_id, ingredient_id) VALUES (1, 2), (2, 7)');
      // Two users' week plans: recipe 100 planned 3 times, 101 once; the others never.
      const user = async (email: string) =>
        Number((await tx.query<{ id: number }>('INSERT INTO app_user (email) VALUES ($1) RETURNING id', [email]))[0].id);
      const plan = async (userId: number) =>
        Number(
          (
            await tx.query<{ id: number }>(`INSERT INTO week_plan (user_id, week_start) VALUES ($1, '2026-11-16') RETURNING id`, [
              userId,
            ])
          )[0].id,
        );
      const [a, b] = [await plan(await user('a@example.org')), await plan(await user('b@example.org'))];
      for (const [planId, day, recipe] of [
        [a, 1, 100],
        [a, 2, 100],
        [b, 1, 100],
        [b, 2, 101],
      ])
        await tx.query(
          `INSERT INTO scaled_recipe (week_plan_id, day_of_week, meal_of_day, recipe_id) VALUES ($1, $2, 'DINNER', $3)`,
          [planId, day, recipe],
        );
    });
    catalogueChanged('nl');
    const res = await get(nutritionist);
    expect(res.statusCode).toBe(200);
    report = res.json();
  });
  afterAll(async () => server?.close());

  it('has a slot per meal part of the context divisions, with the meal types and roles it takes', () => {
    const dinner = report.slots[slot('DINNER')];
    expect(dinner).toMatchObject({ mealPart: 'DINNER', mealTypes: ['DINNER'], mealRoles: ['HOT_MAIN'] });
    expect(slot('BREAKFAST')).toBeGreaterThanOrEqual(0);
    expect(new Set(report.slots.map((s) => s.key)).size).toBe(report.slots.length);
    expect(report.publishedRecipes).toBe(9);
  });

  it('counts the published recipes each profile can have in a slot, after the tags and the rules', () => {
    const dinner = slot('DINNER');
    const breakfast = slot('BREAKFAST');
    // Every published dinner, the mislabelled stew included (no diet asked).
    expect(row('ANY').counts[dinner]).toBe(5);
    // The house special's beef and the stew's name keep them from vegans and vegetarians though both are tagged vegan.
    expect(row('VEGAN').counts[dinner]).toBe(2);
    expect(row('VEGETARIAN').counts[dinner]).toBe(2);
    expect(row('NO_NUTS').counts[dinner]).toBe(4);
    // The flatbread's wheat flour keeps them from the gluten-free though they are not tagged with gluten.
    expect(row('GLUTEN_FREE').counts[breakfast]).toBe(1);
    expect(row('NO_MILK').counts[breakfast]).toBe(1);
    expect(row('VEGAN').counts[breakfast]).toBe(1);
    expect(report.threshold).toBe(10);
    expect(row('VEGAN').fellBack[dinner]).toBe(false);
  });

  it('counts a bread lunch as the planner fills it: its meal part roles when its own role is too thin', () => {
    const lunch = slot('LUNCH:BREAD_MEAL');
    expect(report.slots[lunch]).toMatchObject({ mealRoles: ['BREAD_MEAL'], fallbackMealRoles: ['HOT_MAIN', 'BREAD_MEAL'] });
    // One sandwich is one dish family: the planner takes the curry too.
    expect([row('ANY').counts[lunch], row('ANY').fellBack[lunch]]).toEqual([2, true]);
    // Gluten-free: no sandwich at all, the curry alone.
    expect([row('GLUTEN_FREE').counts[lunch], row('GLUTEN_FREE').fellBack[lunch]]).toEqual([1, true]);
    expect(row('ANY').fellBack[slot('DINNER')]).toBe(false);
  });

  it('has a row per enabled food restriction only', () => {
    const restrictions = report.profiles.filter((p) => p.idFoodRestriction !== undefined);
    expect(restrictions.map((p) => [p.key, p.label])).toEqual([['FOOD_RESTRICTION_1', 'No beef']]);
    expect(row('FOOD_RESTRICTION_1').counts[slot('DINNER')]).toBe(3);
  });

  it('tells the plan exposure: never-planned recipes and the Gini coefficient over all published recipes', () => {
    const e = report.exposure;
    expect(e).toMatchObject({ weekPlans: 2, appearances: 4, recipes: 9, plannedRecipes: 2, neverPlannedCount: 7 });
    expect(e.neverPlanned.map((r) => r.idRecipe)).toEqual([108, 102, 109, 104, 103, 105, 107]); // by name
    // Counts 0 (7 times), 1, 3 of 9 recipes: G = 2 x (8x1 + 9x3) / (9 x 4) - 10/9 = 70/36 - 40/36 = 30/36.
    expect(e.gini).toBeCloseTo(30 / 36, 10);
  });

  it('lists the recipes whose tags the diet and allergen rules contradict, with the ingredients that say so', () => {
    const byId = new Map(report.contradictions.map((c) => [c.idRecipe, c]));
    expect(byId.get(102)).toMatchObject({ allergens: [], ingredients: ['Beef, ground, raw'], nameReasons: [] });
    expect([...byId.get(102)!.diets].sort()).toEqual(['LACTO_OVO_VEGETARIAN', 'VEGAN']);
    expect(byId.get(105)).toMatchObject({ allergens: ['GLUTEN'], ingredients: ['Wheat flour, white, all-purpose'] });
    expect(byId.has(100)).toBe(false);
    // The name alone can say it: a stew is made with meat stock unless named otherwise.
    expect(byId.get(107)?.ingredients).toEqual([]);
    expect(byId.get(107)?.nameReasons).toEqual([expect.stringContaining("'stew'")]);
    expect(byId.has(101)).toBe(false);
    expect(byId.has(106)).toBe(false); // a draft is not in the catalogue the planner uses
  });

  it('refuses the ambassador and a plain user (403) and reads another context for an admin only', async () => {
    for (const who of ['ambassador', 'user']) {
      const res = await get(await server.auth(who));
      expect(res.statusCode).toBe(403);
    }
    const admin = await server.auth('admin');
    const dk = await get({ ...admin, 'x-impersonate-context': 'dk', 'x-impersonate-user-id': '1' });
    expect(dk.statusCode).toBe(200);
    expect((dk.json() as Coverage).publishedRecipes).toBe(0);
    const bad = await get({ ...admin, 'x-impersonate-context': 'fr', 'x-impersonate-user-id': '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'X-Impersonate-Context' });
    const notServed = await get({ ...admin, 'x-impersonate-context': 'es', 'x-impersonate-user-id': '1' });
    expect(notServed.statusCode).toBe(403);
    expect(notServed.json()).toMatchObject({ code: 'CONTEXT_NOT_SERVED' });
  });

  it('the recipe list filters a cell links to: the role and the allergens avoided', async () => {
    const search = async (query: string) => {
      const res = await server.app.inject({ method: 'GET', url: `/search/recipes?${query}`, headers: nutritionist });
      expect(res.statusCode).toBe(200);
      return (res.json() as { idRecipe: number }[]).map((r) => r.idRecipe).sort();
    };
    expect(await search('status=PUBLISHED&mealRole=BREAKFAST')).toEqual([104, 105]);
    expect(await search('status=PUBLISHED&mealRole=HOT_MAIN&withoutAllergen=NUTS&withoutAllergen=PEANUT')).toEqual([
      100, 101, 102, 107, 109,
    ]);
    const bad = await server.app.inject({ method: 'GET', url: '/search/recipes?mealRole=LUNCH', headers: nutritionist });
    expect(bad.statusCode).toBe(400);
  });
});
