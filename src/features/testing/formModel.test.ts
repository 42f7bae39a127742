import { bucketLabels, deviationByMeals, varietyHistogram } from './charts';
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
});
