import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryFor } from './baseQuery';

/**
 * The empty root of the api backend. Its endpoints are injected by
 * `generated/appApi.generated.ts` (generated from openapi/api.yaml) and enhanced in `appApi.ts`.
 */
export const appApiBase = createApi({
  reducerPath: 'appApi',
  baseQuery: baseQueryFor('api'),
  endpoints: () => ({}),
});
