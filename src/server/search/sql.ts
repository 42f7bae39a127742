/**
 * TRANSITIONAL: what the legacy ingredient search (ingredients.ts) still imports from here. The helpers
 * live in src/server/db; `withInputErrors` does for legacy handlers what the loader and the central
 * error mapper do for typed ones. Delete this file when ingredients.ts follows the pattern.
 */
import { HttpError } from '../http/errors';

export { likePattern, Params } from '../db/sql';
export { compact, num } from '../db/rows';

/** Input the documents allow but the database types cannot hold (an int64 id beyond `integer`, say) is the caller's mistake: 400. */
const INPUT_ERROR_CODES = new Set(['22003', '22P02', '22001', '2201B', '22007', '22008', '22021', '54000']);

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), if any. */
function nulField(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = nulField(v, `${at}[${i}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      const found = nulField(v, at ? `${at}.${k}` : k);
      if (found) return found;
    }
  }
  return undefined;
}

export function withInputErrors<T extends Record<string, (...args: never[]) => unknown>>(handlers: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    out[name] = async (...args: never[]) => {
      const request = args[0] as { query?: unknown; body?: unknown } | undefined;
      const field = nulField(request?.query, '') ?? nulField(request?.body, '');
      if (field !== undefined) throw new HttpError(400, 'VALIDATION_ERROR', `${field || 'body'} must not contain NUL characters`, field || 'body');
      try {
        return await handler(...args);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && INPUT_ERROR_CODES.has(code)) {
          throw new HttpError(400, 'VALIDATION_ERROR', 'A value of the request is out of range or malformed');
        }
        throw error;
      }
    };
  }
  return out as T;
}
