/** The unit rows of an ingredient and whether recipe lines use them. */
import type { SqlRunner } from '../../db/client';

export interface StoredUnit {
  id: number;
  name: string;
  quantityInGrams: number;
  usedByRecipes: boolean;
}

export function createUnitsRepository(tx: SqlRunner) {
  return {
    async ofIngredient(ingredientId: number): Promise<StoredUnit[]> {
      const rows = await tx.query<{ id: number; name: string; quantity_in_grams: number; used: boolean }>(
        `SELECT u.id, u.name, u.quantity_in_grams, EXISTS (SELECT 1 FROM recipe_ingredient ri WHERE ri.unit_id = u.id) AS used
         FROM unit u WHERE u.ingredient_id = $1 ORDER BY u.id FOR UPDATE OF u`,
        [ingredientId],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        quantityInGrams: Number(r.quantity_in_grams),
        usedByRecipes: r.used,
      }));
    },
    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length) await tx.query('DELETE FROM unit WHERE id = ANY($1::int[])', [ids]);
    },
    async update(id: number, name: string, grams: number): Promise<void> {
      await tx.query('UPDATE unit SET name = $2, quantity_in_grams = $3 WHERE id = $1', [id, name, grams]);
    },
    async insert(ingredientId: number, name: string, grams: number): Promise<void> {
      await tx.query('INSERT INTO unit (ingredient_id, name, quantity_in_grams) VALUES ($1, $2, $3)', [
        ingredientId,
        name,
        grams,
      ]);
    },
    /** Keeps recipe lines' unit names in step with a renamed unit. */
    async renameInLines(unitId: number, name: string): Promise<void> {
      await tx.query('UPDATE recipe_ingredient SET unit_name = $2 WHERE unit_id = $1 AND unit_name <> $2', [unitId, name]);
    },
  };
}
