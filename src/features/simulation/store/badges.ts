import type { WeekPlan } from '../../../services/generated/plannerApi.generated';
import { mealKey, type MealKey } from './model';

/** The recipe ids of each meal of a plan, as a sorted list (the set of recipes of the meal). */
function recipeSets(plan: WeekPlan): Map<MealKey, string> {
  const sets = new Map<MealKey, string>();
  for (const meal of plan.mealPlans) {
    const ids = meal.scaledRecipes.map((r) => r.recipe.idRecipe).sort((a, b) => a - b);
    sets.set(mealKey(meal.dayOfWeek, meal.mealOfDay), ids.join(','));
  }
  return sets;
}

/** Meals of `next` whose set of recipes differs from the same meal in `previous` (a new meal counts as changed). */
export function changedMeals(previous: WeekPlan, next: WeekPlan): MealKey[] {
  const before = recipeSets(previous);
  return [...recipeSets(next)].filter(([key, ids]) => before.get(key) !== ids).map(([key]) => key);
}
