/**
 * Internal, precomputed view of a candidate recipe (built once per plan call, O(total ingredients)).
 */
import {
  DIETS,
  deriveMealRoles,
  ingredientSuitability,
  mealRoleFacts,
  parseMealRoles,
  recipeSuitability,
  type Allergen,
  type Diet,
  type MealRole,
  type SuitabilityMember,
} from '../domain';
import { flagsOf, type IngredientFactsCache } from './flags';
import type { CandidateRecipe, MealOfDayDivision, RecipeFlags } from './types';

export interface PreparedRecipe {
  readonly recipe: CandidateRecipe;
  readonly flags: RecipeFlags;
  readonly ingredientIds: readonly number[];
  readonly ingredientSet: ReadonlySet<number>;
  /** Distinct food groups (product categories) of the ingredients. */
  readonly foodGroups: readonly string[];
  /** Grams of one serving (used as the soup volume, 1 g ~ 1 ml). */
  readonly gramsPerServing: number;
  /**
   * Diets and allergens by the domain rule set read from the dish name and the ingredient names, checked beside
   * the stored tags (defence in depth: a recipe tagged VEGAN with a beef line or named "Bacon and egg sandwich"
   * is never planned for a vegetarian).
   */
  readonly ruleDiets: readonly Diet[];
  readonly ruleAllergens: readonly Allergen[];
  /** The roles it may play: the recipe's own, else derived from its source code, meal types and name. */
  readonly roles: ReadonlySet<MealRole>;
  readonly confectionery: boolean;
  readonly alcoholic: boolean;
  /** Free sugars of one serving (g): the server's estimate, else all sugar but whole fruit's. */
  readonly freeSugar: number;
  /** Grams of fruit and of vegetables (legumes included) in one serving, by the ingredients' food groups. */
  readonly fruitGrams: number;
  readonly vegetableGrams: number;
  /**
   * The most servings one person may eat (Infinity: no cap of its own; the portion bounds still hold): a dish of liver
   * or other offal at most OFFAL_MAX_G of it per person.
   */
  readonly maxServings: number;
}

/**
 * Offal per person and meal: about 100 g. Liver holds so much vitamin A that the Netherlands Nutrition Centre
 * (Voedingscentrum) advises eating it at most once a week and in a small portion, and not at all in pregnancy; a
 * dietitian struck 180 to 300 g of chicken liver (1.75 to 2.25 servings of liver hash) as a portion nobody serves.
 */
export const OFFAL_MAX_G = 100;
const OFFAL = /\b(liver|livers|giblets|gizzards?|kidneys?|heart|hearts|tripe|chitterlings)\b/i;
/** Kidney beans, palm or artichoke hearts, lettuce hearts: plants named like offal. */
const PLANT_NAMED_LIKE_OFFAL = /\b(beans?|lettuce|palm|artichoke|vegetables?)\b/i;

const SWEETENED = /\b(sugar|syrup|sweetened|candied|glazed|honey)\b/i;
const FRUIT_GROUP = /^fruits?\b/i;
const JUICE = /\b(juice|nectar|syrup|drink)\b/i;
const VEGETABLE_GROUP = /^(vegetables|legumes)\b/i;

/** What an ingredient's name alone says (cached by name over the process: names repeat across recipes). */
const byIngredientName = new Map<string, SuitabilityMember>();
function nameSuitability(name: string): SuitabilityMember {
  let m = byIngredientName.get(name);
  if (!m) {
    const { diets, allergens } = ingredientSuitability({ name });
    m = { diets, allergens };
    if (byIngredientName.size > 100_000) byIngredientName.clear();
    byIngredientName.set(name, m);
  }
  return m;
}

/** Prepare one recipe (a fresh ingredient cache; see `recipePreparer` for a whole catalogue). */
export function prepareRecipe(recipe: CandidateRecipe): PreparedRecipe {
  return prepareWithCache(recipe, new Map());
}

/**
 * Prepared recipes by candidate object, kept across plan calls: a prepared recipe depends only on its recipe, and
 * the planner passes the same (cached, never mutated) candidate objects to every call of a context, so a batch of
 * plans prepares the catalogue once. Weak: a candidate set the caller drops is collected with its entries.
 */
const preparedByRecipe = new WeakMap<CandidateRecipe, PreparedRecipe>();

/** A preparer that shares one ingredient-facts cache over a catalogue (and reuses recipes prepared before). */
export function recipePreparer(): (recipe: CandidateRecipe) => PreparedRecipe {
  const cache: IngredientFactsCache = new Map();
  return (recipe) => {
    let p = preparedByRecipe.get(recipe);
    if (!p) {
      p = prepareWithCache(recipe, cache);
      preparedByRecipe.set(recipe, p);
    }
    return p;
  };
}

function prepareWithCache(recipe: CandidateRecipe, cache: IngredientFactsCache): PreparedRecipe {
  const ids = [...new Set(recipe.ingredients.map((i) => i.idIngredient))];
  const groups = [...new Set(recipe.ingredients.map((i) => i.foodGroup ?? '').filter((g) => g !== ''))];
  const grams = recipe.ingredients.reduce((s, i) => s + i.grams, 0);
  const rule = recipeSuitability(
    recipe.name,
    recipe.ingredients.map((i) => nameSuitability(i.name)),
  );
  const flags = flagsOf(recipe, cache);
  const per = recipe.servings > 0 ? 1 / recipe.servings : 1;
  let fruitGrams = 0;
  let vegetableGrams = 0;
  let offalGrams = 0;
  for (const i of recipe.ingredients) {
    const group = i.foodGroup ?? '';
    if (OFFAL.test(i.name) && !PLANT_NAMED_LIKE_OFFAL.test(i.name)) offalGrams += i.grams * per;
    if (FRUIT_GROUP.test(group) && !JUICE.test(i.name)) fruitGrams += i.grams * per;
    else if (VEGETABLE_GROUP.test(group)) vegetableGrams += i.grams * per;
  }
  const sugar = recipe.nutritionPerServing.sugar;
  return {
    roles: new Set(
      recipe.mealRoles
        ? parseMealRoles(recipe.mealRoles)
        : deriveMealRoles({ name: recipe.name, sourceCode: recipe.sourceCode, mealTypes: recipe.mealTypes }),
    ),
    ...mealRoleFacts(
      { name: recipe.name, sourceCode: recipe.sourceCode },
      recipe.ingredients.map((i) => i.name),
    ),
    // Without the server's estimate: whole fruit's sugars are not free unless sugar or syrup was added.
    freeSugar:
      recipe.nutritionPerServing.freeSugar ?? (flags.isFruit && !flags.isDrink && !SWEETENED.test(recipe.name) ? 0 : sugar),
    fruitGrams,
    vegetableGrams,
    maxServings: offalGrams > 0 ? OFFAL_MAX_G / offalGrams : Infinity,
    ruleDiets: rule.diets,
    ruleAllergens: rule.allergens,
    recipe,
    flags,
    ingredientIds: ids,
    ingredientSet: new Set(ids),
    foodGroups: groups,
    gramsPerServing: recipe.servings > 0 ? grams / recipe.servings : grams,
  };
}

/**
 * The one-serving recipe standing for an INGREDIENT division. Its id is the negated ingredient id so
 * it never collides with a catalogue recipe. Diets are trusted from the division (all diets).
 */
export function ingredientDivisionRecipe(d: MealOfDayDivision): CandidateRecipe | null {
  const div = d.ingredientDivision;
  if (!div) return null;
  return {
    idRecipe: -div.ingredient.idIngredient,
    name: div.ingredient.name,
    servings: 1,
    mealTypes: [],
    seasons: [],
    tags: [],
    ingredients: [
      {
        idIngredient: div.ingredient.idIngredient,
        name: div.ingredient.name,
        grams: div.grams,
        foodGroup: div.ingredient.foodGroup,
        ...(div.ingredient.foodGroupType !== undefined ? { foodGroupType: div.ingredient.foodGroupType } : {}),
      },
    ],
    nutritionPerServing: div.nutritionPerPortion,
    allergens: div.allergens ?? [],
    suitableDiets: [...DIETS],
  };
}
