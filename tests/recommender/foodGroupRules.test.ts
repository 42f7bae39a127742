/** Weekly food-group rules (issue 12, item 6): >= N / <= N meals of a food group per week, met when feasible. */
import { DEFAULT_RECOMMENDER_SETTINGS, type WeeklyFoodGroupRule } from '../../src/domain';
import { deriveRecipeFlags, planWeek, type PlanInput, type WeekPlan } from '../../src/recommender';
import { createPlanInput, household } from './fixtures';
import { checkVariety } from './invariants';

const FISH = /^Finfish|^Fish/;
const RED = /^(Beef|Pork|Lamb)/;

function meals(input: PlanInput, plan: WeekPlan, group: RegExp): number {
  const byId = new Map(input.candidates.map((r) => [r.idRecipe, r]));
  return plan.mealPlans
    .flatMap((m) => m.scaledRecipes)
    .filter((s) => byId.get(s.recipe.idRecipe)?.ingredients.some((i) => group.test(i.foodGroup ?? ''))).length;
}

const withRules = (rules: WeeklyFoodGroupRule[], seed = 4): PlanInput =>
  createPlanInput({
    members: household(2),
    seed,
    settings: { ...DEFAULT_RECOMMENDER_SETTINGS, runWeekImprovement: false, weeklyFoodGroupRules: rules },
  });

describe('weekly food-group rules', () => {
  it('bring at least N fish meals and keep red meat at most N, where the plan without them does not', () => {
    // The case needs a plain plan with red meat (the rule must take it out): the first seed whose plan has some.
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((k) => {
      const none = withRules([], k);
      return meals(none, planWeek(none), RED) > 0;
    })!;
    const none = withRules([], seed);
    const plain = planWeek(none);
    const fishBefore = meals(none, plain, FISH);
    const redBefore = meals(none, plain, RED);
    const rules: WeeklyFoodGroupRule[] = [
      { foodGroup: 'FISH', atLeast: fishBefore + 3 },
      { foodGroup: 'RED_MEAT', atMost: 0 },
    ];
    const input = withRules(rules, seed);
    const plan = planWeek(input);
    expect(redBefore).toBeGreaterThan(0);
    expect(meals(input, plan, FISH)).toBeGreaterThanOrEqual(fishBefore + 3);
    expect(meals(input, plan, RED)).toBe(0);
  });

  it('days changed by the swaps are searched again without moving any rule count or breaking a variety rule', () => {
    // The re-descent after the swaps (search/week.ts, redescend) takes only candidates of the same rule groups: over
    // seeds and rule mixes, every rule stays met and the hard variety rules hold.
    const rules: WeeklyFoodGroupRule[] = [
      { foodGroup: 'FISH', atLeast: 4 },
      { foodGroup: 'RED_MEAT', atMost: 1 },
      { foodGroup: 'WHITE_MEAT', atLeast: 3 },
    ];
    for (const seed of [1, 2, 3]) {
      const input = withRules(rules, seed);
      const plan = planWeek(input);
      expect(meals(input, plan, FISH)).toBeGreaterThanOrEqual(4);
      expect(meals(input, plan, RED)).toBeLessThanOrEqual(1);
      const white = plan.mealPlans
        .flatMap((m) => m.scaledRecipes)
        .filter((x) => {
          const r = input.candidates.find((c) => c.idRecipe === x.recipe.idRecipe);
          return r !== undefined && deriveRecipeFlags(r).isWhiteMeat;
        }).length;
      expect(white).toBeGreaterThanOrEqual(3);
      // The fixtures' synthetic names ("main ...", "breakfast ...") make one dish family of every main dish, so the
      // family rule cannot hold here; the others must.
      expect(checkVariety(plan).filter((v) => !v.includes('main dish family'))).toEqual([]);
      expect(plan.warnings ?? []).toEqual([]);
    }
  });

  it('an at-least rule for red meat brings it in where the plan had little', () => {
    const input = withRules([{ foodGroup: 'RED_MEAT', atLeast: 6 }]);
    expect(meals(input, planWeek(input), RED)).toBeGreaterThanOrEqual(6);
  });

  it('NL_FISH with the week improvement is the rule ">= 2 fish meals"', () => {
    const input = createPlanInput({
      seed: 9,
      feedback: { ingredients: [5, 6, 7].map((idIngredient) => ({ idIngredient, value: -1 })), recipes: [] },
      settings: { ...DEFAULT_RECOMMENDER_SETTINGS, weekHeuristicsWeights: { NL_FISH: 2, INCLUDE_WHITE_MEAT: 0 } },
    });
    expect(meals(input, planWeek(input), FISH)).toBeGreaterThanOrEqual(2);
  });

  it('an infeasible "at least" rule for a vegan household is warned: the rule, 0 reached, 0 fish candidates: vegan leaves none', () => {
    const input: PlanInput = {
      ...withRules([{ foodGroup: 'FISH', atLeast: 5 }]),
      restrictions: { diets: ['VEGAN'], allergens: [], foodRestrictions: [], ingredientRestrictions: [] },
    };
    const plan = planWeek(input);
    expect(meals(input, plan, FISH)).toBe(0);
    const rule = (plan.warnings ?? []).filter((w) => w.kind === 'FOOD_GROUP_RULE');
    expect(rule).toHaveLength(1);
    expect(rule[0]).toMatchObject({ need: 'FISH', shortfall: -5 });
    expect(rule[0].days).toHaveLength(7);
    expect(rule[0].message).toMatch(
      /^At least 5 fish meals a week: 0 reached, 0 fish candidates: vegan leaves none of \d+ fish recipes/,
    );
    // Never drops the diet: the relaxation lowers the rule.
    expect(rule[0].relaxation).toMatch(/lower the rule to at least 0/);
    expect(rule[0].relaxation).not.toMatch(/allow VEGAN/);
    // The week heuristics' rules (NL_FISH, INCLUDE_WHITE_MEAT: at least 2) do not apply to a household that excludes
    // the whole group: no warning for them.
    const heuristicsOnly = planWeek({
      ...input,
      settings: { ...DEFAULT_RECOMMENDER_SETTINGS, runWeekImprovement: true, weeklyFoodGroupRules: [] },
    });
    expect(DEFAULT_RECOMMENDER_SETTINGS.weekHeuristicsWeights.NL_FISH).toBeGreaterThan(0);
    expect((heuristicsOnly.warnings ?? []).filter((w) => w.kind === 'FOOD_GROUP_RULE')).toEqual([]);
  });

  it('too few candidates of the group for the count: the most reachable and why', () => {
    // Keep 2 fish recipes in the catalogue: at most 2 x 2 = 4 fish meals a week.
    const base = withRules([{ foodGroup: 'FISH', atLeast: 6 }]);
    const fish = base.candidates.filter((r) => r.ingredients.some((i) => FISH.test(i.foodGroup ?? '')));
    const keep = new Set(fish.slice(0, 2).map((r) => r.idRecipe));
    const input: PlanInput = {
      ...base,
      candidates: base.candidates.filter((r) => keep.has(r.idRecipe) || !fish.includes(r)),
    };
    const plan = planWeek(input);
    const reached = meals(input, plan, FISH);
    expect(reached).toBeLessThanOrEqual(4);
    const rule = (plan.warnings ?? []).filter((w) => w.kind === 'FOOD_GROUP_RULE');
    expect(rule).toHaveLength(1);
    expect(rule[0].shortfall).toBe(reached - 6);
    expect(rule[0].message).toMatch(
      new RegExp(
        `^At least 6 fish meals a week: ${reached} reached, only 2 fish candidates .*at most 4 meals; relaxation: lower the rule to at least 4`,
      ),
    );
  });

  it('a met rule and an "at most" rule the plan keeps carry no warning', () => {
    const input = withRules([
      { foodGroup: 'FISH', atLeast: 2 },
      { foodGroup: 'RED_MEAT', atMost: 1 },
    ]);
    const plan = planWeek(input);
    expect(meals(input, plan, FISH)).toBeGreaterThanOrEqual(2);
    expect((plan.warnings ?? []).filter((w) => w.kind === 'FOOD_GROUP_RULE')).toEqual([]);
  });

  it('an "at most" rule a division cannot keep is warned with the division whose every candidate is of the group', () => {
    const base = withRules([{ foodGroup: 'MEAT', atMost: 2 }]);
    // Every lunch main dish of this catalogue contains meat.
    const input: PlanInput = {
      ...base,
      candidates: base.candidates.filter((r) => !r.mealTypes.includes('LUNCH') || deriveRecipeFlags(r).containsMeat),
    };
    const plan = planWeek(input);
    const rule = (plan.warnings ?? []).filter((w) => w.kind === 'FOOD_GROUP_RULE');
    expect(rule).toHaveLength(1);
    expect(rule[0].shortfall).toBeGreaterThan(0);
    expect(rule[0].message).toMatch(/^At most 2 meat meals a week: \d+ reached, every candidate of .* is a meat recipe/);
  });
});
