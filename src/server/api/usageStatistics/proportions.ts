/** The arithmetic of the shares the adherence and lifecycle statistics report. */

/** z of a two-sided 95 % interval (the normal distribution's 97.5th percentile). */
const Z95 = 1.959963984540054;

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface ShareWithInterval {
  /** part / whole x 100, rounded to 0.1 (0 when whole is 0). */
  percentage: number;
  /** The 95 % Wilson score interval x 100, rounded to 0.1 (0 to 100 when whole is 0: nothing is known). */
  lowPercentage: number;
  highPercentage: number;
}

/**
 * part of whole as a percentage with its 95 % Wilson score interval. Source: E. B. Wilson (1927), "Probable
 * inference, the law of succession, and statistical inference", Journal of the American Statistical
 * Association 22(158): 209-212; as recommended and written in R. G. Newcombe (1998), "Two-sided confidence
 * intervals for the single proportion: comparison of seven methods", Statistics in Medicine 17: 857-872
 * (method 3): with p = part / whole, n = whole, z = 1.96,
 *   centre = (p + z^2 / (2n)) / (1 + z^2 / n), half-width = z / (1 + z^2 / n) x sqrt(p (1 - p) / n + z^2 / (4 n^2)).
 * Unlike the normal approximation p +- z sqrt(p (1 - p) / n) it stays within 0..1 and does not collapse to a
 * point when p is 0 or 1 on a small sample.
 */
export function wilsonShare(part: number, whole: number): ShareWithInterval {
  if (whole <= 0) return { percentage: 0, lowPercentage: 0, highPercentage: 100 };
  const p = part / whole;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / whole;
  const centre = (p + z2 / (2 * whole)) / denominator;
  const half = (Z95 / denominator) * Math.sqrt((p * (1 - p)) / whole + z2 / (4 * whole * whole));
  return {
    percentage: round1(100 * p),
    lowPercentage: round1(100 * Math.max(0, centre - half)),
    highPercentage: round1(100 * Math.min(1, centre + half)),
  };
}

/**
 * The median of a histogram of whole values (value, how many), sorted by value: the middle value, or the mean
 * of the two middle values when the count is even; undefined when it is empty.
 */
export function histogramMedian(rows: readonly { value: number; count: number }[]): number | undefined {
  const total = rows.reduce((s, r) => s + r.count, 0);
  if (total === 0) return undefined;
  const at = (k: number) => {
    let seen = 0;
    for (const r of rows) {
      seen += r.count;
      if (seen > k) return r.value;
    }
    return rows[rows.length - 1].value;
  };
  return total % 2 === 1 ? at((total - 1) / 2) : (at(total / 2 - 1) + at(total / 2)) / 2;
}
