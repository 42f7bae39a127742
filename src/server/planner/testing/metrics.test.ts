import { DEVIATION_BUCKET_EDGES, deviationStats, histogram } from './metrics';

describe('test run metrics', () => {
  it('counts signed deviations per 5 % bucket, open at both ends', () => {
    const counts = histogram([-0.4, -0.25, -0.01, 0, 0.049, 0.05, 0.3]);
    expect(counts).toHaveLength(DEVIATION_BUCKET_EDGES.length + 1);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(7);
    expect(counts[0]).toBe(1); // below -25 %
    expect(counts[1]).toBe(1); // [-25 %, -20 %)
    expect(counts[5]).toBe(1); // [-5 %, 0)
    expect(counts[6]).toBe(2); // [0, 5 %)
    expect(counts[7]).toBe(1); // [5 %, 10 %)
    expect(counts[11]).toBe(1); // at or above 25 %
  });

  it('summarises absolute deviations', () => {
    expect(deviationStats([0.02, -0.04, 0.08, -0.2])).toEqual({
      mean: 0.085,
      p95: 0.2,
      withinFivePercent: 0.5,
      withinTenPercent: 0.75,
    });
  });
});
