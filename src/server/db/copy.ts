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
