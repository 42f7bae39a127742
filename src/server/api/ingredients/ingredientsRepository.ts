/**
 * FCDB ingredients in the database: the ingredient row and what hangs off it (translations, units,
 * food groups, LanguaL descriptors), the list with the shared filters, the data-quality checks, and the
 * recipes using an ingredient (for recomputing them), read and written inside the caller's transaction.
 * Duplicates and imports from another context are in ingredientCopyRepository.ts.
 */
import {
  ALLERGENS,
  ANIMAL_ORIGINS,
  DATA_ISSUE_CODES,
  describeDataIssue,
  GLUTEN_CEREALS,
  ingredientSuitability,
  type Allergen,
  type DataIssueCode,
  type Diet,
  type FoodFacts,
  type GroupOutlier,
} from '../../../domain';
import { NUTRIENTS, type NutrientKey } from '../../../domain/nutrients';
import { FATTY_ACID_FIELDS, MACRO_FIELDS, NUTRIENT_MAP_KEYS } from '../../../domain/nutrientGroups';
import type { SqlRunner } from '../../db/client';
import {
  compact,
  dataIssuesSql,
  foodGroupStatsSql,
  isDbInt,
  num,
  OUTLIER_COLUMNS,
  outlierConditionSql,
  Params,
  readIngredientPage,
  type IngredientFilter,
} from '../../db';
import type { components } from '../../generated/api.schema.generated';

type S = components['schemas'];
export type Ingredient = S['Ingredient'];
export type IngredientInput = S['IngredientInput'];
export type IngredientSummary = S['IngredientSummary'];
export type IngredientUnit = S['IngredientUnit'];
export type UnitName = S['UnitName'];

const NUTRIENT_SELECT = NUTRIENTS.map((n) => `i.${n.column} AS "${n.key}"`).join(', ');
const COLUMN_OF = new Map(NUTRIENTS.map((n) => [n.key as string, n.column as string]));

export type NutrientValues = Partial<Record<NutrientKey, number | null>>;

/** The SR food group of the ingredient (the source code of one of its food groups), for the fact rules. */
const SR_GROUP_SELECT = `(SELECT fg.source_code FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id
  WHERE ifg.ingredient_id = i.id AND fg.source_code IS NOT NULL ORDER BY fg.source_code LIMIT 1) AS sr_group`;

/** An ingredient's facts with their reasons (fact -> why it holds). */
export interface StoredFacts {
  facts: FoodFacts;
  reasons: Record<string, string>;
}

const listOf = <T extends string>(known: readonly T[], value: unknown): T[] =>
  Array.isArray(value) ? known.filter((k) => value.includes(k)) : [];

/**
 * The facts of an ingredient row: the stored ones, or, for a row stored before migration 0025 (NULL: not
 * derived yet), the rule set's from its name, SR food group and LanguaL subtree, as the seed derives them.
 */
export function factsOfRow(r: Record<string, unknown>): StoredFacts {
  if (r.animal_origins == null || r.gluten_cereals == null || r.fact_reasons == null) {
    // As the seed derives them (src/domain/ingredientSuitability.ts).
    const { facts, reasons } = ingredientSuitability({
      name: String(r.english_name ?? r.name),
      srGroup: (r.sr_group ?? null) as string | null,
      langualSubtree: Array.isArray(r.langual_subtree) ? (r.langual_subtree as string[]) : [],
    });
    return { facts, reasons };
  }
  const stored = typeof r.fact_reasons === 'string' ? (JSON.parse(r.fact_reasons) as unknown) : r.fact_reasons;
  const reasons = Object.fromEntries(
    Object.entries(typeof stored === 'object' && stored !== null ? stored : {}).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
  const own = new Set(Object.keys(reasons));
  return {
    facts: {
      animalOrigins: listOf(ANIMAL_ORIGINS, r.animal_origins),
      glutenCereals: listOf(GLUTEN_CEREALS, r.gluten_cereals),
      // The allergens with a reason of their own (the rest of the allergens column is implied by the lists).
      allergens: ALLERGENS.filter((a) => own.has(a) && Array.isArray(r.allergens) && r.allergens.includes(a)),
    },
    reasons,
  };
}

/** The nutrient values an IngredientInput sets (every nutrient but ash; absent ones are null). */
export function inputNutrients(body: IngredientInput): NutrientValues {
  const values: NutrientValues = {};
  for (const [field, key] of Object.entries(MACRO_FIELDS)) values[key] = body[field as keyof typeof MACRO_FIELDS] ?? null;
  for (const [field, key] of Object.entries(FATTY_ACID_FIELDS))
    values[key] = body.fattyAcids?.[field as keyof typeof FATTY_ACID_FIELDS] ?? null;
  for (const [mapKeyName, key] of NUTRIENT_MAP_KEYS.vitamins) values[key] = body.vitamins?.[mapKeyName] ?? null;
  for (const [mapKeyName, key] of NUTRIENT_MAP_KEYS.minerals) values[key] = body.minerals?.[mapKeyName] ?? null;
  return values;
}

function nutritionFields(r: Record<string, unknown>) {
  const v = (key: NutrientKey) => num(r[key]);
  const map = (keys: Map<string, NutrientKey>) => {
    const out: Record<string, number> = {};
    for (const [name, key] of keys) {
      const value = v(key);
      if (value !== undefined) out[name] = value;
    }
    return out;
  };
  return {
    ...Object.fromEntries(Object.entries(MACRO_FIELDS).map(([field, key]) => [field, v(key)])),
    fattyAcids: compact(Object.fromEntries(Object.entries(FATTY_ACID_FIELDS).map(([field, key]) => [field, v(key)]))),
    vitamins: map(NUTRIENT_MAP_KEYS.vitamins),
    minerals: map(NUTRIENT_MAP_KEYS.minerals),
  };
}

export interface IngredientHead {
  id: number;
  /** Optimistic-locking version: one more after every saveIngredient. */
  version: number;
  name: string;
  source: string;
  fcdb: string | null;
  externalId: string | null;
  allergens: Allergen[];
  diets: Diet[];
  /** The facts the editor showed (derived when the row has none yet). */
  stored: StoredFacts;
  nutrients: NutrientValues;
}

export interface IngredientWrite {
  name: string;
  englishName: string | null;
  originalName: string | null;
  recommendedPortionGrams: number | null;
  allergens: readonly Allergen[];
  diets: readonly Diet[];
  animalOrigins: readonly string[];
  glutenCereals: readonly string[];
  factReasons: Record<string, string>;
  weightYieldFactors: unknown;
  nutrientRetentionFactors: unknown;
  ingredientGroupId: number | null;
  nutrients: NutrientValues;
}

function retentionList(value: unknown): S['NutrientRetentionFactor'][] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (f): f is { nutrient: string; factor: number; description?: string; idNutrientRetentionFactor?: number } =>
        typeof f === 'object' && f !== null && typeof (f as { nutrient?: unknown }).nutrient === 'string',
    )
    .map((f) =>
      compact({
        idNutrientRetentionFactor: f.idNutrientRetentionFactor,
        nutrient: f.nutrient,
        factor: Number(f.factor),
        description: f.description,
      }),
    );
}
function yieldList(value: unknown): S['WeightYieldFactor'][] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is S['WeightYieldFactor'] =>
      typeof f === 'object' && f !== null && typeof (f as { factor?: unknown }).factor === 'number',
  );
}

/** An ingredient row (nutrients, groups and facts selected) with what is joined to it, in the API shape. */
function toApiIngredient(
  r: Record<string, unknown>,
  joined: {
    units: IngredientUnit[];
    langual: readonly { code: string; term: string }[];
    translations: readonly { language_code: string; translation: string }[];
    groups: readonly { id: number; name: string; known_food_group_type: string | null }[];
    restrictions: readonly { id: number; name: string; enabled: boolean }[];
    issues: S['IngredientDataIssue'][];
  },
): Ingredient {
  const { units, langual, translations, groups, restrictions, issues } = joined;
  const { facts, reasons } = factsOfRow(r);
  return compact({
    idIngredient: Number(r.id),
    version: Number(r.version),
    name: String(r.name),
    englishName: (r.english_name ?? undefined) as string | undefined,
    originalName: (r.original_name ?? undefined) as string | undefined,
    externalID: (r.external_id ?? undefined) as string | undefined,
    source: String(r.source),
    hideFromUser: Boolean(r.hide_from_user),
    recommendedPortionGrams: num(r.recommended_portion_grams),
    ...nutritionFields(r),
    units,
    languaLDescriptors: langual.map((d) => ({ id: d.code, description: d.term })),
    nameTranslations: translations.map((t) => ({ languageCode: t.language_code, translation: t.translation })),
    ingredientGroup: r.ingredient_group_id
      ? { idIngredientGroup: Number(r.ingredient_group_id), name: String(r.ingredient_group_name) }
      : undefined,
    groups: groups.map((g) =>
      compact({ idGroup: Number(g.id), name: g.name, knownFoodGroupType: g.known_food_group_type ?? undefined }),
    ),
    foodRestrictions: restrictions.map((f) => ({ idFoodRestriction: Number(f.id), name: f.name, enabled: f.enabled })),
    weightYieldFactors: yieldList(r.weight_yield_factors),
    nutrientRetentionFactors: retentionList(r.nutrient_retention_factors),
    animalOrigins: facts.animalOrigins,
    glutenCereals: facts.glutenCereals,
    factReasons: reasons,
    allergens: r.allergens as Allergen[],
    suitableDiets: r.diets as Diet[],
    dataIssues: issues,
  }) as Ingredient;
}

export function createIngredientsRepository(tx: SqlRunner) {
  return {
    ...ingredientReads(tx),
    ...ingredientList(tx),
    ...ingredientWrites(tx),
  };
}

/** One ingredient as the API shows it, with its units and data issues, and the row locked for a save. */
function ingredientReads(tx: SqlRunner) {
  const reads = {
    /** Locks the row for the rest of the transaction; undefined when the context has no such ingredient. */
    async lockHead(id: number): Promise<IngredientHead | undefined> {
      if (!isDbInt(id)) return undefined;
      const [r] = await tx.query<Record<string, unknown>>(
        `SELECT i.id, i.version, i.name, i.english_name, i.source, i.fcdb, i.external_id, i.allergens, i.diets, i.animal_origins,
           i.gluten_cereals, i.fact_reasons, i.langual_subtree, ${SR_GROUP_SELECT}, ${NUTRIENT_SELECT}
         FROM ingredient i WHERE i.id = $1 FOR UPDATE OF i`,
        [id],
      );
      if (!r) return undefined;
      return {
        id: Number(r.id),
        version: Number(r.version),
        name: String(r.name),
        source: String(r.source),
        fcdb: (r.fcdb ?? null) as string | null,
        externalId: (r.external_id ?? null) as string | null,
        allergens: r.allergens as Allergen[],
        diets: r.diets as Diet[],
        stored: factsOfRow(r),
        nutrients: Object.fromEntries(NUTRIENTS.map((n) => [n.key, r[n.key] === null ? null : Number(r[n.key])])),
      };
    },

    /** The ingredient in the API shape, with its data issues; undefined when absent. */
    async findById(id: number): Promise<Ingredient | undefined> {
      if (!isDbInt(id)) return undefined;
      const [r] = await tx.query<Record<string, unknown>>(
        `SELECT i.*, ${NUTRIENT_SELECT}, ${SR_GROUP_SELECT}, ig.name AS ingredient_group_name FROM ingredient i
         LEFT JOIN ingredient_group ig ON ig.id = i.ingredient_group_id WHERE i.id = $1`,
        [id],
      );
      if (!r) return undefined;
      const [units, langual, translations, groups, restrictions, issues] = await Promise.all([
        reads.units(id),
        tx.query<{ code: string; term: string }>(
          `SELECT d.code, d.term FROM ingredient_langual il JOIN shared.langual_descriptor d ON d.code = il.langual_code
           WHERE il.ingredient_id = $1 ORDER BY d.code`,
          [id],
        ),
        tx.query<{ language_code: string; translation: string }>(
          'SELECT language_code, translation FROM ingredient_name_translation WHERE ingredient_id = $1 ORDER BY language_code',
          [id],
        ),
        tx.query<{ id: number; name: string; known_food_group_type: string | null }>(
          `SELECT fg.id, fg.name, fg.known_food_group_type FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id
           WHERE ifg.ingredient_id = $1 ORDER BY fg.name`,
          [id],
        ),
        tx.query<{ id: number; name: string; enabled: boolean }>(
          `SELECT fr.id, fr.name, fr.enabled FROM food_restriction_ingredient fri JOIN food_restriction fr ON fr.id = fri.food_restriction_id
           WHERE fri.ingredient_id = $1 ORDER BY fr.name`,
          [id],
        ),
        reads.dataIssues(id),
      ]);
      return toApiIngredient(r, { units, langual, translations, groups, restrictions, issues });
    },

    /** The data-quality issues of one ingredient, with their reasons in words. */
    async dataIssues(id: number): Promise<S['IngredientDataIssue'][]> {
      const [row] = await tx.query<Record<string, unknown> & { issues: string[] }>(
        `WITH fg_stats AS MATERIALIZED (${foodGroupStatsSql('WHERE g.food_group_id IN (SELECT food_group_id FROM ingredient_food_group WHERE ingredient_id = $1)')})
         SELECT ${dataIssuesSql('fg_stats')} AS issues, ${NUTRIENT_SELECT} FROM ingredient i WHERE i.id = $1`,
        [id],
      );
      if (!row) return [];
      const codes = row.issues.filter((c): c is DataIssueCode => (DATA_ISSUE_CODES as readonly string[]).includes(c));
      const figures = {
        energyKcal: num(row.energyKcal),
        protein: num(row.protein),
        fat: num(row.fat),
        carbohydrate: num(row.carbohydrate),
        alcohol: num(row.alcohol),
      };
      let outliers: GroupOutlier[] = [];
      if (codes.includes('FOOD_GROUP_OUTLIER')) {
        const stats = await tx.query<Record<string, unknown>>(
          `WITH s AS (${foodGroupStatsSql('WHERE g.food_group_id IN (SELECT food_group_id FROM ingredient_food_group WHERE ingredient_id = $1)')})
           SELECT fg.name AS group_name, s.* FROM s JOIN food_group fg ON fg.id = s.food_group_id, ingredient i
           WHERE i.id = $1 AND (${outlierConditionSql('i', 's')}) ORDER BY fg.name`,
          [id],
        );
        outliers = stats.flatMap((s) =>
          OUTLIER_COLUMNS.flatMap(([key, col]) => {
            const value = figures[key];
            const mean = Number(s[`mean_${col}`]);
            const sd = Number(s[`sd_${col}`]);
            return value !== undefined && Number(s[`n_${col}`]) >= 10 && sd > 0 && Math.abs(value - mean) > 3 * sd
              ? [{ groupName: String(s.group_name), nutrient: key, value, mean, sd }]
              : [];
          }),
        );
      }
      return codes.map((code) => ({ code, message: describeDataIssue(code, figures, outliers) }));
    },

    async units(id: number): Promise<IngredientUnit[]> {
      const rows = await tx.query<{ id: number; name: UnitName; quantity_in_grams: number }>(
        "SELECT id, name, quantity_in_grams FROM unit WHERE ingredient_id = $1 ORDER BY (name <> 'GRAMS'), id",
        [id],
      );
      const units = rows.map((u) => ({ idUnit: Number(u.id), name: u.name, quantityInGrams: Number(u.quantity_in_grams) }));
      return units.some((u) => u.name === 'GRAMS') ? units : [{ name: 'GRAMS', quantityInGrams: 1 }, ...units];
    },
  };
  return reads;
}

/** The list of ingredients, and which of some ids and codes exist. */
function ingredientList(tx: SqlRunner) {
  return {
    /** One page of the list (by name, best match first when searching) and the number of matches. */
    async list(filter: IngredientFilter, offset: number, limit: number): Promise<{ items: IngredientSummary[]; total: number }> {
      const page = await readIngredientPage(tx, filter, offset, limit, { units: true, groups: true, usedInRecipes: true });
      const items = page.items.map(({ id, externalId, units = [], ...row }): IngredientSummary =>
        compact({
          idIngredient: id,
          ...row,
          externalID: externalId,
          units: units as IngredientUnit[],
          unitCount: units.filter((u) => u.name !== 'GRAMS').length,
        }),
      );
      return { items, total: page.total };
    },

    /** Ids among `ids` that exist in `table` (food_group, ingredient_group, ingredient). */
    async existing(table: 'food_group' | 'ingredient_group' | 'ingredient', ids: readonly number[]): Promise<Set<number>> {
      const valid = ids.filter(isDbInt);
      if (!valid.length) return new Set();
      const rows = await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [valid]);
      return new Set(rows.map((r) => Number(r.id)));
    },

    async existingLangual(codes: readonly string[]): Promise<Set<string>> {
      if (!codes.length) return new Set();
      const rows = await tx.query<{ code: string }>('SELECT code FROM shared.langual_descriptor WHERE code = ANY($1::text[])', [
        codes,
      ]);
      return new Set(rows.map((r) => r.code));
    },

    async isUsedByRecipes(id: number): Promise<boolean> {
      const rows = await tx.query('SELECT 1 FROM recipe_ingredient WHERE ingredient_id = $1 LIMIT 1', [id]);
      return rows.length > 0;
    },
  };
}

/** The ingredient row and its translations, food groups and LanguaL codes written; hidden, touched or deleted. */
function ingredientWrites(tx: SqlRunner) {
  return {
    /** Writes the row if it still has `version` and adds one to it; false when someone else saved it first. */
    async update(id: number, version: number, v: IngredientWrite): Promise<boolean> {
      const params = new Params();
      const sets = [
        `name = ${params.p(v.name)}`,
        `english_name = ${params.p(v.englishName)}`,
        `original_name = ${params.p(v.originalName)}`,
        `recommended_portion_grams = ${params.p(v.recommendedPortionGrams)}`,
        `allergens = ${params.p(v.allergens)}::text[]`,
        `diets = ${params.p(v.diets)}::text[]`,
        `animal_origins = ${params.p(v.animalOrigins)}::text[]`,
        `gluten_cereals = ${params.p(v.glutenCereals)}::text[]`,
        `fact_reasons = ${params.p(JSON.stringify(v.factReasons))}::jsonb`,
        `weight_yield_factors = ${params.p(JSON.stringify(v.weightYieldFactors))}::jsonb`,
        `nutrient_retention_factors = ${params.p(JSON.stringify(v.nutrientRetentionFactors))}::jsonb`,
        `ingredient_group_id = ${params.p(v.ingredientGroupId)}`,
        ...Object.entries(v.nutrients).map(([key, value]) => `${COLUMN_OF.get(key)!} = ${params.p(value ?? null)}`),
        'version = version + 1',
        'updated_at = now()',
      ];
      const rows = await tx.query(
        `UPDATE ingredient SET ${sets.join(', ')} WHERE id = ${params.p(id)} AND version = ${params.p(version)} RETURNING id`,
        params.values,
      );
      return rows.length > 0;
    },

    async replaceTranslations(id: number, translations: readonly { languageCode: string; translation: string }[]): Promise<void> {
      await tx.query('DELETE FROM ingredient_name_translation WHERE ingredient_id = $1', [id]);
      if (translations.length) {
        await tx.query(
          `INSERT INTO ingredient_name_translation (ingredient_id, language_code, translation)
           SELECT $1, x.l, x.t FROM json_to_recordset($2::json) AS x(l text, t text)`,
          [id, JSON.stringify(translations.map((t) => ({ l: t.languageCode, t: t.translation })))],
        );
      }
    },

    async replaceFoodGroups(id: number, groupIds: readonly number[]): Promise<void> {
      await tx.query('DELETE FROM ingredient_food_group WHERE ingredient_id = $1', [id]);
      if (groupIds.length) {
        await tx.query('INSERT INTO ingredient_food_group (ingredient_id, food_group_id) SELECT $1, unnest($2::int[])', [
          id,
          groupIds,
        ]);
      }
    },

    async replaceLangual(id: number, codes: readonly string[]): Promise<void> {
      await tx.query('DELETE FROM ingredient_langual WHERE ingredient_id = $1', [id]);
      if (codes.length)
        await tx.query('INSERT INTO ingredient_langual (ingredient_id, langual_code) SELECT $1, unnest($2::text[])', [id, codes]);
    },

    /** Marks the ingredient as changed now (its units' grams changed: its recipes are recomputed). */
    async touch(id: number): Promise<void> {
      await tx.query('UPDATE ingredient SET updated_at = now() WHERE id = $1', [id]);
    },

    async setHidden(id: number, hidden: boolean): Promise<boolean> {
      if (!isDbInt(id)) return false;
      const rows = await tx.query('UPDATE ingredient SET hide_from_user = $2, updated_at = now() WHERE id = $1 RETURNING id', [
        id,
        hidden,
      ]);
      return rows.length > 0;
    },

    async remove(id: number): Promise<void> {
      await tx.query('DELETE FROM ingredient WHERE id = $1', [id]);
    },
  };
}

export type IngredientsRepository = ReturnType<typeof createIngredientsRepository>;
