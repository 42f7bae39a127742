/**
 * Nutrition arithmetic shared by the SPA and the servers.
 * Energy factors follow EU 1169/2011 Annex XIV.
 */

/** kcal per gram of each energy-bearing macronutrient. */
export const KCAL_PER_GRAM = { protein: 4, carbohydrate: 4, fat: 9, alcohol: 7 } as const;

/** Grams of salt per gram of sodium. */
export const SALT_PER_SODIUM = 2.5;

export interface MacroGrams {
  readonly protein: number;
  readonly carbohydrate: number;
  readonly fat: number;
  readonly alcohol?: number;
}

/** Energy (kcal) from macronutrient grams with the 4/4/9/7 factors. */
export function macroEnergyKcal(m: MacroGrams): number {
  return (
    m.protein * KCAL_PER_GRAM.protein +
    m.carbohydrate * KCAL_PER_GRAM.carbohydrate +
    m.fat * KCAL_PER_GRAM.fat +
    (m.alcohol ?? 0) * KCAL_PER_GRAM.alcohol
  );
}

/** Share of energy of each macro, by the 4/4/9 factors (zeros when there is no energy). */
export function macroEnergyShares(m: MacroGrams): { protein: number; carbohydrate: number; fat: number } {
  const total = macroEnergyKcal(m);
  if (total <= 0) return { protein: 0, carbohydrate: 0, fat: 0 };
  return {
    protein: (m.protein * KCAL_PER_GRAM.protein) / total,
    carbohydrate: (m.carbohydrate * KCAL_PER_GRAM.carbohydrate) / total,
    fat: (m.fat * KCAL_PER_GRAM.fat) / total,
  };
}

/** Salt (g) from sodium (g). */
export function saltFromSodium(sodiumGrams: number): number {
  return sodiumGrams * SALT_PER_SODIUM;
}

/** Energy distribution of macros as fractions of total energy. */
export interface MacroDistribution {
  readonly proteinDistribution: number;
  readonly carbohydratesDistribution: number;
  readonly fatDistribution: number;
}

/** The product's default macro split: 20 % protein, 50 % carbohydrate, 30 % fat. */
export const DEFAULT_MACRO_DISTRIBUTION: MacroDistribution = {
  proteinDistribution: 0.2,
  carbohydratesDistribution: 0.5,
  fatDistribution: 0.3,
};

/** Whole-number percentages must sum to exactly 100 for the settings to be saved. */
export function isMacroDistributionValid(percentages: readonly number[]): boolean {
  return percentages.every((p) => Number.isInteger(p) && p >= 0) && percentages.reduce((a, b) => a + b, 0) === 100;
}

/** Editing two macros recomputes the third as the remainder to 100 (empty counts as 0). */
export function remainderPercentage(a: number | undefined, b: number | undefined): number {
  return 100 - (a ?? 0) - (b ?? 0);
}
