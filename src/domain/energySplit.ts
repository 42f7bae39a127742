/**
 * Default split of daily energy over the meals of the day (a design choice, editable in settings).
 */
import type { MealOfDay } from './planningEnums';
import { MEALS_OF_DAY } from './planningEnums';

export type MealsPerDay = 3 | 4 | 5 | 6;
/** Fractions of daily energy per selected meal of day; they sum to 1. */
export type EnergySplit = Readonly<Partial<Record<MealOfDay, number>>>;

export const DEFAULT_ENERGY_SPLIT: Readonly<Record<MealsPerDay, EnergySplit>> = {
  3: { BREAKFAST: 0.25, LUNCH: 0.4, DINNER: 0.35 },
  4: { BREAKFAST: 0.2, LUNCH: 0.35, MIDDLE_AFTERNOON: 0.15, DINNER: 0.3 },
  5: { BREAKFAST: 0.2, MIDDLE_MORNING: 0.1, LUNCH: 0.35, MIDDLE_AFTERNOON: 0.1, DINNER: 0.25 },
  6: { BREAKFAST: 0.2, MIDDLE_MORNING: 0.1, LUNCH: 0.3, MIDDLE_AFTERNOON: 0.1, DINNER: 0.25, AFTER_DINNER: 0.05 },
};

export function isMealsPerDay(n: number): n is MealsPerDay {
  return n === 3 || n === 4 || n === 5 || n === 6;
}

/** The meals of day of the default split for a number of meals, in eating order. */
export function defaultSelectedMeals(n: MealsPerDay): MealOfDay[] {
  return MEALS_OF_DAY.filter((m) => DEFAULT_ENERGY_SPLIT[n][m] !== undefined);
}

/**
 * Split for an arbitrary selection of meals: the default split of that many meals when it covers the
 * same meals, otherwise the default fractions of the 6-meal split renormalised over the selection.
 */
export function energySplitFor(selectedMeals: readonly MealOfDay[]): EnergySplit {
  const n = selectedMeals.length;
  if (isMealsPerDay(n)) {
    const split = DEFAULT_ENERGY_SPLIT[n];
    if (selectedMeals.every((m) => split[m] !== undefined)) return split;
  }
  const six = DEFAULT_ENERGY_SPLIT[6];
  const total = selectedMeals.reduce((s, m) => s + (six[m] ?? 0), 0);
  const out: Partial<Record<MealOfDay, number>> = {};
  for (const m of selectedMeals) out[m] = total > 0 ? (six[m] ?? 0) / total : 1 / n;
  return out;
}
