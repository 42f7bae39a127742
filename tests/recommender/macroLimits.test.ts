/**
 * The macro limits (search/terms.ts `macroLimits`), which the week balance (search/week.ts `balanceWeek`) lowers; the
 * balance on the seeded catalogue is tested in settingsEffect.test.ts ("week improvement on spreads a vegan week's
 * protein").
 */
import { MACRO_BEYOND, MACRO_TOLERANCE, macroLimits } from '../../src/recommender/search/terms';

describe('macroLimits', () => {
  // kcal, protein, carbohydrate, fat targets (20/50/30 of 2,000 kcal).
  const g = [2000, 100, 250, 66.7];

  it('is 0 within the tolerance on either side', () => {
    expect(macroLimits(g, [2000, 100 * (1 - MACRO_TOLERANCE) + 0.01, 250, 66.7])).toBe(0);
    expect(macroLimits(g, [2000, 100, 250 * (1 + MACRO_TOLERANCE) - 0.01, 66.7])).toBe(0);
  });

  it('charges a shortfall per relative point of the macro, an excess per point of the energy target it brings', () => {
    // 20 % short: 12 points beyond the tolerance.
    expect(macroLimits(g, [2000, 80, 250, 66.7])).toBeCloseTo(MACRO_BEYOND * 0.12, 9);
    // 20 % over: 12 g beyond, 48 kcal, 2.4 % of the energy target.
    expect(macroLimits(g, [2000, 120, 250, 66.7])).toBeCloseTo(MACRO_BEYOND * 0.024, 9);
    // A gram of fat over weighs 9 kcal against protein's 4.
    const fatOver = macroLimits(g, [2000, 100, 250, 66.7 * (1 + MACRO_TOLERANCE) + 10]);
    const proteinOver = macroLimits(g, [2000, 100 * (1 + MACRO_TOLERANCE) + 10, 250, 66.7]);
    expect(fatOver / proteinOver).toBeCloseTo(9 / 4, 6);
  });
});
