/* eslint-disable */
// DO NOT EDIT. Generated from openapi/planner.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

export interface paths {
    "/mealPlanningTesting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The context's recent algorithm test runs, newest first
         * @description The test runs of the caller's context created in the last 24 hours (at most 50), newest first,
         *     with their status, progress, generator options and recommender settings but without `result`
         *     (read one run with `getMealPlanningTest` for its result).
         */
        get: operations["listMealPlanningTests"];
        put?: never;
        /**
         * Start (or reuse) an algorithm test run on generated users
         * @description Generates `numberOfUsers` users (ages between `minAge` and `maxAge`), plans `plansPerUser`
         *     weeks for each with the given recommender settings, and measures the result. The work runs
         *     off the request path (worker pool / job queue); the answer is the run, whose `status` and
         *     `progress` can be polled with `getMealPlanningTest`.
         *
         *     Results are cached for one hour: the same settings and generator options within an hour
         *     of a run's creation return that same run (and its result once DONE) instead of starting a
         *     new one (a FAILED or CANCELLED run is not reused). `minAge` must not exceed `maxAge` (400,
         *     code `INVALID_AGE_RANGE`).
         *
         *     Runs are durable jobs in the database: any planner process picks queued runs up, works
         *     through the users in chunks, stores the progress after each chunk, and a run whose process
         *     stopped is resumed by another process after its last stored chunk.
         *
         *     Bounds: `numberOfUsers` <= 1000, `plansPerUser` <= 10, and `numberOfUsers` x `plansPerUser`
         *     <= 3000 plans per run (400, code `RUN_TOO_LARGE`, field `generatorOptions.numberOfUsers`).
         *     Each caller has at most one run being worked on and 2 queued runs; a new run beyond that is
         *     refused with 429, code `TOO_MANY_TEST_RUNS` ("You already have a test run in progress and 2
         *     queued; wait for one to finish or cancel it"). A cached run is returned in any case.
         */
        post: operations["runMealPlanningTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealPlanningTesting/{runId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running test run
         * @description The run's owner or an admin cancels a QUEUED or RUNNING run: its status is CANCELLED at once
         *     and the process working on it stops at the end of the current chunk of users. A run that
         *     already finished (DONE, FAILED or CANCELLED) answers 409, code `TEST_RUN_FINISHED`.
         */
        post: operations["cancelMealPlanningTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealPlanningTesting/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a test run's progress and result
         * @description Runs are kept for one hour after they finish.
         */
        get: operations["getMealPlanningTest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quick default simulation of a week plan for a profile
         * @description Creates a week plan (as planAction CREATE) for the profile, with the context's stored
         *     recommender settings unless given. `startDate` defaults to the Monday of the current week;
         *     `scope` defaults to the profile's household users.
         */
        post: operations["simulate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/weekPlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create, review or recreate a week plan
         * @description - CREATE: a fresh plan; `varietyOptions.priorityIngredients` are favoured.
         *     - REVIEW: requires `weekPlan` (400, code `WEEK_PLAN_REQUIRED`, when missing). Keeps every
         *       meal that still satisfies the hard rules and the allowed / excluded ingredient lists and
         *       changes only what must change.
         *     - RECREATE: starts over, ignoring the previous plan except for variety.
         *
         *     The same input and `seed` give the same plan.
         */
        post: operations["createWeekPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/recipeReplacements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the recipe of one division of one day
         * @description Puts `recipeToReplace` (the replacement recipe the user picked, e.g. from
         *     `getMealReplacements`) into the division `mealOfDayDivisionToReplace` of
         *     `dayOfWeekToReplace`, scales it for the household, and returns the whole week plan with
         *     only that division of that day changed. The recipe must pass the hard rules for that
         *     division (422 `NO_CANDIDATES` otherwise); 400 `DIVISION_NOT_IN_PLAN` when the plan has no
         *     such division on that day.
         */
        post: operations["getRecipeReplacements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/mealReplacements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ranked candidate recipes for one division of one day
         * @description Returns up to `count` candidates for the division `mealOfDayDivision` on `dayOfWeek`,
         *     best first, each already scaled for the household and with its heuristic scores,
         *     applied restrictions and `replacementFit` (its energy for the household, its value in the
         *     slot against the current recipe's, its energy off the meal's share, its other uses in the
         *     week). The recipe currently in that slot is not among them. An empty list
         *     is never returned: when the hard rules leave nothing the answer is 422 `NO_CANDIDATES`.
         */
        post: operations["getMealReplacements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/mealExplanation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Why this meal, and why not another recipe
         * @description Explains the recipe of division `mealOfDayDivision` on `dayOfWeek` of `weekPlan` from the
         *     engine's own slot objective (the same one the plan search and the replacements use), in
         *     the plan as it stands: the needs it covers, what it was compared with, and the best
         *     rejected alternatives with the reason each lost (REPEATED this week, ENERGY off by N %,
         *     LOWER_SCORE, or NOT_REACHED by the search). With `whyNot`, also the verdict on that recipe
         *     of the catalogue: the hard rule that excluded it (RESTRICTION with the rule, MEAL_TYPE), or
         *     how far its score fell below the chosen one. 400 `DIVISION_NOT_IN_PLAN` when the plan has no
         *     meal there.
         */
        post: operations["explainMeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/settingsPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview edited recommender settings on a fixed panel of sample households (nothing is saved)
         * @description Plans a fixed panel of six sample households (the default sample, one adult, a vegetarian couple, a family
         *     of four with a child, a vegan couple, an older adult allergic to nuts; each with a fixed seed, all for the
         *     week starting 2026-06-01) once with the context's saved recommender settings and once with the edited
         *     settings of the body, and answers per household the meals that change, the stability (share of meals
         *     kept: the Jaccard index of the two plans' sets of (day, division, recipe) triples, 1 when nothing
         *     changes) and each plan's measures with their change: mean energy and macro deviation from the members'
         *     targets, distinct recipes and dish families, fish and fruit portions, and the slots a dietitian would
         *     strike (the dietitian bench's judge). The body is the settings as saveRecommenderSettings takes them (a
         *     heuristic missing from a weight map counts as 0) and is checked the same way (400 naming the field);
         *     nothing is written.
         */
        post: operations["previewRecommenderSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/nutritionalNeeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Nutritional needs of a sample profile's household members
         * @description Energy need per member from the context's energy estimation equation, activity and energy
         *     goal, split over the selected meals of day, and daily nutrient needs. `scope` defaults to
         *     the profile's household users.
         */
        post: operations["simulateNutritionalNeeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nutritionalNeeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nutritional needs of a stored user's household
         * @description The user is the one named by `X-Impersonate-User-Id` in the context named by
         *     `X-Impersonate-Context` (admins only; a nutritionist reads users of their own context
         *     and may not name another one). Without the headers, the caller's own needs.
         */
        get: operations["getNutritionalNeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{idUser}/mealPlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's meal plan for the week containing a date */
        get: operations["getUserMealPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{idUser}/mealPlan/weeks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The weeks for which a user has a stored meal plan (the user page's week picker)
         * @description The Mondays of the weeks with a stored plan, newest first, at most the 104 newest (two years).
         */
        get: operations["listUserMealPlanWeeks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the simulation profiles of the context
         * @description Ordered by name.
         */
        get: operations["listSimulationProfiles"];
        put?: never;
        /** Save a new simulation profile */
        post: operations["createSimulationProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulate/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["SimulationProfileId"];
            };
            cookie?: never;
        };
        /** Get a simulation profile */
        get: operations["getSimulationProfile"];
        /**
         * Update a simulation profile
         * @description Optimistic locking: the body carries the `version` the profile was loaded with. When someone else saved the profile in between, the answer is 409 PROFILE_VERSION_CONFLICT (reload and apply the changes again) and nothing is written; the last write never wins silently. Only the profile's owner (who saved it first), admins and nutritionists may update it; anyone else gets 403 and may save a copy under another name.
         */
        put: operations["updateSimulationProfile"];
        post?: never;
        /**
         * Delete a simulation profile
         * @description Only the profile's owner (who saved it first), admins and nutritionists may delete it; anyone else gets 403.
         */
        delete: operations["deleteSimulationProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipes/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogue coverage by diet and allergen profile and meal slot, plan exposure, rule contradictions
         * @description For the caller's context (an admin may name another with `X-Impersonate-Context`):
         *     - `slots`: the context's meal-part divisions (its settings), one per distinct meal part and role;
         *     - `profiles`: any diet, vegan, vegetarian (lacto-ovo), gluten-free, no nuts (tree nuts and peanuts), no
         *       milk, then one per enabled food restriction; `counts[i]` is the number of published recipes that can fill
         *       `slots[i]` for a household of that profile, after the planner's hard rules (the diet and allergen
         *       tags and the rule set's reading of the ingredients and name, the food restriction, the slot's meal
         *       type and meal role, sweets and alcohol as the settings allow, an adult household);
         *     - `exposure`: plan appearances of the published recipes over every stored week plan of the context
         *       (the cohort's), the Gini coefficient over the recipes (recipes never planned count as 0) and the
         *       recipes never planned (the first `neverPlannedLimit` by name);
         *     - `contradictions`: published recipes whose diet or allergen tags the rule set contradicts (tagged vegan
         *       with an animal ingredient, not tagged with gluten though an ingredient or the name holds it), with the
         *       ingredients that say so.
         */
        get: operations["getCatalogueCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/db-contexts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country database contexts and their labels */
        get: operations["getDbContexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/administration/job-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The durable job queue at a glance (test-run chunks, statistics refreshes)
         * @description What the process's durable queue (pg-boss in the same database) holds, over every context: jobs
         *     waiting (queued or waiting for a retry), jobs being worked on, jobs that failed for good in the last
         *     24 hours, and the age in seconds of the oldest waiting job (0 when none waits); the same per kind.
         */
        get: operations["getJobQueue"];
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
        /** @enum {string} */
        MealOfDay: "BREAKFAST" | "MIDDLE_MORNING" | "LUNCH" | "MIDDLE_AFTERNOON" | "DINNER" | "AFTER_DINNER";
        /** @enum {string} */
        MealType: "BREAKFAST" | "LUNCH" | "DINNER" | "SNACK" | "DESSERT" | "FRUIT" | "VEGETABLE" | "SALAD" | "SOUP" | "STARTER" | "SIDE_DISH" | "BREAD" | "DRINK" | "SMOOTHIE" | "JUICE" | "CEREAL" | "NO_MEAL_TYPE";
        /**
         * @description Meal types without NO_MEAL_TYPE; the part of a meal a meal-of-day division asks for.
         * @enum {string}
         */
        MealPart: "BREAKFAST" | "LUNCH" | "DINNER" | "SNACK" | "DESSERT" | "FRUIT" | "VEGETABLE" | "SALAD" | "SOUP" | "STARTER" | "SIDE_DISH" | "BREAD" | "DRINK" | "SMOOTHIE" | "JUICE" | "CEREAL";
        /**
         * @description A part a recipe may play in a meal (src/domain/mealRoles.ts): the planner lets a meal division take only
         *     recipes whose role fits it. BREAD_MEAL is a sandwich or open sandwich, HOT_MAIN a hot main dish.
         * @enum {string}
         */
        MealRole: "BREAKFAST" | "BREAD_MEAL" | "HOT_MAIN" | "SOUP" | "SIDE" | "STARTER" | "DESSERT" | "SNACK" | "DRINK" | "FRUIT";
        /**
         * @description Nutrients tracked in needs and plans (SUGAR appears among the nutritional-needs keys).
         * @enum {string}
         */
        Nutrient: "KCAL" | "PROTEIN" | "CARB" | "FAT" | "FIBER" | "CHOLESTEROL" | "IRON" | "SALT" | "SUGAR";
        /**
         * @description Country database context.
         * @enum {string}
         */
        Country: "bg" | "dk" | "es" | "it" | "lu" | "nl" | "pt" | "de";
        /** @enum {string} */
        EnergyEstimationEquation: "INSTITUTE_OF_MEDICINE" | "HARRIS_BENEDICT" | "REVISED_HARRIS_BENEDICT";
        /** @enum {string} */
        EnergyGoal: "MAINTAIN_WEIGHT" | "LOSE_WEIGHT" | "GAIN_WEIGHT" | "CUSTOM";
        /**
         * @description LOWEST = sedentary, LOW = low active, MEDIUM = active, AUTO = basal need plus dailyBurnedEnergyKcal.
         * @enum {string}
         */
        ActivityLevel: "LOWEST" | "LOW" | "MEDIUM" | "AUTO";
        /** @enum {string} */
        Gender: "M" | "F";
        /** @enum {string} */
        ExpertiseLevel: "BEGINNER" | "INTERMEDIATE" | "ADVANCED";
        /**
         * @description LOW (shown as Low), UNLIMITED (shown as Balanced, the default) or HIGH (shown as Unlimited). Low plans
         *     from a small repertoire (a recipe up to 4 times a week, at least 20 distinct recipes per 49 meals, repeats
         *     favoured); Balanced keeps a recipe at most twice a week and 40 distinct per 49; Unlimited plans no recipe
         *     twice in the week whenever the candidates allow it. Never twice a day at any level.
         * @enum {string}
         */
        VarietyLevel: "LOW" | "UNLIMITED" | "HIGH";
        /** @enum {string} */
        PlanAction: "CREATE" | "REVIEW" | "RECREATE";
        /**
         * @description Views of the meal plan panel (client side).
         * @enum {string}
         */
        MealPlanView: "DAY" | "WEEK" | "STATS";
        /** @enum {string} */
        MealOfDayDivisionType: "MEAL_PART" | "RECIPE" | "INGREDIENT";
        /**
         * @description Meal-of-day (meal division) heuristics. CHEAPER_FOOD and DIABETES are disabled in the UI.
         * @enum {string}
         */
        HeuristicName: "ENERGY_SUITABILITY" | "CARBOHYDRATE_SUITABILITY" | "PROTEIN_SUITABILITY" | "FAT_SUITABILITY" | "INGREDIENT_VARIETY" | "VARIETY_OPTIONS" | "LIMIT_MAIN_DISH_RECIPE_REPETITION" | "MEAT_FISH_SEPARATION" | "MINIMIZE_PRODUCT_CATEGORIES" | "LITRE_OF_SOUP_IN_A_ROW" | "USER_PREFERENCES" | "SEASON" | "NO_COMFORT_FOOD" | "COMMON_FRUIT" | "CHEAPER_FOOD" | "DIABETES" | "LOW_SUGAR_DRINKS";
        /**
         * @description SODIUM_LIMIT: day sodium at most 2.3 g (salt 5.75 g); FIBER_MINIMUM: day fibre at least 25 g;
         *     FREE_SUGAR_LIMIT: free sugars under 10 % of energy (total sugar of recipes other than whole fruit).
         *     Each weighs its relative excess (or shortfall) per member against the same scale as
         *     NUTRITIONAL_DEVIATION.
         * @enum {string}
         */
        DayHeuristicName: "NUTRITIONAL_DEVIATION" | "FRUIT_VARIETY" | "SODIUM_LIMIT" | "FIBER_MINIMUM" | "FREE_SUGAR_LIMIT";
        /** @enum {string} */
        WeekHeuristicName: "NL_FISH" | "INCLUDE_WHITE_MEAT";
        /** @enum {string} */
        Diet: "LACTO_OVO_VEGETARIAN" | "PESCETARIAN" | "LACTO_VEGETARIAN" | "OVO_VEGETARIAN" | "VEGAN" | "LACTOSE_FREE" | "NO_PORK" | "NONE";
        /** @enum {string} */
        Allergen: "CELERY" | "CRUSTACEAN" | "EGG" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSC" | "MUSTARD" | "NUTS" | "PEANUT" | "SESAME" | "SOY" | "SULPHITE";
        /** @enum {string} */
        DayOfWeek: "MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY";
        /** @enum {string} */
        Season: "SPRING" | "SUMMER" | "AUTUMN" | "WINTER" | "NO_SEASON";
        /** @enum {string} */
        Cuisine: "ITALIAN" | "MEXICAN" | "CHINESE" | "AMERICAN" | "FRENCH" | "INDIAN" | "MEDITERRANEAN" | "JAPANESE" | "THAI" | "TURKISH" | "BALKANIAN" | "PAKISTANI" | "BULGARIAN";
        /**
         * @description A user's feedback on an ingredient or recipe (used by the USER_PREFERENCES heuristic).
         * @enum {string}
         */
        FeedbackValue: "LIKE" | "DISLIKE";
        /** @enum {string} */
        NutrientUnit: "KCAL" | "G" | "MG";
        /** @enum {string} */
        TestingRunStatus: "QUEUED" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
        /** @description A meal slot of the context's divisions (one per distinct meal part and role). */
        CoverageSlot: {
            /** @description The meal part, and `:` and the division's own role when it has one (`LUNCH:BREAD_MEAL`). */
            key: string;
            label: string;
            mealPart: components["schemas"]["MealPart"];
            mealRole?: components["schemas"]["MealRole"];
            /** @description The meals of day with a division of this slot. */
            mealsOfDay: components["schemas"]["MealOfDay"][];
            /** @description The recipe meal types the slot accepts. */
            mealTypes: components["schemas"]["MealType"][];
            /** @description The recipe meal roles the slot accepts. */
            mealRoles: components["schemas"]["MealRole"][];
            /**
             * @description A slot with its own role only: the roles the planner takes instead when that role leaves a profile too few
             *     recipes or dish families for a week (a gluten-free bread lunch becomes a hot or bread lunch).
             */
            fallbackMealRoles?: components["schemas"]["MealRole"][];
        };
        CoverageProfileRow: {
            /** @description ANY, VEGAN, VEGETARIAN, GLUTEN_FREE, NO_NUTS, NO_MILK or FOOD_RESTRICTION_<id>. */
            key: string;
            label: string;
            diets: components["schemas"]["Diet"][];
            /** @description The allergens the profile avoids. */
            allergens: components["schemas"]["Allergen"][];
            idFoodRestriction?: number;
            /** @description Recipes that can fill each slot, in the order of `slots`. */
            counts: number[];
            /** @description For each slot, whether the count is of the slot's `fallbackMealRoles` (its own role left too little). */
            fellBack: boolean[];
        };
        CoverageRecipe: {
            idRecipe: number;
            name: string;
        };
        CoverageExposure: {
            /** @description Stored week plans of the context. */
            weekPlans: number;
            /** @description Planned meals of published recipes over those plans. */
            appearances: number;
            /** @description Published recipes (the population of the Gini coefficient). */
            recipes: number;
            plannedRecipes: number;
            neverPlannedCount: number;
            /** @description Gini coefficient of plan appearances over the published recipes, zeros included. */
            gini: number;
            neverPlanned: components["schemas"]["CoverageRecipe"][];
            neverPlannedLimit: number;
        };
        CoverageContradiction: {
            idRecipe: number;
            name: string;
            /** @description Diets the recipe is tagged with that its ingredients or name rule out. */
            diets: components["schemas"]["Diet"][];
            /** @description Allergens its ingredients or name hold that it is not tagged with. */
            allergens: components["schemas"]["Allergen"][];
            /** @description The ingredients that say so. */
            ingredients: string[];
            /** @description What the dish name says that does so too (or alone), in the rule set's words. */
            nameReasons: string[];
        };
        CatalogueCoverage: {
            /** @description A cell under this many recipes is thin. */
            threshold: number;
            publishedRecipes: number;
            slots: components["schemas"]["CoverageSlot"][];
            profiles: components["schemas"]["CoverageProfileRow"][];
            exposure: components["schemas"]["CoverageExposure"];
            contradictions: components["schemas"]["CoverageContradiction"][];
        };
        JobQueueCounts: {
            /** @description Jobs queued or waiting for a retry. */
            waiting: number;
            /** @description Jobs a worker is on. */
            active: number;
            /** @description Jobs that failed for good (retries used up) in the last 24 hours. */
            failedLastDay: number;
            /** @description Seconds since the oldest waiting job was queued; 0 when none waits. */
            oldestWaitingSeconds: number;
        };
        JobQueueFigures: components["schemas"]["JobQueueCounts"] & {
            kinds: (components["schemas"]["JobQueueCounts"] & {
                /** @example testing-chunk */
                kind: string;
            })[];
        };
        /**
         * @example {
         *       "idIngredient": 9003,
         *       "name": "Apples, raw, with skin",
         *       "englishName": "Apples, raw, with skin"
         *     }
         */
        IngredientRef: {
            /** Format: int64 */
            idIngredient: number;
            name?: string;
            englishName?: string;
        };
        /**
         * @example {
         *       "idRecipe": 42,
         *       "name": "Greek salad"
         *     }
         */
        RecipeRef: {
            /** Format: int64 */
            idRecipe: number;
            name?: string;
        };
        FoodRestrictionRef: {
            /** Format: int64 */
            idFoodRestriction: number;
            name?: string;
        };
        /** @description A household member as referenced in plans and needs. */
        UserRef: {
            id: number;
            name?: string;
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
        /** @description The recipe of a scaled recipe, with its nutrition per (unscaled) serving. */
        PlannedRecipe: {
            idRecipe: number;
            name: string;
            recipeNutritionalInfo?: components["schemas"]["RecipeNutritionalInfo"];
        };
        WeightLog: {
            weightKg: number;
            /** Format: date */
            date?: string;
        };
        HeightLog: {
            heightCm: number;
            /** Format: date */
            date?: string;
        };
        ActivityLevelLog: {
            value: components["schemas"]["ActivityLevel"];
            /** @description Energy burned by activity per day, used with AUTO (default 500). */
            dailyBurnedEnergyKcal?: number;
            /** Format: date */
            date?: string;
        };
        SelectedMeal: {
            mealOfDay: components["schemas"]["MealOfDay"];
        };
        /**
         * @description A member of the household for whom the plan is made: the fields of a user profile, without the household. The planner reads firstName, birthDate (the UI converts an
         *     age to it), gender, the last weight, height and activity logs, and the energy goal; a member's
         *     dietary, food and ingredient restrictions apply to the whole household's plan. Missing name,
         *     birth date, gender, weight or height is refused (400: Name cannot be empty, Age cannot be
         *     empty, Weight cannot be empty, Height cannot be empty). The UI numbers members count + 2 and
         *     names them "Household member N".
         */
        HouseholdMember: {
            /** Format: int64 */
            idUser: number;
            customID?: string;
            firstName?: string;
            /** Format: date */
            birthDate?: string;
            gender?: components["schemas"]["Gender"];
            expertiseLevel?: components["schemas"]["ExpertiseLevel"];
            /** @description Most recent last (the last one counts). */
            weightLogs?: components["schemas"]["WeightLog"][];
            /** @description Most recent last (the last one counts). */
            heightLogs?: components["schemas"]["HeightLog"][];
            /** @description Most recent last (the last one counts). */
            activityLevels?: components["schemas"]["ActivityLevelLog"][];
            dietaryRestrictions?: components["schemas"]["Diet"][];
            allergens?: components["schemas"]["Allergen"][];
            foodRestrictions?: components["schemas"]["FoodRestrictionRef"][];
            /** @description Ingredients the member never wants. */
            ingredientRestrictions?: components["schemas"]["IngredientRef"][];
            userEnergyDistribution?: components["schemas"]["UserEnergyDistribution"];
            notes?: string;
        };
        Household: {
            /** Format: int64 */
            idHousehold?: number;
            noOfMealsPerDay: number;
            /**
             * @description The meals of day planned, as many as noOfMealsPerDay, each once (400 otherwise); the plan holds the
             *     context's divisions of these meals only. Absent, the default meals for the number: 3 = BREAKFAST, LUNCH,
             *     DINNER; 4 adds MIDDLE_AFTERNOON; 5 adds MIDDLE_MORNING; 6 adds AFTER_DINNER.
             */
            selectedMeals?: components["schemas"]["SelectedMeal"][];
            /** @description The household's members (HouseholdMember); the planner plans for them (or the scope's), else for the profile's own person. */
            users?: components["schemas"]["HouseholdMember"][];
        };
        IngredientDivision: {
            ingredient: components["schemas"]["IngredientRef"];
        };
        /**
         * @description One slot of a meal of day: a meal part (the engine picks a recipe of that meal type), a fixed
         *     recipe, or a fixed ingredient. `mealPart` is set for MEAL_PART, `recipe` for RECIPE,
         *     `ingredientDivision` for INGREDIENT. `mealRole` (MEAL_PART only, dropped for the other types) is the
         *     one role the division takes, e.g. BREAD_MEAL for a bread lunch; absent, the default for the meal part.
         * @example {
         *       "idMealOfDayDivision": 3,
         *       "mealOfDay": "LUNCH",
         *       "type": "MEAL_PART",
         *       "mealPart": "SOUP",
         *       "name": "Soup"
         *     }
         */
        MealOfDayDivision: {
            /** Format: int64 */
            idMealOfDayDivision: number;
            mealOfDay: components["schemas"]["MealOfDay"];
            type: components["schemas"]["MealOfDayDivisionType"];
            mealPart?: components["schemas"]["MealPart"];
            recipe?: components["schemas"]["RecipeRef"];
            ingredientDivision?: components["schemas"]["IngredientDivision"];
            name?: string;
            mealRole?: components["schemas"]["MealRole"];
        };
        UserIngredientFeedback: {
            value: components["schemas"]["FeedbackValue"];
            ingredient: components["schemas"]["IngredientRef"];
        };
        UserRecipeFeedback: {
            value: components["schemas"]["FeedbackValue"];
            recipe: components["schemas"]["RecipeRef"];
        };
        /**
         * @description Shares of total energy as fractions (0..1) that must sum to 1 (100 %); the UI edits whole-number percentages.
         * @example {
         *       "proteinDistribution": 0.2,
         *       "fatDistribution": 0.3,
         *       "carbohydratesDistribution": 0.5
         *     }
         */
        EnergyDistribution: {
            proteinDistribution: number;
            fatDistribution: number;
            carbohydratesDistribution: number;
        };
        /**
         * @description The user's energy goal and macro split. The three distributions are fractions of total energy
         *     and must sum to 1 (400 DISTRIBUTION_SUM otherwise, tolerance 0.001); when absent the context's
         *     energy distribution applies.
         */
        UserEnergyDistribution: {
            energyGoal?: components["schemas"]["EnergyGoal"];
            /** @description Daily kcal, used with CUSTOM (default 2000). */
            customKcalTarget?: number;
            proteinDistribution?: number;
            carbohydratesDistribution?: number;
            fatDistribution?: number;
        };
        /**
         * @description A sample (simulation) or stored user profile.
         * @example {
         *       "idUser": 118,
         *       "customID": "PT-0118",
         *       "email": "maria@example.org",
         *       "firstName": "Maria",
         *       "birthDate": "1960-01-01",
         *       "gender": "F",
         *       "expertiseLevel": "INTERMEDIATE",
         *       "weightLogs": [
         *         {
         *           "weightKg": 64.5,
         *           "date": "2026-11-01"
         *         }
         *       ],
         *       "heightLogs": [
         *         {
         *           "heightCm": 162
         *         }
         *       ],
         *       "activityLevels": [
         *         {
         *           "value": "LOWEST"
         *         }
         *       ],
         *       "household": {
         *         "idHousehold": 55,
         *         "noOfMealsPerDay": 5,
         *         "selectedMeals": [
         *           {
         *             "mealOfDay": "BREAKFAST"
         *           },
         *           {
         *             "mealOfDay": "MIDDLE_MORNING"
         *           },
         *           {
         *             "mealOfDay": "LUNCH"
         *           },
         *           {
         *             "mealOfDay": "MIDDLE_AFTERNOON"
         *           },
         *           {
         *             "mealOfDay": "DINNER"
         *           }
         *         ],
         *         "users": []
         *       },
         *       "mealOfDayDivisions": [
         *         {
         *           "idMealOfDayDivision": 1,
         *           "mealOfDay": "BREAKFAST",
         *           "type": "MEAL_PART",
         *           "mealPart": "BREAKFAST"
         *         }
         *       ],
         *       "dietaryRestrictions": [
         *         "NO_PORK"
         *       ],
         *       "foodRestrictions": [],
         *       "ingredientRestrictions": [],
         *       "userIngredientFeedbacks": [],
         *       "userRecipeFeedbacks": [],
         *       "userEnergyDistribution": {
         *         "energyGoal": "MAINTAIN_WEIGHT",
         *         "proteinDistribution": 0.2,
         *         "carbohydratesDistribution": 0.5,
         *         "fatDistribution": 0.3
         *       },
         *       "notes": ""
         *     }
         */
        UserProfile: {
            /** Format: int64 */
            idUser?: number;
            customID?: string;
            email?: string;
            firstName?: string;
            /** Format: date */
            birthDate?: string;
            gender?: components["schemas"]["Gender"];
            /** @description The cooking expertise of the household's cook; the planner plans no recipe whose expertiseLevel is above it (hard rule EXPERTISE). Absent, no recipe is left out for it. */
            expertiseLevel?: components["schemas"]["ExpertiseLevel"];
            /** @description Most recent last (the last one counts). */
            weightLogs?: components["schemas"]["WeightLog"][];
            /** @description Most recent last (the last one counts). */
            heightLogs?: components["schemas"]["HeightLog"][];
            /** @description Most recent last (the last one counts). */
            activityLevels?: components["schemas"]["ActivityLevelLog"][];
            household: components["schemas"]["Household"];
            /** @description The divisions of each meal of day; when empty the context's divisions apply. A division without an id gets one. */
            mealOfDayDivisions?: components["schemas"]["MealOfDayDivisionInput"][];
            dietaryRestrictions?: components["schemas"]["Diet"][];
            allergens?: components["schemas"]["Allergen"][];
            foodRestrictions?: components["schemas"]["FoodRestrictionRef"][];
            /** @description Ingredients the user never wants. */
            ingredientRestrictions?: components["schemas"]["IngredientRef"][];
            userIngredientFeedbacks?: components["schemas"]["UserIngredientFeedback"][];
            userRecipeFeedbacks?: components["schemas"]["UserRecipeFeedback"][];
            userEnergyDistribution?: components["schemas"]["UserEnergyDistribution"];
            notes?: string;
        };
        /**
         * @description The other reading of a profile, as kept in a saved simulation profile's `userProfile` JSON
         *     text by older clients: name, age, height, weight, gender, activity, custom activity,
         *     energy goal, burned kcal, cooking expertise and household members. The server accepts this
         *     form or a `UserProfile` in that text.
         */
        StoredUserProfile: {
            name?: string;
            age?: number;
            heightCm?: number;
            weightKg?: number;
            gender?: components["schemas"]["Gender"];
            activityLevel?: components["schemas"]["ActivityLevel"];
            customActivityLevel?: boolean;
            energyGoal?: components["schemas"]["EnergyGoal"];
            burnedKcal?: number;
            cookingExpertise?: components["schemas"]["ExpertiseLevel"];
            householdMembers?: components["schemas"]["HouseholdMember"][];
        };
        /** @description Who the plan is for. */
        Scope: {
            householdMembers: components["schemas"]["HouseholdMember"][];
        };
        /**
         * @description Weight (0..5, step 0.1) per meal-division heuristic (see HeuristicName). A heuristic the map
         *     omits is saved as 0 by saveRecommenderSettings; in a planner request it takes the context's weight.
         */
        MealOfDayHeuristicsWeights: {
            ENERGY_SUITABILITY?: components["schemas"]["HeuristicWeight"];
            CARBOHYDRATE_SUITABILITY?: components["schemas"]["HeuristicWeight"];
            PROTEIN_SUITABILITY?: components["schemas"]["HeuristicWeight"];
            FAT_SUITABILITY?: components["schemas"]["HeuristicWeight"];
            INGREDIENT_VARIETY?: components["schemas"]["HeuristicWeight"];
            VARIETY_OPTIONS?: components["schemas"]["HeuristicWeight"];
            LIMIT_MAIN_DISH_RECIPE_REPETITION?: components["schemas"]["HeuristicWeight"];
            MEAT_FISH_SEPARATION?: components["schemas"]["HeuristicWeight"];
            MINIMIZE_PRODUCT_CATEGORIES?: components["schemas"]["HeuristicWeight"];
            LITRE_OF_SOUP_IN_A_ROW?: components["schemas"]["HeuristicWeight"];
            USER_PREFERENCES?: components["schemas"]["HeuristicWeight"];
            SEASON?: components["schemas"]["HeuristicWeight"];
            NO_COMFORT_FOOD?: components["schemas"]["HeuristicWeight"];
            COMMON_FRUIT?: components["schemas"]["HeuristicWeight"];
            CHEAPER_FOOD?: components["schemas"]["HeuristicWeight"];
            DIABETES?: components["schemas"]["HeuristicWeight"];
            LOW_SUGAR_DRINKS?: components["schemas"]["HeuristicWeight"];
        };
        /**
         * @description Weight (0..5) per day heuristic (see DayHeuristicName). A heuristic the map omits is saved as 0
         *     by saveRecommenderSettings; in a planner request it takes the context's weight.
         */
        DayHeuristicsWeights: {
            NUTRITIONAL_DEVIATION?: components["schemas"]["HeuristicWeight"];
            FRUIT_VARIETY?: components["schemas"]["HeuristicWeight"];
            SODIUM_LIMIT?: components["schemas"]["HeuristicWeight"];
            FIBER_MINIMUM?: components["schemas"]["HeuristicWeight"];
            FREE_SUGAR_LIMIT?: components["schemas"]["HeuristicWeight"];
        };
        /**
         * @description Weight (0..5) per week heuristic (see WeekHeuristicName). A heuristic the map omits is saved as 0
         *     by saveRecommenderSettings; in a planner request it takes the context's weight.
         */
        WeekHeuristicsWeights: {
            NL_FISH?: components["schemas"]["HeuristicWeight"];
            INCLUDE_WHITE_MEAT?: components["schemas"]["HeuristicWeight"];
        };
        /**
         * @description At least and / or at most N meals of a food group per week (N from 0 to 21, three main meals a day).
         * @example {
         *       "foodGroup": "FISH",
         *       "atLeast": 2
         *     }
         */
        WeeklyFoodGroupRule: {
            /**
             * @description FISH (fish and shellfish), WHITE_MEAT (poultry), RED_MEAT (beef, pork, lamb), MEAT (any meat), LEGUMES.
             * @enum {string}
             */
            foodGroup: "FISH" | "WHITE_MEAT" | "RED_MEAT" | "MEAT" | "LEGUMES";
            atLeast?: number;
            atMost?: number;
        };
        /**
         * @description The dietitian's meal rules: limits every plan keeps whenever the candidates allow. Every field is optional.
         *     In a save (saveRecommenderSettings, saveAllSettings) a field left out is saved as its default; a context that
         *     never saved them reads the defaults. In a planner request a field left out takes the context's value. A value
         *     outside its range, or a portion step other than 0.25, 0.5 or 1, is 400 naming the field
         *     (e.g. `mealRules.maxSaltPerDayG`) and nothing is written.
         * @example {
         *       "allowConfectionery": false,
         *       "allowAlcohol": false,
         *       "maxFreeSugarPerSnackG": 10,
         *       "maxFreeSugarPerDayG": 25,
         *       "maxSaltPerDishG": 3,
         *       "maxSaltPerDayG": 6,
         *       "minFruitPerDayG": 200,
         *       "minVegetablesPerDayG": 250,
         *       "portionStep": 0.25
         *     }
         */
        MealRules: {
            /** @description Candy and other confectionery may be planned (as snacks or desserts). Default false. */
            allowConfectionery?: boolean;
            /** @description Alcoholic dishes and drinks may be planned; never for a household with a member under 18, whatever this says. Default false. */
            allowAlcohol?: boolean;
            /** @description Free sugars per person in one snack, at most, in grams (0 to 100). Default 10 g, the dietitian's share for one snack of the WHO (2015) Guideline on sugars intake for adults and children: free sugars under 10 % of energy, ideally under 5 % (about 25 g a day). */
            maxFreeSugarPerSnackG?: number;
            /** @description Free sugars per person per day, at most, in grams (0 to 200). Default 25 g: WHO (2015), under 5 % of energy (about 25 g) for further benefit. Free sugars are those added by the cook or manufacturer plus those naturally in honey, syrups and fruit juices; not those in whole fruit, vegetables or plain milk. */
            maxFreeSugarPerDayG?: number;
            /** @description Salt per adult portion of one dish, at most, in grams (0 to 20). Default 3 g, half the daily limit of the Dutch Health Council (2015). */
            maxSaltPerDishG?: number;
            /** @description Salt per person per day, at most, in grams (0 to 30). Default 6 g: Dutch Health Council (Gezondheidsraad), Richtlijnen goede voeding 2015. */
            maxSaltPerDayG?: number;
            /** @description Fruit per adult per day, at least, in grams (0 to 1000), where the meal divisions allow. Default 200 g (2 portions): Schijf van Vijf (Voedingscentrum, 2016). */
            minFruitPerDayG?: number;
            /** @description Vegetables per adult per day, at least, in grams (0 to 1000), where the meal divisions allow. Default 250 g: Schijf van Vijf (Voedingscentrum, 2016). */
            minVegetablesPerDayG?: number;
            /** @description Portions are whole multiples of this many servings: 0.25, 0.5 or 1 (another value is 400 naming `mealRules.portionStep`). Default 0.25. */
            portionStep?: number;
        };
        /**
         * @description The recommender's weights; day / week weights apply only when their improvement switch is on.
         * @example {
         *       "mealOfDayHeuristicsWeights": {
         *         "ENERGY_SUITABILITY": 5,
         *         "CARBOHYDRATE_SUITABILITY": 3,
         *         "PROTEIN_SUITABILITY": 3,
         *         "FAT_SUITABILITY": 3,
         *         "INGREDIENT_VARIETY": 1,
         *         "VARIETY_OPTIONS": 1,
         *         "LIMIT_MAIN_DISH_RECIPE_REPETITION": 2,
         *         "MEAT_FISH_SEPARATION": 1,
         *         "MINIMIZE_PRODUCT_CATEGORIES": 0.5,
         *         "LITRE_OF_SOUP_IN_A_ROW": 1,
         *         "USER_PREFERENCES": 2,
         *         "SEASON": 1,
         *         "NO_COMFORT_FOOD": 0.5,
         *         "COMMON_FRUIT": 0.5,
         *         "CHEAPER_FOOD": 0,
         *         "DIABETES": 0,
         *         "LOW_SUGAR_DRINKS": 0.5
         *       },
         *       "dayHeuristicsWeights": {
         *         "NUTRITIONAL_DEVIATION": 5,
         *         "FRUIT_VARIETY": 1
         *       },
         *       "weekHeuristicsWeights": {
         *         "NL_FISH": 1,
         *         "INCLUDE_WHITE_MEAT": 1
         *       },
         *       "runDayImprovement": true,
         *       "runWeekImprovement": true,
         *       "weeklyFoodGroupRules": [
         *         {
         *           "foodGroup": "FISH",
         *           "atLeast": 2
         *         },
         *         {
         *           "foodGroup": "RED_MEAT",
         *           "atMost": 3
         *         }
         *       ]
         *     }
         */
        RecommenderSettings: {
            mealOfDayHeuristicsWeights: components["schemas"]["MealOfDayHeuristicsWeights"];
            dayHeuristicsWeights: components["schemas"]["DayHeuristicsWeights"];
            weekHeuristicsWeights: components["schemas"]["WeekHeuristicsWeights"];
            runDayImprovement: boolean;
            runWeekImprovement: boolean;
            /**
             * @description Weekly food-group rules: at least / at most N meals (chosen recipes) of a food group in a week,
             *     met whenever the candidates allow; an unmet rule is a plan warning (FOOD_GROUP_RULE) naming the rule,
             *     the meals reached and why. Absent in a planner request: the context's rules; an empty list: none.
             *     A rule needs atLeast or atMost; atLeast above atMost for the same group (over all its rules) is
             *     400 FOOD_GROUP_RULE_CONFLICT.
             */
            weeklyFoodGroupRules?: components["schemas"]["WeeklyFoodGroupRule"][];
            mealRules?: components["schemas"]["MealRules"];
        };
        /** @description What edited recommender settings change on the preview's panel of sample households. */
        SettingsPreview: {
            /**
             * Format: date
             * @description Monday of the week planned.
             */
            startDate: string;
            households: components["schemas"]["SettingsPreviewHousehold"][];
        };
        SettingsPreviewHousehold: {
            /** @description Stable identifier of the panel's household (default-sample, one-adult ...). */
            key: string;
            name: string;
            members: number;
            seed: number;
            /** @description Jaccard index of the two plans' (day, division, recipe) triples; 1 when no meal changes. */
            stability: number;
            /** @description Planned items with the saved settings. */
            mealsBefore: number;
            /** @description Planned items with the edited settings. */
            mealsAfter: number;
            changedMeals: components["schemas"]["SettingsPreviewChangedMeal"][];
            before: components["schemas"]["SettingsPreviewFigures"];
            after: components["schemas"]["SettingsPreviewFigures"];
            change: components["schemas"]["SettingsPreviewFigures"];
        };
        /** @description A division of a day whose recipe differs; `before` or `after` is absent when only one plan has the meal. */
        SettingsPreviewChangedMeal: {
            /** Format: date */
            date: string;
            dayOfWeek: components["schemas"]["DayOfWeek"];
            mealOfDay: components["schemas"]["MealOfDay"];
            idMealOfDayDivision: number;
            divisionName: string;
            before?: components["schemas"]["SettingsPreviewRecipe"];
            after?: components["schemas"]["SettingsPreviewRecipe"];
        };
        SettingsPreviewRecipe: {
            idRecipe: number;
            name: string;
        };
        /**
         * @description One plan's measures (or, as `change`, edited minus saved). Deviations are means of |planned - target| / target
         *     over member-days (macros: protein, carbohydrate and fat pooled); portions count the items a member eats.
         */
        SettingsPreviewFigures: {
            energyDeviation: number;
            macroDeviation: number;
            distinctRecipes: number;
            dishFamilies: number;
            fishPortions: number;
            fruitPortions: number;
            implausibleSlots: number;
        };
        /**
         * @description Ingredient ids steering variety. In CREATE, priorityIngredients are favoured. In REVIEW,
         *     allowedIngredients are the ones the user keeps and excludedIngredients are removed from the
         *     plan (a hard rule). An id may not be both allowed and excluded (400 VARIETY_CONFLICT).
         */
        VarietyOptions: {
            priorityIngredients?: number[];
            allowedIngredients?: number[];
            excludedIngredients?: number[];
            varietyLevel?: components["schemas"]["VarietyLevel"];
        };
        ScaledRecipeIngredient: {
            ingredient: components["schemas"]["IngredientRef"];
            /** @description Grams for the whole household (all servings). */
            quantityInGrams: number;
        };
        HouseholdServing: {
            user: components["schemas"]["UserRef"];
            /** @description Servings of the recipe for this member (the engine keeps it within 0.5..2). */
            portionInServings: number;
        };
        HeuristicScore: {
            /** @description A HeuristicName (or a DayHeuristicName / WeekHeuristicName for improvement passes). */
            name: string;
            /** @description Normalised score (under 0.33 red, under 0.66 orange, otherwise green). */
            value: number;
            weight: number;
        };
        /** @description Number of candidate recipes removed per hard rule (e.g. DIET, ALLERGEN, FOOD_RESTRICTION, INGREDIENT_RESTRICTION, EXCLUDED_INGREDIENT, EXPERTISE, MEAL_TYPE). EXPERTISE counts recipes asking more cooking expertise than the profile's expertiseLevel. */
        RemovedCandidates: {
            [key: string]: number;
        };
        AppliedRestrictions: {
            initialCandidates: number;
            removedCandidates: components["schemas"]["RemovedCandidates"];
            finalCandidates: number;
            /** @description Candidates removed because their meal type belongs to another division of the same meal. */
            removedTypesOtherMealDivisions?: number;
        };
        ScaledRecipe: {
            /** @description Absent in a plan that was never stored. */
            idScaledRecipe?: number;
            recipe: components["schemas"]["PlannedRecipe"];
            scaledRecipeIngredients?: components["schemas"]["ScaledRecipeIngredient"][];
            /** @description Total servings for the household (sum of householdServings). */
            servings: number;
            householdServings?: components["schemas"]["HouseholdServing"][];
            mealOfDayDivision?: components["schemas"]["MealOfDayDivision"];
            heuristicScores?: components["schemas"]["HeuristicScore"][];
            appliedRestrictions?: components["schemas"]["AppliedRestrictions"];
            replacementFit?: components["schemas"]["ReplacementFit"];
        };
        /**
         * @description Set by the planner on the options of `getMealReplacements` only (ignored when a client sends a plan back):
         *     how the option fits the slot it would fill, with every other meal of the plan in place.
         */
        ReplacementFit: {
            /** @description Energy of the option for the household at the portions served (kcal, rounded). */
            kcal: number;
            /** @description The plan search's value of the slot with this option (higher is better). */
            score: number;
            /**
             * @description The current recipe's value in the slot minus this option's, on the same scale (positive: the option
             *     fits less well than the current recipe). Absent when the slot holds no recipe.
             */
            scoreGap?: number;
            /** @description Mean over the members of the energy off their share of this meal, in % (signed). */
            energyOffPercent: number;
            /** @description Other uses of the recipe in the week's plan. */
            weekUses: number;
        };
        /** @description One meal of one day. */
        MealPlan: {
            dayOfWeek: components["schemas"]["DayOfWeek"];
            mealOfDay: components["schemas"]["MealOfDay"];
            /** @description One per division of the meal. */
            scaledRecipes: components["schemas"]["ScaledRecipe"][];
        };
        WeekPlan: {
            /**
             * Format: date
             * @description First day of the plan (MONDAY's date for a calendar week).
             */
            startDate: string;
            mealPlans: components["schemas"]["MealPlan"][];
            /**
             * @description Set by the planner on the plans it returns (ignored when a client sends a plan back): the
             *     needs a day misses by more than 5 % (energy, protein, carbohydrate, fat; per member) and
             *     the divisions the hard rules left with fewer than 4 candidates (a division left with none
             *     stays empty in the plan). Each names the need, the shortfall, the binding rule and the
             *     cheapest relaxation that would fix it; a relaxation never drops a diet, an allergen or a
             *     food restriction. Empty when the plan meets everything.
             */
            warnings?: components["schemas"]["PlanWarning"][];
        };
        PlanWarning: {
            /**
             * @description FEW_DISH_FAMILIES, a main-dish division whose candidates fall into too few dish families for a week (shortfall: the number of families), so families repeat; FOOD_GROUP_RULE, a weekly food-group rule of the recommender settings the plan does not meet.
             * @enum {string}
             */
            kind: "NO_CANDIDATES" | "FEW_CANDIDATES" | "FEW_DISH_FAMILIES" | "ENERGY" | "MACRO" | "FOOD_GROUP_RULE";
            /** @description KCAL, PROTEIN, CARB or FAT, the division's name for candidate warnings, the food group (FISH ...) for a rule. */
            need: string;
            /** @description The household member concerned (nutrition warnings). */
            user?: number;
            mealOfDay?: components["schemas"]["MealOfDay"];
            idMealOfDayDivision?: number;
            days: components["schemas"]["DayOfWeek"][];
            /**
             * @description Nutrition, the worst relative deviation (-0.12 is 12 % short); candidates, the candidates left; a food-group rule,
             *     the meals reached minus the rule's number (-5 is 5 meals short of at least, 2 is 2 over at most).
             */
            shortfall: number;
            /** @example Vegan with no nuts or peanuts leaves none of 41 snack recipes */
            bindingRule: string;
            /** @example allow Onion (disliked): +3 candidates */
            relaxation: string;
            /** @example Morning snack (Middle morning): Vegan with no nuts or peanuts leaves none of 41 snack recipes; the slot stays empty. Relaxation: add snack recipes that are vegan with no nuts or peanuts to the catalogue, or remove the Morning snack division (no diet or allergen is dropped) */
            message: string;
        };
        SimulateRequest: {
            userProfile: components["schemas"]["UserProfile"];
            /** Format: date */
            startDate?: string;
            scope?: components["schemas"]["Scope"];
            recommenderSettings?: components["schemas"]["RecommenderSettings"];
            lang?: components["schemas"]["LanguageCode"];
            seed?: components["schemas"]["Seed"];
        };
        WeekPlanRequest: {
            userProfile: components["schemas"]["UserProfile"];
            /** Format: date */
            startDate: string;
            scope: components["schemas"]["Scope"];
            recommenderSettings: components["schemas"]["RecommenderSettings"];
            planAction: components["schemas"]["PlanAction"];
            lang?: components["schemas"]["LanguageCode"];
            varietyOptions?: components["schemas"]["VarietyOptions"];
            weekPlan?: components["schemas"]["WeekPlan"];
            seed?: components["schemas"]["Seed"];
            pinnedMeals?: components["schemas"]["PinnedMeals"];
        };
        RecipeReplacementRequest: {
            userProfile: components["schemas"]["UserProfile"];
            weekPlan: components["schemas"]["WeekPlan"];
            mealOfDayDivisionToReplace: components["schemas"]["MealOfDayDivisionInput"];
            dayOfWeekToReplace: components["schemas"]["DayOfWeek"];
            recipeToReplace: components["schemas"]["RecipeRef"];
            recommenderSettings: components["schemas"]["RecommenderSettings"];
            scope?: components["schemas"]["Scope"];
            lang?: components["schemas"]["LanguageCode"];
            seed?: components["schemas"]["Seed"];
            pinnedMeals?: components["schemas"]["PinnedMeals"];
        };
        MealReplacementsRequest: {
            userProfile: components["schemas"]["UserProfile"];
            weekPlan: components["schemas"]["WeekPlan"];
            dayOfWeek: components["schemas"]["DayOfWeek"];
            mealOfDayDivision: components["schemas"]["MealOfDayDivisionInput"];
            recommenderSettings: components["schemas"]["RecommenderSettings"];
            /** @default 10 */
            count: number;
            scope?: components["schemas"]["Scope"];
            lang?: components["schemas"]["LanguageCode"];
        };
        NutritionalNeedsRequest: {
            userProfile: components["schemas"]["UserProfile"];
            scope?: components["schemas"]["Scope"];
        };
        /**
         * @description ISO 639-1 language code.
         * @example en
         */
        LanguageCode: string;
        /** @description Seed of the engine's random generator; the same input and seed give the same plan. Random when absent. */
        Seed: number;
        /** @description kcal per day for each selected meal of day (unselected meals are absent). */
        MealsKcalNeed: {
            BREAKFAST?: number;
            MIDDLE_MORNING?: number;
            LUNCH?: number;
            MIDDLE_AFTERNOON?: number;
            DINNER?: number;
            AFTER_DINNER?: number;
        };
        /** @description Daily need; min and/or max bound the acceptable range around target. */
        NutrientNeed: {
            min?: number;
            max?: number;
            target: number;
            unit: components["schemas"]["NutrientUnit"];
        };
        NutrientNeeds: {
            KCAL: components["schemas"]["NutrientNeed"];
            PROTEIN: components["schemas"]["NutrientNeed"];
            CARB: components["schemas"]["NutrientNeed"];
            FAT: components["schemas"]["NutrientNeed"];
            FIBER: components["schemas"]["NutrientNeed"];
            CHOLESTEROL?: components["schemas"]["NutrientNeed"];
            SALT?: components["schemas"]["NutrientNeed"];
            SUGAR?: components["schemas"]["NutrientNeed"];
            IRON?: components["schemas"]["NutrientNeed"];
        };
        MemberNutritionalNeeds: {
            user: components["schemas"]["UserRef"];
            mealsKcalNeed: components["schemas"]["MealsKcalNeed"];
            nutrientNeeds: components["schemas"]["NutrientNeeds"];
        };
        /**
         * @description One entry per household member.
         * @example [
         *       {
         *         "user": {
         *           "id": 1,
         *           "name": "Sample"
         *         },
         *         "mealsKcalNeed": {
         *           "BREAKFAST": 468,
         *           "MIDDLE_MORNING": 234,
         *           "LUNCH": 702,
         *           "MIDDLE_AFTERNOON": 234,
         *           "DINNER": 585,
         *           "AFTER_DINNER": 117
         *         },
         *         "nutrientNeeds": {
         *           "KCAL": {
         *             "target": 2340,
         *             "min": 2223,
         *             "max": 2457,
         *             "unit": "KCAL"
         *           },
         *           "PROTEIN": {
         *             "target": 117,
         *             "min": 58.5,
         *             "max": 204.8,
         *             "unit": "G"
         *           },
         *           "CARB": {
         *             "target": 292.5,
         *             "min": 263.3,
         *             "max": 380.3,
         *             "unit": "G"
         *           },
         *           "FAT": {
         *             "target": 78,
         *             "min": 52,
         *             "max": 91,
         *             "unit": "G"
         *           },
         *           "FIBER": {
         *             "target": 25,
         *             "min": 25,
         *             "unit": "G"
         *           },
         *           "CHOLESTEROL": {
         *             "target": 300,
         *             "max": 300,
         *             "unit": "MG"
         *           },
         *           "SALT": {
         *             "target": 5,
         *             "max": 5,
         *             "unit": "G"
         *           },
         *           "SUGAR": {
         *             "target": 58.5,
         *             "max": 58.5,
         *             "unit": "G"
         *           },
         *           "IRON": {
         *             "target": 11,
         *             "min": 11,
         *             "unit": "MG"
         *           }
         *         }
         *       }
         *     ]
         */
        NutritionalNeeds: components["schemas"]["MemberNutritionalNeeds"][];
        SimulationProfileInput: {
            name: string;
            description?: string;
            /** @description JSON text of the profile (a UserProfile, or the StoredUserProfile reading); must parse as a JSON object (400 INVALID_PROFILE_JSON). */
            userProfile: string;
            scope?: components["schemas"]["Scope"];
            /**
             * Format: int32
             * @description Required on update (ignored on create): the version the profile was loaded with. When the profile was changed since, the update is refused with 409 PROFILE_VERSION_CONFLICT and nothing is written; without it the update is a 400.
             */
            version?: number;
        };
        SimulationProfile: {
            id: number;
            /** @description Starts at 1 and grows by one with every update; send it back with the next update. */
            version: number;
            name: string;
            description?: string;
            /** @description JSON text of the profile. */
            userProfile: string;
            scope?: components["schemas"]["Scope"];
            /** @description Username of the staff member who saved it first (absent for a profile saved before owners were kept). */
            createdBy?: string;
            /** @description Username of the staff member who saved it last (absent until an update records one). */
            updatedBy?: string;
        };
        /**
         * @description Country context code -> label.
         * @example {
         *       "bg": "Bulgaria",
         *       "dk": "Denmark",
         *       "es": "Spain",
         *       "it": "Italy",
         *       "lu": "Luxembourg",
         *       "nl": "Netherlands",
         *       "pt": "Portugal",
         *       "de": "Germany"
         *     }
         */
        DbContexts: {
            [key: string]: string;
        };
        /** @description A run plans at most 3000 weeks (numberOfUsers x plansPerUser <= 3000). */
        GeneratorOptions: {
            /** @default 100 */
            numberOfUsers: number;
            /** @default 3 */
            plansPerUser: number;
            /** @default 18 */
            minAge: number;
            /** @default 65 */
            maxAge: number;
        };
        MealPlanningTestingRequest: {
            recommenderSettings: components["schemas"]["RecommenderSettings"];
            generatorOptions: components["schemas"]["GeneratorOptions"];
        };
        /** @description Relative deviation of a day's intake from target (|actual - target| / target) over all generated days and members with this number of meals per day. */
        MealsDayDeviation: {
            mealsPerDay: number;
            nutrient: components["schemas"]["Nutrient"];
            mean: number;
            p95: number;
            /** @description Share of days within +-5 % of target. */
            withinFivePercent: number;
            /** @description Share of days within +-10 % of target. */
            withinTenPercent: number;
        };
        /** @description Mean number of distinct recipes per generated user, per meal of day. */
        DistinctRecipesPerMoD: {
            BREAKFAST?: number;
            MIDDLE_MORNING?: number;
            LUNCH?: number;
            MIDDLE_AFTERNOON?: number;
            DINNER?: number;
            AFTER_DINNER?: number;
        };
        TestingResult: {
            /** @description Published recipes in the context. */
            totalRecipes: number;
            /** @description Recipes that can fill at least one division (have a meal type and nutrition). */
            totalRecommendable: number;
            /** @description Distinct recipes that appeared in at least one generated plan. */
            totalRecommended: number;
            /** @description One row per meals-per-day (3..6) and nutrient (KCAL, PROTEIN, CARB, FAT). */
            mealsDayDeviations: components["schemas"]["MealsDayDeviation"][];
            /** @description Number of distinct recipes in each generated user's plans, one number per user. */
            distinctRecipesPerUser: number[];
            distinctRecipesPerMoDPerUser: components["schemas"]["DistinctRecipesPerMoD"];
            /** @description Recommendable recipes never recommended. */
            nonRecommendedRecipes: components["schemas"]["RecipeRef"][];
            durationMs: number;
            /**
             * @description Edges of the buckets of `deviationDistributions` (signed relative deviations, ascending): bucket 0 is
             *     below the first edge, bucket k lies in [edge k-1, edge k), the last bucket is at or above the last edge.
             */
            deviationBucketEdges?: number[];
            /** @description Signed day deviations from target (all generated days and members) counted per bucket, one row per nutrient. */
            deviationDistributions?: components["schemas"]["DeviationDistribution"][];
            /** @description Mean score (0..1) of each meal-of-day heuristic over every planned recipe of the run. */
            heuristicScores?: components["schemas"]["HeuristicScoreSummary"][];
            /** @description Weeks that could not be planned (no candidate for a slot). */
            failedPlans?: number;
        };
        DeviationDistribution: {
            nutrient: components["schemas"]["Nutrient"];
            /** @description Days per bucket of `deviationBucketEdges` (one more than the edges). */
            counts: number[];
        };
        HeuristicScoreSummary: {
            name: string;
            mean: number;
        };
        TestingProgress: {
            /** @description Plans generated so far. */
            done: number;
            /** @description numberOfUsers x plansPerUser. */
            total: number;
        };
        /** @description An algorithm test run. `result` is present when status is DONE, `error` when FAILED; CANCELLED when its owner or an admin cancelled it. Cached for one hour. */
        TestingRun: {
            /** @example 3f2b9c1e-8d4a-4c1b-9a57-0e6f2d7c4b10 */
            id: string;
            status: components["schemas"]["TestingRunStatus"];
            progress: components["schemas"]["TestingProgress"];
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            finishedAt?: string;
            /**
             * Format: date-time
             * @description When a worker first took the run (absent while it waits in the queue).
             */
            startedAt?: string;
            generatorOptions?: components["schemas"]["GeneratorOptions"];
            recommenderSettings?: components["schemas"]["RecommenderSettings"];
            result?: components["schemas"]["TestingResult"];
            error?: components["schemas"]["Error"];
        };
        /**
         * @description Meals of `weekPlan` the user pinned: REVIEW and RECREATE keep them exactly (recipe and
         *     portions) and plan the other meals of their days around them; a replacement refuses to
         *     change one (400 `MEAL_PINNED`). A pinned recipe the household's rules now exclude is not kept.
         */
        PinnedMeals: components["schemas"]["PinnedMeal"][];
        PinnedMeal: {
            dayOfWeek: components["schemas"]["DayOfWeek"];
            /** Format: int64 */
            idMealOfDayDivision: number;
        };
        MealExplanationRequest: {
            userProfile: components["schemas"]["UserProfile"];
            weekPlan: components["schemas"]["WeekPlan"];
            dayOfWeek: components["schemas"]["DayOfWeek"];
            mealOfDayDivision: components["schemas"]["MealOfDayDivisionInput"];
            recommenderSettings: components["schemas"]["RecommenderSettings"];
            varietyOptions?: components["schemas"]["VarietyOptions"];
            scope?: components["schemas"]["Scope"];
            whyNot?: components["schemas"]["RecipeRef"];
            /**
             * @description Rejected alternatives to list.
             * @default 5
             */
            count: number;
            lang?: components["schemas"]["LanguageCode"];
        };
        NeedCoverage: {
            /** @enum {string} */
            nutrient: "KCAL" | "PROTEIN" | "CARB" | "FAT" | "FIBER";
            /** @description Share of the household's daily target the meal provides, in %. */
            percentOfDay: number;
        };
        RecipeVerdict: {
            /** Format: int64 */
            idRecipe: number;
            name: string;
            /** @enum {string} */
            reason: "RESTRICTION" | "MEAL_TYPE" | "REPEATED" | "ENERGY" | "LOWER_SCORE" | "NOT_REACHED" | "NOT_IN_CATALOGUE" | "CHOSEN";
            /** @enum {string} */
            rule?: "MEAL_TYPE" | "DIET" | "ALLERGEN" | "FOOD_RESTRICTION" | "INGREDIENT_RESTRICTION" | "EXCLUDED_INGREDIENT" | "EXPERTISE";
            /** @description Slot objective (weighted heuristic score minus the weighted day deviation and repeats). */
            score?: number;
            /** @description Chosen score minus this one. */
            scoreGap?: number;
            energyOffPercent?: number;
            weekUses?: number;
            rank?: number;
            /** @description The reason in plain words. */
            message: string;
        };
        MealExplanation: {
            dayOfWeek: components["schemas"]["DayOfWeek"];
            /** Format: int64 */
            idMealOfDayDivision: number;
            division: string;
            chosen: {
                /** Format: int64 */
                idRecipe: number;
                name: string;
                score: number;
                energyOffPercent: number;
                covers: components["schemas"]["NeedCoverage"][];
                strongest: components["schemas"]["HeuristicValue"][];
                weakest?: components["schemas"]["HeuristicValue"];
            };
            /** @description Recipes that pass the hard rules for this division. */
            candidates: number;
            compared: number;
            summary: string;
            alternatives: components["schemas"]["RecipeVerdict"][];
            whyNot?: components["schemas"]["RecipeVerdict"];
        };
        HeuristicValue: {
            name: components["schemas"]["HeuristicName"];
            value: number;
        };
        /**
         * @description One division; the field matching `type` is required (mealPart, recipe or ingredientDivision). `mealRole`
         *     (MEAL_PART only, dropped for the other types): the one role the division takes, e.g. BREAD_MEAL for a
         *     bread lunch; absent, the default for the meal part.
         */
        MealOfDayDivisionInput: {
            /**
             * Format: int64
             * @description Absent for a new division.
             */
            idMealOfDayDivision?: number;
            mealOfDay: components["schemas"]["MealOfDay"];
            type: components["schemas"]["MealOfDayDivisionType"];
            mealPart?: components["schemas"]["MealPart"];
            recipe?: components["schemas"]["RecipeRef"];
            ingredientDivision?: components["schemas"]["IngredientDivision"];
            name?: string;
            mealRole?: components["schemas"]["MealRole"];
        };
        NonNegativeAmount: number;
        /** @description Weight of a heuristic, 0 (off) to 5, UI step 0.1. */
        HeuristicWeight: number;
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
        /** @description The request is invalid (body, parameter or header failed validation). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "VALIDATION_ERROR",
                 *       "message": "Weight (kg) of weight log 1 must be at least 20",
                 *       "field": "userProfile.weightLogs[0].weightKg"
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
        /** @description The caller's roles do not allow this operation (or impersonation by a non-admin); or, with code CONTEXT_NOT_SERVED, the caller's country context is not set up on this server (its database was migrated for other contexts only). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "FORBIDDEN",
                 *       "message": "Testing is for nutritionists only"
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
                 *       "message": "Simulation profile 12 not found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state (e.g. a profile name already in use, or a profile changed since it was loaded: PROFILE_VERSION_CONFLICT). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "NAME_IN_USE",
                 *       "message": "A simulation profile named \"Default sample\" already exists"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller already has a test run being worked on and 2 queued runs (TOO_MANY_TEST_RUNS), or started more runs in the last minute than RATE_LIMIT_TEST_RUN_PER_MINUTE allows (RATE_LIMITED, with Retry-After). */
        TooManyTestRuns: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "TOO_MANY_TEST_RUNS",
                 *       "message": "You already have a test run in progress and 2 queued; wait for one to finish or cancel it"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The hard rules leave no recipe for a main-dish or fixed division. `code` is NO_CANDIDATES; `message` names the
         *     meal of day, the division and the rule that removed the last candidates; `field` points at
         *     the division in the request when there is one.
         */
        NoCandidates: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "NO_CANDIDATES",
                 *       "message": "No recipe left for LUNCH (division 3, meal part SOUP) after rule ALLERGEN",
                 *       "field": "userProfile.mealOfDayDivisions[3]"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
        XImpersonateContext: components["schemas"]["Country"];
        /** @description Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
        XImpersonateUserId: string;
        SimulationProfileId: number;
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
    listMealPlanningTests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestingRun"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    runMealPlanningTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recommenderSettings": {
                 *         "mealOfDayHeuristicsWeights": {
                 *           "ENERGY_SUITABILITY": 5,
                 *           "PROTEIN_SUITABILITY": 3,
                 *           "INGREDIENT_VARIETY": 2.5
                 *         },
                 *         "dayHeuristicsWeights": {
                 *           "NUTRITIONAL_DEVIATION": 5,
                 *           "FRUIT_VARIETY": 1
                 *         },
                 *         "weekHeuristicsWeights": {
                 *           "NL_FISH": 1,
                 *           "INCLUDE_WHITE_MEAT": 1
                 *         },
                 *         "runDayImprovement": true,
                 *         "runWeekImprovement": true
                 *       },
                 *       "generatorOptions": {
                 *         "numberOfUsers": 100,
                 *         "plansPerUser": 3,
                 *         "minAge": 18,
                 *         "maxAge": 65
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MealPlanningTestingRequest"];
            };
        };
        responses: {
            /** @description The run (new, in progress, or the cached one with its result). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestingRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyTestRuns"];
        };
    };
    cancelMealPlanningTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestingRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getMealPlanningTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestingRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    simulate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulateRequest"];
            };
        };
        responses: {
            /** @description The simulated week plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeekPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["NoCandidates"];
            429: components["responses"]["RateLimited"];
        };
    };
    createWeekPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeekPlanRequest"];
            };
        };
        responses: {
            /** @description The new or revised week plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeekPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["NoCandidates"];
            429: components["responses"]["RateLimited"];
        };
    };
    getRecipeReplacements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecipeReplacementRequest"];
            };
        };
        responses: {
            /** @description The week plan with the division replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeekPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["NoCandidates"];
            429: components["responses"]["RateLimited"];
        };
    };
    getMealReplacements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MealReplacementsRequest"];
            };
        };
        responses: {
            /** @description Candidates, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScaledRecipe"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["NoCandidates"];
            429: components["responses"]["RateLimited"];
        };
    };
    explainMeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MealExplanationRequest"];
            };
        };
        responses: {
            /** @description The explanation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealExplanation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["NoCandidates"];
            429: components["responses"]["RateLimited"];
        };
    };
    previewRecommenderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecommenderSettings"];
            };
        };
        responses: {
            /** @description The preview, one entry per household of the panel. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["NoCandidates"];
        };
    };
    simulateNutritionalNeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NutritionalNeedsRequest"];
            };
        };
        responses: {
            /** @description Needs, one entry per household member in scope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NutritionalNeeds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getNutritionalNeeds: {
        parameters: {
            query?: never;
            header?: {
                /** @description Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Needs, one entry per household member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NutritionalNeeds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getUserMealPlan: {
        parameters: {
            query: {
                /** @description Any date of the wanted week (the user page's mealPlanDate, default today). */
                date: string;
                model?: "DIETITIAN";
            };
            header?: {
                /** @description Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path: {
                idUser: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The week plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeekPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such user, or the user has no meal plan for that week (code NO_MEAL_PLAN). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "NO_MEAL_PLAN",
                     *       "message": "User 17 has no meal plan for the week of 2026-11-16"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUserMealPlanWeeks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path: {
                idUser: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The weeks' Mondays, newest first (empty when the user has no plan). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSimulationProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All simulation profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationProfile"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createSimulationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulationProfileInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getSimulationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["SimulationProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSimulationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["SimulationProfileId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SimulationProfileInput"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimulationProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteSimulationProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["SimulationProfileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCatalogueCoverage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Country database context to act in. Honoured for admins only; another role naming a context other than its own gets 403. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Id of the user to act as, in the (impersonated) context. A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coverage report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueCoverage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDbContexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Map of context code to label. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DbContexts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getJobQueue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue's figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobQueueFigures"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
