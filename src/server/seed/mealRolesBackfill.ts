/**
 * A context seeded before recipes carried their meal roles (migration 0026), or a recipe written without them, has
 * NULL meal_roles: on start each such recipe gets the roles `deriveMealRoles` gives its name, its source's food code
 * (external_id) and its MEAL_TYPE tags, in the caller's transaction (derived: meal_roles_set_by stays NULL). Rows
 * that have roles are not read; nothing to do costs one scan of the recipe table, with no update. A change of the
 * derivation reaches the stored derived roles by a migration that clears them
 * (`UPDATE recipe SET meal_roles = NULL WHERE meal_roles_set_by IS NULL`); roles set by staff stay.
 */
import type { SqlRunner } from '../db/client';
import { storedMealRoles } from '../db/rows';

export async function backfillMealRoles(tx: SqlRunner): Promise<number> {
  const rows = await tx.query<{ id: number; name: string; external_id: string | null; meal_types: string[] | null }>(
    `SELECT r.id, r.name, r.external_id,
       (SELECT array_agg(t.name ORDER BY t.name) FROM recipe_tag t WHERE t.recipe_id = r.id AND t.category = 'MEAL_TYPE') AS meal_types
     FROM recipe r WHERE r.meal_roles IS NULL`,
  );
  if (rows.length === 0) return 0;
  const values = rows.map((r) => ({
    id: Number(r.id),
    roles: storedMealRoles({ name: r.name, external_id: r.external_id, meal_roles: null, mealTypes: r.meal_types ?? [] }),
  }));
  await tx.query(
    `UPDATE recipe r SET meal_roles = x.roles, meal_roles_set_by = NULL
     FROM json_to_recordset($1::json) AS x(id int, roles text[]) WHERE r.id = x.id`,
    [JSON.stringify(values)],
  );
  return values.length;
}
