/**
 * Recipe nutrition per serving, diets and allergens from the ingredient lines, as the seed computes them
 * (src/server/seed/catalogue-rows.ts): nutrients per 100 g times grams, retention factors applied per
 * nutrient, a nutrient without a value counts as 0; diets are those every ingredient fits, allergens the union.
 */
import { NUTRIENTS, RECIPE_SERVING_NUTRIENTS, type NutrientKey } from '../../db/nutrients';
import { recipeAllergens, recipeDiets, type Allergen, type Diet } from '../../seed/classify';

export interface NutritionLine {
  grams: number;
  yieldFactor: number;
  /** Nutrient values per 100 g, keyed by NutrientKey. */
  per100g: Partial<Record<NutrientKey, number | null>>;
  /** Retention factor per nutrient key (1 when absent). */
  retention: Map<string, number>;
  diets: readonly Diet[];
  allergens: readonly Allergen[];
}

const round = (v: number, d = 3) => Math.round(v * 10 ** d) / 10 ** d;

/** `vitaminC_mg` / `vitaminC` / `VITAMIN_C` -> the NutrientKey it names, if any. */
export function nutrientKeyOf(name: string): NutrientKey | undefined {
  const base = name.replace(/_(mg|ug|µg|g|kcal|iu)$/i, '').replace(/[_\s-]/g, '').toLowerCase();
  return NUTRIENTS.find((n) => n.key.toLowerCase() === base)?.key;
}

export function computeRecipeNutrition(lines: readonly NutritionLine[], servings: number) {
  const totals = new Map<NutrientKey, number>(NUTRIENTS.map((n) => [n.key, 0]));
  let weight = 0;
  for (const line of lines) {
    weight += line.grams * line.yieldFactor;
    for (const n of NUTRIENTS) {
      const v = line.per100g[n.key];
      if (v === null || v === undefined) continue;
      totals.set(n.key, totals.get(n.key)! + (line.grams / 100) * Number(v) * (line.retention.get(n.key) ?? 1));
    }
  }
  const perServing = Object.fromEntries(NUTRIENTS.map((n) => [n.key, round(totals.get(n.key)! / servings)])) as Record<NutrientKey, number>;
  const macroKcal = 4 * perServing.protein + 9 * perServing.fat + 4 * perServing.carbohydrate;
  const ratio = (kcal: number) => (macroKcal > 0 ? round(kcal / macroKcal, 4) : null);
  return {
    perServing,
    servingColumns: RECIPE_SERVING_NUTRIENTS.map((k) => perServing[k]),
    totalWeight: round(weight, 1),
    proteinRatio: ratio(4 * perServing.protein),
    fatRatio: ratio(9 * perServing.fat),
    carbohydrateRatio: ratio(4 * perServing.carbohydrate),
    diets: recipeDiets(lines.map((l) => l.diets)),
    allergens: recipeAllergens(lines.map((l) => l.allergens)),
  };
}
