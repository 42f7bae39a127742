/**
 * The protein source of a dinner: what a cook names when asked "what are we having tonight?" (chicken, meat, fish,
 * eggs, cheese, beans, tofu). A dietitian varies it over the week: the Netherlands Nutrition Centre's week menus
 * (Schijf van Vijf) give fish once a week, pulses once or more, meat on a few days and vegetarian dinners on the
 * others; the dietitians who read the bench weeks (2026-11-30) struck poultry on 4 or 5 dinners of one week and
 * cheese on 6 of 7 vegetarian dinners. The search (search/candidates.ts) charges a dinner whose source the week's
 * other dinners already hold PROTEIN_WEEK_CAP times.
 *
 * A recipe's source is read from its ingredients: each line's kind (by the known type of its food group, else by
 * the group's name, and for eggs, cheese, pulses and soy by the SR28 ingredient name) weighed by about how much
 * protein 100 g of it gives, so 150 g of chicken outweighs 30 g of parmesan and the beef of a chili its beans. The
 * heaviest kind is the source when its lines make at least MIN_SHARE of the recipe's weight; otherwise none (a
 * pasta with a little cheese, a vegetable curry), unless the dish is named by its meat substitute.
 */
import { ingredientFacts } from './flags';
import type { CandidateRecipe, RecipeIngredientInput } from './types';

export const PROTEIN_SOURCES = ['poultry', 'meat', 'fish', 'egg', 'cheese', 'pulses', 'soy'] as const;
export type ProteinSource = (typeof PROTEIN_SOURCES)[number];

/**
 * Dinners a week of one source at the Balanced variety level before the search charges another: two of poultry,
 * meat, fish, eggs or cheese, so a week of seven dinners holds at least four sources; three of pulses or of soy,
 * which a vegan week leans on (their dishes still differ: the dish-family rules keep lentils from lentils). Eggs count
 * over every main dish of the week, breakfast and lunch too: two egg dishes are three or four eggs, what the
 * Netherlands Nutrition Centre advises a week, and readers struck the third to fifth egg sandwich or egg dinner of a
 * vegetarian week (2026-11-30).
 */
export const PROTEIN_WEEK_CAP: Readonly<Record<ProteinSource, number>> = {
  poultry: 2,
  meat: 2,
  fish: 2,
  egg: 2,
  cheese: 2,
  pulses: 3,
  soy: 3,
};

/** The animal sources (two dinners running share none of them: search/base.ts `dinnerFoodCodes`). */
export const ANIMAL_SOURCES: ReadonlySet<ProteinSource> = new Set(['cheese', 'egg', 'poultry', 'meat', 'fish']);
/** The plant sources, whose week caps stretch to cover a plant-based week's dinners (search/base.ts `coverDinners`). */
export const PLANT_SOURCES: readonly ProteinSource[] = ['pulses', 'soy'];

/** Rough protein per gram of each kind as eaten (SR28 orders of magnitude: chicken 0.27, cooked beans 0.09). */
const PROTEIN_PER_GRAM: Readonly<Record<ProteinSource, number>> = {
  poultry: 0.25,
  meat: 0.25,
  fish: 0.22,
  egg: 0.13,
  cheese: 0.22,
  pulses: 0.09,
  soy: 0.12,
};

/** A source counts when its lines weigh at least this share of the recipe. */
const MIN_SHARE = 0.08;

const LEGUME_GROUP = /^legumes?\b/i;
const EGG = /^eggs?\b(?!\s+noodles?)/i;
const CHEESE = /^cheese\b/i;
const SOY = /\b(tofu|tempeh|soybeans?|soy protein|meatless|meat extender|vegetarian)\b/i;
/** A dish named by its meat substitute (FNDDS makes "Meat substitute, cereal- and vegetable protein-based" of flour). */
export const SUBSTITUTE_DISH = /\b(meat substitute|tofu|tempeh|seitan)\b/i;
/** Legume products that are no dinner's protein: sauces, drinks, oils, peanuts and peanut butter. */
const NOT_A_PULSE = /\b(sauce|milk|soymilk|drink|beverage|oil|peanuts?|peanut butter|flour|lecithin)\b/i;

/** The kind of one ingredient line, or null (grains, vegetables, dairy other than cheese, nuts ...). */
export function ingredientProtein(
  ing: Pick<RecipeIngredientInput, 'name' | 'foodGroup' | 'foodGroupType'>,
): ProteinSource | null {
  // Meat and fish as the recipe flags read them (flags.ts): white meat that is not also red is poultry.
  const facts = ingredientFacts(ing);
  if (facts.fish) return 'fish';
  if (facts.meat) return facts.white && !facts.red ? 'poultry' : 'meat';
  const group = ing.foodGroup ?? '';
  const name = ing.name;
  if (EGG.test(name)) return 'egg';
  if (CHEESE.test(name)) return 'cheese';
  if (LEGUME_GROUP.test(group) && !NOT_A_PULSE.test(name)) return SOY.test(name) ? 'soy' : 'pulses';
  if (SOY.test(name) && !NOT_A_PULSE.test(name)) return 'soy';
  return null;
}

/** The recipe's protein source (see the module comment), or null. */
export function proteinSource(recipe: Pick<CandidateRecipe, 'name' | 'ingredients'>): ProteinSource | null {
  let total = 0;
  const grams = new Map<ProteinSource, number>();
  for (const ing of recipe.ingredients) {
    total += ing.grams;
    const kind = ingredientProtein(ing);
    if (kind) grams.set(kind, (grams.get(kind) ?? 0) + ing.grams);
  }
  let best: ProteinSource | null = null;
  let bestProtein = 0;
  for (const [kind, g] of grams) {
    if (g < MIN_SHARE * total) continue;
    const protein = g * PROTEIN_PER_GRAM[kind];
    if (protein > bestProtein) {
      best = kind;
      bestProtein = protein;
    }
  }
  return best ?? (SUBSTITUTE_DISH.test(recipe.name) ? 'soy' : null);
}
