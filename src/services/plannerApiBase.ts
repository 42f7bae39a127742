import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryFor } from './baseQuery';

/**
 * The empty root of the planner backend. Its endpoints are injected by
 * `generated/plannerApi.generated.ts` (generated from openapi/planner.yaml) and enhanced in `plannerApi.ts`.
 */
export const plannerApiBase = createApi({
  reducerPath: 'plannerApi',
  baseQuery: baseQueryFor('planner'),
  endpoints: () => ({}),
});
