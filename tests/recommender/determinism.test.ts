import { planWeek } from '../../src/recommender';
import { createPlanInput, household } from './fixtures';
import { recipeSequence } from './planHelpers';

describe('determinism', () => {
  it('gives a deep-equal plan for the same input and seed', () => {
    const input = createPlanInput({ members: household(2), seed: 1234 });
    expect(planWeek(input)).toEqual(planWeek({ ...input }));
  });

  it('usually gives a different plan for a different seed', () => {
    const base = recipeSequence(planWeek(createPlanInput({ seed: 1 })));
    const others = [2, 3, 4, 5, 6].map((seed) => recipeSequence(planWeek(createPlanInput({ seed }))));
    const different = others.filter((o) => JSON.stringify(o) !== JSON.stringify(base)).length;
    expect(different).toBeGreaterThanOrEqual(4);
  });

  it('does not mutate its input', () => {
    const input = createPlanInput({ members: household(2) });
    const snapshot = JSON.stringify(input);
    planWeek(input);
    expect(JSON.stringify(input)).toBe(snapshot);
  });
});
