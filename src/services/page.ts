import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/** A page of a list call: the rows plus the total the server reported in `x-result-count`. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Reads the total of a list call from the `x-result-count` response header. */
function resultCount(meta: FetchBaseQueryMeta | undefined, fallback: number): number {
  const header = meta?.response?.headers.get('x-result-count');
  const total = header === null || header === undefined ? Number.NaN : Number(header);
  return Number.isFinite(total) ? total : fallback;
}

export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Page<T> {
  return { items, total: resultCount(meta, items.length) };
}
