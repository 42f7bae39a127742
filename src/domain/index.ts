/** Pure domain code shared by the SPA and the servers. */
export * from './catalogueEnums';
export * from './planningEnums';
export * from './energy';
export * from './childEnergy';
export * from './nutrientReferences';
export * from './nutrition';
export * from './energySplit';
export * from './recommenderSettings';
export * from './languages';
export * from './recipeNutrition';
export * from './mealDivisions';
export * from './foodGroups';
export * from './ingredientQuality';
export * from './foodFacts';
export * from './foodFactRules';
export * from './foodFactEdits';
export * from './recipeSuitability';
