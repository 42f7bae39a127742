import { formatNeed, householdMealKcal, householdNeeds, macroEnergyKcal, shownNeed } from './needs';

describe('the daily requirements arithmetic', () => {
  it('shows milligram needs in grams and sums the members of the household', () => {
    expect(shownNeed({ target: 300, unit: 'MG' })).toEqual({ target: 0.3, unit: 'g', milligrams: 300 });
    const needs = householdNeeds([
      {
        user: { id: 2 },
        mealsKcalNeed: {},
        nutrientNeeds: {
          KCAL: { target: 2400, unit: 'KCAL' },
          PROTEIN: { target: 90, unit: 'G' },
          CARB: { target: 300, unit: 'G' },
          FAT: { target: 80, unit: 'G' },
          FIBER: { target: 25, unit: 'G' },
          IRON: { target: 11, unit: 'MG' },
        },
      },
      {
        user: { id: 3 },
        mealsKcalNeed: {},
        nutrientNeeds: {
          KCAL: { target: 1900, unit: 'KCAL' },
          PROTEIN: { target: 70, unit: 'G' },
          CARB: { target: 240, unit: 'G' },
          FAT: { target: 63, unit: 'G' },
          FIBER: { target: 25, unit: 'G' },
          IRON: { target: 16, unit: 'MG' },
        },
      },
    ]);
    expect(needs.KCAL).toEqual({ target: 4300, unit: 'kcal' });
    expect(needs.IRON?.target).toBeCloseTo(0.027);
    expect(formatNeed(needs.IRON!)).toBe('0.027 g (27 mg)');
    expect(formatNeed(shownNeed({ target: 11, unit: 'MG' }))).toBe('0.011 g (11 mg)');
    expect(formatNeed(needs.FAT!)).toBe('143 g');
    expect(formatNeed(needs.KCAL!)).toBe('4300 kcal');
    expect(needs.CHOLESTEROL).toBeUndefined();
  });

  it("sums the members' energy per meal of day, leaving out meals nobody has", () => {
    const meals = householdMealKcal([
      { user: { id: 2 }, mealsKcalNeed: { BREAKFAST: 423, LUNCH: 700.4 }, nutrientNeeds: {} as never },
      { user: { id: 3 }, mealsKcalNeed: { BREAKFAST: 300, LUNCH: 500 }, nutrientNeeds: {} as never },
    ]);
    expect(meals).toEqual({ BREAKFAST: 723, LUNCH: 1200.4 });
  });

  it('counts alcohol at 7 kcal per gram next to 4/4/9', () => {
    expect(macroEnergyKcal({ protein: 10, carbohydrate: 20, fat: 5, alcohol: 2 })).toBe(40 + 80 + 45 + 14);
  });
});
