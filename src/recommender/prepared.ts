/**
 * Internal, precomputed view of a candidate recipe (built once per plan call, O(total ingredients)).
 */
import { DIETS, ingredientSuitability, recipeSuitability, type Allergen, type Diet, type SuitabilityMember } from '../domain';
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
}

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
  return {
    ruleDiets: rule.diets,
    ruleAllergens: rule.allergens,
    recipe,
    flags: flagsOf(recipe, cache),
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
