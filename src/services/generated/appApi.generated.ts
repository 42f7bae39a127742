/* eslint-disable */
// DO NOT EDIT. Generated from openapi/api.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

import { appApiBase as api } from "../appApiBase";
export const addTagTypes = [
  "Recipes",
  "Export",
  "Recipe photos",
  "Photo moderation",
  "Ingredients",
  "Langual",
  "Display names",
  "Food groups",
  "Food restrictions",
  "Users",
  "Contexts",
  "Settings",
  "Usage statistics",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getRecipe: build.query<GetRecipeApiResponse, GetRecipeApiArg>({
        query: (queryArg) => ({ url: `/recipe/${queryArg.id}` }),
        providesTags: ["Recipes"],
      }),
      deleteRecipe: build.mutation<DeleteRecipeApiResponse, DeleteRecipeApiArg>(
        {
          query: (queryArg) => ({
            url: `/recipe/${queryArg.id}`,
            method: "DELETE",
          }),
          invalidatesTags: ["Recipes"],
        },
      ),
      saveRecipe: build.mutation<SaveRecipeApiResponse, SaveRecipeApiArg>({
        query: (queryArg) => ({
          url: `/recipe/`,
          method: "POST",
          body: queryArg.recipeInput,
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
        }),
        invalidatesTags: ["Recipes"],
      }),
      listSimpleRecipes: build.query<
        ListSimpleRecipesApiResponse,
        ListSimpleRecipesApiArg
      >({
        query: (queryArg) => ({
          url: `/recipe/simple`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            searchText: queryArg.searchText,
          },
        }),
        providesTags: ["Recipes"],
      }),
      generateRecipeTags: build.query<
        GenerateRecipeTagsApiResponse,
        GenerateRecipeTagsApiArg
      >({
        query: (queryArg) => ({
          url: `/recipe/generateTags`,
          params: {
            ingId: queryArg.ingId,
          },
        }),
        providesTags: ["Recipes"],
      }),
      listRecipeFoodRestrictions: build.query<
        ListRecipeFoodRestrictionsApiResponse,
        ListRecipeFoodRestrictionsApiArg
      >({
        query: (queryArg) => ({
          url: `/recipe/food-restrictions`,
          params: {
            ingId: queryArg.ingId,
          },
        }),
        providesTags: ["Recipes"],
      }),
      listRecipeSources: build.query<
        ListRecipeSourcesApiResponse,
        ListRecipeSourcesApiArg
      >({
        query: () => ({ url: `/recipe/recipe-source` }),
        providesTags: ["Recipes"],
      }),
      exportDatabase: build.query<
        ExportDatabaseApiResponse,
        ExportDatabaseApiArg
      >({
        query: () => ({ url: `/recipe/export` }),
        providesTags: ["Export"],
      }),
      listTags: build.query<ListTagsApiResponse, ListTagsApiArg>({
        query: () => ({ url: `/tag` }),
        providesTags: ["Recipes"],
      }),
      listRecipeAuthors: build.query<
        ListRecipeAuthorsApiResponse,
        ListRecipeAuthorsApiArg
      >({
        query: () => ({ url: `/account/authors` }),
        providesTags: ["Recipes"],
      }),
      getLanguages: build.query<GetLanguagesApiResponse, GetLanguagesApiArg>({
        query: () => ({ url: `/languages` }),
        providesTags: ["Recipes"],
      }),
      getRecipePhotos: build.query<
        GetRecipePhotosApiResponse,
        GetRecipePhotosApiArg
      >({
        query: (queryArg) => ({ url: `/API/recipes/${queryArg.id}/photos` }),
        providesTags: ["Recipe photos"],
      }),
      uploadRecipePhotos: build.mutation<
        UploadRecipePhotosApiResponse,
        UploadRecipePhotosApiArg
      >({
        query: (queryArg) => ({
          url: `/API/recipes/${queryArg.id}/photos`,
          method: "POST",
          body: queryArg.recipePhotoUpload,
        }),
        invalidatesTags: ["Recipe photos"],
      }),
      getRecipePhotoThumbnail: build.query<
        GetRecipePhotoThumbnailApiResponse,
        GetRecipePhotoThumbnailApiArg
      >({
        query: (queryArg) => ({
          url: `/API/recipes/photos/${queryArg.idRecipePhoto}/thumbnail`,
        }),
        providesTags: ["Recipe photos"],
      }),
      getRecipePhotoImage: build.query<
        GetRecipePhotoImageApiResponse,
        GetRecipePhotoImageApiArg
      >({
        query: (queryArg) => ({
          url: `/API/recipes/photos/${queryArg.idRecipePhoto}/image`,
        }),
        providesTags: ["Recipe photos"],
      }),
      deleteRecipePhotos: build.mutation<
        DeleteRecipePhotosApiResponse,
        DeleteRecipePhotosApiArg
      >({
        query: (queryArg) => ({
          url: `/API/recipes/photos`,
          method: "DELETE",
          body: queryArg.body,
        }),
        invalidatesTags: ["Recipe photos"],
      }),
      listPhotosForModeration: build.query<
        ListPhotosForModerationApiResponse,
        ListPhotosForModerationApiArg
      >({
        query: (queryArg) => ({
          url: `/API/recipes/photos/moderation`,
          params: {
            status: queryArg.status,
            sortBy: queryArg.sortBy,
          },
        }),
        providesTags: ["Photo moderation"],
      }),
      getPhotoModerationEntry: build.query<
        GetPhotoModerationEntryApiResponse,
        GetPhotoModerationEntryApiArg
      >({
        query: (queryArg) => ({
          url: `/API/recipes/photos/moderation/${queryArg.id}`,
        }),
        providesTags: ["Photo moderation"],
      }),
      approveRecipePhoto: build.mutation<
        ApproveRecipePhotoApiResponse,
        ApproveRecipePhotoApiArg
      >({
        query: (queryArg) => ({
          url: `/API/recipes/photos/${queryArg.id}/moderation/approve`,
          method: "POST",
        }),
        invalidatesTags: ["Photo moderation"],
      }),
      rejectRecipePhoto: build.mutation<
        RejectRecipePhotoApiResponse,
        RejectRecipePhotoApiArg
      >({
        query: (queryArg) => ({
          url: `/API/recipes/photos/${queryArg.id}/moderation/reject`,
          method: "POST",
        }),
        invalidatesTags: ["Photo moderation"],
      }),
      listIngredients: build.query<
        ListIngredientsApiResponse,
        ListIngredientsApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredient`,
          params: {
            languaLID: queryArg.languaLid,
            search: queryArg.search,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
            foodGroup: queryArg.foodGroup,
            onlyUsedInRecipes: queryArg.onlyUsedInRecipes,
            includeLanguaLSubtree: queryArg.includeLanguaLSubtree,
            unitsFilter: queryArg.unitsFilter,
            visibilityFilter: queryArg.visibilityFilter,
            ingredientGroupFilter: queryArg.ingredientGroupFilter,
            withDataIssues: queryArg.withDataIssues,
          },
        }),
        providesTags: ["Ingredients"],
      }),
      getIngredient: build.query<GetIngredientApiResponse, GetIngredientApiArg>(
        {
          query: (queryArg) => ({ url: `/ingredient/${queryArg.id}` }),
          providesTags: ["Ingredients"],
        },
      ),
      deleteIngredient: build.mutation<
        DeleteIngredientApiResponse,
        DeleteIngredientApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredient/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Ingredients"],
      }),
      saveIngredient: build.mutation<
        SaveIngredientApiResponse,
        SaveIngredientApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredient/${queryArg.idIngredient}`,
          method: "POST",
          body: queryArg.ingredientInput,
        }),
        invalidatesTags: ["Ingredients"],
      }),
      duplicateIngredient: build.mutation<
        DuplicateIngredientApiResponse,
        DuplicateIngredientApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredient/${queryArg.id}/duplicate`,
          method: "POST",
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
        }),
        invalidatesTags: ["Ingredients"],
      }),
      importIngredient: build.mutation<
        ImportIngredientApiResponse,
        ImportIngredientApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredient/import`,
          method: "POST",
          body: queryArg.ingredientImportRequest,
        }),
        invalidatesTags: ["Ingredients"],
      }),
      setIngredientVisibility: build.mutation<
        SetIngredientVisibilityApiResponse,
        SetIngredientVisibilityApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredient/${queryArg.id}/visibility`,
          method: "POST",
          params: {
            hidden: queryArg.hidden,
          },
        }),
        invalidatesTags: ["Ingredients"],
      }),
      saveIngredientUnits: build.mutation<
        SaveIngredientUnitsApiResponse,
        SaveIngredientUnitsApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredient/${queryArg.id}/units`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["Ingredients"],
      }),
      listAvailableUnits: build.query<
        ListAvailableUnitsApiResponse,
        ListAvailableUnitsApiArg
      >({
        query: () => ({ url: `/ingredient/available-units` }),
        providesTags: ["Ingredients"],
      }),
      listNutsRegions: build.query<
        ListNutsRegionsApiResponse,
        ListNutsRegionsApiArg
      >({
        query: () => ({ url: `/nuts` }),
        providesTags: ["Ingredients"],
      }),
      listLangualTerms: build.query<
        ListLangualTermsApiResponse,
        ListLangualTermsApiArg
      >({
        query: (queryArg) => ({
          url: `/langual`,
          params: {
            name: queryArg.name,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Langual"],
      }),
      getLangualTerm: build.query<
        GetLangualTermApiResponse,
        GetLangualTermApiArg
      >({
        query: (queryArg) => ({ url: `/langual/${queryArg.id}` }),
        providesTags: ["Langual"],
      }),
      getLangualParent: build.query<
        GetLangualParentApiResponse,
        GetLangualParentApiArg
      >({
        query: (queryArg) => ({ url: `/langual/${queryArg.id}/parent` }),
        providesTags: ["Langual"],
      }),
      getLangualChildren: build.query<
        GetLangualChildrenApiResponse,
        GetLangualChildrenApiArg
      >({
        query: (queryArg) => ({ url: `/langual/${queryArg.id}/children` }),
        providesTags: ["Langual"],
      }),
      listIngredientGroups: build.query<
        ListIngredientGroupsApiResponse,
        ListIngredientGroupsApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredientgroup`,
          params: {
            search: queryArg.search,
            languaLID: queryArg.languaLid,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Display names"],
      }),
      createIngredientGroup: build.mutation<
        CreateIngredientGroupApiResponse,
        CreateIngredientGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredientgroup`,
          method: "POST",
          body: queryArg.ingredientGroupInput,
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
        }),
        invalidatesTags: ["Display names"],
      }),
      getIngredientGroup: build.query<
        GetIngredientGroupApiResponse,
        GetIngredientGroupApiArg
      >({
        query: (queryArg) => ({ url: `/ingredientgroup/${queryArg.id}` }),
        providesTags: ["Display names"],
      }),
      updateIngredientGroup: build.mutation<
        UpdateIngredientGroupApiResponse,
        UpdateIngredientGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredientgroup/${queryArg.id}`,
          method: "PUT",
          body: queryArg.ingredientGroupInput,
        }),
        invalidatesTags: ["Display names"],
      }),
      deleteIngredientGroup: build.mutation<
        DeleteIngredientGroupApiResponse,
        DeleteIngredientGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredientgroup/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Display names"],
      }),
      listFoodGroups: build.query<
        ListFoodGroupsApiResponse,
        ListFoodGroupsApiArg
      >({
        query: () => ({ url: `/foodgroup/` }),
        providesTags: ["Food groups"],
      }),
      saveFoodGroup: build.mutation<
        SaveFoodGroupApiResponse,
        SaveFoodGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/foodgroup/`,
          method: "POST",
          body: queryArg.foodGroupInput,
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
        }),
        invalidatesTags: ["Food groups"],
      }),
      getFoodGroup: build.query<GetFoodGroupApiResponse, GetFoodGroupApiArg>({
        query: (queryArg) => ({ url: `/foodgroup/${queryArg.id}` }),
        providesTags: ["Food groups"],
      }),
      deleteFoodGroup: build.mutation<
        DeleteFoodGroupApiResponse,
        DeleteFoodGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/foodgroup/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Food groups"],
      }),
      addFoodGroupIngredients: build.mutation<
        AddFoodGroupIngredientsApiResponse,
        AddFoodGroupIngredientsApiArg
      >({
        query: (queryArg) => ({
          url: `/foodgroup/${queryArg.idGroup}/ingredient`,
          method: "POST",
          params: {
            idIngredient: queryArg.idIngredient,
          },
        }),
        invalidatesTags: ["Food groups"],
      }),
      removeFoodGroupIngredient: build.mutation<
        RemoveFoodGroupIngredientApiResponse,
        RemoveFoodGroupIngredientApiArg
      >({
        query: (queryArg) => ({
          url: `/foodgroup/${queryArg.id}/ingredient`,
          method: "DELETE",
          params: {
            idIngredient: queryArg.idIngredient,
          },
        }),
        invalidatesTags: ["Food groups"],
      }),
      listFoodRestrictions: build.query<
        ListFoodRestrictionsApiResponse,
        ListFoodRestrictionsApiArg
      >({
        query: () => ({ url: `/food-restrictions` }),
        providesTags: ["Food restrictions"],
      }),
      saveFoodRestriction: build.mutation<
        SaveFoodRestrictionApiResponse,
        SaveFoodRestrictionApiArg
      >({
        query: (queryArg) => ({
          url: `/food-restrictions/`,
          method: "POST",
          body: queryArg.foodRestrictionInput,
          headers: {
            "Idempotency-Key": queryArg["Idempotency-Key"],
          },
        }),
        invalidatesTags: ["Food restrictions"],
      }),
      getFoodRestriction: build.query<
        GetFoodRestrictionApiResponse,
        GetFoodRestrictionApiArg
      >({
        query: (queryArg) => ({ url: `/food-restrictions/${queryArg.id}` }),
        providesTags: ["Food restrictions"],
      }),
      deleteFoodRestriction: build.mutation<
        DeleteFoodRestrictionApiResponse,
        DeleteFoodRestrictionApiArg
      >({
        query: (queryArg) => ({
          url: `/food-restrictions/${queryArg.id}`,
          method: "DELETE",
        }),
        invalidatesTags: ["Food restrictions"],
      }),
      listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
        query: (queryArg) => ({
          url: `/user`,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
          params: {
            q: queryArg.q,
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Users"],
      }),
      createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
        query: (queryArg) => ({
          url: `/user`,
          method: "POST",
          body: queryArg.userCreate,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
          params: {
            temporaryPassword: queryArg.temporaryPassword,
          },
        }),
        invalidatesTags: ["Users"],
      }),
      getUser: build.query<GetUserApiResponse, GetUserApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}`,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
        }),
        providesTags: ["Users"],
      }),
      deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}`,
          method: "DELETE",
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
        }),
        invalidatesTags: ["Users"],
      }),
      resetUserPassword: build.mutation<
        ResetUserPasswordApiResponse,
        ResetUserPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/password`,
          method: "PUT",
          body: queryArg.passwordReset,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
        }),
        invalidatesTags: ["Users"],
      }),
      getUserProfile: build.query<
        GetUserProfileApiResponse,
        GetUserProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/user/${queryArg.id}/profile`,
          headers: {
            "X-Impersonate-Context": queryArg["X-Impersonate-Context"],
            "X-Impersonate-User-Id": queryArg["X-Impersonate-User-Id"],
          },
        }),
        providesTags: ["Users"],
      }),
      listContextUsers: build.query<
        ListContextUsersApiResponse,
        ListContextUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/contexts/${queryArg.dbContext}/users`,
          params: {
            q: queryArg.q,
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Users"],
      }),
      listContexts: build.query<ListContextsApiResponse, ListContextsApiArg>({
        query: (queryArg) => ({
          url: `/contexts`,
          params: {
            excludeSelf: queryArg.excludeSelf,
          },
        }),
        providesTags: ["Contexts"],
      }),
      getEnergyEstimationEquation: build.query<
        GetEnergyEstimationEquationApiResponse,
        GetEnergyEstimationEquationApiArg
      >({
        query: () => ({ url: `/energy-estimation-equation` }),
        providesTags: ["Settings"],
      }),
      saveEnergyEstimationEquation: build.mutation<
        SaveEnergyEstimationEquationApiResponse,
        SaveEnergyEstimationEquationApiArg
      >({
        query: (queryArg) => ({
          url: `/energy-estimation-equation`,
          method: "POST",
          body: queryArg.energyEstimationEquationSetting,
        }),
        invalidatesTags: ["Settings"],
      }),
      listMealParts: build.query<ListMealPartsApiResponse, ListMealPartsApiArg>(
        {
          query: () => ({ url: `/mealOfDayDivision/mealParts` }),
          providesTags: ["Settings"],
        },
      ),
      listMealOfDayDivisions: build.query<
        ListMealOfDayDivisionsApiResponse,
        ListMealOfDayDivisionsApiArg
      >({
        query: () => ({ url: `/mealOfDayDivision` }),
        providesTags: ["Settings"],
      }),
      saveMealOfDayDivisions: build.mutation<
        SaveMealOfDayDivisionsApiResponse,
        SaveMealOfDayDivisionsApiArg
      >({
        query: (queryArg) => ({
          url: `/mealOfDayDivision`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["Settings"],
      }),
      getEnabledDietaryRestrictions: build.query<
        GetEnabledDietaryRestrictionsApiResponse,
        GetEnabledDietaryRestrictionsApiArg
      >({
        query: () => ({ url: `/enabled-dietary-restrictions` }),
        providesTags: ["Settings"],
      }),
      saveEnabledDietaryRestrictions: build.mutation<
        SaveEnabledDietaryRestrictionsApiResponse,
        SaveEnabledDietaryRestrictionsApiArg
      >({
        query: (queryArg) => ({
          url: `/enabled-dietary-restrictions`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["Settings"],
      }),
      getEnergyDistribution: build.query<
        GetEnergyDistributionApiResponse,
        GetEnergyDistributionApiArg
      >({
        query: () => ({ url: `/energy-distribution` }),
        providesTags: ["Settings"],
      }),
      saveEnergyDistribution: build.mutation<
        SaveEnergyDistributionApiResponse,
        SaveEnergyDistributionApiArg
      >({
        query: (queryArg) => ({
          url: `/energy-distribution`,
          method: "POST",
          body: queryArg.energyDistribution,
        }),
        invalidatesTags: ["Settings"],
      }),
      getRecommenderSettings: build.query<
        GetRecommenderSettingsApiResponse,
        GetRecommenderSettingsApiArg
      >({
        query: () => ({ url: `/recommender-settings` }),
        providesTags: ["Settings"],
      }),
      saveRecommenderSettings: build.mutation<
        SaveRecommenderSettingsApiResponse,
        SaveRecommenderSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/recommender-settings`,
          method: "POST",
          body: queryArg.recommenderSettings,
        }),
        invalidatesTags: ["Settings"],
      }),
      resetRecommenderSettings: build.mutation<
        ResetRecommenderSettingsApiResponse,
        ResetRecommenderSettingsApiArg
      >({
        query: () => ({ url: `/recommender-settings`, method: "DELETE" }),
        invalidatesTags: ["Settings"],
      }),
      saveAllSettings: build.mutation<
        SaveAllSettingsApiResponse,
        SaveAllSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/settings`,
          method: "PUT",
          body: queryArg.settingsSave,
        }),
        invalidatesTags: ["Settings"],
      }),
      getTopLoggedIngredients: build.query<
        GetTopLoggedIngredientsApiResponse,
        GetTopLoggedIngredientsApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/top-logged-ingredients`,
          params: {
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getTopLoggedRecipes: build.query<
        GetTopLoggedRecipesApiResponse,
        GetTopLoggedRecipesApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/top-logged-recipes`,
          params: {
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getTopLoggedOffProducts: build.query<
        GetTopLoggedOffProductsApiResponse,
        GetTopLoggedOffProductsApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/top-logged-off-products`,
          params: {
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getTopLoggedFoodEntries: build.query<
        GetTopLoggedFoodEntriesApiResponse,
        GetTopLoggedFoodEntriesApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/top-logged-food-entries`,
          params: {
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getTopFavoritedIngredients: build.query<
        GetTopFavoritedIngredientsApiResponse,
        GetTopFavoritedIngredientsApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/top-favorited-ingredients`,
          params: {
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getTopFavoritedRecipes: build.query<
        GetTopFavoritedRecipesApiResponse,
        GetTopFavoritedRecipesApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/top-favorited-recipes`,
          params: {
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getRestrictedIngredientsUsersCount: build.query<
        GetRestrictedIngredientsUsersCountApiResponse,
        GetRestrictedIngredientsUsersCountApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/restricted-ingredients-users-count`,
          params: {
            offset: queryArg.offset,
            count: queryArg.count,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getDietaryRestrictionsUsersCount: build.query<
        GetDietaryRestrictionsUsersCountApiResponse,
        GetDietaryRestrictionsUsersCountApiArg
      >({
        query: () => ({
          url: `/usage-statistics/dietary-restrictions-users-count`,
        }),
        providesTags: ["Usage statistics"],
      }),
      getDailyRollingActiveUsers: build.query<
        GetDailyRollingActiveUsersApiResponse,
        GetDailyRollingActiveUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/rolling-active-users/daily`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
            windowDays: queryArg.windowDays,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getWeeklyRollingActiveUsers: build.query<
        GetWeeklyRollingActiveUsersApiResponse,
        GetWeeklyRollingActiveUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/rolling-active-users/weekly`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
            windowDays: queryArg.windowDays,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getMonthlyRollingActiveUsers: build.query<
        GetMonthlyRollingActiveUsersApiResponse,
        GetMonthlyRollingActiveUsersApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/rolling-active-users/monthly`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
            windowDays: queryArg.windowDays,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getMealPlanAdherence: build.query<
        GetMealPlanAdherenceApiResponse,
        GetMealPlanAdherenceApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/meal-plan-adherence`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getAdherenceTrend: build.query<
        GetAdherenceTrendApiResponse,
        GetAdherenceTrendApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/adherence-trend`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getAdherenceWeightChange: build.query<
        GetAdherenceWeightChangeApiResponse,
        GetAdherenceWeightChangeApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/adherence-weight-change`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getRetentionCurve: build.query<
        GetRetentionCurveApiResponse,
        GetRetentionCurveApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/retention-curve`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
            windowDays: queryArg.windowDays,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getUsersEnrolled: build.query<
        GetUsersEnrolledApiResponse,
        GetUsersEnrolledApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/users-enrolled`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
            bucket: queryArg.bucket,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getUsersActive: build.query<
        GetUsersActiveApiResponse,
        GetUsersActiveApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/users-active`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
            bucket: queryArg.bucket,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getAdherenceByProvenance: build.query<
        GetAdherenceByProvenanceApiResponse,
        GetAdherenceByProvenanceApiArg
      >({
        query: (queryArg) => ({
          url: `/usage-statistics/adherence`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
            minPlanned: queryArg.minPlanned,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
      getLifecycle: build.query<GetLifecycleApiResponse, GetLifecycleApiArg>({
        query: (queryArg) => ({
          url: `/usage-statistics/lifecycle`,
          params: {
            fromUtc: queryArg.fromUtc,
            toUtc: queryArg.toUtc,
          },
        }),
        providesTags: ["Usage statistics"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as appApiGenerated };
export type GetRecipeApiResponse = /** status 200 The recipe. */ Recipe;
export type GetRecipeApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type DeleteRecipeApiResponse = unknown;
export type DeleteRecipeApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type SaveRecipeApiResponse =
  /** status 200 The save outcome; on success `data` is the saved recipe. */ SaveRecipeResponse;
export type SaveRecipeApiArg = {
  /** Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
    duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
    with 422 `IDEMPOTENCY_KEY_MISMATCH`.
     */
  "Idempotency-Key"?: string;
  recipeInput: RecipeInput;
};
export type ListSimpleRecipesApiResponse =
  /** status 200 One page of recipes. */ RecipeRef[];
export type ListSimpleRecipesApiArg = {
  /** Zero-based page number. */
  page?: number;
  pageSize?: number;
  searchText?: string;
};
export type GenerateRecipeTagsApiResponse =
  /** status 200 The generated tags. */ Tag[];
export type GenerateRecipeTagsApiArg = {
  /** Ingredient ids (repeat the parameter for several); none gives an empty answer. */
  ingId?: number[];
};
export type ListRecipeFoodRestrictionsApiResponse =
  /** status 200 The satisfied food restrictions. */ FoodRestrictionSummary[];
export type ListRecipeFoodRestrictionsApiArg = {
  /** Ingredient ids (repeat the parameter for several); none gives an empty answer. */
  ingId?: number[];
};
export type ListRecipeSourcesApiResponse =
  /** status 200 The sources, sorted. */ string[];
export type ListRecipeSourcesApiArg = void;
export type ExportDatabaseApiResponse =
  /** status 200 A zip archive of the context's database (saved as databases.zip). */ Blob;
export type ExportDatabaseApiArg = void;
export type ListTagsApiResponse = /** status 200 The tags. */ Tag[];
export type ListTagsApiArg = void;
export type ListRecipeAuthorsApiResponse =
  /** status 200 The authors. */ RecipeAuthor[];
export type ListRecipeAuthorsApiArg = void;
export type GetLanguagesApiResponse =
  /** status 200 The languages. */ Languages;
export type GetLanguagesApiArg = void;
export type GetRecipePhotosApiResponse =
  /** status 200 The photos, cover first, then newest first. */ RecipePhoto[];
export type GetRecipePhotosApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type UploadRecipePhotosApiResponse =
  /** status 201 The created photos. */ RecipePhoto[];
export type UploadRecipePhotosApiArg = {
  /** Numeric id of the resource. */
  id: number;
  recipePhotoUpload: RecipePhotoUpload;
};
export type GetRecipePhotoThumbnailApiResponse =
  /** status 200 The thumbnail image. */ Blob;
export type GetRecipePhotoThumbnailApiArg = {
  idRecipePhoto: number;
};
export type GetRecipePhotoImageApiResponse = /** status 200 The image. */ Blob;
export type GetRecipePhotoImageApiArg = {
  idRecipePhoto: number;
};
export type DeleteRecipePhotosApiResponse = unknown;
export type DeleteRecipePhotosApiArg = {
  body: number[];
};
export type ListPhotosForModerationApiResponse =
  /** status 200 The moderation entries, oldest first unless sortBy says otherwise. */ PhotoModerationEntry[];
export type ListPhotosForModerationApiArg = {
  status?: ModerationStatus;
  /** Order of the entries (default CREATION_DATE, oldest first). */
  sortBy?: PhotoModerationSort;
};
export type GetPhotoModerationEntryApiResponse =
  /** status 200 The moderation entry. */ PhotoModerationEntry;
export type GetPhotoModerationEntryApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type ApproveRecipePhotoApiResponse =
  /** status 200 The updated moderation entry. */ PhotoModerationEntry;
export type ApproveRecipePhotoApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type RejectRecipePhotoApiResponse =
  /** status 200 The updated moderation entry. */ PhotoModerationEntry;
export type RejectRecipePhotoApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type ListIngredientsApiResponse =
  /** status 200 One page of ingredients, by name. */ IngredientSummary[];
export type ListIngredientsApiArg = {
  /** LanguaL descriptor ids; an ingredient matches when it has any of them (or, with includeLanguaLSubtree, any descendant). */
  languaLid?: LangualId[];
  /** Matches name, English name or original name (case-insensitive). */
  search?: string;
  /** Zero-based page number. */
  page?: number;
  /** Rows per page (tables show 20, pickers 100). */
  pageSize?: number;
  /** Food group ids (idGroup); an ingredient matches when it belongs to any of them. */
  foodGroup?: number[];
  onlyUsedInRecipes?: boolean;
  includeLanguaLSubtree?: boolean;
  unitsFilter?: UnitsFilter;
  visibilityFilter?: VisibilityFilter;
  ingredientGroupFilter?: IngredientGroupFilter;
  /** true keeps only ingredients with at least one data-quality issue (see `IngredientDataIssue`),
    false only those without; absent: no filter.
     */
  withDataIssues?: boolean;
};
export type GetIngredientApiResponse =
  /** status 200 The ingredient. */ Ingredient;
export type GetIngredientApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type DeleteIngredientApiResponse = unknown;
export type DeleteIngredientApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type SaveIngredientApiResponse = unknown;
export type SaveIngredientApiArg = {
  /** Id of the ingredient to save. */
  idIngredient: number;
  ingredientInput: IngredientInput;
};
export type DuplicateIngredientApiResponse =
  /** status 200 The new ingredient. */ Ingredient;
export type DuplicateIngredientApiArg = {
  /** Numeric id of the resource. */
  id: number;
  /** Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
    duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
    with 422 `IDEMPOTENCY_KEY_MISMATCH`.
     */
  "Idempotency-Key"?: string;
};
export type ImportIngredientApiResponse =
  /** status 200 Imported; the new ingredient of this context. */ Ingredient;
export type ImportIngredientApiArg = {
  ingredientImportRequest: IngredientImportRequest;
};
export type SetIngredientVisibilityApiResponse = unknown;
export type SetIngredientVisibilityApiArg = {
  /** Numeric id of the resource. */
  id: number;
  hidden: boolean;
};
export type SaveIngredientUnitsApiResponse =
  /** status 200 The full unit list after the save. */ IngredientUnit[];
export type SaveIngredientUnitsApiArg = {
  /** Numeric id of the resource. */
  id: number;
  body: IngredientUnitInput[];
};
export type ListAvailableUnitsApiResponse =
  /** status 200 The unit names (cacheable indefinitely). */ UnitName[];
export type ListAvailableUnitsApiArg = void;
export type ListNutsRegionsApiResponse =
  /** status 200 The NUTS regions, by code. */ NutsRegion[];
export type ListNutsRegionsApiArg = void;
export type ListLangualTermsApiResponse =
  /** status 200 One page of terms. */ LangualTerm[];
export type ListLangualTermsApiArg = {
  /** Search text (at least 2 characters) matched against term descriptions and ids. */
  name?: string;
  /** Zero-based page number. */
  page?: number;
  /** Rows per page (tables show 20, pickers 100). */
  pageSize?: number;
};
export type GetLangualTermApiResponse = /** status 200 The term. */ LangualTerm;
export type GetLangualTermApiArg = {
  /** LanguaL term id (thesaurus code, e.g. A0361). */
  id: LangualId;
};
export type GetLangualParentApiResponse =
  /** status 200 The parent term. */ LangualTerm;
export type GetLangualParentApiArg = {
  /** LanguaL term id (thesaurus code, e.g. A0361). */
  id: LangualId;
};
export type GetLangualChildrenApiResponse =
  /** status 200 The child terms (empty for a leaf). */ LangualTerm[];
export type GetLangualChildrenApiArg = {
  /** LanguaL term id (thesaurus code, e.g. A0361). */
  id: LangualId;
};
export type ListIngredientGroupsApiResponse =
  /** status 200 One page of display names, by name. */ IngredientGroupSummary[];
export type ListIngredientGroupsApiArg = {
  /** Matches the name or a translation (case-insensitive). */
  search?: string;
  /** Keeps groups having an ingredient with any of these LanguaL descriptors or one of their descendants (as the FCDB list does by default). */
  languaLid?: LangualId[];
  /** Zero-based page number. */
  page?: number;
  /** Rows per page (tables show 20, pickers 100). */
  pageSize?: number;
};
export type CreateIngredientGroupApiResponse =
  /** status 201 The created display name. */ IngredientGroup;
export type CreateIngredientGroupApiArg = {
  /** Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
    duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
    with 422 `IDEMPOTENCY_KEY_MISMATCH`.
     */
  "Idempotency-Key"?: string;
  ingredientGroupInput: IngredientGroupInput;
};
export type GetIngredientGroupApiResponse =
  /** status 200 The display name. */ IngredientGroup;
export type GetIngredientGroupApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type UpdateIngredientGroupApiResponse =
  /** status 200 The updated display name. */ IngredientGroup;
export type UpdateIngredientGroupApiArg = {
  /** Numeric id of the resource. */
  id: number;
  ingredientGroupInput: IngredientGroupInput;
};
export type DeleteIngredientGroupApiResponse = unknown;
export type DeleteIngredientGroupApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type ListFoodGroupsApiResponse =
  /** status 200 The food groups, by name. */ FoodGroupSummary[];
export type ListFoodGroupsApiArg = void;
export type SaveFoodGroupApiResponse =
  /** status 200 The saved food group. */ FoodGroup;
export type SaveFoodGroupApiArg = {
  /** Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
    duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
    with 422 `IDEMPOTENCY_KEY_MISMATCH`.
     */
  "Idempotency-Key"?: string;
  foodGroupInput: FoodGroupInput;
};
export type GetFoodGroupApiResponse =
  /** status 200 The food group. */ FoodGroup;
export type GetFoodGroupApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type DeleteFoodGroupApiResponse = unknown;
export type DeleteFoodGroupApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type AddFoodGroupIngredientsApiResponse =
  /** status 200 The food group with its ingredients after the change. */ FoodGroup;
export type AddFoodGroupIngredientsApiArg = {
  /** Id of the food group. */
  idGroup: number;
  idIngredient: number[];
};
export type RemoveFoodGroupIngredientApiResponse = unknown;
export type RemoveFoodGroupIngredientApiArg = {
  /** Numeric id of the resource. */
  id: number;
  idIngredient: number;
};
export type ListFoodRestrictionsApiResponse =
  /** status 200 The food restrictions, by name. */ FoodRestrictionSummary[];
export type ListFoodRestrictionsApiArg = void;
export type SaveFoodRestrictionApiResponse =
  /** status 200 The saved food restriction. */ FoodRestriction;
export type SaveFoodRestrictionApiArg = {
  /** Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
    duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
    with 422 `IDEMPOTENCY_KEY_MISMATCH`.
     */
  "Idempotency-Key"?: string;
  foodRestrictionInput: FoodRestrictionInput;
};
export type GetFoodRestrictionApiResponse =
  /** status 200 The food restriction. */ FoodRestriction;
export type GetFoodRestrictionApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type DeleteFoodRestrictionApiResponse = unknown;
export type DeleteFoodRestrictionApiArg = {
  /** Numeric id of the resource. */
  id: number;
};
export type ListUsersApiResponse =
  /** status 200 One page of users, by user id. */ User[];
export type ListUsersApiArg = {
  /** Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
  "X-Impersonate-Context"?: Country;
  /** Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
  /** Matches the email or the user id, case-insensitive. */
  q?: string;
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return. */
  count?: number;
};
export type CreateUserApiResponse = /** status 201 The created user. */ User;
export type CreateUserApiArg = {
  /** Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
  "X-Impersonate-Context"?: Country;
  /** Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
  /** When true the user must change the password at first sign-in. */
  temporaryPassword?: boolean;
  userCreate: UserCreateWrite;
};
export type GetUserApiResponse = /** status 200 The user. */ User;
export type GetUserApiArg = {
  /** Numeric id of the resource. */
  id: number;
  /** Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
  "X-Impersonate-Context"?: Country;
  /** Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  /** Numeric id of the resource. */
  id: number;
  /** Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
  "X-Impersonate-Context"?: Country;
  /** Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
};
export type ResetUserPasswordApiResponse = unknown;
export type ResetUserPasswordApiArg = {
  /** Numeric id of the resource. */
  id: number;
  /** Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
  "X-Impersonate-Context"?: Country;
  /** Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
  passwordReset: PasswordResetWrite;
};
export type GetUserProfileApiResponse =
  /** status 200 The user's profile. */ UserProfile;
export type GetUserProfileApiArg = {
  /** Numeric id of the resource. */
  id: number;
  /** Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
  "X-Impersonate-Context"?: Country;
  /** Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
  "X-Impersonate-User-Id"?: string;
};
export type ListContextUsersApiResponse =
  /** status 200 One page of users, by user id. */ User[];
export type ListContextUsersApiArg = {
  dbContext: Country;
  /** Matches the email or the user id, case-insensitive. */
  q?: string;
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return. */
  count?: number;
};
export type ListContextsApiResponse =
  /** status 200 The context names. */ Country[];
export type ListContextsApiArg = {
  /** Leave out the caller's own context. */
  excludeSelf?: boolean;
};
export type GetEnergyEstimationEquationApiResponse =
  /** status 200 The equation setting. */ EnergyEstimationEquationSetting;
export type GetEnergyEstimationEquationApiArg = void;
export type SaveEnergyEstimationEquationApiResponse =
  /** status 200 The saved setting. */ EnergyEstimationEquationSetting;
export type SaveEnergyEstimationEquationApiArg = {
  energyEstimationEquationSetting: EnergyEstimationEquationSetting;
};
export type ListMealPartsApiResponse =
  /** status 200 The meal parts. */ MealPart[];
export type ListMealPartsApiArg = void;
export type ListMealOfDayDivisionsApiResponse =
  /** status 200 The divisions, by meal of day. */ MealOfDayDivision[];
export type ListMealOfDayDivisionsApiArg = void;
export type SaveMealOfDayDivisionsApiResponse =
  /** status 200 The saved divisions. */ MealOfDayDivision[];
export type SaveMealOfDayDivisionsApiArg = {
  body: MealOfDayDivisionInput[];
};
export type GetEnabledDietaryRestrictionsApiResponse =
  /** status 200 The enabled diets. */ Diet[];
export type GetEnabledDietaryRestrictionsApiArg = void;
export type SaveEnabledDietaryRestrictionsApiResponse =
  /** status 200 The saved list. */ Diet[];
export type SaveEnabledDietaryRestrictionsApiArg = {
  body: Diet[];
};
export type GetEnergyDistributionApiResponse =
  /** status 200 The distribution. */ EnergyDistribution;
export type GetEnergyDistributionApiArg = void;
export type SaveEnergyDistributionApiResponse =
  /** status 200 The saved distribution. */ EnergyDistribution;
export type SaveEnergyDistributionApiArg = {
  energyDistribution: EnergyDistribution;
};
export type GetRecommenderSettingsApiResponse =
  /** status 200 The settings. */ RecommenderSettings;
export type GetRecommenderSettingsApiArg = void;
export type SaveRecommenderSettingsApiResponse =
  /** status 200 The saved settings. */ RecommenderSettings;
export type SaveRecommenderSettingsApiArg = {
  recommenderSettings: RecommenderSettings;
};
export type ResetRecommenderSettingsApiResponse =
  /** status 200 The default settings now in force. */ RecommenderSettings;
export type ResetRecommenderSettingsApiArg = void;
export type SaveAllSettingsApiResponse =
  /** status 200 Every setting of the context after the save. */ AllSettings;
export type SaveAllSettingsApiArg = {
  settingsSave: SettingsSave;
};
export type GetTopLoggedIngredientsApiResponse =
  /** status 200 One page of rows, highest count first. */ UsageTopRow[];
export type GetTopLoggedIngredientsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
  count?: number;
};
export type GetTopLoggedRecipesApiResponse =
  /** status 200 One page of rows, highest count first. */ UsageTopRow[];
export type GetTopLoggedRecipesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
  count?: number;
};
export type GetTopLoggedOffProductsApiResponse =
  /** status 200 One page of rows, highest count first. */ UsageTopKeyedRow[];
export type GetTopLoggedOffProductsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
  count?: number;
};
export type GetTopLoggedFoodEntriesApiResponse =
  /** status 200 One page of rows, highest count first. */ UsageTopKeyedRow[];
export type GetTopLoggedFoodEntriesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
  count?: number;
};
export type GetTopFavoritedIngredientsApiResponse =
  /** status 200 One page of rows, highest count first. */ UsageTopRow[];
export type GetTopFavoritedIngredientsApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
  count?: number;
};
export type GetTopFavoritedRecipesApiResponse =
  /** status 200 One page of rows, highest count first. */ UsageTopRow[];
export type GetTopFavoritedRecipesApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
  count?: number;
};
export type GetRestrictedIngredientsUsersCountApiResponse =
  /** status 200 One page of rows, highest count first. */ UsageTopRow[];
export type GetRestrictedIngredientsUsersCountApiArg = {
  /** Number of rows to skip. */
  offset?: number;
  /** Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
  count?: number;
};
export type GetDietaryRestrictionsUsersCountApiResponse =
  /** status 200 One row per diet. */ NameCountRow[];
export type GetDietaryRestrictionsUsersCountApiArg = void;
export type GetDailyRollingActiveUsersApiResponse =
  /** status 200 One row per day of the range. */ DailyRollingActiveUsers[];
export type GetDailyRollingActiveUsersApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc: string;
  /** Length of the rolling window in days (a user is active on a day when active in the window ending that day). */
  windowDays?: number;
};
export type GetWeeklyRollingActiveUsersApiResponse =
  /** status 200 One row per week of the range. */ WeeklyRollingActiveUsers[];
export type GetWeeklyRollingActiveUsersApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc: string;
  /** Length of the rolling window in days (a user is active on a day when active in the window ending that day). */
  windowDays?: number;
};
export type GetMonthlyRollingActiveUsersApiResponse =
  /** status 200 One row per month of the range. */ MonthlyRollingActiveUsers[];
export type GetMonthlyRollingActiveUsersApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc: string;
  /** Length of the rolling window in days (a user is active on a day when active in the window ending that day). */
  windowDays?: number;
};
export type GetMealPlanAdherenceApiResponse =
  /** status 200 The adherence. */ MealPlanAdherence;
export type GetMealPlanAdherenceApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc?: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc?: string;
};
export type GetAdherenceTrendApiResponse =
  /** status 200 One row per week, oldest first. */ AdherenceTrendRow[];
export type GetAdherenceTrendApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc?: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc?: string;
};
export type GetAdherenceWeightChangeApiResponse =
  /** status 200 One row per user with a plan and at least two weight logs. */ AdherenceWeightChangeRow[];
export type GetAdherenceWeightChangeApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc?: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc?: string;
};
export type GetRetentionCurveApiResponse =
  /** status 200 One row per day offset, from 0. */ RetentionCurveRow[];
export type GetRetentionCurveApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc?: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc?: string;
  /** Number of days after enrolment to follow. */
  windowDays?: number;
};
export type GetUsersEnrolledApiResponse =
  /** status 200 One row per bucket, oldest first. */ TimeSeriesBucket[];
export type GetUsersEnrolledApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc?: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc?: string;
  /** Size of the time buckets. */
  bucket?: TimeBucket;
};
export type GetUsersActiveApiResponse =
  /** status 200 One row per bucket, oldest first. */ TimeSeriesBucket[];
export type GetUsersActiveApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc?: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc?: string;
  /** Size of the time buckets. */
  bucket?: TimeBucket;
};
export type GetAdherenceByProvenanceApiResponse =
  /** status 200 The adherence, split. */ AdherenceByProvenance;
export type GetAdherenceByProvenanceApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc?: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc?: string;
  /** Fewest times a recipe must be planned in the range to be ranked in topRecipes and bottomRecipes. */
  minPlanned?: number;
};
export type GetLifecycleApiResponse =
  /** status 200 The lifecycle of the range. */ Lifecycle;
export type GetLifecycleApiArg = {
  /** Start of the range (inclusive), UTC. */
  fromUtc?: string;
  /** End of the range (exclusive), UTC; must be after fromUtc. */
  toUtc?: string;
};
export type RecipeStatus = "DRAFT" | "PUBLISHED";
export type RecipeAuthor = {
  id: number;
  /** The author's identity-provider subject (used to match authorship). */
  externalID?: string;
  name?: string;
};
export type IngredientRef = {
  idIngredient: number;
  name?: string;
  englishName?: string;
};
export type UnitName =
  | "GRAMS"
  | "UNIT"
  | "SMALL_UNIT"
  | "MEDIUM_UNIT"
  | "LARGE_UNIT"
  | "SLICE"
  | "PIECE"
  | "TEASPOON"
  | "TABLESPOON"
  | "CUP"
  | "LITER"
  | "MILLILITER"
  | "PINCH";
export type IngredientUnit = {
  idUnit?: number;
  name: UnitName;
  quantityInGrams: number;
};
export type CookingMethod =
  | "BAKED_OR_ROASTED"
  | "BOILED"
  | "BRAISED"
  | "BROILED_OR_GRILLED"
  | "FRIED"
  | "GRIDDLED"
  | "MICROWAVE"
  | "OWN_FAT"
  | "POPPED"
  | "SIMMERED_POACHED_STEWED"
  | "STEAMED"
  | "STEEPED"
  | "TOASTED"
  | "OTHER";
export type WeightYieldFactor = {
  idWeightYieldFactor?: number;
  description?: string;
  cookingMethod?: CookingMethod;
  factor: number;
};
export type NutrientRetentionFactor = {
  idNutrientRetentionFactor?: number;
  description?: string;
  /** Nutrient key as used in the ingredient (e.g. vitaminC_mg, folate_ug, protein_g); saveIngredient refuses an unknown one. */
  nutrient: string;
  factor: number;
};
export type RecipeIngredient = {
  ingredient: IngredientRef;
  /** Amount in `unit` (step 0.01). */
  quantity: number;
  unit: IngredientUnit;
  weightYieldFactor?: WeightYieldFactor;
  nutrientRetentionFactors?: NutrientRetentionFactor[];
};
export type TagCategory =
  "MEAL_TYPE" | "SEASON" | "STORAGE" | "COOKING_METHOD" | "OTHER" | "DIET";
export type Tag = {
  idTag?: number;
  /** For MEAL_TYPE, SEASON, STORAGE, COOKING_METHOD and DIET a value of the matching enumeration; free text for OTHER. */
  name: string;
  category: TagCategory;
};
export type Cuisine =
  | "ITALIAN"
  | "MEXICAN"
  | "CHINESE"
  | "AMERICAN"
  | "FRENCH"
  | "INDIAN"
  | "MEDITERRANEAN"
  | "JAPANESE"
  | "THAI"
  | "TURKISH"
  | "BALKANIAN"
  | "PAKISTANI"
  | "BULGARIAN";
export type NutsRegion = {
  code: string;
  name?: string;
  level?: number;
};
export type ExpertiseLevel = "BEGINNER" | "INTERMEDIATE" | "ADVANCED";
export type NonNegativeAmount = number;
export type RecipeNutritionalInfo = {
  servingWeightGrams?: NonNegativeAmount;
  energyKcal?: NonNegativeAmount;
  protein?: NonNegativeAmount;
  fat?: NonNegativeAmount;
  saturatedFat?: NonNegativeAmount;
  carbohydrate?: NonNegativeAmount;
  sugar?: NonNegativeAmount;
  fiber?: NonNegativeAmount;
  salt?: NonNegativeAmount;
  sodium?: NonNegativeAmount;
  cholesterol?: NonNegativeAmount;
  iron?: NonNegativeAmount;
  alcohol?: NonNegativeAmount;
};
export type LanguageCode = string;
export type Allergen =
  | "CELERY"
  | "CRUSTACEAN"
  | "EGG"
  | "FISH"
  | "GLUTEN"
  | "LUPIN"
  | "MILK"
  | "MOLLUSC"
  | "MUSTARD"
  | "NUTS"
  | "PEANUT"
  | "SESAME"
  | "SOY"
  | "SULPHITE";
export type Diet =
  | "LACTO_OVO_VEGETARIAN"
  | "PESCETARIAN"
  | "LACTO_VEGETARIAN"
  | "OVO_VEGETARIAN"
  | "VEGAN"
  | "LACTOSE_FREE"
  | "NO_PORK"
  | "NONE";
export type MealRole =
  | "BREAKFAST"
  | "BREAD_MEAL"
  | "HOT_MAIN"
  | "SOUP"
  | "SIDE"
  | "STARTER"
  | "DESSERT"
  | "SNACK"
  | "DRINK"
  | "FRUIT";
export type PreparationDetails = {
  servings: number;
  /** Minutes. */
  preparationTime?: number;
  /** Minutes. */
  cookingTime?: number;
  /** Markdown (headings, dash or numbered lists), in the default language. */
  preparationSteps?: string;
};
export type RecipeI18NLabels = {
  NAME?: string;
  PREPARATION_STEPS?: string;
  OTHER_INFO?: string;
};
export type RecipeI18NLabelMap = {
  [key: string]: RecipeI18NLabels;
};
export type PhotoType = "COVER" | "USER";
export type ModerationStatus = "UNDER_REVIEW" | "APPROVED" | "REJECTED";
export type RecipePhoto = {
  idRecipePhoto: number;
  idRecipe?: number;
  photoType: PhotoType;
  /** URL of the full image (relative to the app API base or absolute for object storage). */
  photoURL: string;
  thumbnailURL: string;
  /** Identity-provider subject of the uploader. */
  authorId?: string;
  creationDate?: string;
  moderationStatus?: ModerationStatus;
};
export type Recipe = {
  idRecipe: number;
  name: string;
  status: RecipeStatus;
  author?: RecipeAuthor;
  createdBy?: string;
  updatedBy?: string;
  updatedAt?: string;
  /** Optimistic-locking version; increases by one on every save. */
  version: number;
  recipeIngredients: RecipeIngredient[];
  tags: Tag[];
  cuisine?: Cuisine;
  nutsRegion?: NutsRegion;
  expertiseLevel?: ExpertiseLevel;
  otherInfo?: string;
  source?: string;
  recipeNutritionalInfo?: RecipeNutritionalInfo;
  /** Language codes the recipe has a translation in. */
  availableTranslations?: LanguageCode[];
  /** Computed from the ingredients. */
  allergens?: Allergen[];
  /** Diets the recipe suits, computed from the ingredients. */
  suitableDiets?: Diet[];
  /** The parts the recipe may play in a meal, in the order of the enumeration. Derived from the source's
    food code (`sourceCode`), the MEAL_TYPE tags and the name unless staff chose them (`mealRolesSetBy`).
    Empty: never planned.
     */
  mealRoles?: MealRole[];
  /** null when the meal roles are derived (again on every save); else who chose them and when,
    "set by <username> on <YYYY-MM-DD>".
     */
  mealRolesSetBy?: string | null;
  /** The source's code of the recipe (the FNDDS food code of a seeded recipe), which the meal roles are derived from. */
  sourceCode?: string;
  preparationDetails: PreparationDetails;
  i18nLabels?: RecipeI18NLabelMap;
  coverPhoto?: RecipePhoto;
};
export type Error = {
  /** Stable machine-readable code (UPPER_SNAKE), e.g. VALIDATION_ERROR, NOT_FOUND, UNIT_IN_USE, NO_CANDIDATES. */
  code: string;
  /** Human-readable message (English). */
  message: string;
  /** The input field at fault, as a dotted path (e.g. `preparationDetails.servings`). */
  field?: string;
};
export type SaveRecipeResponse = {
  success: boolean;
  data?: Recipe;
  /** Present when success is false; shown to the user as is. */
  errorMessage?: string;
};
export type RecipeInput = {
  /** Absent to create a recipe. */
  idRecipe?: number;
  /** Required when idRecipe is present; the version the client loaded. */
  version?: number;
  /** Recipe name cannot be empty. */
  name: string;
  status?: RecipeStatus;
  author?: RecipeAuthor;
  recipeIngredients: RecipeIngredient[];
  tags?: Tag[];
  cuisine?: Cuisine;
  nutsRegion?: NutsRegion;
  expertiseLevel?: ExpertiseLevel;
  otherInfo?: string;
  source?: string;
  preparationDetails: PreparationDetails;
  i18nLabels?: RecipeI18NLabelMap;
  /** The parts the recipe may play in a meal. Absent, or the same roles the recipe's food code, meal types and
    name give (in any order): the roles are derived on this save and `mealRolesSetBy` is null. Other roles are
    stored as chosen, "set by <username> on <YYYY-MM-DD>" (roles sent back unchanged keep who set them). An
    unknown role is 400 naming the field.
     */
  mealRoles?: MealRole[];
};
export type RecipeInputRead = {
  /** Absent to create a recipe. */
  idRecipe?: number;
  /** Required when idRecipe is present; the version the client loaded. */
  version?: number;
  /** Recipe name cannot be empty. */
  name: string;
  status?: RecipeStatus;
  author?: RecipeAuthor;
  recipeIngredients: RecipeIngredient[];
  tags?: Tag[];
  cuisine?: Cuisine;
  nutsRegion?: NutsRegion;
  expertiseLevel?: ExpertiseLevel;
  otherInfo?: string;
  source?: string;
  preparationDetails: PreparationDetails;
  i18nLabels?: RecipeI18NLabelMap;
  /** The parts the recipe may play in a meal. Absent, or the same roles the recipe's food code, meal types and
    name give (in any order): the roles are derived on this save and `mealRolesSetBy` is null. Other roles are
    stored as chosen, "set by <username> on <YYYY-MM-DD>" (roles sent back unchanged keep who set them). An
    unknown role is 400 naming the field.
     */
  mealRoles?: MealRole[];
  mealRolesSetBy?: string | null;
  sourceCode?: string;
  createdBy?: string;
  updatedBy?: string;
  updatedAt?: string;
  recipeNutritionalInfo?: RecipeNutritionalInfo;
  availableTranslations?: LanguageCode[];
  allergens?: Allergen[];
  suitableDiets?: Diet[];
  coverPhoto?: RecipePhoto;
};
export type RecipeRef = {
  idRecipe: number;
  name?: string;
};
export type FoodRestrictionSummary = {
  idFoodRestriction: number;
  name: string;
  /** Whether app users may pick it. */
  enabled: boolean;
};
export type Language = {
  code: LanguageCode;
  name: string;
};
export type Languages = {
  defaultLanguage: LanguageCode;
  languages: Language[];
};
export type RecipePhotoUpload = {
  /** JPEG, PNG or WebP images (checked by content). */
  files: Blob[];
  photoType: PhotoType;
  /** What the uploader says about the photo (shown to moderators). */
  description?: string;
};
export type PhotoCheckFlag =
  "TINY" | "BLURRED" | "DARK" | "BRIGHT" | "NEAR_DUPLICATE";
export type PhotoPreChecks = {
  flags: PhotoCheckFlag[];
  width?: number;
  height?: number;
  /** Variance of the Laplacian of the contrast-stretched grey image (at most 512 px). */
  sharpness?: number;
  /** Mean grey level, 0 to 255. */
  brightness?: number;
  /** The photo of the same recipe this one nearly duplicates. */
  duplicateOf?: number;
};
export type PhotoModerationEntry = {
  /** The photo id (idRecipePhoto). */
  id: number;
  idRecipe?: number;
  recipeName?: string;
  moderationStatus: ModerationStatus;
  /** Display name or email of the uploader. */
  createdBy?: string;
  /** Identity-provider subject of the uploader. */
  authorId?: string;
  creationDate?: string;
  description?: string;
  photoURL: string;
  thumbnailURL?: string;
  preChecks?: PhotoPreChecks;
};
export type PhotoModerationSort =
  | "CREATION_DATE"
  | "FLAGS"
  | "TINY"
  | "BLURRED"
  | "DARK"
  | "BRIGHT"
  | "NEAR_DUPLICATE";
export type IngredientGroupRef = {
  idIngredientGroup: number;
  name?: string;
};
export type FoodGroupSummary = {
  idGroup: number;
  name: string;
  /** Set when the system relies on this group (e.g. FRUIT, FISH); such groups cannot be deleted. */
  knownFoodGroupType?: string;
  ingredientCount?: number;
};
export type IngredientSummary = {
  idIngredient: number;
  name: string;
  englishName?: string;
  originalName?: string;
  /** Id in the source database (e.g. the SR28 NDB number). */
  externalID?: string;
  /** Source database; EUROFIR marks a non-deletable ingredient. */
  source?: string;
  /** Hidden from app users. */
  hideFromUser?: boolean;
  /** Energy per 100 g (kcal). */
  energyKcal?: number;
  ingredientGroup?: IngredientGroupRef;
  groups?: FoodGroupSummary[];
  units?: IngredientUnit[];
  /** Number of units besides GRAMS. */
  unitCount?: number;
  /** Number of recipes using the ingredient. */
  usedInRecipes?: number;
};
export type LangualId = string;
export type UnitsFilter = "ALL" | "WITH_UNITS" | "WITHOUT_UNITS";
export type VisibilityFilter = "ALL" | "HIDDEN" | "VISIBLE";
export type IngredientGroupFilter = "ALL" | "WITH_IG" | "WITHOUT_IG";
export type FattyAcids = {
  saturated?: NonNegativeAmount;
  monounsaturated?: NonNegativeAmount;
  polyunsaturated?: NonNegativeAmount;
  trans?: NonNegativeAmount;
};
export type NutrientAmountMap = {
  [key: string]: NonNegativeAmount;
};
export type LangualDescriptor = {
  id: LangualId;
  description?: string;
  translatedDescription?: string;
};
export type NameTranslation = {
  languageCode: LanguageCode;
  translation: string;
};
export type AnimalOrigin =
  | "MEAT"
  | "PORK"
  | "POULTRY"
  | "FISH"
  | "SHELLFISH"
  | "DAIRY"
  | "EGG"
  | "HONEY"
  | "GELATINE";
export type GlutenCereal = "WHEAT" | "BARLEY" | "RYE" | "SPELT" | "OATS";
export type FactReasons = {
  [key: string]: string;
};
export type IngredientDataIssue = {
  code:
    | "ENERGY_MISMATCH"
    | "MACROS_OVER_100G"
    | "MISSING_KEY_NUTRIENTS"
    | "FOOD_GROUP_OUTLIER";
  /** The reason in words, with the figures. */
  message: string;
};
export type Ingredient = {
  idIngredient: number;
  /** Optimistic-locking version; increases by one on every saveIngredient. */
  version: number;
  name: string;
  englishName?: string;
  originalName?: string;
  /** Id in the source database (e.g. the USDA NDB number). */
  externalID?: string;
  /** Source database; EUROFIR ingredients cannot be deleted. */
  source?: string;
  /** Hidden from app users. */
  hideFromUser: boolean;
  recommendedPortionGrams?: number;
  energy?: NonNegativeAmount;
  fat?: NonNegativeAmount;
  protein?: NonNegativeAmount;
  carbohydrate?: NonNegativeAmount;
  fiber?: NonNegativeAmount;
  sugar?: NonNegativeAmount;
  salt?: NonNegativeAmount;
  sodium?: NonNegativeAmount;
  alcohol?: NonNegativeAmount;
  cholesterol?: NonNegativeAmount;
  water?: NonNegativeAmount;
  fattyAcids?: FattyAcids;
  vitamins?: NutrientAmountMap;
  minerals?: NutrientAmountMap;
  units: IngredientUnit[];
  languaLDescriptors?: LangualDescriptor[];
  nameTranslations?: NameTranslation[];
  ingredientGroup?: IngredientGroupRef;
  groups?: FoodGroupSummary[];
  /** Food restrictions that exclude this ingredient. */
  foodRestrictions?: FoodRestrictionSummary[];
  weightYieldFactors?: WeightYieldFactor[];
  nutrientRetentionFactors?: NutrientRetentionFactor[];
  /** The animal origins the ingredient holds (empty: none). Diets and allergens are derived from them. An
    ingredient stored before they existed gets them from the rules (name, SR food group, LanguaL) when read.
     */
  animalOrigins?: AnimalOrigin[];
  /** The gluten-containing cereals the ingredient holds (an empty list when none); any of them implies GLUTEN. */
  glutenCereals?: GlutenCereal[];
  /** Why each fact holds; read-only (the server keeps the reasons). */
  factReasons?: FactReasons;
  /** Allergens the ingredient contains: those its animal origins and cereals imply (DAIRY -> MILK, EGG, FISH,
    SHELLFISH -> CRUSTACEAN and MOLLUSC, a cereal -> GLUTEN) and the others saved with it (a recipe's
    allergens are the union of its ingredients').
     */
  allergens?: Allergen[];
  /** Diets the ingredient fits, derived from its animal origins (and "lactose-free" in its name) on every save;
    read-only, never set directly (a recipe fits the diets all its ingredients fit).
     */
  suitableDiets?: Diet[];
  /** Data-quality issues found in the ingredient's figures (empty when none); read-only. */
  dataIssues?: IngredientDataIssue[];
};
export type IngredientInput = {
  /** The version of the ingredient the client loaded (Ingredient.version); a stale one is 409 INGREDIENT_VERSION_CONFLICT. */
  version: number;
  /** Name cannot be empty. */
  name: string;
  englishName?: string;
  originalName?: string;
  recommendedPortionGrams?: number;
  energy?: NonNegativeAmount;
  fat?: NonNegativeAmount;
  protein?: NonNegativeAmount;
  carbohydrate?: NonNegativeAmount;
  fiber?: NonNegativeAmount;
  sugar?: NonNegativeAmount;
  salt?: NonNegativeAmount;
  sodium?: NonNegativeAmount;
  alcohol?: NonNegativeAmount;
  cholesterol?: NonNegativeAmount;
  water?: NonNegativeAmount;
  fattyAcids?: FattyAcids;
  vitamins?: NutrientAmountMap;
  minerals?: NutrientAmountMap;
  languaLDescriptors?: LangualDescriptor[];
  nameTranslations?: NameTranslation[];
  ingredientGroup?: IngredientGroupRef;
  groups?: FoodGroupSummary[];
  weightYieldFactors?: WeightYieldFactor[];
  nutrientRetentionFactors?: NutrientRetentionFactor[];
  /** Replaces the animal origins when present; absent keeps them. An origin not held before gets the reason
    "set by <username> on <YYYY-MM-DD>"; one kept keeps its reason.
     */
  animalOrigins?: AnimalOrigin[];
  /** Replaces the gluten-containing cereals when present; absent keeps them (reasons as animalOrigins). */
  glutenCereals?: GlutenCereal[];
  /** The EU allergens beyond what the animal origins and cereals imply (nuts, soy, celery, ...; the implied ones
    may be sent too and change nothing). Replaces them when present; absent keeps them. The stored allergens
    are these plus the implied ones, computed on every save.
     */
  allergens?: Allergen[];
};
export type IngredientInputRead = {
  /** The version of the ingredient the client loaded (Ingredient.version); a stale one is 409 INGREDIENT_VERSION_CONFLICT. */
  version: number;
  /** Name cannot be empty. */
  name: string;
  englishName?: string;
  originalName?: string;
  recommendedPortionGrams?: number;
  energy?: NonNegativeAmount;
  fat?: NonNegativeAmount;
  protein?: NonNegativeAmount;
  carbohydrate?: NonNegativeAmount;
  fiber?: NonNegativeAmount;
  sugar?: NonNegativeAmount;
  salt?: NonNegativeAmount;
  sodium?: NonNegativeAmount;
  alcohol?: NonNegativeAmount;
  cholesterol?: NonNegativeAmount;
  water?: NonNegativeAmount;
  fattyAcids?: FattyAcids;
  vitamins?: NutrientAmountMap;
  minerals?: NutrientAmountMap;
  languaLDescriptors?: LangualDescriptor[];
  nameTranslations?: NameTranslation[];
  ingredientGroup?: IngredientGroupRef;
  groups?: FoodGroupSummary[];
  weightYieldFactors?: WeightYieldFactor[];
  nutrientRetentionFactors?: NutrientRetentionFactor[];
  /** Replaces the animal origins when present; absent keeps them. An origin not held before gets the reason
    "set by <username> on <YYYY-MM-DD>"; one kept keeps its reason.
     */
  animalOrigins?: AnimalOrigin[];
  /** Replaces the gluten-containing cereals when present; absent keeps them (reasons as animalOrigins). */
  glutenCereals?: GlutenCereal[];
  /** The EU allergens beyond what the animal origins and cereals imply (nuts, soy, celery, ...; the implied ones
    may be sent too and change nothing). Replaces them when present; absent keeps them. The stored allergens
    are these plus the implied ones, computed on every save.
     */
  allergens?: Allergen[];
  /** Ignored; the diets are derived from the animal origins (and "lactose-free" in the name) on every save. */
  suitableDiets?: Diet[];
  /** Ignored; the server keeps the reasons. */
  factReasons?: FactReasons;
  /** Ignored; the path id wins. */
  idIngredient?: number;
  externalID?: string;
  source?: string;
  hideFromUser?: boolean;
  units?: IngredientUnit[];
  foodRestrictions?: FoodRestrictionSummary[];
  dataIssues?: IngredientDataIssue[];
};
export type Country = "bg" | "dk" | "es" | "it" | "lu" | "nl" | "pt" | "de";
export type IngredientImportRequest = {
  /** Id of the ingredient in the source country's database. */
  idIngredient: number;
  country: Country;
};
export type IngredientUnitInput = {
  idUnit?: number;
  name: UnitName;
  /** Grams in one unit. A new unit (no idUnit), or an existing one whose grams change, takes a whole number greater than 0; an existing unit sent with its stored grams keeps them, decimals included (SR28 units such as 14.2 g), so saving the list never rounds what it did not edit. */
  quantityInGrams: number;
};
export type LangualTerm = {
  id: LangualId;
  description: string;
  translatedDescription?: string;
  parentId?: LangualId;
  /** Every broader term of the descriptor, LanguaL's own (parentId) first; about 200 descriptors have several (POTATO B1218 lies under B1016 and B1018). The term is a child of each of them, and the LanguaL subtree filters follow every one. Absent for a root facet. */
  parentIds?: LangualId[];
  hasChildren?: boolean;
  /** Facet letter (A product type, B food source, ...). */
  facet?: string;
};
export type IngredientGroupNameTranslation = {
  languageCode: LanguageCode;
  /** Name of the language, for display. */
  label?: string;
  translation: string;
};
export type IngredientGroupSummary = {
  idIngredientGroup: number;
  name: string;
  nameTranslations?: IngredientGroupNameTranslation[];
  ingredientCount: number;
};
export type IngredientGroup = {
  idIngredientGroup: number;
  name: string;
  nameTranslations?: IngredientGroupNameTranslation[];
  ingredients: IngredientRef[];
  ingredientCount: number;
};
export type IngredientGroupInput = {
  name: string;
  /** A display name needs at least one FCDB ingredient. */
  ingredientIds: number[];
  nameTranslations?: IngredientGroupNameTranslation[];
};
export type FoodGroup = {
  idGroup: number;
  name: string;
  /** Set when the system relies on this group; such groups cannot be deleted. */
  knownFoodGroupType?: string;
  ingredients: IngredientRef[];
};
export type FoodGroupInput = {
  /** Absent to create a group. */
  idGroup?: number;
  name: string;
};
export type FoodRestriction = {
  idFoodRestriction: number;
  name: string;
  /** Whether app users may pick it. */
  enabled: boolean;
  ingredientsToExclude: IngredientRef[];
};
export type FoodRestrictionInput = {
  /** The idFoodRestriction to update; absent to create. */
  id?: number;
  name: string;
  enabled: boolean;
  /** Ids of the ingredients to exclude. */
  ingredientsToExclude: number[];
};
export type User = {
  idUser: number;
  email: string;
  firstName?: string;
  lastName?: string;
  dbContext: Country;
  isTrialUser?: boolean;
  isGamebusEnabled?: boolean;
  livingIndependently?: boolean;
};
export type UserCreate = {
  dbContext?: Country;
  /** Free text; no pattern is imposed. */
  email: string;
  isTrialUser?: boolean;
  isGamebusEnabled?: boolean;
  livingIndependently?: boolean;
  name?: string;
};
export type UserCreateWrite = {
  dbContext?: Country;
  /** Free text; no pattern is imposed. */
  email: string;
  isTrialUser?: boolean;
  isGamebusEnabled?: boolean;
  livingIndependently?: boolean;
  name?: string;
  /** Initial password (temporary unless temporaryPassword=false). At least 12 characters (PASSWORD_MIN_LENGTH), not a common or breached password, not the email: else 400 PASSWORD_POLICY naming the rule. */
  password: string;
};
export type PasswordReset = {
  /** When true the user must change it at next sign-in. */
  temporary?: boolean;
};
export type PasswordResetWrite = {
  /** The new password. At least 12 characters (PASSWORD_MIN_LENGTH), not a common or breached password, not the user's email: else 400 PASSWORD_POLICY naming the rule. */
  password: string;
  /** When true the user must change it at next sign-in. */
  temporary?: boolean;
};
export type Gender = "M" | "F";
export type WeightLog = {
  weightKg: number;
  date?: string;
};
export type HeightLog = {
  heightCm: number;
  date?: string;
};
export type ActivityLevel = "LOWEST" | "LOW" | "MEDIUM" | "AUTO";
export type ActivityLevelLog = {
  value: ActivityLevel;
  /** Energy burned by activity per day, used with AUTO (default 500). */
  dailyBurnedEnergyKcal?: number;
  date?: string;
};
export type MealOfDay =
  | "BREAKFAST"
  | "MIDDLE_MORNING"
  | "LUNCH"
  | "MIDDLE_AFTERNOON"
  | "DINNER"
  | "AFTER_DINNER";
export type SelectedMeal = {
  mealOfDay: MealOfDay;
};
export type FoodRestrictionRef = {
  idFoodRestriction: number;
  name?: string;
};
export type EnergyGoal =
  "MAINTAIN_WEIGHT" | "LOSE_WEIGHT" | "GAIN_WEIGHT" | "CUSTOM";
export type UserEnergyDistribution = {
  energyGoal?: EnergyGoal;
  /** Daily kcal, used with CUSTOM (default 2000). */
  customKcalTarget?: number;
  proteinDistribution?: number;
  carbohydratesDistribution?: number;
  fatDistribution?: number;
};
export type HouseholdMember = {
  idUser: number;
  customID?: string;
  firstName?: string;
  birthDate?: string;
  gender?: Gender;
  expertiseLevel?: ExpertiseLevel;
  /** Most recent last (the last one counts). */
  weightLogs?: WeightLog[];
  /** Most recent last (the last one counts). */
  heightLogs?: HeightLog[];
  /** Most recent last (the last one counts). */
  activityLevels?: ActivityLevelLog[];
  dietaryRestrictions?: Diet[];
  allergens?: Allergen[];
  foodRestrictions?: FoodRestrictionRef[];
  /** Ingredients the member never wants. */
  ingredientRestrictions?: IngredientRef[];
  userEnergyDistribution?: UserEnergyDistribution;
  notes?: string;
};
export type Household = {
  idHousehold?: number;
  noOfMealsPerDay: number;
  /** The meals of day planned, as many as noOfMealsPerDay, each once (400 otherwise); the plan holds the
    context's divisions of these meals only. Absent, the default meals for the number: 3 = BREAKFAST, LUNCH,
    DINNER; 4 adds MIDDLE_AFTERNOON; 5 adds MIDDLE_MORNING; 6 adds AFTER_DINNER.
     */
  selectedMeals?: SelectedMeal[];
  /** The household's members (HouseholdMember); the planner plans for them (or the scope's), else for the profile's own person. */
  users?: HouseholdMember[];
};
export type MealOfDayDivisionType = "MEAL_PART" | "RECIPE" | "INGREDIENT";
export type MealPart =
  | "BREAKFAST"
  | "LUNCH"
  | "DINNER"
  | "SNACK"
  | "DESSERT"
  | "FRUIT"
  | "VEGETABLE"
  | "SALAD"
  | "SOUP"
  | "STARTER"
  | "SIDE_DISH"
  | "BREAD"
  | "DRINK"
  | "SMOOTHIE"
  | "JUICE"
  | "CEREAL";
export type IngredientDivision = {
  ingredient: IngredientRef;
};
export type MealOfDayDivisionInput = {
  /** Absent for a new division. */
  idMealOfDayDivision?: number;
  mealOfDay: MealOfDay;
  type: MealOfDayDivisionType;
  mealPart?: MealPart;
  recipe?: RecipeRef;
  ingredientDivision?: IngredientDivision;
  name?: string;
  mealRole?: MealRole;
};
export type FeedbackValue = "LIKE" | "DISLIKE";
export type UserIngredientFeedback = {
  value: FeedbackValue;
  ingredient: IngredientRef;
};
export type UserRecipeFeedback = {
  value: FeedbackValue;
  recipe: RecipeRef;
};
export type UserProfile = {
  idUser?: number;
  customID?: string;
  email?: string;
  firstName?: string;
  birthDate?: string;
  gender?: Gender;
  /** The cooking expertise of the household's cook; the planner plans no recipe whose expertiseLevel is above it (hard rule EXPERTISE). Absent, no recipe is left out for it. */
  expertiseLevel?: ExpertiseLevel;
  /** Most recent last (the last one counts). */
  weightLogs?: WeightLog[];
  /** Most recent last (the last one counts). */
  heightLogs?: HeightLog[];
  /** Most recent last (the last one counts). */
  activityLevels?: ActivityLevelLog[];
  household: Household;
  /** The divisions of each meal of day; when empty the context's divisions apply. A division without an id gets one. */
  mealOfDayDivisions?: MealOfDayDivisionInput[];
  dietaryRestrictions?: Diet[];
  allergens?: Allergen[];
  foodRestrictions?: FoodRestrictionRef[];
  /** Ingredients the user never wants. */
  ingredientRestrictions?: IngredientRef[];
  userIngredientFeedbacks?: UserIngredientFeedback[];
  userRecipeFeedbacks?: UserRecipeFeedback[];
  userEnergyDistribution?: UserEnergyDistribution;
  notes?: string;
};
export type EnergyEstimationEquation =
  "INSTITUTE_OF_MEDICINE" | "HARRIS_BENEDICT" | "REVISED_HARRIS_BENEDICT";
export type EnergyEstimationEquationSetting = {
  energyEstimationEquation: EnergyEstimationEquation;
};
export type MealOfDayDivision = {
  idMealOfDayDivision: number;
  mealOfDay: MealOfDay;
  type: MealOfDayDivisionType;
  mealPart?: MealPart;
  recipe?: RecipeRef;
  ingredientDivision?: IngredientDivision;
  name?: string;
  mealRole?: MealRole;
};
export type EnergyDistribution = {
  proteinDistribution: number;
  fatDistribution: number;
  carbohydratesDistribution: number;
};
export type HeuristicWeight = number;
export type MealOfDayHeuristicsWeights = {
  ENERGY_SUITABILITY?: HeuristicWeight;
  CARBOHYDRATE_SUITABILITY?: HeuristicWeight;
  PROTEIN_SUITABILITY?: HeuristicWeight;
  FAT_SUITABILITY?: HeuristicWeight;
  INGREDIENT_VARIETY?: HeuristicWeight;
  VARIETY_OPTIONS?: HeuristicWeight;
  LIMIT_MAIN_DISH_RECIPE_REPETITION?: HeuristicWeight;
  MEAT_FISH_SEPARATION?: HeuristicWeight;
  MINIMIZE_PRODUCT_CATEGORIES?: HeuristicWeight;
  LITRE_OF_SOUP_IN_A_ROW?: HeuristicWeight;
  USER_PREFERENCES?: HeuristicWeight;
  SEASON?: HeuristicWeight;
  NO_COMFORT_FOOD?: HeuristicWeight;
  COMMON_FRUIT?: HeuristicWeight;
  CHEAPER_FOOD?: HeuristicWeight;
  DIABETES?: HeuristicWeight;
  LOW_SUGAR_DRINKS?: HeuristicWeight;
};
export type DayHeuristicsWeights = {
  NUTRITIONAL_DEVIATION?: HeuristicWeight;
  FRUIT_VARIETY?: HeuristicWeight;
  SODIUM_LIMIT?: HeuristicWeight;
  FIBER_MINIMUM?: HeuristicWeight;
  FREE_SUGAR_LIMIT?: HeuristicWeight;
};
export type WeekHeuristicsWeights = {
  NL_FISH?: HeuristicWeight;
  INCLUDE_WHITE_MEAT?: HeuristicWeight;
};
export type WeeklyFoodGroupRule = {
  /** FISH (fish and shellfish), WHITE_MEAT (poultry), RED_MEAT (beef, pork, lamb), MEAT (any meat), LEGUMES. */
  foodGroup: "FISH" | "WHITE_MEAT" | "RED_MEAT" | "MEAT" | "LEGUMES";
  atLeast?: number;
  atMost?: number;
};
export type MealRules = {
  /** Candy and other confectionery may be planned (as snacks or desserts). Default false. */
  allowConfectionery?: boolean;
  /** Alcoholic dishes and drinks may be planned; never for a household with a member under 18, whatever this says. Default false. */
  allowAlcohol?: boolean;
  /** Free sugars per person in one snack, at most, in grams (0 to 100). Default 10 g, the dietitian's share for one snack of the WHO (2015) Guideline on sugars intake for adults and children: free sugars under 10 % of energy, ideally under 5 % (about 25 g a day). */
  maxFreeSugarPerSnackG?: number;
  /** Free sugars per person per day, at most, in grams (0 to 200). Default 25 g: WHO (2015), under 5 % of energy (about 25 g) for further benefit. Free sugars are those added by the cook or manufacturer plus those naturally in honey, syrups and fruit juices; not those in whole fruit, vegetables or plain milk. */
  maxFreeSugarPerDayG?: number;
  /** Salt per adult portion of one dish, at most, in grams (0 to 20). Default 3 g, half the daily limit of the Dutch Health Council (2015). */
  maxSaltPerDishG?: number;
  /** Salt per person per day, at most, in grams (0 to 30). Default 6 g: Dutch Health Council (Gezondheidsraad), Richtlijnen goede voeding 2015. */
  maxSaltPerDayG?: number;
  /** Fruit per adult per day, at least, in grams (0 to 1000), where the meal divisions allow. Default 200 g (2 portions): Schijf van Vijf (Voedingscentrum, 2016). */
  minFruitPerDayG?: number;
  /** Vegetables per adult per day, at least, in grams (0 to 1000), where the meal divisions allow. Default 250 g: Schijf van Vijf (Voedingscentrum, 2016). */
  minVegetablesPerDayG?: number;
  /** Portions are whole multiples of this many servings: 0.25, 0.5 or 1 (another value is 400 naming `mealRules.portionStep`). Default 0.25. */
  portionStep?: number;
};
export type RecommenderSettings = {
  mealOfDayHeuristicsWeights: MealOfDayHeuristicsWeights;
  dayHeuristicsWeights: DayHeuristicsWeights;
  weekHeuristicsWeights: WeekHeuristicsWeights;
  runDayImprovement: boolean;
  runWeekImprovement: boolean;
  /** Weekly food-group rules: at least / at most N meals (chosen recipes) of a food group in a week,
    met whenever the candidates allow; an unmet rule is a plan warning (FOOD_GROUP_RULE) naming the rule,
    the meals reached and why. Absent in a planner request: the context's rules; an empty list: none.
    A rule needs atLeast or atMost; atLeast above atMost for the same group (over all its rules) is
    400 FOOD_GROUP_RULE_CONFLICT.
     */
  weeklyFoodGroupRules?: WeeklyFoodGroupRule[];
  mealRules?: MealRules;
};
export type AllSettings = {
  energyDistribution: EnergyDistribution;
  energyEstimationEquation: EnergyEstimationEquation;
  mealOfDayDivisions: MealOfDayDivision[];
  enabledDietaryRestrictions: Diet[];
  recommenderSettings: RecommenderSettings;
};
export type SettingsSave = {
  energyDistribution?: EnergyDistribution;
  energyEstimationEquation?: EnergyEstimationEquation;
  /** The complete list of divisions (as saveMealOfDayDivisions takes it). */
  mealOfDayDivisions?: MealOfDayDivisionInput[];
  enabledDietaryRestrictions?: Diet[];
  recommenderSettings?: RecommenderSettings;
};
export type UsageTopRow = {
  /** Id of the ingredient or recipe. */
  id: number;
  name: string;
  /** Number of logs, favourites or restrictions. */
  count: number;
  /** Number of distinct users. */
  userCount: number;
};
export type UsageTopKeyedRow = {
  /** Open Food Facts barcode, or the normalised text of a free food entry. */
  id: string;
  name: string;
  count: number;
  userCount: number;
};
export type NameCountRow = {
  /** The diet (a Diet value). */
  name: string;
  count: number;
};
export type DailyRollingActiveUsers = {
  bucketDate: string;
  rollingActiveUsers: number;
};
export type WeeklyRollingActiveUsers = {
  weekStart: string;
  weekEndExclusive: string;
  rollingActiveUsers: number;
};
export type MonthlyRollingActiveUsers = {
  monthStart: string;
  monthEndExclusive: string;
  rollingActiveUsers: number;
};
export type MealPlanAdherence = {
  adherencePercentage: number;
};
export type AdherenceTrendRow = {
  weekStart: string;
  adherencePercentage: number;
};
export type AdherenceWeightChangeRow = {
  adherencePercentage: number;
  /** Last minus first weight log in the range (negative = loss). */
  weightChangeKg: number;
};
export type RetentionCurveRow = {
  dayOffset: number;
  survivalPercentage: number;
};
export type TimeSeriesBucket = {
  /** First day of the bucket. */
  bucketDate: string;
  count: number;
};
export type TimeBucket = "DAILY" | "WEEKLY" | "MONTHLY";
export type AdherenceShare = {
  planned: number;
  followed: number;
  adherencePercentage: number;
  lowPercentage: number;
  highPercentage: number;
};
export type Provenance = "GENERATED" | "REPLACED" | "PINNED" | "ADDED";
export type RecipeAdherence = {
  idRecipe: number;
  name: string;
  adherence: AdherenceShare;
};
export type AdherenceByProvenance = {
  /** The minPlanned the recipe lists were ranked with. */
  minimumPlanned: number;
  overall: AdherenceShare;
  /** All four provenances, in the order GENERATED, REPLACED, PINNED, ADDED. */
  byProvenance: {
    provenance: Provenance;
    adherence: AdherenceShare;
  }[];
  /** The versions plans of the range were made under, null (before any recorded save) first, then oldest first. */
  bySettingsVersion: {
    settingsVersion: number | null;
    savedAt: string | null;
    savedBy: string | null;
    adherence: AdherenceShare;
  }[];
  /** The meals with planned recipes in the range, in the day's order. */
  byMealOfDay: {
    mealOfDay: MealOfDay;
    adherence: AdherenceShare;
  }[];
  topRecipes: RecipeAdherence[];
  bottomRecipes: RecipeAdherence[];
};
export type LifecycleWeek = {
  /** The week's Monday. */
  weekStart: string;
  newUsers: number;
  returningUsers: number;
  resurrectedUsers: number;
  dormantUsers: number;
};
export type Lifecycle = {
  /** One row per ended week overlapping the range, oldest first. */
  weeks: LifecycleWeek[];
  /** Returns in those weeks (first active day of a week after a whole week without activity). */
  returns: number;
  medianDaysAwayBeforeReturn: number | null;
  /** New users of the range whose first 14 days have ended, and those who logged food on at least 3 of them. */
  activeTier: {
    newUsers: number;
    reachedActive: number;
    percentage: number;
    lowPercentage: number;
    highPercentage: number;
  };
};
