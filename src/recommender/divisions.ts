/**
 * Meal-of-day divisions: which slots a meal is made of and how the meal's energy is shared by them.
 */
import { DEFAULT_MEAL_DIVISIONS, MEALS_OF_DAY, type MealOfDay, type MealPart, type MealType } from '../domain';
import type { MealOfDayDivision, NutritionalNeeds } from './types';

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

/**
 * A meal of fruit only (the Dutch mid-morning fruit) takes at most this share of the day's energy: two pieces of fruit
 * are 100 to 200 kcal (Voedingscentrum: 2 servings, 200 g a day), not the 10 % of a 2,100 kcal day that the meal split
 * gives a mid-morning meal. Above it, only energy-dense fruit (pomegranate, baked banana) fills the meal, and an apple
 * never does.
 */
export const FRUIT_MEAL_MAX_SHARE = 0.06;

/**
 * The needs with each fruit-only meal's energy capped at FRUIT_MEAL_MAX_SHARE of the member's day, the rest moved to
 * the other meals in proportion to their energy, so the day's total is unchanged. Needs are returned as they are when
 * no meal is fruit only or every meal is.
 */
export function capFruitMeals(needs: readonly NutritionalNeeds[], divisions: readonly MealOfDayDivision[]): NutritionalNeeds[] {
  const byMeal = new Map<MealOfDay, MealOfDayDivision[]>();
  for (const d of divisions) byMeal.set(d.mealOfDay, [...(byMeal.get(d.mealOfDay) ?? []), d]);
  const fruitOnly = new Set(
    [...byMeal].filter(([, ds]) => ds.every((d) => d.type === 'MEAL_PART' && d.mealPart === 'FRUIT')).map(([m]) => m),
  );
  if (fruitOnly.size === 0 || fruitOnly.size === byMeal.size) return [...needs];
  return needs.map((n) => {
    const meals = Object.entries(n.mealsKcalNeed) as [MealOfDay, number][];
    const day = meals.reduce((t, [, k]) => t + k, 0);
    const cap = day * FRUIT_MEAL_MAX_SHARE;
    let freed = 0;
    const next: Partial<Record<MealOfDay, number>> = {};
    for (const [m, k] of meals) {
      next[m] = fruitOnly.has(m) ? Math.min(k, cap) : k;
      freed += k - (next[m] ?? 0);
    }
    const rest = meals.filter(([m]) => !fruitOnly.has(m)).reduce((t, [, k]) => t + k, 0);
    if (freed <= 0 || rest <= 0) return n;
    for (const [m, k] of meals) if (!fruitOnly.has(m)) next[m] = k + (freed * k) / rest;
    return { ...n, mealsKcalNeed: next };
  });
}
