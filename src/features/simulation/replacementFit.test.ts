import { energyDifference, fitDifference, fitNote } from './replacementFit';

describe('how a replacement option fits, in words', () => {
  it('says what an option trades against the current recipe', () => {
    expect(fitNote({ kcal: 600, score: 1.2, scoreGap: 0.123, energyOffPercent: 14, weekUses: 1 }, 'Pea soup')).toBe(
      "Scores 0.12 below Pea soup; 14 % over the meal's energy target; already once in this week's plan.",
    );
    expect(fitNote({ kcal: 600, score: 1.2, scoreGap: -0.04, energyOffPercent: -12, weekUses: 2 }, 'Pea soup')).toBe(
      "Fits this slot alone better than Pea soup (by 0.04); 12 % under the meal's energy target; already twice in this week's plan.",
    );
    expect(fitNote({ kcal: 600, score: 1.2, scoreGap: 0.001, energyOffPercent: -3, weekUses: 0 }, 'Pea soup')).toBe(
      "Fits this slot as well as Pea soup; energy within 10 % of the meal's target.",
    );
    // An empty slot: nothing to compare with.
    expect(fitNote({ kcal: 600, score: 1.2, energyOffPercent: 0, weekUses: 3 }, 'Pea soup')).toBe(
      "Energy within 10 % of the meal's target; already 3 times in this week's plan.",
    );
  });

  it('shows the differences signed, better options with a plus', () => {
    expect(fitDifference({ kcal: 1, score: 0, scoreGap: 0.123, energyOffPercent: 0, weekUses: 0 })).toBe('−0.12');
    expect(fitDifference({ kcal: 1, score: 0, scoreGap: -0.04, energyOffPercent: 0, weekUses: 0 })).toBe('+0.04');
    expect(fitDifference({ kcal: 1, score: 0, scoreGap: 0.004, energyOffPercent: 0, weekUses: 0 })).toBe('±0.00');
    expect(fitDifference({ kcal: 1, score: 0, energyOffPercent: 0, weekUses: 0 })).toBeNull();
    expect(energyDifference({ kcal: 1, score: 0, energyOffPercent: 14, weekUses: 0 })).toBe('+14 %');
    expect(energyDifference({ kcal: 1, score: 0, energyOffPercent: -3, weekUses: 0 })).toBe('−3 %');
    expect(energyDifference({ kcal: 1, score: 0, energyOffPercent: 0, weekUses: 0 })).toBe('0 %');
  });
});
