/** The checkers themselves must be able to fail: feed them plans that break each invariant. */
import { planWeek, type WeekPlan } from '../../src/recommender';
import { createPlanInput, household } from './fixtures';
import { checkEnergy, checkPortionsAndScores, checkRestrictions, checkStructure } from './invariants';

const input = createPlanInput({ members: household(2), seed: 11 });
const plan = planWeek(input);

const mapRecipes = (p: WeekPlan, f: (s: WeekPlan['mealPlans'][number]['scaledRecipes'][number]) => unknown): WeekPlan => ({
  ...p,
  mealPlans: p.mealPlans.map((m) => ({ ...m, scaledRecipes: m.scaledRecipes.map((s) => f(s) as typeof s) })),
});

describe('invariant checkers', () => {
  it('pass on an engine plan', () => {
    expect([
      ...checkRestrictions(input, plan),
      ...checkStructure(input, plan),
      ...checkPortionsAndScores(input, plan),
      ...checkEnergy(input, plan),
    ]).toEqual([]);
  });

  it('catch restrictions the plan was not made for', () => {
    const vegan = { ...input, restrictions: { ...input.restrictions, diets: ['VEGAN' as const], allergens: ['MILK' as const] } };
    expect(checkRestrictions(vegan, plan).length).toBeGreaterThan(0);
    const firstIngredient = plan.mealPlans[0].scaledRecipes[0].scaledRecipeIngredients[0].idIngredient;
    const excluded = { ...input, varietyOptions: { ...input.varietyOptions!, excludedIngredients: [firstIngredient] } };
    expect(checkRestrictions(excluded, plan).length).toBeGreaterThan(0);
  });

  it('catch a missing division and portions out of bounds', () => {
    const missing = { ...plan, mealPlans: plan.mealPlans.map((m, i) => (i === 0 ? { ...m, scaledRecipes: [] } : m)) };
    expect(checkStructure(input, missing).length).toBeGreaterThan(0);
    const huge = mapRecipes(plan, (s) => ({
      ...s,
      householdServings: s.householdServings.map((h) => ({ ...h, portionInServings: 3 })),
    }));
    expect(checkPortionsAndScores(input, huge).length).toBeGreaterThan(0);
    expect(checkEnergy(input, huge).length).toBeGreaterThan(0);
  });

  it('catch scores out of range and weights that differ from the settings', () => {
    const bad = mapRecipes(plan, (s) => ({
      ...s,
      heuristicScores: s.heuristicScores.map((h) => ({ ...h, value: h.value + 2, weight: h.weight + 1 })),
    }));
    expect(checkPortionsAndScores(input, bad).length).toBeGreaterThan(0);
  });

  it('catch energy off target', () => {
    const hungry = {
      ...input,
      members: input.members.map((m) => ({ ...m, energyGoal: 'CUSTOM' as const, customKcalTarget: 4000 })),
    };
    expect(checkEnergy(hungry, plan).length).toBeGreaterThan(0);
  });
});
