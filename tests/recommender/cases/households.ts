/** Households of 1 to 4 members and 3 to 6 meals a day. */
import { createPlanInput, divisionsFor, household, MEALS } from '../fixtures';
import type { PlanCase } from './types';

const sizes = [1, 2, 3, 4];
const mealCounts = [3, 4, 5, 6] as const;

export const cases: PlanCase[] = sizes.flatMap((n) =>
  mealCounts.map((meals): PlanCase => ({
    name: `household of ${n}, ${meals} meals`,
    input: createPlanInput({ members: household(n), divisions: divisionsFor(MEALS[meals]), seed: n * 10 + meals }),
    expect: { kind: 'plan' },
  })),
);

cases.push({
  name: 'default sample, variety level LOW, no improvement passes',
  input: createPlanInput({
    varietyOptions: { priorityIngredients: [], allowedIngredients: [], excludedIngredients: [], varietyLevel: 'LOW' },
    settings: { ...createPlanInput().settings, runDayImprovement: false, runWeekImprovement: false },
  }),
  expect: { kind: 'plan' },
});
