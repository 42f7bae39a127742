import { scoreColour } from './scoreColour';

describe('heuristic score colours', () => {
  it('is red under 0.33, orange under 0.66, otherwise green', () => {
    expect([0, 0.329, 0.33, 0.659, 0.66, 1].map(scoreColour)).toEqual(['red', 'red', 'orange', 'orange', 'green', 'green']);
  });
});
