import { InvalidPlanInputError, mealReplacements, planWeek, replaceMeal } from '../../src/recommender';
import { createPlanInput, household } from './fixtures';
import { checkRestrictions, checkStructure } from './invariants';
import { slotKey, slotsOf } from './planHelpers';

function setup() {
  const input = createPlanInput({ members: household(2), seed: 3 });
  const plan = planWeek(input);
  return { input: { ...input, previousPlan: plan }, plan };
}

describe('replaceMeal', () => {
  it('changes only that day and division', () => {
    const { input, plan } = setup();
    const target = { dayOfWeek: 'WEDNESDAY' as const, idMealOfDayDivision: 4 };
    const replaced = replaceMeal(input, target);
    const before = slotsOf(plan);
    const after = slotsOf(replaced);
    const key = slotKey(target.dayOfWeek, target.idMealOfDayDivision);
    expect(after.get(key)!.recipe.idRecipe).not.toBe(before.get(key)!.recipe.idRecipe);
    for (const [k, s] of before) if (k !== key) expect(after.get(k)).toBe(s);
    expect(after.get(key)!.idScaledRecipe).toBeGreaterThan(Math.max(...[...before.values()].map((s) => s.idScaledRecipe)));
    expect([...checkRestrictions(input, replaced), ...checkStructure(input, replaced)]).toEqual([]);
  });

  it('accepts a chosen recipe when it fits the division', () => {
    const { input } = setup();
    const options = mealReplacements(input, { dayOfWeek: 'FRIDAY', idMealOfDayDivision: 6 }, 5);
    const chosen = options[3].scaledRecipe.recipe.idRecipe;
    const replaced = replaceMeal(input, { dayOfWeek: 'FRIDAY', idMealOfDayDivision: 6, idRecipe: chosen });
    expect(slotsOf(replaced).get(slotKey('FRIDAY', 6))!.recipe.idRecipe).toBe(chosen);
  });

  it('rejects a recipe that does not fit and a missing plan', () => {
    const { input } = setup();
    const soup = input.candidates.find((r) => r.mealTypes.includes('SOUP') && !r.mealTypes.includes('DINNER'))!;
    expect(() => replaceMeal(input, { dayOfWeek: 'FRIDAY', idMealOfDayDivision: 6, idRecipe: soup.idRecipe })).toThrow(
      InvalidPlanInputError,
    );
    expect(() => replaceMeal({ ...input, previousPlan: undefined }, { dayOfWeek: 'FRIDAY', idMealOfDayDivision: 6 })).toThrow(
      InvalidPlanInputError,
    );
    expect(() => replaceMeal(input, { dayOfWeek: 'FRIDAY', idMealOfDayDivision: 99 })).toThrow(InvalidPlanInputError);
  });
});

describe('mealReplacements', () => {
  it('ranks distinct options of the division, best first, without the current recipe', () => {
    const { input, plan } = setup();
    const current = slotsOf(plan).get(slotKey('MONDAY', 3))!;
    const options = mealReplacements(input, { dayOfWeek: 'MONDAY', idMealOfDayDivision: 3 }, 8);
    expect(options).toHaveLength(8);
    const ids = options.map((o) => o.scaledRecipe.recipe.idRecipe);
    expect(new Set(ids).size).toBe(8);
    expect(ids).not.toContain(current.recipe.idRecipe);
    for (let i = 1; i < options.length; i += 1) expect(options[i - 1].score).toBeGreaterThanOrEqual(options[i].score);
    const byId = new Map(input.candidates.map((r) => [r.idRecipe, r]));
    for (const id of ids) expect(byId.get(id)!.mealTypes).toContain('SOUP');
  });
});
