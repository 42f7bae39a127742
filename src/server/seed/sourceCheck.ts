/**
 * Checks the seeded FNDDS recipes against their source, without a database: the catalogue is built in
 * memory from the committed datasets by the seed's own functions (catalogue-rows.ts), and each recipe is
 * recomputed from the FNDDS lines USDA lists (datasets/fndds_source.json.gz, sub-recipes expanded here
 * independently of the build) with the SR28/SR24 values of the catalogue.
 *
 * FNDDS's own nutrient file is not in the stored data, so "the source's own values" are the nutrients
 * per 100 g of the food as FNDDS composes it: the sum over its lines (a sub-recipe line is w grams of the
 * prepared sub-food, i.e. its lines x w / (its ingredient weight x its moisture factor)) divided by its
 * prepared weight (ingredient weight x moisture factor). Codes are read as seed/fnddsCodes.ts says.
 *
 * It also flags implausible amounts of salt and spices per serving:
 * - table salt (SR 02047) over 5 g in one serving: 5 g of salt (2 g sodium) is the WHO's maximum for a
 *   whole day for adults (WHO 2012, "Guideline: sodium intake for adults and children");
 * - any one dry spice or herb (SR food group 0200 with under 20 g water per 100 g, salt aside) over 5 g
 *   in one serving: SR28 weighs a teaspoon of ground spice at 1.8-2.9 g (e.g. 02031 cayenne 1.8 g,
 *   02010 cinnamon 2.6 g), so 5 g is two to three teaspoons for one person, beyond seasoning.
 */
import { NUTRIENTS, type NutrientKey } from '../../domain/nutrients';
import { catalogueRows, loadSeedFiles, RECIPE_COLUMNS, RECIPE_INGREDIENT_COLUMNS, recipeRows } from './catalogue-rows';
import { readFnddsSource, type FnddsSource } from './data-files';
import { DROPPED_ADDITIVES, FNDDS_TO_SR28, moistureFactor } from './fnddsCodes';

export const SALT_NDB = '02047';
export const MAX_SALT_PER_SERVING_G = 5;
export const MAX_SPICE_PER_SERVING_G = 5;
/** Relative difference above which a nutrient of a recipe differs from its source. */
export const TOLERANCE = 0.05;

export interface SeededRecipe {
  code: string;
  name: string;
  servings: number;
  totalWeight: number;
  perServing: Record<NutrientKey, number>;
  lines: { ndb: string; grams: number }[];
}

/** The seeded FNDDS recipes as the seed writes them (catalogue-rows.ts), built in memory. */
export function seededRecipes(): SeededRecipe[] {
  const catalogue = catalogueRows({ foodGroup: 0, ingredient: 0, unit: 0 }, new Map());
  const rows = recipeRows({ recipe: 0, recipeIngredient: 0 }, catalogue.ingredientIds, catalogue.unitIds);
  const ndbOf = new Map([...catalogue.ingredientIds].map(([ndb, id]) => [id, ndb]));
  const col = (name: string) => RECIPE_COLUMNS.indexOf(name);
  const lineCol = (name: string) => RECIPE_INGREDIENT_COLUMNS.indexOf(name);
  const lines = new Map<number, SeededRecipe['lines']>();
  for (const l of rows.recipeIngredient) {
    const recipeId = l[lineCol('recipe_id')] as number;
    const list = lines.get(recipeId) ?? [];
    list.push({ ndb: ndbOf.get(l[lineCol('ingredient_id')] as number)!, grams: l[lineCol('weight_grams')] as number });
    lines.set(recipeId, list);
  }
  return rows.recipe.map((r) => ({
    code: r[col('external_id')] as string,
    name: r[col('name')] as string,
    servings: r[col('servings')] as number,
    totalWeight: r[col('total_weight_grams')] as number,
    perServing: r[col('nutrition_per_serving')] as Record<NutrientKey, number>,
    lines: lines.get(r[col('id')] as number) ?? [],
  }));
}

export interface SourceComposition {
  /** catalogue NDB -> grams in one batch of the food as FNDDS lists it (sub-recipes expanded) */
  grams: Map<string, number>;
  /** weight of that batch as FNDDS lists it (every line, dropped additives included) */
  ingredientWeight: number;
  /** prepared weight of that batch: its lines' weight x its moisture factor */
  preparedWeight: number;
  /** codes with no catalogue food that are not listed additives (must stay empty) */
  unresolved: string[];
}

/** One FNDDS food composed from its source lines. */
export function sourceComposition(code: string, source: FnddsSource, catalogue: ReadonlySet<string>): SourceComposition {
  const grams = new Map<string, number>();
  const unresolved: string[] = [];
  const add = (foodCode: string, factor: number): number => {
    const lines = source.foods[foodCode];
    if (!lines) {
      unresolved.push(foodCode);
      return 0;
    }
    let total = 0;
    for (const [, w] of lines) total += w;
    for (const [ingredient, w] of lines) {
      if (ingredient.length === 8) {
        const subLines = source.foods[ingredient];
        if (!subLines) {
          unresolved.push(ingredient);
          continue;
        }
        const subTotal = subLines.reduce((s, [, g]) => s + g, 0);
        add(ingredient, (factor * w) / (subTotal * moistureFactor(source.moisture[ingredient])));
        continue;
      }
      const ndb = catalogue.has(ingredient) ? ingredient : FNDDS_TO_SR28[ingredient]?.ndb;
      if (ndb) grams.set(ndb, (grams.get(ndb) ?? 0) + w * factor);
      else if (!(ingredient in DROPPED_ADDITIVES)) unresolved.push(ingredient);
    }
    return total;
  };
  const total = add(code, 1);
  return { grams, ingredientWeight: total, preparedWeight: total * moistureFactor(source.moisture[code]), unresolved };
}

/**
 * Why a nutrient may differ from the source by more than TOLERANCE:
 * - MOISTURE_WATER: water of a food with a moisture change. The seeded recipe's water is its lines' water
 *   (src/domain/recipeNutrition.ts has no moisture adjustment, and a save recomputes it the same way); the
 *   source's includes the water gained or lost. Accepted only when adding that water back agrees (within
 *   5 %, or 0.5 g per 100 g for the driest foods, e.g. crispbread losing 39 %).
 * - LINE_ROUNDING: the stored amounts are rounded (a line to 0.01 of its unit, 0.01 g at most; a household
 *   unit only within 1 %; per-serving values to 0.001), so a nutrient carried by a line of a few hundredths
 *   of a gram can move by more than 5 %. Accepted only within the bound those roundings allow.
 * null: unexplained.
 */
export type DifferenceReason = 'MOISTURE_WATER' | 'LINE_ROUNDING' | null;
export interface NutrientDifference {
  key: NutrientKey;
  source: number;
  seeded: number;
  /** |seeded - source| / source */
  relative: number;
  reason: DifferenceReason;
}
export interface SaltSpiceOutlier {
  code: string;
  name: string;
  ndb: string;
  ingredient: string;
  gramsPerServing: number;
}
export interface RecipeCheck {
  code: string;
  name: string;
  /** distinct catalogue foods of the source lines (after merging repeated ones) */
  sourceLines: number;
  seededLines: number;
  missing: string[];
  unresolved: string[];
  /** has a moisture change (the seeded water then lacks the water gained or lost; see checkSeededRecipes) */
  moistureChange: number;
  differences: NutrientDifference[];
  /** per 100 g, NUTRIENTS order */
  sourcePer100g: Record<NutrientKey, number>;
  seededPer100g: Record<NutrientKey, number>;
}

/**
 * Compares every seeded recipe with its source. A nutrient differs when the seeded value per 100 g is
 * more than TOLERANCE away from the source's and by more than the stored precision (per-serving values
 * are kept to 3 decimals: 0.001 of the unit per serving).
 */
export function checkSeededRecipes(
  seeded: readonly SeededRecipe[] = seededRecipes(),
  source: FnddsSource = readFnddsSource(),
): { recipes: RecipeCheck[]; outliers: SaltSpiceOutlier[] } {
  const { foods } = loadSeedFiles();
  const byNdb = new Map(foods.map((f) => [f.ndb, f]));
  const catalogue = new Set(byNdb.keys());
  const waterIndex = NUTRIENTS.findIndex((n) => n.key === 'water');
  const recipes: RecipeCheck[] = [];
  const outliers: SaltSpiceOutlier[] = [];
  for (const r of seeded) {
    const comp = sourceComposition(r.code, source, catalogue);
    const servingWeight = r.totalWeight / r.servings;
    const sourcePer100g = {} as Record<NutrientKey, number>;
    const seededPer100g = {} as Record<NutrientKey, number>;
    const differences: NutrientDifference[] = [];
    NUTRIENTS.forEach((n, k) => {
      let sum = 0;
      for (const [ndb, g] of comp.grams) sum += (g / 100) * (byNdb.get(ndb)!.nutrients[k] ?? 0);
      // the moisture change is water gained or lost
      if (k === waterIndex) sum += comp.preparedWeight - comp.ingredientWeight;
      const src = comp.preparedWeight > 0 ? (sum / comp.preparedWeight) * 100 : 0;
      const mine = servingWeight > 0 ? (r.perServing[n.key] / servingWeight) * 100 : 0;
      sourcePer100g[n.key] = src;
      seededPer100g[n.key] = mine;
      const precision = servingWeight > 0 ? (0.001 / servingWeight) * 100 : 0;
      const diff = Math.abs(mine - src);
      if (diff <= TOLERANCE * Math.abs(src) || diff <= precision) return;
      let reason: DifferenceReason = null;
      const moistureWater = ((comp.preparedWeight - comp.ingredientWeight) / comp.preparedWeight) * 100;
      if (
        k === waterIndex &&
        moistureWater !== 0 &&
        Math.abs(mine + moistureWater - src) <= Math.max(TOLERANCE * Math.abs(src), 0.5)
      )
        reason = 'MOISTURE_WATER';
      else {
        let lineRounding = 0;
        for (const l of r.lines) lineRounding += ((0.005 + 0.01 * l.grams) / 100) * Math.abs(byNdb.get(l.ndb)!.nutrients[k] ?? 0);
        if (diff <= (lineRounding / r.totalWeight) * 100 + precision) reason = 'LINE_ROUNDING';
      }
      differences.push({ key: n.key, source: src, seeded: mine, relative: src === 0 ? Infinity : diff / Math.abs(src), reason });
    });
    const seededNdbs = new Set(r.lines.map((l) => l.ndb));
    recipes.push({
      code: r.code,
      name: r.name,
      sourceLines: comp.grams.size,
      seededLines: r.lines.length,
      missing: [...comp.grams.keys()].filter((ndb) => !seededNdbs.has(ndb)),
      unresolved: comp.unresolved,
      moistureChange: source.moisture[r.code] ?? 0,
      differences,
      sourcePer100g,
      seededPer100g,
    });
    for (const l of r.lines) {
      const food = byNdb.get(l.ndb)!;
      const perServing = l.grams / r.servings;
      const isSalt = l.ndb === SALT_NDB;
      const water = food.nutrients[waterIndex];
      const isDrySpice = !isSalt && food.group === '0200' && water !== null && water < 20;
      if ((isSalt && perServing > MAX_SALT_PER_SERVING_G) || (isDrySpice && perServing > MAX_SPICE_PER_SERVING_G))
        outliers.push({ code: r.code, name: r.name, ndb: l.ndb, ingredient: food.name, gramsPerServing: perServing });
    }
  }
  return { recipes, outliers };
}
