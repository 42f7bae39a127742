/**
 * The catalogue coverage report's pure parts: the diet and allergen profiles it counts recipes for, the exposure
 * concentration of plan appearances (Gini coefficient), and the table as CSV. Shared by the planner (which counts)
 * and the SPA (which links each profile to the recipe list's filters and exports the table).
 */
import type { Allergen, Diet } from './catalogueEnums';

/** A fixed profile of the report: the diets a household of it follows and the allergens it avoids. */
export interface CoverageProfileDefinition {
  readonly key: string;
  readonly label: string;
  readonly diets: readonly Diet[];
  readonly allergens: readonly Allergen[];
}

/**
 * The fixed rows, then one row per enabled food restriction. "Vegetarian" is the lacto-ovo vegetarian diet (the
 * broadest of the vegetarian diets); "No nuts" avoids tree nuts and peanuts.
 */
export const COVERAGE_PROFILES: readonly CoverageProfileDefinition[] = [
  { key: 'ANY', label: 'Any diet', diets: [], allergens: [] },
  { key: 'VEGAN', label: 'Vegan', diets: ['VEGAN'], allergens: [] },
  { key: 'VEGETARIAN', label: 'Vegetarian', diets: ['LACTO_OVO_VEGETARIAN'], allergens: [] },
  { key: 'GLUTEN_FREE', label: 'Gluten-free', diets: [], allergens: ['GLUTEN'] },
  { key: 'NO_NUTS', label: 'No nuts', diets: [], allergens: ['NUTS', 'PEANUT'] },
  { key: 'NO_MILK', label: 'No milk', diets: [], allergens: ['MILK'] },
];

/** A cell under this many recipes is too thin to plan a varied week from (shown in red). */
export const COVERAGE_THIN_BELOW = 10;

/** The key of a food restriction's row. */
export const foodRestrictionProfileKey = (idFoodRestriction: number) => `FOOD_RESTRICTION_${idFoodRestriction}`;

/**
 * Gini coefficient of non-negative counts (0: every item equally exposed; towards 1: a few items take every
 * appearance). Zeros count: an item never planned is part of the population. 0 when there is nothing to share.
 * O(n log n).
 */
export function giniCoefficient(counts: readonly number[]): number {
  const n = counts.length;
  if (n === 0) return 0;
  const sorted = [...counts].sort((a, b) => a - b);
  let total = 0;
  let weighted = 0;
  sorted.forEach((x, i) => {
    if (!(x >= 0) || !Number.isFinite(x)) throw new RangeError(`Count ${x} is not a non-negative number`);
    total += x;
    weighted += (i + 1) * x;
  });
  if (total === 0) return 0;
  return (2 * weighted) / (n * total) - (n + 1) / n;
}

/** Plan appearances of every recipe of a catalogue (zeros included) from the appearances of the planned ones. */
export function appearancesOf(
  catalogueIds: readonly number[],
  planned: ReadonlyMap<number, number>,
): { counts: number[]; neverPlanned: number[] } {
  const counts: number[] = [];
  const neverPlanned: number[] = [];
  for (const id of catalogueIds) {
    const n = planned.get(id) ?? 0;
    counts.push(n);
    if (n === 0) neverPlanned.push(id);
  }
  return { counts, neverPlanned };
}

const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The coverage table as CSV (RFC 4180): a header of the slots, then a row per profile. */
export function coverageCsv(
  slots: readonly { readonly label: string }[],
  rows: readonly { readonly label: string; readonly counts: readonly number[] }[],
): string {
  const lines = [['Profile', ...slots.map((s) => s.label)], ...rows.map((r) => [r.label, ...r.counts])];
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
