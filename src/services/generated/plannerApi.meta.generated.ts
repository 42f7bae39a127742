/* eslint-disable */
// DO NOT EDIT. Generated from openapi/planner.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

/** Operations whose 200 answer carries the total in the x-result-count header. */
export const plannerApiPagedOperations = [] as const;
