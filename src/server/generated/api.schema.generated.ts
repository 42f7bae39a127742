/* eslint-disable */
// DO NOT EDIT. Generated from openapi/api.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

export interface paths {
    "/recipe/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get one recipe with ingredients, tags, nutrition and translations */
        get: operations["getRecipe"];
        put?: never;
        post?: never;
        /**
         * Delete a recipe
         * @description Admins and nutritionists may delete any recipe; anyone else only a recipe they authored (matched by external id), otherwise 403.
         */
        delete: operations["deleteRecipe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a recipe
         * @description Without `idRecipe` a new recipe is created (status DRAFT unless given). With `idRecipe` the
         *     recipe is updated; the body must then carry the `version` the client loaded, and a stale
         *     version is refused with 409 `RECIPE_VERSION_CONFLICT` (the client keeps its draft).
         *     Admins and nutritionists may save any recipe; anyone else may only save recipes they
         *     authored. Only admins set or change the author: anyone else sending an `author` other than
         *     the stored one (on create: other than themselves) gets 403 and nothing is written; without
         *     `author` an update keeps the stored author and a create is authored by the caller.
         *     Server-computed fields (nutrition, allergens, suitable diets,
         *     available translations, audit fields, cover photo) are ignored when sent.
         *     A repeated create carrying the same `Idempotency-Key` returns the recipe created the first time.
         *     The meal roles are derived again on every save (the name or meal types may have changed) unless the body
         *     carries roles other than the derived ones, which are stored with who set them (see `RecipeInput.mealRoles`).
         */
        post: operations["saveRecipe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipe/simple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Simple recipe list (id and name) for pickers
         * @description Pickers show 100 options and request 101 to detect a next page. Matches `searchText` on the recipe name (case-insensitive).
         */
        get: operations["listSimpleRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipe/generateTags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggest tags (e.g. diets) for a recipe made of the given ingredients */
        get: operations["generateRecipeTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipe/food-restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Food restrictions a recipe made of the given ingredients satisfies
         * @description A restriction is satisfied when none of the given ingredients is in its `ingredientsToExclude`.
         */
        get: operations["listRecipeFoodRestrictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipe/recipe-source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Distinct recipe sources already used (for the source picker) */
        get: operations["listRecipeSources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recipe/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export the country database as a zip file */
        get: operations["exportDatabase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All recipe tags with their categories */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts that may be set as recipe author (the admin's author picker; the staff's Author filter of the recipe list) */
        get: operations["listRecipeAuthors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Languages of the context and its default language */
        get: operations["getLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/API/recipes/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Photos of a recipe
         * @description Staff see every photo; other callers see approved photos, cover photos and their own.
         */
        get: operations["getRecipePhotos"];
        put?: never;
        /**
         * Upload photos for a recipe
         * @description The recipe must exist (404 otherwise: "Please create recipe first"). Files are checked by
         *     content (JPEG, PNG or WebP only), limited in size and pixels, re-encoded and stripped of
         *     metadata. A COVER upload replaces the recipe's cover photo and needs recipe edit rights;
         *     USER photos start UNDER_REVIEW.
         */
        post: operations["uploadRecipePhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/API/recipes/photos/{idRecipePhoto}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Thumbnail image of a recipe photo */
        get: operations["getRecipePhotoThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/API/recipes/photos/{idRecipePhoto}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The full-size image of a recipe photo (re-encoded at upload, longest side at most 2000 px) */
        get: operations["getRecipePhotoImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/API/recipes/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete recipe photos by id
         * @description All or nothing. Staff may delete any photo; anyone else only photos they uploaded (403 otherwise). 404 if any id is unknown.
         */
        delete: operations["deleteRecipePhotos"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/API/recipes/photos/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photos in a moderation status (default UNDER_REVIEW) */
        get: operations["listPhotosForModeration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/API/recipes/photos/moderation/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One photo moderation entry */
        get: operations["getPhotoModerationEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/API/recipes/photos/{id}/moderation/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a photo (moves it to APPROVED)
         * @description Idempotent; approving an approved photo changes nothing.
         */
        post: operations["approveRecipePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/API/recipes/photos/{id}/moderation/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a photo (moves it to REJECTED); empty body
         * @description Idempotent; rejecting a rejected photo changes nothing.
         */
        post: operations["rejectRecipePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredient": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** FCDB ingredient list with the filters of the /ingredients/fcdb screen */
        get: operations["listIngredients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredient/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Get one ingredient with nutrition, units, LanguaL descriptors and links */
        get: operations["getIngredient"];
        put?: never;
        post?: never;
        /**
         * Delete an ingredient
         * @description Refused with 409 `INGREDIENT_NOT_DELETABLE` when the ingredient's source is EUROFIR, and with
         *     409 `INGREDIENT_IN_USE` when a recipe still uses it.
         */
        delete: operations["deleteIngredient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredient/{idIngredient}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the ingredient to save. */
                idIngredient: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save an ingredient
         * @description Replaces the editable fields of the ingredient. Units are saved with saveIngredientUnits
         *     and visibility with setIngredientVisibility; server-owned fields sent back unchanged
         *     (idIngredient, source, externalID, units, foodRestrictions, dataIssues, suitableDiets, factReasons) are ignored.
         *     204 is the only success. The diets and allergens are derived from the animal origins, gluten cereals and
         *     other allergens on every save; a fact the save adds gets the reason "set by <username> on <YYYY-MM-DD>",
         *     a kept fact keeps its reason, a removed one loses it. An unknown fact value is 400 naming the field.
         *     In the same transaction every recipe using the ingredient is recomputed from its lines with the
         *     ingredient's new values: nutrition per serving, weight, macro ratios, suitable diets (and their
         *     DIET tags) and allergens; a recipe's suitability for a food restriction is always derived from its
         *     ingredients when read, so it cannot go stale. A food group, display name or LanguaL descriptor that
         *     does not exist in the caller's context, a translation in a language that GET /languages does not
         *     list, and a retention factor whose nutrient is not a known nutrient are refused with 400 naming the field.
         *     Optimistic locking, as saveRecipe: the body carries the `version` of the ingredient the client loaded
         *     (required, as on a recipe update: a body without it is 400 naming `version`). A version that is no
         *     longer the stored one (someone saved in between) is refused with 409 `INGREDIENT_VERSION_CONFLICT`
         *     and nothing is written; the client keeps its edits and reloads. Every successful save adds one to
         *     the version, once, whatever it changed (recipes recomputed, translations, LanguaL, factors).
         *     Units, visibility and display-name membership are changed by their own calls and leave it as it is.
         */
        post: operations["saveIngredient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredient/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplicate an ingredient (copy with units, translations and links) */
        post: operations["duplicateIngredient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredient/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an ingredient from another country's database into the caller's context
         * @description Copies the ingredient `idIngredient` of the country context `country` (names, nutrition, allergens,
         *     diets, translations, units, LanguaL descriptors, yield and retention factors, and the food groups the
         *     target context has under the same source code) into the caller's context as a new, visible ingredient.
         *
         *     "Already exists" means: the caller's context has an ingredient with the same source database and
         *     external id (`fcdb` + `externalID`). Every context is seeded from the same SR28 foods, so importing a
         *     seeded food answers 409 `INGREDIENT_ALREADY_EXISTS` ("Ingredient already exists"). An ingredient
         *     created or duplicated in the other context has no external id; its import is identified by the
         *     source context and its id there (source database `CONTEXT_<COUNTRY>`, external id = that id), so
         *     it imports with 200 once and a second import of it is 409 (so is importing such a copy back into the
         *     context it came from). Importing from the caller's own context
         *     is 400; an unknown id in the source context is 404.
         */
        post: operations["importIngredient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredient/{id}/visibility": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide an ingredient from app users or show it again */
        post: operations["setIngredientVisibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredient/{id}/units": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the ingredient's unit list
         * @description The body is the complete unit list (rows without idUnit are created; units missing from the
         *     list are deleted). Unit names must be unique within the list (400 `DUPLICATE_UNIT`).
         *     Deleting a unit a recipe uses is refused with 409 `UNIT_IN_USE` and nothing is written.
         */
        post: operations["saveIngredientUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredient/available-units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unit names an ingredient unit may have */
        get: operations["listAvailableUnits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nuts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** NUTS regions (for the recipe NUTS region picker) */
        get: operations["listNutsRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/langual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** LanguaL terms; root facets without `name`, a name search with it */
        get: operations["listLangualTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/langual/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description LanguaL term id (thesaurus code, e.g. A0361). */
                id: components["parameters"]["LangualIdPath"];
            };
            cookie?: never;
        };
        /** One LanguaL term */
        get: operations["getLangualTerm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/langual/{id}/parent": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description LanguaL term id (thesaurus code, e.g. A0361). */
                id: components["parameters"]["LangualIdPath"];
            };
            cookie?: never;
        };
        /**
         * Parent of a LanguaL term (404 for a root facet)
         * @description LanguaL's own broader term (the term's parentId); a term with several parents names them all in parentIds.
         */
        get: operations["getLangualParent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/langual/{id}/children": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description LanguaL term id (thesaurus code, e.g. A0361). */
                id: components["parameters"]["LangualIdPath"];
            };
            cookie?: never;
        };
        /**
         * Direct children of a LanguaL term
         * @description Every term having this one among its parents (parentIds), so a term with several parents is a child of each.
         */
        get: operations["getLangualChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredientgroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Display names (ingredient groups), with the /ingredients/displaynames filters */
        get: operations["listIngredientGroups"];
        put?: never;
        /**
         * Create a display name
         * @description 409 `INGREDIENT_GROUP_NAME_TAKEN` when the name exists; 404 when an ingredient id is unknown; 400 for a translation in a language that GET /languages does not list.
         */
        post: operations["createIngredientGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ingredientgroup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One display name with its ingredients and translations */
        get: operations["getIngredientGroup"];
        /** Update a display name (name, ingredients, translations) */
        put: operations["updateIngredientGroup"];
        post?: never;
        /** Delete a display name (its ingredients are kept, unlinked) */
        delete: operations["deleteIngredientGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/foodgroup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All food groups */
        get: operations["listFoodGroups"];
        put?: never;
        /** Create (no idGroup) or rename (with idGroup) a food group */
        post: operations["saveFoodGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/foodgroup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One food group with its ingredients */
        get: operations["getFoodGroup"];
        put?: never;
        post?: never;
        /**
         * Delete a food group
         * @description Refused with 409 `FOOD_GROUP_KNOWN_TYPE` for a group with a type known by the system ("Groups with a type known by the system cannot be deleted").
         */
        delete: operations["deleteFoodGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/foodgroup/{idGroup}/ingredient": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the food group. */
                idGroup: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add ingredients to a food group
         * @description Adding an ingredient that is already a member is a no-op.
         */
        post: operations["addFoodGroupIngredients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/foodgroup/{id}/ingredient": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an ingredient from a food group */
        delete: operations["removeFoodGroupIngredient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/food-restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All food restrictions (enabled and disabled) */
        get: operations["listFoodRestrictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/food-restrictions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (no id) or update (with id) a food restriction */
        post: operations["saveFoodRestriction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/food-restrictions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One food restriction with its excluded ingredients */
        get: operations["getFoodRestriction"];
        put?: never;
        post?: never;
        /** Delete a food restriction */
        delete: operations["deleteFoodRestriction"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users of the context that have an email, optionally filtered
         * @description `q` matches the email or the user id, case-insensitive. Admins may target another context with the impersonation headers.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create an app user account (an account of the identity provider)
         * @description 409 `USER_EMAIL_TAKEN` when the email is already registered.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** One user account */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /** Delete a user account and its data in the context */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Reset a user's password
         * @description Sets a new password of the user's sign-in account (temporary by default: the user changes it at the next sign-in). A user without a sign-in account (such as the synthetic cohort's users) gets one, signing in with their email. 409 `USER_EMAIL_TAKEN` when another account already signs in with that email.
         */
        put: operations["resetUserPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * Read-only profile of a user (the user detail screen, and "Load user profile" of the meal simulation)
         * @description Staff who simulate plans (admins and nutritionists) read it; only admins reach another context, through the impersonation headers.
         */
        get: operations["getUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contexts/{dbContext}/users": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dbContext: components["schemas"]["Country"];
            };
            cookie?: never;
        };
        /**
         * Users of a given country context (the /users screen, and "Load user profile" of the meal simulation)
         * @description `q` matches the email or the user id, case-insensitive. Only users with an email are listed. Admins list any context; nutritionists only their own (403 for another).
         */
        get: operations["listContextUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contexts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Country contexts the caller may act in */
        get: operations["listContexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/energy-estimation-equation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The energy estimation equation of the context */
        get: operations["getEnergyEstimationEquation"];
        put?: never;
        /** Set the energy estimation equation */
        post: operations["saveEnergyEstimationEquation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealOfDayDivision/mealParts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meal parts a MEAL_PART division may use */
        get: operations["listMealParts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mealOfDayDivision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The context's default meal-of-day divisions */
        get: operations["listMealOfDayDivisions"];
        put?: never;
        /**
         * Replace the context's meal-of-day divisions
         * @description The body is the complete list. Each entry must carry the field matching its type:
         *     `mealPart` for MEAL_PART, `recipe` for RECIPE, `ingredientDivision` for INGREDIENT
         *     (400 `MEAL_DIVISION_INCOMPLETE` otherwise); unknown recipe or ingredient ids give 404.
         */
        post: operations["saveMealOfDayDivisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/enabled-dietary-restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diets app users of the context may choose */
        get: operations["getEnabledDietaryRestrictions"];
        put?: never;
        /** Set the diets app users of the context may choose */
        post: operations["saveEnabledDietaryRestrictions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/energy-distribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Default macronutrient energy distribution of the context */
        get: operations["getEnergyDistribution"];
        put?: never;
        /**
         * Set the default macronutrient energy distribution
         * @description Each fraction is a whole percentage (a multiple of 0.01: otherwise 400 `ENERGY_DISTRIBUTION_WHOLE_PERCENT` naming the field) and the three must sum to exactly 1 (100 %, tolerance 0.0001): otherwise 400 `ENERGY_DISTRIBUTION_SUM` "Sum of kcal distribution should be 100%".
         */
        post: operations["saveEnergyDistribution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recommender-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recommender settings of the context (heuristic weights and improvement switches)
         * @description Read by the settings, meal simulation and testing pages as the starting settings.
         */
        get: operations["getRecommenderSettings"];
        put?: never;
        /**
         * Save the recommender settings
         * @description A heuristic missing from a weight map is saved with weight 0 (off).
         */
        post: operations["saveRecommenderSettings"];
        /** Reset the recommender settings to the defaults */
        delete: operations["resetRecommenderSettings"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the settings screen in one go (all or nothing)
         * @description One save of the settings screen: each part present in the body is saved, parts left out keep
         *     their value (the meal divisions are sent only when the screen loaded them). Every part is
         *     checked as by its own save operation (energy distribution in whole percentages summing to 100 %, divisions complete
         *     for their type and naming existing recipes and ingredients) and everything is written in one
         *     transaction: when one part is refused, nothing is written. Answers every setting now in force.
         */
        put: operations["saveAllSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/top-logged-ingredients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ingredients most logged by users
         * @description Whole history; rows ranked by count, then userCount, then name. offset and count page the ranking (the screens ask for 20 rows, offset = 20 x page); x-result-count is the number of ranked rows. count = food logs of the ingredient, userCount = distinct users who logged it. Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getTopLoggedIngredients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/top-logged-recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recipes most logged by users
         * @description Whole history; rows ranked by count, then userCount, then name. offset and count page the ranking (the screens ask for 20 rows, offset = 20 x page); x-result-count is the number of ranked rows. count = food logs of the recipe (planned meals followed included), userCount = distinct users who logged it. Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getTopLoggedRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/top-logged-off-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open Food Facts products most logged by users (id is the barcode)
         * @description Whole history; rows ranked by count, then userCount, then name. offset and count page the ranking (the screens ask for 20 rows, offset = 20 x page); x-result-count is the number of ranked rows. count = food logs of the packaged product, userCount = distinct users; id is the barcode. Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getTopLoggedOffProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/top-logged-food-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free-text food entries most logged by users (id is the normalised entry text)
         * @description Whole history; rows ranked by count, then userCount, then name. offset and count page the ranking (the screens ask for 20 rows, offset = 20 x page); x-result-count is the number of ranked rows. Free-text entries that differ only in case and blanks are one entry (id: lower case, blanks collapsed; name: its commonest spelling). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getTopLoggedFoodEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/top-favorited-ingredients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ingredients most often marked favourite
         * @description Whole history; rows ranked by count, then userCount, then name. offset and count page the ranking (the screens ask for 20 rows, offset = 20 x page); x-result-count is the number of ranked rows. count = favourite marks, userCount = distinct users. Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getTopFavoritedIngredients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/top-favorited-recipes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recipes most often marked favourite
         * @description Whole history; rows ranked by count, then userCount, then name. offset and count page the ranking (the screens ask for 20 rows, offset = 20 x page); x-result-count is the number of ranked rows. count = favourite marks, userCount = distinct users. Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getTopFavoritedRecipes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/restricted-ingredients-users-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ingredients users restrict most, with the number of users restricting each
         * @description Whole history; rows ranked by count, then userCount, then name. offset and count page the ranking (the screens ask for 20 rows, offset = 20 x page); x-result-count is the number of ranked rows. count and userCount = users who exclude the ingredient. Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getRestrictedIngredientsUsersCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/dietary-restrictions-users-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Number of users per diet (the preferences pie)
         * @description Every Diet value with the number of users who chose it; users with no diet (or NONE) count under NONE. Highest count first. Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getDietaryRestrictionsUsersCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/rolling-active-users/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rolling active users per day
         * @description A user is active on a UTC day when the app recorded at least one event of theirs that day: a food log, a weight measurement or an app session (user_activity). rollingActiveUsers of a day = distinct users active on at least one of the windowDays days ending that day (default 7: weekly actives). One row per day of the range. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getDailyRollingActiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/rolling-active-users/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rolling active users per week
         * @description A user is active on a UTC day when the app recorded at least one event of theirs that day: a food log, a weight measurement or an app session (user_activity). Weeks run Monday to Sunday; rollingActiveUsers of a week = distinct users active in the windowDays days ending on its last day inside the range (windowDays 7: the users active that week). Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getWeeklyRollingActiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/rolling-active-users/monthly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rolling active users per month
         * @description A user is active on a UTC day when the app recorded at least one event of theirs that day: a food log, a weight measurement or an app session (user_activity). Calendar months; rollingActiveUsers of a month = distinct users active in the windowDays days ending on its last day inside the range. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getMonthlyRollingActiveUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/meal-plan-adherence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Share of planned meals users logged (whole history when no range is given)
         * @description A planned meal is one meal of the day (BREAKFAST, LUNCH, ...) of one day in a user's stored week plan, however many recipes it holds; it is followed (the user adhered to it) when the user logged at least one of its recipes from the plan. Adherence is followed planned meals / planned meals x 100, rounded to 0.1, over planned meals dated in the range and before today (UTC; today's meals may still be logged); 0 when there are none. Without fromUtc the range starts at the first enrolment; without toUtc it ends now. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getMealPlanAdherence"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/adherence-trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meal plan adherence per week
         * @description A planned meal is one meal of the day (BREAKFAST, LUNCH, ...) of one day in a user's stored week plan, however many recipes it holds; it is followed (the user adhered to it) when the user logged at least one of its recipes from the plan. Adherence is followed planned meals / planned meals x 100, rounded to 0.1, over planned meals dated in the range and before today (UTC; today's meals may still be logged); 0 when there are none. Without fromUtc the range starts at the first enrolment; without toUtc it ends now. One row per week (Monday) that holds planned meals. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getAdherenceTrend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/adherence-weight-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Adherence versus weight change, one anonymous row per user
         * @description A planned meal is one meal of the day (BREAKFAST, LUNCH, ...) of one day in a user's stored week plan, however many recipes it holds; it is followed (the user adhered to it) when the user logged at least one of its recipes from the plan. Adherence is followed planned meals / planned meals x 100, rounded to 0.1, over planned meals dated in the range and before today (UTC; today's meals may still be logged); 0 when there are none. Without fromUtc the range starts at the first enrolment; without toUtc it ends now. One row per user with planned meals in the range and at least two weight measurements in [fromUtc, toUtc): their adherence and their last minus first weight there (kg, rounded to 0.1). Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getAdherenceWeightChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/retention-curve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Share of enrolled users still active N days after enrolment
         * @description Users enrolled (signed up) on the days of the range, followed for windowDays days. A user is retained on day offset k (0 = the enrolment day) when they were active on that day or any later day (active: at least one food log, weight measurement or app session that UTC day). survivalPercentage is the Kaplan-Meier estimate x 100: S(0) = retained / observed on day 0, S(k) = S(k-1) x retained(k) / at risk(k), where observed are the users whose day k has ended before today and at risk(k) those of them retained on day k-1; a user enrolled too recently to reach day k leaves the estimate from that day on (censored), so the curve never rises. With every user observed it is retained / enrolled. Offsets nobody has reached yet are left out. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getRetentionCurve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/users-enrolled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users enrolled per time bucket
         * @description Users whose sign-up (enrolment) falls on the days of the range, per bucket: UTC day, week from Monday, or calendar month; bucketDate is the first day of the bucket, which may precede fromUtc, but only the range's days are counted. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getUsersEnrolled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/users-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Distinct active users per time bucket
         * @description A user is active on a UTC day when the app recorded at least one event of theirs that day: a food log, a weight measurement or an app session (user_activity). Distinct users active in each bucket (UTC day, week from Monday, calendar month), counting only the range's days; bucketDate is the bucket's first day. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getUsersActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/adherence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Meal-plan adherence by provenance, settings version, meal and recipe, with 95 % intervals
         * @description Meal-plan adherence split by how each planned recipe got into the plan, by the settings version the plan was made under, by meal of the day and by recipe. The unit is a planned recipe: one recipe of one meal of one day of a user's stored week plan; it is followed when the user logged it from the plan (a food log naming that planned recipe). Provenance: GENERATED = planned by the recommender and left as it was; REPLACED = put in by the user in place of the recommender's recipe (a replacement); PINNED = the recommender's recipe, pinned by the user so that updates keep it; ADDED = added to the meal by hand. Settings version: each save of the context's settings (any settings operation that writes, saveAllSettings counting once) is the next version 1, 2, ...; a plan names the version in force when it was planned; settingsVersion null gathers plans made before any recorded save. Each share is followed / planned x 100 rounded to 0.1 (0 with nothing planned) with its 95 % Wilson score interval (lowPercentage..highPercentage; 0..100 with nothing planned). topRecipes are the 20 recipes planned at least minPlanned times with the highest share (then most planned, then recipe id), bottomRecipes the 20 with the lowest share among the others. Planned recipes count when dated in the range and before today (UTC; today's meals may still be logged). Without fromUtc the range starts at the first enrolment; without toUtc it ends now. Admins only. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getAdherenceByProvenance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage-statistics/lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New, returning, resurrected and dormant users per week; the gap before a return; the active tier
         * @description Users per week (Monday to Sunday, UTC) by lifecycle state, for the weeks that overlap the range and have ended (the current week is left out: who goes dormant in it is not known yet). A user is active on a UTC day when the app recorded at least one event of theirs that day (a food log, a weight measurement or an app session); days away before an active day are the whole days between it and the user's previous active day (or their enrolment day when they had none), so active on 1 March and next on 16 March is 14 days away. States of a week: newUsers = users who enrolled (signed up) that week; resurrectedUsers = users enrolled earlier who were active that week and whose first active day of the week came after 14 or more days away; returningUsers = users enrolled earlier who were active that week after fewer than 14 days away; dormantUsers = users active the week before who were not active that week. newUsers, returningUsers and resurrectedUsers together are the week's active users plus new users not active yet; dormant users are not active that week. A return is a user's first active day of a week after a whole week without activity (and not in their enrolment week); medianDaysAwayBeforeReturn is the median of the days away before the returns of those weeks (null when there are none; the mean of the two middle values when their number is even). activeTier: of the users enrolled on the range's days whose first 14 days (the enrolment day and the 13 after it) have ended before today, those who logged food on at least 3 different days of them reach the active tier; percentage with its 95 % Wilson score interval. Without fromUtc the range starts at the first enrolment; without toUtc it ends now. Admins only. Days are UTC calendar days; the range [fromUtc, toUtc) covers the days from the day of fromUtc to the day of the last instant before toUtc, both included, at most 3660 days (400 otherwise, and when toUtc is not after fromUtc). Computed from usage summaries rebuilt from the recorded events (at most 10 minutes old; a context never summarised is summarised before the first answer).
         */
        get: operations["getLifecycle"];
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
        MealType: "BREAKFAST" | "LUNCH" | "DINNER" | "SNACK" | "DESSERT" | "FRUIT" | "VEGETABLE" | "SALAD" | "SOUP" | "STARTER" | "SIDE_DISH" | "BREAD" | "DRINK" | "SMOOTHIE" | "JUICE" | "CEREAL" | "NO_MEAL_TYPE";
        /**
         * @description A part a recipe may play in a meal (src/domain/mealRoles.ts): the planner lets a meal division take only
         *     recipes whose role fits it. BREAD_MEAL is a sandwich or open sandwich, HOT_MAIN a hot main dish.
         * @enum {string}
         */
        MealRole: "BREAKFAST" | "BREAD_MEAL" | "HOT_MAIN" | "SOUP" | "SIDE" | "STARTER" | "DESSERT" | "SNACK" | "DRINK" | "FRUIT";
        /**
         * @description Meal types without NO_MEAL_TYPE; the part of a meal a meal-of-day division asks for.
         * @enum {string}
         */
        MealPart: "BREAKFAST" | "LUNCH" | "DINNER" | "SNACK" | "DESSERT" | "FRUIT" | "VEGETABLE" | "SALAD" | "SOUP" | "STARTER" | "SIDE_DISH" | "BREAD" | "DRINK" | "SMOOTHIE" | "JUICE" | "CEREAL";
        /** @enum {string} */
        Cuisine: "ITALIAN" | "MEXICAN" | "CHINESE" | "AMERICAN" | "FRENCH" | "INDIAN" | "MEDITERRANEAN" | "JAPANESE" | "THAI" | "TURKISH" | "BALKANIAN" | "PAKISTANI" | "BULGARIAN";
        /** @enum {string} */
        ExpertiseLevel: "BEGINNER" | "INTERMEDIATE" | "ADVANCED";
        /** @enum {string} */
        Season: "SPRING" | "SUMMER" | "AUTUMN" | "WINTER" | "NO_SEASON";
        /** @enum {string} */
        Storage: "DRY_STORAGE" | "FRIDGE" | "FROZEN";
        /** @enum {string} */
        CookingMethod: "BAKED_OR_ROASTED" | "BOILED" | "BRAISED" | "BROILED_OR_GRILLED" | "FRIED" | "GRIDDLED" | "MICROWAVE" | "OWN_FAT" | "POPPED" | "SIMMERED_POACHED_STEWED" | "STEAMED" | "STEEPED" | "TOASTED" | "OTHER";
        /** @enum {string} */
        Diet: "LACTO_OVO_VEGETARIAN" | "PESCETARIAN" | "LACTO_VEGETARIAN" | "OVO_VEGETARIAN" | "VEGAN" | "LACTOSE_FREE" | "NO_PORK" | "NONE";
        /** @enum {string} */
        Allergen: "CELERY" | "CRUSTACEAN" | "EGG" | "FISH" | "GLUTEN" | "LUPIN" | "MILK" | "MOLLUSC" | "MUSTARD" | "NUTS" | "PEANUT" | "SESAME" | "SOY" | "SULPHITE";
        /**
         * @description Where a food's animal parts come from (src/domain/foodFacts.ts): PORK is also MEAT; GELATINE counts as meat
         *     and, unless named otherwise, pork. An empty list means no animal part: the food is vegan.
         * @enum {string}
         */
        AnimalOrigin: "MEAT" | "PORK" | "POULTRY" | "FISH" | "SHELLFISH" | "DAIRY" | "EGG" | "HONEY" | "GELATINE";
        /**
         * @description Cereals containing gluten (EU 1169/2011 Annex II item 1); oats count unless certified gluten-free.
         * @enum {string}
         */
        GlutenCereal: "WHEAT" | "BARLEY" | "RYE" | "SPELT" | "OATS";
        /**
         * @description Why each fact of the ingredient holds, by fact (an AnimalOrigin, a GlutenCereal or an Allergen value):
         *     the rule that found it ("SR food group 1000 Pork Products", "name: 'gravy' (gravy is made ...)") or who
         *     set it in the editor ("set by <username> on <YYYY-MM-DD>"). Kept by the server: a fact kept by a save
         *     keeps its reason, a removed fact loses it.
         */
        FactReasons: {
            [key: string]: string;
        };
        /**
         * @description Household unit names; every ingredient has GRAMS (1 g) by default.
         * @enum {string}
         */
        UnitName: "GRAMS" | "UNIT" | "SMALL_UNIT" | "MEDIUM_UNIT" | "LARGE_UNIT" | "SLICE" | "PIECE" | "TEASPOON" | "TABLESPOON" | "CUP" | "LITER" | "MILLILITER" | "PINCH";
        /** @enum {string} */
        TagCategory: "MEAL_TYPE" | "SEASON" | "STORAGE" | "COOKING_METHOD" | "OTHER" | "DIET";
        /**
         * @description A recipe is saved as DRAFT unless PUBLISHED is given.
         * @enum {string}
         */
        RecipeStatus: "DRAFT" | "PUBLISHED";
        /** @enum {string} */
        PhotoType: "COVER" | "USER";
        /** @enum {string} */
        ModerationStatus: "UNDER_REVIEW" | "APPROVED" | "REJECTED";
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
        /** @enum {string} */
        MealOfDay: "BREAKFAST" | "MIDDLE_MORNING" | "LUNCH" | "MIDDLE_AFTERNOON" | "DINNER" | "AFTER_DINNER";
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
        /**
         * @description Country database context.
         * @enum {string}
         */
        Country: "bg" | "dk" | "es" | "it" | "lu" | "nl" | "pt" | "de";
        /**
         * @description Nutrients tracked in needs and plans (SUGAR appears among the nutritional-needs keys).
         * @enum {string}
         */
        Nutrient: "KCAL" | "PROTEIN" | "CARB" | "FAT" | "FIBER" | "CHOLESTEROL" | "IRON" | "SALT" | "SUGAR";
        /** @enum {string} */
        TimeBucket: "DAILY" | "WEEKLY" | "MONTHLY";
        /**
         * @description ISO 639-1 language code.
         * @example en
         */
        LanguageCode: string;
        /**
         * @description LanguaL thesaurus term code (facet letter + 4 digits).
         * @example A0361
         */
        LangualId: string;
        NonNegativeAmount: number;
        /** @description Weight of a heuristic, 0 (off) to 5, UI step 0.1. */
        HeuristicWeight: number;
        Language: {
            code: components["schemas"]["LanguageCode"];
            /** @example English */
            name: string;
        };
        /**
         * @example {
         *       "defaultLanguage": "en",
         *       "languages": [
         *         {
         *           "code": "en",
         *           "name": "English"
         *         },
         *         {
         *           "code": "pt",
         *           "name": "Portuguese"
         *         }
         *       ]
         *     }
         */
        Languages: {
            defaultLanguage: components["schemas"]["LanguageCode"];
            languages: components["schemas"]["Language"][];
        };
        NutsRegion: {
            /** @example PT11 */
            code: string;
            /** @example Norte */
            name?: string;
            /** @example 2 */
            level?: number;
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
        /**
         * @example {
         *       "name": "BREAKFAST",
         *       "category": "MEAL_TYPE"
         *     }
         */
        Tag: {
            /** Format: int64 */
            idTag?: number;
            /** @description For MEAL_TYPE, SEASON, STORAGE, COOKING_METHOD and DIET a value of the matching enumeration; free text for OTHER. */
            name: string;
            category: components["schemas"]["TagCategory"];
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
        /** @description Ratio of cooked to raw weight for a preparation. */
        WeightYieldFactor: {
            /** Format: int64 */
            idWeightYieldFactor?: number;
            /** @example Boiled */
            description?: string;
            cookingMethod?: components["schemas"]["CookingMethod"];
            /** @example 0.9 */
            factor: number;
        };
        /** @description Share of a nutrient kept by a preparation. */
        NutrientRetentionFactor: {
            /** Format: int64 */
            idNutrientRetentionFactor?: number;
            /** @example Vegetables, boiled */
            description?: string;
            /**
             * @description Nutrient key as used in the ingredient (e.g. vitaminC_mg, folate_ug, protein_g); saveIngredient refuses an unknown one.
             * @example vitaminC_mg
             */
            nutrient: string;
            /** @example 0.55 */
            factor: number;
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
        /** @description A unit row; without idUnit it is created. */
        IngredientUnitInput: {
            /** Format: int64 */
            idUnit?: number;
            name: components["schemas"]["UnitName"];
            /** @description Grams in one unit. A new unit (no idUnit), or an existing one whose grams change, takes a whole number greater than 0; an existing unit sent with its stored grams keeps them, decimals included (SR28 units such as 14.2 g), so saving the list never rounds what it did not edit. */
            quantityInGrams: number;
        };
        RecipeIngredient: {
            ingredient: components["schemas"]["IngredientRef"];
            /** @description Amount in `unit` (step 0.01). */
            quantity: number;
            unit: components["schemas"]["IngredientUnit"];
            weightYieldFactor?: components["schemas"]["WeightYieldFactor"];
            nutrientRetentionFactors?: components["schemas"]["NutrientRetentionFactor"][];
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
        /** @description The translatable texts of a recipe in one language. */
        RecipeI18nLabels: {
            NAME?: string;
            PREPARATION_STEPS?: string;
            OTHER_INFO?: string;
        };
        /** @description Map of language code to the recipe's texts in that language. */
        RecipeI18nLabelMap: {
            [key: string]: components["schemas"]["RecipeI18nLabels"];
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
        /**
         * @example {
         *       "idRecipePhoto": 12,
         *       "idRecipe": 42,
         *       "photoType": "COVER",
         *       "photoURL": "/api/API/recipes/photos/12/image",
         *       "thumbnailURL": "/api/API/recipes/photos/12/thumbnail",
         *       "authorId": "5f0c2a8e-1b7d-4c36-9a1e-2d3c4b5a6f70",
         *       "creationDate": "2026-11-20T10:15:00Z",
         *       "moderationStatus": "APPROVED"
         *     }
         */
        RecipePhoto: {
            /** Format: int64 */
            idRecipePhoto: number;
            /** Format: int64 */
            idRecipe?: number;
            photoType: components["schemas"]["PhotoType"];
            /** @description URL of the full image (relative to the app API base or absolute for object storage). */
            photoURL: string;
            thumbnailURL: string;
            /** @description Identity-provider subject of the uploader. */
            authorId?: string;
            /** Format: date-time */
            creationDate?: string;
            moderationStatus?: components["schemas"]["ModerationStatus"];
        };
        RecipePhotoUpload: {
            /** @description JPEG, PNG or WebP images (checked by content). */
            files: string[];
            photoType: components["schemas"]["PhotoType"];
            /** @description What the uploader says about the photo (shown to moderators). */
            description?: string;
        };
        /**
         * @description A doubt the automatic pre-checks raise when a photo is uploaded: TINY (shorter side under 300 px),
         *     BLURRED (variance of the Laplacian under 150), DARK (mean grey level under 50 of 255, or even the
         *     lightest parts under 100), BRIGHT (mean over 215, or even the darkest parts over 150: washed out),
         *     NEAR_DUPLICATE (perceptual hash within 10 of 64 bits of another photo of the recipe).
         * @enum {string}
         */
        PhotoCheckFlag: "TINY" | "BLURRED" | "DARK" | "BRIGHT" | "NEAR_DUPLICATE";
        PhotoPreChecks: {
            flags: components["schemas"]["PhotoCheckFlag"][];
            width?: number;
            height?: number;
            /** @description Variance of the Laplacian of the contrast-stretched grey image (at most 512 px). */
            sharpness?: number;
            /** @description Mean grey level, 0 to 255. */
            brightness?: number;
            /**
             * Format: int64
             * @description The photo of the same recipe this one nearly duplicates.
             */
            duplicateOf?: number;
        };
        /**
         * @description CREATION_DATE: oldest first. FLAGS: most pre-check flags first. A flag name: photos with that flag
         *     first. Ties are broken by creation date, oldest first.
         * @enum {string}
         */
        PhotoModerationSort: "CREATION_DATE" | "FLAGS" | "TINY" | "BLURRED" | "DARK" | "BRIGHT" | "NEAR_DUPLICATE";
        /**
         * @example {
         *       "id": 77,
         *       "idRecipe": 42,
         *       "recipeName": "Greek salad",
         *       "moderationStatus": "UNDER_REVIEW",
         *       "createdBy": "joao@example.org",
         *       "authorId": "0b6f4c7e-93a2-4d8e-8c1f-6e2a9d3b1c55",
         *       "creationDate": "2026-11-21T18:02:11Z",
         *       "description": "My version with extra feta",
         *       "photoURL": "/api/API/recipes/photos/77/image",
         *       "thumbnailURL": "/api/API/recipes/photos/77/thumbnail",
         *       "preChecks": {
         *         "flags": [
         *           "DARK"
         *         ],
         *         "width": 1000,
         *         "height": 750,
         *         "sharpness": 412.5,
         *         "brightness": 38.2
         *       }
         *     }
         */
        PhotoModerationEntry: {
            /**
             * Format: int64
             * @description The photo id (idRecipePhoto).
             */
            id: number;
            /** Format: int64 */
            idRecipe?: number;
            recipeName?: string;
            moderationStatus: components["schemas"]["ModerationStatus"];
            /** @description Display name or email of the uploader. */
            createdBy?: string;
            /** @description Identity-provider subject of the uploader. */
            authorId?: string;
            /** Format: date-time */
            creationDate?: string;
            description?: string;
            photoURL: string;
            thumbnailURL?: string;
            preChecks?: components["schemas"]["PhotoPreChecks"];
        };
        /**
         * @example {
         *       "idRecipe": 42,
         *       "name": "Greek salad",
         *       "status": "PUBLISHED",
         *       "author": {
         *         "id": 3,
         *         "externalID": "5f0c2a8e-1b7d-4c36-9a1e-2d3c4b5a6f70",
         *         "name": "Ana Silva"
         *       },
         *       "createdBy": "ana.silva@example.org",
         *       "updatedBy": "ana.silva@example.org",
         *       "updatedAt": "2026-11-20T10:14:03Z",
         *       "version": 4,
         *       "recipeIngredients": [
         *         {
         *           "ingredient": {
         *             "idIngredient": 11529,
         *             "name": "Tomatoes, red, ripe, raw",
         *             "englishName": "Tomatoes, red, ripe, raw"
         *           },
         *           "quantity": 2,
         *           "unit": {
         *             "idUnit": 31,
         *             "name": "MEDIUM_UNIT",
         *             "quantityInGrams": 123
         *           }
         *         },
         *         {
         *           "ingredient": {
         *             "idIngredient": 1019,
         *             "name": "Cheese, feta",
         *             "englishName": "Cheese, feta"
         *           },
         *           "quantity": 100,
         *           "unit": {
         *             "idUnit": 1,
         *             "name": "GRAMS",
         *             "quantityInGrams": 1
         *           }
         *         }
         *       ],
         *       "tags": [
         *         {
         *           "name": "LUNCH",
         *           "category": "MEAL_TYPE"
         *         },
         *         {
         *           "name": "SUMMER",
         *           "category": "SEASON"
         *         },
         *         {
         *           "name": "FRIDGE",
         *           "category": "STORAGE"
         *         }
         *       ],
         *       "cuisine": "MEDITERRANEAN",
         *       "nutsRegion": {
         *         "code": "EL",
         *         "name": "Greece",
         *         "level": 0
         *       },
         *       "expertiseLevel": "BEGINNER",
         *       "otherInfo": "Best with ripe summer tomatoes.",
         *       "source": "Family recipe",
         *       "recipeNutritionalInfo": {
         *         "servingWeightGrams": 173,
         *         "energyKcal": 177,
         *         "protein": 8.1,
         *         "fat": 12.6,
         *         "saturatedFat": 8.4,
         *         "carbohydrate": 8.3,
         *         "sugar": 6.2,
         *         "fiber": 1.5,
         *         "salt": 1.4
         *       },
         *       "availableTranslations": [
         *         "en",
         *         "pt"
         *       ],
         *       "allergens": [
         *         "MILK"
         *       ],
         *       "suitableDiets": [
         *         "LACTO_VEGETARIAN",
         *         "LACTO_OVO_VEGETARIAN",
         *         "NO_PORK"
         *       ],
         *       "mealRoles": [
         *         "SIDE",
         *         "STARTER"
         *       ],
         *       "mealRolesSetBy": "set by ana.silva on 2026-11-20",
         *       "preparationDetails": {
         *         "servings": 2,
         *         "preparationTime": 15,
         *         "cookingTime": 0,
         *         "preparationSteps": "1. Cut the tomatoes into wedges.\n2. Crumble the feta over them and season.\n"
         *       },
         *       "i18nLabels": {
         *         "pt": {
         *           "NAME": "Salada grega",
         *           "PREPARATION_STEPS": "1. Corte os tomates em gomos.\n2. Esfarele o queijo feta por cima e tempere.\n"
         *         }
         *       }
         *     }
         */
        Recipe: {
            /** Format: int64 */
            idRecipe: number;
            name: string;
            status: components["schemas"]["RecipeStatus"];
            author?: components["schemas"]["RecipeAuthor"];
            createdBy?: string;
            updatedBy?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @description Optimistic-locking version; increases by one on every save. */
            version: number;
            recipeIngredients: components["schemas"]["RecipeIngredient"][];
            tags: components["schemas"]["Tag"][];
            cuisine?: components["schemas"]["Cuisine"];
            nutsRegion?: components["schemas"]["NutsRegion"];
            expertiseLevel?: components["schemas"]["ExpertiseLevel"];
            otherInfo?: string;
            source?: string;
            recipeNutritionalInfo?: components["schemas"]["RecipeNutritionalInfo"];
            /** @description Language codes the recipe has a translation in. */
            availableTranslations?: components["schemas"]["LanguageCode"][];
            /** @description Computed from the ingredients. */
            allergens?: components["schemas"]["Allergen"][];
            /** @description Diets the recipe suits, computed from the ingredients. */
            suitableDiets?: components["schemas"]["Diet"][];
            /**
             * @description The parts the recipe may play in a meal, in the order of the enumeration. Derived from the source's
             *     food code (`sourceCode`), the MEAL_TYPE tags and the name unless staff chose them (`mealRolesSetBy`).
             *     Empty: never planned.
             */
            mealRoles?: components["schemas"]["MealRole"][];
            /**
             * @description null when the meal roles are derived (again on every save); else who chose them and when,
             *     "set by <username> on <YYYY-MM-DD>".
             */
            mealRolesSetBy?: string | null;
            /** @description The source's code of the recipe (the FNDDS food code of a seeded recipe), which the meal roles are derived from. */
            sourceCode?: string;
            preparationDetails: components["schemas"]["PreparationDetails"];
            i18nLabels?: components["schemas"]["RecipeI18nLabelMap"];
            coverPhoto?: components["schemas"]["RecipePhoto"];
        };
        /**
         * @description The body of saveRecipe. Fields marked read-only may be sent back as loaded and are ignored.
         *     `author` is set or changed by admins only; anyone else may send back only the stored author (on
         *     create: themselves), any other author is 403.
         * @example {
         *       "name": "Greek salad",
         *       "status": "DRAFT",
         *       "recipeIngredients": [
         *         {
         *           "ingredient": {
         *             "idIngredient": 11529
         *           },
         *           "quantity": 2,
         *           "unit": {
         *             "idUnit": 31,
         *             "name": "MEDIUM_UNIT",
         *             "quantityInGrams": 123
         *           }
         *         }
         *       ],
         *       "tags": [
         *         {
         *           "name": "LUNCH",
         *           "category": "MEAL_TYPE"
         *         }
         *       ],
         *       "cuisine": "MEDITERRANEAN",
         *       "expertiseLevel": "BEGINNER",
         *       "preparationDetails": {
         *         "servings": 2,
         *         "preparationTime": 15,
         *         "cookingTime": 0,
         *         "preparationSteps": "1. Cut the tomatoes into wedges."
         *       }
         *     }
         */
        RecipeInput: {
            /**
             * Format: int64
             * @description Absent to create a recipe.
             */
            idRecipe?: number;
            /** @description Required when idRecipe is present; the version the client loaded. */
            version?: number;
            /** @description Recipe name cannot be empty. */
            name: string;
            status?: components["schemas"]["RecipeStatus"];
            author?: components["schemas"]["RecipeAuthor"];
            recipeIngredients: components["schemas"]["RecipeIngredient"][];
            tags?: components["schemas"]["Tag"][];
            cuisine?: components["schemas"]["Cuisine"];
            nutsRegion?: components["schemas"]["NutsRegion"];
            expertiseLevel?: components["schemas"]["ExpertiseLevel"];
            otherInfo?: string;
            source?: string;
            preparationDetails: components["schemas"]["PreparationDetails"];
            i18nLabels?: components["schemas"]["RecipeI18nLabelMap"];
            /**
             * @description The parts the recipe may play in a meal. Absent, or the same roles the recipe's food code, meal types and
             *     name give (in any order): the roles are derived on this save and `mealRolesSetBy` is null. Other roles are
             *     stored as chosen, "set by <username> on <YYYY-MM-DD>" (roles sent back unchanged keep who set them). An
             *     unknown role is 400 naming the field.
             */
            mealRoles?: components["schemas"]["MealRole"][];
            readonly mealRolesSetBy?: string | null;
            readonly sourceCode?: string;
            readonly createdBy?: string;
            readonly updatedBy?: string;
            /** Format: date-time */
            readonly updatedAt?: string;
            readonly recipeNutritionalInfo?: components["schemas"]["RecipeNutritionalInfo"];
            readonly availableTranslations?: components["schemas"]["LanguageCode"][];
            readonly allergens?: components["schemas"]["Allergen"][];
            readonly suitableDiets?: components["schemas"]["Diet"][];
            readonly coverPhoto?: components["schemas"]["RecipePhoto"];
        };
        SaveRecipeResponse: {
            success: boolean;
            data?: components["schemas"]["Recipe"];
            /** @description Present when success is false; shown to the user as is. */
            errorMessage?: string;
        };
        NameTranslation: {
            languageCode: components["schemas"]["LanguageCode"];
            translation: string;
        };
        LangualDescriptor: {
            id: components["schemas"]["LangualId"];
            description?: string;
            translatedDescription?: string;
        };
        /**
         * @example {
         *       "id": "B1245",
         *       "description": "APPLE",
         *       "parentId": "B1023",
         *       "parentIds": [
         *         "B1023"
         *       ],
         *       "hasChildren": true,
         *       "facet": "B"
         *     }
         */
        LangualTerm: {
            id: components["schemas"]["LangualId"];
            description: string;
            translatedDescription?: string;
            parentId?: components["schemas"]["LangualId"];
            /** @description Every broader term of the descriptor, LanguaL's own (parentId) first; about 200 descriptors have several (POTATO B1218 lies under B1016 and B1018). The term is a child of each of them, and the LanguaL subtree filters follow every one. Absent for a root facet. */
            parentIds?: components["schemas"]["LangualId"][];
            hasChildren?: boolean;
            /**
             * @description Facet letter (A product type, B food source, ...).
             * @example A
             */
            facet?: string;
        };
        IngredientGroupRef: {
            /** Format: int64 */
            idIngredientGroup: number;
            name?: string;
        };
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
        FoodRestrictionSummary: {
            /** Format: int64 */
            idFoodRestriction: number;
            name: string;
            /** @description Whether app users may pick it. */
            enabled: boolean;
        };
        /** @description Grams per 100 g. */
        FattyAcids: {
            saturated?: components["schemas"]["NonNegativeAmount"];
            monounsaturated?: components["schemas"]["NonNegativeAmount"];
            polyunsaturated?: components["schemas"]["NonNegativeAmount"];
            trans?: components["schemas"]["NonNegativeAmount"];
        };
        /** @description Map of nutrient key to amount per 100 g; the key ends with its unit (e.g. vitaminC_mg, vitaminB12_ug, iron_mg). */
        NutrientAmountMap: {
            [key: string]: components["schemas"]["NonNegativeAmount"];
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
        /**
         * @description An FCDB ingredient; nutrition values are per 100 g (energy in kcal, macronutrients in g, sodium and cholesterol in mg).
         * @example {
         *       "idIngredient": 9003,
         *       "version": 3,
         *       "name": "Apples, raw, with skin",
         *       "englishName": "Apples, raw, with skin",
         *       "originalName": "Apples, raw, with skin (Includes foods for USDA's Food Distribution Program)",
         *       "externalID": "09003",
         *       "source": "USDA_SR28",
         *       "hideFromUser": false,
         *       "recommendedPortionGrams": 182,
         *       "energy": 52,
         *       "fat": 0.17,
         *       "protein": 0.26,
         *       "carbohydrate": 13.81,
         *       "fiber": 2.4,
         *       "sugar": 10.39,
         *       "salt": 0.0025,
         *       "sodium": 1,
         *       "alcohol": 0,
         *       "cholesterol": 0,
         *       "water": 85.56,
         *       "fattyAcids": {
         *         "saturated": 0.028,
         *         "monounsaturated": 0.007,
         *         "polyunsaturated": 0.051,
         *         "trans": 0
         *       },
         *       "vitamins": {
         *         "vitaminC_mg": 4.6,
         *         "vitaminA_ug": 3
         *       },
         *       "minerals": {
         *         "calcium_mg": 6,
         *         "iron_mg": 0.12,
         *         "potassium_mg": 107
         *       },
         *       "units": [
         *         {
         *           "idUnit": 1,
         *           "name": "GRAMS",
         *           "quantityInGrams": 1
         *         },
         *         {
         *           "idUnit": 7,
         *           "name": "MEDIUM_UNIT",
         *           "quantityInGrams": 182
         *         },
         *         {
         *           "idUnit": 8,
         *           "name": "CUP",
         *           "quantityInGrams": 125
         *         }
         *       ],
         *       "languaLDescriptors": [
         *         {
         *           "id": "B1245",
         *           "description": "APPLE",
         *           "translatedDescription": "Maçã"
         *         }
         *       ],
         *       "nameTranslations": [
         *         {
         *           "languageCode": "pt",
         *           "translation": "Maçã crua, com casca"
         *         }
         *       ],
         *       "ingredientGroup": {
         *         "idIngredientGroup": 14,
         *         "name": "Apple"
         *       },
         *       "groups": [
         *         {
         *           "idGroup": 9,
         *           "name": "Fruits and Fruit Juices",
         *           "knownFoodGroupType": "FRUIT"
         *         }
         *       ],
         *       "foodRestrictions": [],
         *       "weightYieldFactors": [],
         *       "nutrientRetentionFactors": []
         *     }
         */
        Ingredient: {
            /** Format: int64 */
            idIngredient: number;
            /**
             * Format: int32
             * @description Optimistic-locking version; increases by one on every saveIngredient.
             */
            version: number;
            name: string;
            englishName?: string;
            originalName?: string;
            /** @description Id in the source database (e.g. the USDA NDB number). */
            externalID?: string;
            /** @description Source database; EUROFIR ingredients cannot be deleted. */
            source?: string;
            /** @description Hidden from app users. */
            hideFromUser: boolean;
            recommendedPortionGrams?: number;
            energy?: components["schemas"]["NonNegativeAmount"];
            fat?: components["schemas"]["NonNegativeAmount"];
            protein?: components["schemas"]["NonNegativeAmount"];
            carbohydrate?: components["schemas"]["NonNegativeAmount"];
            fiber?: components["schemas"]["NonNegativeAmount"];
            sugar?: components["schemas"]["NonNegativeAmount"];
            salt?: components["schemas"]["NonNegativeAmount"];
            sodium?: components["schemas"]["NonNegativeAmount"];
            alcohol?: components["schemas"]["NonNegativeAmount"];
            cholesterol?: components["schemas"]["NonNegativeAmount"];
            water?: components["schemas"]["NonNegativeAmount"];
            fattyAcids?: components["schemas"]["FattyAcids"];
            vitamins?: components["schemas"]["NutrientAmountMap"];
            minerals?: components["schemas"]["NutrientAmountMap"];
            units: components["schemas"]["IngredientUnit"][];
            languaLDescriptors?: components["schemas"]["LangualDescriptor"][];
            nameTranslations?: components["schemas"]["NameTranslation"][];
            ingredientGroup?: components["schemas"]["IngredientGroupRef"];
            groups?: components["schemas"]["FoodGroupSummary"][];
            /** @description Food restrictions that exclude this ingredient. */
            foodRestrictions?: components["schemas"]["FoodRestrictionSummary"][];
            weightYieldFactors?: components["schemas"]["WeightYieldFactor"][];
            nutrientRetentionFactors?: components["schemas"]["NutrientRetentionFactor"][];
            /**
             * @description The animal origins the ingredient holds (empty: none). Diets and allergens are derived from them. An
             *     ingredient stored before they existed gets them from the rules (name, SR food group, LanguaL) when read.
             */
            animalOrigins?: components["schemas"]["AnimalOrigin"][];
            /** @description The gluten-containing cereals the ingredient holds (an empty list when none); any of them implies GLUTEN. */
            glutenCereals?: components["schemas"]["GlutenCereal"][];
            /** @description Why each fact holds; read-only (the server keeps the reasons). */
            factReasons?: components["schemas"]["FactReasons"];
            /**
             * @description Allergens the ingredient contains: those its animal origins and cereals imply (DAIRY -> MILK, EGG, FISH,
             *     SHELLFISH -> CRUSTACEAN and MOLLUSC, a cereal -> GLUTEN) and the others saved with it (a recipe's
             *     allergens are the union of its ingredients').
             */
            allergens?: components["schemas"]["Allergen"][];
            /**
             * @description Diets the ingredient fits, derived from its animal origins (and "lactose-free" in its name) on every save;
             *     read-only, never set directly (a recipe fits the diets all its ingredients fit).
             */
            suitableDiets?: components["schemas"]["Diet"][];
            /** @description Data-quality issues found in the ingredient's figures (empty when none); read-only. */
            dataIssues?: components["schemas"]["IngredientDataIssue"][];
        };
        /**
         * @description The body of saveIngredient: the editable fields (all replaced) and the version they were loaded with.
         *     Read-only fields may be sent back as loaded and are ignored (units are saved with saveIngredientUnits,
         *     visibility with setIngredientVisibility). The diets (suitableDiets) and the stored allergens are derived
         *     on every save from animalOrigins, glutenCereals and allergens (src/domain/foodFacts.ts).
         */
        IngredientInput: {
            /**
             * Format: int32
             * @description The version of the ingredient the client loaded (Ingredient.version); a stale one is 409 INGREDIENT_VERSION_CONFLICT.
             */
            version: number;
            /** @description Name cannot be empty. */
            name: string;
            englishName?: string;
            originalName?: string;
            recommendedPortionGrams?: number;
            energy?: components["schemas"]["NonNegativeAmount"];
            fat?: components["schemas"]["NonNegativeAmount"];
            protein?: components["schemas"]["NonNegativeAmount"];
            carbohydrate?: components["schemas"]["NonNegativeAmount"];
            fiber?: components["schemas"]["NonNegativeAmount"];
            sugar?: components["schemas"]["NonNegativeAmount"];
            salt?: components["schemas"]["NonNegativeAmount"];
            sodium?: components["schemas"]["NonNegativeAmount"];
            alcohol?: components["schemas"]["NonNegativeAmount"];
            cholesterol?: components["schemas"]["NonNegativeAmount"];
            water?: components["schemas"]["NonNegativeAmount"];
            fattyAcids?: components["schemas"]["FattyAcids"];
            vitamins?: components["schemas"]["NutrientAmountMap"];
            minerals?: components["schemas"]["NutrientAmountMap"];
            languaLDescriptors?: components["schemas"]["LangualDescriptor"][];
            nameTranslations?: components["schemas"]["NameTranslation"][];
            ingredientGroup?: components["schemas"]["IngredientGroupRef"];
            groups?: components["schemas"]["FoodGroupSummary"][];
            weightYieldFactors?: components["schemas"]["WeightYieldFactor"][];
            nutrientRetentionFactors?: components["schemas"]["NutrientRetentionFactor"][];
            /**
             * @description Replaces the animal origins when present; absent keeps them. An origin not held before gets the reason
             *     "set by <username> on <YYYY-MM-DD>"; one kept keeps its reason.
             */
            animalOrigins?: components["schemas"]["AnimalOrigin"][];
            /** @description Replaces the gluten-containing cereals when present; absent keeps them (reasons as animalOrigins). */
            glutenCereals?: components["schemas"]["GlutenCereal"][];
            /**
             * @description The EU allergens beyond what the animal origins and cereals imply (nuts, soy, celery, ...; the implied ones
             *     may be sent too and change nothing). Replaces them when present; absent keeps them. The stored allergens
             *     are these plus the implied ones, computed on every save.
             */
            allergens?: components["schemas"]["Allergen"][];
            /** @description Ignored; the diets are derived from the animal origins (and "lactose-free" in the name) on every save. */
            readonly suitableDiets?: components["schemas"]["Diet"][];
            /** @description Ignored; the server keeps the reasons. */
            readonly factReasons?: components["schemas"]["FactReasons"];
            /**
             * Format: int64
             * @description Ignored; the path id wins.
             */
            readonly idIngredient?: number;
            readonly externalID?: string;
            readonly source?: string;
            readonly hideFromUser?: boolean;
            readonly units?: components["schemas"]["IngredientUnit"][];
            readonly foodRestrictions?: components["schemas"]["FoodRestrictionSummary"][];
            readonly dataIssues?: components["schemas"]["IngredientDataIssue"][];
        };
        /**
         * @description A data-quality finding on an ingredient's figures per 100 g:
         *     - ENERGY_MISMATCH: the energy differs from 4 kcal/g protein + 4 kcal/g carbohydrate + 9 kcal/g fat
         *       + 7 kcal/g alcohol by more than 15 % of the stated energy (and by at least 5 kcal);
         *     - MACROS_OVER_100G: protein + fat + carbohydrate + alcohol exceed 100 g per 100 g;
         *     - MISSING_KEY_NUTRIENTS: energy, protein, fat or carbohydrate has no value;
         *     - FOOD_GROUP_OUTLIER: energy, protein, fat or carbohydrate lies more than 3 standard deviations
         *       from the mean of a food group of the ingredient (groups with at least 10 values).
         * @example {
         *       "code": "ENERGY_MISMATCH",
         *       "message": "Energy 52 kcal differs from 4/4/9/7 kcal per gram of protein, carbohydrate, fat and alcohol (68 kcal) by 31 %"
         *     }
         */
        IngredientDataIssue: {
            /** @enum {string} */
            code: "ENERGY_MISMATCH" | "MACROS_OVER_100G" | "MISSING_KEY_NUTRIENTS" | "FOOD_GROUP_OUTLIER";
            /** @description The reason in words, with the figures. */
            message: string;
        };
        /**
         * @example {
         *       "idIngredient": 9003,
         *       "country": "pt"
         *     }
         */
        IngredientImportRequest: {
            /**
             * Format: int64
             * @description Id of the ingredient in the source country's database.
             */
            idIngredient: number;
            country: components["schemas"]["Country"];
        };
        IngredientGroupNameTranslation: {
            languageCode: components["schemas"]["LanguageCode"];
            /**
             * @description Name of the language, for display.
             * @example Portuguese
             */
            label?: string;
            translation: string;
        };
        IngredientGroupSummary: {
            /** Format: int64 */
            idIngredientGroup: number;
            name: string;
            nameTranslations?: components["schemas"]["IngredientGroupNameTranslation"][];
            ingredientCount: number;
        };
        /**
         * @example {
         *       "idIngredientGroup": 14,
         *       "name": "Apple",
         *       "nameTranslations": [
         *         {
         *           "languageCode": "pt",
         *           "label": "Portuguese",
         *           "translation": "Maçã"
         *         }
         *       ],
         *       "ingredients": [
         *         {
         *           "idIngredient": 9003,
         *           "name": "Apples, raw, with skin",
         *           "englishName": "Apples, raw, with skin"
         *         }
         *       ],
         *       "ingredientCount": 1
         *     }
         */
        IngredientGroup: {
            /** Format: int64 */
            idIngredientGroup: number;
            name: string;
            nameTranslations?: components["schemas"]["IngredientGroupNameTranslation"][];
            ingredients: components["schemas"]["IngredientRef"][];
            ingredientCount: number;
        };
        /**
         * @example {
         *       "name": "Apple",
         *       "ingredientIds": [
         *         9003
         *       ],
         *       "nameTranslations": [
         *         {
         *           "languageCode": "pt",
         *           "translation": "Maçã"
         *         }
         *       ]
         *     }
         */
        IngredientGroupInput: {
            name: string;
            /** @description A display name needs at least one FCDB ingredient. */
            ingredientIds: number[];
            nameTranslations?: components["schemas"]["IngredientGroupNameTranslation"][];
        };
        FoodGroup: {
            /** Format: int64 */
            idGroup: number;
            name: string;
            /** @description Set when the system relies on this group; such groups cannot be deleted. */
            knownFoodGroupType?: string;
            ingredients: components["schemas"]["IngredientRef"][];
        };
        /**
         * @example {
         *       "name": "Nuts and seeds"
         *     }
         */
        FoodGroupInput: {
            /**
             * Format: int64
             * @description Absent to create a group.
             */
            idGroup?: number;
            name: string;
        };
        FoodRestriction: {
            /** Format: int64 */
            idFoodRestriction: number;
            name: string;
            /** @description Whether app users may pick it. */
            enabled: boolean;
            ingredientsToExclude: components["schemas"]["IngredientRef"][];
        };
        /**
         * @example {
         *       "name": "No nuts",
         *       "enabled": true,
         *       "ingredientsToExclude": [
         *         12061,
         *         12104
         *       ]
         *     }
         */
        FoodRestrictionInput: {
            /**
             * Format: int64
             * @description The idFoodRestriction to update; absent to create.
             */
            id?: number;
            name: string;
            enabled: boolean;
            /** @description Ids of the ingredients to exclude. */
            ingredientsToExclude: number[];
        };
        /**
         * @example {
         *       "idUser": 118,
         *       "email": "maria@example.org",
         *       "firstName": "Maria",
         *       "lastName": "Costa",
         *       "dbContext": "pt",
         *       "isTrialUser": false,
         *       "isGamebusEnabled": false,
         *       "livingIndependently": true
         *     }
         */
        User: {
            /** Format: int64 */
            idUser: number;
            email: string;
            firstName?: string;
            lastName?: string;
            dbContext: components["schemas"]["Country"];
            isTrialUser?: boolean;
            isGamebusEnabled?: boolean;
            livingIndependently?: boolean;
        };
        /**
         * @example {
         *       "dbContext": "pt",
         *       "email": "maria@example.org",
         *       "isTrialUser": false,
         *       "isGamebusEnabled": false,
         *       "livingIndependently": true,
         *       "name": "Maria Costa",
         *       "password": "Temp-2026-pass"
         *     }
         */
        UserCreate: {
            dbContext?: components["schemas"]["Country"];
            /** @description Free text; no pattern is imposed. */
            email: string;
            /** @default false */
            isTrialUser: boolean;
            /** @default false */
            isGamebusEnabled: boolean;
            /** @default true */
            livingIndependently: boolean;
            name?: string;
            /** @description Initial password (temporary unless temporaryPassword=false). At least 12 characters (PASSWORD_MIN_LENGTH), not a common or breached password, not the email: else 400 PASSWORD_POLICY naming the rule. */
            password: string;
        };
        PasswordReset: {
            /** @description The new password. At least 12 characters (PASSWORD_MIN_LENGTH), not a common or breached password, not the user's email: else 400 PASSWORD_POLICY naming the rule. */
            password: string;
            /**
             * @description When true the user must change it at next sign-in.
             * @default true
             */
            temporary: boolean;
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
         * @description A user's feedback on an ingredient or recipe (used by the USER_PREFERENCES heuristic).
         * @enum {string}
         */
        FeedbackValue: "LIKE" | "DISLIKE";
        UserIngredientFeedback: {
            value: components["schemas"]["FeedbackValue"];
            ingredient: components["schemas"]["IngredientRef"];
        };
        UserRecipeFeedback: {
            value: components["schemas"]["FeedbackValue"];
            recipe: components["schemas"]["RecipeRef"];
        };
        FoodRestrictionRef: {
            /** Format: int64 */
            idFoodRestriction: number;
            name?: string;
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
         * @example {
         *       "energyEstimationEquation": "INSTITUTE_OF_MEDICINE"
         *     }
         */
        EnergyEstimationEquationSetting: {
            energyEstimationEquation: components["schemas"]["EnergyEstimationEquation"];
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
        /**
         * @description The parts of the settings screen to save; each is optional, a part left out is not changed.
         * @example {
         *       "energyDistribution": {
         *         "proteinDistribution": 0.2,
         *         "fatDistribution": 0.3,
         *         "carbohydratesDistribution": 0.5
         *       },
         *       "energyEstimationEquation": "HARRIS_BENEDICT",
         *       "enabledDietaryRestrictions": [
         *         "VEGAN",
         *         "NO_PORK"
         *       ]
         *     }
         */
        SettingsSave: {
            energyDistribution?: components["schemas"]["EnergyDistribution"];
            energyEstimationEquation?: components["schemas"]["EnergyEstimationEquation"];
            /** @description The complete list of divisions (as saveMealOfDayDivisions takes it). */
            mealOfDayDivisions?: components["schemas"]["MealOfDayDivisionInput"][];
            enabledDietaryRestrictions?: components["schemas"]["Diet"][];
            recommenderSettings?: components["schemas"]["RecommenderSettings"];
        };
        /** @description Every setting of the settings screen in force for the context. */
        AllSettings: {
            energyDistribution: components["schemas"]["EnergyDistribution"];
            energyEstimationEquation: components["schemas"]["EnergyEstimationEquation"];
            mealOfDayDivisions: components["schemas"]["MealOfDayDivision"][];
            enabledDietaryRestrictions: components["schemas"]["Diet"][];
            recommenderSettings: components["schemas"]["RecommenderSettings"];
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
        /**
         * @example {
         *       "id": 9003,
         *       "name": "Apples, raw, with skin",
         *       "count": 512,
         *       "userCount": 87
         *     }
         */
        UsageTopRow: {
            /**
             * Format: int64
             * @description Id of the ingredient or recipe.
             */
            id: number;
            name: string;
            /** @description Number of logs, favourites or restrictions. */
            count: number;
            /** @description Number of distinct users. */
            userCount: number;
        };
        /**
         * @example {
         *       "id": "5601234567890",
         *       "name": "Iogurte natural",
         *       "count": 120,
         *       "userCount": 31
         *     }
         */
        UsageTopKeyedRow: {
            /** @description Open Food Facts barcode, or the normalised text of a free food entry. */
            id: string;
            name: string;
            count: number;
            userCount: number;
        };
        NameCountRow: {
            /** @description The diet (a Diet value). */
            name: string;
            count: number;
        };
        DailyRollingActiveUsers: {
            /** Format: date */
            bucketDate: string;
            rollingActiveUsers: number;
        };
        WeeklyRollingActiveUsers: {
            /** Format: date */
            weekStart: string;
            /** Format: date */
            weekEndExclusive: string;
            rollingActiveUsers: number;
        };
        MonthlyRollingActiveUsers: {
            /** Format: date */
            monthStart: string;
            /** Format: date */
            monthEndExclusive: string;
            rollingActiveUsers: number;
        };
        /**
         * @example {
         *       "adherencePercentage": 63.4
         *     }
         */
        MealPlanAdherence: {
            adherencePercentage: number;
        };
        AdherenceTrendRow: {
            /** Format: date */
            weekStart: string;
            adherencePercentage: number;
        };
        AdherenceWeightChangeRow: {
            adherencePercentage: number;
            /** @description Last minus first weight log in the range (negative = loss). */
            weightChangeKg: number;
        };
        RetentionCurveRow: {
            dayOffset: number;
            survivalPercentage: number;
        };
        /**
         * @description Planned recipes, those followed, their share (0.1) and its 95 % Wilson score interval (see getAdherenceByProvenance).
         * @example {
         *       "planned": 1200,
         *       "followed": 610,
         *       "adherencePercentage": 50.8,
         *       "lowPercentage": 48,
         *       "highPercentage": 53.6
         *     }
         */
        AdherenceShare: {
            planned: number;
            followed: number;
            adherencePercentage: number;
            lowPercentage: number;
            highPercentage: number;
        };
        /**
         * @description How a planned recipe got into the plan (see getAdherenceByProvenance).
         * @enum {string}
         */
        Provenance: "GENERATED" | "REPLACED" | "PINNED" | "ADDED";
        AdherenceByProvenance: {
            /** @description The minPlanned the recipe lists were ranked with. */
            minimumPlanned: number;
            overall: components["schemas"]["AdherenceShare"];
            /** @description All four provenances, in the order GENERATED, REPLACED, PINNED, ADDED. */
            byProvenance: {
                provenance: components["schemas"]["Provenance"];
                adherence: components["schemas"]["AdherenceShare"];
            }[];
            /** @description The versions plans of the range were made under, null (before any recorded save) first, then oldest first. */
            bySettingsVersion: {
                settingsVersion: number | null;
                /** Format: date-time */
                savedAt: string | null;
                savedBy: string | null;
                adherence: components["schemas"]["AdherenceShare"];
            }[];
            /** @description The meals with planned recipes in the range, in the day's order. */
            byMealOfDay: {
                mealOfDay: components["schemas"]["MealOfDay"];
                adherence: components["schemas"]["AdherenceShare"];
            }[];
            topRecipes: components["schemas"]["RecipeAdherence"][];
            bottomRecipes: components["schemas"]["RecipeAdherence"][];
        };
        RecipeAdherence: {
            idRecipe: number;
            name: string;
            adherence: components["schemas"]["AdherenceShare"];
        };
        /** @description Users of one week by lifecycle state (see getLifecycle). */
        LifecycleWeek: {
            /**
             * Format: date
             * @description The week's Monday.
             */
            weekStart: string;
            newUsers: number;
            returningUsers: number;
            resurrectedUsers: number;
            dormantUsers: number;
        };
        Lifecycle: {
            /** @description One row per ended week overlapping the range, oldest first. */
            weeks: components["schemas"]["LifecycleWeek"][];
            /** @description Returns in those weeks (first active day of a week after a whole week without activity). */
            returns: number;
            medianDaysAwayBeforeReturn: number | null;
            /** @description New users of the range whose first 14 days have ended, and those who logged food on at least 3 of them. */
            activeTier: {
                newUsers: number;
                reachedActive: number;
                percentage: number;
                lowPercentage: number;
                highPercentage: number;
            };
        };
        TimeSeriesBucket: {
            /**
             * Format: date
             * @description First day of the bucket.
             */
            bucketDate: string;
            count: number;
        };
    };
    responses: {
        /** @description Malformed or out-of-range input; nothing was written. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "VALIDATION_FAILED",
                 *       "message": "Recipe name cannot be empty",
                 *       "field": "name"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing, malformed, expired or wrongly signed bearer token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "UNAUTHORIZED",
                 *       "message": "A valid bearer token is required"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's roles (or ownership) do not allow this operation; or, with code CONTEXT_NOT_SERVED, the caller's country context is not set up on this server (its database was migrated for other contexts only). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "FORBIDDEN",
                 *       "message": "You may only edit recipes you authored"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource (or one it refers to) does not exist in the caller's context. */
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
        /**
         * @description The `Idempotency-Key` was already used with a different body, for another operation or by another caller
         *     (`IDEMPOTENCY_KEY_MISMATCH`); nothing was written. A key is bound to the request it first came with: the same
         *     body under the same key replays the first answer.
         */
        IdempotencyKeyMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "IDEMPOTENCY_KEY_MISMATCH",
                 *       "message": "Idempotency-Key 5b0e6c2a-... was already used with a different body; nothing was written. Send a new key for a new request",
                 *       "field": "Idempotency-Key"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state (see the operation for its codes). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A precondition of the request (e.g. an expected version) does not hold. */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "PRECONDITION_FAILED",
                 *       "message": "The resource has changed since it was read"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The upload is larger than allowed (size or pixels). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "PAYLOAD_TOO_LARGE",
                 *       "message": "Images may be at most 10 MB",
                 *       "field": "files"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description One page of rows, highest count first. */
        UsageTopRows: {
            headers: {
                "x-result-count": components["headers"]["XResultCount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UsageTopRow"][];
            };
        };
        /** @description One page of rows, highest count first. */
        UsageTopKeyedRows: {
            headers: {
                "x-result-count": components["headers"]["XResultCount"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UsageTopKeyedRow"][];
            };
        };
    };
    parameters: {
        /** @description Numeric id of the resource. */
        IdPath: number;
        /** @description LanguaL term id (thesaurus code, e.g. A0361). */
        LangualIdPath: components["schemas"]["LangualId"];
        /** @description Zero-based page number. */
        Page: number;
        /** @description Rows per page (tables show 20, pickers 100). */
        PageSize: number;
        /** @description Number of rows to skip. */
        Offset: number;
        /** @description Maximum number of rows to return. */
        UserCount: number;
        /** @description Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
        StatsCount: number;
        /** @description Matches the email or the user id, case-insensitive. */
        UserSearch: string;
        /** @description Ingredient ids (repeat the parameter for several); none gives an empty answer. */
        IngIdList: number[];
        /**
         * @description Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
         *     duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
         *     with 422 `IDEMPOTENCY_KEY_MISMATCH`.
         */
        IdempotencyKey: string;
        /** @description Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
        XImpersonateContext: components["schemas"]["Country"];
        /** @description Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
        XImpersonateUserId: string;
        /** @description Start of the range (inclusive), UTC. */
        FromUtc: string;
        /** @description End of the range (exclusive), UTC; must be after fromUtc. */
        ToUtc: string;
        /** @description Start of the range (inclusive), UTC. */
        FromUtcRequired: string;
        /** @description End of the range (exclusive), UTC; must be after fromUtc. */
        ToUtcRequired: string;
        /** @description Length of the rolling window in days (a user is active on a day when active in the window ending that day). */
        WindowDays: number;
        /** @description Size of the time buckets. */
        Bucket: components["schemas"]["TimeBucket"];
    };
    requestBodies: never;
    headers: {
        /** @description Total number of rows matching the query (all pages). */
        XResultCount: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recipe. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recipe"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteRecipe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
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
    saveRecipe: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
                 *     duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
                 *     with 422 `IDEMPOTENCY_KEY_MISMATCH`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecipeInput"];
            };
        };
        responses: {
            /** @description The save outcome; on success `data` is the saved recipe. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaveRecipeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyMismatch"];
        };
    };
    listSimpleRecipes: {
        parameters: {
            query?: {
                /** @description Zero-based page number. */
                page?: components["parameters"]["Page"];
                pageSize?: number;
                searchText?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of recipes. */
            200: {
                headers: {
                    "x-result-count": components["headers"]["XResultCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeRef"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    generateRecipeTags: {
        parameters: {
            query?: {
                /** @description Ingredient ids (repeat the parameter for several); none gives an empty answer. */
                ingId?: components["parameters"]["IngIdList"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The generated tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRecipeFoodRestrictions: {
        parameters: {
            query?: {
                /** @description Ingredient ids (repeat the parameter for several); none gives an empty answer. */
                ingId?: components["parameters"]["IngIdList"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The satisfied food restrictions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodRestrictionSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRecipeSources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sources, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A zip archive of the context's database (saved as databases.zip). */
            200: {
                headers: {
                    /** @description Always `attachment; filename="databases.zip"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRecipeAuthors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipeAuthor"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Languages"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRecipePhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photos, cover first, then newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipePhoto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadRecipePhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RecipePhotoUpload"];
            };
        };
        responses: {
            /** @description The created photos. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipePhoto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getRecipePhotoThumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idRecipePhoto: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The thumbnail image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getRecipePhotoImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idRecipePhoto: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteRecipePhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": number[];
            };
        };
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
    listPhotosForModeration: {
        parameters: {
            query?: {
                status?: components["schemas"]["ModerationStatus"];
                /** @description Order of the entries (default CREATION_DATE, oldest first). */
                sortBy?: components["schemas"]["PhotoModerationSort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moderation entries, oldest first unless sortBy says otherwise. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoModerationEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPhotoModerationEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moderation entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoModerationEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    approveRecipePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated moderation entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoModerationEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rejectRecipePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated moderation entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoModerationEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listIngredients: {
        parameters: {
            query?: {
                /** @description LanguaL descriptor ids; an ingredient matches when it has any of them (or, with includeLanguaLSubtree, any descendant). */
                languaLID?: components["schemas"]["LangualId"][];
                /** @description Matches name, English name or original name (case-insensitive). */
                search?: string;
                /** @description Zero-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (tables show 20, pickers 100). */
                pageSize?: components["parameters"]["PageSize"];
                /** @description Food group ids (idGroup); an ingredient matches when it belongs to any of them. */
                foodGroup?: number[];
                onlyUsedInRecipes?: boolean;
                includeLanguaLSubtree?: boolean;
                unitsFilter?: components["schemas"]["UnitsFilter"];
                visibilityFilter?: components["schemas"]["VisibilityFilter"];
                ingredientGroupFilter?: components["schemas"]["IngredientGroupFilter"];
                /**
                 * @description true keeps only ingredients with at least one data-quality issue (see `IngredientDataIssue`),
                 *     false only those without; absent: no filter.
                 */
                withDataIssues?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of ingredients, by name. */
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
        };
    };
    getIngredient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ingredient. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ingredient"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteIngredient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
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
            409: components["responses"]["Conflict"];
        };
    };
    saveIngredient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Id of the ingredient to save. */
                idIngredient: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngredientInput"];
            };
        };
        responses: {
            /** @description Saved. */
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
            409: components["responses"]["Conflict"];
        };
    };
    duplicateIngredient: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
                 *     duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
                 *     with 422 `IDEMPOTENCY_KEY_MISMATCH`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new ingredient. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ingredient"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["IdempotencyKeyMismatch"];
        };
    };
    importIngredient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngredientImportRequest"];
            };
        };
        responses: {
            /** @description Imported; the new ingredient of this context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ingredient"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    setIngredientVisibility: {
        parameters: {
            query: {
                hidden: boolean;
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Visibility set. */
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
    saveIngredientUnits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngredientUnitInput"][];
            };
        };
        responses: {
            /** @description The full unit list after the save. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientUnit"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listAvailableUnits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit names (cacheable indefinitely). */
            200: {
                headers: {
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitName"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listNutsRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The NUTS regions, by code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NutsRegion"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listLangualTerms: {
        parameters: {
            query?: {
                /** @description Search text (at least 2 characters) matched against term descriptions and ids. */
                name?: string;
                /** @description Zero-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (tables show 20, pickers 100). */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of terms. */
            200: {
                headers: {
                    "x-result-count": components["headers"]["XResultCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LangualTerm"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLangualTerm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description LanguaL term id (thesaurus code, e.g. A0361). */
                id: components["parameters"]["LangualIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LangualTerm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLangualParent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description LanguaL term id (thesaurus code, e.g. A0361). */
                id: components["parameters"]["LangualIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parent term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LangualTerm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLangualChildren: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description LanguaL term id (thesaurus code, e.g. A0361). */
                id: components["parameters"]["LangualIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The child terms (empty for a leaf). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LangualTerm"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listIngredientGroups: {
        parameters: {
            query?: {
                /** @description Matches the name or a translation (case-insensitive). */
                search?: string;
                /** @description Keeps groups having an ingredient with any of these LanguaL descriptors or one of their descendants (as the FCDB list does by default). */
                languaLID?: components["schemas"]["LangualId"][];
                /** @description Zero-based page number. */
                page?: components["parameters"]["Page"];
                /** @description Rows per page (tables show 20, pickers 100). */
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of display names, by name. */
            200: {
                headers: {
                    "x-result-count": components["headers"]["XResultCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientGroupSummary"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createIngredientGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
                 *     duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
                 *     with 422 `IDEMPOTENCY_KEY_MISMATCH`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngredientGroupInput"];
            };
        };
        responses: {
            /** @description The created display name. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyMismatch"];
        };
    };
    getIngredientGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The display name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateIngredientGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IngredientGroupInput"];
            };
        };
        responses: {
            /** @description The updated display name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngredientGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteIngredientGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
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
    listFoodGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The food groups, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodGroupSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveFoodGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
                 *     duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
                 *     with 422 `IDEMPOTENCY_KEY_MISMATCH`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FoodGroupInput"];
            };
        };
        responses: {
            /** @description The saved food group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyMismatch"];
        };
    };
    getFoodGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The food group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteFoodGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
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
            409: components["responses"]["Conflict"];
        };
    };
    addFoodGroupIngredients: {
        parameters: {
            query: {
                idIngredient: number[];
            };
            header?: never;
            path: {
                /** @description Id of the food group. */
                idGroup: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The food group with its ingredients after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeFoodGroupIngredient: {
        parameters: {
            query: {
                idIngredient: number;
            };
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
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
    listFoodRestrictions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The food restrictions, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodRestrictionSummary"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveFoodRestriction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Client-chosen key (e.g. a UUID) that makes a retried create return the first result instead of creating a
                 *     duplicate. The key is bound to its request: reused with a different body, operation or caller it is refused
                 *     with 422 `IDEMPOTENCY_KEY_MISMATCH`.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FoodRestrictionInput"];
            };
        };
        responses: {
            /** @description The saved food restriction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodRestriction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["IdempotencyKeyMismatch"];
        };
    };
    getFoodRestriction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The food restriction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FoodRestriction"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteFoodRestriction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
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
    listUsers: {
        parameters: {
            query?: {
                /** @description Matches the email or the user id, case-insensitive. */
                q?: components["parameters"]["UserSearch"];
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return. */
                count?: components["parameters"]["UserCount"];
            };
            header?: {
                /** @description Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users, by user id. */
            200: {
                headers: {
                    "x-result-count": components["headers"]["XResultCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createUser: {
        parameters: {
            query?: {
                /** @description When true the user must change the password at first sign-in. */
                temporaryPassword?: boolean;
            };
            header?: {
                /** @description Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description The created user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
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
    resetUserPassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordReset"];
            };
        };
        responses: {
            /** @description Password reset. */
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
            409: components["responses"]["Conflict"];
        };
    };
    getUserProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Admins only; the country context to act in (sent together with X-Impersonate-User-Id). Honoured for admins only, and logged. */
                "X-Impersonate-Context"?: components["parameters"]["XImpersonateContext"];
                /** @description Admins only; the user id to act as in the impersonated context (the app uses 1). A decimal integer (header values are strings). */
                "X-Impersonate-User-Id"?: components["parameters"]["XImpersonateUserId"];
            };
            path: {
                /** @description Numeric id of the resource. */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listContextUsers: {
        parameters: {
            query?: {
                /** @description Matches the email or the user id, case-insensitive. */
                q?: components["parameters"]["UserSearch"];
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return. */
                count?: components["parameters"]["UserCount"];
            };
            header?: never;
            path: {
                dbContext: components["schemas"]["Country"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users, by user id. */
            200: {
                headers: {
                    "x-result-count": components["headers"]["XResultCount"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listContexts: {
        parameters: {
            query?: {
                /** @description Leave out the caller's own context. */
                excludeSelf?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The context names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Country"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getEnergyEstimationEquation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The equation setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnergyEstimationEquationSetting"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveEnergyEstimationEquation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnergyEstimationEquationSetting"];
            };
        };
        responses: {
            /** @description The saved setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnergyEstimationEquationSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMealParts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The meal parts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPart"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMealOfDayDivisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The divisions, by meal of day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealOfDayDivision"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveMealOfDayDivisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MealOfDayDivisionInput"][];
            };
        };
        responses: {
            /** @description The saved divisions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealOfDayDivision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEnabledDietaryRestrictions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enabled diets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Diet"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveEnabledDietaryRestrictions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Diet"][];
            };
        };
        responses: {
            /** @description The saved list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Diet"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getEnergyDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The distribution. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnergyDistribution"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveEnergyDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnergyDistribution"];
            };
        };
        responses: {
            /** @description The saved distribution. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnergyDistribution"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRecommenderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommenderSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveRecommenderSettings: {
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
            /** @description The saved settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommenderSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    resetRecommenderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default settings now in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecommenderSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveAllSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsSave"];
            };
        };
        responses: {
            /** @description Every setting of the context after the save. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTopLoggedIngredients: {
        parameters: {
            query?: {
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
                count?: components["parameters"]["StatsCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsageTopRows"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTopLoggedRecipes: {
        parameters: {
            query?: {
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
                count?: components["parameters"]["StatsCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsageTopRows"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTopLoggedOffProducts: {
        parameters: {
            query?: {
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
                count?: components["parameters"]["StatsCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsageTopKeyedRows"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTopLoggedFoodEntries: {
        parameters: {
            query?: {
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
                count?: components["parameters"]["StatsCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsageTopKeyedRows"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTopFavoritedIngredients: {
        parameters: {
            query?: {
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
                count?: components["parameters"]["StatsCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsageTopRows"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTopFavoritedRecipes: {
        parameters: {
            query?: {
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
                count?: components["parameters"]["StatsCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsageTopRows"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRestrictedIngredientsUsersCount: {
        parameters: {
            query?: {
                /** @description Number of rows to skip. */
                offset?: components["parameters"]["Offset"];
                /** @description Maximum number of rows to return (the UI asks for 20; offset = 20 x page). */
                count?: components["parameters"]["StatsCount"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UsageTopRows"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDietaryRestrictionsUsersCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per diet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NameCountRow"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDailyRollingActiveUsers: {
        parameters: {
            query: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc: components["parameters"]["FromUtcRequired"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc: components["parameters"]["ToUtcRequired"];
                /** @description Length of the rolling window in days (a user is active on a day when active in the window ending that day). */
                windowDays?: components["parameters"]["WindowDays"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per day of the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyRollingActiveUsers"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getWeeklyRollingActiveUsers: {
        parameters: {
            query: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc: components["parameters"]["FromUtcRequired"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc: components["parameters"]["ToUtcRequired"];
                /** @description Length of the rolling window in days (a user is active on a day when active in the window ending that day). */
                windowDays?: components["parameters"]["WindowDays"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per week of the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyRollingActiveUsers"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMonthlyRollingActiveUsers: {
        parameters: {
            query: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc: components["parameters"]["FromUtcRequired"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc: components["parameters"]["ToUtcRequired"];
                /** @description Length of the rolling window in days (a user is active on a day when active in the window ending that day). */
                windowDays?: components["parameters"]["WindowDays"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per month of the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyRollingActiveUsers"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMealPlanAdherence: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc?: components["parameters"]["FromUtc"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc?: components["parameters"]["ToUtc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The adherence. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MealPlanAdherence"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdherenceTrend: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc?: components["parameters"]["FromUtc"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc?: components["parameters"]["ToUtc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per week, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdherenceTrendRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdherenceWeightChange: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc?: components["parameters"]["FromUtc"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc?: components["parameters"]["ToUtc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per user with a plan and at least two weight logs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdherenceWeightChangeRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRetentionCurve: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc?: components["parameters"]["FromUtc"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc?: components["parameters"]["ToUtc"];
                /** @description Number of days after enrolment to follow. */
                windowDays?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per day offset, from 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetentionCurveRow"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUsersEnrolled: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc?: components["parameters"]["FromUtc"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc?: components["parameters"]["ToUtc"];
                /** @description Size of the time buckets. */
                bucket?: components["parameters"]["Bucket"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per bucket, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSeriesBucket"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUsersActive: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc?: components["parameters"]["FromUtc"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc?: components["parameters"]["ToUtc"];
                /** @description Size of the time buckets. */
                bucket?: components["parameters"]["Bucket"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per bucket, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeSeriesBucket"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdherenceByProvenance: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc?: components["parameters"]["FromUtc"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc?: components["parameters"]["ToUtc"];
                /** @description Fewest times a recipe must be planned in the range to be ranked in topRecipes and bottomRecipes. */
                minPlanned?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The adherence, split. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdherenceByProvenance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLifecycle: {
        parameters: {
            query?: {
                /** @description Start of the range (inclusive), UTC. */
                fromUtc?: components["parameters"]["FromUtc"];
                /** @description End of the range (exclusive), UTC; must be after fromUtc. */
                toUtc?: components["parameters"]["ToUtc"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lifecycle of the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lifecycle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
