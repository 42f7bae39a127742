import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryFor } from './baseQuery';

/**
 * The empty root of the search backend. Its endpoints are injected by
 * `generated/searchApi.generated.ts` (generated from openapi/search.yaml) and enhanced in `searchApi.ts`.
 */
export const searchApiBase = createApi({
  reducerPath: 'searchApi',
  baseQuery: baseQueryFor('search'),
  endpoints: () => ({}),
});
