/** REVIEW changes only what must change; RECREATE starts over. */
import { planWeek, type PlanInput, type WeekPlan } from '../../src/recommender';
import { createPlanInput, household } from './fixtures';
import { checkAll } from './invariants';
import { slotsOf } from './planHelpers';

/** An ingredient used in exactly two slots of the plan, if any. */
function ingredientInTwoSlots(plan: WeekPlan): number | undefined {
  const count = new Map<number, number>();
  for (const s of slotsOf(plan).values()) {
    for (const id of new Set(s.scaledRecipeIngredients.map((i) => i.idIngredient))) count.set(id, (count.get(id) ?? 0) + 1);
  }
  return [...count.entries()].sort((a, b) => a[0] - b[0]).find(([, n]) => n === 2)?.[0];
}

function setup(): { input: PlanInput; plan: WeekPlan; excluded: number } {
  for (let seed = 1; seed < 60; seed += 1) {
    const input = createPlanInput({ members: household(2), seed });
    const plan = planWeek(input);
    const excluded = ingredientInTwoSlots(plan);
    if (excluded !== undefined) return { input, plan, excluded };
  }
  throw new Error('no plan with an ingredient in exactly two slots');
}

describe('REVIEW', () => {
  it('excluding an ingredient of two meals changes exactly those two meals', () => {
    const { input, plan, excluded } = setup();
    const reviewInput: PlanInput = {
      ...input,
      action: 'REVIEW',
      previousPlan: plan,
      varietyOptions: { ...input.varietyOptions!, excludedIngredients: [excluded] },
    };
    const reviewed = planWeek(reviewInput);
    const before = slotsOf(plan);
    const after = slotsOf(reviewed);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    let changed = 0;
    for (const [key, old] of before) {
      const now = after.get(key)!;
      if (old.scaledRecipeIngredients.some((i) => i.idIngredient === excluded)) {
        changed += 1;
        expect(now.recipe.idRecipe).not.toBe(old.recipe.idRecipe);
        expect(now.scaledRecipeIngredients.map((i) => i.idIngredient)).not.toContain(excluded);
      } else {
        expect(now).toEqual(old);
      }
    }
    expect(changed).toBe(2);
    expect(checkAll(reviewInput, reviewed)).toEqual([]);
  });

  it('keeps the whole plan when nothing changed', () => {
    const { input, plan } = setup();
    expect(planWeek({ ...input, action: 'REVIEW', previousPlan: plan, seed: input.seed + 1 })).toEqual(plan);
  });

  it('changes meals whose ingredients leave the allowed list', () => {
    const { input, plan, excluded } = setup();
    const all = new Set([...slotsOf(plan).values()].flatMap((s) => s.scaledRecipeIngredients.map((i) => i.idIngredient)));
    all.delete(excluded);
    const reviewed = planWeek({
      ...input,
      action: 'REVIEW',
      previousPlan: plan,
      varietyOptions: { ...input.varietyOptions!, allowedIngredients: [...all] },
    });
    const after = slotsOf(reviewed);
    for (const [key, old] of slotsOf(plan)) {
      const has = old.scaledRecipeIngredients.some((i) => i.idIngredient === excluded);
      if (has) expect(after.get(key)!.recipe.idRecipe).not.toBe(old.recipe.idRecipe);
      else expect(after.get(key)).toEqual(old);
    }
    for (const s of after.values()) expect(s.scaledRecipeIngredients.map((i) => i.idIngredient)).not.toContain(excluded);
  });

  it("keeps recipes but rescales portions when a member's needs change", () => {
    const { input, plan } = setup();
    const members = input.members.map((m, i) => (i === 0 ? { ...m, energyGoal: 'LOSE_WEIGHT' as const } : m));
    const reviewed = planWeek({ ...input, members, action: 'REVIEW', previousPlan: plan });
    const after = slotsOf(reviewed);
    let rescaled = 0;
    for (const [key, old] of slotsOf(plan)) {
      const now = after.get(key)!;
      expect(now.recipe.idRecipe).toBe(old.recipe.idRecipe);
      expect(now.idScaledRecipe).toBe(old.idScaledRecipe);
      if (now.householdServings[0].portionInServings !== old.householdServings[0].portionInServings) rescaled += 1;
    }
    expect(rescaled).toBeGreaterThan(0);
  });
});

describe('RECREATE', () => {
  it('starts over: most meals differ from the previous plan, rules still hold', () => {
    const { input, plan } = setup();
    const recreated = planWeek({ ...input, action: 'RECREATE', previousPlan: plan });
    const before = slotsOf(plan);
    const same = [...slotsOf(recreated)].filter(([k, s]) => before.get(k)?.recipe.idRecipe === s.recipe.idRecipe).length;
    expect(same).toBeLessThan(before.size / 2);
    expect(checkAll(input, recreated)).toEqual([]);
  });
});
