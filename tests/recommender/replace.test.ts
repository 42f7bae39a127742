import {
  InvalidPlanInputError,
  explainMeal,
  mealReplacements,
  planWeek,
  replaceMeal,
  type PlanInput,
  type WeekPlan,
} from '../../src/recommender';
import { locate, varietyRuleBroken } from '../../src/recommender/replace';
import { dishFamily, MAX_WEEK_USES } from '../../src/recommender/variety';
import { catalogue, createPlanInput, household } from './fixtures';
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

  it('says how each option fits against the current recipe, on the scale and with the figures of "why this meal"', () => {
    const { input, plan } = setup();
    const target = { dayOfWeek: 'THURSDAY' as const, idMealOfDayDivision: 4 };
    const options = mealReplacements(input, target, 5);
    const explained = explainMeal(input, target, 5);
    expect(explained.alternatives.map((a) => a.idRecipe)).toEqual(options.map((o) => o.scaledRecipe.recipe.idRecipe));
    const uses = new Map<number, number>();
    for (const [key, s] of slotsOf(plan))
      if (key !== slotKey(target.dayOfWeek, target.idMealOfDayDivision))
        uses.set(s.recipe.idRecipe, (uses.get(s.recipe.idRecipe) ?? 0) + 1);
    options.forEach((o, i) => {
      const verdict = explained.alternatives[i];
      expect(o.scoreGap).toBeCloseTo(explained.chosen.score - o.score, 3);
      expect(o.scoreGap).toBe(verdict.scoreGap);
      expect(o.energyOffPercent).toBe(verdict.energyOffPercent);
      expect(Number.isInteger(o.energyOffPercent)).toBe(true);
      expect(o.weekUses).toBe(uses.get(o.scaledRecipe.recipe.idRecipe) ?? 0);
    });
  });
});

/** The synthetic catalogue with main dishes named after varied dish families (its own all start "main" or "breakfast"). */
function familyInput() {
  const families = ['chicken', 'beef', 'pasta', 'fish', 'rice', 'bean', 'pork', 'egg'];
  const candidates = catalogue().map((r) => {
    const [head, ...rest] = r.name.split(' ');
    return head === 'main' || head === 'breakfast'
      ? { ...r, name: `${families[r.idRecipe % families.length]}, ${rest.join(' ')}` }
      : r;
  });
  const input = createPlanInput({ members: household(2), seed: 5, candidates });
  const plan = planWeek(input);
  return { input: { ...input, previousPlan: plan, action: 'REVIEW' as const }, plan };
}

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const MAIN_DIVISIONS = new Set([1, 4, 6]);

/** Independent check of the hard variety rules for recipe `id` put into (day, division) of `plan`. */
function brokenRules(plan: WeekPlan, input: PlanInput, day: (typeof DAYS)[number], division: number, id: number): string[] {
  const slots = slotsOf(plan);
  const name = new Map(input.candidates.map((r) => [r.idRecipe, r.name]));
  const others = [...slots].filter(([k]) => k !== slotKey(day, division));
  const out: string[] = [];
  if (others.some(([k, s]) => k.startsWith(`${day}/`) && s.recipe.idRecipe === id)) out.push('twice a day');
  if (others.filter(([, s]) => s.recipe.idRecipe === id).length >= MAX_WEEK_USES) out.push('more than twice a week');
  if (MAIN_DIVISIONS.has(division)) {
    const i = DAYS.indexOf(day);
    const family = dishFamily({ name: name.get(id)! });
    for (const d of [DAYS[i - 1], day, DAYS[i + 1]].filter(Boolean))
      for (const m of MAIN_DIVISIONS) {
        if (d === day && m === division) continue;
        const s = slots.get(slotKey(d, m));
        if (s && dishFamily({ name: name.get(s.recipe.idRecipe)! }) === family) out.push(`family ${family} on ${d}`);
      }
  }
  return out;
}

describe('replacements on the search rules', () => {
  it('plans no main-dish family twice a day (breakfast, lunch, dinner)', () => {
    const { input, plan } = familyInput();
    const slots = slotsOf(plan);
    const name = new Map(input.candidates.map((r) => [r.idRecipe, r.name]));
    for (const day of DAYS) {
      const families = [...MAIN_DIVISIONS].map((m) =>
        dishFamily({ name: name.get(slots.get(slotKey(day, m))!.recipe.idRecipe)! }),
      );
      expect(`${day}: ${families.join(', ')}`).toBe(`${day}: ${[...new Set(families)].join(', ')}`);
    }
  });

  it('offer only recipes that keep the hard variety rules, in the order and on the scale of the search', () => {
    const { input, plan } = familyInput();
    for (const [day, division] of [
      ['TUESDAY', 4],
      ['WEDNESDAY', 6],
      ['THURSDAY', 1],
      ['FRIDAY', 2],
      ['SATURDAY', 5],
    ] as const) {
      const options = mealReplacements(input, { dayOfWeek: day, idMealOfDayDivision: division }, 6);
      expect(options).toHaveLength(6);
      for (const o of options) expect(brokenRules(plan, input, day, division, o.scaledRecipe.recipe.idRecipe)).toEqual([]);
      // The search's own value of every candidate that keeps the rules, best first: the options are its top 6.
      const { pool, day: d, slot, search, state, current } = locate(input, { dayOfWeek: day, idMealOfDayDivision: division });
      const values = Array.from({ length: pool.size }, (_, r) => r)
        .filter((r) => pool.recipeAt(r).recipe.idRecipe !== current!.p.recipe.idRecipe)
        .filter((r) => varietyRuleBroken(state, d, slot, pool.recipeAt(r)) === null)
        .map((r) => ({ id: pool.recipeAt(r).recipe.idRecipe, value: search.candidateValue(d, slot, r) }))
        .sort((a, b) => b.value - a.value);
      expect(options.map((o) => o.scaledRecipe.recipe.idRecipe)).toEqual(values.slice(0, 6).map((v) => v.id));
      expect(options.map((o) => o.score)).toEqual(values.slice(0, 6).map((v) => Math.round(v.value * 1e4) / 1e4));
    }
  });

  it('refuses a chosen recipe that would be twice a day or a main-dish family on consecutive days, naming the rule', () => {
    const { input, plan } = familyInput();
    const slots = slotsOf(plan);
    // The morning snack of a day asked as its afternoon snack (both snack divisions take it).
    const day = DAYS.find((d) => {
      const snack = slots.get(slotKey(d, 2))!.recipe.idRecipe;
      return snack !== slots.get(slotKey(d, 5))!.recipe.idRecipe;
    })!;
    const morning = slots.get(slotKey(day, 2))!.recipe.idRecipe;
    expect(() => replaceMeal(input, { dayOfWeek: day, idMealOfDayDivision: 5, idRecipe: morning })).toThrow(/never twice a day/);
    const afternoon = mealReplacements(input, { dayOfWeek: day, idMealOfDayDivision: 5 }, 20);
    expect(afternoon.map((o) => o.scaledRecipe.recipe.idRecipe)).not.toContain(morning);

    // Tuesday's lunch: a candidate of Monday's lunch family.
    const name = new Map(input.candidates.map((r) => [r.idRecipe, r.name]));
    const monday = dishFamily({ name: name.get(slots.get(slotKey('MONDAY', 4))!.recipe.idRecipe)! });
    const { pool } = locate(input, { dayOfWeek: 'TUESDAY', idMealOfDayDivision: 4 });
    // Not yet in the week: a new recipe adds no repeat, so the week's repeat budget cannot be what refuses it.
    const planned = new Set([...slots.values()].map((s) => s.recipe.idRecipe));
    const sameFamily = Array.from({ length: pool.size }, (_, r) => pool.recipeAt(r).recipe).find(
      (r) =>
        dishFamily(r) === monday &&
        !planned.has(r.idRecipe) &&
        brokenRules(plan, input, 'TUESDAY', 4, r.idRecipe).every((b) => b.startsWith('family')),
    )!;
    expect(() => replaceMeal(input, { dayOfWeek: 'TUESDAY', idMealOfDayDivision: 4, idRecipe: sameFamily.idRecipe })).toThrow(
      /no main-dish family twice a day or on consecutive days/,
    );
    // A recipe that keeps the rules is accepted.
    const [ok] = mealReplacements(input, { dayOfWeek: 'TUESDAY', idMealOfDayDivision: 4 }, 1);
    const replaced = replaceMeal(input, {
      dayOfWeek: 'TUESDAY',
      idMealOfDayDivision: 4,
      idRecipe: ok.scaledRecipe.recipe.idRecipe,
    });
    expect(slotsOf(replaced).get(slotKey('TUESDAY', 4))!.recipe.idRecipe).toBe(ok.scaledRecipe.recipe.idRecipe);
  });
});
