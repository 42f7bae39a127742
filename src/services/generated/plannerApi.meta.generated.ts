/* eslint-disable */
// DO NOT EDIT. Generated from openapi/planner.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

/** Operations whose 200 answer carries the total in the x-result-count header. */
export const plannerApiPagedOperations = [] as const;

/** The roles each operation admits (x-roles in the document). */
export const plannerApiOperationRoles: Record<string, readonly string[]> = {
  "createSimulationProfile": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "createWeekPlan": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "deleteSimulationProfile": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getDbContexts": [
    "admin"
  ],
  "getMealPlanningTest": [
    "nutritionist"
  ],
  "getMealReplacements": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getNutritionalNeeds": [
    "admin",
    "nutritionist"
  ],
  "getRecipeReplacements": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getSimulationProfile": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getUserMealPlan": [
    "admin",
    "nutritionist"
  ],
  "listSimulationProfiles": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "runMealPlanningTest": [
    "nutritionist"
  ],
  "simulate": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "simulateNutritionalNeeds": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "updateSimulationProfile": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ]
};
