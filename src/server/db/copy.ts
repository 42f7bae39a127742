/** Values the bulk loader accepts: arrays become PostgreSQL arrays, objects become JSON. */
export type CopyValue = string | number | boolean | null | undefined | readonly string[] | Record<string, unknown>;

function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Rows in COPY text format (tab-separated, \N for null). */
export function toCopyText(rows: readonly (readonly CopyValue[])[]): string {
  const out: string[] = [];
  for (const row of rows) {
    out.push(
      row
        .map((v) => {
          if (v === null || v === undefined) return '\\N';
          if (typeof v === 'string') return escapeText(v);
          if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '\\N';
          if (typeof v === 'boolean') return v ? 't' : 'f';
          if (Array.isArray(v)) return escapeText(arrayLiteral(v as readonly string[]));
          return escapeText(JSON.stringify(v));
        })
        .join('\t'),
    );
  }
  return out.join('\n') + '\n';
}

/** Rows per PostgreSQL `json_populate_recordset` batch. */
export const PG_COPY_BATCH = 5000;
/** Rows per PGlite COPY: one COPY text of millions of rows would pass V8's string limit. */
export const PGLITE_COPY_SLICE = 100_000;

/**
 * Rows encoded for one driver's bulk load (SqlRunner.copyEncoded), as UTF-8 bytes: PGlite COPY texts of up to
 * PGLITE_COPY_SLICE rows, or PostgreSQL JSON batches of up to PG_COPY_BATCH row objects. Pure, so it can be
 * built on a worker thread and its buffers moved to the thread that loads them.
 */
export interface EncodedRows {
  driver: 'pglite' | 'pg';
  rows: number;
  chunks: Uint8Array[];
}

export function encodeRows(
  driver: EncodedRows['driver'],
  columns: readonly string[],
  rows: readonly (readonly CopyValue[])[],
): EncodedRows {
  // TextEncoder gives each chunk an ArrayBuffer of its own (Buffer.from may share Node's pool), so it can be transferred.
  const utf8 = new TextEncoder();
  const chunks: Uint8Array[] = [];
  if (driver === 'pglite') {
    for (let i = 0; i < rows.length; i += PGLITE_COPY_SLICE) {
      chunks.push(utf8.encode(toCopyText(rows.slice(i, i + PGLITE_COPY_SLICE))));
    }
  } else {
    for (let i = 0; i < rows.length; i += PG_COPY_BATCH) {
      const batch = rows.slice(i, i + PG_COPY_BATCH).map((r) => Object.fromEntries(columns.map((c, j) => [c, r[j] ?? null])));
      chunks.push(utf8.encode(JSON.stringify(batch)));
    }
  }
  return { driver, rows: rows.length, chunks };
}
