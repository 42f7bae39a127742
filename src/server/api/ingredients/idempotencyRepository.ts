/** Idempotency keys of the ingredient and display-name creates (duplicateIngredient, createIngredientGroup). */
import type { SqlRunner } from '../../db/client';

export function createIdempotencyRepository(tx: SqlRunner) {
  return {
    /**
     * Claims `key` for `operation`. Returns undefined when this call claimed it, else the id the first call
     * created (null when it has not recorded one). A concurrent retry waits on the claim, then sees the first call's result.
     */
    async claim(principal: string, operation: string, key: string): Promise<number | null | undefined> {
      const claimed = await tx.query(
        'INSERT INTO idempotency_key (principal, operation, key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
        [principal, operation, key]);
      if (claimed.length) return undefined;
      const [row] = await tx.query<{ result_id: number | null }>(
        'SELECT result_id FROM idempotency_key WHERE principal = $1 AND operation = $2 AND key = $3', [principal, operation, key]);
      return row?.result_id == null ? null : Number(row.result_id);
    },
    async bind(principal: string, operation: string, key: string, id: number): Promise<void> {
      await tx.query('UPDATE idempotency_key SET result_id = $4 WHERE principal = $1 AND operation = $2 AND key = $3', [principal, operation, key, id]);
    },
  };
}
