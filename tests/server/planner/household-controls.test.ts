/**
 * The household controls of the simulation on the planner's HTTP API, on the seeded nl catalogue: the meals of day
 * (a 3-meal request answers 3 meals a day, only the context's divisions of those meals), the cook's expertise (no
 * recipe above it, removals counted under EXPERTISE) and the variety level (repeats in the week: Low more than Balanced,
 * Unlimited none).
 */
import { DEFAULT_MEAL_DIVISIONS_BY_CONTEXT, EXPERTISE_LEVELS, MEALS_OF_DAY } from '../../../src/domain';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { allScaled, member, sampleProfile, SETTINGS, type ApiPlan } from './sample';

jest.setTimeout(300_000);

const THREE = ['BREAKFAST', 'LUNCH', 'DINNER'];

/** Uses of a recipe that repeat an earlier use in the week (chosen divisions). */
function repeats(plan: ApiPlan): number {
  const ids = allScaled(plan).map(({ s }) => s.recipe.idRecipe);
  return ids.length - new Set(ids).size;
}

describe('meals per day, cooking expertise and variety level', () => {
  let server: TestServer;
  let nutritionist: { authorization: string };
  /** The seeded recipes' expertise, by id. */
  let expertise: Map<number, string | null>;
  const weekPlan = (profile: ReturnType<typeof sampleProfile>, extra: Record<string, unknown> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/planner/simulate/weekPlan',
      headers: nutritionist,
      payload: {
        userProfile: profile,
        startDate: '2026-11-16',
        scope: { householdMembers: profile.household.users },
        recommenderSettings: SETTINGS,
        planAction: 'CREATE',
        seed: 42,
        ...extra,
      },
    });
  const household = (meals: readonly string[], selected = true) => ({
    noOfMealsPerDay: meals.length,
    ...(selected ? { selectedMeals: meals.map((mealOfDay) => ({ mealOfDay })) } : {}),
    users: [member(1, 'Sample')],
  });

  beforeAll(async () => {
    server = await startTestServer({ contexts: ['nl'], seed: true });
    nutritionist = await server.auth('nutritionist');
    const rows = await server.db.transaction(
      (tx) => tx.query<{ id: number; expertise_level: string | null }>('SELECT id, expertise_level FROM recipe'),
      { context: 'nl' },
    );
    expertise = new Map(rows.map((r) => [Number(r.id), r.expertise_level]));
  });
  afterAll(async () => server?.close());

  it('a 3-meal request answers exactly breakfast, lunch and dinner each day, with the context divisions of those meals', async () => {
    for (const selected of [true, false]) {
      const res = await weekPlan(sampleProfile({ household: household(THREE, selected) }));
      expect(res.statusCode).toBe(200);
      const plan: ApiPlan = res.json();
      const days = new Set(plan.mealPlans.map((m) => m.dayOfWeek));
      expect(days.size).toBe(7);
      for (const day of days) expect(plan.mealPlans.filter((m) => m.dayOfWeek === day).map((m) => m.mealOfDay)).toEqual(THREE);
      const divisions = DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.filter((d) => THREE.includes(d.mealOfDay));
      expect(new Set(allScaled(plan).map(({ s }) => s.mealOfDayDivision.idMealOfDayDivision))).toEqual(
        new Set(divisions.map((d) => d.idMealOfDayDivision)),
      );
    }
  });

  it('plans the meals chosen, not the default ones of their number', async () => {
    const chosen = ['BREAKFAST', 'MIDDLE_MORNING', 'DINNER'];
    const res = await weekPlan(sampleProfile({ household: household(chosen) }));
    expect(res.statusCode).toBe(200);
    const plan: ApiPlan = res.json();
    expect(new Set(plan.mealPlans.map((m) => m.mealOfDay))).toEqual(new Set(chosen));
    expect(plan.mealPlans).toHaveLength(21);
  });

  it('refuses selected meals that disagree with the number of meals, or repeat one, naming the field', async () => {
    const mismatch = await weekPlan(sampleProfile({ household: { ...household(THREE), noOfMealsPerDay: 4 } }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ field: 'userProfile.household.selectedMeals' });
    expect(mismatch.json().message).toContain('noOfMealsPerDay is 4');
    const twice = await weekPlan(
      sampleProfile({
        household: {
          ...household(THREE),
          selectedMeals: ['BREAKFAST', 'LUNCH', 'LUNCH', 'DINNER'].map((mealOfDay) => ({ mealOfDay })),
          noOfMealsPerDay: 4,
        },
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ field: 'userProfile.household.selectedMeals' });
    const unknown = await weekPlan(sampleProfile({ expertiseLevel: 'CHEF' }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('expertiseLevel');
  });

  it('plans no recipe above the cook expertise and counts the recipes it leaves out under EXPERTISE', async () => {
    const levels = (plan: ApiPlan) => allScaled(plan).map(({ s }) => expertise.get(s.recipe.idRecipe) ?? null);
    const removedByExpertise = (plan: ApiPlan) =>
      Math.max(...allScaled(plan).map(({ s }) => s.appliedRestrictions.removedCandidates.EXPERTISE ?? 0));
    const seeded = [...expertise.values()];
    const plans: Record<string, ApiPlan> = {};
    for (const level of EXPERTISE_LEVELS) {
      const res = await weekPlan(sampleProfile({ expertiseLevel: level }));
      expect(res.statusCode).toBe(200);
      plans[level] = res.json();
    }
    // The seed gives every level recipes (by ingredient count), so each level leaves something out but ADVANCED.
    expect(seeded.filter((l) => l === 'ADVANCED').length).toBeGreaterThan(100);
    expect(levels(plans.BEGINNER).every((l) => l === null || l === 'BEGINNER')).toBe(true);
    expect(levels(plans.INTERMEDIATE).every((l) => l !== 'ADVANCED')).toBe(true);
    expect(levels(plans.INTERMEDIATE)).toContain('INTERMEDIATE');
    // An advanced cook is not kept to beginner recipes (which recipes of the other levels a week takes is the search's
    // choice: the composed meals are all BEGINNER).
    expect(levels(plans.ADVANCED).some((l) => l === 'INTERMEDIATE' || l === 'ADVANCED')).toBe(true);
    expect(removedByExpertise(plans.BEGINNER)).toBeGreaterThan(removedByExpertise(plans.INTERMEDIATE));
    expect(removedByExpertise(plans.INTERMEDIATE)).toBeGreaterThan(0);
    expect(removedByExpertise(plans.ADVANCED)).toBe(0);
  });

  it('the variety level moves the repeats of the week: Low more than Balanced, Unlimited none', async () => {
    const byLevel: Record<string, number> = {};
    for (const varietyLevel of ['LOW', 'UNLIMITED', 'HIGH']) {
      const res = await weekPlan(sampleProfile(), { varietyOptions: { varietyLevel } });
      expect(res.statusCode).toBe(200);
      const plan: ApiPlan = res.json();
      byLevel[varietyLevel] = repeats(plan);
      expect(plan.mealPlans.map((m) => m.mealOfDay).filter((m) => !MEALS_OF_DAY.includes(m as never))).toEqual([]);
    }
    expect(byLevel.LOW).toBeGreaterThan(byLevel.UNLIMITED);
    expect(byLevel.UNLIMITED).toBeGreaterThan(byLevel.HIGH);
    expect(byLevel.HIGH).toBe(0);
  });
});
