import type { RecipeNutritionalInfo } from '../recipesApi';

/** Energy per gram for the macro pie: protein and carbohydrate 4, fat 9. */
export const KCAL_PER_GRAM = { protein: 4, carbohydrate: 4, fat: 9 } as const;

export interface MacroEnergy {
  protein: number;
  fat: number;
  carbohydrate: number;
}

export function macroEnergy(info: RecipeNutritionalInfo | undefined): MacroEnergy {
  return {
    protein: (info?.protein ?? 0) * KCAL_PER_GRAM.protein,
    fat: (info?.fat ?? 0) * KCAL_PER_GRAM.fat,
    carbohydrate: (info?.carbohydrate ?? 0) * KCAL_PER_GRAM.carbohydrate,
  };
}
