import Fuse, { type FuseOptionKey } from 'fuse.js';

/**
 * Fuzzy matching of tables and pickers: threshold 0.3, and
 * `ignoreLocation` so that a match far into a long name still counts.
 */
export function fuzzyFilter<T>(items: readonly T[], query: string, keys: FuseOptionKey<T>[]): T[] {
  const text = query.trim();
  if (!text) return [...items];
  const fuse = new Fuse(items, { keys, threshold: 0.3, ignoreLocation: true });
  return fuse.search(text).map((result) => result.item);
}
