/**
 * Pinned meals and "why this meal" on the planner's HTTP API, on the seeded catalogue: RECREATE and
 * REVIEW keep pinned meals verbatim, a replacement refuses a pinned meal (400 MEAL_PINNED), and
 * /simulate/mealExplanation explains a meal and answers "why not" for restricted and ordinary recipes.
 */
import { startTestServer, type TestServer } from '../helpers/testServer';
import { allScaled, member, NL_DINNER, NL_LUNCH, sampleProfile, SETTINGS, type ApiPlan, type ApiScaled } from './sample';

/** A scaled recipe as served, with the fields these tests read beyond the shared sample type. */
type Served = ApiScaled & { servings: number; scaledRecipeIngredients: { ingredient: { idIngredient: number; name: string } }[] };

jest.setTimeout(180_000);

describe('pinned meals and meal explanations', () => {
  let server: TestServer;
  let nutritionist: { authorization: string };
  let base: ApiPlan;
  const post = (url: string, payload: unknown) =>
    server.app.inject({ method: 'POST', url: `/planner${url}`, headers: nutritionist, payload: payload as object });
  const weekPlan = (extra: Record<string, unknown> = {}, profile = sampleProfile()) =>
    post('/simulate/weekPlan', {
      userProfile: profile,
      startDate: '2026-11-16',
      scope: { householdMembers: profile.household.users },
      recommenderSettings: SETTINGS,
      planAction: 'CREATE',
      seed: 42,
      ...extra,
    });
  const slot = (plan: ApiPlan, day: string, division: number) =>
    allScaled(plan).find(({ day: d, s }) => d === day && s.mealOfDayDivision.idMealOfDayDivision === division)!.s as Served;
  const pins = [
    { dayOfWeek: 'TUESDAY', idMealOfDayDivision: NL_LUNCH },
    { dayOfWeek: 'FRIDAY', idMealOfDayDivision: NL_DINNER },
  ];

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], seed: true });
    nutritionist = await server.auth('nutritionist');
    const res = await weekPlan();
    expect(res.statusCode).toBe(200);
    base = res.json();
  });
  afterAll(async () => server?.close());

  it('RECREATE keeps the pinned meals exactly and rebuilds the rest', async () => {
    const res = await weekPlan({ planAction: 'RECREATE', weekPlan: base, pinnedMeals: pins, seed: 43 });
    expect(res.statusCode).toBe(200);
    const plan: ApiPlan = res.json();
    for (const p of pins)
      expect(slot(plan, p.dayOfWeek, p.idMealOfDayDivision)).toEqual(slot(base, p.dayOfWeek, p.idMealOfDayDivision));
    const changed = allScaled(plan).filter(
      ({ day, s }) => s.recipe.idRecipe !== slot(base, day, s.mealOfDayDivision.idMealOfDayDivision).recipe.idRecipe,
    );
    expect(changed.length).toBeGreaterThan(10);
  });

  it('REVIEW keeps pinned meals with their portions when the needs change, and re-portions the others', async () => {
    const heavier = sampleProfile({
      weightLogs: [{ weightKg: 95 }],
      household: { ...sampleProfile().household, users: [member(1, 'Sample', { weightLogs: [{ weightKg: 95 }] })] },
    });
    const review = (pinnedMeals?: typeof pins) =>
      weekPlan({ planAction: 'REVIEW', weekPlan: base, ...(pinnedMeals ? { pinnedMeals } : {}) }, heavier);
    const unpinned: ApiPlan = (await review()).json();
    const moved = pins.filter(
      (p) =>
        JSON.stringify(slot(unpinned, p.dayOfWeek, p.idMealOfDayDivision)) !==
        JSON.stringify(slot(base, p.dayOfWeek, p.idMealOfDayDivision)),
    );
    expect(moved.length).toBeGreaterThan(0);
    const res = await review(pins);
    expect(res.statusCode).toBe(200);
    const plan: ApiPlan = res.json();
    for (const p of pins)
      expect(slot(plan, p.dayOfWeek, p.idMealOfDayDivision)).toEqual(slot(base, p.dayOfWeek, p.idMealOfDayDivision));
    const reportioned = allScaled(plan).filter(
      ({ day, s }) => (s as Served).servings !== slot(base, day, s.mealOfDayDivision.idMealOfDayDivision).servings,
    );
    expect(reportioned.length).toBeGreaterThan(0);
  });

  it('a pinned meal the household now excludes is not kept (hard rules win)', async () => {
    const pinned = slot(base, 'TUESDAY', NL_LUNCH);
    const ingredient = pinned.scaledRecipeIngredients[0].ingredient;
    const res = await weekPlan(
      { planAction: 'REVIEW', weekPlan: base, pinnedMeals: pins },
      sampleProfile({ ingredientRestrictions: [{ idIngredient: ingredient.idIngredient, name: ingredient.name }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(slot(res.json(), 'TUESDAY', NL_LUNCH).recipe.idRecipe).not.toBe(pinned.recipe.idRecipe);
  });

  it('a replacement refuses a pinned meal (400 MEAL_PINNED) and keeps pinned meals when replacing another', async () => {
    const tuesday = slot(base, 'TUESDAY', NL_LUNCH);
    const body = {
      userProfile: sampleProfile(),
      weekPlan: base,
      mealOfDayDivisionToReplace: tuesday.mealOfDayDivision,
      dayOfWeekToReplace: 'TUESDAY',
      recipeToReplace: { idRecipe: slot(base, 'MONDAY', NL_LUNCH).recipe.idRecipe },
      recommenderSettings: SETTINGS,
      pinnedMeals: pins,
    };
    const refused = await post('/simulate/recipeReplacements', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'MEAL_PINNED', field: 'pinnedMeals' });
    // Thursday's lunch on Wednesday too would put one dish family on consecutive days (a hard variety rule of the
    // week, whatever the plan): refused, naming the rule.
    const breaking = await post('/simulate/recipeReplacements', {
      ...body,
      dayOfWeekToReplace: 'WEDNESDAY',
      recipeToReplace: { idRecipe: slot(base, 'THURSDAY', NL_LUNCH).recipe.idRecipe },
    });
    expect(breaking.statusCode).toBe(422);
    expect(breaking.json()).toMatchObject({ code: 'NO_CANDIDATES', field: 'recipeToReplace' });
    expect(breaking.json().message).toMatch(/cannot go there: /);
    // An option the planner offers for Wednesday keeps the rules; the pinned Tuesday stays as it was.
    const options = await post('/simulate/mealReplacements', {
      userProfile: sampleProfile(),
      weekPlan: base,
      dayOfWeek: 'WEDNESDAY',
      mealOfDayDivision: tuesday.mealOfDayDivision,
      recommenderSettings: SETTINGS,
      count: 3,
    });
    expect(options.statusCode).toBe(200);
    const other = await post('/simulate/recipeReplacements', {
      ...body,
      dayOfWeekToReplace: 'WEDNESDAY',
      recipeToReplace: { idRecipe: options.json()[0].recipe.idRecipe },
    });
    expect(other.statusCode).toBe(200);
    expect(slot(other.json(), 'TUESDAY', NL_LUNCH)).toEqual(tuesday);
  });

  it('explains a meal from the engine scores, with rejected alternatives and their reasons', async () => {
    const lunch = slot(base, 'TUESDAY', NL_LUNCH);
    const res = await post('/simulate/mealExplanation', {
      userProfile: sampleProfile(),
      weekPlan: base,
      dayOfWeek: 'TUESDAY',
      mealOfDayDivision: lunch.mealOfDayDivision,
      recommenderSettings: SETTINGS,
      count: 4,
    });
    expect(res.statusCode).toBe(200);
    const x = res.json();
    expect(x.chosen.idRecipe).toBe(lunch.recipe.idRecipe);
    expect(x.summary).toContain(lunch.recipe.name);
    expect(x.summary).toMatch(/covers \d+ % of the household's daily energy/);
    expect(x.alternatives).toHaveLength(4);
    expect(x.alternatives.every((a: { reason: string; message: string }) => a.message.length > 0)).toBe(true);
    expect(x.candidates).toBeGreaterThan(4);
  });

  it('answers why not for a recipe a restriction excludes and for an ordinary candidate', async () => {
    const lunch = slot(base, 'TUESDAY', NL_LUNCH);
    const other = slot(base, 'MONDAY', NL_LUNCH);
    const ingredient = other.scaledRecipeIngredients[0].ingredient;
    const ask = (whyNot: { idRecipe: number }, profile = sampleProfile()) =>
      post('/simulate/mealExplanation', {
        userProfile: profile,
        weekPlan: base,
        dayOfWeek: 'TUESDAY',
        mealOfDayDivision: lunch.mealOfDayDivision,
        recommenderSettings: SETTINGS,
        whyNot,
      });
    const restricted = await ask(
      { idRecipe: other.recipe.idRecipe },
      sampleProfile({ ingredientRestrictions: [{ idIngredient: ingredient.idIngredient, name: ingredient.name }] }),
    );
    expect(restricted.statusCode).toBe(200);
    expect(restricted.json().whyNot).toMatchObject({ reason: 'RESTRICTION', rule: 'INGREDIENT_RESTRICTION' });
    // Monday's lunch on Tuesday: the hard variety rule it would break.
    const repeated = await ask({ idRecipe: other.recipe.idRecipe });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().whyNot).toMatchObject({ reason: 'REPEATED' });
    expect(repeated.json().whyNot.message).toMatch(/^Excluded by a variety rule: /);
    // A candidate that keeps the rules (an option the planner offers): its value and the gap to the chosen one.
    const options = await post('/simulate/mealReplacements', {
      userProfile: sampleProfile(),
      weekPlan: base,
      dayOfWeek: 'TUESDAY',
      mealOfDayDivision: lunch.mealOfDayDivision,
      recommenderSettings: SETTINGS,
      count: 3,
    });
    const ordinary = await ask({ idRecipe: options.json()[2].recipe.idRecipe });
    expect(ordinary.statusCode).toBe(200);
    const verdict = ordinary.json().whyNot;
    expect(['REPEATED', 'ENERGY', 'LOWER_SCORE', 'NOT_REACHED']).toContain(verdict.reason);
    expect(typeof verdict.scoreGap).toBe('number');
    expect(verdict.rank).toBeGreaterThan(1);
    const unknown = await post('/simulate/mealExplanation', {
      userProfile: sampleProfile(),
      weekPlan: base,
      dayOfWeek: 'TUESDAY',
      mealOfDayDivision: { ...lunch.mealOfDayDivision, idMealOfDayDivision: 99 },
      recommenderSettings: SETTINGS,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'DIVISION_NOT_IN_PLAN' });
  });
});
