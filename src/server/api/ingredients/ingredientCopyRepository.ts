/**
 * Ingredients made from another: a duplicate inside the context, and an import from another country
 * context (read there with exportForImport, written here with insertImported), in the caller's transaction.
 */
import { NUTRIENTS } from '../../../domain/nutrients';
import type { SqlRunner } from '../../db/client';
import { isDbInt } from '../../db';
import { createIngredientsRepository } from './ingredientsRepository';

export interface ImportedIngredient {
  row: Record<string, unknown>;
  translations: { language_code: string; translation: string }[];
  units: { name: string; quantity_in_grams: number; description: string | null }[];
  langual: string[];
  groupSourceCodes: string[];
}

export function createIngredientCopyRepository(tx: SqlRunner) {
  return {
    ...duplicates(tx),
    ...importReads(tx),
    ...importWrites(tx),
  };
}

/** A duplicate inside the context. */
function duplicates(tx: SqlRunner) {
  return {
    /** Copies the ingredient row with what hangs off it; returns the new id. */
    async copy(
      id: number,
      overrides: { name: string; source: string; fcdb: string | null; externalId: string | null },
    ): Promise<number> {
      const columns = [
        'english_name',
        'original_name',
        'hide_from_user',
        'recommended_portion_grams',
        'ingredient_group_id',
        'allergens',
        'diets',
        'animal_origins',
        'gluten_cereals',
        'fact_reasons',
        'weight_yield_factors',
        'nutrient_retention_factors',
        ...NUTRIENTS.map((n) => n.column),
      ];
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO ingredient (name, source, fcdb, external_id, ${columns.join(', ')})
         SELECT $2, $3, $4, $5, ${columns.join(', ')} FROM ingredient WHERE id = $1 RETURNING id`,
        [id, overrides.name, overrides.source, overrides.fcdb, overrides.externalId],
      );
      const copy = Number(row.id);
      await tx.query(
        'INSERT INTO ingredient_name_translation (ingredient_id, language_code, translation) SELECT $2, language_code, translation FROM ingredient_name_translation WHERE ingredient_id = $1',
        [id, copy],
      );
      await tx.query(
        'INSERT INTO unit (ingredient_id, name, quantity_in_grams, description) SELECT $2, name, quantity_in_grams, description FROM unit WHERE ingredient_id = $1',
        [id, copy],
      );
      await tx.query(
        'INSERT INTO ingredient_food_group (ingredient_id, food_group_id) SELECT $2, food_group_id FROM ingredient_food_group WHERE ingredient_id = $1',
        [id, copy],
      );
      await tx.query(
        'INSERT INTO ingredient_langual (ingredient_id, langual_code) SELECT $2, langual_code FROM ingredient_langual WHERE ingredient_id = $1',
        [id, copy],
      );
      await tx.query(
        'INSERT INTO food_restriction_ingredient (food_restriction_id, ingredient_id) SELECT food_restriction_id, $2 FROM food_restriction_ingredient WHERE ingredient_id = $1',
        [id, copy],
      );
      return copy;
    },
  };
}

/** What an import reads: the ingredient in the source context, and whether it was imported here before. */
function importReads(tx: SqlRunner) {
  return {
    /** Everything an import copies, read from the source context. */
    async exportForImport(id: number): Promise<ImportedIngredient | undefined> {
      if (!isDbInt(id)) return undefined;
      const [r] = await tx.query<Record<string, unknown>>('SELECT * FROM ingredient WHERE id = $1', [id]);
      if (!r) return undefined;
      const translations = await tx.query<{ language_code: string; translation: string }>(
        'SELECT language_code, translation FROM ingredient_name_translation WHERE ingredient_id = $1',
        [id],
      );
      const units = await tx.query<{ name: string; quantity_in_grams: number; description: string | null }>(
        'SELECT name, quantity_in_grams, description FROM unit WHERE ingredient_id = $1 ORDER BY id',
        [id],
      );
      const langual = await tx.query<{ langual_code: string }>(
        'SELECT langual_code FROM ingredient_langual WHERE ingredient_id = $1',
        [id],
      );
      const groups = await tx.query<{ source_code: string }>(
        `SELECT fg.source_code FROM ingredient_food_group ifg JOIN food_group fg ON fg.id = ifg.food_group_id
         WHERE ifg.ingredient_id = $1 AND fg.source_code IS NOT NULL`,
        [id],
      );
      return {
        row: r,
        translations,
        units,
        langual: langual.map((l) => l.langual_code),
        groupSourceCodes: groups.map((g) => g.source_code),
      };
    },

    /** Serialises concurrent imports of the same food until the transaction ends. */
    async lockOrigin(fcdb: string, externalId: string): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${fcdb}:${externalId}`]);
    },

    /** Whether another country context's tables exist in this database (a server may hold only some contexts). */
    async contextExists(schema: string): Promise<boolean> {
      const [row] = await tx.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [`${schema}.ingredient`]);
      return row?.t != null;
    },

    async findByOrigin(fcdb: string, externalId: string): Promise<number | undefined> {
      const [row] = await tx.query<{ id: number }>('SELECT id FROM ingredient WHERE fcdb = $1 AND external_id = $2', [
        fcdb,
        externalId,
      ]);
      return row ? Number(row.id) : undefined;
    },
  };
}

/** An imported ingredient written with its translations, units, LanguaL codes and groups. */
function importWrites(tx: SqlRunner) {
  const ingredients = createIngredientsRepository(tx);
  return {
    /** Writes an imported ingredient (visible, no display name); returns its id. */
    async insertImported(data: ImportedIngredient, origin: { fcdb: string; externalId: string }): Promise<number> {
      const r = data.row;
      const columns = [
        'name',
        'english_name',
        'original_name',
        'source',
        'fcdb',
        'external_id',
        'recommended_portion_grams',
        'allergens',
        'diets',
        'animal_origins',
        'gluten_cereals',
        'fact_reasons',
        'weight_yield_factors',
        'nutrient_retention_factors',
        ...NUTRIENTS.map((n) => n.column),
      ];
      const values = [
        r.name,
        r.english_name,
        r.original_name,
        r.source,
        origin.fcdb,
        origin.externalId,
        r.recommended_portion_grams,
        r.allergens,
        r.diets,
        r.animal_origins ?? null,
        r.gluten_cereals ?? null,
        r.fact_reasons == null ? null : JSON.stringify(r.fact_reasons),
        JSON.stringify(r.weight_yield_factors ?? []),
        JSON.stringify(r.nutrient_retention_factors ?? []),
        ...NUTRIENTS.map((n) => r[n.column] ?? null),
      ];
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO ingredient (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        values,
      );
      const id = Number(row.id);
      await ingredients.replaceTranslations(
        id,
        data.translations.map((t) => ({ languageCode: t.language_code, translation: t.translation })),
      );
      if (data.units.length) {
        await tx.query(
          `INSERT INTO unit (ingredient_id, name, quantity_in_grams, description)
           SELECT $1, x.name, x.grams, x.description FROM json_to_recordset($2::json) AS x(name text, grams float8, description text)`,
          [
            id,
            JSON.stringify(
              data.units.map((u) => ({ name: u.name, grams: Number(u.quantity_in_grams), description: u.description })),
            ),
          ],
        );
      }
      if (data.langual.length) await ingredients.replaceLangual(id, data.langual);
      if (data.groupSourceCodes.length) {
        await tx.query(
          'INSERT INTO ingredient_food_group (ingredient_id, food_group_id) SELECT $1, id FROM food_group WHERE source_code = ANY($2::text[])',
          [id, data.groupSourceCodes],
        );
      }
      return id;
    },
  };
}

export type IngredientCopyRepository = ReturnType<typeof createIngredientCopyRepository>;
