/** Food group rows (food_group) and their members (ingredient_food_group), mapped to the API shapes. */
import type { SqlRunner } from '../../db/client';
import { compact } from '../../db';
import type { components } from '../../generated/api.schema.generated';

export type FoodGroup = components['schemas']['FoodGroup'];
export type FoodGroupSummary = components['schemas']['FoodGroupSummary'];

export interface FoodGroupRow {
  id: number;
  name: string;
  known_food_group_type: string | null;
}

export function createFoodGroupsRepository(tx: SqlRunner) {
  return {
    async list(): Promise<FoodGroupSummary[]> {
      const rows = await tx.query<FoodGroupRow & { ingredient_count: string | number }>(
        `SELECT fg.id, fg.name, fg.known_food_group_type,
           (SELECT count(*) FROM ingredient_food_group ifg WHERE ifg.food_group_id = fg.id) AS ingredient_count
         FROM food_group fg ORDER BY fg.name, fg.id`,
      );
      return rows.map((r) =>
        compact({
          idGroup: Number(r.id),
          name: r.name,
          knownFoodGroupType: r.known_food_group_type ?? undefined,
          ingredientCount: Number(r.ingredient_count),
        }),
      );
    },

    /** The group row, locked against concurrent changes with `forUpdate`; undefined when it does not exist. */
    async findRow(id: number, forUpdate = false): Promise<FoodGroupRow | undefined> {
      const [row] = await tx.query<FoodGroupRow>(
        `SELECT id, name, known_food_group_type FROM food_group WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
        [id],
      );
      return row;
    },

    /** The group with its ingredients (by name), or undefined. */
    async find(id: number): Promise<FoodGroup | undefined> {
      const row = await this.findRow(id);
      if (!row) return undefined;
      const ingredients = await tx.query<{ id: number; name: string; english_name: string | null }>(
        `SELECT i.id, i.name, i.english_name FROM ingredient_food_group ifg JOIN ingredient i ON i.id = ifg.ingredient_id
         WHERE ifg.food_group_id = $1 ORDER BY i.name, i.id`,
        [id],
      );
      return compact({
        idGroup: Number(row.id),
        name: row.name,
        knownFoodGroupType: row.known_food_group_type ?? undefined,
        ingredients: ingredients.map((i) =>
          compact({ idIngredient: Number(i.id), name: i.name, englishName: i.english_name ?? undefined }),
        ),
      });
    },

    /** Another group with this name (case and surrounding blanks ignored), if any. */
    async idByName(name: string, except?: number): Promise<number | undefined> {
      const [row] = await tx.query<{ id: number }>(
        'SELECT id FROM food_group WHERE lower(trim(name)) = lower(trim($1)) AND id IS DISTINCT FROM $2 LIMIT 1',
        [name, except ?? null],
      );
      return row ? Number(row.id) : undefined;
    },

    async insert(name: string): Promise<number> {
      const [row] = await tx.query<{ id: number }>('INSERT INTO food_group (name) VALUES ($1) RETURNING id', [name]);
      return Number(row.id);
    },

    async rename(id: number, name: string): Promise<void> {
      await tx.query('UPDATE food_group SET name = $2 WHERE id = $1', [id, name]);
    },

    async remove(id: number): Promise<void> {
      await tx.query('DELETE FROM food_group WHERE id = $1', [id]);
    },

    /** Ids among `ids` that are no ingredient of this context. */
    async missingIngredients(ids: readonly number[]): Promise<number[]> {
      const found = await tx.query<{ id: number }>('SELECT id FROM ingredient WHERE id = ANY($1::int[])', [ids]);
      const present = new Set(found.map((r) => Number(r.id)));
      return ids.filter((id) => !present.has(id));
    },

    /** Adds the ingredients to the group; members already in it stay as they are. */
    async addIngredients(id: number, ingredientIds: readonly number[]): Promise<void> {
      await tx.query(
        `INSERT INTO ingredient_food_group (ingredient_id, food_group_id) SELECT unnest($2::int[]), $1 ON CONFLICT DO NOTHING`,
        [id, ingredientIds],
      );
    },

    async removeIngredient(id: number, ingredientId: number): Promise<void> {
      await tx.query('DELETE FROM ingredient_food_group WHERE food_group_id = $1 AND ingredient_id = $2', [id, ingredientId]);
    },
  };
}

export type FoodGroupsRepository = ReturnType<typeof createFoodGroupsRepository>;
