/**
 * What a PostgreSQL error means for the caller, read from its SQLSTATE (both drivers expose `code`,
 * and node-postgres/PGlite expose `detail`, `constraint`, `column` and `table` where PostgreSQL sends
 * them). The HTTP error mapper turns these into 4xx answers; nothing here knows about HTTP.
 */

export interface DatabaseErrorFields {
  code: string;
  message?: string;
  detail?: string;
  constraint?: string;
  column?: string;
  table?: string;
}

export type DatabaseErrorKind =
  /** 23505: a row with the same key exists. */
  | 'unique'
  /** 23503 on insert/update: the row refers to one that does not exist. */
  | 'missing-reference'
  /** 23503 on delete/update of a referenced row: other rows still use it. */
  | 'still-referenced'
  /** 23514, 23502, 22xxx, 54000: a value the column, check or type cannot hold. */
  | 'invalid-value'
  /** 40001, 40P01: the transaction lost a race; rerunning it may succeed. */
  | 'conflict';

export function asDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  // SQLSTATE: five characters, digits and upper-case letters (Node's own codes look like ERR_...).
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  return error as DatabaseErrorFields;
}

export function classifyDatabaseError(error: unknown): DatabaseErrorKind | undefined {
  const e = asDatabaseError(error);
  if (!e) return undefined;
  if (e.code === '23505') return 'unique';
  if (e.code === '23503') return /still referenced/i.test(e.detail ?? '') ? 'still-referenced' : 'missing-reference';
  if (e.code === '40001' || e.code === '40P01') return 'conflict';
  if (e.code === '23514' || e.code === '23502' || e.code.startsWith('22') || e.code === '54000') return 'invalid-value';
  return undefined;
}

export function isRetryableConflict(error: unknown): boolean {
  return classifyDatabaseError(error) === 'conflict';
}

/** `Key (email)=(a@b.c) already exists.` -> `email`; the column PostgreSQL names, when it names one. */
export function offendingColumn(error: DatabaseErrorFields): string | undefined {
  if (error.column) return error.column;
  const match = /^Key \(([^)]+)\)=/.exec(error.detail ?? '');
  return match
    ? match[1]
        .split(',')
        .map((c) => c.trim())
        .pop()
    : undefined;
}
