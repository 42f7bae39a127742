/** Drizzle relations, for relational queries such as `tx.query.recipe.findFirst({ with: { ingredients: true } })`. */
import { relations } from 'drizzle-orm';
import {
  foodGroup, foodRestriction, foodRestrictionIngredient, ingredient, ingredientFoodGroup, ingredientGroup,
  ingredientGroupTranslation, ingredientLangual, ingredientNameTranslation, unit,
} from './catalogue';
import { scaledRecipe, weekPlan } from './planning';
import { photoModeration, recipe, recipeIngredient, recipePhoto, recipeTag } from './recipes';
import { langualDescriptor } from './shared';
import {
  appUser, household, userActivityLevel, userDietaryRestriction, userEnergyDistribution, userHeightLog,
  userMealOfDayDivision, userWeightLog,
} from './users';

export const recipeRelations = relations(recipe, ({ many }) => ({
  ingredients: many(recipeIngredient), tags: many(recipeTag), photos: many(recipePhoto),
}));
export const recipeIngredientRelations = relations(recipeIngredient, ({ one }) => ({
  recipe: one(recipe, { fields: [recipeIngredient.recipeId], references: [recipe.id] }),
  ingredient: one(ingredient, { fields: [recipeIngredient.ingredientId], references: [ingredient.id] }),
  unit: one(unit, { fields: [recipeIngredient.unitId], references: [unit.id] }),
}));
export const recipeTagRelations = relations(recipeTag, ({ one }) => ({
  recipe: one(recipe, { fields: [recipeTag.recipeId], references: [recipe.id] }),
}));
export const recipePhotoRelations = relations(recipePhoto, ({ one, many }) => ({
  recipe: one(recipe, { fields: [recipePhoto.recipeId], references: [recipe.id] }), moderation: many(photoModeration),
}));
export const photoModerationRelations = relations(photoModeration, ({ one }) => ({
  photo: one(recipePhoto, { fields: [photoModeration.recipePhotoId], references: [recipePhoto.id] }),
}));

export const ingredientRelations = relations(ingredient, ({ one, many }) => ({
  units: many(unit), groups: many(ingredientFoodGroup), langual: many(ingredientLangual),
  nameTranslations: many(ingredientNameTranslation), recipeIngredients: many(recipeIngredient),
  foodRestrictions: many(foodRestrictionIngredient),
  ingredientGroup: one(ingredientGroup, { fields: [ingredient.ingredientGroupId], references: [ingredientGroup.id] }),
}));
export const unitRelations = relations(unit, ({ one }) => ({
  ingredient: one(ingredient, { fields: [unit.ingredientId], references: [ingredient.id] }),
}));
export const ingredientNameTranslationRelations = relations(ingredientNameTranslation, ({ one }) => ({
  ingredient: one(ingredient, { fields: [ingredientNameTranslation.ingredientId], references: [ingredient.id] }),
}));
export const foodGroupRelations = relations(foodGroup, ({ many }) => ({ ingredients: many(ingredientFoodGroup) }));
export const ingredientFoodGroupRelations = relations(ingredientFoodGroup, ({ one }) => ({
  ingredient: one(ingredient, { fields: [ingredientFoodGroup.ingredientId], references: [ingredient.id] }),
  foodGroup: one(foodGroup, { fields: [ingredientFoodGroup.foodGroupId], references: [foodGroup.id] }),
}));
export const ingredientLangualRelations = relations(ingredientLangual, ({ one }) => ({
  ingredient: one(ingredient, { fields: [ingredientLangual.ingredientId], references: [ingredient.id] }),
  descriptor: one(langualDescriptor, { fields: [ingredientLangual.langualCode], references: [langualDescriptor.code] }),
}));
export const ingredientGroupRelations = relations(ingredientGroup, ({ many }) => ({
  ingredients: many(ingredient), nameTranslations: many(ingredientGroupTranslation),
}));
export const ingredientGroupTranslationRelations = relations(ingredientGroupTranslation, ({ one }) => ({
  ingredientGroup: one(ingredientGroup, { fields: [ingredientGroupTranslation.ingredientGroupId], references: [ingredientGroup.id] }),
}));
export const foodRestrictionRelations = relations(foodRestriction, ({ many }) => ({ ingredientsToExclude: many(foodRestrictionIngredient) }));
export const foodRestrictionIngredientRelations = relations(foodRestrictionIngredient, ({ one }) => ({
  foodRestriction: one(foodRestriction, { fields: [foodRestrictionIngredient.foodRestrictionId], references: [foodRestriction.id] }),
  ingredient: one(ingredient, { fields: [foodRestrictionIngredient.ingredientId], references: [ingredient.id] }),
}));

export const appUserRelations = relations(appUser, ({ one, many }) => ({
  household: one(household, { fields: [appUser.householdId], references: [household.id] }),
  weightLogs: many(userWeightLog), heightLogs: many(userHeightLog), activityLevels: many(userActivityLevel),
  mealOfDayDivisions: many(userMealOfDayDivision), dietaryRestrictions: many(userDietaryRestriction),
  energyDistribution: one(userEnergyDistribution), weekPlans: many(weekPlan),
}));
export const householdRelations = relations(household, ({ many }) => ({ users: many(appUser) }));
export const userWeightLogRelations = relations(userWeightLog, ({ one }) => ({ user: one(appUser, { fields: [userWeightLog.userId], references: [appUser.id] }) }));
export const userHeightLogRelations = relations(userHeightLog, ({ one }) => ({ user: one(appUser, { fields: [userHeightLog.userId], references: [appUser.id] }) }));
export const userActivityLevelRelations = relations(userActivityLevel, ({ one }) => ({ user: one(appUser, { fields: [userActivityLevel.userId], references: [appUser.id] }) }));
export const userMealOfDayDivisionRelations = relations(userMealOfDayDivision, ({ one }) => ({
  user: one(appUser, { fields: [userMealOfDayDivision.userId], references: [appUser.id] }),
  recipe: one(recipe, { fields: [userMealOfDayDivision.recipeId], references: [recipe.id] }),
  ingredient: one(ingredient, { fields: [userMealOfDayDivision.ingredientId], references: [ingredient.id] }),
}));
export const userDietaryRestrictionRelations = relations(userDietaryRestriction, ({ one }) => ({
  user: one(appUser, { fields: [userDietaryRestriction.userId], references: [appUser.id] }),
}));
export const userEnergyDistributionRelations = relations(userEnergyDistribution, ({ one }) => ({
  user: one(appUser, { fields: [userEnergyDistribution.userId], references: [appUser.id] }),
}));
export const weekPlanRelations = relations(weekPlan, ({ one, many }) => ({
  user: one(appUser, { fields: [weekPlan.userId], references: [appUser.id] }), scaledRecipes: many(scaledRecipe),
}));
export const scaledRecipeRelations = relations(scaledRecipe, ({ one }) => ({
  weekPlan: one(weekPlan, { fields: [scaledRecipe.weekPlanId], references: [weekPlan.id] }),
  recipe: one(recipe, { fields: [scaledRecipe.recipeId], references: [recipe.id] }),
  mealOfDayDivision: one(userMealOfDayDivision, { fields: [scaledRecipe.mealOfDayDivisionId], references: [userMealOfDayDivision.id] }),
}));
