import { fromSaved, mealRuleFieldOf, sumsTo100, toFormValues, toSettingsSave } from './formModel';
import { DEFAULT_MEAL_RULES } from '../../domain';
import { DEFAULT_RECOMMENDER } from '../../../tests/mocks/settings';

const loaded = {
  energyDistribution: { proteinDistribution: 0.29, fatDistribution: 0.14, carbohydratesDistribution: 0.57 },
  equation: 'HARRIS_BENEDICT' as const,
  diets: ['VEGAN' as const],
  recommender: DEFAULT_RECOMMENDER,
  divisions: [
    {
      idMealOfDayDivision: 4,
      mealOfDay: 'LUNCH' as const,
      type: 'RECIPE' as const,
      recipe: { idRecipe: 12, name: 'Stew' },
      mealPart: 'SOUP' as const,
      name: 'Stew',
    },
  ],
};

describe('the settings form model', () => {
  it('edits fractions as whole percentages (no floating-point residue) and saves them back as fractions', () => {
    const values = toFormValues(loaded);
    expect(values.energy).toEqual({ protein: 29, fat: 14, carbohydrates: 57 });
    expect(toSettingsSave(values, true).energyDistribution).toEqual({
      proteinDistribution: 0.29,
      fatDistribution: 0.14,
      carbohydratesDistribution: 0.57,
    });
  });

  it('needs whole numbers summing to exactly 100', () => {
    expect(sumsTo100({ protein: 20, fat: 30, carbohydrates: 50 })).toBe(true);
    expect(sumsTo100({ protein: 20, fat: 30, carbohydrates: 49 })).toBe(false);
    expect(sumsTo100({ protein: 20.5, fat: 29.5, carbohydrates: 50 })).toBe(false);
    expect(sumsTo100({ protein: Number.NaN, fat: 50, carbohydrates: 50 })).toBe(false);
    expect(sumsTo100({ protein: -10, fat: 60, carbohydrates: 50 })).toBe(false);
  });

  it('sends each division with the field of its type only, and the divisions only when loaded', () => {
    const values = toFormValues(loaded);
    expect(toSettingsSave(values, true).mealOfDayDivisions).toEqual([
      { idMealOfDayDivision: 4, mealOfDay: 'LUNCH', type: 'RECIPE', recipe: { idRecipe: 12 }, name: 'Stew' },
    ]);
    expect(toSettingsSave(values, false)).not.toHaveProperty('mealOfDayDivisions');
  });

  it('takes the saved settings as the new starting point', () => {
    const saved = {
      energyDistribution: { proteinDistribution: 0.3, fatDistribution: 0.3, carbohydratesDistribution: 0.4 },
      energyEstimationEquation: 'INSTITUTE_OF_MEDICINE' as const,
      mealOfDayDivisions: loaded.divisions,
      enabledDietaryRestrictions: [],
      recommenderSettings: DEFAULT_RECOMMENDER,
    };
    expect(fromSaved(saved, true)).toMatchObject({
      energy: { protein: 30, fat: 30, carbohydrates: 40 },
      equation: 'INSTITUTE_OF_MEDICINE',
      diets: [],
    });
    expect(fromSaved(saved, true).divisions).toHaveLength(1);
    expect(fromSaved(saved, false).divisions).toEqual([]);
  });

  it('edits the meal rules as a part of their own (the defaults when none are loaded) and sends them in the recommender settings', () => {
    const { mealRules: _mealRules, ...withoutRules } = DEFAULT_RECOMMENDER;
    const values = toFormValues({ ...loaded, recommender: withoutRules });
    expect(values.mealRules).toEqual(DEFAULT_MEAL_RULES);
    expect(values.recommender).not.toHaveProperty('mealRules');
    values.mealRules.maxSaltPerDayG = 5;
    expect(toSettingsSave(values, true).recommenderSettings).toEqual({
      ...withoutRules,
      mealRules: { ...DEFAULT_MEAL_RULES, maxSaltPerDayG: 5 },
    });
  });

  it('finds the form field of a meal rule the server names, and nothing for other fields', () => {
    expect(mealRuleFieldOf('recommenderSettings.mealRules.maxSaltPerDayG')).toBe('mealRules.maxSaltPerDayG');
    expect(mealRuleFieldOf('recommenderSettings.mealRules.colour')).toBeUndefined();
    expect(mealRuleFieldOf('[0].recipe')).toBeUndefined();
    expect(mealRuleFieldOf(undefined)).toBeUndefined();
  });
});
