import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { resultCount } from './baseQuery';

/** A page of a list call: the rows plus the total the server reported in `x-result-count`. */
export interface Page<T> {
  items: T[];
  total: number;
}

export function toPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): Page<T> {
  return { items, total: resultCount(meta, items.length) };
}
