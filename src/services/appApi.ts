import type { DefinitionsFromApi } from '@reduxjs/toolkit/query';
import { appApiGenerated } from './generated/appApi.generated';
import { appApiPagedOperations } from './generated/appApi.meta.generated';
import { withPaging, type PagedDefinitions } from './paging';
import { byId, invalidates, providesList, providesOne, providesWhole } from './tagRules';

type Definitions = PagedDefinitions<DefinitionsFromApi<typeof appApiGenerated>, (typeof appApiPagedOperations)[number]>;

export const appTagTypes = [
  'Recipe',
  'RecipePhoto',
  'PhotoModeration',
  'Ingredient',
  'IngredientGroup',
  'FoodGroup',
  'FoodRestriction',
  'User',
  'Settings',
  'Lookup',
] as const;

/** The app API: catalogue, photos, users, contexts, settings, usage statistics, export. */
export const appApi = appApiGenerated.enhanceEndpoints<(typeof appTagTypes)[number], Definitions>({
  addTagTypes: appTagTypes,
  endpoints: withPaging(appApiPagedOperations, {
    getRecipe: providesOne('Recipe', byId),
    saveRecipe: {
      invalidatesTags: (result: { data?: { idRecipe?: number } } | undefined) =>
        result?.data?.idRecipe === undefined
          ? [{ type: 'Recipe', id: 'LIST' }]
          : [
              { type: 'Recipe', id: 'LIST' },
              { type: 'Recipe', id: result.data.idRecipe },
            ],
    },
    deleteRecipe: invalidates('Recipe', byId),
    listSimpleRecipes: providesList('Recipe', 'idRecipe'),
    listTags: providesWhole('Lookup'),
    getRecipePhotos: providesOne('RecipePhoto', byId),
    uploadRecipePhotos: invalidates('RecipePhoto', byId),
    deleteRecipePhotos: invalidates('RecipePhoto'),
    listPhotosForModeration: providesList('PhotoModeration', 'id'),
    approveRecipePhoto: invalidates('PhotoModeration', byId),
    rejectRecipePhoto: invalidates('PhotoModeration', byId),
    listIngredients: providesList('Ingredient', 'idIngredient'),
    getIngredient: providesOne('Ingredient', byId),
    saveIngredient: invalidates('Ingredient', (arg) => arg.idIngredient as number),
    duplicateIngredient: invalidates('Ingredient'),
    deleteIngredient: invalidates('Ingredient', byId),
    importIngredient: invalidates('Ingredient'),
    setIngredientVisibility: invalidates('Ingredient', byId),
    saveIngredientUnits: invalidates('Ingredient', byId),
    listIngredientGroups: providesList('IngredientGroup', 'idIngredientGroup'),
    getIngredientGroup: providesOne('IngredientGroup', byId),
    createIngredientGroup: invalidates('IngredientGroup'),
    updateIngredientGroup: invalidates('IngredientGroup', byId),
    deleteIngredientGroup: invalidates('IngredientGroup', byId),
    listFoodGroups: providesList('FoodGroup', 'idGroup'),
    getFoodGroup: providesOne('FoodGroup', byId),
    saveFoodGroup: invalidates('FoodGroup'),
    deleteFoodGroup: invalidates('FoodGroup', byId),
    addFoodGroupIngredients: invalidates('FoodGroup', (arg) => arg.idGroup as number),
    removeFoodGroupIngredient: invalidates('FoodGroup', byId),
    listFoodRestrictions: providesList('FoodRestriction', 'idFoodRestriction'),
    getFoodRestriction: providesOne('FoodRestriction', byId),
    saveFoodRestriction: invalidates('FoodRestriction'),
    deleteFoodRestriction: invalidates('FoodRestriction', byId),
    listUsers: providesList('User', 'idUser'),
    listContextUsers: providesList('User', 'idUser'),
    getUser: providesOne('User', byId),
    createUser: invalidates('User'),
    deleteUser: invalidates('User', byId),
    getEnergyEstimationEquation: providesWhole('Settings'),
    saveEnergyEstimationEquation: invalidates('Settings'),
    listMealOfDayDivisions: providesWhole('Settings'),
    saveMealOfDayDivisions: invalidates('Settings'),
    getEnabledDietaryRestrictions: providesWhole('Settings'),
    saveEnabledDietaryRestrictions: invalidates('Settings'),
    getEnergyDistribution: providesWhole('Settings'),
    saveEnergyDistribution: invalidates('Settings'),
    getRecommenderSettings: providesWhole('Settings'),
    saveRecommenderSettings: invalidates('Settings'),
    resetRecommenderSettings: invalidates('Settings'),
    listAvailableUnits: { keepUnusedDataFor: Number.MAX_SAFE_INTEGER / 1000 },
  }) as never,
});
