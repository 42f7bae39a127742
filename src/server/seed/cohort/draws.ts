/** The random draws the cohort model is made of, each from a seeded generator passed in (no global RNG). */
import type { Rng } from '../../../domain/random';

/** Picks from a list ordered by popularity with Zipf-like weights (rank + 8)^-1.1. */
export function popularity<T>(items: readonly T[]): (rng: Rng) => T {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((_, i) => cumulative.push((total += (i + 8) ** -1.1)));
  return (rng) => {
    const x = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

export const uniform = (rng: Rng, [a, b]: readonly [number, number] | readonly number[]) => a + (b - a) * rng();

export function normal(rng: Rng, mean: number, sd: number): number {
  const u = 1 - rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

export function poisson(rng: Rng, mean: number): number {
  let k = 0;
  for (let p = Math.exp(-mean), s = p, u = rng(); u > s; k++) s += p = (p * mean) / (k + 1);
  return k;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoDay = (ms: number) => iso(ms).slice(0, 10);
