/** Turning the plan state into the week plan of the specification. */
import { fullScores, toHeuristicScores } from './heuristics';
import { scaledIngredients } from './scaling';
import type { Choice, PlanState } from './state';
import type { MealPlan, ScaledRecipe, WeekPlan } from './types';

export function scaledRecipe(state: PlanState, day: number, slot: number, c: Choice, id: number): ScaledRecipe {
  const pool = state.engine.pools[slot];
  const entry = c.entry;
  let heuristicScores: ScaledRecipe['heuristicScores'] = [];
  if (entry) {
    state.unset(day, slot);
    const ctx = state.slotContext(day, slot);
    state.set(day, slot, c);
    heuristicScores = toHeuristicScores(fullScores(entry.p, entry.scale, entry.statics, ctx), pool.weights);
  }
  return {
    idScaledRecipe: id,
    recipe: { idRecipe: c.p.recipe.idRecipe, name: c.p.recipe.name },
    scaledRecipeIngredients: scaledIngredients(c.p, c.scale.servings),
    servings: c.scale.servings,
    householdServings: c.scale.householdServings.map((h) => ({ ...h })),
    mealOfDayDivision: pool.division,
    heuristicScores,
    appliedRestrictions: pool.applied,
  };
}

/**
 * Build the week plan. Kept recipes are copied verbatim; others get `ids.get(day:slot)` when they
 * carry over an id, else the next free id from `nextId`.
 */
export function toWeekPlan(state: PlanState, ids: ReadonlyMap<string, number>, nextId: number): WeekPlan {
  let next = nextId;
  const mealPlans: MealPlan[] = [];
  state.engine.days.forEach(({ date, dayOfWeek }, day) => {
    for (const mealOfDay of state.engine.meals) {
      const scaledRecipes: ScaledRecipe[] = [];
      state.engine.pools.forEach((pool, slot) => {
        if (pool.division.mealOfDay !== mealOfDay) return;
        const c = state.slots[day][slot];
        if (!c) return;
        if (c.kept) {
          scaledRecipes.push(c.kept);
          return;
        }
        const id = ids.get(`${day}:${slot}`) ?? next++;
        scaledRecipes.push(scaledRecipe(state, day, slot, c, id));
      });
      mealPlans.push({ dayOfWeek, date, mealOfDay, scaledRecipes });
    }
  });
  return { startDate: state.engine.input.startDate, mealPlans };
}

export function maxScaledRecipeId(plan: WeekPlan | undefined): number {
  let max = 0;
  for (const m of plan?.mealPlans ?? []) for (const s of m.scaledRecipes) max = Math.max(max, s.idScaledRecipe);
  return max;
}
