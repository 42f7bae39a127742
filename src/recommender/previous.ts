/**
 * Reading a previous week plan back into the plan state (REVIEW, replacements).
 * Slots are matched by day of week and division id.
 */
import type { PlanState } from './state';
import type { ScaledRecipe, WeekPlan } from './types';

export interface PreviousSlot {
  readonly day: number;
  readonly slot: number;
  readonly scaled: ScaledRecipe;
}

/** Previous scaled recipes that map to a day and division of this plan. O(plan size). */
export function previousSlots(state: PlanState, plan: WeekPlan): PreviousSlot[] {
  const dayIndex = new Map(state.engine.days.map((d, i) => [d.dayOfWeek as string, i]));
  const slotIndex = new Map(state.engine.pools.map((p, i) => [p.division.idMealOfDayDivision, i]));
  const out: PreviousSlot[] = [];
  for (const m of plan.mealPlans) {
    const day = dayIndex.get(m.dayOfWeek);
    if (day === undefined) continue;
    for (const scaled of m.scaledRecipes) {
      const slot = slotIndex.get(scaled.mealOfDayDivision.idMealOfDayDivision);
      if (slot !== undefined) out.push({ day, slot, scaled });
    }
  }
  return out;
}

export const samePortions = (a: ScaledRecipe['householdServings'], b: ScaledRecipe['householdServings']) =>
  a.length === b.length && a.every((h, i) => h.user === b[i].user && h.portionInServings === b[i].portionInServings);

/**
 * Put every previous scaled recipe into the state as it was (locked), for lookups and replacements.
 * Recipes the catalogue no longer has are left out.
 */
export function loadPlanAsIs(state: PlanState, plan: WeekPlan): void {
  for (const { day, slot, scaled } of previousSlots(state, plan)) {
    const pool = state.engine.pools[slot];
    const id = scaled.recipe.idRecipe;
    const entry = pool.entryFor(id);
    const p = entry?.p ?? state.engine.preparedById.get(id);
    if (!p) continue;
    const scale = {
      householdServings: scaled.householdServings,
      servings: scaled.servings,
      idealPortions: scaled.householdServings.map((h) => h.portionInServings),
    };
    state.set(day, slot, { p, scale, entry, kept: scaled });
    state.locked[day][slot] = true;
  }
}
