/** The checkers themselves must be able to fail: feed them plans that break each invariant. */
import { planWeek, type CandidateRecipe, type WeekPlan } from '../../src/recommender';
import { catalogue, createPlanInput, divisionsFor, household, MEALS } from './fixtures';
import { checkEnergy, checkPortionsAndScores, checkRestrictions, checkStructure, checkVariety } from './invariants';

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

/** The synthetic catalogue with FNDDS-like names that lead with the heaviest ingredient ("Chicken, main ..."). */
const named: CandidateRecipe[] = catalogue().map((r) => {
  const heaviest = [...r.ingredients].sort((a, b) => b.grams - a.grams || a.idIngredient - b.idIngredient)[0];
  return { ...r, name: `${heaviest?.name ?? 'Dish'}, ${r.name}` };
});

describe('hard variety rules (issue 12)', () => {
  it.each([
    [1, 6, 3],
    [2, 6, 5],
    [4, 6, 8],
    [2, 3, 13],
  ] as const)('hold on engine plans: %i member(s), %i meals, seed %i', (members, meals, seed) => {
    const p = createPlanInput({ members: household(members), divisions: divisionsFor(MEALS[meals]), candidates: named, seed });
    const week = planWeek(p);
    expect(checkVariety(week)).toEqual([]);
    expect(checkRestrictions(p, week)).toEqual([]);
    expect(checkStructure(p, week)).toEqual([]);
  });

  it('the checker catches a recipe three times, twice in a day and too few distinct recipes', () => {
    const first = plan.mealPlans[0].scaledRecipes[0];
    const copyFirst = mapRecipes(plan, (s) =>
      s.mealOfDayDivision.mealPart === first.mealOfDayDivision.mealPart || s.mealOfDayDivision.mealPart === 'SNACK'
        ? { ...s, recipe: first.recipe }
        : s,
    );
    const problems = checkVariety(copyFirst);
    expect(problems.some((x) => x.includes('twice in a day'))).toBe(true);
    expect(problems.some((x) => /used \d+ times in the week/.test(x))).toBe(true);
    expect(problems.some((x) => x.includes('distinct recipes'))).toBe(true);
  });

  it('the checker catches a main dish family on consecutive days', () => {
    const renamed = mapRecipes(plan, (s) =>
      s.mealOfDayDivision.mealPart === 'LUNCH' ? { ...s, recipe: { ...s.recipe, name: `Pizzas, ${s.recipe.idRecipe}` } } : s,
    );
    expect(checkVariety(renamed).some((x) => x.includes('main dish family "pizza"'))).toBe(true);
  });
});
