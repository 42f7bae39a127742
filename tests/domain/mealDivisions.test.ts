/**
 * Each context's day pattern (src/domain/mealDivisions.ts): a fruit slot everywhere, two fruit portions
 * on a day of five or more meals, a bread lunch where people eat one, ids unique, every meal of day
 * covered so any 3 to 6 meals selected find divisions; the specification's set kept as it was.
 */
import {
  COUNTRIES,
  DEFAULT_MEAL_DIVISIONS,
  DEFAULT_MEAL_DIVISIONS_BY_CONTEXT,
  defaultMealDivisionsFor,
  defaultSelectedMeals,
  MEAL_PARTS,
  MEAL_ROLES,
  MEALS_OF_DAY,
  sameMealDivisions,
  type MealsPerDay,
} from '../../src/domain';

const fruitSlots = (ctx: (typeof COUNTRIES)[number], meals: readonly string[] = MEALS_OF_DAY) =>
  DEFAULT_MEAL_DIVISIONS_BY_CONTEXT[ctx].filter((d) => d.mealPart === 'FRUIT' && meals.includes(d.mealOfDay)).length;

describe('default meal divisions by context', () => {
  it('has a set for every context', () => {
    expect(Object.keys(DEFAULT_MEAL_DIVISIONS_BY_CONTEXT).sort()).toEqual([...COUNTRIES].sort());
  });

  it.each(COUNTRIES)('%s: unique ids, named meal-part divisions, every meal of day covered', (ctx) => {
    const set = DEFAULT_MEAL_DIVISIONS_BY_CONTEXT[ctx];
    const ids = set.map((d) => d.idMealOfDayDivision);
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of set) {
      expect(Number.isInteger(d.idMealOfDayDivision) && d.idMealOfDayDivision >= 1).toBe(true);
      expect(d.type).toBe('MEAL_PART');
      expect(MEAL_PARTS).toContain(d.mealPart);
      expect(d.name.trim()).not.toBe('');
      if (d.mealRole !== undefined) expect(MEAL_ROLES).toContain(d.mealRole);
    }
    expect(MEALS_OF_DAY.filter((m) => !set.some((d) => d.mealOfDay === m))).toEqual([]);
    // In eating order, so the editor and the plan list them as the day goes.
    const order = set.map((d) => MEALS_OF_DAY.indexOf(d.mealOfDay));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each(COUNTRIES)('%s: a fruit slot on every day of 3 to 6 meals, two from 5 meals', (ctx) => {
    expect(fruitSlots(ctx)).toBeGreaterThanOrEqual(2);
    for (const n of [3, 4, 5, 6] as MealsPerDay[]) {
      const meals = defaultSelectedMeals(n);
      expect(fruitSlots(ctx, meals)).toBeGreaterThanOrEqual(n >= 5 ? 2 : 1);
    }
  });

  it('gives the bread-eating countries a bread lunch and one hot meal, at dinner', () => {
    for (const ctx of ['nl', 'dk', 'de', 'lu'] as const) {
      const set = DEFAULT_MEAL_DIVISIONS_BY_CONTEXT[ctx];
      const lunch = set.filter((d) => d.mealOfDay === 'LUNCH');
      expect(lunch.find((d) => d.mealPart === 'LUNCH')).toMatchObject({ mealRole: 'BREAD_MEAL', name: 'Bread lunch' });
      expect(lunch.some((d) => d.mealPart === 'SOUP')).toBe(false);
      expect(set.find((d) => d.mealPart === 'BREAKFAST')?.mealOfDay).toBe('BREAKFAST');
      expect(set.filter((d) => d.mealPart === 'DINNER').map((d) => d.mealOfDay)).toEqual(['DINNER']);
      expect(set.find((d) => d.mealOfDay === 'MIDDLE_MORNING')?.mealPart).toBe('FRUIT');
      expect(set.find((d) => d.mealOfDay === 'MIDDLE_AFTERNOON')?.mealPart).toBe('SNACK');
    }
    expect(DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl.filter((d) => d.mealOfDay === 'DINNER').map((d) => d.mealPart)).toEqual([
      'DINNER',
      'VEGETABLE',
    ]);
  });

  it('gives the southern countries a hot lunch with a first course or soup, and fruit as dessert', () => {
    for (const ctx of ['es', 'it', 'pt', 'bg'] as const) {
      const lunch = DEFAULT_MEAL_DIVISIONS_BY_CONTEXT[ctx].filter((d) => d.mealOfDay === 'LUNCH');
      expect(lunch.find((d) => d.mealPart === 'LUNCH')?.mealRole).toBeUndefined(); // the meal part's default: a hot main
      expect(lunch.some((d) => d.mealPart === 'FRUIT')).toBe(true);
    }
    for (const ctx of ['es', 'pt', 'bg'] as const) {
      const lunch = DEFAULT_MEAL_DIVISIONS_BY_CONTEXT[ctx].filter((d) => d.mealOfDay === 'LUNCH').map((d) => d.mealPart);
      expect(lunch.indexOf('SOUP') >= 0 || lunch.indexOf('SALAD') >= 0).toBe(true);
    }
  });

  it("keeps the specification's set (7 divisions, soup and a main at lunch) apart from the contexts' sets", () => {
    expect(DEFAULT_MEAL_DIVISIONS.map((d) => `${d.idMealOfDayDivision}:${d.mealOfDay}:${d.mealPart}`)).toEqual([
      '1:BREAKFAST:BREAKFAST',
      '2:MIDDLE_MORNING:SNACK',
      '3:LUNCH:SOUP',
      '4:LUNCH:LUNCH',
      '5:MIDDLE_AFTERNOON:SNACK',
      '6:DINNER:DINNER',
      '7:AFTER_DINNER:SNACK',
    ]);
    for (const ctx of COUNTRIES)
      expect(sameMealDivisions(DEFAULT_MEAL_DIVISIONS_BY_CONTEXT[ctx], DEFAULT_MEAL_DIVISIONS)).toBe(false);
  });

  it('hands out copies and compares sets by their fields, in order', () => {
    const copy = defaultMealDivisionsFor('nl');
    expect(copy).toEqual(DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl);
    expect(copy).not.toBe(DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl);
    expect(sameMealDivisions(copy, DEFAULT_MEAL_DIVISIONS_BY_CONTEXT.nl)).toBe(true);
    expect(sameMealDivisions([...copy].reverse(), copy)).toBe(false);
    expect(
      sameMealDivisions(
        copy.map((d, i) => (i === 2 ? { ...d, mealRole: undefined } : d)),
        copy,
      ),
    ).toBe(false);
    expect(sameMealDivisions(copy.slice(1), copy)).toBe(false);
  });
});
