/** The Wilson score interval and the histogram median, against published and hand-worked values. */
import { histogramMedian, wilsonShare } from '../../../src/server/api/usageStatistics/proportions';

describe('wilsonShare', () => {
  it("gives Newcombe's (1998) Wilson interval for 81 of 263: 0.2553 to 0.3662", () => {
    expect(wilsonShare(81, 263)).toEqual({ percentage: 30.8, lowPercentage: 25.5, highPercentage: 36.6 });
  });

  it('stays inside 0..100 and does not collapse at 0 or all of a small sample', () => {
    // 0 of 10: 0 to z^2 / (n + z^2) = 3.8415 / 13.8415.
    expect(wilsonShare(0, 10)).toEqual({ percentage: 0, lowPercentage: 0, highPercentage: 27.8 });
    expect(wilsonShare(10, 10)).toEqual({ percentage: 100, lowPercentage: 72.2, highPercentage: 100 });
    expect(wilsonShare(5, 10)).toEqual({ percentage: 50, lowPercentage: 23.7, highPercentage: 76.3 });
  });

  it('knows nothing of an empty sample: 0 with the interval 0 to 100', () => {
    expect(wilsonShare(0, 0)).toEqual({ percentage: 0, lowPercentage: 0, highPercentage: 100 });
  });
});

describe('histogramMedian', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(histogramMedian([{ value: 7, count: 1 }])).toBe(7);
    expect(
      histogramMedian([
        { value: 7, count: 2 },
        { value: 20, count: 1 },
      ]),
    ).toBe(7);
    expect(
      histogramMedian([
        { value: 7, count: 2 },
        { value: 9, count: 1 },
        { value: 30, count: 1 },
      ]),
    ).toBe(8);
    expect(histogramMedian([])).toBeUndefined();
    expect(histogramMedian([{ value: 3, count: 0 }])).toBeUndefined();
  });
});
