import { appearancesOf, COVERAGE_PROFILES, coverageCsv, giniCoefficient } from '../../src/domain/catalogueCoverage';

describe('giniCoefficient', () => {
  it('is 0 when every recipe is planned equally, and when nothing is planned', () => {
    expect(giniCoefficient([3, 3, 3, 3])).toBe(0);
    expect(giniCoefficient([0, 0, 0])).toBe(0);
    expect(giniCoefficient([])).toBe(0);
  });

  it('is (n-1)/n when one recipe takes every appearance', () => {
    expect(giniCoefficient([0, 0, 0, 8])).toBeCloseTo(3 / 4, 12);
    expect(giniCoefficient([5])).toBe(0);
  });

  it('matches the mean absolute difference definition on a small uneven case', () => {
    const x = [0, 1, 2, 5];
    // G = sum_i sum_j |xi - xj| / (2 n^2 mean): pairs differ by 1,2,5,1,4,3 (each twice) = 32; 2 x 16 x 2 = 64.
    expect(giniCoefficient(x)).toBeCloseTo(32 / 64, 12);
    expect(giniCoefficient([5, 0, 2, 1])).toBeCloseTo(0.5, 12); // order does not matter
  });

  it('refuses a negative or non-finite count', () => {
    expect(() => giniCoefficient([1, -1])).toThrow(RangeError);
    expect(() => giniCoefficient([1, Number.NaN])).toThrow(RangeError);
  });
});

describe('appearancesOf', () => {
  it('gives every catalogue recipe its count, zeros included, and lists the never planned in catalogue order', () => {
    const planned = new Map([
      [2, 4],
      [9, 1], // planned but no longer in the catalogue: not counted
    ]);
    expect(appearancesOf([1, 2, 3], planned)).toEqual({ counts: [0, 4, 0], neverPlanned: [1, 3] });
  });
});

describe('coverageCsv', () => {
  it('writes a header of slots and a row per profile, quoting fields with commas or quotes', () => {
    const csv = coverageCsv(
      [{ label: 'Breakfast' }, { label: 'Lunch, bread' }],
      [
        { label: 'Vegan', counts: [3, 0] },
        { label: 'No "E" numbers', counts: [12, 7] },
      ],
    );
    expect(csv).toBe('Profile,Breakfast,"Lunch, bread"\r\nVegan,3,0\r\n"No ""E"" numbers",12,7\r\n');
  });
});

describe('COVERAGE_PROFILES', () => {
  it('has the fixed profiles of the report with unique keys', () => {
    expect(COVERAGE_PROFILES.map((p) => p.key)).toEqual(['ANY', 'VEGAN', 'VEGETARIAN', 'GLUTEN_FREE', 'NO_NUTS', 'NO_MILK']);
  });
});
