/* eslint-disable */
// DO NOT EDIT. Generated from openapi/api.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

/** Operations whose 200 answer carries the total in the x-result-count header. */
export const appApiPagedOperations = [
  "listContextUsers",
  "listIngredientGroups",
  "listIngredients",
  "listLangualTerms",
  "listSimpleRecipes",
  "listUsers"
] as const;

/** The roles each operation admits (x-roles in the document). */
export const appApiOperationRoles: Record<string, readonly string[]> = {
  "addFoodGroupIngredients": [
    "admin",
    "nutritionist"
  ],
  "approveRecipePhoto": [
    "admin",
    "nutritionist"
  ],
  "createIngredientGroup": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "createUser": [
    "admin"
  ],
  "deleteFoodGroup": [
    "admin",
    "nutritionist"
  ],
  "deleteFoodRestriction": [
    "admin",
    "nutritionist"
  ],
  "deleteIngredient": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "deleteIngredientGroup": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "deleteRecipe": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "deleteRecipePhotos": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "deleteUser": [
    "admin"
  ],
  "duplicateIngredient": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "exportDatabase": [
    "admin",
    "bulk-export"
  ],
  "generateRecipeTags": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getAdherenceTrend": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getAdherenceWeightChange": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getDailyRollingActiveUsers": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getDietaryRestrictionsUsersCount": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getEnabledDietaryRestrictions": [
    "admin"
  ],
  "getEnergyDistribution": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getEnergyEstimationEquation": [
    "admin"
  ],
  "getFoodGroup": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getFoodRestriction": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getIngredient": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getIngredientGroup": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getLanguages": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getLangualChildren": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getLangualParent": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getLangualTerm": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getMealPlanAdherence": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getMonthlyRollingActiveUsers": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getPhotoModerationEntry": [
    "admin",
    "nutritionist"
  ],
  "getRecipe": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getRecipePhotoImage": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getRecipePhotos": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getRecipePhotoThumbnail": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getRecommenderSettings": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getRestrictedIngredientsUsersCount": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getRetentionCurve": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getTopFavoritedIngredients": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getTopFavoritedRecipes": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getTopLoggedFoodEntries": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getTopLoggedIngredients": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getTopLoggedOffProducts": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getTopLoggedRecipes": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getUser": [
    "admin"
  ],
  "getUserProfile": [
    "admin"
  ],
  "getUsersActive": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getUsersEnrolled": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "getWeeklyRollingActiveUsers": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "importIngredient": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "listAvailableUnits": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listContexts": [
    "admin"
  ],
  "listContextUsers": [
    "admin"
  ],
  "listFoodGroups": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listFoodRestrictions": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listIngredientGroups": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listIngredients": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listLangualTerms": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listMealOfDayDivisions": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listMealParts": [
    "admin"
  ],
  "listNutsRegions": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listPhotosForModeration": [
    "admin",
    "nutritionist"
  ],
  "listRecipeAuthors": [
    "admin"
  ],
  "listRecipeFoodRestrictions": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listRecipeSources": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listSimpleRecipes": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listTags": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "listUsers": [
    "admin"
  ],
  "rejectRecipePhoto": [
    "admin",
    "nutritionist"
  ],
  "removeFoodGroupIngredient": [
    "admin",
    "nutritionist"
  ],
  "resetRecommenderSettings": [
    "admin"
  ],
  "resetUserPassword": [
    "admin"
  ],
  "saveEnabledDietaryRestrictions": [
    "admin"
  ],
  "saveEnergyDistribution": [
    "admin"
  ],
  "saveEnergyEstimationEquation": [
    "admin"
  ],
  "saveFoodGroup": [
    "admin",
    "nutritionist"
  ],
  "saveFoodRestriction": [
    "admin",
    "nutritionist"
  ],
  "saveIngredient": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "saveIngredientUnits": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "saveMealOfDayDivisions": [
    "admin"
  ],
  "saveRecipe": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ],
  "saveRecommenderSettings": [
    "admin"
  ],
  "setIngredientVisibility": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "updateIngredientGroup": [
    "admin",
    "nutritionist",
    "ambassador"
  ],
  "uploadRecipePhotos": [
    "admin",
    "nutritionist",
    "ambassador",
    "user"
  ]
};
