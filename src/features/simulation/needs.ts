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

/** A need as the requirements panel shows it: milligram values in grams (÷1000). */
export interface ShownNeed {
  target: number;
  unit: 'kcal' | 'g';
}

export function shownNeed(need: NutrientNeed): ShownNeed {
  if (need.unit === 'KCAL') return { target: need.target, unit: 'kcal' };
  return { target: need.unit === 'MG' ? need.target / 1000 : need.target, unit: 'g' };
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
      out[nutrient] = { target: (sum?.target ?? 0) + shown.target, unit: shown.unit };
    }
  }
  return out;
}

/** Energy of macro grams with 4 kcal/g protein and carbohydrate, 9 fat and 7 alcohol. */
export function macroEnergyKcal(grams: { protein: number; carbohydrate: number; fat: number; alcohol: number }): number {
  return 4 * grams.protein + 4 * grams.carbohydrate + 9 * grams.fat + 7 * grams.alcohol;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
