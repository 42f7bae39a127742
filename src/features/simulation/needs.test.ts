import { householdNeeds, macroEnergyKcal, shownNeed } from './needs';

describe('the daily requirements arithmetic', () => {
  it('shows milligram needs in grams and sums the members of the household', () => {
    expect(shownNeed({ target: 300, unit: 'MG' })).toEqual({ target: 0.3, unit: 'g' });
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
    expect(needs.CHOLESTEROL).toBeUndefined();
  });

  it('counts alcohol at 7 kcal per gram next to 4/4/9', () => {
    expect(macroEnergyKcal({ protein: 10, carbohydrate: 20, fat: 5, alcohol: 2 })).toBe(40 + 80 + 45 + 14);
  });
});
