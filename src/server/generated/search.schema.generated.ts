/* eslint-disable */
// DO NOT EDIT. Generated from openapi/search.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

export interface paths {
    "/recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search recipes
         * @description Returns one page of recipes matching the filters. `name` is the free-text search
         *     (the list screen's `searchText`). The total number of matches is in `x-result-count`.
         *     With `model=SIMPLE` only `idRecipe`, `name` and `status` are filled (used by pickers);
         *     `EXTENDED` fills every field of `Recipe`.
         */
        get: operations["searchRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipes/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics over the recipes matching the filters
         * @description Takes the same filters as `searchRecipes` (no paging, model or sort) and returns the total
         *     and count breakdowns of the matching recipes. A recipe with several meal types, seasons or
         *     suitable diets counts once in each of them, so a breakdown may sum to more than `total`.
         *     Recipes with no meal type count under `NO_MEAL_TYPE`, recipes with no season under
         *     `NO_SEASON`, recipes with no cuisine or expertise level under `NONE`.
         */
        get: operations["getRecipeStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search ingredients (FCDB)
         * @description Returns one page of ingredients matching the filters, ordered by name. The total number of
         *     matches is in `x-result-count`. `NUTRITIONIST_UI` fills every field of `IngredientSummary`;
         *     `SIMPLE` fills only `idIngredient`, `name`, `englishName` and the parts asked for with
         *     `expand`.
         */
        get: operations["searchIngredients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "code": "VALIDATION_ERROR",
         *       "message": "Recipe name cannot be empty",
         *       "field": "name"
         *     }
         */
        Error: {
            /** @description Stable machine-readable code (UPPER_SNAKE), e.g. VALIDATION_ERROR, NOT_FOUND, UNIT_IN_USE, NO_CANDIDATES. */
            code: string;
            /** @description Human-readable message (English). */
            message: string;
            /** @description The input field at fault, as a dotted path (e.g. `preparationDetails.servings`). */
            field?: string;
        };
        /**
         * @description Default EXTENDED when the query parameter is absent.
         * @enum {string}
         */
        RecipeModel: "SIMPLE" | "EXTENDED";
        /**
         * @description Default NUTRITIONIST_UI when the query parameter is absent.
         * @enum {string}
         */
        IngredientModel: "NUTRITIONIST_UI" | "SIMPLE";
        /** @enum {string} */
        RecipeSortField: "ENERGY_PER_SERVING";
        /** @enum {string} */
        SortDirection: "ASC" | "DESC";
        /**
         * @description Default ALL when the query parameter is absent.
         * @enum {string}
         */
        UnitsFilter: "ALL" | "WITH_UNITS" | "WITHOUT_UNITS";
        /**
         * @description Default ALL when the query parameter is absent.
         * @enum {string}
         */
        VisibilityFilter: "ALL" | "HIDDEN" | "VISIBLE";
        /**
         * @description WITH_IG / WITHOUT_IG filter on membership of an ingredient group (display name). Default ALL.
         * @enum {string}
         */
        IngredientGroupFilter: "ALL" | "WITH_IG" | "WITHOUT_IG";
        /**
         * @description A recipe is saved as DRAFT unless PUBLISHED is given.
         * @enum {string}
         */
        RecipeStatus: "DRAFT" | "PUBLISHED";
        /** @enum {string} */
        TagCategory: "MEAL_TYPE" | "SEASON" | "STORAGE" | "COOKING_METHOD" | "OTHER" | "DIET";
        /** @enum {string} */
        MealType: "BREAKFAST" | "LUNCH" | "DINNER" | "SNACK" | "DESSERT" | "FRUIT" | "VEGETABLE" | "SALAD" | "SOUP" | "STARTER" | "SIDE_DISH" | "BREAD" | "DRINK" | "SMOOTHIE" | "JUICE" | "CEREAL" | "NO_MEAL_TYPE";
        /** @enum {string} */
        Season: "SPRING" | "SUMMER" | "AUTUMN" | "WINTER" | "NO_SEASON";
        /** @enum {string} */
        Cuisine: "ITALIAN" | "MEXICAN" | "CHINESE" | "AMERICAN" | "FRENCH" | "INDIAN" | "MEDITERRANEAN" | "JAPANESE" | "THAI" | "TURKISH" | "BALKANIAN" | "PAKISTANI" | "BULGARIAN";
        /** @enum {string} */
        ExpertiseLevel: "BEGINNER" | "INTERMEDIATE" | "ADVANCED";
        /**
         * @description A part a recipe may play in a meal (src/domain/mealRoles.ts): the planner lets a meal division take only
         *     recipes whose role fits it. BREAD_MEAL is a sandwich or open sandwich, HOT_MAIN a hot main dish.
         * @enum {string}
         */
        MealRole: "BREAKFAST" | "BREAD_MEAL" | "HOT_MAIN" | "SOUP" | "SIDE" | "STARTER" | "DESSERT" | "SNACK" | "DRINK" | "FRUIT";
        /** @enum {string} */
        Diet: "LACTO_OVO_VEGETARIAN" | "PESCETARIAN" | "LACTO_VEGETARIAN" | "OVO_VEGETARIAN" | "VEGAN" | "LACTOSE_FREE" | "NO_PORK" | "NONE";
        /** @enum {string} */
        Allergen: "CELERY" | "CRUSTACEAN" | "EGG" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSC" | "MUSTARD" | "NUTS" | "PEANUT" | "SESAME" | "SOY" | "SULPHITE";
        /**
         * @description Country database context.
         * @enum {string}
         */
        Country: "bg" | "dk" | "es" | "it" | "lu" | "nl" | "pt" | "de";
        /**
         * @description Household unit names; every ingredient has GRAMS (1 g) by default.
         * @enum {string}
         */
        UnitName: "GRAMS" | "UNIT" | "SMALL_UNIT" | "MEDIUM_UNIT" | "LARGE_UNIT" | "SLICE" | "PIECE" | "TEASPOON" | "TABLESPOON" | "CUP" | "LITER" | "MILLILITER" | "PINCH";
        /**
         * @example {
         *       "id": 3,
         *       "externalID": "5f0c2a8e-1b7d-4c36-9a1e-2d3c4b5a6f70",
         *       "name": "Ana Silva"
         *     }
         */
        RecipeAuthor: {
            /** Format: int64 */
            id: number;
            /** @description The author's identity-provider subject (used to match authorship). */
            externalID?: string;
            name?: string;
        };
        RecipeTag: {
            /** @example LUNCH */
            name: string;
            category: components["schemas"]["TagCategory"];
        };
        /**
         * @description Nutrition per serving, computed by the server from the ingredients (yield and retention factors
         *     applied). Energy is the food composition value (not 4/4/9 arithmetic); masses in grams, except
         *     sodium, cholesterol and iron in milligrams. Each list fills the fields it has.
         */
        RecipeNutritionalInfo: {
            servingWeightGrams?: components["schemas"]["NonNegativeAmount"];
            energyKcal?: components["schemas"]["NonNegativeAmount"];
            protein?: components["schemas"]["NonNegativeAmount"];
            fat?: components["schemas"]["NonNegativeAmount"];
            saturatedFat?: components["schemas"]["NonNegativeAmount"];
            carbohydrate?: components["schemas"]["NonNegativeAmount"];
            sugar?: components["schemas"]["NonNegativeAmount"];
            fiber?: components["schemas"]["NonNegativeAmount"];
            salt?: components["schemas"]["NonNegativeAmount"];
            sodium?: components["schemas"]["NonNegativeAmount"];
            cholesterol?: components["schemas"]["NonNegativeAmount"];
            iron?: components["schemas"]["NonNegativeAmount"];
            alcohol?: components["schemas"]["NonNegativeAmount"];
        };
        PreparationDetails: {
            servings: number;
            /** @description Minutes. */
            preparationTime?: number;
            /** @description Minutes. */
            cookingTime?: number;
            /** @description Markdown (headings, dash or numbered lists), in the default language. */
            preparationSteps?: string;
        };
        /**
         * @description A recipe as listed by the search service. With model EXTENDED the fields are the same as the
         *     app API's Recipe (without ingredients, steps and translations); with SIMPLE only idRecipe,
         *     name and status are filled.
         * @example {
         *       "idRecipe": 1201,
         *       "name": "Lentil soup",
         *       "status": "PUBLISHED",
         *       "author": {
         *         "id": 3,
         *         "externalID": "7c1e0a52-4a0b-4d0e-9f1a-2b7a1c9d0e11",
         *         "name": "Anna Jansen"
         *       },
         *       "tags": [
         *         {
         *           "name": "SOUP",
         *           "category": "MEAL_TYPE"
         *         },
         *         {
         *           "name": "WINTER",
         *           "category": "SEASON"
         *         }
         *       ],
         *       "cuisine": "MEDITERRANEAN",
         *       "expertiseLevel": "BEGINNER",
         *       "recipeNutritionalInfo": {
         *         "energyKcal": 212,
         *         "protein": 12.5,
         *         "fat": 4.1,
         *         "carbohydrate": 30.2,
         *         "fiber": 7.9
         *       },
         *       "availableTranslations": [
         *         "en",
         *         "nl"
         *       ],
         *       "allergens": [
         *         "CELERY"
         *       ],
         *       "suitableDiets": [
         *         "VEGAN",
         *         "LACTO_OVO_VEGETARIAN"
         *       ],
         *       "preparationDetails": {
         *         "servings": 4,
         *         "preparationTime": 15,
         *         "cookingTime": 40
         *       },
         *       "updatedAt": "2026-11-02T10:15:00Z",
         *       "version": 3
         *     }
         */
        RecipeSummary: {
            idRecipe: number;
            /** @description Name in the requested language (falls back to the default language). */
            name: string;
            status: components["schemas"]["RecipeStatus"];
            author?: components["schemas"]["RecipeAuthor"];
            tags?: components["schemas"]["RecipeTag"][];
            cuisine?: components["schemas"]["Cuisine"];
            expertiseLevel?: components["schemas"]["ExpertiseLevel"];
            recipeNutritionalInfo?: components["schemas"]["RecipeNutritionalInfo"];
            /** @description Language codes with a translation (filled when loadRecipeAvailableLanguages is true). */
            availableTranslations?: string[];
            allergens?: components["schemas"]["Allergen"][];
            suitableDiets?: components["schemas"]["Diet"][];
            preparationDetails?: components["schemas"]["PreparationDetails"];
            /** Format: date-time */
            updatedAt?: string;
            /** @description Optimistic-locking version, increased on every save. */
            version?: number;
        };
        CountByKey: {
            /** @description The enum value, language code or band label. */
            key: string;
            count: number;
        };
        /** @description Averages per serving over the matching recipes (0 when there are none). */
        RecipeAverages: {
            energyKcal: number;
            protein: number;
            fat: number;
            carbohydrate: number;
        };
        /**
         * @example {
         *       "total": 4612,
         *       "byMealType": [
         *         {
         *           "key": "LUNCH",
         *           "count": 1830
         *         },
         *         {
         *           "key": "NO_MEAL_TYPE",
         *           "count": 12
         *         }
         *       ],
         *       "byCuisine": [
         *         {
         *           "key": "ITALIAN",
         *           "count": 210
         *         },
         *         {
         *           "key": "NONE",
         *           "count": 3900
         *         }
         *       ],
         *       "byStatus": [
         *         {
         *           "key": "PUBLISHED",
         *           "count": 4500
         *         },
         *         {
         *           "key": "DRAFT",
         *           "count": 112
         *         }
         *       ],
         *       "byExpertiseLevel": [
         *         {
         *           "key": "BEGINNER",
         *           "count": 3000
         *         }
         *       ],
         *       "bySeason": [
         *         {
         *           "key": "NO_SEASON",
         *           "count": 4000
         *         }
         *       ],
         *       "byDiet": [
         *         {
         *           "key": "VEGAN",
         *           "count": 800
         *         }
         *       ],
         *       "byEnergyBand": [
         *         {
         *           "key": "0-100",
         *           "count": 900
         *         },
         *         {
         *           "key": "1000+",
         *           "count": 14
         *         }
         *       ],
         *       "byLanguage": [
         *         {
         *           "key": "en",
         *           "count": 4612
         *         }
         *       ],
         *       "averages": {
         *         "energyKcal": 231.4,
         *         "protein": 10.2,
         *         "fat": 9.8,
         *         "carbohydrate": 24.1
         *       }
         *     }
         */
        RecipeStats: {
            total: number;
            byMealType: components["schemas"]["CountByKey"][];
            byCuisine: components["schemas"]["CountByKey"][];
            byStatus: components["schemas"]["CountByKey"][];
            byExpertiseLevel: components["schemas"]["CountByKey"][];
            bySeason: components["schemas"]["CountByKey"][];
            byDiet: components["schemas"]["CountByKey"][];
            /** @description Bands of kcal per serving, keys 0-100, 100-200, ..., 900-1000, 1000+ (lower bound inclusive), in that order, empty bands included. */
            byEnergyBand: components["schemas"]["CountByKey"][];
            /** @description Recipes having a translation per language code. */
            byLanguage: components["schemas"]["CountByKey"][];
            averages: components["schemas"]["RecipeAverages"];
        };
        IngredientGroupRef: {
            /** Format: int64 */
            idIngredientGroup: number;
            name?: string;
        };
        /**
         * @example {
         *       "idUnit": 7,
         *       "name": "MEDIUM_UNIT",
         *       "quantityInGrams": 182
         *     }
         */
        IngredientUnit: {
            /** Format: int64 */
            idUnit?: number;
            name: components["schemas"]["UnitName"];
            quantityInGrams: number;
        };
        /**
         * @description An ingredient in a list. The search's SIMPLE model fills only idIngredient, name, englishName and
         *     the parts asked for with `expand`; the other lists fill what they show.
         * @example {
         *       "idIngredient": 9003,
         *       "name": "Apples, raw, with skin",
         *       "englishName": "Apples, raw, with skin",
         *       "originalName": "Apples, raw, with skin",
         *       "externalID": "09003",
         *       "source": "USDA_SR28",
         *       "hideFromUser": false,
         *       "groups": [
         *         {
         *           "idGroup": 9,
         *           "name": "Fruits and Fruit Juices"
         *         }
         *       ],
         *       "units": [
         *         {
         *           "idUnit": 1,
         *           "name": "GRAMS",
         *           "quantityInGrams": 1
         *         },
         *         {
         *           "idUnit": 2,
         *           "name": "MEDIUM_UNIT",
         *           "quantityInGrams": 182
         *         }
         *       ],
         *       "energyKcal": 52,
         *       "usedInRecipes": 131
         *     }
         */
        IngredientSummary: {
            /** Format: int64 */
            idIngredient: number;
            name: string;
            englishName?: string;
            originalName?: string;
            /** @description Id in the source database (e.g. the SR28 NDB number). */
            externalID?: string;
            /** @description Source database; EUROFIR marks a non-deletable ingredient. */
            source?: string;
            /** @description Hidden from app users. */
            hideFromUser?: boolean;
            /** @description Energy per 100 g (kcal). */
            energyKcal?: number;
            ingredientGroup?: components["schemas"]["IngredientGroupRef"];
            groups?: components["schemas"]["FoodGroupSummary"][];
            units?: components["schemas"]["IngredientUnit"][];
            /** @description Number of units besides GRAMS. */
            unitCount?: number;
            /** @description Number of recipes using the ingredient. */
            usedInRecipes?: number;
        };
        NonNegativeAmount: number;
        /**
         * @example {
         *       "idGroup": 9,
         *       "name": "Fruits and Fruit Juices",
         *       "knownFoodGroupType": "FRUIT",
         *       "ingredientCount": 355
         *     }
         */
        FoodGroupSummary: {
            /** Format: int64 */
            idGroup: number;
            name: string;
            /** @description Set when the system relies on this group (e.g. FRUIT, FISH); such groups cannot be deleted. */
            knownFoodGroupType?: string;
            ingredientCount?: number;
        };
    };
    responses: {
        /** @description The caller made more calls to this operation in the last minute than its per-user limit allows (RATE_LIMIT_*_PER_MINUTE); try again after Retry-After seconds. */
        RateLimited: {
            headers: {
                /** @description Seconds until the caller's minute ends and calls are taken again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "RATE_LIMITED",
                 *       "message": "Too many calls: at most 120 a minute for each user; try again in 12 s"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is invalid (e.g. a query value outside its range or of the wrong type). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "VALIDATION_ERROR",
                 *       "message": "Count must be at most 200",
                 *       "field": "count"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid bearer token (missing, expired, bad signature, issuer or audience). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "UNAUTHORIZED",
                 *       "message": "Missing or invalid bearer token"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's roles do not allow this operation; or, with code CONTEXT_NOT_SERVED, the caller's country context is not set up on this server (its database was migrated for other contexts only). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "FORBIDDEN",
                 *       "message": "This operation requires one of the roles admin, nutritionist"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The item does not exist in the caller's database context. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "NOT_FOUND",
                 *       "message": "Recipe 42 not found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "CONFLICT",
                 *       "message": "The item was changed by someone else"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Number of items to skip (page x count). */
        Offset: number;
        /** @description Page size. Pickers ask for 101 to detect whether there are more. */
        RecipeCount: number;
        /** @description Page size. Pickers ask for 100 (or 101 to detect whether there are more). */
        IngredientCount: number;
        /** @description How much of each recipe to return (see the RecipeModel schema). */
        RecipeModel: "SIMPLE" | "EXTENDED";
        /** @description Fill `availableTranslations` (the language codes with a translation). */
        LoadRecipeAvailableLanguages: boolean;
        /** @description Free-text search on the recipe name (in `lang` when given), case- and accent-insensitive. */
        RecipeName: string;
        /** @description Only recipes containing this ingredient. */
        IdIngredient: number;
        /** @description Only recipes carrying all of these tags. */
        TagName: string[];
        /** @description Only recipes by this author (the author's id). */
        AuthorId: number;
        /** @description Only recipes suitable for all of these diets. */
        SuitableDiet: components["schemas"]["Diet"][];
        /** @description Only recipes compatible with all of these food restrictions (none of their excluded ingredients). */
        SuitableFoodRestrictionID: number[];
        Cuisine: components["schemas"]["Cuisine"];
        /** @description Only recipes with one of these expertise levels. */
        ExpertiseLevelFilter: components["schemas"]["ExpertiseLevel"][];
        /** @description Minimum energy per serving (kcal). */
        MinKcal: number;
        /** @description Maximum energy per serving (kcal). The UI omits it for "1000 or more". */
        MaxKcal: number;
        /** @description Minimum share of energy from protein, fraction 0..1. */
        MinProteinRatio: number;
        /** @description Maximum share of energy from protein, fraction 0..1. */
        MaxProteinRatio: number;
        /** @description Minimum share of energy from fat, fraction 0..1. */
        MinFatRatio: number;
        /** @description Maximum share of energy from fat, fraction 0..1. */
        MaxFatRatio: number;
        /** @description Minimum share of energy from carbohydrate, fraction 0..1. */
        MinCarbsRatio: number;
        /** @description Maximum share of energy from carbohydrate, fraction 0..1. */
        MaxCarbsRatio: number;
        MinServings: number;
        /** @description The UI omits it for "20 or more". */
        MaxServings: number;
        /** @description Maximum preparation time in minutes. */
        MaxPreparationTime: number;
        /** @description Maximum cooking time in minutes. */
        MaxCookingTime: number;
        /** @description Language code (e.g. en, nl) for names and for the name search. Defaults to the context's default language. */
        Lang: string;
        Status: components["schemas"]["RecipeStatus"];
        /** @description Only recipes without any meal type tag (overrides mealType). */
        NoMealTypes: boolean;
        /** @description Only recipes without any season tag (overrides season). */
        NoSeasons: boolean;
        /** @description Only recipes that may play at least one of these meal roles (the roles the planner reads). */
        MealRoleFilter: components["schemas"]["MealRole"][];
        /** @description Only recipes with none of these allergens. */
        WithoutAllergen: components["schemas"]["Allergen"][];
        /** @description Only recipes with at least one of these meal types. */
        MealTypeFilter: components["schemas"]["MealType"][];
        /** @description Only recipes with at least one of these seasons. */
        SeasonFilter: components["schemas"]["Season"][];
        SortField: components["schemas"]["RecipeSortField"];
        /** @description Applies when sortField is given. */
        SortDirection: components["schemas"]["SortDirection"];
        /** @description Free-text search on name, English name and original name, case- and accent-insensitive. */
        IngredientName: string;
        /** @description Only ingredients in at least one of these food groups (the list screen's foodGroup). */
        IdGroup: number[];
        /** @description How much of each ingredient to return (see the IngredientModel schema). */
        IngredientModel: "NUTRITIONIST_UI" | "SIMPLE";
        /**
         * @description Only ingredients from this country's food composition database (source database named after the
         *     country, case-insensitive) or imported from this country's context (source database CONTEXT_<COUNTRY>).
         */
        CountryParam: components["schemas"]["Country"];
        /** @description Only ingredients used in at least one recipe. */
        OnlyUsedInRecipes: boolean;
        /** @description Only ingredients indexed with at least one of these LanguaL descriptors (e.g. A0131). */
        LanguaLID: string[];
        /** @description Also match the descendants of the given LanguaL descriptors in the thesaurus. */
        IncludeLanguaLSubtree: boolean;
        /** @description Extra parts to fill (always filled with model NUTRITIONIST_UI). */
        Expand: ("units" | "groups" | "ingredientGroup" | "usedInRecipes")[];
        /** @description Filter on having units other than the default GRAMS unit. */
        UnitsFilterParam: "ALL" | "WITH_UNITS" | "WITHOUT_UNITS";
        /** @description Filter on the hidden flag (hideFromUser). */
        VisibilityFilterParam: "ALL" | "HIDDEN" | "VISIBLE";
        /** @description Filter on membership of an ingredient group (display name). */
        IngredientGroupFilterParam: "ALL" | "WITH_IG" | "WITHOUT_IG";
        /**
         * @description true keeps only ingredients with a data-quality issue (energy off 4/4/9/7 kcal per gram by more than
         *     15 %, macros over 100 g per 100 g, a missing key nutrient, or an outlier within a food group), false
         *     only those without; absent: no filter.
         */
        WithDataIssues: boolean;
    };
    requestBodies: never;
    headers: {
        /** @description Total number of items matching the filters, ignoring offset and count. */
        XResultCount: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchRecipes: {
        parameters: {
            query?: {
                /** @description Number of items to skip (page x count). */
                offset?: components["parameters"]["Offset"];
                /** @description Page size. Pickers ask for 101 to detect whether there are more. */
                count?: components["parameters"]["RecipeCount"];
                /** @description How much of each recipe to return (see the RecipeModel schema). */
                model?: components["parameters"]["RecipeModel"];
                /** @description Fill `availableTranslations` (the language codes with a translation). */
                loadRecipeAvailableLanguages?: components["parameters"]["LoadRecipeAvailableLanguages"];
                /** @description Free-text search on the recipe name (in `lang` when given), case- and accent-insensitive. */
                name?: components["parameters"]["RecipeName"];
                /** @description Only recipes containing this ingredient. */
                idIngredient?: components["parameters"]["IdIngredient"];
                /** @description Only recipes carrying all of these tags. */
                tagName?: components["parameters"]["TagName"];
                /** @description Only recipes by this author (the author's id). */
                authorId?: components["parameters"]["AuthorId"];
                /** @description Only recipes suitable for all of these diets. */
                suitableDiet?: components["parameters"]["SuitableDiet"];
                /** @description Only recipes compatible with all of these food restrictions (none of their excluded ingredients). */
                suitableFoodRestrictionID?: components["parameters"]["SuitableFoodRestrictionID"];
                cuisine?: components["parameters"]["Cuisine"];
                /** @description Only recipes with one of these expertise levels. */
                expertiseLevel?: components["parameters"]["ExpertiseLevelFilter"];
                /** @description Minimum energy per serving (kcal). */
                minKcal?: components["parameters"]["MinKcal"];
                /** @description Maximum energy per serving (kcal). The UI omits it for "1000 or more". */
                maxKcal?: components["parameters"]["MaxKcal"];
                /** @description Minimum share of energy from protein, fraction 0..1. */
                minProteinRatio?: components["parameters"]["MinProteinRatio"];
                /** @description Maximum share of energy from protein, fraction 0..1. */
                maxProteinRatio?: components["parameters"]["MaxProteinRatio"];
                /** @description Minimum share of energy from fat, fraction 0..1. */
                minFatRatio?: components["parameters"]["MinFatRatio"];
                /** @description Maximum share of energy from fat, fraction 0..1. */
                maxFatRatio?: components["parameters"]["MaxFatRatio"];
                /** @description Minimum share of energy from carbohydrate, fraction 0..1. */
                minCarbsRatio?: components["parameters"]["MinCarbsRatio"];
                /** @description Maximum share of energy from carbohydrate, fraction 0..1. */
                maxCarbsRatio?: components["parameters"]["MaxCarbsRatio"];
                minServings?: components["parameters"]["MinServings"];
                /** @description The UI omits it for "20 or more". */
                maxServings?: components["parameters"]["MaxServings"];
                /** @description Maximum preparation time in minutes. */
                maxPreparationTime?: components["parameters"]["MaxPreparationTime"];
                /** @description Maximum cooking time in minutes. */
                maxCookingTime?: components["parameters"]["MaxCookingTime"];
                /** @description Language code (e.g. en, nl) for names and for the name search. Defaults to the context's default language. */
                lang?: components["parameters"]["Lang"];
                status?: components["parameters"]["Status"];
                /** @description Only recipes without any meal type tag (overrides mealType). */
                noMealTypes?: components["parameters"]["NoMealTypes"];
                /** @description Only recipes without any season tag (overrides season). */
                noSeasons?: components["parameters"]["NoSeasons"];
                /** @description Only recipes with at least one of these meal types. */
                mealType?: components["parameters"]["MealTypeFilter"];
                /** @description Only recipes that may play at least one of these meal roles (the roles the planner reads). */
                mealRole?: components["parameters"]["MealRoleFilter"];
                /** @description Only recipes with none of these allergens. */
                withoutAllergen?: components["parameters"]["WithoutAllergen"];
                /** @description Only recipes with at least one of these seasons. */
                season?: components["parameters"]["SeasonFilter"];
                sortField?: components["parameters"]["SortField"];
                /** @description Applies when sortField is given. */
                sortDirection?: components["parameters"]["SortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of recipes, in the requested order (by name when no sort is given). */
            200: {
                headers: {
                    "x-result-count": components["headers"]["XResultCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
        };
    };
    getRecipeStats: {
        parameters: {
            query?: {
                /** @description Free-text search on the recipe name (in `lang` when given), case- and accent-insensitive. */
                name?: components["parameters"]["RecipeName"];
                /** @description Only recipes containing this ingredient. */
                idIngredient?: components["parameters"]["IdIngredient"];
                /** @description Only recipes carrying all of these tags. */
                tagName?: components["parameters"]["TagName"];
                /** @description Only recipes by this author (the author's id). */
                authorId?: components["parameters"]["AuthorId"];
                /** @description Only recipes suitable for all of these diets. */
                suitableDiet?: components["parameters"]["SuitableDiet"];
                /** @description Only recipes compatible with all of these food restrictions (none of their excluded ingredients). */
                suitableFoodRestrictionID?: components["parameters"]["SuitableFoodRestrictionID"];
                cuisine?: components["parameters"]["Cuisine"];
                /** @description Only recipes with one of these expertise levels. */
                expertiseLevel?: components["parameters"]["ExpertiseLevelFilter"];
                /** @description Minimum energy per serving (kcal). */
                minKcal?: components["parameters"]["MinKcal"];
                /** @description Maximum energy per serving (kcal). The UI omits it for "1000 or more". */
                maxKcal?: components["parameters"]["MaxKcal"];
                /** @description Minimum share of energy from protein, fraction 0..1. */
                minProteinRatio?: components["parameters"]["MinProteinRatio"];
                /** @description Maximum share of energy from protein, fraction 0..1. */
                maxProteinRatio?: components["parameters"]["MaxProteinRatio"];
                /** @description Minimum share of energy from fat, fraction 0..1. */
                minFatRatio?: components["parameters"]["MinFatRatio"];
                /** @description Maximum share of energy from fat, fraction 0..1. */
                maxFatRatio?: components["parameters"]["MaxFatRatio"];
                /** @description Minimum share of energy from carbohydrate, fraction 0..1. */
                minCarbsRatio?: components["parameters"]["MinCarbsRatio"];
                /** @description Maximum share of energy from carbohydrate, fraction 0..1. */
                maxCarbsRatio?: components["parameters"]["MaxCarbsRatio"];
                minServings?: components["parameters"]["MinServings"];
                /** @description The UI omits it for "20 or more". */
                maxServings?: components["parameters"]["MaxServings"];
                /** @description Maximum preparation time in minutes. */
                maxPreparationTime?: components["parameters"]["MaxPreparationTime"];
                /** @description Maximum cooking time in minutes. */
                maxCookingTime?: components["parameters"]["MaxCookingTime"];
                /** @description Language code (e.g. en, nl) for names and for the name search. Defaults to the context's default language. */
                lang?: components["parameters"]["Lang"];
                status?: components["parameters"]["Status"];
                /** @description Only recipes without any meal type tag (overrides mealType). */
                noMealTypes?: components["parameters"]["NoMealTypes"];
                /** @description Only recipes without any season tag (overrides season). */
                noSeasons?: components["parameters"]["NoSeasons"];
                /** @description Only recipes with at least one of these meal types. */
                mealType?: components["parameters"]["MealTypeFilter"];
                /** @description Only recipes that may play at least one of these meal roles (the roles the planner reads). */
                mealRole?: components["parameters"]["MealRoleFilter"];
                /** @description Only recipes with none of these allergens. */
                withoutAllergen?: components["parameters"]["WithoutAllergen"];
                /** @description Only recipes with at least one of these seasons. */
                season?: components["parameters"]["SeasonFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals, breakdowns and averages of the matching recipes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
        };
    };
    searchIngredients: {
        parameters: {
            query?: {
                /** @description Number of items to skip (page x count). */
                offset?: components["parameters"]["Offset"];
                /** @description Page size. Pickers ask for 100 (or 101 to detect whether there are more). */
                count?: components["parameters"]["IngredientCount"];
                /** @description Free-text search on name, English name and original name, case- and accent-insensitive. */
                name?: components["parameters"]["IngredientName"];
                /** @description Only ingredients in at least one of these food groups (the list screen's foodGroup). */
                idGroup?: components["parameters"]["IdGroup"];
                /** @description How much of each ingredient to return (see the IngredientModel schema). */
                model?: components["parameters"]["IngredientModel"];
                /**
                 * @description Only ingredients from this country's food composition database (source database named after the
                 *     country, case-insensitive) or imported from this country's context (source database CONTEXT_<COUNTRY>).
                 */
                country?: components["parameters"]["CountryParam"];
                /** @description Only ingredients used in at least one recipe. */
                onlyUsedInRecipes?: components["parameters"]["OnlyUsedInRecipes"];
                /** @description Only ingredients indexed with at least one of these LanguaL descriptors (e.g. A0131). */
                languaLID?: components["parameters"]["LanguaLID"];
                /** @description Also match the descendants of the given LanguaL descriptors in the thesaurus. */
                includeLanguaLSubtree?: components["parameters"]["IncludeLanguaLSubtree"];
                /** @description Extra parts to fill (always filled with model NUTRITIONIST_UI). */
                expand?: components["parameters"]["Expand"];
                /** @description Filter on having units other than the default GRAMS unit. */
                unitsFilter?: components["parameters"]["UnitsFilterParam"];
                /** @description Filter on the hidden flag (hideFromUser). */
                visibilityFilter?: components["parameters"]["VisibilityFilterParam"];
                /** @description Filter on membership of an ingredient group (display name). */
                ingredientGroupFilter?: components["parameters"]["IngredientGroupFilterParam"];
                /**
                 * @description true keeps only ingredients with a data-quality issue (energy off 4/4/9/7 kcal per gram by more than
                 *     15 %, macros over 100 g per 100 g, a missing key nutrient, or an outlier within a food group), false
                 *     only those without; absent: no filter.
                 */
                withDataIssues?: components["parameters"]["WithDataIssues"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ingredients. */
            200: {
                headers: {
                    "x-result-count": components["headers"]["XResultCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
        };
    };
}
