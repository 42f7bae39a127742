import { DEFAULT_MEAL_DIVISIONS, inactiveHeuristics } from '../../src/domain';

const part = (mealPart: string, mealOfDay = 'LUNCH') => ({ type: 'MEAL_PART', mealPart, mealOfDay });

describe('inactiveHeuristics', () => {
  it('with the default 7 divisions: fruit acts through the snacks, drinks have nothing to act on', () => {
    const inactive = inactiveHeuristics(DEFAULT_MEAL_DIVISIONS);
    expect(inactive.COMMON_FRUIT).toBeUndefined();
    expect(inactive.FRUIT_VARIETY).toBeUndefined(); // three snack divisions
    expect(inactive.LITRE_OF_SOUP_IN_A_ROW).toBeUndefined();
    expect(inactive.LIMIT_MAIN_DISH_RECIPE_REPETITION).toBeUndefined();
    expect(inactive.LOW_SUGAR_DRINKS).toBe('No division takes a drink: add a drink, juice or smoothie division.');
    expect(Object.keys(inactive)).toEqual(['LOW_SUGAR_DRINKS']);
  });

  it('a drink, juice or smoothie division makes LOW_SUGAR_DRINKS act', () => {
    for (const drink of ['DRINK', 'JUICE', 'SMOOTHIE'])
      expect(inactiveHeuristics([...DEFAULT_MEAL_DIVISIONS, part(drink, 'BREAKFAST')])).toEqual({});
  });

  it('names each heuristic a division set leaves nothing to act on', () => {
    const inactive = inactiveHeuristics([part('SALAD'), part('DESSERT', 'DINNER')]);
    expect(Object.keys(inactive).sort()).toEqual([
      'FRUIT_VARIETY',
      'LIMIT_MAIN_DISH_RECIPE_REPETITION',
      'LITRE_OF_SOUP_IN_A_ROW',
      'LOW_SUGAR_DRINKS',
    ]);
    expect(inactiveHeuristics([]).COMMON_FRUIT).toMatch(/fruit, snack or dessert/);
  });

  it('counts only MEAL_PART divisions: a fixed recipe division gives no heuristic a choice', () => {
    const inactive = inactiveHeuristics([
      { type: 'RECIPE', mealOfDay: 'LUNCH' },
      { type: 'RECIPE', mealPart: 'SOUP', mealOfDay: 'LUNCH' },
    ]);
    expect(inactive.LITRE_OF_SOUP_IN_A_ROW).toBeDefined();
    expect(inactive.COMMON_FRUIT).toBeDefined();
  });
});
