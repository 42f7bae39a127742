/** Food restriction rows (food_restriction) and the ingredients they exclude (food_restriction_ingredient). */
import type { SqlRunner } from '../../db/client';
import { compact } from '../../db';
import type { components } from '../../generated/api.schema.generated';

export type FoodRestriction = components['schemas']['FoodRestriction'];

export function createFoodRestrictionsRepository(tx: SqlRunner) {
  return {
    async exists(id: number, forUpdate = false): Promise<boolean> {
      return (await tx.query(`SELECT 1 FROM food_restriction WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id])).length > 0;
    },

    async find(id: number): Promise<FoodRestriction | undefined> {
      const [row] = await tx.query<{ id: number; name: string; enabled: boolean }>(
        'SELECT id, name, enabled FROM food_restriction WHERE id = $1',
        [id],
      );
      if (!row) return undefined;
      const excluded = await tx.query<{ id: number; name: string; english_name: string | null }>(
        `SELECT i.id, i.name, i.english_name FROM food_restriction_ingredient fri JOIN ingredient i ON i.id = fri.ingredient_id
         WHERE fri.food_restriction_id = $1 ORDER BY i.name, i.id`,
        [id],
      );
      return {
        idFoodRestriction: Number(row.id),
        name: row.name,
        enabled: row.enabled,
        ingredientsToExclude: excluded.map((i) =>
          compact({ idIngredient: Number(i.id), name: i.name, englishName: i.english_name ?? undefined }),
        ),
      };
    },

    /** Another restriction with this name (case and surrounding blanks ignored), if any. */
    async idByName(name: string, except?: number): Promise<number | undefined> {
      const [row] = await tx.query<{ id: number }>(
        'SELECT id FROM food_restriction WHERE lower(trim(name)) = lower(trim($1)) AND id IS DISTINCT FROM $2 LIMIT 1',
        [name, except ?? null],
      );
      return row ? Number(row.id) : undefined;
    },

    async insert(name: string, enabled: boolean): Promise<number> {
      const [row] = await tx.query<{ id: number }>('INSERT INTO food_restriction (name, enabled) VALUES ($1, $2) RETURNING id', [
        name,
        enabled,
      ]);
      return Number(row.id);
    },

    async update(id: number, name: string, enabled: boolean): Promise<void> {
      await tx.query('UPDATE food_restriction SET name = $2, enabled = $3 WHERE id = $1', [id, name, enabled]);
    },

    /** Ids among `ids` that are no ingredient of this context. */
    async missingIngredients(ids: readonly number[]): Promise<number[]> {
      const found = await tx.query<{ id: number }>('SELECT id FROM ingredient WHERE id = ANY($1::int[])', [ids]);
      const present = new Set(found.map((r) => Number(r.id)));
      return ids.filter((id) => !present.has(id));
    },

    /** Makes `ingredientIds` the restriction's whole exclusion list. */
    async replaceExcluded(id: number, ingredientIds: readonly number[]): Promise<void> {
      await tx.query(
        'DELETE FROM food_restriction_ingredient WHERE food_restriction_id = $1 AND NOT (ingredient_id = ANY($2::int[]))',
        [id, ingredientIds],
      );
      await tx.query(
        'INSERT INTO food_restriction_ingredient (food_restriction_id, ingredient_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [id, ingredientIds],
      );
    },

    async remove(id: number): Promise<void> {
      await tx.query('DELETE FROM food_restriction WHERE id = $1', [id]);
    },
  };
}

export type FoodRestrictionsRepository = ReturnType<typeof createFoodRestrictionsRepository>;
