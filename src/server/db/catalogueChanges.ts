/**
 * Catalogue changes made by this process, per country context: the app API's services call
 * `catalogueChanged` after a save that changes what the planner reads (recipes, ingredients, their units and
 * food groups) has committed, and the planner's candidate cache (one per process) reloads that context at
 * its next read instead of after its fingerprint check. Changes made by other processes are found by that
 * fingerprint (src/server/planner/candidatesRepository.ts), within its check interval.
 */
import type { Country } from './contexts';

const generations = new Map<Country, number>();

/** Tells this process that `context`'s catalogue changed (call after the commit). */
export function catalogueChanged(context: Country): void {
  generations.set(context, (generations.get(context) ?? 0) + 1);
}

/** How many catalogue changes of `context` this process has made: a reader compares it with the one it loaded at. */
export function catalogueGeneration(context: Country): number {
  return generations.get(context) ?? 0;
}
