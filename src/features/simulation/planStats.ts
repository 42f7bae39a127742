import type { WeekPlan } from '../../services/generated/plannerApi.generated';

export const STATS_ROWS = [
  { key: 'energyKcal', label: 'Calories (kcal)' },
  { key: 'protein', label: 'Proteins (g)' },
  { key: 'carbohydrate', label: 'Carbs (g)' },
  { key: 'fat', label: 'Fats (g)' },
  { key: 'fiber', label: 'Fiber (g)' },
] as const;
export type StatsKey = (typeof STATS_ROWS)[number]['key'];

/** What the household eats per day (each recipe's nutrition per serving times its servings), averaged across the plan's days. */
export function averagePerDay(plan: WeekPlan): Record<StatsKey, number> {
  const totals: Record<StatsKey, number> = { energyKcal: 0, protein: 0, carbohydrate: 0, fat: 0, fiber: 0 };
  const days = new Set(plan.mealPlans.map((m) => m.dayOfWeek));
  for (const meal of plan.mealPlans) {
    for (const r of meal.scaledRecipes) {
      for (const { key } of STATS_ROWS) totals[key] += (r.recipe.recipeNutritionalInfo?.[key] ?? 0) * r.servings;
    }
  }
  const n = Math.max(1, days.size);
  return Object.fromEntries(STATS_ROWS.map(({ key }) => [key, Math.round((totals[key] / n) * 10) / 10])) as Record<StatsKey, number>;
}
