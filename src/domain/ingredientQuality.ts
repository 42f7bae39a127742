/**
 * Data-quality checks on an ingredient's figures per 100 g. The thresholds live here; the list filter
 * evaluates the same rules in SQL over the whole context, and the ingredient editor shows the reasons
 * worded by `describeDataIssue`.
 *
 * - ENERGY_MISMATCH: stated energy differs from 4 kcal/g protein + 4 kcal/g carbohydrate + 9 kcal/g fat
 *   + 7 kcal/g alcohol by more than 15 % of the stated energy, and by at least 5 kcal (so that foods of
 *   almost no energy are not flagged for rounding);
 * - MACROS_OVER_100G: protein + fat + carbohydrate + alcohol exceed 100 g per 100 g;
 * - MISSING_KEY_NUTRIENTS: energy, protein, fat or carbohydrate has no value;
 * - FOOD_GROUP_OUTLIER: one of those four lies more than 3 standard deviations (population) from the mean
 *   of a food group of the ingredient, among groups with at least 10 values.
 */
import type { NutrientKey } from './nutrients';
import { KCAL_PER_GRAM, macroEnergyKcal } from './nutrition';

export const DATA_ISSUE_CODES = ['ENERGY_MISMATCH', 'MACROS_OVER_100G', 'MISSING_KEY_NUTRIENTS', 'FOOD_GROUP_OUTLIER'] as const;
export type DataIssueCode = (typeof DATA_ISSUE_CODES)[number];

export const ENERGY_FACTORS = KCAL_PER_GRAM;
/** Relative tolerance of the energy check (share of the stated energy). */
export const ENERGY_TOLERANCE = 0.15;
/** Gaps below this many kcal are never a mismatch. */
export const ENERGY_MIN_GAP_KCAL = 5;
export const MAX_MACROS_PER_100G = 100;
export const KEY_NUTRIENTS = ['energyKcal', 'protein', 'fat', 'carbohydrate'] as const satisfies readonly NutrientKey[];
export const OUTLIER_NUTRIENTS = KEY_NUTRIENTS;
export const OUTLIER_SD = 3;
export const OUTLIER_MIN_GROUP_VALUES = 10;

const LABELS: Record<(typeof KEY_NUTRIENTS)[number], string> = {
  energyKcal: 'energy',
  protein: 'protein',
  fat: 'fat',
  carbohydrate: 'carbohydrate',
};
const UNITS: Record<(typeof KEY_NUTRIENTS)[number], string> = { energyKcal: 'kcal', protein: 'g', fat: 'g', carbohydrate: 'g' };

export interface KeyFigures {
  energyKcal?: number | null;
  protein?: number | null;
  fat?: number | null;
  carbohydrate?: number | null;
  alcohol?: number | null;
}

export interface GroupOutlier {
  groupName: string;
  nutrient: (typeof OUTLIER_NUTRIENTS)[number];
  value: number;
  mean: number;
  sd: number;
}

const fmt = (v: number) => String(Math.round(v * 10) / 10);

/** Energy from the macros at 4/4/9/7 kcal per gram (missing values count as 0). */
function statedMacroEnergy(n: KeyFigures): number {
  return macroEnergyKcal({
    protein: n.protein ?? 0,
    carbohydrate: n.carbohydrate ?? 0,
    fat: n.fat ?? 0,
    alcohol: n.alcohol ?? 0,
  });
}

/** The reason for an issue in words, with the figures. */
export function describeDataIssue(code: DataIssueCode, n: KeyFigures, outliers: readonly GroupOutlier[] = []): string {
  switch (code) {
    case 'ENERGY_MISMATCH': {
      const stated = n.energyKcal ?? 0;
      const computed = statedMacroEnergy(n);
      const share =
        stated > 0 ? `${Math.round((Math.abs(stated - computed) / stated) * 100)} %` : `${fmt(Math.abs(stated - computed))} kcal`;
      return `Energy ${fmt(stated)} kcal differs from 4/4/9/7 kcal per gram of protein, carbohydrate, fat and alcohol (${fmt(computed)} kcal) by ${share}`;
    }
    case 'MACROS_OVER_100G': {
      const sum = (n.protein ?? 0) + (n.fat ?? 0) + (n.carbohydrate ?? 0) + (n.alcohol ?? 0);
      return `Protein, fat, carbohydrate and alcohol add up to ${fmt(sum)} g per 100 g`;
    }
    case 'MISSING_KEY_NUTRIENTS': {
      const missing = KEY_NUTRIENTS.filter((k) => n[k] === null || n[k] === undefined).map((k) => LABELS[k]);
      return `No value for ${missing.join(', ')}`;
    }
    case 'FOOD_GROUP_OUTLIER':
      return outliers.length
        ? outliers
            .map(
              (o) =>
                `${capital(LABELS[o.nutrient])} ${fmt(o.value)} ${UNITS[o.nutrient]} is far from the mean of ${o.groupName} (${fmt(o.mean)} ± ${fmt(o.sd)} ${UNITS[o.nutrient]})`,
            )
            .join('; ')
        : 'A key figure is far from the mean of its food group';
  }
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
