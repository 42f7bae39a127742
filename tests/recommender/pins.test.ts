import { InvalidPlanInputError, planWeek, replaceMeal, type PinnedMeal } from '../../src/recommender';
import { createPlanInput, household } from './fixtures';
import { checkRestrictions, checkStructure } from './invariants';
import { slotKey, slotsOf } from './planHelpers';

function setup() {
  const input = createPlanInput({ members: household(2), seed: 5 });
  const plan = planWeek(input);
  return { input, plan };
}

const pins: PinnedMeal[] = [
  { dayOfWeek: 'MONDAY', idMealOfDayDivision: 3 },
  { dayOfWeek: 'WEDNESDAY', idMealOfDayDivision: 6 },
  { dayOfWeek: 'SATURDAY', idMealOfDayDivision: 1 },
];

describe('pinned meals', () => {
  it('RECREATE keeps pinned meals verbatim (recipe, portions, id) and changes the others', () => {
    const { input, plan } = setup();
    const recreated = planWeek({ ...input, action: 'RECREATE', previousPlan: plan, pinnedMeals: pins });
    const before = slotsOf(plan);
    const after = slotsOf(recreated);
    for (const p of pins) {
      const key = slotKey(p.dayOfWeek, p.idMealOfDayDivision);
      expect(after.get(key)).toEqual(before.get(key));
    }
    const unpinnedChanged = [...after].filter(
      ([k, s]) =>
        !pins.some((p) => slotKey(p.dayOfWeek, p.idMealOfDayDivision) === k) &&
        before.get(k)!.recipe.idRecipe !== s.recipe.idRecipe,
    );
    expect(unpinnedChanged.length).toBeGreaterThan(10);
    const ids = [...after.values()].map((s) => s.idScaledRecipe);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...checkRestrictions(input, recreated), ...checkStructure(input, recreated)]).toEqual([]);
  });

  it('REVIEW keeps a pinned meal whose portions the needs would change', () => {
    const { input, plan } = setup();
    const heavier = input.members.map((m, i) => (i === 0 ? { ...m, weightKg: m.weightKg + 25 } : m));
    const reviewed = planWeek({ ...input, members: heavier, action: 'REVIEW', previousPlan: plan, pinnedMeals: pins });
    const before = slotsOf(plan);
    const after = slotsOf(reviewed);
    const unpinned = slotsOf(planWeek({ ...input, members: heavier, action: 'REVIEW', previousPlan: plan }));
    const changedWithoutPin = pins.filter(
      (p) =>
        unpinned.get(slotKey(p.dayOfWeek, p.idMealOfDayDivision)) !== before.get(slotKey(p.dayOfWeek, p.idMealOfDayDivision)),
    );
    expect(changedWithoutPin.length).toBeGreaterThan(0);
    for (const p of pins) {
      const key = slotKey(p.dayOfWeek, p.idMealOfDayDivision);
      expect(after.get(key)).toEqual(before.get(key));
    }
    // Unpinned meals are re-portioned for the heavier member.
    const reportioned = [...after].filter(
      ([k, s]) =>
        !pins.some((p) => slotKey(p.dayOfWeek, p.idMealOfDayDivision) === k) &&
        s.householdServings[0].portionInServings !== before.get(k)!.householdServings[0].portionInServings,
    );
    expect(reportioned.length).toBeGreaterThan(0);
  });

  it('is deterministic with pins', () => {
    const { input, plan } = setup();
    const a = planWeek({ ...input, action: 'RECREATE', previousPlan: plan, pinnedMeals: pins, seed: 11 });
    const b = planWeek({ ...input, action: 'RECREATE', previousPlan: plan, pinnedMeals: pins, seed: 11 });
    expect(a).toEqual(b);
  });

  it('a pinned recipe the household now excludes is not kept', () => {
    const { input, plan } = setup();
    const pinned = slotsOf(plan).get(slotKey('MONDAY', 3))!;
    const ingredient = pinned.scaledRecipeIngredients[0].idIngredient;
    const restricted = { ...input.restrictions, ingredientRestrictions: [ingredient] };
    const next = planWeek({ ...input, restrictions: restricted, action: 'RECREATE', previousPlan: plan, pinnedMeals: pins });
    expect(slotsOf(next).get(slotKey('MONDAY', 3))!.recipe.idRecipe).not.toBe(pinned.recipe.idRecipe);
  });

  it('a replacement refuses a pinned meal and keeps pinned meals when replacing another one', () => {
    const { input, plan } = setup();
    const withPins = { ...input, previousPlan: plan, pinnedMeals: pins };
    expect(() => replaceMeal(withPins, { dayOfWeek: 'MONDAY', idMealOfDayDivision: 3 })).toThrow(InvalidPlanInputError);
    const replaced = replaceMeal(withPins, { dayOfWeek: 'MONDAY', idMealOfDayDivision: 4 });
    expect(slotsOf(replaced).get(slotKey('MONDAY', 3))).toEqual(slotsOf(plan).get(slotKey('MONDAY', 3)));
    expect(slotsOf(replaced).get(slotKey('MONDAY', 4))!.recipe.idRecipe).not.toBe(
      slotsOf(plan).get(slotKey('MONDAY', 4))!.recipe.idRecipe,
    );
  });
});
