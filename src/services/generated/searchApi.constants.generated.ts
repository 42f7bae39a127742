/* eslint-disable */
// DO NOT EDIT. Generated from openapi/search.yaml by `npm run codegen` (scripts/codegen.ts).
// Change the OpenAPI document and regenerate; `npm run codegen:check` fails when this file is stale.

/** The values of each enumeration schema, in the document's order. */
export const searchApiEnums = {
  "RecipeModel": [
    "SIMPLE",
    "EXTENDED"
  ],
  "IngredientModel": [
    "NUTRITIONIST_UI",
    "SIMPLE"
  ],
  "RecipeSortField": [
    "ENERGY_PER_SERVING"
  ],
  "SortDirection": [
    "ASC",
    "DESC"
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
  "RecipeStatus": [
    "DRAFT",
    "PUBLISHED"
  ],
  "TagCategory": [
    "MEAL_TYPE",
    "SEASON",
    "STORAGE",
    "COOKING_METHOD",
    "OTHER",
    "DIET"
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
  "ExpertiseLevel": [
    "BEGINNER",
    "INTERMEDIATE",
    "ADVANCED"
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
  ]
} as const;

/** The limits of the fields of each object schema (required, ranges, lengths, item counts; integer type). */
export const searchApiFieldLimits = {
  "RecipeAuthor": {
    "id": {
      "type": "integer",
      "required": true,
      "minimum": 1
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
  "RecipeSummary": {
    "idRecipe": {
      "type": "integer",
      "required": true
    },
    "version": {
      "type": "integer",
      "minimum": 0
    }
  },
  "CountByKey": {
    "count": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "RecipeStats": {
    "total": {
      "type": "integer",
      "required": true,
      "minimum": 0
    }
  },
  "IngredientGroupRef": {
    "idIngredientGroup": {
      "type": "integer",
      "required": true,
      "minimum": 1
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
  }
} as const;
