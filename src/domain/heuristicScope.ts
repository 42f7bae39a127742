/**
 * Which recommender heuristics have nothing to act on with a set of meal-of-day divisions, and why. A heuristic
 * scores recipes of certain kinds (fruit, drinks, soup, main dishes): without a MEAL_PART division whose part can take
 * such a recipe its weight changes nothing. The roles restate the recommender's `acceptedRoles`
 * (src/recommender/rules.ts): a snack or dessert division may take fruit, a drink, juice or smoothie division a drink.
 * RECIPE and INGREDIENT divisions are fixed, so they give no heuristic a choice.
 */
import type { DayHeuristicName, HeuristicName, WeekHeuristicName } from './planningEnums';

/** A division as far as this needs: its type and, for a MEAL_PART division, its part. */
export interface ScopedDivision {
  readonly type: string;
  readonly mealPart?: string;
  readonly mealOfDay: string;
}

export type AnyHeuristicName = HeuristicName | DayHeuristicName | WeekHeuristicName;

/** Meal parts whose divisions may take fruit (FRUIT, and SNACK and DESSERT, which accept the fruit role). */
export const FRUIT_MEAL_PARTS: readonly string[] = ['FRUIT', 'SNACK', 'DESSERT'];
/** Meal parts whose divisions take a drink. */
export const DRINK_MEAL_PARTS: readonly string[] = ['DRINK', 'JUICE', 'SMOOTHIE'];
/** Meal parts whose divisions take a main dish (breakfast, lunch or dinner). */
export const MAIN_DISH_MEAL_PARTS: readonly string[] = ['BREAKFAST', 'LUNCH', 'DINNER'];

const countOf = (divisions: readonly ScopedDivision[], parts: readonly string[]) =>
  divisions.filter((d) => d.type === 'MEAL_PART' && d.mealPart !== undefined && parts.includes(d.mealPart)).length;

/**
 * For each heuristic that cannot act with these divisions, one sentence of why (the others are absent). CHEAPER_FOOD
 * and DIABETES are not here: they are disabled whatever the divisions (DISABLED_HEURISTICS). O(divisions).
 */
export function inactiveHeuristics(divisions: readonly ScopedDivision[]): Partial<Record<AnyHeuristicName, string>> {
  const out: Partial<Record<AnyHeuristicName, string>> = {};
  const fruit = countOf(divisions, FRUIT_MEAL_PARTS);
  if (fruit === 0) out.COMMON_FRUIT = 'No division can take fruit: add a fruit, snack or dessert division.';
  if (countOf(divisions, DRINK_MEAL_PARTS) === 0)
    out.LOW_SUGAR_DRINKS = 'No division takes a drink: add a drink, juice or smoothie division.';
  if (countOf(divisions, ['SOUP']) === 0) out.LITRE_OF_SOUP_IN_A_ROW = 'No division takes soup: add a soup division.';
  if (fruit < 2)
    out.FRUIT_VARIETY = 'Fewer than two divisions can take fruit: a day needs two fruit, snack or dessert divisions.';
  if (countOf(divisions, MAIN_DISH_MEAL_PARTS) === 0)
    out.LIMIT_MAIN_DISH_RECIPE_REPETITION = 'No division takes a main dish: add a breakfast, lunch or dinner division.';
  return out;
}
