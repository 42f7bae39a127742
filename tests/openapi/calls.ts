/**
 * Every call the product specification names (its lists of calls for the catalogue and the planner), and the calls whose
 * path the specification leaves open, by the document that must hold it. Trailing slashes are
 * compared loosely (the specification writes both `/recipe/` and `/recipe/{id}`).
 */
export type Doc = 'api' | 'search' | 'planner';
export type Call = [method: string, path: string];

export const namedCalls: Record<Doc, Call[]> = {
  search: [
    ['GET', '/recipes'],
    ['GET', '/recipes/stats'],
    ['GET', '/ingredients'],
  ],
  api: [
    // Recipes
    ['GET', '/recipe/{id}'],
    ['POST', '/recipe/'],
    ['DELETE', '/recipe/{id}'],
    ['GET', '/tag'],
    ['GET', '/recipe/generateTags'],
    ['GET', '/recipe/food-restrictions'],
    ['GET', '/food-restrictions'],
    ['GET', '/recipe/recipe-source'],
    ['GET', '/recipe/export'],
    ['GET', '/account/authors'],
    ['GET', '/languages'],
    // Recipe photos, under the /API prefix
    ['GET', '/API/recipes/{id}/photos'],
    ['GET', '/API/recipes/photos/{idRecipePhoto}/thumbnail'],
    ['POST', '/API/recipes/{id}/photos'],
    ['DELETE', '/API/recipes/photos'],
    ['GET', '/API/recipes/photos/moderation'],
    ['GET', '/API/recipes/photos/moderation/{id}'],
    ['POST', '/API/recipes/photos/{id}/moderation/approve'],
    ['POST', '/API/recipes/photos/{id}/moderation/reject'],
    // Ingredients
    ['GET', '/ingredient'],
    ['GET', '/ingredient/{id}'],
    ['POST', '/ingredient/{idIngredient}'],
    ['POST', '/ingredient/{id}/duplicate'],
    ['DELETE', '/ingredient/{id}'],
    ['POST', '/ingredient/import'],
    ['POST', '/ingredient/{id}/visibility'],
    ['GET', '/nuts'],
    ['GET', '/ingredient/available-units'],
    ['POST', '/ingredient/{id}/units'],
    ['GET', '/langual'],
    ['GET', '/langual/{id}/parent'],
    ['GET', '/langual/{id}/children'],
    // Display names
    ['GET', '/ingredientgroup'],
    ['GET', '/ingredientgroup/{id}'],
    ['POST', '/ingredientgroup'],
    ['PUT', '/ingredientgroup/{id}'],
    ['DELETE', '/ingredientgroup/{id}'],
    // Food groups
    ['GET', '/foodgroup/'],
    ['GET', '/foodgroup/{id}'],
    ['POST', '/foodgroup/'],
    ['DELETE', '/foodgroup/{id}'],
    ['POST', '/foodgroup/{idGroup}/ingredient'],
    ['DELETE', '/foodgroup/{id}/ingredient'],
    // Food restrictions
    ['GET', '/food-restrictions/{id}'],
    ['POST', '/food-restrictions/'],
    ['DELETE', '/food-restrictions/{id}'],
    // Users and contexts
    ['GET', '/user'],
    ['GET', '/user/{id}'],
    ['POST', '/user'],
    ['PUT', '/user/{id}/password'],
    ['DELETE', '/user/{id}'],
    ['GET', '/contexts'],
    // Settings (the planner's)
    ['GET', '/energy-estimation-equation'],
    ['POST', '/energy-estimation-equation'],
    ['GET', '/mealOfDayDivision/mealParts'],
    ['GET', '/mealOfDayDivision'],
    ['POST', '/mealOfDayDivision'],
    ['GET', '/enabled-dietary-restrictions'],
    ['POST', '/enabled-dietary-restrictions'],
    ['GET', '/energy-distribution'],
    ['POST', '/energy-distribution'],
    ['GET', '/recommender-settings'],
    ['POST', '/recommender-settings'],
    ['DELETE', '/recommender-settings'],
    // Usage statistics
    ['GET', '/usage-statistics/top-logged-ingredients'],
    ['GET', '/usage-statistics/top-logged-recipes'],
    ['GET', '/usage-statistics/top-logged-off-products'],
    ['GET', '/usage-statistics/top-logged-food-entries'],
    ['GET', '/usage-statistics/top-favorited-ingredients'],
    ['GET', '/usage-statistics/top-favorited-recipes'],
    ['GET', '/usage-statistics/restricted-ingredients-users-count'],
    ['GET', '/usage-statistics/dietary-restrictions-users-count'],
    ['GET', '/usage-statistics/rolling-active-users/daily'],
    ['GET', '/usage-statistics/rolling-active-users/weekly'],
    ['GET', '/usage-statistics/rolling-active-users/monthly'],
    ['GET', '/usage-statistics/meal-plan-adherence'],
    ['GET', '/usage-statistics/adherence-trend'],
    ['GET', '/usage-statistics/adherence-weight-change'],
    ['GET', '/usage-statistics/retention-curve'],
    ['GET', '/usage-statistics/users-enrolled'],
    ['GET', '/usage-statistics/users-active'],
  ],
  planner: [
    ['POST', '/mealPlanningTesting'],
    ['POST', '/simulate'],
    ['POST', '/simulate/recipeReplacements'],
    ['POST', '/simulate/nutritionalNeeds'],
    ['GET', '/nutritionalNeeds'],
    ['POST', '/simulate/profile'],
    ['PUT', '/simulate/profile/{id}'],
    ['GET', '/simulate/profile'],
    ['GET', '/simulate/profile/{id}'],
    ['DELETE', '/simulate/profile/{id}'],
    ['GET', '/administration/db-contexts'],
  ],
};

/**
 * Calls the specification names without a path: each must exist somewhere, found by operationId
 * (the documents choose the path).
 */
export const unnamedCalls: Record<Doc, string[]> = {
  api: ['listSimpleRecipes', 'getUserProfile', 'listContextUsers'],
  search: [],
  planner: ['createWeekPlan', 'getMealReplacements', 'getUserMealPlan'],
};
