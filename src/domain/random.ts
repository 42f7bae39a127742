/** A small seeded pseudo-random generator, for code that must be reproducible (the recommender, generated seed data). */

/** A generator: each call returns the next float in [0, 1). */
export type Rng = () => number;

/** mulberry32: 32-bit state, full period 2^32, fast and well mixed. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
