/* eslint-disable */
// DO NOT EDIT. Generated from openapi/planner.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

/** The values of each enumeration schema, in the document's order. */
export const plannerApiEnums = {
  "MealOfDay": [
    "BREAKFAST",
    "MIDDLE_MORNING",
    "LUNCH",
    "MIDDLE_AFTERNOON",
    "DINNER",
    "AFTER_DINNER"
  ],
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
  "ExpertiseLevel": [
    "BEGINNER",
    "INTERMEDIATE",
    "ADVANCED"
  ],
  "VarietyLevel": [
    "LOW",
    "UNLIMITED",
    "HIGH"
  ],
  "PlanAction": [
    "CREATE",
    "REVIEW",
    "RECREATE"
  ],
  "MealPlanView": [
    "DAY",
    "WEEK",
    "STATS"
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
  "DayOfWeek": [
    "MONDAY",
    "TUESDAY",
    "WEDNESDAY",
    "THURSDAY",
    "FRIDAY",
    "SATURDAY",
    "SUNDAY"
  ],
  "Season": [
    "SPRING",
    "SUMMER",
    "AUTUMN",
    "WINTER",
    "NO_SEASON"
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
  "FeedbackValue": [
    "LIKE",
    "DISLIKE"
  ],
  "NutrientUnit": [
    "KCAL",
    "G",
    "MG"
  ],
  "TestingRunStatus": [
    "QUEUED",
    "RUNNING",
    "DONE",
    "FAILED",
    "CANCELLED"
  ]
} as const;

/** The limits of the fields of each object schema (required, ranges, lengths, item counts; integer type). */
export const plannerApiFieldLimits = {
  "CoverageProfileRow": {
    "idFoodRestriction": {
      "type": "integer"
    }
  },
  "CoverageRecipe": {
    "idRecipe": {
      "type": "integer",
      "required": true
    }
  },
  "CoverageExposure": {
    "weekPlans": {
      "type": "integer",
      "required": true
    },
    "appearances": {
      "type": "integer",
      "required": true
    },
    "recipes": {
      "type": "integer",
      "required": true
    },
    "plannedRecipes": {
      "type": "integer",
      "required": true
    },
    "neverPlannedCount": {
      "type": "integer",
      "required": true
    },
    "gini": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    },
    "neverPlannedLimit": {
      "type": "integer",
      "required": true
    }
  },
  "CoverageContradiction": {
    "idRecipe": {
      "type": "integer",
      "required": true
    }
  },
  "CatalogueCoverage": {
    "threshold": {
      "type": "integer",
      "required": true
    },
    "publishedRecipes": {
      "type": "integer",
      "required": true
    }
  },
  "JobQueueCounts": {
    "waiting": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "active": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "failedLastDay": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "oldestWaitingSeconds": {
      "type": "integer",
      "required": true,
      "minimum": 0
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
  "UserRef": {
    "id": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "name": {
      "type": "string",
      "maxLength": 200
    }
  },
  "PlannedRecipe": {
    "idRecipe": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "name": {
      "type": "string",
      "required": true,
      "maxLength": 500
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
  "StoredUserProfile": {
    "age": {
      "type": "integer",
      "minimum": 1,
      "maximum": 120
    },
    "heightCm": {
      "type": "number",
      "minimum": 50,
      "maximum": 250
    },
    "weightKg": {
      "type": "number",
      "minimum": 20,
      "maximum": 400
    },
    "burnedKcal": {
      "type": "number",
      "minimum": 0
    }
  },
  "Scope": {
    "householdMembers": {
      "type": "array",
      "required": true,
      "minItems": 1,
      "maxItems": 20
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
  "SettingsPreviewHousehold": {
    "members": {
      "type": "integer",
      "required": true,
      "minimum": 1
    },
    "seed": {
      "type": "integer",
      "required": true
    },
    "stability": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    },
    "mealsBefore": {
      "type": "integer",
      "required": true
    },
    "mealsAfter": {
      "type": "integer",
      "required": true
    }
  },
  "SettingsPreviewChangedMeal": {
    "idMealOfDayDivision": {
      "type": "integer",
      "required": true
    }
  },
  "SettingsPreviewRecipe": {
    "idRecipe": {
      "type": "integer",
      "required": true
    }
  },
  "VarietyOptions": {
    "priorityIngredients": {
      "type": "array",
      "maxItems": 1000
    },
    "allowedIngredients": {
      "type": "array",
      "maxItems": 1000
    },
    "excludedIngredients": {
      "type": "array",
      "maxItems": 1000
    }
  },
  "ScaledRecipeIngredient": {
    "quantityInGrams": {
      "type": "number",
      "required": true,
      "minimum": 0
    }
  },
  "HouseholdServing": {
    "portionInServings": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 10
    }
  },
  "HeuristicScore": {
    "name": {
      "type": "string",
      "required": true,
      "maxLength": 100
    },
    "value": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    },
    "weight": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 5
    }
  },
  "AppliedRestrictions": {
    "initialCandidates": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "finalCandidates": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "removedTypesOtherMealDivisions": {
      "type": "integer",
      "minimum": 0
    }
  },
  "ScaledRecipe": {
    "idScaledRecipe": {
      "type": "integer",
      "minimum": 1
    },
    "servings": {
      "type": "number",
      "required": true,
      "minimum": 0
    }
  },
  "ReplacementFit": {
    "kcal": {
      "type": "number",
      "required": true,
      "minimum": 0
    },
    "energyOffPercent": {
      "type": "integer",
      "required": true
    },
    "weekUses": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "MealPlan": {
    "scaledRecipes": {
      "type": "array",
      "required": true,
      "maxItems": 20
    }
  },
  "WeekPlan": {
    "mealPlans": {
      "type": "array",
      "required": true,
      "maxItems": 42
    },
    "warnings": {
      "type": "array",
      "maxItems": 500
    }
  },
  "PlanWarning": {
    "need": {
      "type": "string",
      "required": true,
      "maxLength": 200
    },
    "user": {
      "type": "integer"
    },
    "idMealOfDayDivision": {
      "type": "integer"
    },
    "days": {
      "type": "array",
      "required": true,
      "maxItems": 7
    },
    "bindingRule": {
      "type": "string",
      "required": true,
      "maxLength": 2000
    },
    "relaxation": {
      "type": "string",
      "required": true,
      "maxLength": 2000
    },
    "message": {
      "type": "string",
      "required": true,
      "maxLength": 4000
    }
  },
  "MealReplacementsRequest": {
    "count": {
      "type": "integer",
      "minimum": 1,
      "maximum": 100
    }
  },
  "MealsKcalNeed": {
    "BREAKFAST": {
      "type": "number",
      "minimum": 0
    },
    "MIDDLE_MORNING": {
      "type": "number",
      "minimum": 0
    },
    "LUNCH": {
      "type": "number",
      "minimum": 0
    },
    "MIDDLE_AFTERNOON": {
      "type": "number",
      "minimum": 0
    },
    "DINNER": {
      "type": "number",
      "minimum": 0
    },
    "AFTER_DINNER": {
      "type": "number",
      "minimum": 0
    }
  },
  "NutrientNeed": {
    "min": {
      "type": "number",
      "minimum": 0
    },
    "max": {
      "type": "number",
      "minimum": 0
    },
    "target": {
      "type": "number",
      "required": true,
      "minimum": 0
    }
  },
  "SimulationProfileInput": {
    "name": {
      "type": "string",
      "required": true,
      "minLength": 1,
      "maxLength": 200
    },
    "description": {
      "type": "string",
      "maxLength": 2000
    },
    "userProfile": {
      "type": "string",
      "required": true,
      "minLength": 2,
      "maxLength": 1000000
    },
    "version": {
      "type": "integer",
      "minimum": 1,
      "maximum": 2147483647
    }
  },
  "SimulationProfile": {
    "id": {
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
      "maxLength": 200
    },
    "description": {
      "type": "string",
      "maxLength": 2000
    }
  },
  "GeneratorOptions": {
    "numberOfUsers": {
      "type": "integer",
      "required": true,
      "minimum": 1,
      "maximum": 1000
    },
    "plansPerUser": {
      "type": "integer",
      "required": true,
      "minimum": 1,
      "maximum": 10
    },
    "minAge": {
      "type": "integer",
      "required": true,
      "minimum": 1,
      "maximum": 120
    },
    "maxAge": {
      "type": "integer",
      "required": true,
      "minimum": 1,
      "maximum": 120
    }
  },
  "MealsDayDeviation": {
    "mealsPerDay": {
      "type": "integer",
      "required": true,
      "minimum": 3,
      "maximum": 6
    },
    "mean": {
      "type": "number",
      "required": true,
      "minimum": 0
    },
    "p95": {
      "type": "number",
      "required": true,
      "minimum": 0
    },
    "withinFivePercent": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    },
    "withinTenPercent": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    }
  },
  "DistinctRecipesPerMoD": {
    "BREAKFAST": {
      "type": "number",
      "minimum": 0
    },
    "MIDDLE_MORNING": {
      "type": "number",
      "minimum": 0
    },
    "LUNCH": {
      "type": "number",
      "minimum": 0
    },
    "MIDDLE_AFTERNOON": {
      "type": "number",
      "minimum": 0
    },
    "DINNER": {
      "type": "number",
      "minimum": 0
    },
    "AFTER_DINNER": {
      "type": "number",
      "minimum": 0
    }
  },
  "TestingResult": {
    "totalRecipes": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "totalRecommendable": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "totalRecommended": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "durationMs": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "failedPlans": {
      "type": "integer",
      "minimum": 0
    }
  },
  "HeuristicScoreSummary": {
    "mean": {
      "type": "number",
      "required": true,
      "minimum": 0,
      "maximum": 1
    }
  },
  "TestingProgress": {
    "done": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "total": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "PinnedMeal": {
    "idMealOfDayDivision": {
      "type": "integer",
      "required": true,
      "minimum": 1
    }
  },
  "MealExplanationRequest": {
    "count": {
      "type": "integer",
      "minimum": 0,
      "maximum": 20
    }
  },
  "RecipeVerdict": {
    "idRecipe": {
      "type": "integer",
      "required": true
    },
    "weekUses": {
      "type": "integer",
      "minimum": 0
    },
    "rank": {
      "type": "integer",
      "minimum": 1
    }
  },
  "MealExplanation": {
    "idMealOfDayDivision": {
      "type": "integer",
      "required": true
    },
    "candidates": {
      "type": "integer",
      "required": true,
      "minimum": 0
    },
    "compared": {
      "type": "integer",
      "required": true,
      "minimum": 0
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
  }
} as const;
