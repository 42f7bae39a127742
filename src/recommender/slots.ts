/**
 * Slot classification (issue 12, item 3): does a recipe fit the slot it is a candidate for, beyond its meal types?
 * Read from the recipe's data (name as the FNDDS description, ingredients and their food groups, energy, seasons):
 * - SNACK slots take snack foods: no meat or fish dish, no sandwich/burger/pizza/entree, no cake, pie, pastry,
 *   doughnut or cookie, at most SNACK_MAX_KCAL per serving.
 * - FRUIT slots take fruit (derived flag), VEGETABLE slots dishes whose heaviest ingredient is a vegetable or
 *   legume, DRINK/JUICE/SMOOTHIE slots drinks.
 * - Alcoholic dishes (an ingredient that is beer, wine, spirits ...) only at lunch and dinner, never in a household
 *   with a minor (under 18).
 * - Hot soups follow the season: in summer a soup slot takes cold soups (or soups in season for summer); in the
 *   other seasons cold soups do not fit.
 * - A gluten-free substitute ("... on rice cakes", a "gluten-free" cereal, bread or pasta) is a main dish of a
 *   household that avoids gluten (four misfits elsewhere): another household eats bread (dietitians struck rice cakes
 *   and gluten-free bread at the breakfasts and lunches of households that need no gluten-free food).
 * - A vegetable side is vegetables as a cook serves them: not in cheese or cream sauce, not a fritter, gratin or
 *   pickle (two misfits), not a plate of garnish leaves (cress, rocket, radicchio: one).
 * - A main dish served beside its own vegetables (a meal with a VEGETABLE division: the Dutch "potatoes, vegetables,
 *   meat") brings the starch (`PreparedRecipe.withStarch`): dietitians struck a smoked trout or a barbecued chicken
 *   beside peas as a dinner without potatoes, rice or pasta. It brings a protein source too (`PreparedRecipe.protein`):
 *   the readers struck pasta with tomato sauce or a pizza without cheese as a vegan dinner with no pulses or tofu, and a
 *   cheese-only pizza, lasagne or stuffed shells as a vegetarian one.
 * - A food a European household does not buy (graham crackers, Colby cheese, pupusas, guava, palm hearts, turnip
 *   greens, game of the Americas ...) fits no slot while another candidate does.
 * The search pays SLOT_MISFIT_PENALTY per misfit (VIOLATION_PENALTY for alcohol with a minor), so slots get fitting
 * recipes whenever the division has any.
 */
import { ADULT_AGE_YEARS, DEFAULT_MEAL_RULES, type MealRules, type Season } from '../domain';
import type { PreparedRecipe } from './prepared';
import type { MealOfDayDivision } from './types';

export const SNACK_MAX_KCAL = 350;
/** A minor (no alcohol) is under the age the paediatric needs stop at (domain/childEnergy.ts). */
export const ADULT_AGE = ADULT_AGE_YEARS;

const NOT_A_SNACK =
  /\b(sandwich|burger|hamburger|cheeseburger|pizza|entree|dinner|cake|pie|pastry|doughnut|cookie|strudel|cobbler|turnover|burrito|taco)/i;
/**
 * Snacks the dietitians reading the bench weeks struck though a snack slot takes them (2026-12-01): processed cheese
 * ("Cheese, Cheddar or American type, NS as to natural or processed"), cheese crackers, and seeds eaten by themselves
 * (50 g of mixed seeds as an afternoon snack: seeds are sprinkled on yoghurt or bread, not eaten by the handful).
 */
const POOR_SNACK =
  /^cheese,.*\b(processed|american)\b|^crackers?, cheese\b|\bcheese crackers?\b|^(mixed seeds|(sunflower|pumpkin|squash|sesame|flax|chia|hemp) seeds)\b/i;
const ALCOHOL = /\b(beer|wine|ale|lager|liqueur|liquor|rum|vodka|whiskey|whisky|gin|brandy|sake|cocktail|alcoholic)\b/i;
const NON_ALCOHOLIC = /\b(non-?alcoholic|alcohol-free|vinegar)\b/i;
const COLD_SOUP = /\b(cold|chilled|gazpacho|vichyssoise)\b/i;
const VEGETABLE_GROUPS = /^(Vegetables|Legumes)/i;
const GLUTEN_FREE_SUBSTITUTE = /\bon rice cakes?\b|\bgluten-free\b/i;
/**
 * FNDDS foods a household in the eight European contexts does not find in its supermarket (the dietitians who read
 * the bench weeks struck them as foods a Dutch client cannot buy): American crackers and cheeses, Caribbean and Central
 * American specialities, game of the Americas, and vegetables and fruit of other continents' kitchens (poke greens,
 * pokeweed shoots eaten in the American South, struck in 2026-12-01's vegan read).
 */
const UNFAMILIAR_IN_EUROPE =
  /\b(graham|colby|pupusas?|chalupas?|guineo|cassaba|juneberr(y|ies)|loganberr(y|ies)|guavas?|palm hearts|turnip greens|tsukemono|water chestnuts?|mushrooms?, oriental|bear|raccoon|opossum|squirrel|beaver|muskrat|armadillo|moose|caribou|lambs?quarters?|dry curd|thistle|jicama|poke greens|pokeberry)\b|\bcherries, sour\b.*\braw\b|\btomatoe?s?, green\b/i;
/**
 * What a dietitian does not count as the vegetables of a meal, though vegetables are its heaviest part: a vegetable
 * in cheese or cream sauce, a gratin or parmigiana, a fritter or vegetable cake, and pickles (a condiment). The readers
 * of the bench weeks (2026-11-30) struck courgette in cheese sauce, creamed onions, aubergine parmigiana, squash
 * fritters and pickled mushrooms or celery served as a dinner's vegetables.
 */
const NOT_PLAIN_VEGETABLES =
  /\b(cheese sauce|with cheese|cream sauce|creamed|au gratin|gratin|parmesan|parmigiana|scalloped|fritters?|cakes?|pickled|pickles?|relish|souffle|casserole|aspic)\b/i;
/**
 * A garnish or bitter leaf that makes no vegetable portion by itself (160 g of cress, rocket or radicchio), or raw
 * mushrooms by the punnet beside a hot dinner.
 */
/** A vegetable the name does not say ("Vegetables, NS as to type, cooked"): a client cannot buy or cook it (struck by three readers, 2026-12-01). */
const UNNAMED_VEGETABLES = /^vegetables, ns as to type\b/i;
/**
 * A Dutch breakfast is bread with cheese, egg, a spread or sweet topping, porridge or yoghurt: fish (tuna, salmon) and
 * tempeh or falafel on the breakfast bread were struck as a lunch filling (2026-12-01). One misfit, so a vegan breakfast
 * still takes tofu or tempeh when nothing else fits.
 */
const NOT_A_DUTCH_BREAKFAST = /\b(tempeh|falafel)\b/i;
const GARNISH_LEAVES = /^(cress|lettuce, arugula|arugula|rocket|radicchio|watercress|parsley|chives)\b|^mushrooms?, raw\b/i;

export function isAlcoholic(p: PreparedRecipe): boolean {
  const texts = [p.recipe.name, ...p.recipe.ingredients.map((i) => i.name)];
  return texts.some((t) => ALCOHOL.test(t) && !NON_ALCOHOLIC.test(t));
}

export interface SlotFacts {
  readonly season: Season;
  readonly hasMinor: boolean;
  /** The caps; the defaults when absent. */
  readonly mealRules?: MealRules;
  /** Whether the household avoids gluten (its allergens hold GLUTEN). */
  readonly avoidsGluten?: boolean;
  /**
   * Meals whose divisions serve the vegetables apart (a VEGETABLE division beside the main dish): the main brings the
   * rest of the plate, potatoes, rice or pasta with the meat, fish or pulses.
   */
  readonly plateMeals?: ReadonlySet<string>;
}

/** Misfits a recipe over one of the dietitian's caps (sugar in a snack, a day's sugar or a dish's salt) counts. */
export const CAP_MISFITS = 2;

/** Misfits of a recipe in a division (0 = fits); `alcoholWithMinor` is reported apart (a hard rule). */
export function slotMisfits(
  p: PreparedRecipe,
  d: MealOfDayDivision,
  facts: SlotFacts,
): { misfits: number; alcoholWithMinor: boolean } {
  let misfits = 0;
  const alcoholic = isAlcoholic(p);
  if (alcoholic && d.mealOfDay !== 'LUNCH' && d.mealOfDay !== 'DINNER') misfits += 1;
  const part = d.type === 'MEAL_PART' ? d.mealPart : undefined;
  const name = p.recipe.name;
  if (part === 'SNACK') {
    if (p.flags.containsMeat || p.flags.containsFish) misfits += 1;
    if (NOT_A_SNACK.test(name)) misfits += 1;
    if (POOR_SNACK.test(name)) misfits += 1;
    if (p.recipe.nutritionPerServing.energyKcal > SNACK_MAX_KCAL) misfits += 1;
  }
  if (part === 'FRUIT' && !p.flags.isFruit) misfits += 1;
  if (part === 'VEGETABLE') {
    const heaviest = [...p.recipe.ingredients].sort((a, b) => b.grams - a.grams)[0];
    if (!heaviest || !VEGETABLE_GROUPS.test(heaviest.foodGroup ?? '')) misfits += 1;
    if (NOT_PLAIN_VEGETABLES.test(name)) misfits += 2;
    if (GARNISH_LEAVES.test(name)) misfits += 1;
    if (UNNAMED_VEGETABLES.test(name)) misfits += 2;
  }
  if (part === 'BREAKFAST' && (p.flags.containsFish || NOT_A_DUTCH_BREAKFAST.test(name))) misfits += 1;
  if ((part === 'DRINK' || part === 'JUICE' || part === 'SMOOTHIE') && !p.flags.isDrink) misfits += 1;
  if ((part === 'LUNCH' || part === 'DINNER') && facts.plateMeals?.has(d.mealOfDay)) {
    if (!p.withStarch) misfits += 2;
    // No protein source: two misfits, as no starch. Cheese alone is one (a vegetarian's cheese pizza or lasagne): the
    // Netherlands Nutrition Centre names pulses, eggs, tofu, tempeh, nuts and meat substitutes as what replaces meat,
    // not cheese, and the readers struck cheese-only vegetarian dinners.
    if (p.protein === null) misfits += 2;
    else if (p.protein === 'cheese') misfits += 1;
  }
  if (UNFAMILIAR_IN_EUROPE.test(name)) misfits += 1;
  if ((part === 'BREAKFAST' || part === 'LUNCH' || part === 'DINNER') && !facts.avoidsGluten && GLUTEN_FREE_SUBSTITUTE.test(name))
    misfits += 4;
  // The caps, per serving (an adult's portion): free sugar in a snack, a whole day's free sugar in one dish, salt.
  const rules = facts.mealRules ?? DEFAULT_MEAL_RULES;
  if (part === 'SNACK' && p.freeSugar > rules.maxFreeSugarPerSnackG) misfits += CAP_MISFITS;
  if (p.freeSugar > rules.maxFreeSugarPerDayG) misfits += CAP_MISFITS;
  if (p.recipe.nutritionPerServing.salt > rules.maxSaltPerDishG) misfits += CAP_MISFITS;
  if (part === 'SOUP' || p.flags.isSoup) {
    const cold = COLD_SOUP.test(name) || (p.recipe.seasons.length > 0 && p.recipe.seasons.every((s) => s === 'SUMMER'));
    if (facts.season === 'SUMMER' ? !cold && !p.recipe.seasons.includes('SUMMER') : cold) misfits += 1;
  }
  return { misfits, alcoholWithMinor: alcoholic && facts.hasMinor };
}
