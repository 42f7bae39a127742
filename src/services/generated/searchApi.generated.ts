/* eslint-disable */
// DO NOT EDIT. Generated from openapi/search.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

import { searchApiBase as api } from "../searchApiBase";
export const addTagTypes = ["Recipes", "Ingredients"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      searchRecipes: build.query<SearchRecipesApiResponse, SearchRecipesApiArg>(
        {
          query: (queryArg) => ({
            url: `/recipes`,
            params: {
              offset: queryArg.offset,
              count: queryArg.count,
              model: queryArg.model,
              loadRecipeAvailableLanguages:
                queryArg.loadRecipeAvailableLanguages,
              name: queryArg.name,
              idIngredient: queryArg.idIngredient,
              tagName: queryArg.tagName,
              authorId: queryArg.authorId,
              suitableDiet: queryArg.suitableDiet,
              suitableFoodRestrictionID: queryArg.suitableFoodRestrictionId,
              cuisine: queryArg.cuisine,
              expertiseLevel: queryArg.expertiseLevel,
              minKcal: queryArg.minKcal,
              maxKcal: queryArg.maxKcal,
              minProteinRatio: queryArg.minProteinRatio,
              maxProteinRatio: queryArg.maxProteinRatio,
              minFatRatio: queryArg.minFatRatio,
              maxFatRatio: queryArg.maxFatRatio,
              minCarbsRatio: queryArg.minCarbsRatio,
              maxCarbsRatio: queryArg.maxCarbsRatio,
              minServings: queryArg.minServings,
              maxServings: queryArg.maxServings,
              maxPreparationTime: queryArg.maxPreparationTime,
              maxCookingTime: queryArg.maxCookingTime,
              lang: queryArg.lang,
              status: queryArg.status,
              noMealTypes: queryArg.noMealTypes,
              noSeasons: queryArg.noSeasons,
              mealType: queryArg.mealType,
              mealRole: queryArg.mealRole,
              withoutAllergen: queryArg.withoutAllergen,
              season: queryArg.season,
              sortField: queryArg.sortField,
              sortDirection: queryArg.sortDirection,
            },
          }),
          providesTags: ["Recipes"],
        },
      ),
      getRecipeStats: build.query<
        GetRecipeStatsApiResponse,
        GetRecipeStatsApiArg
      >({
        query: (queryArg) => ({
          url: `/recipes/stats`,
          params: {
            name: queryArg.name,
            idIngredient: queryArg.idIngredient,
            tagName: queryArg.tagName,
            authorId: queryArg.authorId,
            suitableDiet: queryArg.suitableDiet,
            suitableFoodRestrictionID: queryArg.suitableFoodRestrictionId,
            cuisine: queryArg.cuisine,
            expertiseLevel: queryArg.expertiseLevel,
            minKcal: queryArg.minKcal,
            maxKcal: queryArg.maxKcal,
            minProteinRatio: queryArg.minProteinRatio,
            maxProteinRatio: queryArg.maxProteinRatio,
            minFatRatio: queryArg.minFatRatio,
            maxFatRatio: queryArg.maxFatRatio,
            minCarbsRatio: queryArg.minCarbsRatio,
            maxCarbsRatio: queryArg.maxCarbsRatio,
            minServings: queryArg.minServings,
            maxServings: queryArg.maxServings,
            maxPreparationTime: queryArg.maxPreparationTime,
            maxCookingTime: queryArg.maxCookingTime,
            lang: queryArg.lang,
            status: queryArg.status,
            noMealTypes: queryArg.noMealTypes,
            noSeasons: queryArg.noSeasons,
            mealType: queryArg.mealType,
            mealRole: queryArg.mealRole,
            withoutAllergen: queryArg.withoutAllergen,
            season: queryArg.season,
          },
        }),
        providesTags: ["Recipes"],
      }),
      searchIngredients: build.query<
        SearchIngredientsApiResponse,
        SearchIngredientsApiArg
      >({
        query: (queryArg) => ({
          url: `/ingredients`,
          params: {
            offset: queryArg.offset,
            count: queryArg.count,
            name: queryArg.name,
            idGroup: queryArg.idGroup,
            model: queryArg.model,
            country: queryArg.country,
            onlyUsedInRecipes: queryArg.onlyUsedInRecipes,
            languaLID: queryArg.languaLid,
            includeLanguaLSubtree: queryArg.includeLanguaLSubtree,
            expand: queryArg.expand,
            unitsFilter: queryArg.unitsFilter,
            visibilityFilter: queryArg.visibilityFilter,
            ingredientGroupFilter: queryArg.ingredientGroupFilter,
            withDataIssues: queryArg.withDataIssues,
          },
        }),
        providesTags: ["Ingredients"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as searchApiGenerated };
export type SearchRecipesApiResponse =
  /** status 200 One page of recipes, in the requested order (by name when no sort is given). */ RecipeSummary[];
export type SearchRecipesApiArg = {
  /** Number of items to skip (page x count). */
  offset?: number;
  /** Page size. Pickers ask for 101 to detect whether there are more. */
  count?: number;
  /** How much of each recipe to return (see the RecipeModel schema). */
  model?: "SIMPLE" | "EXTENDED";
  /** Fill `availableTranslations` (the language codes with a translation). */
  loadRecipeAvailableLanguages?: boolean;
  /** Free-text search on the recipe name (in `lang` when given), case- and accent-insensitive. */
  name?: string;
  /** Only recipes containing this ingredient. */
  idIngredient?: number;
  /** Only recipes carrying all of these tags. */
  tagName?: string[];
  /** Only recipes by this author (the author's id). */
  authorId?: number;
  /** Only recipes suitable for all of these diets. */
  suitableDiet?: Diet[];
  /** Only recipes compatible with all of these food restrictions (none of their excluded ingredients). */
  suitableFoodRestrictionId?: number[];
  cuisine?: Cuisine;
  /** Only recipes with one of these expertise levels. */
  expertiseLevel?: ExpertiseLevel[];
  /** Minimum energy per serving (kcal). */
  minKcal?: number;
  /** Maximum energy per serving (kcal). The UI omits it for "1000 or more". */
  maxKcal?: number;
  /** Minimum share of energy from protein, fraction 0..1. */
  minProteinRatio?: number;
  /** Maximum share of energy from protein, fraction 0..1. */
  maxProteinRatio?: number;
  /** Minimum share of energy from fat, fraction 0..1. */
  minFatRatio?: number;
  /** Maximum share of energy from fat, fraction 0..1. */
  maxFatRatio?: number;
  /** Minimum share of energy from carbohydrate, fraction 0..1. */
  minCarbsRatio?: number;
  /** Maximum share of energy from carbohydrate, fraction 0..1. */
  maxCarbsRatio?: number;
  minServings?: number;
  /** The UI omits it for "20 or more". */
  maxServings?: number;
  /** Maximum preparation time in minutes. */
  maxPreparationTime?: number;
  /** Maximum cooking time in minutes. */
  maxCookingTime?: number;
  /** Language code (e.g. en, nl) for names and for the name search. Defaults to the context's default language. */
  lang?: string;
  status?: RecipeStatus;
  /** Only recipes without any meal type tag (overrides mealType). */
  noMealTypes?: boolean;
  /** Only recipes without any season tag (overrides season). */
  noSeasons?: boolean;
  /** Only recipes with at least one of these meal types. */
  mealType?: MealType[];
  /** Only recipes that may play at least one of these meal roles (the roles the planner reads). */
  mealRole?: MealRole[];
  /** Only recipes with none of these allergens. */
  withoutAllergen?: Allergen[];
  /** Only recipes with at least one of these seasons. */
  season?: Season[];
  sortField?: RecipeSortField;
  /** Applies when sortField is given. */
  sortDirection?: SortDirection;
};
export type GetRecipeStatsApiResponse =
  /** status 200 Totals, breakdowns and averages of the matching recipes. */ RecipeStats;
export type GetRecipeStatsApiArg = {
  /** Free-text search on the recipe name (in `lang` when given), case- and accent-insensitive. */
  name?: string;
  /** Only recipes containing this ingredient. */
  idIngredient?: number;
  /** Only recipes carrying all of these tags. */
  tagName?: string[];
  /** Only recipes by this author (the author's id). */
  authorId?: number;
  /** Only recipes suitable for all of these diets. */
  suitableDiet?: Diet[];
  /** Only recipes compatible with all of these food restrictions (none of their excluded ingredients). */
  suitableFoodRestrictionId?: number[];
  cuisine?: Cuisine;
  /** Only recipes with one of these expertise levels. */
  expertiseLevel?: ExpertiseLevel[];
  /** Minimum energy per serving (kcal). */
  minKcal?: number;
  /** Maximum energy per serving (kcal). The UI omits it for "1000 or more". */
  maxKcal?: number;
  /** Minimum share of energy from protein, fraction 0..1. */
  minProteinRatio?: number;
  /** Maximum share of energy from protein, fraction 0..1. */
  maxProteinRatio?: number;
  /** Minimum share of energy from fat, fraction 0..1. */
  minFatRatio?: number;
  /** Maximum share of energy from fat, fraction 0..1. */
  maxFatRatio?: number;
  /** Minimum share of energy from carbohydrate, fraction 0..1. */
  minCarbsRatio?: number;
  /** Maximum share of energy from carbohydrate, fraction 0..1. */
  maxCarbsRatio?: number;
  minServings?: number;
  /** The UI omits it for "20 or more". */
  maxServings?: number;
  /** Maximum preparation time in minutes. */
  maxPreparationTime?: number;
  /** Maximum cooking time in minutes. */
  maxCookingTime?: number;
  /** Language code (e.g. en, nl) for names and for the name search. Defaults to the context's default language. */
  lang?: string;
  status?: RecipeStatus;
  /** Only recipes without any meal type tag (overrides mealType). */
  noMealTypes?: boolean;
  /** Only recipes without any season tag (overrides season). */
  noSeasons?: boolean;
  /** Only recipes with at least one of these meal types. */
  mealType?: MealType[];
  /** Only recipes that may play at least one of these meal roles (the roles the planner reads). */
  mealRole?: MealRole[];
  /** Only recipes with none of these allergens. */
  withoutAllergen?: Allergen[];
  /** Only recipes with at least one of these seasons. */
  season?: Season[];
};
export type SearchIngredientsApiResponse =
  /** status 200 One page of ingredients. */ IngredientSummary[];
export type SearchIngredientsApiArg = {
  /** Number of items to skip (page x count). */
  offset?: number;
  /** Page size. Pickers ask for 100 (or 101 to detect whether there are more). */
  count?: number;
  /** Free-text search on name, English name and original name, case- and accent-insensitive. */
  name?: string;
  /** Only ingredients in at least one of these food groups (the list screen's foodGroup). */
  idGroup?: number[];
  /** How much of each ingredient to return (see the IngredientModel schema). */
  model?: "NUTRITIONIST_UI" | "SIMPLE";
  /** Only ingredients from this country's food composition database (source database named after the
    country, case-insensitive) or imported from this country's context (source database CONTEXT_<COUNTRY>).
     */
  country?: Country;
  /** Only ingredients used in at least one recipe. */
  onlyUsedInRecipes?: boolean;
  /** Only ingredients indexed with at least one of these LanguaL descriptors (e.g. A0131). */
  languaLid?: string[];
  /** Also match the descendants of the given LanguaL descriptors in the thesaurus. */
  includeLanguaLSubtree?: boolean;
  /** Extra parts to fill (always filled with model NUTRITIONIST_UI). */
  expand?: ("units" | "groups" | "ingredientGroup" | "usedInRecipes")[];
  /** Filter on having units other than the default GRAMS unit. */
  unitsFilter?: "ALL" | "WITH_UNITS" | "WITHOUT_UNITS";
  /** Filter on the hidden flag (hideFromUser). */
  visibilityFilter?: "ALL" | "HIDDEN" | "VISIBLE";
  /** Filter on membership of an ingredient group (display name). */
  ingredientGroupFilter?: "ALL" | "WITH_IG" | "WITHOUT_IG";
  /** true keeps only ingredients with a data-quality issue (energy off 4/4/9/7 kcal per gram by more than
    15 %, macros over 100 g per 100 g, a missing key nutrient, or an outlier within a food group), false
    only those without; absent: no filter.
     */
  withDataIssues?: boolean;
};
export type RecipeStatus = "DRAFT" | "PUBLISHED";
export type RecipeAuthor = {
  id: number;
  /** The author's identity-provider subject (used to match authorship). */
  externalID?: string;
  name?: string;
};
export type TagCategory =
  "MEAL_TYPE" | "SEASON" | "STORAGE" | "COOKING_METHOD" | "OTHER" | "DIET";
export type RecipeTag = {
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
export type PreparationDetails = {
  servings: number;
  /** Minutes. */
  preparationTime?: number;
  /** Minutes. */
  cookingTime?: number;
  /** Markdown (headings, dash or numbered lists), in the default language. */
  preparationSteps?: string;
};
export type RecipeSummary = {
  idRecipe: number;
  /** Name in the requested language (falls back to the default language). */
  name: string;
  status: RecipeStatus;
  author?: RecipeAuthor;
  tags?: RecipeTag[];
  cuisine?: Cuisine;
  expertiseLevel?: ExpertiseLevel;
  recipeNutritionalInfo?: RecipeNutritionalInfo;
  /** Language codes with a translation (filled when loadRecipeAvailableLanguages is true). */
  availableTranslations?: string[];
  allergens?: Allergen[];
  suitableDiets?: Diet[];
  preparationDetails?: PreparationDetails;
  updatedAt?: string;
  /** Optimistic-locking version, increased on every save. */
  version?: number;
};
export type Error = {
  /** Stable machine-readable code (UPPER_SNAKE), e.g. VALIDATION_ERROR, NOT_FOUND, UNIT_IN_USE, NO_CANDIDATES. */
  code: string;
  /** Human-readable message (English). */
  message: string;
  /** The input field at fault, as a dotted path (e.g. `preparationDetails.servings`). */
  field?: string;
};
export type MealType =
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
  | "CEREAL"
  | "NO_MEAL_TYPE";
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
export type Season = "SPRING" | "SUMMER" | "AUTUMN" | "WINTER" | "NO_SEASON";
export type RecipeSortField = "ENERGY_PER_SERVING";
export type SortDirection = "ASC" | "DESC";
export type CountByKey = {
  /** The enum value, language code or band label. */
  key: string;
  count: number;
};
export type RecipeAverages = {
  energyKcal: number;
  protein: number;
  fat: number;
  carbohydrate: number;
};
export type RecipeStats = {
  total: number;
  byMealType: CountByKey[];
  byCuisine: CountByKey[];
  byStatus: CountByKey[];
  byExpertiseLevel: CountByKey[];
  bySeason: CountByKey[];
  byDiet: CountByKey[];
  /** Bands of kcal per serving, keys 0-100, 100-200, ..., 900-1000, 1000+ (lower bound inclusive), in that order, empty bands included. */
  byEnergyBand: CountByKey[];
  /** Recipes having a translation per language code. */
  byLanguage: CountByKey[];
  averages: RecipeAverages;
};
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
export type Country = "bg" | "dk" | "es" | "it" | "lu" | "nl" | "pt" | "de";
