/**
 * Idempotency keys of the creates other than recipes (food groups and restrictions, ingredient duplicates, display names) (those keep theirs in recipe_id): a retried create
 * under the same key returns what the first call created instead of creating it twice.
 */
import type { SqlRunner } from '../db/client';

export function createIdempotencyRepository(tx: SqlRunner) {
  return {
    /**
     * Claims `key` for `operation`. Returns undefined when this call claimed it, or the id a previous call
     * under the same key created (null when it has not bound one). A concurrent retry waits on the claim.
     */
    async claim(principal: string, operation: string, key: string): Promise<number | null | undefined> {
      const claimed = await tx.query(
        'INSERT INTO idempotency_key (principal, operation, key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
        [principal, operation, key],
      );
      if (claimed.length) return undefined;
      const [previous] = await tx.query<{ resource_id: number | null }>(
        'SELECT resource_id FROM idempotency_key WHERE principal = $1 AND operation = $2 AND key = $3',
        [principal, operation, key],
      );
      return previous?.resource_id ? Number(previous.resource_id) : null;
    },

    async bind(principal: string, operation: string, key: string, id: number): Promise<void> {
      await tx.query('UPDATE idempotency_key SET resource_id = $4 WHERE principal = $1 AND operation = $2 AND key = $3', [
        principal,
        operation,
        key,
        id,
      ]);
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
