import { MEALS_OF_DAY, type MealOfDay } from '../../domain';
import type { NutrientNeed, NutritionalNeeds } from '../../services/generated/plannerApi.generated';

export const REQUIREMENT_ROWS = [
  { nutrient: 'KCAL', label: 'Energy' },
  { nutrient: 'PROTEIN', label: 'Protein' },
  { nutrient: 'CARB', label: 'Carbohydrates' },
  { nutrient: 'FAT', label: 'Fat' },
  { nutrient: 'FIBER', label: 'Fiber' },
  { nutrient: 'SUGAR', label: 'Sugar' },
  { nutrient: 'SALT', label: 'Salt' },
  { nutrient: 'CHOLESTEROL', label: 'Cholesterol' },
  { nutrient: 'IRON', label: 'Iron' },
] as const;
export type RequirementNutrient = (typeof REQUIREMENT_ROWS)[number]['nutrient'];

/**
 * A need as the requirements panel shows it: milligram values in grams (÷1000, planning.md section 9),
 * keeping the milligrams so a small need (11 mg of iron) does not read as "0 g".
 */
export interface ShownNeed {
  target: number;
  unit: 'kcal' | 'g';
  /** The need in milligrams, for the nutrients the planner counts in milligrams. */
  milligrams?: number;
}

export function shownNeed(need: NutrientNeed): ShownNeed {
  if (need.unit === 'KCAL') return { target: need.target, unit: 'kcal' };
  if (need.unit === 'MG') return { target: need.target / 1000, unit: 'g', milligrams: need.target };
  return { target: need.target, unit: 'g' };
}

/** "2000 kcal", "67 g", "0.011 g (11 mg)". */
export function formatNeed(need: ShownNeed): string {
  if (need.milligrams === undefined) return `${round1(need.target)} ${need.unit}`;
  return `${Math.round(need.target * 1000) / 1000} g (${round1(need.milligrams)} mg)`;
}

/** The household's daily needs: each member's targets summed (a plan feeds the whole household). */
export function householdNeeds(needs: NutritionalNeeds): Partial<Record<RequirementNutrient, ShownNeed>> {
  const out: Partial<Record<RequirementNutrient, ShownNeed>> = {};
  for (const member of needs) {
    for (const { nutrient } of REQUIREMENT_ROWS) {
      const need = member.nutrientNeeds[nutrient];
      if (!need) continue;
      const shown = shownNeed(need);
      const sum = out[nutrient];
      out[nutrient] = {
        target: (sum?.target ?? 0) + shown.target,
        unit: shown.unit,
        ...(shown.milligrams === undefined ? {} : { milligrams: (sum?.milligrams ?? 0) + shown.milligrams }),
      };
    }
  }
  return out;
}

/** The household's energy target of each meal of day (each member's mealsKcalNeed summed), in the day's order. */
export function householdMealKcal(needs: NutritionalNeeds): Partial<Record<MealOfDay, number>> {
  const out: Partial<Record<MealOfDay, number>> = {};
  for (const meal of MEALS_OF_DAY) {
    const kcal = needs.map((m) => m.mealsKcalNeed[meal]).filter((k): k is number => k !== undefined);
    if (kcal.length > 0) out[meal] = kcal.reduce((a, b) => a + b, 0);
  }
  return out;
}

/** Energy of macro grams with 4 kcal/g protein and carbohydrate, 9 fat and 7 alcohol. */
export function macroEnergyKcal(grams: { protein: number; carbohydrate: number; fat: number; alcohol: number }): number {
  return 4 * grams.protein + 4 * grams.carbohydrate + 9 * grams.fat + 7 * grams.alcohol;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
