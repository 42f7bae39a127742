/**
 * Idempotency keys of the creates (recipes keep the id they created in `recipe_id`, the others in `resource_id`):
 * a retried create under the same key and the same body returns what the first call created instead of creating
 * it twice. A key is bound to its request: reused with a different body, or by another caller or operation, it is
 * refused with 422 IDEMPOTENCY_KEY_MISMATCH and nothing is written.
 */
import { createHash } from 'node:crypto';
import type { SqlRunner } from '../db/client';
import { HttpError } from '../http/errors';

/** JSON with object keys sorted, so that the same body sent with its fields in another order hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint a key is bound to: SHA-256 of the body's canonical JSON. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

function mismatch(key: string, why: string): HttpError {
  return new HttpError(
    422,
    'IDEMPOTENCY_KEY_MISMATCH',
    `Idempotency-Key ${key} was already used ${why}; nothing was written. Send a new key for a new request`,
    'Idempotency-Key',
  );
}

/** Which column holds the id a key's create made. */
type ResourceColumn = 'recipe_id' | 'resource_id';

/**
 * Claims `key` for (`principal`, `operation`, `fingerprint`). Returns undefined when this call claimed it, or the id
 * a previous call with the same request created (null when it has not bound one, or the row is gone). Throws 422
 * when the key was used with another body, operation or caller. A concurrent retry waits on the claim.
 */
export async function claimIdempotencyKey(
  tx: SqlRunner,
  column: ResourceColumn,
  principal: string,
  operation: string,
  key: string,
  fingerprint: string,
): Promise<number | null | undefined> {
  const others = await tx.query<{ principal: string; operation: string }>(
    'SELECT principal, operation FROM idempotency_key WHERE key = $1 AND (principal <> $2 OR operation <> $3) LIMIT 1',
    [key, principal, operation],
  );
  if (others.length > 0)
    throw mismatch(
      key,
      others[0].principal === principal ? `for another operation (${others[0].operation})` : 'by another caller',
    );
  const claimed = await tx.query(
    'INSERT INTO idempotency_key (principal, operation, key, request_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key',
    [principal, operation, key, fingerprint],
  );
  if (claimed.length) return undefined;
  const [previous] = await tx.query<{ id: number | null; request_hash: string | null }>(
    `SELECT ${column} AS id, request_hash FROM idempotency_key WHERE principal = $1 AND operation = $2 AND key = $3`,
    [principal, operation, key],
  );
  if (previous?.request_hash && previous.request_hash !== fingerprint) throw mismatch(key, 'with a different body');
  return previous?.id ? Number(previous.id) : null;
}

export function createIdempotencyRepository(tx: SqlRunner) {
  return {
    /** See `claimIdempotencyKey`; `body` is the request's body (or what identifies the request). */
    claim(principal: string, operation: string, key: string, body: unknown): Promise<number | null | undefined> {
      return claimIdempotencyKey(tx, 'resource_id', principal, operation, key, requestFingerprint(body));
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
