import { HttpError } from '../http/errors';
/**
 * A tiny parameter collector for hand-written SQL: every user value goes through `p(value)`, which
 * returns its `$n` placeholder. SQL text is only ever built from constants and placeholders.
 */
export class Params {
  readonly values: unknown[] = [];

  p(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE wildcards so user text matches literally inside `%...%`. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Drops null and undefined properties (the response serialiser would print 0 or "" for them). */
export function compact<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = v;
  return out as T;
}

/** PostgreSQL returns numerics and bigints as strings through node-postgres; doubles as numbers. */
export function num(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function iso(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The largest value of a PostgreSQL `integer` (ids are serial): bigger ids cannot exist. */
export const MAX_DB_INT = 2_147_483_647;
export const isDbInt = (n: number) => Number.isInteger(n) && n >= -MAX_DB_INT - 1 && n <= MAX_DB_INT;

/**
 * Input the documents allow but the database types cannot hold (an int64 id beyond `integer`, say)
 * fails inside PostgreSQL; that is the caller's mistake, so it is answered 400, never 500.
 */
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
