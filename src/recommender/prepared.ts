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
import { proteinSource, SUBSTITUTE_DISH, type ProteinSource } from './protein';
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
  /**
   * Not the vegetables of a meal, by its name (rules.ts keeps it out of a VEGETABLE division): a starchy side (pulses,
   * corn, potatoes, sweet potato, plantain, breadfruit, cassava, yam, taro), the starch or the protein of a Dutch plate;
   * or vegetables dipped in batter or breaded and fried.
   */
  readonly notTheVegetables: boolean;
  /** Grams of fruit and of vegetables (legumes included) in one serving, by the ingredients' food groups. */
  readonly fruitGrams: number;
  readonly vegetableGrams: number;
  /**
   * The most servings one person may eat at one meal (Infinity: no cap of its own; the portion bounds still hold): the
   * tightest of the PORTION_CAPS the recipe's ingredients meet (offal, rice cakes, cheese as a snack, small fruits) and, for fruit,
   * FRUIT_MAX_SERVINGS.
   */
  readonly maxServings: number;
  /**
   * The least servings one person is served at one meal (0: the portion bounds' min): a vegetable side at least
   * VEGETABLE_MIN_SERVINGS and VEGETABLE_MIN_GRAMS (at most two servings for that); fresh fruit FRUIT_MIN_GRAMS (at
   * most one serving for that).
   */
  readonly minServings: number;
  /**
   * Whether the dish brings the starch of a plate (potatoes, rice, pasta, bread, tortillas, grains): STARCH_SHARE of
   * its weight in such ingredients, or a name that says one (a pizza is one SR28 food of the fast-food group).
   */
  readonly withStarch: boolean;
  /**
   * The kind of that starch, for the dinners' rotation (search/candidates.ts STARCH_RUN): potatoes, rice, pasta or
   * noodles, other grains (quinoa, buckwheat, couscous ...), or null (none, or bread, tortillas, a pizza crust).
   */
  readonly starchKind: StarchKind | null;
  /**
   * The foods a reader sees in the dish: the ingredients of at least KEY_FOOD_SHARE of its weight, by the head of their
   * SR28 name ("cheese, cottage", "bananas"), so a banana at breakfast and a banana as a snack are the same food.
   */
  readonly keyFoods: readonly string[];
  /** Those key foods but the starchy ones (potatoes, rice, pasta, grains, bread: `isStarchIngredient`). */
  readonly keyFoodsBesideStarch: readonly string[];
  /** What a cook calls the dish's protein (protein.ts): chicken, meat, fish, eggs, cheese, pulses, soy, or none. */
  readonly protein: ProteinSource | null;
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

interface CapLine {
  readonly name: string;
  readonly foodGroup?: string;
}
/**
 * A vegetable side at most this many grams of vegetables a person: about 360 g of shiitake beside a dinner was struck
 * as a portion nobody serves (the Wheel of Five's 250 g is a whole day's vegetables).
 */
export const VEGETABLE_SIDE_MAX_GRAMS = 250;
/**
 * A dish that is meat, poultry, game or fish by itself (at least 70 % of its weight) at most this many grams a person:
 * the Voedingscentrum's portion of cooked meat or fish is about 100 g, and a reader struck 215 to 250 g of pheasant.
 */
export const MEAT_ALONE_MAX_GRAMS = 150;
/**
 * Nuts or seeds, and roasted soy nuts, as a snack at most this many grams a person (PORTION_CAPS). The nuts at 40 g
 * left the dietitian bench's vegan macro p95 at 9.0 % (8.6 % before, 2026-12-01).
 */
export const NUT_SNACK_MAX_G = 40;
export const SOY_NUT_SNACK_MAX_G = 50;
const NUT_GROUP = /^nut and seed products\b/i;
const SOY_NUTS = /^soybeans, mature seeds, (dry )?roasted\b|\bsoy ?nuts\b/i;
const MEAT_OR_FISH_GROUP = /^(beef|pork|poultry|lamb|veal|game|finfish|sausages)\b/i;
/**
 * The most of one kind of food a person is served at one meal, whatever the energy share: what dietitians reading the
 * week plans struck as "a portion nobody serves" (2026-11-30). Each cap counts the grams of one serving's matching
 * ingredients; `applies` says which recipes it holds for.
 * - offal: OFFAL_MAX_G (above);
 * - rice cakes: 7 (63 g at SR28's 9 g a cake), where 8 to 11 at one lunch were struck;
 * - cheese eaten by itself as a snack (a snack recipe that is at least half cheese): 40 g, where 55 to 78 g as a snack
 *   was struck (a Dutch snack of cheese is a cube or two, 20 to 40 g; 60 g, the cap before 2026-12-01, is three
 *   slices and was struck too);
 * - nuts or seeds eaten by themselves as a snack (at least half the recipe): NUT_SNACK_MAX_G, where 50 to 65 g (280 to
 *   300 kcal) as one snack was struck; the Netherlands Nutrition Centre advises a handful (25 g) of unsalted nuts a
 *   day; roasted soy nuts SOY_NUT_SNACK_MAX_G (225 kcal, 20 g protein), a pulse a vegan week leans on for protein;
 * - small fruits counted by the piece: passion fruit two (SR28 09231, 18 g a fruit without refuse) and kumquats four
 *   (SR28 09149, 19 g), where five to nine passion fruits or eight kumquats as one fruit portion were struck;
 * - a vegetable side (vegetables at least half its weight): VEGETABLE_SIDE_MAX_GRAMS of vegetables;
 * - a dish of meat or fish by itself (at least 70 % of its weight): MEAT_ALONE_MAX_GRAMS.
 */
export const PORTION_CAPS: readonly {
  readonly what: string;
  readonly maxGrams: number;
  readonly matches: (line: CapLine) => boolean;
  readonly applies: (share: number, roles: ReadonlySet<MealRole>) => boolean;
}[] = [
  {
    what: 'offal',
    maxGrams: OFFAL_MAX_G,
    matches: (i) => OFFAL.test(i.name) && !PLANT_NAMED_LIKE_OFFAL.test(i.name),
    applies: () => true,
  },
  { what: 'rice cakes', maxGrams: 63, matches: (i) => /\brice cakes?\b/i.test(i.name), applies: () => true },
  {
    what: 'one vegetable',
    maxGrams: VEGETABLE_SIDE_MAX_GRAMS,
    matches: (i) => VEGETABLE_GROUP.test(i.foodGroup ?? ''),
    applies: (share, roles) => share >= 0.5 && roles.has('SIDE') && !roles.has('HOT_MAIN'),
  },
  {
    what: 'meat or fish by itself',
    maxGrams: MEAT_ALONE_MAX_GRAMS,
    matches: (i) => MEAT_OR_FISH_GROUP.test(i.foodGroup ?? ''),
    applies: (share) => share >= 0.7,
  },
  { what: 'passion fruit', maxGrams: 36, matches: (i) => /^passion-?fruit\b/i.test(i.name), applies: () => true },
  { what: 'kumquats', maxGrams: 76, matches: (i) => /^kumquats?\b/i.test(i.name), applies: () => true },
  {
    what: 'cheese',
    maxGrams: 40,
    matches: (i) => /^cheese\b(?!, (cottage|ricotta|cream)\b)/i.test(i.name),
    applies: (share, roles) => share >= 0.5 && roles.has('SNACK'),
  },
  {
    what: 'nuts or seeds',
    maxGrams: NUT_SNACK_MAX_G,
    matches: (i) => NUT_GROUP.test(i.foodGroup ?? ''),
    applies: (share, roles) => share >= 0.5 && roles.has('SNACK'),
  },
  {
    what: 'soy nuts',
    maxGrams: SOY_NUT_SNACK_MAX_G,
    matches: (i) => SOY_NUTS.test(i.name),
    applies: (share, roles) => share >= 0.5 && roles.has('SNACK'),
  },
];

/**
 * Starchy sides. In the Wheel of Five (Voedingscentrum) pulses are in the protein group (fish, pulses, meat, egg,
 * nuts) and potatoes in the starch group (bread, cereals, potatoes); dietitians reading the week plans (2026-11-30)
 * struck lima beans, black-eyed peas, pigeon peas, corn, sweet potato and fried breadfruit served as the vegetables of
 * a dinner, most of all beside pasta, rice or a bean dish. Green peas, green beans and mixtures stay vegetables.
 */
const STARCHY_SIDE =
  /^(peas, (cowpeas|dry)|cowpeas|black-?eyed peas|pigeon peas|green or yellow split peas|beans, (lima|dry)|lima beans|(black|pinto|kidney|navy|white|red|pink|mung|fava|great northern|refried) beans|chickpeas|garbanzo|lentils?|corn\b|hominy|succotash|sweet ?potato|breadfruit|plantains?|green (banana|plantains?)|cassava|yuca|yams?|taro|potato)/i;

/** An ingredient of at least this share of a dish's weight is one of its key foods. */
const KEY_FOOD_SHARE = 0.2;
/**
 * So is one of at least this share that the dish's name names ("Carrot and cucumber sticks with hummus": 16 % hummus;
 * "Peanut butter and banana on wholemeal bread": 14 % peanut butter): readers go by the name, and struck hummus sticks
 * in the evening after hummus on the breakfast bread, or crispbread with peanut butter after a peanut-butter breakfast
 * (2026-12-01). Seasonings (sea salt, a spoon of oil) stay under it.
 */
const NAMED_FOOD_SHARE = 0.05;
/** Whether a dish's name names the food of an ingredient (the first part of its SR28 name, singular or plural). */
function namesFood(dish: string, ingredient: string): boolean {
  const first = ingredient.split(',')[0].trim().toLowerCase();
  const words = [...new Set([first, first.replace(/s$/, ''), first.replace(/es$/, '')])].filter((w) => w.length >= 3);
  const name = dish.toLowerCase();
  return words.some((w) => {
    const at = name.indexOf(w);
    if (at < 0) return false;
    const rest = name.slice(at + w.length);
    return (at === 0 || /\W/.test(name[at - 1])) && /^(s|es)?(\W|$)/.test(rest);
  });
}
const PREPARATION = /^(raw|cooked|boiled|fresh|frozen|canned|dried|plain|whole|nfs|ns as to .*)$/;
/** The head of an SR28 or FNDDS food name: its first part, with the second unless that only says how it is prepared. */
function foodHead(name: string): string {
  const parts = name
    .toLowerCase()
    .split(',')
    .map((x) => x.trim());
  const head = parts[0].replace(/s$/, '');
  return parts.length > 1 && parts[1] !== '' && !PREPARATION.test(parts[1]) ? `${head}, ${parts[1]}` : head;
}

/** A dish brings a plate's starch when its starchy ingredients weigh at least this share of it. */
export const STARCH_SHARE = 0.1;
const STARCH_GROUP = /^(cereal grains|baked products|breakfast cereals)\b/i;
const STARCH_INGREDIENT =
  /^(potato(es)?|sweet potato(es)?|plantains?|cassava|yams?|taro|rice|noodles|pasta|couscous|bulgur|tortillas?|bread)\b/i;
const STARCH_DISH =
  /\b(pizza|pasta|spaghetti|macaroni|noodles?|lasagna|ravioli|tortellini|gnocchi|rice|risotto|paella|potato(es)?|fries|couscous|bulgur|burrito|taco|enchilada|fajita|quesadilla|tortilla|pupusa|sandwich|pie|dumplings?|pierogi|bread|stuffing|polenta|grits)\b/i;
export const STARCH_KINDS = ['potato', 'rice', 'pasta', 'grain'] as const;
export type StarchKind = (typeof STARCH_KINDS)[number];
/** A starch kind by the dish's name first, then by its heaviest starchy ingredient. */
const STARCH_KIND_WORDS: readonly (readonly [RegExp, StarchKind])[] = [
  [/\bpotato(es)?\b|\bgnocchi\b/i, 'potato'],
  [/\brice\b(?! cakes?| noodles?)|\brisotto\b|\bpaella\b/i, 'rice'],
  [/\b(pasta|spaghetti|macaroni|noodles?|lasagna|ravioli|tortellini|linguine|penne|fettuccine|lo mein|chow mein)\b/i, 'pasta'],
  [/\b(quinoa|buckwheat|millet|couscous|bulgur|polenta|barley)\b/i, 'grain'],
];
/** An ingredient's starch kind, by the head of its name ("Rice, brown, cooked": rice). */
const ingredientStarchKind = (name: string): StarchKind | null =>
  STARCH_KIND_WORDS.find(([re]) => re.test(name.split(',')[0]))?.[1] ?? null;
/** Whether an ingredient is a plate's starch: one of the STARCH_KINDS, or bread, tortillas, cassava ... */
const isStarchIngredient = (name: string): boolean => ingredientStarchKind(name) !== null || STARCH_INGREDIENT.test(name);
function starchKindOf(recipe: CandidateRecipe): StarchKind | null {
  const name = recipe.name.replace(WITHOUT_STARCH, '');
  for (const [re, kind] of STARCH_KIND_WORDS) if (re.test(name)) return kind;
  let best: { kind: StarchKind; grams: number } | null = null;
  for (const i of recipe.ingredients) {
    const kind = ingredientStarchKind(i.name);
    if (kind && (!best || i.grams > best.grams)) best = { kind, grams: i.grams };
  }
  return best?.kind ?? null;
}

/** "(no potatoes)", "excluding potatoes": what the dish is not made with. */
const WITHOUT_STARCH = /\b(no|without|excluding)\s+(potato(es)?|rice|pasta|noodles)\b/gi;

/** Vegetables in batter or crumbs, fried (aubergine, okra, courgette): struck as the vegetables of a dinner. */
const FRIED_IN_BATTER = /\b(batter-dipped|battered|breaded)\b.*\bfried\b|\bfried\b.*\b(batter|breaded)\b|\b(tempura|pakora)\b/i;

/**
 * A vegetable side (a side of which vegetables are at least half the weight) is served at least one serving: half a
 * serving of peas or mixed vegetables (30 to 60 kcal) beside a dinner was struck as a token portion by each dietitian
 * who read the week plans (2026-11-30); the Wheel of Five's 250 g of vegetables a day is two to three servings.
 */
export const VEGETABLE_MIN_SERVINGS = 1;
/**
 * And at least this many grams, up to two servings (a serving of raw lettuce or Chinese cabbage is 30 to 70 g): the
 * readers of the bench weeks asked about 150 to 200 g of vegetables beside a Dutch dinner, and struck days under 250 g.
 */
export const VEGETABLE_MIN_GRAMS = 150;
const VEGETABLE_MIN_MAX_SERVINGS = 2;

/**
 * Fruit at most two servings at one meal, whatever the member's need: a serving of whole fruit is one piece (USDA's
 * "quantity not specified": a medium banana, pear or nectarine) or a cup of berries, and 2.5 to 2.75 bananas, pears or
 * nectarines at once were struck, where the larger portions of a member needing more than 2,000 kcal (up to 2.75
 * servings, scaling.ts) made them.
 */
export const FRUIT_MAX_SERVINGS = 2;
/**
 * And at most about two pieces by weight (a serving is always allowed): the readers of the bench weeks counted 480 to
 * 550 g of fruit a day against the Wheel of Five's 200 g (two pieces), with two servings of canned fruit at a time.
 */
export const FRUIT_MAX_GRAMS = 200;
/**
 * A fruit item of fresh fruit is at least this many grams where its caps allow it: the Netherlands Nutrition Centre
 * counts a fruit portion as about 100 g (two a day), and the readers of the bench weeks struck half a serving of grapes
 * or blackberries (30 to 40 g) as no fruit portion. Dried fruit and juice are left out (30 g of raisins is a portion).
 */
export const FRUIT_MIN_GRAMS = 80;
const NOT_FRESH_FRUIT = /\b(dried|juice|nectar|drink|smoothie|leather|chips)\b/i;

/**
 * A main dish (a hot main, a bread meal or a breakfast) at most two and a half servings at one meal, whatever the
 * member's need: the readers of the bench weeks struck 2.75 servings of one sandwich meal or noodle dish for a teenager
 * (add a snack, not a third plate); a member who needs more eats it in the other meals.
 */
export const MAIN_MAX_SERVINGS = 2.5;

/** The most servings of `recipe` a person is served at one meal under PORTION_CAPS, MAIN_MAX_SERVINGS, FRUIT_MAX_SERVINGS and FRUIT_MAX_GRAMS. */
function capServings(
  recipe: CandidateRecipe,
  batch: { readonly grams: number; readonly per: number },
  flags: Pick<RecipeFlags, 'isFruit'>,
  roles: ReadonlySet<MealRole>,
): number {
  const { grams: total, per } = batch;
  let max = flags.isFruit
    ? Math.min(FRUIT_MAX_SERVINGS, total > 0 ? Math.max(1, FRUIT_MAX_GRAMS / (total * per)) : FRUIT_MAX_SERVINGS)
    : roles.has('HOT_MAIN') || roles.has('BREAD_MEAL') || roles.has('BREAKFAST')
      ? MAIN_MAX_SERVINGS
      : Infinity;
  for (const cap of PORTION_CAPS) {
    const grams = recipe.ingredients.reduce((sum, i) => sum + (cap.matches(i) ? i.grams : 0), 0);
    if (grams <= 0 || !cap.applies(total > 0 ? grams / total : 0, roles)) continue;
    max = Math.min(max, cap.maxGrams / (grams * per));
  }
  return max;
}

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
  let starchGrams = 0;
  for (const i of recipe.ingredients) {
    const group = i.foodGroup ?? '';
    if (STARCH_GROUP.test(group) || STARCH_INGREDIENT.test(i.name)) starchGrams += i.grams;
    if (FRUIT_GROUP.test(group) && !JUICE.test(i.name)) fruitGrams += i.grams * per;
    else if (VEGETABLE_GROUP.test(group)) vegetableGrams += i.grams * per;
  }
  const keyLines = recipe.ingredients.filter(
    (i) =>
      grams > 0 && (i.grams >= KEY_FOOD_SHARE * grams || (i.grams >= NAMED_FOOD_SHARE * grams && namesFood(recipe.name, i.name))),
  );
  const sugar = recipe.nutritionPerServing.sugar;
  const roles = new Set(
    recipe.mealRoles
      ? parseMealRoles(recipe.mealRoles)
      : deriveMealRoles({ name: recipe.name, sourceCode: recipe.sourceCode, mealTypes: recipe.mealTypes }),
  );
  return {
    roles,
    ...mealRoleFacts(
      { name: recipe.name, sourceCode: recipe.sourceCode },
      recipe.ingredients.map((i) => i.name),
    ),
    // Without the server's estimate: whole fruit's sugars are not free unless sugar or syrup was added.
    freeSugar:
      recipe.nutritionPerServing.freeSugar ?? (flags.isFruit && !flags.isDrink && !SWEETENED.test(recipe.name) ? 0 : sugar),
    notTheVegetables: STARCHY_SIDE.test(recipe.name) || FRIED_IN_BATTER.test(recipe.name),
    fruitGrams,
    vegetableGrams,
    maxServings: capServings(recipe, { grams, per }, flags, roles),
    minServings:
      roles.has('SIDE') && !roles.has('HOT_MAIN') && vegetableGrams >= 0.5 * grams * per
        ? Math.max(VEGETABLE_MIN_SERVINGS, Math.min(VEGETABLE_MIN_MAX_SERVINGS, VEGETABLE_MIN_GRAMS / (grams * per)))
        : flags.isFruit && !flags.isDrink && !NOT_FRESH_FRUIT.test(recipe.name) && grams > 0
          ? Math.min(1, FRUIT_MIN_GRAMS / (grams * per))
          : 0,
    // A meat substitute made of wheat flour (seitan) is the protein of the plate, not its starch.
    withStarch:
      (starchGrams >= STARCH_SHARE * grams && !SUBSTITUTE_DISH.test(recipe.name)) ||
      STARCH_DISH.test(recipe.name.replace(WITHOUT_STARCH, '')),
    starchKind: starchKindOf(recipe),
    protein: proteinSource(recipe),
    keyFoods: [...new Set(keyLines.map((i) => foodHead(i.name)))],
    keyFoodsBesideStarch: [...new Set(keyLines.filter((i) => !isStarchIngredient(i.name)).map((i) => foodHead(i.name)))],
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
