/**
 * Pinned meals: slots of the previous plan the user fixed. They are put back verbatim (same scaled
 * recipe, same portions) and locked before the search, so greedy fill, the day search and the week
 * pass plan the other slots around them (the day deviation counts the pinned meals' nutrition, so
 * the free slots re-balance energy and macros around them). Hard rules still win: a pinned recipe
 * the household's rules now exclude is not kept.
 */
import { previousSlots, putBack } from './previous';
import type { PlanState } from './state';
import type { PinnedMeal, PlanInput } from './types';

export const pinKey = (dayOfWeek: string, idMealOfDayDivision: number) => `${dayOfWeek}:${idMealOfDayDivision}`;

export function pinnedKeys(pins: readonly PinnedMeal[] | undefined): Set<string> {
  return new Set((pins ?? []).map((p) => pinKey(p.dayOfWeek, p.idMealOfDayDivision)));
}

/**
 * Put the pinned meals of the previous plan into the state, locked. Returns the `day:slot` keys and
 * ids carried over, and the pins that could not be kept (recipe gone or now breaking a hard rule).
 * O(plan size).
 */
export function keepPinnedMeals(state: PlanState, input: PlanInput): { ids: Map<string, number>; dropped: PinnedMeal[] } {
  const ids = new Map<string, number>();
  const pins = pinnedKeys(input.pinnedMeals);
  if (pins.size === 0 || !input.previousPlan) return { ids, dropped: [] };
  const kept = new Set<string>();
  for (const prev of previousSlots(state, input.previousPlan)) {
    const { day, slot, scaled } = prev;
    const key = pinKey(state.engine.days[day].dayOfWeek, scaled.mealOfDayDivision.idMealOfDayDivision);
    if (!pins.has(key)) continue;
    const entry = state.engine.pools[slot].entryFor(scaled.recipe.idRecipe);
    if (!entry) continue;
    putBack(state, prev, entry.p, entry);
    ids.set(`${day}:${slot}`, scaled.idScaledRecipe);
    kept.add(key);
  }
  const dropped = (input.pinnedMeals ?? []).filter((p) => !kept.has(pinKey(p.dayOfWeek, p.idMealOfDayDivision)));
  return { ids, dropped };
}
