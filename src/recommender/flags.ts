/**
 * Facts about a recipe derived from its ingredients' food groups and names, so that the server can
 * feed raw recipes. Meat, fish and fruit come from the known type of an ingredient's food group when
 * the caller tells it (the server does), else from SR28 group names; ingredient names are the fallback.
 */
import type { KnownFoodGroupType } from '../domain';
import type { CandidateRecipe, RecipeFlags, RecipeIngredientInput } from './types';

const has = (text: string, words: readonly string[]) => words.some((w) => text.includes(w));

const MEAT_GROUPS = ['poultry', 'beef', 'pork', 'lamb', 'veal', 'game', 'sausages', 'luncheon meat', 'meat'];
const FISH_GROUPS = ['finfish', 'shellfish', 'fish', 'seafood'];
const FISH_WORDS = ['salmon', 'tuna', 'cod', 'shrimp', 'herring', 'mackerel'];
const WHITE_MEAT_WORDS = ['chicken', 'turkey', 'poultry', 'rabbit'];
const RED_MEAT_WORDS = ['beef', 'pork', 'lamb', 'veal', 'mutton', 'ham', 'bacon', 'sausage', 'venison'];
const COMFORT_WORDS = [
  'fries',
  'french fried',
  'pizza',
  'burger',
  'chips',
  'crisps',
  'doughnut',
  'donut',
  'candy',
  'candies',
  'chocolate',
  'ice cream',
  'cake',
  'cookie',
  'brownie',
  'nuggets',
  'hot dog',
  'milkshake',
  'pastry',
  'croissant',
];
const COMMON_FRUIT_WORDS = [
  'apple',
  'banana',
  'orange',
  'pear',
  'grape',
  'strawberr',
  'mandarin',
  'tangerine',
  'clementine',
  'kiwi',
  'peach',
  'nectarine',
  'plum',
  'melon',
  'cherr',
  'apricot',
  'raspberr',
  'blueberr',
  'blackberr',
  'currant',
  'mango',
  'fig',
  'raisin',
  'prune',
  'cantaloupe',
  'honeydew',
];
/**
 * Fruit no European supermarket stocks every week, among them those whose names hold a common word ("custard-apple",
 * "rose-apple", "java-plum") and berries FNDDS makes of common ones ("Juneberry, raw" is blueberries).
 */
const UNCOMMON_FRUIT_WORDS = [
  'juneberr',
  'serviceberr',
  'saskatoon',
  'dewberr',
  'boysenberr',
  'youngberr',
  'loganberr',
  'huckleberr',
  'mulberr',
  'cloudberr',
  'elderberr',
  'guava',
  'pomegranate',
  'passion',
  'kumquat',
  'persimmon',
  'lychee',
  'litchi',
  'longan',
  'rambutan',
  'carambola',
  'starfruit',
  'feijoa',
  'loquat',
  'sapote',
  'soursop',
  'cherimoya',
  'breadfruit',
  'jackfruit',
  'durian',
  'mangosteen',
  'jujube',
  'quince',
  'acerola',
  'pitanga',
  'pitaya',
  'tangelo',
  'custard-apple',
  'custard apple',
  'sugar-apple',
  'sugar apple',
  'rose-apple',
  'rose apple',
  'star apple',
  'mammy-apple',
  'mamey',
  'java-plum',
  'jambolan',
];
/** A name that says a common fruit and no uncommon one ("custard-apple" says an uncommon one). */
const namesCommonFruit = (name: string): boolean => has(name, COMMON_FRUIT_WORDS) && !has(name, UNCOMMON_FRUIT_WORDS);
const DRINK_WORDS = ['juice', 'soda', 'cola', 'lemonade', 'drink', 'beverage', 'smoothie', 'tea', 'coffee', 'milk'];

/** What one ingredient line says, independent of the recipe (cacheable by ingredient id). */
export interface IngredientFacts {
  readonly fish: boolean;
  readonly meat: boolean;
  readonly white: boolean;
  readonly red: boolean;
  readonly fruit: boolean;
  readonly commonFruit: boolean;
}

/** By the group's name (callers that do not tell the known type): SR28 group names are matched. */
function factsByGroupName(name: string, foodGroup: string | undefined): IngredientFacts {
  const group = (foodGroup ?? '').toLowerCase();
  const n = name.toLowerCase();
  const fish = has(group, FISH_GROUPS) || (!group && has(n, FISH_WORDS));
  const meat = !fish && (has(group, MEAT_GROUPS) || (!group && has(n, [...WHITE_MEAT_WORDS, ...RED_MEAT_WORDS])));
  const fruit = group.includes('fruit') || (!group && has(n, COMMON_FRUIT_WORDS));
  return {
    fish,
    meat,
    white: meat && has(`${group} ${n}`, WHITE_MEAT_WORDS),
    red: meat && has(`${group} ${n}`, RED_MEAT_WORDS),
    fruit,
    commonFruit: fruit && namesCommonFruit(n),
  };
}

const MEAT_TYPES: ReadonlySet<KnownFoodGroupType> = new Set(['POULTRY', 'PROCESSED_MEAT', 'PORK', 'BEEF', 'LAMB_VEAL_GAME']);
const RED_MEAT_TYPES: ReadonlySet<KnownFoodGroupType> = new Set(['PROCESSED_MEAT', 'PORK', 'BEEF', 'LAMB_VEAL_GAME']);

/**
 * By the group's known type, whatever the group is called; `null` is a group without a known type,
 * which says nothing about meat, fish or fruit. The name decides only for an ingredient in no group,
 * and tells white from red meat within a type (turkey bacon is processed meat and poultry).
 */
function factsByGroupType(name: string, foodGroup: string | undefined, type: KnownFoodGroupType | null): IngredientFacts {
  const n = name.toLowerCase();
  const grouped = type !== null || !!foodGroup;
  const fish = type === 'FISH_AND_SHELLFISH' || (!grouped && has(n, FISH_WORDS));
  const meat =
    !fish && ((type !== null && MEAT_TYPES.has(type)) || (!grouped && has(n, [...WHITE_MEAT_WORDS, ...RED_MEAT_WORDS])));
  const fruit = type === 'FRUIT' || (!grouped && has(n, COMMON_FRUIT_WORDS));
  return {
    fish,
    meat,
    white: meat && (type === 'POULTRY' || has(n, WHITE_MEAT_WORDS)),
    red: meat && ((type !== null && RED_MEAT_TYPES.has(type)) || has(n, RED_MEAT_WORDS)),
    fruit,
    commonFruit: fruit && namesCommonFruit(n),
  };
}

/** What one ingredient line says of meat, fish and fruit (by its group's known type, else its group's name). */
export function ingredientFacts(ing: Pick<RecipeIngredientInput, 'name' | 'foodGroup' | 'foodGroupType'>): IngredientFacts {
  return ing.foodGroupType === undefined
    ? factsByGroupName(ing.name, ing.foodGroup)
    : factsByGroupType(ing.name, ing.foodGroup, ing.foodGroupType);
}

/** Per-call cache of ingredient facts, keyed by ingredient id (one name and group per id). */
export type IngredientFactsCache = Map<number, IngredientFacts>;

/**
 * Derive the flags of a recipe from its ingredients and meal types. O(ingredients); pass a cache to
 * read each distinct ingredient's name and group only once per catalogue.
 */
export function deriveRecipeFlags(recipe: Omit<CandidateRecipe, 'flags'>, cache?: IngredientFactsCache): RecipeFlags {
  let containsMeat = false;
  let containsFish = false;
  let white = false;
  let red = false;
  let fruitGrams = 0;
  let commonFruitGrams = 0;
  let total = 0;
  let main: { id: number; grams: number } | null = null;
  for (const ing of recipe.ingredients) {
    let f = cache?.get(ing.idIngredient);
    if (!f) {
      f = ingredientFacts(ing);
      cache?.set(ing.idIngredient, f);
    }
    total += ing.grams;
    if (!main || ing.grams > main.grams) main = { id: ing.idIngredient, grams: ing.grams };
    containsFish ||= f.fish;
    containsMeat ||= f.meat;
    white ||= f.white;
    red ||= f.red;
    if (f.fruit) {
      fruitGrams += ing.grams;
      if (f.commonFruit) commonFruitGrams += ing.grams;
    }
  }
  const types = recipe.mealTypes;
  const name = recipe.name.toLowerCase();
  const n = recipe.nutritionPerServing;
  const isFruit = types.includes('FRUIT') || (total > 0 && fruitGrams / total >= 0.6);
  const isDrink =
    types.includes('DRINK') ||
    types.includes('JUICE') ||
    types.includes('SMOOTHIE') ||
    (types.length === 0 && has(name, DRINK_WORDS));
  // Energy-dense and fat-and-sugar heavy, or a name everyone reads as comfort food.
  const energyDensity = n.energyKcal > 0 ? n.energyKcal : 0;
  const fatSugarShare = energyDensity > 0 ? (n.fat * 9 + n.sugar * 4) / energyDensity : 0;
  const isComfortFood = has(name, COMFORT_WORDS) || (energyDensity >= 450 && fatSugarShare >= 0.6);
  return {
    containsMeat,
    containsFish,
    isWhiteMeat: white && !red,
    isRedMeat: red,
    isSoup: types.includes('SOUP') || has(name, ['soup', 'broth', 'chowder', 'bisque']),
    isComfortFood,
    isFruit,
    // Everyday fruit by what it is made of and by what the household reads: FNDDS makes "Juneberry, raw" of
    // blueberries, but a plan that says juneberry sends the shopper looking for one.
    isCommonFruit: isFruit && fruitGrams > 0 && commonFruitGrams / fruitGrams >= 0.5 && !has(name, UNCOMMON_FRUIT_WORDS),
    isDrink,
    isSugaryDrink: isDrink && n.sugar >= 10,
    mainIngredientId: main ? main.id : null,
  };
}

/** The recipe's flags: the given ones or derived ones. */
export function flagsOf(recipe: CandidateRecipe, cache?: IngredientFactsCache): RecipeFlags {
  return recipe.flags ?? deriveRecipeFlags(recipe, cache);
}
