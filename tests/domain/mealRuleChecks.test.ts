import {
  DEFAULT_MEAL_RULES,
  MEAL_RULE_RANGES,
  mealRuleProblem,
  mealRulesProblem,
  NUMERIC_MEAL_RULES,
  readMealRules,
} from '../../src/domain';
import { appApiFieldLimits } from '../../src/services/generated/appApi.constants.generated';
import { plannerApiFieldLimits } from '../../src/services/generated/plannerApi.constants.generated';

describe('the checks of the meal rules', () => {
  it('checks what both documents state: each range of MEAL_RULE_RANGES is the schema MealRules', () => {
    for (const limits of [appApiFieldLimits.MealRules, plannerApiFieldLimits.MealRules]) {
      for (const rule of NUMERIC_MEAL_RULES) {
        expect([limits[rule].minimum, limits[rule].maximum]).toEqual([...MEAL_RULE_RANGES[rule]]);
      }
    }
  });

  it('accepts the defaults and the ends of each range', () => {
    expect(mealRulesProblem(DEFAULT_MEAL_RULES)).toBeNull();
    expect(mealRulesProblem({})).toBeNull();
    for (const rule of NUMERIC_MEAL_RULES) {
      if (rule === 'portionStep') continue;
      for (const end of MEAL_RULE_RANGES[rule]) expect(mealRuleProblem(rule, end)).toBeNull();
    }
  });

  it('names the first bad field with a sentence', () => {
    expect(mealRulesProblem({ maxSaltPerDayG: 31 })).toEqual({
      field: 'maxSaltPerDayG',
      message: 'Salt per day must be a number from 0 to 30 g',
    });
    expect(mealRulesProblem({ minFruitPerDayG: -1, portionStep: 0.3 })?.field).toBe('minFruitPerDayG');
    expect(mealRulesProblem({ portionStep: 0.75 })).toEqual({
      field: 'portionStep',
      message: 'Portion step must be 0.25, 0.5 or 1 servings',
    });
    expect(mealRulesProblem({ maxFreeSugarPerDayG: Number.NaN })?.field).toBe('maxFreeSugarPerDayG');
    expect(mealRulesProblem({ allowAlcohol: 'yes' })?.field).toBe('allowAlcohol');
    for (const step of [0.25, 0.5, 1]) expect(mealRuleProblem('portionStep', step)).toBeNull();
  });

  it('reads a stored value: valid fields kept, missing or bad ones the defaults, unknown ones dropped', () => {
    expect(readMealRules(undefined)).toEqual(DEFAULT_MEAL_RULES);
    expect(readMealRules('junk')).toEqual(DEFAULT_MEAL_RULES);
    expect(readMealRules({ maxSaltPerDayG: 5, portionStep: 2, allowAlcohol: true, allowConfectionery: 'no', extra: 1 })).toEqual({
      ...DEFAULT_MEAL_RULES,
      maxSaltPerDayG: 5,
      allowAlcohol: true,
    });
  });
});
