import { explainMeal, planWeek, type PlanInput } from '../../src/recommender';
import { locate, varietyRuleBroken } from '../../src/recommender/replace';
import { createPlanInput, household } from './fixtures';
import { slotKey, slotsOf } from './planHelpers';

function setup(overrides: Partial<PlanInput> = {}) {
  const input = createPlanInput({ members: household(2), seed: 9, ...overrides });
  const plan = planWeek(input);
  return { input: { ...input, previousPlan: plan, action: 'REVIEW' as const }, plan };
}

describe('explainMeal', () => {
  it('explains the chosen recipe from its scores and lists rejected alternatives, best first, with reasons', () => {
    const { input, plan } = setup();
    const chosen = slotsOf(plan).get(slotKey('TUESDAY', 3))!;
    const x = explainMeal(input, { dayOfWeek: 'TUESDAY', idMealOfDayDivision: 3 }, 5);
    expect(x.chosen.idRecipe).toBe(chosen.recipe.idRecipe);
    expect(x.summary).toContain(chosen.recipe.name);
    expect(x.summary).toMatch(/covers \d+ % of the household's daily energy/);
    // What it won on against the next best, from the heuristics.
    expect(x.summary).toMatch(/It scores [\d.-]+ against [\d.-]+ for the next best, /);
    expect(x.summary).toMatch(/Ahead of .* on [a-z ]+ \(\d\.\d\d vs \d\.\d\d\)|Their heuristic scores are alike|Not ahead of/);
    expect(x.candidates).toBeGreaterThan(x.alternatives.length);
    expect(x.compared).toBeGreaterThan(5);
    expect(x.chosen.covers.map((c) => c.nutrient)).toEqual(['KCAL', 'PROTEIN', 'CARB', 'FAT', 'FIBER']);
    expect(x.chosen.covers[0].percentOfDay).toBeGreaterThan(0);
    expect(x.alternatives).toHaveLength(5);
    const ids = x.alternatives.map((a) => a.idRecipe);
    expect(ids).not.toContain(chosen.recipe.idRecipe);
    for (let i = 1; i < x.alternatives.length; i += 1)
      expect(x.alternatives[i - 1].score!).toBeGreaterThanOrEqual(x.alternatives[i].score!);
    for (const a of x.alternatives) {
      expect(['REPEATED', 'ENERGY', 'LOWER_SCORE', 'NOT_REACHED']).toContain(a.reason);
      expect(a.message.length).toBeGreaterThan(10);
      if (a.reason !== 'NOT_REACHED') expect(a.scoreGap!).toBeGreaterThan(0);
    }
  });

  it('names a recipe repeated this week as repeated', () => {
    const { input, plan } = setup();
    // A recipe of another day's same division, asked about on Tuesday.
    const slots = slotsOf(plan);
    const tuesday = slots.get(slotKey('TUESDAY', 3))!;
    const other = (['MONDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const)
      .map((d) => slots.get(slotKey(d, 3))!)
      .find((s) => s.recipe.idRecipe !== tuesday.recipe.idRecipe)!;
    const x = explainMeal(input, { dayOfWeek: 'TUESDAY', idMealOfDayDivision: 3, whyNot: other.recipe.idRecipe });
    expect(x.whyNot!.weekUses).toBeGreaterThan(0);
    expect(['REPEATED', 'NOT_REACHED']).toContain(x.whyNot!.reason);
  });

  it('why not: the hard rule that excluded a recipe, naming the ingredient', () => {
    const { plan } = setup();
    const base = createPlanInput({ members: household(2), seed: 9 });
    const victim = base.candidates.find((r) => r.mealTypes.includes('SOUP'))!;
    const ingredient = victim.ingredients[0];
    const input = {
      ...base,
      previousPlan: plan,
      action: 'REVIEW' as const,
      restrictions: { ...base.restrictions, ingredientRestrictions: [ingredient.idIngredient] },
    };
    const x = explainMeal(input, { dayOfWeek: 'MONDAY', idMealOfDayDivision: 3, whyNot: victim.idRecipe });
    expect(x.whyNot).toMatchObject({ reason: 'RESTRICTION', rule: 'INGREDIENT_RESTRICTION', idRecipe: victim.idRecipe });
    expect(x.whyNot!.message).toContain(ingredient.name);
  });

  it('why not: the meal type rule, an unknown recipe, the chosen one, and the score gap of a candidate', () => {
    const { input, plan } = setup();
    const chosen = slotsOf(plan).get(slotKey('MONDAY', 3))!;
    const breakfastOnly = input.candidates.find((r) => r.mealTypes.length === 1 && r.mealTypes[0] === 'BREAKFAST')!;
    const target = { dayOfWeek: 'MONDAY' as const, idMealOfDayDivision: 3 };
    expect(explainMeal(input, { ...target, whyNot: breakfastOnly.idRecipe }).whyNot).toMatchObject({ reason: 'MEAL_TYPE' });
    expect(explainMeal(input, { ...target, whyNot: 987654 }).whyNot).toMatchObject({ reason: 'NOT_IN_CATALOGUE' });
    expect(explainMeal(input, { ...target, whyNot: chosen.recipe.idRecipe }).whyNot).toMatchObject({ reason: 'CHOSEN' });
    const x = explainMeal(input, target, 3);
    const third = x.alternatives[2];
    const asked = explainMeal(input, { ...target, whyNot: third.idRecipe }).whyNot!;
    expect(asked.score).toBe(third.score);
    expect(asked.scoreGap).toBe(third.scoreGap);
    expect(asked.rank).toBeGreaterThan(1);
  });
});

describe('explainMeal on the search scale', () => {
  it('scores the chosen recipe and its alternatives with the search value, in the search order', () => {
    const { input } = setup();
    const target = { dayOfWeek: 'WEDNESDAY' as const, idMealOfDayDivision: 5 };
    const x = explainMeal(input, target, 5);
    const { pool, day, slot, search, state, current } = locate(input, target);
    const value = (id: number) => search.candidateValue(day, slot, pool.rankOf(id));
    const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
    expect(x.chosen.score).toBe(round4(value(current!.p.recipe.idRecipe)));
    const expected = Array.from({ length: pool.size }, (_, r) => pool.recipeAt(r))
      .filter((p) => p.recipe.idRecipe !== current!.p.recipe.idRecipe && varietyRuleBroken(state, day, slot, p) === null)
      .map((p) => ({ id: p.recipe.idRecipe, score: value(p.recipe.idRecipe) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 5);
    expect(x.alternatives.map((a) => a.idRecipe)).toEqual(expected.map((e) => e.id));
    expect(x.alternatives.map((a) => a.score)).toEqual(expected.map((e) => round4(e.score)));
    // "score vs the next best" speaks the same numbers.
    const r2 = (v: number) => Math.round(v * 100) / 100;
    expect(x.summary).toContain(`It scores ${r2(x.chosen.score)} against ${r2(expected[0].score)} for the next best`);
    for (const [i, a] of x.alternatives.entries()) {
      expect(a.scoreGap).toBe(round4(x.chosen.score - a.score!));
      expect(a.rank).toBe(i + 1 + (x.chosen.score > a.score! ? 1 : 0));
    }
  });

  it('why not: a recipe that would break a hard variety rule is named with that rule', () => {
    const { input, plan } = setup();
    const slots = slotsOf(plan);
    // The morning snack of a day, asked about as that day's afternoon snack: never twice a day.
    const day = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] as const).find(
      (d) => slots.get(slotKey(d, 2))!.recipe.idRecipe !== slots.get(slotKey(d, 5))!.recipe.idRecipe,
    )!;
    const snack = slots.get(slotKey(day, 2))!.recipe.idRecipe;
    const x = explainMeal(input, { dayOfWeek: day, idMealOfDayDivision: 5, whyNot: snack });
    expect(x.whyNot).toMatchObject({ reason: 'REPEATED', idRecipe: snack });
    expect(x.whyNot!.message).toMatch(/^Excluded by a variety rule: .*never twice a day/);
    expect(x.alternatives.map((a) => a.idRecipe)).not.toContain(snack);
  });
});
