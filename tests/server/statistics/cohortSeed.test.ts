/**
 * The cohort seeder on the real catalogue of one context: the week plans come from the recommender through
 * the planner's own inputs, suit each user's diet and ingredient restrictions, read back through the
 * planner's user-meal-plan call like the planner's plans, and app sessions make days active.
 */
import { DEFAULT_MEAL_DIVISIONS_BY_CONTEXT } from '../../../src/domain';
import { deriveSeed, scaledIngredients } from '../../../src/recommender';
import { createContextSettingsRepository } from '../../../src/server/db/shared/contextSettings';
import { createCandidatesRepository } from '../../../src/server/planner/candidatesRepository';
import { planLibraryWeeks } from '../../../src/server/seed/cohort/libraryWorker';
import { archetypeRequest, LIBRARY_ARCHETYPES, prepareLibrary } from '../../../src/server/seed/cohort/planLibrary';
import { DEFAULT_COHORT_SEED, seedCohort } from '../../../src/server/seed/cohort/seedCohort';
import { startTestServer, type TestServer } from '../helpers/testServer';

const AS_OF = '2026-11-25';
/** The cohort's three meals, each with the nl context's divisions of it (its day pattern: a bread lunch with fruit, a hot dinner with vegetables). */
const NL_MEALS = (['BREAKFAST', 'LUNCH', 'DINNER'] as const).map((meal) => ({
  meal,
  names: DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.filter((d) => d.mealOfDay === meal).map((d) => d.name),
}));
const NL_RECIPES_A_DAY = NL_MEALS.reduce((n, m) => n + m.names.length, 0);
const MONDAY = '2026-11-23';

describe('the cohort seeded on the real catalogue', () => {
  let server: TestServer;
  let seeded: Partial<Record<string, string>>;
  const count = async (sql: string) =>
    Number((await server.db.transaction((tx) => tx.query<{ n: number }>(sql), { context: 'nl' }))[0].n);

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], seed: true, backends: ['planner'] });
    seeded = await seedCohort(server.db, { contexts: ['nl'], users: 300, asOf: AS_OF });
  }, 600_000);
  afterAll(async () => server?.close());

  it('plans no recipe that a user’s diet or ingredient restrictions exclude', async () => {
    expect(seeded.nl).toMatch(/^300 users, .* week plans from a library of 16 recommender plans/);
    expect(
      await count('SELECT count(*) AS n FROM app_user WHERE synthetic AND first_name IS NOT NULL AND last_name IS NOT NULL'),
    ).toBe(300);
    const planUsers = `SELECT DISTINCT user_id FROM week_plan`;
    expect(await count(`SELECT count(*) AS n FROM user_dietary_restriction WHERE user_id IN (${planUsers})`)).toBeGreaterThan(5);
    expect(await count(`SELECT count(*) AS n FROM user_ingredient_restriction WHERE user_id IN (${planUsers})`)).toBeGreaterThan(
      5,
    );
    expect(
      await count(
        `SELECT count(*) AS n FROM week_plan w JOIN scaled_recipe s ON s.week_plan_id = w.id JOIN recipe r ON r.id = s.recipe_id
         JOIN user_dietary_restriction d ON d.user_id = w.user_id WHERE NOT (d.diet = ANY (r.diets))`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM week_plan w JOIN scaled_recipe s ON s.week_plan_id = w.id
         JOIN recipe_ingredient ri ON ri.recipe_id = s.recipe_id
         JOIN user_ingredient_restriction x ON x.user_id = w.user_id AND x.ingredient_id = ri.ingredient_id`,
      ),
    ).toBe(0);
    // Other users' plans do hold the ingredients some users restrict: the restrictions did keep them out.
    expect(
      await count(
        `SELECT count(*) AS n FROM scaled_recipe s JOIN recipe_ingredient ri ON ri.recipe_id = s.recipe_id
         WHERE ri.ingredient_id IN (SELECT ingredient_id FROM user_ingredient_restriction)`,
      ),
    ).toBeGreaterThan(0);
  });

  it('computes each library plan exactly as the planner’s week-plan call does for that profile and seed', async () => {
    const index = 0;
    const seed = DEFAULT_COHORT_SEED;
    const restrictable = [] as number[];
    const request = await server.db.transaction(
      (tx) => prepareLibrary(tx, { seed, startDate: MONDAY, restrictable, archetypes: LIBRARY_ARCHETYPES.slice(0, 1) }),
      { context: 'nl' },
    );
    const [week] = planLibraryWeeks(request.inputs);
    // The screen sends the context's settings (the planner requires them); the library plans with the stored ones.
    const stored = await server.db.transaction((tx) => createContextSettingsRepository(tx).read(), { context: 'nl' });
    const res = await server.app.inject({
      method: 'POST',
      url: '/planner/simulate/weekPlan',
      headers: await server.auth('nutritionist'),
      payload: {
        ...archetypeRequest(LIBRARY_ARCHETYPES[index], MONDAY, restrictable),
        startDate: MONDAY,
        planAction: 'CREATE',
        recommenderSettings: stored.recommender,
        seed: deriveSeed(seed, index),
      },
    });
    expect({ status: res.statusCode, body: res.statusCode === 200 ? undefined : res.json() }).toEqual({ status: 200 });
    const recipes = (
      mealPlans: ReadonlyArray<{
        dayOfWeek: string;
        mealOfDay: string;
        scaledRecipes: ReadonlyArray<{ recipe: { idRecipe: number } }>;
      }>,
    ) => mealPlans.flatMap((m) => m.scaledRecipes.map((s) => `${m.dayOfWeek} ${m.mealOfDay} ${s.recipe.idRecipe}`));
    expect(recipes(week!.mealPlans)).toEqual(recipes(res.json().mealPlans));
    expect(recipes(week!.mealPlans)).toHaveLength(7 * NL_RECIPES_A_DAY);
  });

  it('reads a cohort plan back through the user-meal-plan call with divisions, portions and scaled ingredients', async () => {
    const [plan] = await server.db.transaction(
      (tx) =>
        tx.query<{ user_id: number; week_start: string }>(
          // A plan of the recommender's divisions only (a recipe added by hand belongs to none).
          `SELECT user_id, week_start::text AS week_start FROM week_plan w
           WHERE NOT EXISTS (SELECT 1 FROM scaled_recipe s WHERE s.week_plan_id = w.id AND s.provenance = 'ADDED')
           ORDER BY week_start DESC, id LIMIT 1`,
        ),
      { context: 'nl' },
    );
    const res = await server.app.inject({
      method: 'GET',
      url: `/planner/user/${plan.user_id}/mealPlan?date=${plan.week_start}`,
      headers: await server.auth('admin'),
    });
    expect(res.statusCode).toBe(200);
    const week = res.json() as {
      startDate: string;
      mealPlans: {
        dayOfWeek: string;
        mealOfDay: string;
        scaledRecipes: {
          recipe: { idRecipe: number; recipeNutritionalInfo: { energyKcal: number } };
          servings: number;
          householdServings: { user: { id: number }; portionInServings: number }[];
          mealOfDayDivision: { name: string };
          scaledRecipeIngredients: { ingredient: { idIngredient: number; name?: string }; quantityInGrams: number }[];
        }[];
      }[];
    };
    expect(week.startDate).toBe(plan.week_start);
    expect(week.mealPlans).toHaveLength(21);
    const divisions = week.mealPlans.map(
      (m) => `${m.mealOfDay}: ${m.scaledRecipes.map((s) => s.mealOfDayDivision.name).join(' + ')}`,
    );
    expect(new Set(divisions)).toEqual(new Set(NL_MEALS.map((m) => `${m.meal}: ${m.names.join(' + ')}`)));
    expect(divisions).toContain('LUNCH: Bread lunch + Fruit with lunch');
    for (const s of week.mealPlans.flatMap((m) => m.scaledRecipes)) {
      expect(s.householdServings).toEqual([{ user: { id: plan.user_id }, portionInServings: s.servings }]);
      expect(s.servings).toBeGreaterThanOrEqual(0.5);
      expect(s.servings).toBeLessThanOrEqual(2);
      expect(s.recipe.recipeNutritionalInfo.energyKcal).toBeGreaterThan(0);
      expect(s.scaledRecipeIngredients.length).toBeGreaterThan(0);
      expect(s.scaledRecipeIngredients.every((i) => i.quantityInGrams > 0 && typeof i.ingredient.name === 'string')).toBe(true);
    }
  });

  it('answers the same scaled ingredients derived from the recipe as stored ones the engine computed', async () => {
    const [plan] = await server.db.transaction(
      (tx) =>
        tx.query<{ id: number; user_id: number; week_start: string }>(
          'SELECT id, user_id, week_start::text AS week_start FROM week_plan ORDER BY id DESC LIMIT 1',
        ),
      { context: 'nl' },
    );
    const read = async () => {
      const res = await server.app.inject({
        method: 'GET',
        url: `/planner/user/${plan.user_id}/mealPlan?date=${plan.week_start}`,
        headers: await server.auth('admin'),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { mealPlans: { scaledRecipes: { scaledRecipeIngredients: unknown[] }[] }[] };
    };
    const derived = await read();
    // The cohort stores none: each planned recipe's lines come from its recipe at its servings.
    await server.db.transaction(
      async (tx) => {
        const rows = await tx.query<{ id: number; recipe_id: number; servings: number; stored: unknown; provenance: string }>(
          'SELECT id, recipe_id, servings, scaled_recipe_ingredients AS stored, provenance FROM scaled_recipe WHERE week_plan_id = $1',
          [plan.id],
        );
        // 35: seven days of the three meals' divisions; besides, the recipes the user added by hand (a 12 % chance a day).
        expect(rows.filter((r) => r.provenance !== 'ADDED').length).toBe(7 * NL_RECIPES_A_DAY);
        expect(rows.every((r) => r.stored === null)).toBe(true);
        // Store what the engine gives for that recipe and servings, as a plan the planner saved would hold.
        const { byId } = await createCandidatesRepository(tx).load();
        for (const r of rows) {
          const lines = scaledIngredients({ recipe: byId.get(Number(r.recipe_id))! }, Number(r.servings));
          expect(lines.length).toBeGreaterThan(0);
          await tx.query('UPDATE scaled_recipe SET scaled_recipe_ingredients = $2::jsonb WHERE id = $1', [
            r.id,
            JSON.stringify(lines),
          ]);
        }
      },
      { context: 'nl' },
    );
    const stored = await read();
    expect(derived).toEqual(stored);
    expect(derived.mealPlans.flatMap((m) => m.scaledRecipes).every((s) => s.scaledRecipeIngredients.length > 0)).toBe(true);
    await server.db.transaction(
      (tx) => tx.query('UPDATE scaled_recipe SET scaled_recipe_ingredients = NULL WHERE week_plan_id = $1', [plan.id]),
      { context: 'nl' },
    );
  });

  it('records app sessions, on days without logging too, and the statistics count those days as active', async () => {
    expect(
      await count(`SELECT count(*) AS n FROM app_user WHERE synthetic AND id NOT IN (SELECT user_id FROM user_activity)`),
    ).toBe(0);
    const sessionDays = `SELECT DISTINCT user_id, (occurred_at AT TIME ZONE 'UTC')::date AS d FROM user_activity WHERE kind = 'APP_OPEN'`;
    const logDays = `SELECT DISTINCT user_id, (logged_at AT TIME ZONE 'UTC')::date AS d FROM food_log`;
    const browseOnly = await count(`SELECT count(*) AS n FROM (${sessionDays} EXCEPT ${logDays}) x`);
    expect(browseOnly).toBeGreaterThan(50);
    // The summaries the statistics read: every session day is an active day, and nothing else is.
    expect(
      await count(`SELECT count(*) AS n FROM (SELECT user_id, active_on FROM usage_active_day EXCEPT ${sessionDays}) x`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM (${sessionDays} EXCEPT SELECT user_id, active_on FROM usage_active_day) x`),
    ).toBe(0);
  });
});
