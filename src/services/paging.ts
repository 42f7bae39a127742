import type { EndpointDefinitions, FetchBaseQueryMeta, OverrideResultType, ResultTypeFrom } from '@reduxjs/toolkit/query';
import { toPage, type Page } from './page';

type ElementOf<T> = T extends readonly (infer I)[] ? I : never;

/**
 * The generated definitions of the paged operations (their 200 answer carries x-result-count; codegen
 * lists them in `*.meta.generated.ts`), answering `{ items, total }` instead of a bare array.
 */
export type PagedDefinitions<Defs extends EndpointDefinitions, Names extends keyof Defs> = {
  [K in Names]: OverrideResultType<Defs[K], Page<ElementOf<ResultTypeFrom<Defs[K]>>>>;
};

type PagingOverrides<Defs extends EndpointDefinitions, Names extends keyof Defs> = {
  [K in Names]: {
    transformResponse: (
      items: ElementOf<ResultTypeFrom<Defs[K]>>[],
      meta: FetchBaseQueryMeta | undefined,
    ) => Page<ElementOf<ResultTypeFrom<Defs[K]>>>;
  };
};

/**
 * The overrides that read the total of every paged operation. Passed to `enhanceEndpoints` with
 * `PagedDefinitions` as its definitions, before the tag overrides (a later enhance keeps them).
 */
export function withPaging<Defs extends EndpointDefinitions, Names extends keyof Defs & string>(
  paged: readonly Names[],
): PagingOverrides<Defs, Names> {
  const overrides: Partial<Record<Names, { transformResponse: typeof toPage }>> = {};
  for (const name of paged) overrides[name] = { transformResponse: toPage };
  // Every name of `paged` now has its entry: the record is complete.
  return overrides as PagingOverrides<Defs, Names>;
}
