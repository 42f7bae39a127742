/**
 * Reading a previous week plan back into the plan state (REVIEW, replacements).
 * Slots are matched by day of week and division id.
 */
import type { Choice, PlanState } from './state';
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

/** Put a previous scaled recipe back into its slot as it was (same portions), locked against the search. */
export function putBack(state: PlanState, { day, slot, scaled }: PreviousSlot, p: Choice['p'], entry: Choice['entry']): void {
  const scale = {
    householdServings: scaled.householdServings,
    servings: scaled.servings,
    idealPortions: scaled.householdServings.map((h) => h.portionInServings),
  };
  state.set(day, slot, { p, scale, entry, kept: scaled });
  state.locked[day][slot] = true;
}

/**
 * Put every previous scaled recipe into the state as it was (locked), for lookups and replacements.
 * Recipes the catalogue no longer has are left out.
 */
export function loadPlanAsIs(state: PlanState, plan: WeekPlan): void {
  for (const prev of previousSlots(state, plan)) {
    const id = prev.scaled.recipe.idRecipe;
    const entry = state.engine.pools[prev.slot].entryFor(id);
    const p = entry?.p ?? state.engine.preparedById.get(id);
    if (p) putBack(state, prev, p, entry);
  }
}
