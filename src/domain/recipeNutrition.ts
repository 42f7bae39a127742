/**
 * The one computation of a recipe's nutrition, diets and allergens from its ingredient lines, used by
 * the seed, by saving a recipe and by recomputing recipes after an ingredient changes, so the figures
 * of a recipe never move unless its lines or its ingredients do.
 *
 * - grams of a line = quantity x grams of its unit (the stored quantity, as the editor shows it);
 * - nutrients: grams / 100 x value per 100 g x the line's retention factor for that nutrient (1 when
 *   absent); a nutrient an ingredient has no value for counts as 0; per serving = total / servings,
 *   rounded to 3 decimals;
 * - weight: grams x weight yield factor;
 * - macro ratios: share of 4/4/9 energy (EU 1169/2011 Annex XIV), rounded to 4 decimals;
 * - diets: those every ingredient fits (['NONE'] when none); allergens: the union.
 */
import { ALLERGENS, DIETS, type Allergen, type Diet } from './catalogueEnums';
import { NUTRIENTS, RECIPE_SERVING_NUTRIENTS, type NutrientKey } from './nutrients';
import { KCAL_PER_GRAM } from './nutrition';

export interface RecipeNutritionLine {
  /** The line's quantity in its unit, as stored. */
  quantity: number;
  /** Grams of one unit (1 for GRAMS). */
  unitGrams: number;
  /** Weight yield factor (cooked / raw weight), 1 when absent. */
  yieldFactor: number;
  /** Nutrient values per 100 g of the ingredient, keyed by NutrientKey. */
  per100g: Partial<Record<NutrientKey, number | null>>;
  /** Retention factor per nutrient key (1 when absent). */
  retention?: ReadonlyMap<string, number>;
}

export interface RecipeNutrition {
  perServing: Record<NutrientKey, number>;
  /** RECIPE_SERVING_NUTRIENTS in order (the recipe's per-serving columns). */
  servingColumns: number[];
  totalWeight: number;
  proteinRatio: number | null;
  fatRatio: number | null;
  carbohydrateRatio: number | null;
}

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** Grams a line weighs (quantity in its unit x grams per unit), rounded as stored (2 decimals). */
export function lineGrams(line: Pick<RecipeNutritionLine, 'quantity' | 'unitGrams'>): number {
  return round(line.quantity * line.unitGrams, 2);
}

export function computeRecipeNutrition(lines: readonly RecipeNutritionLine[], servings: number): RecipeNutrition {
  const totals = new Map<NutrientKey, number>(NUTRIENTS.map((n) => [n.key, 0]));
  let weight = 0;
  for (const line of lines) {
    const grams = lineGrams(line);
    weight += grams * line.yieldFactor;
    for (const n of NUTRIENTS) {
      const v = line.per100g[n.key];
      if (v === null || v === undefined) continue;
      totals.set(n.key, totals.get(n.key)! + (grams / 100) * Number(v) * (line.retention?.get(n.key) ?? 1));
    }
  }
  const perServing = Object.fromEntries(NUTRIENTS.map((n) => [n.key, round(totals.get(n.key)! / servings, 3)])) as Record<
    NutrientKey,
    number
  >;
  const kcal = {
    protein: KCAL_PER_GRAM.protein * perServing.protein,
    fat: KCAL_PER_GRAM.fat * perServing.fat,
    carbohydrate: KCAL_PER_GRAM.carbohydrate * perServing.carbohydrate,
  };
  const macroKcal = kcal.protein + kcal.fat + kcal.carbohydrate;
  const ratio = (part: number) => (macroKcal > 0 ? round(part / macroKcal, 4) : null);
  return {
    perServing,
    servingColumns: RECIPE_SERVING_NUTRIENTS.map((k) => perServing[k]),
    totalWeight: round(weight, 1),
    proteinRatio: ratio(kcal.protein),
    fatRatio: ratio(kcal.fat),
    carbohydrateRatio: ratio(kcal.carbohydrate),
  };
}

/** Diets a recipe fits: those all its ingredients fit; ['NONE'] when none. */
export function recipeDiets(ingredientDiets: readonly (readonly Diet[])[]): Diet[] {
  const result = DIETS.filter((d) => d !== 'NONE' && ingredientDiets.every((list) => list.includes(d)));
  return result.length > 0 ? result : ['NONE'];
}

/** Allergens of a recipe: the union of its ingredients' allergens. */
export function recipeAllergens(ingredientAllergens: readonly (readonly Allergen[])[]): Allergen[] {
  const all = new Set(ingredientAllergens.flat());
  return ALLERGENS.filter((a) => all.has(a));
}

/** `vitaminC_mg` / `vitaminC` / `VITAMIN_C` -> the NutrientKey it names, if any. */
export function nutrientKeyOf(name: string): NutrientKey | undefined {
  const base = name
    .replace(/_(mg|ug|µg|g|kcal|iu)$/i, '')
    .replace(/[_\s-]/g, '')
    .toLowerCase();
  return NUTRIENTS.find((n) => n.key.toLowerCase() === base)?.key;
}
