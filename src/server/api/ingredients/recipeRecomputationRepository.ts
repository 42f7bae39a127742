/**
 * Keeps recipes true to their ingredients: after an ingredient's nutrition, allergens, diets or unit
 * weights change, every recipe using it is recomputed from its stored lines with the one computation a
 * recipe save runs (src/domain/recipeNutrition.ts): line weights, nutrition per serving and its columns,
 * total weight, macro ratios, suitable diets (and their DIET tags) and allergens. Runs inside the
 * caller's transaction, so the change and the recipes commit together. (A recipe's suitability for a
 * food restriction is derived from its ingredients whenever it is read.)
 */
import { computeRecipeNutrition, lineGrams, nutrientKeyOf, recipeSuitability, type Allergen, type Diet } from '../../../domain';
import { NUTRIENTS, RECIPE_SERVING_NUTRIENTS, type NutrientKey } from '../../../domain/nutrients';
import type { SqlRunner } from '../../db/client';

const SERVING_COLUMNS = RECIPE_SERVING_NUTRIENTS.map((k) => `${NUTRIENTS.find((n) => n.key === k)!.column}_per_serving`);
const NUTRIENT_SELECT = NUTRIENTS.map((n) => `i.${n.column} AS "${n.key}"`).join(', ');

interface LineRow {
  line_id: number;
  recipe_id: number;
  ingredient_id: number;
  quantity: number;
  unit_name: string;
  unit_grams: number | null;
  weight_grams: number;
  weight_yield_factor: number;
  nutrient_retention_factors: unknown;
  servings: number;
  recipe_diets: Diet[];
  recipe_name: string;
}

interface IngredientFacts {
  allergens: Allergen[];
  diets: Diet[];
  per100g: Partial<Record<NutrientKey, number | null>>;
}

function retentionOf(value: unknown): Map<string, number> {
  const map = new Map<string, number>();
  if (!Array.isArray(value)) return map;
  for (const f of value) {
    if (typeof f !== 'object' || f === null) continue;
    const { nutrient, factor } = f as { nutrient?: unknown; factor?: unknown };
    const key = typeof nutrient === 'string' ? nutrientKeyOf(nutrient) : undefined;
    if (key && typeof factor === 'number') map.set(key, factor);
  }
  return map;
}

/** The lines of the recipes, with what the recomputation reads from their units and recipes. */
async function readLines(tx: SqlRunner, recipeIds: readonly number[]): Promise<LineRow[]> {
  // Lines narrow, and each ingredient's figures once: far less to read than the figures on every line. The
  // lines come as ONE json_agg text parsed once: on the embedded PGlite, reading 20,000 rows field by field cost
  // 0.9-1.4 s for the most used food (2,915 recipes), the same lines as one JSON text 0.15-0.25 s.
  const [{ lines: linesJson }] = await tx.query<{ lines: string | null }>(
    `SELECT json_agg(json_build_array(ri.id, ri.recipe_id, ri.ingredient_id, ri.quantity, ri.unit_name, u.quantity_in_grams,
        ri.weight_grams, ri.weight_yield_factor, ri.nutrient_retention_factors, r.servings, r.diets, r.name)
        ORDER BY ri.recipe_id, ri.position, ri.id)::text AS lines
     FROM recipe_ingredient ri JOIN recipe r ON r.id = ri.recipe_id LEFT JOIN unit u ON u.id = ri.unit_id
     WHERE ri.recipe_id = ANY($1::int[])`,
    [recipeIds],
  );
  return (JSON.parse(linesJson ?? '[]') as unknown[][]).map((l) => ({
    line_id: l[0] as number,
    recipe_id: l[1] as number,
    ingredient_id: l[2] as number,
    quantity: l[3] as number,
    unit_name: l[4] as string,
    unit_grams: l[5] as number | null,
    weight_grams: l[6] as number,
    weight_yield_factor: l[7] as number,
    nutrient_retention_factors: l[8],
    servings: l[9] as number,
    recipe_diets: (l[10] ?? []) as Diet[],
    recipe_name: (l[11] ?? '') as string,
  }));
}

/** The allergens, diets and nutrients per 100 g of every ingredient of the recipes. */
async function readFacts(tx: SqlRunner, recipeIds: readonly number[]): Promise<Map<number, IngredientFacts>> {
  const facts = new Map<number, IngredientFacts>();
  for (const r of await tx.query<Record<string, unknown>>(
    `SELECT i.id, i.allergens, i.diets, ${NUTRIENT_SELECT} FROM ingredient i
     WHERE i.id IN (SELECT DISTINCT ingredient_id FROM recipe_ingredient WHERE recipe_id = ANY($1::int[]))`,
    [recipeIds],
  )) {
    facts.set(Number(r.id), {
      allergens: r.allergens as Allergen[],
      diets: r.diets as Diet[],
      per100g: Object.fromEntries(NUTRIENTS.map((n) => [n.key, r[n.key] === null ? null : Number(r[n.key])])),
    });
  }
  return facts;
}

/** Recomputes every recipe with a line of one of `ingredientIds`; returns how many recipes were rewritten. */
export async function recomputeRecipesUsing(tx: SqlRunner, ingredientIds: readonly number[]): Promise<number> {
  if (!ingredientIds.length) return 0;
  const recipeIds = (
    await tx.query<{ id: number }>(
      'SELECT DISTINCT recipe_id AS id FROM recipe_ingredient WHERE ingredient_id = ANY($1::int[])',
      [ingredientIds],
    )
  ).map((r) => Number(r.id));
  if (!recipeIds.length) return 0;
  const lines = await readLines(tx, recipeIds);
  const facts = await readFacts(tx, recipeIds);
  const byRecipe = new Map<number, LineRow[]>();
  for (const l of lines) {
    const list = byRecipe.get(Number(l.recipe_id)) ?? [];
    list.push(l);
    byRecipe.set(Number(l.recipe_id), list);
  }

  const recipes: Record<string, unknown>[] = [];
  const lineWeights: { id: number; w: number }[] = [];
  const dietTags: { recipe_id: number; name: string }[] = [];
  const dietsChanged: number[] = [];
  for (const [recipeId, rows] of byRecipe) {
    const nutritionLines = rows.map((l) => {
      const quantity = Number(l.quantity);
      // A line without a unit row is in grams (or, for an old line, in the grams per unit it was saved with).
      const unitGrams =
        l.unit_grams !== null
          ? Number(l.unit_grams)
          : l.unit_name === 'GRAMS'
            ? 1
            : Math.max(0.01, Number(l.weight_grams) / Math.max(quantity, 0.01));
      const line = {
        quantity,
        unitGrams,
        yieldFactor: Number(l.weight_yield_factor),
        per100g: facts.get(Number(l.ingredient_id))!.per100g,
        retention: retentionOf(l.nutrient_retention_factors),
      };
      lineWeights.push({ id: Number(l.line_id), w: lineGrams(line) });
      return line;
    });
    const n = computeRecipeNutrition(nutritionLines, Number(rows[0].servings));
    const members = rows.map((l) => facts.get(Number(l.ingredient_id))!);
    const { diets, allergens } = recipeSuitability(rows[0].recipe_name, members);
    const before = rows[0].recipe_diets;
    if (before.length !== diets.length || diets.some((d) => !before.includes(d))) {
      dietsChanged.push(recipeId);
      for (const d of diets) dietTags.push({ recipe_id: recipeId, name: d });
    }
    recipes.push({
      id: recipeId,
      total: n.totalWeight,
      nutrition: n.perServing,
      pr: n.proteinRatio,
      fr: n.fatRatio,
      cr: n.carbohydrateRatio,
      diets,
      allergens,
      ...Object.fromEntries(SERVING_COLUMNS.map((c, i) => [c, n.servingColumns[i]])),
    });
  }

  await tx.query(
    `UPDATE recipe_ingredient ri SET weight_grams = x.w FROM json_to_recordset($1::json) AS x(id int, w float8)
     WHERE ri.id = x.id AND ri.weight_grams IS DISTINCT FROM x.w`,
    [JSON.stringify(lineWeights)],
  );
  await tx.query(
    `UPDATE recipe r SET total_weight_grams = x.total, nutrition_per_serving = x.nutrition, protein_ratio = x.pr, fat_ratio = x.fr,
       carbohydrate_ratio = x.cr, diets = x.diets, allergens = x.allergens, ${SERVING_COLUMNS.map((c) => `${c} = x.${c}`).join(', ')}
     FROM json_to_recordset($1::json) AS x(id int, total float8, nutrition jsonb, pr float8, fr float8, cr float8, diets text[],
       allergens text[], ${SERVING_COLUMNS.map((c) => `${c} float8`).join(', ')})
     WHERE r.id = x.id AND (r.nutrition_per_serving IS DISTINCT FROM x.nutrition OR r.total_weight_grams IS DISTINCT FROM x.total
       OR r.diets IS DISTINCT FROM x.diets OR r.allergens IS DISTINCT FROM x.allergens)`,
    [JSON.stringify(recipes)],
  );
  // DIET tags follow the diets; only recipes whose diets changed need new ones.
  if (dietsChanged.length) {
    await tx.query("DELETE FROM recipe_tag WHERE recipe_id = ANY($1::int[]) AND category = 'DIET'", [dietsChanged]);
    await tx.query(
      `INSERT INTO recipe_tag (recipe_id, category, name) SELECT x.recipe_id, 'DIET', x.name FROM json_to_recordset($1::json) AS x(recipe_id int, name text)`,
      [JSON.stringify(dietTags)],
    );
  }
  return byRecipe.size;
}
