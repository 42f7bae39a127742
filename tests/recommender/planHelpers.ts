/** Reading week plans in tests. */
import type { ScaledRecipe, WeekPlan } from '../../src/recommender';

export type SlotKey = string;
export const slotKey = (dayOfWeek: string, idMealOfDayDivision: number): SlotKey => `${dayOfWeek}/${idMealOfDayDivision}`;

/** Every scaled recipe of a plan by day and division. */
export function slotsOf(plan: WeekPlan): Map<SlotKey, ScaledRecipe> {
  const out = new Map<SlotKey, ScaledRecipe>();
  for (const m of plan.mealPlans)
    for (const s of m.scaledRecipes) out.set(slotKey(m.dayOfWeek, s.mealOfDayDivision.idMealOfDayDivision), s);
  return out;
}

export const recipeSequence = (plan: WeekPlan) => [...slotsOf(plan).values()].map((s) => s.recipe.idRecipe);
