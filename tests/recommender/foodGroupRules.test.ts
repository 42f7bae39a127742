/** Weekly food-group rules (issue 12, item 6): >= N / <= N meals of a food group per week, met when feasible. */
import { DEFAULT_RECOMMENDER_SETTINGS, type WeeklyFoodGroupRule } from '../../src/domain';
import { planWeek, type PlanInput, type WeekPlan } from '../../src/recommender';
import { createPlanInput, household } from './fixtures';

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
    // Seed 5: the case needs a plain plan with red meat (the rule must take it out); since the search weighs the
    // heuristics absolutely (fix12), the plain plan of seed 4 for this household has none.
    const none = withRules([], 5);
    const plain = planWeek(none);
    const fishBefore = meals(none, plain, FISH);
    const redBefore = meals(none, plain, RED);
    const rules: WeeklyFoodGroupRule[] = [
      { foodGroup: 'FISH', atLeast: fishBefore + 3 },
      { foodGroup: 'RED_MEAT', atMost: 0 },
    ];
    const input = withRules(rules, 5);
    const plan = planWeek(input);
    expect(redBefore).toBeGreaterThan(0);
    expect(meals(input, plan, FISH)).toBeGreaterThanOrEqual(fishBefore + 3);
    expect(meals(input, plan, RED)).toBe(0);
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
});
