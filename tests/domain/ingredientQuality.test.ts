/** The wording of data-quality reasons (the rules themselves run in SQL; see tests/server/services/ingredients-service.test.ts). */
import { describeDataIssue, ENERGY_TOLERANCE, KEY_NUTRIENTS, OUTLIER_SD } from '../../src/domain/ingredientQuality';

describe('ingredient data-quality reasons', () => {
  it('states the energy gap against 4/4/9/7 kcal per gram, as a share of the stated energy', () => {
    expect(describeDataIssue('ENERGY_MISMATCH', { energyKcal: 52, protein: 0.3, fat: 0.2, carbohydrate: 13.8, alcohol: 1 })).toBe(
      'Energy 52 kcal differs from 4/4/9/7 kcal per gram of protein, carbohydrate, fat and alcohol (65.2 kcal) by 25 %',
    );
    expect(describeDataIssue('ENERGY_MISMATCH', { energyKcal: 0, protein: 5, fat: 0, carbohydrate: 0 })).toMatch(/by 20 kcal$/);
  });

  it('adds up the macros, names the missing key nutrients and the food group of an outlier', () => {
    expect(describeDataIssue('MACROS_OVER_100G', { protein: 50, fat: 40, carbohydrate: 12.5, alcohol: 0 })).toBe(
      'Protein, fat, carbohydrate and alcohol add up to 102.5 g per 100 g',
    );
    expect(describeDataIssue('MISSING_KEY_NUTRIENTS', { energyKcal: 10, protein: null })).toBe(
      'No value for protein, fat, carbohydrate',
    );
    expect(
      describeDataIssue('FOOD_GROUP_OUTLIER', {}, [
        { groupName: 'Fats and Oils', nutrient: 'protein', value: 40, mean: 1.2, sd: 3.4 },
      ]),
    ).toBe('Protein 40 g is far from the mean of Fats and Oils (1.2 ± 3.4 g)');
  });

  it('keeps the thresholds of the rule', () => {
    expect([ENERGY_TOLERANCE, OUTLIER_SD, [...KEY_NUTRIENTS]]).toEqual([
      0.15,
      3,
      ['energyKcal', 'protein', 'fat', 'carbohydrate'],
    ]);
  });
});
