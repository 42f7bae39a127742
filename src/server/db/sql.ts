/**
 * Helpers for the hand-written SQL of repositories. Every user value goes through `Params.p(value)`,
 * which returns its `$n` placeholder: SQL text is only ever built from constants and placeholders.
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

/** The largest value of a PostgreSQL `integer` (ids are serial): bigger ids cannot exist. */
export const MAX_DB_INT = 2_147_483_647;
export const isDbInt = (n: number) => Number.isInteger(n) && n >= -MAX_DB_INT - 1 && n <= MAX_DB_INT;
