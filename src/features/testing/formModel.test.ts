import { bucketLabels, deviationByMeals, niceCeil, sharedScales, varietyHistogram, weighedScores } from './charts';
import { checkGeneratorField, DEFAULT_GENERATOR_OPTIONS, formatDuration, secondsLeft, shareDone } from './formModel';
import { testingResult } from '../../../tests/mocks/testing';

describe('the testing form model', () => {
  it('checks each generator option as a required whole number within bounds', () => {
    const all = DEFAULT_GENERATOR_OPTIONS;
    expect(checkGeneratorField('numberOfUsers', NaN, all)).toBe('Number of users is required');
    expect(checkGeneratorField('numberOfUsers', 1001, all)).toBe('Number of users must be a whole number from 1 to 1000');
    expect(checkGeneratorField('plansPerUser', 2.5, all)).toBe('Plans per user must be a whole number from 1 to 10');
    expect(checkGeneratorField('minAge', 70, all)).toBe('Min age must not be above max age');
    expect(checkGeneratorField('minAge', 65, all)).toBe(true);
    expect(checkGeneratorField('numberOfUsers', 1000, { ...all, plansPerUser: 4 })).toBe(
      'Number of users × plans per user must not exceed 3000',
    );
    expect(checkGeneratorField('numberOfUsers', 1000, all)).toBe(true);
  });

  it('estimates the time left at the pace so far', () => {
    const started = new Date(Date.parse('2026-01-01T10:00:00Z')).toISOString();
    const now = Date.parse('2026-01-01T10:00:10Z');
    expect(secondsLeft({ done: 0, total: 300 }, started, now)).toBeUndefined();
    expect(secondsLeft({ done: 100, total: 300 }, started, now)).toBe(20);
    expect(secondsLeft({ done: 30, total: 300 }, undefined, now)).toBeUndefined();
    expect(shareDone({ done: 150, total: 300 })).toBe(0.5);
    expect(formatDuration(20)).toBe('20 s');
    expect(formatDuration(185)).toBe('3 min 5 s');
  });

  it('labels the deviation buckets and shows meals per day 3 to 6', () => {
    expect(bucketLabels([-0.1, 0, 0.1])).toEqual(['< -10 %', '-10 to 0 %', '0 to 10 %', '≥ 10 %']);
    const result = testingResult({ mealsDayDeviations: testingResult().mealsDayDeviations.filter((d) => d.mealsPerDay !== 5) });
    expect(deviationByMeals(result, 'KCAL')).toEqual([2, 2, null, 2]);
    expect(varietyHistogram([30, 34, 41, 45, 52])).toEqual({
      labels: ['30–34', '35–39', '40–44', '45–49', '50–54'],
      counts: [2, 0, 1, 1, 1],
    });
  });

  it('gives two compared runs the same axis tops and histogram bins', () => {
    expect([0, 0.7, 1, 1.2, 2.1, 2.5, 3, 38, 57.1, 100].map(niceCeil)).toEqual([1, 1, 1, 2, 2.5, 2.5, 5, 50, 100, 100]);
    const a = testingResult({ distinctRecipesPerUser: [21, 23, 38], distinctRecipesPerMoDPerUser: { LUNCH: 13, DINNER: 6 } });
    const b = testingResult({
      distinctRecipesPerUser: [27, 44, 58, 59],
      distinctRecipesPerMoDPerUser: { LUNCH: 16.3 },
      deviationDistributions: [{ nutrient: 'KCAL', counts: [0, 70, 30, 0] }],
    });
    const scales = sharedScales([a, b]);
    expect(scales.perMeal).toBe(20);
    expect(scales.varietySpan).toEqual([21, 38, 27, 59]);
    // Both histograms run from 20 to 59 in bins of 5, whatever each run's own values.
    const binsA = varietyHistogram(a.distinctRecipesPerUser, 5, scales.varietySpan);
    const binsB = varietyHistogram(b.distinctRecipesPerUser, 5, scales.varietySpan);
    expect(binsA.labels).toEqual(['20–24', '25–29', '30–34', '35–39', '40–44', '45–49', '50–54', '55–59']);
    expect(binsB.labels).toEqual(binsA.labels);
    expect(binsA.counts).toEqual([2, 0, 0, 1, 0, 0, 0, 0]);
    expect(binsB.counts).toEqual([0, 1, 0, 0, 1, 0, 0, 2]);
    expect(scales.variety).toBe(2);
    // Energy: b's 70 % of days in one bucket (a's highest is 45 %); macros: a's 45 %; meals: 8 % mean deviation.
    expect(scales.energy).toBe(100);
    expect(scales.macros).toBe(50);
    expect(scales.meals).toBe(10);
  });

  it('charts only the heuristic scores of heuristics the run weighed (not the disabled ones at 0)', () => {
    const result = testingResult({
      heuristicScores: [
        { name: 'ENERGY_SUITABILITY', mean: 0.91 },
        { name: 'CHEAPER_FOOD', mean: 0.5 },
        { name: 'DIABETES', mean: 0.5 },
        { name: 'SEASON', mean: 0.7 },
      ],
    });
    const weights = { ENERGY_SUITABILITY: 5, CHEAPER_FOOD: 0, DIABETES: 0, SEASON: 1 };
    expect(weighedScores(result, weights).map((s) => s.name)).toEqual(['ENERGY_SUITABILITY', 'SEASON']);
    expect(weighedScores(result, undefined)).toHaveLength(4);
  });
});
