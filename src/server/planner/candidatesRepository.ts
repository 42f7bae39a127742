/**
 * Candidate recipes for the recommender in SQL: the context's PUBLISHED recipes with nutrition per
 * serving (free sugars estimated from the ingredient lines, src/domain/freeSugar.ts), meal types and seasons, meal
 * roles (stored, or derived for a row without them), the source's food code and the cooking expertise, ingredients (with their food group),
 * allergens and diets, read in four statements; and a cheap fingerprint of them: the published recipes (count, latest update, sum of
 * versions), the ingredients (count, sum of their update times: an ingredient save, which recomputes its
 * recipes without a new recipe version, moves it whatever the order of commits), the ingredients' food groups
 * and the food groups.
 */
import {
  ALLERGENS,
  DIETS,
  EXPERTISE_LEVELS,
  KNOWN_FOOD_GROUP_TYPES,
  MEAL_TYPES,
  nutrientKeyOf,
  recipeFreeSugarPerServing,
  SEASONS,
  type FreeSugarLine,
  type Allergen,
  type Diet,
  type ExpertiseLevel,
  type KnownFoodGroupType,
  type MealType,
  type Season,
} from '../../domain';
import { deriveRecipeFlags, type CandidateRecipe, type RecipeIngredientInput } from '../../recommender';
import type { SqlRunner } from '../db/client';
import { storedMealRoles } from '../db/rows';

export interface CandidateSet {
  readonly candidates: readonly CandidateRecipe[];
  readonly byId: ReadonlyMap<number, CandidateRecipe>;
  /** Published recipes in the context, with or without nutrition or meal type. */
  readonly totalRecipes: number;
  readonly fingerprint: string;
  readonly loadedAt: number;
}

/**
 * The food group the recommender reads for ingredient `i`: one the system relies on (a known type)
 * when it has one, else its first; by type, not by name, so staff may rename groups freely.
 */
export const INGREDIENT_FOOD_GROUP = `LEFT JOIN LATERAL (
  SELECT fg.name, fg.known_food_group_type AS type, fg.source_code FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id
  WHERE ifg.ingredient_id = i.id ORDER BY (fg.known_food_group_type IS NULL), fg.id LIMIT 1) g ON true`;

/** A stored type the domain knows, else null (a group without a known type). */
export const knownFoodGroupType = (stored: string | null): KnownFoodGroupType | null =>
  stored !== null && (Object.values(KNOWN_FOOD_GROUP_TYPES) as string[]).includes(stored) ? (stored as KnownFoodGroupType) : null;

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v) || 0);

/** The sugar retention factor of a line's stored factors (a list of { nutrient, factor }), 1 when it has none. */
function sugarRetention(value: unknown): number {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!Array.isArray(list)) return 1;
  for (const f of list as { nutrient?: unknown; factor?: unknown }[]) {
    if (typeof f?.nutrient === 'string' && nutrientKeyOf(f.nutrient) === 'sugar' && Number.isFinite(Number(f.factor)))
      return Number(f.factor);
  }
  return 1;
}
const pick = <T extends string>(all: readonly T[], values: readonly unknown[] | null | undefined): T[] =>
  (values ?? []).filter((v): v is T => (all as readonly unknown[]).includes(v));

interface RecipeRow {
  id: number;
  name: string;
  external_id: string | null;
  meal_roles: string[] | null;
  servings: number;
  cuisine: string | null;
  expertise_level: string | null;
  allergens: string[] | null;
  diets: string[] | null;
  energy_kcal_per_serving: number | null;
  protein_per_serving: number | null;
  carbohydrate_per_serving: number | null;
  fat_per_serving: number | null;
  fiber_per_serving: number | null;
  sugar_per_serving: number | null;
  salt_per_serving: number | null;
  cholesterol_per_serving: number | null;
  iron_per_serving: number | null;
}

type RecipeTags = { mealTypes: string[]; seasons: string[]; other: string[] };

/** A published recipe's line with its ingredient's name, food group and sugar. */
interface IngredientLineRow {
  recipe_id: number;
  ingredient_id: number;
  name: string;
  grams: number;
  food_group: string | null;
  food_group_type: string | null;
  food_group_code: string | null;
  sugar: number | null;
  retention: unknown;
}

/** The meal-type, season and other tags of each recipe. */
function tagsByRecipe(tags: readonly { recipe_id: number; category: string; name: string }[]): Map<number, RecipeTags> {
  const tagsOf = new Map<number, RecipeTags>();
  for (const t of tags) {
    const id = Number(t.recipe_id);
    let e = tagsOf.get(id);
    if (!e) {
      e = { mealTypes: [], seasons: [], other: [] };
      tagsOf.set(id, e);
    }
    if (t.category === 'MEAL_TYPE') e.mealTypes.push(t.name);
    else if (t.category === 'SEASON') e.seasons.push(t.name);
    else e.other.push(t.name);
  }
  return tagsOf;
}

/** Each recipe's ingredients, and its lines with sugar (what its free sugars are computed from). */
function linesByRecipe(ingredients: readonly IngredientLineRow[]) {
  const ingredientsOf = new Map<number, RecipeIngredientInput[]>();
  const sugarLinesOf = new Map<number, FreeSugarLine[]>();
  for (const i of ingredients) {
    const id = Number(i.recipe_id);
    let list = ingredientsOf.get(id);
    if (!list) {
      list = [];
      ingredientsOf.set(id, list);
    }
    if (num(i.sugar) > 0) {
      let sugarLines = sugarLinesOf.get(id);
      if (!sugarLines) {
        sugarLines = [];
        sugarLinesOf.set(id, sugarLines);
      }
      sugarLines.push({
        name: i.name,
        foodGroup: i.food_group,
        foodGroupCode: i.food_group_code,
        grams: num(i.grams),
        sugarPer100g: num(i.sugar),
        sugarRetention: i.retention === null || i.retention === undefined ? 1 : sugarRetention(i.retention),
      });
    }
    list.push({
      idIngredient: Number(i.ingredient_id),
      name: i.name,
      grams: num(i.grams),
      ...(i.food_group ? { foodGroup: i.food_group } : {}),
      foodGroupType: knownFoodGroupType(i.food_group_type),
    });
  }
  return { ingredientsOf, sugarLinesOf };
}

/** The recipe as the engine reads it; undefined when it cannot fill any division (no meal type or no energy). */
function toCandidate(
  r: RecipeRow,
  t: RecipeTags | undefined,
  ingredients: RecipeIngredientInput[],
  sugarLines: readonly FreeSugarLine[],
): CandidateRecipe | undefined {
  const id = Number(r.id);
  const mealTypes = pick<MealType>(MEAL_TYPES, t?.mealTypes).filter((m) => m !== 'NO_MEAL_TYPE');
  const energy = num(r.energy_kcal_per_serving);
  if (mealTypes.length === 0 || !(energy > 0)) return undefined; // cannot fill any division
  const seasons = pick<Season>(SEASONS, t?.seasons).filter((s) => s !== 'NO_SEASON');
  const servings = Math.max(1, num(r.servings));
  const sugar = num(r.sugar_per_serving);
  // The free sugars of the stored lines, at most the recipe's sugar (both rounded to 3 decimals).
  const freeSugar = Math.min(sugar, recipeFreeSugarPerServing(sugarLines, servings));
  const recipe: CandidateRecipe = {
    idRecipe: id,
    name: r.name,
    servings,
    mealTypes,
    seasons,
    tags: t?.other ?? [],
    cuisine: null,
    ingredients,
    nutritionPerServing: {
      energyKcal: energy,
      protein: num(r.protein_per_serving),
      carbohydrate: num(r.carbohydrate_per_serving),
      fat: num(r.fat_per_serving),
      fiber: num(r.fiber_per_serving),
      sugar,
      freeSugar,
      salt: num(r.salt_per_serving),
      cholesterol: num(r.cholesterol_per_serving),
      iron: num(r.iron_per_serving),
    },
    allergens: pick<Allergen>(ALLERGENS, r.allergens),
    suitableDiets: pick<Diet>(DIETS, r.diets),
    mealRoles: storedMealRoles({ name: r.name, external_id: r.external_id, meal_roles: r.meal_roles, mealTypes }),
    sourceCode: r.external_id,
    expertiseLevel: pick<ExpertiseLevel>(EXPERTISE_LEVELS, [r.expertise_level])[0] ?? null,
  };
  return { ...recipe, flags: deriveRecipeFlags(recipe) };
}

export function createCandidatesRepository(tx: SqlRunner, clock: () => number = Date.now) {
  async function fingerprint(): Promise<string> {
    const [r] = await tx.query<{ n: string | number; t: unknown; v: string | number | null; i: string; m: string; g: string }>(
      `SELECT r.n, r.t, r.v,
         (SELECT count(*)::text || ':' || coalesce(sum(extract(epoch FROM updated_at)), 0)::text FROM ingredient) AS i,
         (SELECT count(*)::text || ':' || coalesce(sum(ingredient_id::bigint * 100003 + food_group_id), 0)::text
            FROM ingredient_food_group) AS m,
         (SELECT md5(coalesce(string_agg(id || ':' || name || ':' || coalesce(known_food_group_type, ''), ',' ORDER BY id), ''))
            FROM food_group) AS g
       FROM (SELECT count(*) AS n, max(updated_at)::text AS t, sum(version) AS v FROM recipe WHERE status = 'PUBLISHED') r`,
    );
    return `${r.n}|${String(r.t)}|${r.v}|${r.i}|${r.m}|${r.g}`;
  }

  return {
    fingerprint,

    /** Every published recipe that can fill a division (a meal type and an energy), with its fingerprint. */
    async load(): Promise<CandidateSet> {
      const fp = await fingerprint();
      const recipes = await tx.query<RecipeRow>(
        `SELECT id, name, external_id, meal_roles, servings, cuisine, expertise_level, allergens, diets, energy_kcal_per_serving, protein_per_serving,
           carbohydrate_per_serving, fat_per_serving, fiber_per_serving, sugar_per_serving, salt_per_serving,
           cholesterol_per_serving, iron_per_serving
         FROM recipe WHERE status = 'PUBLISHED' ORDER BY id`,
      );
      const tags = await tx.query<{ recipe_id: number; category: string; name: string }>(
        `SELECT t.recipe_id, t.category, t.name FROM recipe_tag t JOIN recipe r ON r.id = t.recipe_id
         WHERE r.status = 'PUBLISHED' AND t.category IN ('MEAL_TYPE', 'SEASON', 'OTHER')`,
      );
      const ingredients = await tx.query<IngredientLineRow>(
        // The retention factors only when the line has a list of them (the seed keeps a USDA code object).
        `SELECT ri.recipe_id, ri.ingredient_id, i.name, ri.weight_grams AS grams, g.name AS food_group, g.type AS food_group_type,
           g.source_code AS food_group_code, i.sugar,
           CASE WHEN jsonb_typeof(ri.nutrient_retention_factors) = 'array' AND jsonb_array_length(ri.nutrient_retention_factors) > 0
             THEN ri.nutrient_retention_factors END AS retention
         FROM recipe_ingredient ri JOIN recipe r ON r.id = ri.recipe_id JOIN ingredient i ON i.id = ri.ingredient_id
         ${INGREDIENT_FOOD_GROUP}
         WHERE r.status = 'PUBLISHED' ORDER BY ri.recipe_id, ri.position, ri.id`,
      );
      const tagsOf = tagsByRecipe(tags);
      const { ingredientsOf, sugarLinesOf } = linesByRecipe(ingredients);
      const candidates: CandidateRecipe[] = [];
      for (const r of recipes) {
        const id = Number(r.id);
        const candidate = toCandidate(r, tagsOf.get(id), ingredientsOf.get(id) ?? [], sugarLinesOf.get(id) ?? []);
        if (candidate) candidates.push(candidate);
      }
      return {
        candidates,
        byId: new Map(candidates.map((c) => [c.idRecipe, c])),
        totalRecipes: recipes.length,
        fingerprint: fp,
        loadedAt: clock(),
      };
    },
  };
}
export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;
