/**
 * Recipes in the database: the recipe row, its ingredient lines, tags, authors and idempotency keys,
 * read and written inside the caller's transaction. Maps rows to the app API's Recipe shape.
 */
import { parseMealRoles, type Allergen, type Diet, type MealRole } from '../../../domain';
import { NUTRIENTS, RECIPE_SERVING_NUTRIENTS, type NutrientKey } from '../../../domain/nutrients';
import type { SqlRunner } from '../../db/client';
import { compact, iso, isDbInt, num, storedMealRoles } from '../../db';
import type { components } from '../../generated/api.schema.generated';
import { toRecipePhoto, type PhotoRow } from './photosRepository';
import { claimIdempotencyKey, requestFingerprint } from '../idempotencyRepository';

export type Recipe = components['schemas']['Recipe'];

const SERVING_COLUMNS = RECIPE_SERVING_NUTRIENTS.map((k) => `${NUTRIENTS.find((n) => n.key === k)!.column}_per_serving`);

/** What a save writes to the recipe row (computed by the service). */
export interface RecipeRowValues {
  name: string;
  status: string;
  authorExternalId: string | null;
  authorName: string | null;
  updatedBy: string;
  cuisine: string | null;
  nutsRegion: unknown;
  expertiseLevel: string | null;
  otherInfo: string | null;
  source: string | null;
  servings: number;
  preparationTime: number | null;
  cookingTime: number | null;
  preparationSteps: string | null;
  i18nLabels: unknown;
  availableTranslations: string[];
  allergens: Allergen[];
  diets: Diet[];
  totalWeight: number;
  nutritionPerServing: Record<NutrientKey, number>;
  servingColumns: number[];
  proteinRatio: number | null;
  fatRatio: number | null;
  carbohydrateRatio: number | null;
  mealRoles: MealRole[];
  /** null: derived; else "set by <username> on <YYYY-MM-DD>". */
  mealRolesSetBy: string | null;
}

export interface RecipeLineValues {
  ingredientId: number;
  quantity: number;
  unitName: string;
  unitId: number | null;
  weightGrams: number;
  weightYieldFactor: number;
  nutrientRetentionFactors: unknown;
}

export interface IngredientFacts {
  id: number;
  diets: Diet[];
  allergens: Allergen[];
  per100g: Partial<Record<NutrientKey, number | null>>;
}

export interface UnitRow {
  id: number;
  ingredientId: number;
  name: string;
  quantityInGrams: number;
}
export interface Author {
  externalId: string | null;
  name: string | null;
}
export interface LockedRecipe {
  version: number;
  author: Author;
  /** The source's food code (external_id), which the meal roles are derived from. */
  sourceCode: string | null;
  mealRoles: MealRole[] | null;
  mealRolesSetBy: string | null;
}

function rowColumns(v: RecipeRowValues): [string[], unknown[]] {
  const columns = [
    'name',
    'status',
    'author_external_id',
    'author_name',
    'updated_by',
    'cuisine',
    'nuts_region',
    'expertise_level',
    'other_info',
    'source',
    'servings',
    'preparation_time',
    'cooking_time',
    'preparation_steps',
    'i18n_labels',
    'available_translations',
    'allergens',
    'diets',
    'total_weight_grams',
    'nutrition_per_serving',
    ...SERVING_COLUMNS,
    'protein_ratio',
    'fat_ratio',
    'carbohydrate_ratio',
    'meal_roles',
    'meal_roles_set_by',
  ];
  const values = [
    v.name,
    v.status,
    v.authorExternalId,
    v.authorName,
    v.updatedBy,
    v.cuisine,
    v.nutsRegion === null ? null : JSON.stringify(v.nutsRegion),
    v.expertiseLevel,
    v.otherInfo,
    v.source,
    v.servings,
    v.preparationTime,
    v.cookingTime,
    v.preparationSteps,
    JSON.stringify(v.i18nLabels),
    v.availableTranslations,
    v.allergens,
    v.diets,
    v.totalWeight,
    JSON.stringify(v.nutritionPerServing),
    ...v.servingColumns,
    v.proteinRatio,
    v.fatRatio,
    v.carbohydrateRatio,
    v.mealRoles,
    v.mealRolesSetBy,
  ];
  return [columns, values];
}

function retentionList(value: unknown) {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (f): f is { nutrient: string; factor: number; description?: string } =>
        typeof f === 'object' && f !== null && typeof (f as { nutrient?: unknown }).nutrient === 'string',
    )
    .map((f) => compact({ nutrient: f.nutrient, factor: Number(f.factor), description: f.description }));
}

/** A recipe row with its lines (ingredient names and unit weights joined), tags and cover photo, in the API shape. */
function toApiRecipe(
  r: Record<string, unknown>,
  lines: readonly Record<string, unknown>[],
  tags: readonly { category: string; name: string }[],
  cover: PhotoRow | undefined,
): Recipe {
  const n = (r.nutrition_per_serving ?? {}) as Record<string, unknown>;
  const servings = Number(r.servings);
  const total = num(r.total_weight_grams);
  const nuts = r.nuts_region as { code?: string; name?: string; level?: number } | null;
  const recipe = compact({
    idRecipe: Number(r.id),
    name: String(r.name),
    status: r.status as Recipe['status'],
    author: r.author_id
      ? compact({
          id: Number(r.author_id),
          externalID: r.author_external_id as string,
          name: r.author_display as string | undefined,
        })
      : undefined,
    createdBy: r.created_by as string | undefined,
    updatedBy: r.updated_by as string | undefined,
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
    recipeIngredients: lines.map((l) =>
      compact({
        ingredient: compact({
          idIngredient: Number(l.ingredient_id),
          name: l.ingredient_name as string,
          englishName: l.english_name as string | undefined,
        }),
        quantity: Number(l.quantity),
        unit: compact({
          idUnit: l.unit_id === null ? undefined : Number(l.unit_id),
          name: String(l.unit_name) as Recipe['recipeIngredients'][number]['unit']['name'],
          quantityInGrams:
            num(l.unit_grams) ??
            (String(l.unit_name) === 'GRAMS' ? 1 : Math.max(0.01, Number(l.weight_grams) / Math.max(Number(l.quantity), 0.01))),
        }),
        weightYieldFactor: { factor: Number(l.weight_yield_factor) },
        nutrientRetentionFactors: retentionList(l.nutrient_retention_factors),
      }),
    ),
    tags: tags.map((t) => ({ name: t.name, category: t.category as Recipe['tags'][number]['category'] })),
    cuisine: (r.cuisine ?? undefined) as Recipe['cuisine'],
    nutsRegion:
      nuts && typeof nuts.code === 'string' ? compact({ code: nuts.code, name: nuts.name, level: nuts.level }) : undefined,
    expertiseLevel: (r.expertise_level ?? undefined) as Recipe['expertiseLevel'],
    otherInfo: r.other_info as string | undefined,
    source: r.source as string | undefined,
    recipeNutritionalInfo: compact({
      servingWeightGrams: total !== undefined && servings > 0 ? Math.round((total / servings) * 10) / 10 : undefined,
      energyKcal: num(n.energyKcal),
      protein: num(n.protein),
      fat: num(n.fat),
      saturatedFat: num(n.saturatedFattyAcids),
      carbohydrate: num(n.carbohydrate),
      sugar: num(n.sugar),
      fiber: num(n.fiber),
      salt: num(n.salt),
      sodium: num(n.sodium),
      cholesterol: num(n.cholesterol),
      alcohol: num(n.alcohol),
    }),
    availableTranslations: r.available_translations as string[],
    allergens: r.allergens as Recipe['allergens'],
    suitableDiets: r.diets as Recipe['suitableDiets'],
    mealRoles: storedMealRoles({
      name: String(r.name),
      external_id: r.external_id as string | null,
      meal_roles: r.meal_roles as string[] | null,
      mealTypes: tags.filter((t) => t.category === 'MEAL_TYPE').map((t) => t.name),
    }),
    sourceCode: r.external_id as string | undefined,
    preparationDetails: compact({
      servings,
      preparationTime: r.preparation_time === null ? undefined : Number(r.preparation_time),
      cookingTime: r.cooking_time === null ? undefined : Number(r.cooking_time),
      preparationSteps: r.preparation_steps as string | undefined,
    }),
    i18nLabels: (r.i18n_labels ?? {}) as Recipe['i18nLabels'],
    coverPhoto: cover ? toRecipePhoto(cover) : undefined,
  }) as Recipe;
  // null (derived) is an answer of its own, not an absent field.
  return { ...recipe, mealRolesSetBy: r.meal_roles ? ((r.meal_roles_set_by as string | null) ?? null) : null };
}

export function createRecipesRepository(tx: SqlRunner) {
  return {
    ...recipeReads(tx),
    ...lineReferences(tx),
    ...recipeWrites(tx),
    ...recipeIdempotency(tx),
  };
}

/** A recipe as the API shows it, and the row locked for a save. */
function recipeReads(tx: SqlRunner) {
  return {
    /** The recipe in the API shape, or undefined when the context has no recipe with this id. */
    async findById(id: number): Promise<Recipe | undefined> {
      const [r] = await tx.query<Record<string, unknown>>(
        `SELECT r.*, a.id AS author_id, coalesce(a.name, r.author_name) AS author_display
         FROM recipe r LEFT JOIN recipe_author a ON a.external_id = r.author_external_id WHERE r.id = $1`,
        [id],
      );
      if (!r) return undefined;
      const lines = await tx.query<Record<string, unknown>>(
        `SELECT ri.*, i.name AS ingredient_name, i.english_name, u.quantity_in_grams AS unit_grams
         FROM recipe_ingredient ri JOIN ingredient i ON i.id = ri.ingredient_id LEFT JOIN unit u ON u.id = ri.unit_id
         WHERE ri.recipe_id = $1 ORDER BY ri.position, ri.id`,
        [id],
      );
      const tags = await tx.query<{ category: string; name: string }>(
        'SELECT category, name FROM recipe_tag WHERE recipe_id = $1 ORDER BY category, name',
        [id],
      );
      const [cover] = await tx.query<PhotoRow>(
        "SELECT * FROM recipe_photo WHERE recipe_id = $1 AND photo_type = 'COVER' ORDER BY creation_date DESC, id DESC LIMIT 1",
        [id],
      );
      return toApiRecipe(r, lines, tags, cover);
    },

    /** Locks the recipe row for the rest of the transaction; undefined when there is none. */
    async lockForUpdate(id: number): Promise<LockedRecipe | undefined> {
      const [row] = await tx.query<{
        version: number;
        author_external_id: string | null;
        author_name: string | null;
        external_id: string | null;
        meal_roles: string[] | null;
        meal_roles_set_by: string | null;
      }>(
        `SELECT version, author_external_id, author_name, external_id, meal_roles, meal_roles_set_by
         FROM recipe WHERE id = $1 FOR UPDATE`,
        [id],
      );
      return (
        row && {
          version: Number(row.version),
          author: { externalId: row.author_external_id, name: row.author_name },
          sourceCode: row.external_id,
          mealRoles: row.meal_roles ? parseMealRoles(row.meal_roles) : null,
          mealRolesSetBy: row.meal_roles ? row.meal_roles_set_by : null,
        }
      );
    },
  };
}

/** What a recipe's lines and author refer to: ingredients' facts and units, authors. */
function lineReferences(tx: SqlRunner) {
  return {
    async ingredientFacts(ids: readonly number[]): Promise<Map<number, IngredientFacts>> {
      if (!ids.length) return new Map();
      const cols = NUTRIENTS.map((n) => `${n.column} AS "${n.key}"`).join(', ');
      const rows = await tx.query<Record<string, unknown>>(
        `SELECT id, diets, allergens, ${cols} FROM ingredient WHERE id = ANY($1::int[])`,
        [ids.filter(isDbInt)],
      );
      return new Map(
        rows.map((r) => [
          Number(r.id),
          {
            id: Number(r.id),
            diets: r.diets as Diet[],
            allergens: r.allergens as Allergen[],
            per100g: Object.fromEntries(NUTRIENTS.map((n) => [n.key, r[n.key] === null ? null : Number(r[n.key])])),
          },
        ]),
      );
    },

    async unitsOf(ingredientIds: readonly number[]): Promise<UnitRow[]> {
      if (!ingredientIds.length) return [];
      const rows = await tx.query<{ id: number; ingredient_id: number; name: string; quantity_in_grams: number }>(
        'SELECT id, ingredient_id, name, quantity_in_grams FROM unit WHERE ingredient_id = ANY($1::int[])',
        [ingredientIds.filter(isDbInt)],
      );
      return rows.map((u) => ({
        id: Number(u.id),
        ingredientId: Number(u.ingredient_id),
        name: u.name,
        quantityInGrams: Number(u.quantity_in_grams),
      }));
    },

    async authorById(id: number): Promise<Author | undefined> {
      if (!isDbInt(id)) return undefined;
      const [row] = await tx.query<{ external_id: string; name: string | null }>(
        'SELECT external_id, name FROM recipe_author WHERE id = $1',
        [id],
      );
      return row && { externalId: row.external_id, name: row.name };
    },

    /** The author row for an external id, created on first use. */
    async ensureAuthor(externalId: string, name: string | undefined): Promise<Author> {
      const [row] = await tx.query<{ external_id: string; name: string | null }>(
        `INSERT INTO recipe_author (external_id, name) VALUES ($1, $2)
         ON CONFLICT (external_id) DO UPDATE SET name = coalesce(recipe_author.name, EXCLUDED.name) RETURNING external_id, name`,
        [externalId, name ?? null],
      );
      return { externalId: row.external_id, name: row.name };
    },
  };
}

/** The recipe row, its lines and tags written, and the recipe deleted. */
function recipeWrites(tx: SqlRunner) {
  return {
    async insert(values: RecipeRowValues, createdBy: string): Promise<number> {
      const [columns, params] = rowColumns(values);
      const placeholders = columns.map((_, i) => `$${i + 1}`).join(', ');
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO recipe (${columns.join(', ')}, created_by) VALUES (${placeholders}, $${columns.length + 1}) RETURNING id`,
        [...params, createdBy],
      );
      return Number(row.id);
    },

    /** Writes the row if it still has `version`; false when someone else saved it first. */
    async update(id: number, version: number, values: RecipeRowValues): Promise<boolean> {
      const [columns, params] = rowColumns(values);
      const sets = columns.map((c, i) => `${c} = $${i + 1}`).join(', ');
      const updated = await tx.query(
        `UPDATE recipe SET ${sets}, version = version + 1, updated_at = now() WHERE id = $${columns.length + 1} AND version = $${columns.length + 2} RETURNING id`,
        [...params, id, version],
      );
      return updated.length > 0;
    },

    async replaceLines(id: number, lines: readonly RecipeLineValues[]): Promise<void> {
      await tx.query('DELETE FROM recipe_ingredient WHERE recipe_id = $1', [id]);
      if (!lines.length) return;
      await tx.query(
        `INSERT INTO recipe_ingredient (recipe_id, ingredient_id, position, quantity, unit_name, unit_id, weight_grams, weight_yield_factor, nutrient_retention_factors)
         SELECT $1, x.ingredient_id, x.position, x.quantity, x.unit_name, x.unit_id, x.weight_grams, x.weight_yield_factor, x.nrf
         FROM json_to_recordset($2::json) AS x(ingredient_id int, position int, quantity float8, unit_name text, unit_id int,
           weight_grams float8, weight_yield_factor float8, nrf jsonb)`,
        [
          id,
          JSON.stringify(
            lines.map((l, position) => ({
              ingredient_id: l.ingredientId,
              position,
              quantity: l.quantity,
              unit_name: l.unitName,
              unit_id: l.unitId,
              weight_grams: l.weightGrams,
              weight_yield_factor: l.weightYieldFactor,
              nrf: l.nutrientRetentionFactors,
            })),
          ),
        ],
      );
    },

    async replaceTags(id: number, tags: readonly { category: string; name: string }[]): Promise<void> {
      await tx.query('DELETE FROM recipe_tag WHERE recipe_id = $1', [id]);
      if (!tags.length) return;
      await tx.query(
        'INSERT INTO recipe_tag (recipe_id, category, name) SELECT $1, x.category, x.name FROM json_to_recordset($2::json) AS x(category text, name text)',
        [id, JSON.stringify(tags)],
      );
    },

    async remove(id: number): Promise<void> {
      await tx.query('DELETE FROM recipe WHERE id = $1', [id]);
    },
  };
}

/** The idempotency keys of recipe creates. */
function recipeIdempotency(tx: SqlRunner) {
  return {
    /**
     * Claims an idempotency key for a create. Returns undefined when this call claimed it, or the recipe
     * id a previous call under the same key created (null when that recipe has been deleted since).
     * A concurrent retry waits on the claim, then sees the first call's result.
     */
    /** See `claimIdempotencyKey` (idempotencyRepository.ts): the recipe a previous create under `key` made. */
    claimIdempotencyKey(principal: string, key: string, body: unknown): Promise<number | null | undefined> {
      return claimIdempotencyKey(tx, 'recipe_id', principal, 'saveRecipe', key, requestFingerprint(body));
    },

    async bindIdempotencyKey(principal: string, key: string, recipeId: number): Promise<void> {
      await tx.query("UPDATE idempotency_key SET recipe_id = $3 WHERE principal = $1 AND operation = 'saveRecipe' AND key = $2", [
        principal,
        key,
        recipeId,
      ]);
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
