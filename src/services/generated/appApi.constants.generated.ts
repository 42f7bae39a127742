/* eslint-disable */
// DO NOT EDIT. Generated from openapi/api.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

/** The values of each enumeration schema, in the document's order. */
export const appApiEnums = {
  "MealType": [
    "BREAKFAST",
    "LUNCH",
    "DINNER",
    "SNACK",
    "DESSERT",
    "FRUIT",
    "VEGETABLE",
    "SALAD",
    "SOUP",
    "STARTER",
    "SIDE_DISH",
    "BREAD",
    "DRINK",
    "SMOOTHIE",
    "JUICE",
    "CEREAL",
    "NO_MEAL_TYPE"
  ],
  "MealRole": [
    "BREAKFAST",
    "BREAD_MEAL",
    "HOT_MAIN",
    "SOUP",
    "SIDE",
    "STARTER",
    "DESSERT",
    "SNACK",
    "DRINK",
    "FRUIT"
  ],
  "MealPart": [
    "BREAKFAST",
    "LUNCH",
    "DINNER",
    "SNACK",
    "DESSERT",
    "FRUIT",
    "VEGETABLE",
    "SALAD",
    "SOUP",
    "STARTER",
    "SIDE_DISH",
    "BREAD",
    "DRINK",
    "SMOOTHIE",
    "JUICE",
    "CEREAL"
  ],
  "Cuisine": [
    "ITALIAN",
    "MEXICAN",
    "CHINESE",
    "AMERICAN",
    "FRENCH",
    "INDIAN",
    "MEDITERRANEAN",
    "JAPANESE",
    "THAI",
    "TURKISH",
    "BALKANIAN",
    "PAKISTANI",
    "BULGARIAN"
  ],
  "ExpertiseLevel": [
    "BEGINNER",
    "INTERMEDIATE",
    "ADVANCED"
  ],
  "Season": [
    "SPRING",
    "SUMMER",
    "AUTUMN",
    "WINTER",
    "NO_SEASON"
  ],
  "Storage": [
    "DRY_STORAGE",
    "FRIDGE",
    "FROZEN"
  ],
  "CookingMethod": [
    "BAKED_OR_ROASTED",
    "BOILED",
    "BRAISED",
    "BROILED_OR_GRILLED",
    "FRIED",
    "GRIDDLED",
    "MICROWAVE",
    "OWN_FAT",
    "POPPED",
    "SIMMERED_POACHED_STEWED",
    "STEAMED",
    "STEEPED",
    "TOASTED",
    "OTHER"
  ],
  "Diet": [
    "LACTO_OVO_VEGETARIAN",
    "PESCETARIAN",
    "LACTO_VEGETARIAN",
    "OVO_VEGETARIAN",
    "VEGAN",
    "LACTOSE_FREE",
    "NO_PORK",
    "NONE"
  ],
  "Allergen": [
    "CELERY",
    "CRUSTACEAN",
    "EGG",
    "FISH",
    "GLUTEN",
    "LUPIN",
    "MILK",
    "MOLLUSC",
    "MUSTARD",
    "NUTS",
    "PEANUT",
    "SESAME",
    "SOY",
    "SULPHITE"
  ],
  "AnimalOrigin": [
    "MEAT",
    "PORK",
    "POULTRY",
    "FISH",
    "SHELLFISH",
    "DAIRY",
    "EGG",
    "HONEY",
    "GELATINE"
  ],
  "GlutenCereal": [
    "WHEAT",
    "BARLEY",
    "RYE",
    "SPELT",
    "OATS"
  ],
  "UnitName": [
    "GRAMS",
    "UNIT",
    "SMALL_UNIT",
    "MEDIUM_UNIT",
    "LARGE_UNIT",
    "SLICE",
    "PIECE",
    "TEASPOON",
    "TABLESPOON",
    "CUP",
    "LITER",
    "MILLILITER",
    "PINCH"
  ],
  "TagCategory": [
    "MEAL_TYPE",
    "SEASON",
    "STORAGE",
    "COOKING_METHOD",
    "OTHER",
    "DIET"
  ],
  "RecipeStatus": [
    "DRAFT",
    "PUBLISHED"
  ],
  "PhotoType": [
    "COVER",
    "USER"
  ],
  "ModerationStatus": [
    "UNDER_REVIEW",
    "APPROVED",
    "REJECTED"
  ],
  "UnitsFilter": [
    "ALL",
    "WITH_UNITS",
    "WITHOUT_UNITS"
  ],
  "VisibilityFilter": [
    "ALL",
    "HIDDEN",
    "VISIBLE"
  ],
  "IngredientGroupFilter": [
    "ALL",
    "WITH_IG",
    "WITHOUT_IG"
  ],
  "MealOfDay": [
    "BREAKFAST",
    "MIDDLE_MORNING",
    "LUNCH",
    "MIDDLE_AFTERNOON",
    "DINNER",
    "AFTER_DINNER"
  ],
  "EnergyEstimationEquation": [
    "INSTITUTE_OF_MEDICINE",
    "HARRIS_BENEDICT",
    "REVISED_HARRIS_BENEDICT"
  ],
  "EnergyGoal": [
    "MAINTAIN_WEIGHT",
    "LOSE_WEIGHT",
    "GAIN_WEIGHT",
    "CUSTOM"
  ],
  "ActivityLevel": [
    "LOWEST",
    "LOW",
    "MEDIUM",
    "AUTO"
  ],
  "Gender": [
    "M",
    "F"
  ],
  "MealOfDayDivisionType": [
    "MEAL_PART",
    "RECIPE",
    "INGREDIENT"
  ],
  "HeuristicName": [
    "ENERGY_SUITABILITY",
    "CARBOHYDRATE_SUITABILITY",
    "PROTEIN_SUITABILITY",
    "FAT_SUITABILITY",
    "INGREDIENT_VARIETY",
    "VARIETY_OPTIONS",
    "LIMIT_MAIN_DISH_RECIPE_REPETITION",
    "MEAT_FISH_SEPARATION",
    "MINIMIZE_PRODUCT_CATEGORIES",
    "LITRE_OF_SOUP_IN_A_ROW",
    "USER_PREFERENCES",
    "SEASON",
    "NO_COMFORT_FOOD",
    "COMMON_FRUIT",
    "CHEAPER_FOOD",
    "DIABETES",
    "LOW_SUGAR_DRINKS"
  ],
  "DayHeuristicName": [
    "NUTRITIONAL_DEVIATION",
    "FRUIT_VARIETY",
    "SODIUM_LIMIT",
    "FIBER_MINIMUM",
    "FREE_SUGAR_LIMIT"
  ],
  "WeekHeuristicName": [
    "NL_FISH",
    "INCLUDE_WHITE_MEAT"
  ],
  "Country": [
    "bg",
    "dk",
    "es",
    "it",
    "lu",
    "nl",
    "pt",
    "de"
  ],
  "Nutrient": [
    "KCAL",
    "PROTEIN",
    "CARB",
    "FAT",
    "FIBER",
    "CHOLESTEROL",
    "IRON",
    "SALT",
    "SUGAR"
  ],
  "TimeBucket": [
    "DAILY",
    "WEEKLY",
    "MONTHLY"
  ],
  "PhotoCheckFlag": [
    "TINY",
    "BLURRED",
    "DARK",
    "BRIGHT",
    "NEAR_DUPLICATE"
  ],
  "PhotoModerationSort": [
    "CREATION_DATE",
    "FLAGS",
    "TINY",
    "BLURRED",
    "DARK",
    "BRIGHT",
    "NEAR_DUPLICATE"
  ],
  "FeedbackValue": [
    "LIKE",
    "DISLIKE"
  ],
  "Provenance": [
    "GENERATED",
    "REPLACED",
    "PINNED",
    "ADDED"
  ]
} as const;

/** The limits of the fields of each object schema (required, ranges, lengths, item counts; integer type). */
export const appApiFieldLimits = {
  "NutsRegion": {
    "code": {
      "type": "string",
      "required": true,
      "minLength": 2,
      "maxLength": 5
    },
    "level": {
      "type": "integer",
      "minimum": 0,
      "maximum": 3
    }
  },
  "RecipeRef": {
    "idRecipe": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "name": {
      "type": "string",
      "maxLength": 500
    }
  },
  "RecipeAuthor": {
    "id": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "Tag": {
    "idTag": {
      "type": "integer",
      "minimum": 1
    },
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 100
    }
  },
  "IngredientRef": {
    "idIngredient": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "name": {
      "type": "string",
      "maxLength": 500
    },
    "englishName": {
      "type": "string",
      "maxLength": 500
    }
  },
  "WeightYieldFactor": {
    "idWeightYieldFactor": {
      "type": "integer",
      "minimum": 1
    },
    "factor": {
      "type": "number",
      "required": true,
      "minimum": 0.01,
      "maximum": 10
    }
  },
  "NutrientRetentionFactor": {
    "idNutrientRetentionFactor": {
      "type": "integer",
      "minimum": 1
    },
    "nutrient": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 64
    },
    "factor": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 2
    }
  },
  "IngredientUnit": {
    "idUnit": {
      "type": "integer",
      "minimum": 1
    },
    "quantityInGrams": {
      "type": "number",
      "required": true,
      "minimum": 0.01,
      "maximum": 100000
    }
  },
  "IngredientUnitInput": {
    "idUnit": {
      "type": "integer",
      "minimum": 1
    },
    "quantityInGrams": {
      "type": "number",
      "required": true,
      "minimum": 0.01,
      "maximum": 100000
    }
  },
  "RecipeIngredient": {
    "quantity": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 100000,
      "multipleOf": 0.01
    },
    "nutrientRetentionFactors": {
      "type": "array",
      "maxItems": 100
    }
  },
  "PreparationDetails": {
    "servings": {
      "type": "integer",
      "required": true,
      "minimum": 1,
      "maximum": 1000
    },
    "preparationTime": {
      "type": "integer",
      "minimum": 0,
      "maximum": 100000
    },
    "cookingTime": {
      "type": "integer",
      "minimum": 0,
      "maximum": 100000
    },
    "preparationSteps": {
      "type": "string",
      "maxLength": 100000
    }
  },
  "RecipeI18nLabels": {
    "NAME": {
      "type": "string",
      "maxLength": 255
    },
    "PREPARATION_STEPS": {
      "type": "string",
      "maxLength": 100000
    },
    "OTHER_INFO": {
      "type": "string",
      "maxLength": 10000
    }
  },
  "RecipePhoto": {
    "idRecipePhoto": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "idRecipe": {
      "type": "integer",
      "minimum": 1
    }
  },
  "RecipePhotoUpload": {
    "files": {
      "type": "array",
      "required": true,
      "minItems": 1,
      "maxItems": 10
    },
    "description": {
      "type": "string",
      "maxLength": 1000
    }
  },
  "PhotoPreChecks": {
    "width": {
      "type": "integer",
      "minimum": 0
    },
    "height": {
      "type": "integer",
      "minimum": 0
    },
    "duplicateOf": {
      "type": "integer",
      "minimum": 1
    }
  },
  "PhotoModerationEntry": {
    "id": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "idRecipe": {
      "type": "integer",
      "minimum": 1
    }
  },
  "Recipe": {
    "idRecipe": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    },
    "version": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "RecipeInput": {
    "idRecipe": {
      "type": "integer",
      "minimum": 1
    },
    "version": {
      "type": "integer",
      "minimum": 0
    },
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    },
    "recipeIngredients": {
      "type": "array",
      "required": true,
      "maxItems": 200
    },
    "tags": {
      "type": "array",
      "maxItems": 100
    },
    "otherInfo": {
      "type": "string",
      "maxLength": 10000
    },
    "source": {
      "type": "string",
      "maxLength": 500
    },
    "mealRoles": {
      "type": "array",
      "maxItems": 10
    }
  },
  "NameTranslation": {
    "translation": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    }
  },
  "LangualTerm": {
    "parentIds": {
      "type": "array",
      "maxItems": 20
    }
  },
  "IngredientGroupRef": {
    "idIngredientGroup": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "FoodGroupSummary": {
    "idGroup": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "ingredientCount": {
      "type": "integer",
      "minimum": 0
    }
  },
  "FoodRestrictionSummary": {
    "idFoodRestriction": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "IngredientSummary": {
    "idIngredient": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "energyKcal": {
      "type": "number",
      "minimum": 0
    },
    "unitCount": {
      "type": "integer",
      "minimum": 0
    },
    "usedInRecipes": {
      "type": "integer",
      "minimum": 0
    }
  },
  "Ingredient": {
    "idIngredient": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "version": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    },
    "recommendedPortionGrams": {
      "type": "number",
      "minimum": 0,
      "maximum": 10000
    }
  },
  "IngredientInput": {
    "version": {
      "type": "integer",
      "required": true,
      "minimum": 0,
      "maximum": 2147483647
    },
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    },
    "englishName": {
      "type": "string",
      "maxLength": 255
    },
    "originalName": {
      "type": "string",
      "maxLength": 500
    },
    "recommendedPortionGrams": {
      "type": "number",
      "minimum": 0,
      "maximum": 10000
    },
    "languaLDescriptors": {
      "type": "array",
      "maxItems": 200
    },
    "nameTranslations": {
      "type": "array",
      "maxItems": 50
    },
    "groups": {
      "type": "array",
      "maxItems": 100
    },
    "weightYieldFactors": {
      "type": "array",
      "maxItems": 100
    },
    "nutrientRetentionFactors": {
      "type": "array",
      "maxItems": 500
    },
    "animalOrigins": {
      "type": "array",
      "maxItems": 9
    },
    "glutenCereals": {
      "type": "array",
      "maxItems": 5
    },
    "allergens": {
      "type": "array",
      "maxItems": 14
    }
  },
  "IngredientImportRequest": {
    "idIngredient": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "IngredientGroupNameTranslation": {
    "label": {
      "type": "string",
      "maxLength": 100
    },
    "translation": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    }
  },
  "IngredientGroupSummary": {
    "idIngredientGroup": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "ingredientCount": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "IngredientGroup": {
    "idIngredientGroup": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "ingredientCount": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "IngredientGroupInput": {
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    },
    "ingredientIds": {
      "type": "array",
      "required": true,
      "minItems": 1,
      "maxItems": 1000
    },
    "nameTranslations": {
      "type": "array",
      "maxItems": 50
    }
  },
  "FoodGroup": {
    "idGroup": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "FoodGroupInput": {
    "idGroup": {
      "type": "integer",
      "minimum": 1
    },
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    }
  },
  "FoodRestriction": {
    "idFoodRestriction": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "FoodRestrictionInput": {
    "id": {
      "type": "integer",
      "minimum": 1
    },
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 255
    },
    "ingredientsToExclude": {
      "type": "array",
      "required": true,
      "maxItems": 5000
    }
  },
  "User": {
    "idUser": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "UserCreate": {
    "email": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 254
    },
    "name": {
      "type": "string",
      "maxLength": 255
    },
    "password": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 128
    }
  },
  "PasswordReset": {
    "password": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 128
    }
  },
  "WeightLog": {
    "weightKg": {
      "type": "number",
      "required": true,
      "minimum": 20,
      "maximum": 400
    }
  },
  "HeightLog": {
    "heightCm": {
      "type": "number",
      "required": true,
      "minimum": 50,
      "maximum": 250
    }
  },
  "ActivityLevelLog": {
    "dailyBurnedEnergyKcal": {
      "type": "number",
      "minimum": 0,
      "maximum": 5000
    }
  },
  "UserEnergyDistribution": {
    "customKcalTarget": {
      "type": "number",
      "minimum": 800,
      "maximum": 6000
    },
    "proteinDistribution": {
      "type": "number",
      "minimum": 0,
      "maximum": 1
    },
    "carbohydratesDistribution": {
      "type": "number",
      "minimum": 0,
      "maximum": 1
    },
    "fatDistribution": {
      "type": "number",
      "minimum": 0,
      "maximum": 1
    }
  },
  "FoodRestrictionRef": {
    "idFoodRestriction": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "name": {
      "type": "string",
      "maxLength": 200
    }
  },
  "HouseholdMember": {
    "idUser": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "customID": {
      "type": "string",
      "maxLength": 200
    },
    "firstName": {
      "type": "string",
      "maxLength": 200
    },
    "weightLogs": {
      "type": "array",
      "maxItems": 1000
    },
    "heightLogs": {
      "type": "array",
      "maxItems": 1000
    },
    "activityLevels": {
      "type": "array",
      "maxItems": 1000
    },
    "dietaryRestrictions": {
      "type": "array",
      "maxItems": 8
    },
    "allergens": {
      "type": "array",
      "maxItems": 14
    },
    "foodRestrictions": {
      "type": "array",
      "maxItems": 200
    },
    "ingredientRestrictions": {
      "type": "array",
      "maxItems": 1000
    },
    "notes": {
      "type": "string",
      "maxLength": 10000
    }
  },
  "Household": {
    "idHousehold": {
      "type": "integer",
      "minimum": 1
    },
    "noOfMealsPerDay": {
      "type": "integer",
      "required": true,
      "minimum": 3,
      "maximum": 6
    },
    "selectedMeals": {
      "type": "array",
      "maxItems": 6
    },
    "users": {
      "type": "array",
      "maxItems": 20
    }
  },
  "UserProfile": {
    "idUser": {
      "type": "integer",
      "minimum": 1
    },
    "customID": {
      "type": "string",
      "maxLength": 200
    },
    "email": {
      "type": "string",
      "maxLength": 320
    },
    "firstName": {
      "type": "string",
      "maxLength": 200
    },
    "weightLogs": {
      "type": "array",
      "maxItems": 1000
    },
    "heightLogs": {
      "type": "array",
      "maxItems": 1000
    },
    "activityLevels": {
      "type": "array",
      "maxItems": 1000
    },
    "mealOfDayDivisions": {
      "type": "array",
      "maxItems": 60
    },
    "dietaryRestrictions": {
      "type": "array",
      "maxItems": 8
    },
    "allergens": {
      "type": "array",
      "maxItems": 14
    },
    "foodRestrictions": {
      "type": "array",
      "maxItems": 200
    },
    "ingredientRestrictions": {
      "type": "array",
      "maxItems": 1000
    },
    "userIngredientFeedbacks": {
      "type": "array",
      "maxItems": 1000
    },
    "userRecipeFeedbacks": {
      "type": "array",
      "maxItems": 1000
    },
    "notes": {
      "type": "string",
      "maxLength": 10000
    }
  },
  "MealOfDayDivision": {
    "idMealOfDayDivision": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "name": {
      "type": "string",
      "maxLength": 255
    }
  },
  "MealOfDayDivisionInput": {
    "idMealOfDayDivision": {
      "type": "integer",
      "minimum": 1
    },
    "name": {
      "type": "string",
      "maxLength": 255
    }
  },
  "SettingsSave": {
    "mealOfDayDivisions": {
      "type": "array",
      "maxItems": 100
    },
    "enabledDietaryRestrictions": {
      "type": "array",
      "maxItems": 8
    }
  },
  "EnergyDistribution": {
    "proteinDistribution": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    },
    "fatDistribution": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    },
    "carbohydratesDistribution": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    }
  },
  "WeeklyFoodGroupRule": {
    "atLeast": {
      "type": "integer",
      "minimum": 0,
      "maximum": 21
    },
    "atMost": {
      "type": "integer",
      "minimum": 0,
      "maximum": 21
    }
  },
  "MealRules": {
    "maxFreeSugarPerSnackG": {
      "type": "number",
      "minimum": 0,
      "maximum": 100
    },
    "maxFreeSugarPerDayG": {
      "type": "number",
      "minimum": 0,
      "maximum": 200
    },
    "maxSaltPerDishG": {
      "type": "number",
      "minimum": 0,
      "maximum": 20
    },
    "maxSaltPerDayG": {
      "type": "number",
      "minimum": 0,
      "maximum": 30
    },
    "minFruitPerDayG": {
      "type": "number",
      "minimum": 0,
      "maximum": 1000
    },
    "minVegetablesPerDayG": {
      "type": "number",
      "minimum": 0,
      "maximum": 1000
    },
    "portionStep": {
      "type": "number",
      "minimum": 0.25,
      "maximum": 1
    }
  },
  "RecommenderSettings": {
    "weeklyFoodGroupRules": {
      "type": "array",
      "maxItems": 10
    }
  },
  "UsageTopRow": {
    "id": {
      "type": "integer",
      "required": true
    },
    "count": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "userCount": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "UsageTopKeyedRow": {
    "count": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "userCount": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "NameCountRow": {
    "count": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "DailyRollingActiveUsers": {
    "rollingActiveUsers": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "WeeklyRollingActiveUsers": {
    "rollingActiveUsers": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "MonthlyRollingActiveUsers": {
    "rollingActiveUsers": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "MealPlanAdherence": {
    "adherencePercentage": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 100
    }
  },
  "AdherenceTrendRow": {
    "adherencePercentage": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 100
    }
  },
  "AdherenceWeightChangeRow": {
    "adherencePercentage": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 100
    }
  },
  "RetentionCurveRow": {
    "dayOffset": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "survivalPercentage": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 100
    }
  },
  "AdherenceShare": {
    "planned": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "followed": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "adherencePercentage": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 100
    },
    "lowPercentage": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 100
    },
    "highPercentage": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 100
    }
  },
  "AdherenceByProvenance": {
    "minimumPlanned": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "topRecipes": {
      "type": "array",
      "required": true,
      "maxItems": 20
    },
    "bottomRecipes": {
      "type": "array",
      "required": true,
      "maxItems": 20
    }
  },
  "RecipeAdherence": {
    "idRecipe": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "LifecycleWeek": {
    "newUsers": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "returningUsers": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "resurrectedUsers": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "dormantUsers": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "Lifecycle": {
    "returns": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "medianDaysAwayBeforeReturn": {
      "type": "number",
      "required": true,
      "minimum": 0
    }
  },
  "TimeSeriesBucket": {
    "count": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  }
} as const;
