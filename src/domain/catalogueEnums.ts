/**
 * Enumerations of the catalogue specification (recipes, ingredients, units, tags).
 * Each is an `as const` array (for iteration and validation) plus its union type.
 */

/** Meal types a recipe can be tagged with; NO_MEAL_TYPE means "not plannable by type". */
export const MEAL_TYPES = [
  'BREAKFAST',
  'LUNCH',
  'DINNER',
  'SNACK',
  'DESSERT',
  'FRUIT',
  'VEGETABLE',
  'SALAD',
  'SOUP',
  'STARTER',
  'SIDE_DISH',
  'BREAD',
  'DRINK',
  'SMOOTHIE',
  'JUICE',
  'CEREAL',
  'NO_MEAL_TYPE',
] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const CUISINES = [
  'ITALIAN',
  'MEXICAN',
  'CHINESE',
  'AMERICAN',
  'FRENCH',
  'INDIAN',
  'MEDITERRANEAN',
  'JAPANESE',
  'THAI',
  'TURKISH',
  'BALKANIAN',
  'PAKISTANI',
  'BULGARIAN',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const EXPERTISE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type ExpertiseLevel = (typeof EXPERTISE_LEVELS)[number];

export const SEASONS = ['SPRING', 'SUMMER', 'AUTUMN', 'WINTER', 'NO_SEASON'] as const;
export type Season = (typeof SEASONS)[number];

export const STORAGES = ['DRY_STORAGE', 'FRIDGE', 'FROZEN'] as const;
export type Storage = (typeof STORAGES)[number];

export const COOKING_METHODS = [
  'BAKED_OR_ROASTED',
  'BOILED',
  'BRAISED',
  'BROILED_OR_GRILLED',
  'FRIED',
  'GRIDDLED',
  'MICROWAVE',
  'OWN_FAT',
  'POPPED',
  'SIMMERED_POACHED_STEWED',
  'STEAMED',
  'STEEPED',
  'TOASTED',
  'OTHER',
] as const;
export type CookingMethod = (typeof COOKING_METHODS)[number];

/** Diets; NONE means no dietary restriction and never removes a recipe. */
export const DIETS = [
  'LACTO_OVO_VEGETARIAN',
  'PESCETARIAN',
  'LACTO_VEGETARIAN',
  'OVO_VEGETARIAN',
  'VEGAN',
  'LACTOSE_FREE',
  'NO_PORK',
  'NONE',
] as const;
export type Diet = (typeof DIETS)[number];

export const ALLERGENS = [
  'CELERY',
  'CRUSTACEAN',
  'EGG',
  'FISH',
  'GLUTEN',
  'LUPIN',
  'MILK',
  'MOLLUSC',
  'MUSTARD',
  'NUTS',
  'PEANUT',
  'SESAME',
  'SOY',
  'SULPHITE',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Household measures; the default unit of an ingredient is GRAMS with 1 g. */
export const UNIT_NAMES = [
  'GRAMS',
  'UNIT',
  'SMALL_UNIT',
  'MEDIUM_UNIT',
  'LARGE_UNIT',
  'SLICE',
  'PIECE',
  'TEASPOON',
  'TABLESPOON',
  'CUP',
  'LITER',
  'MILLILITER',
  'PINCH',
] as const;
export type UnitName = (typeof UNIT_NAMES)[number];

export const TAG_CATEGORIES = ['MEAL_TYPE', 'SEASON', 'STORAGE', 'COOKING_METHOD', 'OTHER', 'DIET'] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

/** A new recipe starts as DRAFT. */
export const RECIPE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];

export const MODERATION_STATUSES = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const PHOTO_TYPES = ['COVER', 'USER'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** Country database contexts. */
export const COUNTRIES = ['bg', 'dk', 'es', 'it', 'lu', 'nl', 'pt', 'de'] as const;
export type Country = (typeof COUNTRIES)[number];

/** True when `value` is one of `values` (narrows the type). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
