/**
 * Meal-of-day divisions: which slots a meal is made of and how the meal's energy is shared by them.
 */
import { DEFAULT_MEAL_DIVISIONS, MEALS_OF_DAY, type MealOfDay, type MealPart, type MealType } from '../domain';
import type { MealOfDayDivision } from './types';

/**
 * Default relative energy weight of a meal part within its meal: a main part carries the meal, the
 * companions (soup, starter, bread, fruit, drink) take a smaller share.
 */
export const DEFAULT_PART_ENERGY_WEIGHTS: Readonly<Record<MealPart, number>> = {
  BREAKFAST: 1,
  LUNCH: 1,
  DINNER: 1,
  SNACK: 1,
  CEREAL: 1,
  SOUP: 0.3,
  STARTER: 0.3,
  SALAD: 0.3,
  SIDE_DISH: 0.35,
  BREAD: 0.25,
  VEGETABLE: 0.25,
  DESSERT: 0.3,
  FRUIT: 0.2,
  DRINK: 0.15,
  JUICE: 0.15,
  SMOOTHIE: 0.25,
};

/** Meal parts that are the main dish of a meal (subject to the repetition limit). */
export const MAIN_DISH_PARTS: readonly MealPart[] = ['BREAKFAST', 'LUNCH', 'DINNER'];

/** The default division set (src/domain). */
export const DEFAULT_DIVISIONS: readonly MealOfDayDivision[] = DEFAULT_MEAL_DIVISIONS;

/** The divisions of the selected meals, in eating order then input order. O(d log d). */
export function divisionsForMeals(
  divisions: readonly MealOfDayDivision[],
  selectedMeals: readonly MealOfDay[],
): MealOfDayDivision[] {
  const order = (m: MealOfDay) => MEALS_OF_DAY.indexOf(m);
  return divisions
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => selectedMeals.includes(d.mealOfDay))
    .sort((a, b) => order(a.d.mealOfDay) - order(b.d.mealOfDay) || a.i - b.i)
    .map(({ d }) => d);
}

/** The meals of day that have at least one division, in eating order. */
export function mealsOf(divisions: readonly MealOfDayDivision[]): MealOfDay[] {
  return MEALS_OF_DAY.filter((m) => divisions.some((d) => d.mealOfDay === m));
}

/** Energy weight of one division (its own, else the default of its part; fixed slots count as 1). */
export function divisionEnergyWeight(d: MealOfDayDivision): number {
  if (d.energyWeight !== undefined) return Math.max(0, d.energyWeight);
  if (d.type === 'MEAL_PART' && d.mealPart) return DEFAULT_PART_ENERGY_WEIGHTS[d.mealPart];
  return 1;
}

/** Share (0..1) of its meal's energy that each division gets; the shares of a meal sum to 1. */
export function divisionEnergyShares(divisions: readonly MealOfDayDivision[]): Map<number, number> {
  const totals = new Map<MealOfDay, number>();
  for (const d of divisions) totals.set(d.mealOfDay, (totals.get(d.mealOfDay) ?? 0) + divisionEnergyWeight(d));
  const out = new Map<number, number>();
  for (const d of divisions) {
    const t = totals.get(d.mealOfDay) ?? 0;
    const count = divisions.filter((x) => x.mealOfDay === d.mealOfDay).length;
    out.set(d.idMealOfDayDivision, t > 0 ? divisionEnergyWeight(d) / t : 1 / count);
  }
  return out;
}

/** Meal types that a MEAL_PART division accepts (its part; CEREAL also serves breakfast). */
export function acceptedMealTypes(d: MealOfDayDivision): readonly MealType[] {
  if (d.type !== 'MEAL_PART' || !d.mealPart) return [];
  if (d.mealPart === 'BREAKFAST') return ['BREAKFAST', 'CEREAL'];
  if (d.mealPart === 'DRINK') return ['DRINK', 'JUICE', 'SMOOTHIE'];
  return [d.mealPart];
}

/** A readable name for a division. */
export function divisionLabel(d: MealOfDayDivision): string {
  return d.name ?? d.mealPart ?? d.recipe?.name ?? d.ingredientDivision?.ingredient.name ?? `division ${d.idMealOfDayDivision}`;
}
