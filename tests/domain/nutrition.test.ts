import {
  DEFAULT_ENERGY_SPLIT,
  DEFAULT_RECOMMENDER_SETTINGS,
  DISABLED_HEURISTICS,
  HEURISTIC_NAMES,
  COUNTRIES,
  DAY_HEURISTIC_NAMES,
  WEEK_HEURISTIC_NAMES,
  MEAL_TYPES,
  MEAL_PARTS,
  completeSettings,
  defaultSelectedMeals,
  energySplitFor,
  isMacroDistributionValid,
  macroEnergyKcal,
  macroEnergyShares,
  normaliseWeight,
  remainderPercentage,
  saltFromSodium,
} from '../../src/domain';

describe('nutrition arithmetic', () => {
  it('uses 4/4/9/7 kcal per gram', () => {
    expect(macroEnergyKcal({ protein: 10, carbohydrate: 20, fat: 5, alcohol: 2 })).toBe(40 + 80 + 45 + 14);
  });
  it('computes energy shares that sum to 1', () => {
    const s = macroEnergyShares({ protein: 25, carbohydrate: 50, fat: 10 });
    expect(s.protein + s.carbohydrate + s.fat).toBeCloseTo(1, 10);
    expect(s.fat).toBeCloseTo(90 / 390, 10);
  });
  it('salt is sodium x 2.5', () => expect(saltFromSodium(2)).toBe(5));
  it('validates whole-number macro percentages summing to 100', () => {
    expect(isMacroDistributionValid([20, 50, 30])).toBe(true);
    expect(isMacroDistributionValid([20, 50, 31])).toBe(false);
    expect(isMacroDistributionValid([20.5, 49.5, 30])).toBe(false);
    expect(remainderPercentage(20, undefined)).toBe(80);
  });
});

describe('energy split', () => {
  it.each([3, 4, 5, 6] as const)('%d meals sum to 100 %% over %d meals', (n) => {
    const split = DEFAULT_ENERGY_SPLIT[n];
    expect(Object.values(split).reduce((a, b) => a + (b ?? 0), 0)).toBeCloseTo(1, 10);
    expect(defaultSelectedMeals(n)).toHaveLength(n);
  });
  it('renormalises the 6-meal split for an unusual selection', () => {
    const s = energySplitFor(['BREAKFAST', 'LUNCH', 'AFTER_DINNER']);
    expect((s.BREAKFAST ?? 0) + (s.LUNCH ?? 0) + (s.AFTER_DINNER ?? 0)).toBeCloseTo(1, 10);
    expect(s.BREAKFAST).toBeCloseTo(0.2 / 0.55, 10);
  });
});

describe('enumerations and default settings', () => {
  it('has the 17 meal-of-day heuristics, 2 day and 2 week heuristics', () => {
    expect(HEURISTIC_NAMES).toHaveLength(17);
    expect(DAY_HEURISTIC_NAMES).toEqual([
      'NUTRITIONAL_DEVIATION',
      'FRUIT_VARIETY',
      'SODIUM_LIMIT',
      'FIBER_MINIMUM',
      'FREE_SUGAR_LIMIT',
    ]);
    expect(WEEK_HEURISTIC_NAMES).toEqual(['NL_FISH', 'INCLUDE_WHITE_MEAT']);
    expect(COUNTRIES).toEqual(['bg', 'dk', 'es', 'it', 'lu', 'nl', 'pt', 'de']);
    expect(MEAL_TYPES).toContain('NO_MEAL_TYPE');
    expect(MEAL_PARTS).not.toContain('NO_MEAL_TYPE');
    expect(MEAL_PARTS).toHaveLength(MEAL_TYPES.length - 1);
  });
  it('weights every heuristic within 0..5, with the disabled ones at 0', () => {
    const w = DEFAULT_RECOMMENDER_SETTINGS.mealOfDayHeuristicsWeights;
    for (const n of HEURISTIC_NAMES) expect(w[n]).toBeGreaterThanOrEqual(0);
    for (const n of HEURISTIC_NAMES) expect(w[n]).toBeLessThanOrEqual(5);
    for (const n of DISABLED_HEURISTICS) expect(w[n]).toBe(0);
  });
  it('clamps and rounds weights to the 0.1 slider step', () => {
    expect(normaliseWeight(7)).toBe(5);
    expect(normaliseWeight(-1)).toBe(0);
    expect(normaliseWeight(2.345)).toBe(2.3);
    expect(normaliseWeight(Number.NaN)).toBe(0);
    const s = completeSettings({ runDayImprovement: false, mealOfDayHeuristicsWeights: { SEASON: 9 } as never });
    expect(s.mealOfDayHeuristicsWeights.SEASON).toBe(5);
    expect(s.mealOfDayHeuristicsWeights.ENERGY_SUITABILITY).toBe(
      DEFAULT_RECOMMENDER_SETTINGS.mealOfDayHeuristicsWeights.ENERGY_SUITABILITY,
    );
    expect(s.runDayImprovement).toBe(false);
  });
});
