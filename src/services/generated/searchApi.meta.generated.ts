/* eslint-disable */
// DO NOT EDIT. Generated from openapi/search.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

/** Operations whose 200 answer carries the total in the x-result-count header. */
export const searchApiPagedOperations = [
  "searchIngredients",
  "searchRecipes"
] as const;

/** The roles each operation admits (x-roles in the document). */
export const searchApiOperationRoles: Record<string, readonly string[]> = {
  "getRecipeStats": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "searchIngredients": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "searchRecipes": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ]
};
