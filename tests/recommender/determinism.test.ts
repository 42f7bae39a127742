import { planWeek } from '../../src/recommender';
import { createPlanInput, household } from './fixtures';
import { recipeSequence } from './planHelpers';

describe('determinism', () => {
  it('gives a deep-equal plan for the same input and seed', () => {
    const input = createPlanInput({ members: household(2), seed: 1234 });
    expect(planWeek(input)).toEqual(planWeek({ ...input }));
  });

  it('usually gives a different plan for a different seed', () => {
    // Ten seeds against seed 1, most of them different: with the week rules of the fixture catalogue's one-member
    // plan (protein sources, fruit, snack kinds) some seeds reach the same best week (7 of 10 differed, 2026-11-30).
    const base = recipeSequence(planWeek(createPlanInput({ seed: 1 })));
    const others = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((seed) => recipeSequence(planWeek(createPlanInput({ seed }))));
    const different = others.filter((o) => JSON.stringify(o) !== JSON.stringify(base)).length;
    expect(different).toBeGreaterThanOrEqual(6);
  });

  it('does not mutate its input', () => {
    const input = createPlanInput({ members: household(2) });
    const snapshot = JSON.stringify(input);
    planWeek(input);
    expect(JSON.stringify(input)).toBe(snapshot);
  });
});
