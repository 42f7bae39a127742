/** A seeded pseudo-random generator: the engine never touches Math.random. */

export { mulberry32, type Rng } from '../domain/random';
import type { Rng } from '../domain/random';

/** Integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** Derive an independent seed for a sub-stream (e.g. one day) from a base seed. */
export function deriveSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}
