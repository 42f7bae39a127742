import type { WeekPlan } from '../../services/generated/plannerApi.generated';
import { macroEnergyKcal, round1, type RequirementNutrient } from './needs';

/** The stats table's rows and the need each is compared with. */
export const STATS_ROWS = [
  { key: 'energyKcal', label: 'Calories (kcal)', need: 'KCAL' },
  { key: 'protein', label: 'Proteins (g)', need: 'PROTEIN' },
  { key: 'carbohydrate', label: 'Carbs (g)', need: 'CARB' },
  { key: 'fat', label: 'Fats (g)', need: 'FAT' },
  { key: 'fiber', label: 'Fiber (g)', need: 'FIBER' },
] as const satisfies readonly { key: string; label: string; need: RequirementNutrient }[];
export type StatsKey = (typeof STATS_ROWS)[number]['key'];

/**
 * What the household eats per day (each recipe's nutrition per serving times its servings), averaged
 * across the plan's days, plus the energy of its macros (4/4/9 kcal per gram, alcohol 7).
 */
export function averagePerDay(plan: WeekPlan): Record<StatsKey | 'macroKcal', number> {
  const totals = { energyKcal: 0, protein: 0, carbohydrate: 0, fat: 0, fiber: 0, alcohol: 0 };
  const days = new Set(plan.mealPlans.map((m) => m.dayOfWeek));
  for (const meal of plan.mealPlans) {
    for (const r of meal.scaledRecipes) {
      const info = r.recipe.recipeNutritionalInfo ?? {};
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += (info[key] ?? 0) * r.servings;
    }
  }
  const n = Math.max(1, days.size);
  const avg = (v: number) => v / n;
  return {
    energyKcal: round1(avg(totals.energyKcal)),
    protein: round1(avg(totals.protein)),
    carbohydrate: round1(avg(totals.carbohydrate)),
    fat: round1(avg(totals.fat)),
    fiber: round1(avg(totals.fiber)),
    macroKcal: round1(avg(macroEnergyKcal(totals))),
  };
}
