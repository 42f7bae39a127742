import type { EndpointDefinitions, FetchBaseQueryMeta, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { toPage, type Page } from './page';

type ElementOf<T> = T extends readonly (infer I)[] ? I : never;

/**
 * The generated definitions with every paged operation (its 200 answer carries x-result-count,
 * listed by codegen in `*.meta.generated.ts`) answering `{ items, total }` instead of a bare array.
 */
export type PagedDefinitions<Defs extends EndpointDefinitions, Names extends keyof Defs> = Omit<Defs, Names> & {
  [K in Names]: OverrideResultType<Defs[K], Page<ElementOf<ResultTypeFrom<Defs[K]>>>>;
};

type EndpointConfig = Record<string, unknown>;

/**
 * Endpoint overrides that read the total of every paged operation, merged with the hand-written
 * overrides (tags and the like) of the same endpoints.
 */
export function withPaging<Names extends string>(
  paged: readonly Names[],
  overrides: Record<string, EndpointConfig>,
): Record<string, EndpointConfig> {
  const out: Record<string, EndpointConfig> = { ...overrides };
  for (const name of paged) {
    out[name] = {
      ...overrides[name],
      transformResponse: (items: unknown[], meta: FetchBaseQueryMeta | undefined) => toPage(items, meta),
    };
  }
  return out;
}
