/** Energy goals, equations and activity levels. */
import { createMember, createPlanInput, household } from '../fixtures';
import type { PlanCase } from './types';

export const cases: PlanCase[] = [
  {
    name: 'CUSTOM 1800 kcal',
    input: createPlanInput({ members: [createMember({ energyGoal: 'CUSTOM', customKcalTarget: 1800 })] }),
    expect: { kind: 'plan' },
  },
  {
    name: 'CUSTOM 2600 kcal, 3 members',
    input: createPlanInput({
      members: household(3).map((m) => ({ ...m, energyGoal: 'CUSTOM' as const, customKcalTarget: 2600 })),
    }),
    expect: { kind: 'plan' },
  },
  {
    name: 'LOSE_WEIGHT woman',
    input: createPlanInput({ members: [createMember({ gender: 'F', weightKg: 80, heightCm: 165, energyGoal: 'LOSE_WEIGHT' })] }),
    expect: { kind: 'plan' },
  },
  {
    name: 'GAIN_WEIGHT active man',
    input: createPlanInput({ members: [createMember({ activityLevel: 'MEDIUM', energyGoal: 'GAIN_WEIGHT' })] }),
    expect: { kind: 'plan' },
  },
  {
    name: 'AUTO activity with 500 kcal burned',
    input: createPlanInput({ members: [createMember({ activityLevel: 'AUTO', dailyBurnedEnergyKcal: 500 })] }),
    expect: { kind: 'plan' },
  },
  {
    name: 'Harris-Benedict, 2 members',
    input: createPlanInput({
      members: household(2),
      needsSettings: {
        equation: 'HARRIS_BENEDICT',
        macroDistribution: { proteinDistribution: 0.25, carbohydratesDistribution: 0.45, fatDistribution: 0.3 },
      },
    }),
    expect: { kind: 'plan' },
  },
  {
    name: 'revised Harris-Benedict, portions in quarter steps',
    input: createPlanInput({
      needsSettings: {
        equation: 'REVISED_HARRIS_BENEDICT',
        macroDistribution: { proteinDistribution: 0.2, carbohydratesDistribution: 0.5, fatDistribution: 0.3 },
      },
      portionBounds: { min: 0.5, max: 2, step: 0.25 },
    }),
    expect: { kind: 'plan' },
  },
];
