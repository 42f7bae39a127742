/**
 * Free sugars of an ingredient, estimated from its name and its food group (the catalogue has total sugars only).
 *
 * WHO (2015, Guideline: sugars intake for adults and children): free sugars are the monosaccharides and disaccharides
 * added to foods and drinks by the manufacturer, cook or consumer, plus the sugars naturally present in honey, syrups,
 * fruit juices and fruit juice concentrates; not the sugars of intact fruit and vegetables, nor those naturally in milk
 * (lactose). `freeSugarShare` answers the share (0..1) of an ingredient's total sugars that are free; a recipe's free
 * sugars are Σ line grams x sugar per 100 g / 100 x share (`recipeFreeSugarPerServing`).
 *
 * The rules, in this order (names are SR28 descriptions: the food first, then its form, "Peaches, canned, heavy syrup
 * pack"; groups are the SR28 food groups the seed creates; a group another source names matches none, so only the
 * name rules and the default apply):
 * 1. The ingredient is a sugar, honey, a syrup, molasses, jam, jelly, marmalade, preserves, a sweetener, frosting or
 *    icing (the name's first part says so): 1, whatever the group. Jelly "no sugar" keeps the rule: what sugar it has
 *    is still added.
 * 2. Fruit juices, nectars, lemonades, smoothies and juice concentrates, sweetened or not: 1 (in the fruit,
 *    beverage, baby food, sweets and snack groups and in groups the rules do not know; WHO names fruit juices, so a
 *    tomato, vegetable or clam juice, or a dish "in orange juice sauce", is not one; fruit canned in juice, "juice
 *    pack", is rule 4).
 * 3. "Unsweetened", "not sweetened", "without added sugar", "no sugar added", "sugar free": 0 (cocoa powder, baking
 *    chocolate, almond milk, dried coconut, sugar-free cookies: the sugars left are the food's own).
 * 4. By SR28 group:
 *    - Sweets: 1; but desserts made on milk (ice cream, frozen yoghurt, puddings, custards, "prepared with milk"): the
 *      milk share below, their lactose not being free.
 *    - Beverages: 1 (soft drinks, drink mixes, energy drinks, juice drinks, liqueurs, wine and beer); plain water,
 *      coffee and tea (no "sweetened", "flavored", mix, whitener, tonic, soda... and at most 2 g sugar per 100 g,
 *      which they never reach unsweetened): 0; drinks made on milk ("prepared with milk", "milk based"): the milk
 *      share.
 *    - Fruits and Fruit Juices: raw, frozen, dried, canned in water: 0 (the fruit's own sugars); "sweetened",
 *      "candied", "sugared", "with added sugar", maraschino cherries, pie fillings and cranberry sauce: 1. Fruit canned
 *      in syrup is part fruit, part syrup: the share is the syrup's part of the sugar as SR28 gives it for canned
 *      peaches, pears and apricots against the raw fruit (about 8-10 g per 100 g raw; 18-21 g in extra heavy syrup,
 *      15-19 g in heavy, 12-14 g in light, 10-11 g in extra light, 11-12 g in juice): extra heavy 0.6, heavy 0.5,
 *      light 0.35, extra light and juice pack 0.25.
 *    - Baked Products: 1 (the sugar of bread, cakes, cookies and crackers is added; flour has almost none).
 *    - Breakfast Cereals: 1 (their sugar is nearly all added: ready-to-eat cereals are sweetened); but plain grain
 *      (hot cereals: oats, oatmeal, farina, grits, cream of wheat or rice; ready-to-eat plain shredded or puffed wheat
 *      or rice) with no "sweetened", "frosted", "flavored", honey, sugar, maple, cinnamon, chocolate or fruit in the
 *      name and at most 5 g sugar per 100 g (plain grain has 0.5 to 3 g): 0.
 *    - Dairy and Egg Products: milk, cheese, cream, plain yoghurt, whey, eggs: 0 (lactose); flavoured, sweetened,
 *      fruit or chocolate milks and yoghurts, ice cream and other milk desserts, eggnog, milk shakes, condensed
 *      sweetened milk: the milk share; cream substitutes and dessert (whipped) toppings, made of vegetable fat and
 *      corn syrup: 1; "sugared" egg yolk: 1.
 *    - Vegetables, Legumes, Nut and Seed Products, Cereal Grains and Pasta, Spices and Herbs: 0 (their own sugars),
 *      unless sweetened: honey-roasted, candied, sugar-coated, glazed, "sweetened", "with sugar", in syrup,
 *      chocolate- or yoghurt-coated, sweet pickles and relish, baked beans or beans in sweet sauce, catsup,
 *      soy drinks (sweetened unless they say "unsweetened"): 1.
 *    - Meat, poultry, sausages and luncheon meats, fish and shellfish: 1. They have no sugars of their own, so the
 *      little sugar SR28 lists for them (cures with dextrose or corn syrup, glazes, breading, barbecue sauce) was
 *      added; fresh meat and fish have 0 g sugars, so the share changes nothing for them.
 *    - Fats and Oils: 1 (oils and fats have no sugar; the sugar of dressings and spreads is added).
 *    - Snacks: 1 (bars, coated popcorn, fruit snacks, sweet crackers; the salty ones have little sugar), trail mix
 *      0.5 (dried fruit and candy together).
 *    - Baby Foods: juices and desserts, cookies, puddings, teething biscuits: 1; plain fruit, vegetables, meat: 0;
 *      the rest (cereals with fruit, dinners, formulas) 0.5.
 *    - Soups, Sauces, and Gravies; Fast Foods; Meals, Entrees, and Side Dishes; Restaurant Foods: 0.5, mixed dishes
 *      whose sugars come about as much from their vegetables, fruit and milk as from added sugar (sweet sauces
 *      such as barbecue, teriyaki, sweet and sour, hoisin and cranberry sauce: 1).
 *    - American Indian/Alaska Native Foods: 0 (mostly plants, meat and fish as gathered), name rules apply.
 * 5. Any other group (a group staff made, another source's group): 1 when the name says sweetened / with sugar /
 *    candied / syrup, 0 when it says raw, fresh or frozen, else 0.5.
 *
 * The milk share: the sugar over the lactose of milk is free: 1 - 4.7 / sugar per 100 g (4.7 g lactose per 100 g of
 * whole milk and plain yoghurt in SR28), at least 0; 0.65 when the sugar is not known (a sweetened dairy food has
 * about 13 g sugar per 100 g, 4.7 g of it lactose). Concentrated milk products (condensed milk, milk powder drinks)
 * carry more lactose than that, so their share is somewhat high: the estimate errs on the side of the limit.
 */

/** The SR28 food groups by code (`food_group.source_code` of the seeded groups), so a renamed group keeps its rule. */
export const SR28_FOOD_GROUP_NAMES: Readonly<Record<string, string>> = {
  '0100': 'Dairy and Egg Products',
  '0200': 'Spices and Herbs',
  '0300': 'Baby Foods',
  '0400': 'Fats and Oils',
  '0500': 'Poultry Products',
  '0600': 'Soups, Sauces, and Gravies',
  '0700': 'Sausages and Luncheon Meats',
  '0800': 'Breakfast Cereals',
  '0900': 'Fruits and Fruit Juices',
  '1000': 'Pork Products',
  '1100': 'Vegetables and Vegetable Products',
  '1200': 'Nut and Seed Products',
  '1300': 'Beef Products',
  '1400': 'Beverages',
  '1500': 'Finfish and Shellfish Products',
  '1600': 'Legumes and Legume Products',
  '1700': 'Lamb, Veal, and Game Products',
  '1800': 'Baked Products',
  '1900': 'Sweets',
  '2000': 'Cereal Grains and Pasta',
  '2100': 'Fast Foods',
  '2200': 'Meals, Entrees, and Side Dishes',
  '2500': 'Snacks',
  '3500': 'American Indian/Alaska Native Foods',
  '3600': 'Restaurant Foods',
};

export interface FreeSugarSource {
  /** The ingredient's name (an SR28 description for the seeded catalogue). */
  readonly name: string;
  /** The name of its food group (an SR28 food group for the seeded catalogue), when it has one. */
  readonly foodGroup?: string | null;
  /** The group's source code; an SR28 code ("0900") names the group whatever its name now is. */
  readonly foodGroupCode?: string | null;
  /** Total sugars per 100 g, when known: the milk share and the plain cereal and drink checks read it. */
  readonly sugarPer100g?: number | null;
}

/** Lactose per 100 g of whole milk and plain yoghurt (SR28): the sugar of a dairy food that is not free. */
export const MILK_LACTOSE_G_PER_100G = 4.7;
/** The milk share when the total sugar is not known: about 13 g sugar per 100 g, 4.7 of it lactose. */
const MILK_SHARE_WITHOUT_SUGAR = 0.65;

const test = (re: RegExp, text: string) => re.test(text);

/** The share of a sweetened dairy food's sugar that is not lactose. */
export function milkShare(sugarPer100g?: number | null): number {
  if (sugarPer100g === null || sugarPer100g === undefined || !(sugarPer100g > 0)) return MILK_SHARE_WITHOUT_SUGAR;
  return Math.max(0, Math.min(1, 1 - MILK_LACTOSE_G_PER_100G / sugarPer100g));
}

/** The ingredient is a sugar itself: its name's first part. */
const SUGAR_ITSELF =
  /^(sugars?|honey|syrups?|[a-z ]*\bsyrups?|molasses|jams?|jellies|jelly|marmalades?|preserves|sweeteners?|frostings?|icings?|dextrose|glucose|fructose|maltodextrin|agave)\b/;
/** A fruit juice (not fruit canned in juice: "juice pack"). */
const JUICE = /\b(juices?(?! pack)|nectars?|lemonade|limeade|orangeade|smoothies?)\b/;
const UNSWEETENED = /\b(unsweetened|not sweetened|without (added )?sugar|no sugar added|sugar[- ]free|no added sugar)\b/;
const SWEETENED =
  /\b(sweetened|sugared|sugar[- ]coated|candied|glazed?|honey|maple|caramel|with (added )?sugar|in syrup|syrup|brown sugar|chocolate[- ](coated|covered)|yogh?urt[- ](coated|covered)|frosted|praline|brittle)\b/;
const MILK_DESSERT =
  /\b(ice creams?|frozen yogh?urts?|yogh?urt, frozen|puddings?|custards?|flan|milk shakes?|milk desserts?|sundaes?|creamsicle)\b/;
const WITH_MILK = /\b(prepared with [a-z0-9%, ]*milk|made with milk|with milk|milk[- ]based)\b/;
const SWEET_SAUCE =
  /\b(barbecue|bbq|teriyaki|sweet and sour|sweet[- ]and[- ]sour|hoisin|cranberry sauce|catsup|ketchup|chutney|relish|sweet pickles?|pickles?\b.*\bsweet|plum sauce|duck sauce)\b/;

const MEAT_AND_FISH = new Set([
  'poultry products',
  'sausages and luncheon meats',
  'pork products',
  'beef products',
  'finfish and shellfish products',
  'lamb, veal, and game products',
]);
const PLANTS = new Set([
  'vegetables and vegetable products',
  'legumes and legume products',
  'nut and seed products',
  'cereal grains and pasta',
  'spices and herbs',
]);
/** Groups where a "juice" is a fruit juice. */
const JUICE_GROUPS = new Set(['fruits and fruit juices', 'beverages', 'baby foods', 'sweets', 'snacks']);
const MIXED_DISHES = new Set(['soups, sauces, and gravies', 'fast foods', 'meals, entrees, and side dishes', 'restaurant foods']);

/** The SR28 food groups the rules name (another group's name only meets the name rules). */
const KNOWN_GROUPS = new Set([
  ...MEAT_AND_FISH,
  ...PLANTS,
  ...MIXED_DISHES,
  ...JUICE_GROUPS,
  'baked products',
  'breakfast cereals',
  'dairy and egg products',
  'fats and oils',
  'american indian/alaska native foods',
]);

function fruitShare(name: string): number {
  if (test(/\bextra heavy syrup\b/, name)) return 0.6;
  if (test(/\bheavy syrup\b/, name)) return 0.5;
  if (test(/\bextra light syrup\b/, name)) return 0.25;
  if (test(/\blight syrup\b/, name)) return 0.35;
  if (test(/\bjuice pack\b/, name)) return 0.25;
  if (test(/\bwater pack\b/, name)) return 0;
  if (test(/\b(sweetened|candied|sugared|glac[eé]|with (added )?sugar|maraschino|pie filling|cranberry sauce|syrup)\b/, name))
    return 1;
  if (test(JUICE, name)) return 1;
  return 0;
}

function beverageShare(name: string, sugar: number | null | undefined): number {
  if (test(WITH_MILK, name)) return milkShare(sugar);
  const notPlain =
    /\b(sweetened|sweetener|flavou?red|with sugar|mix|cappuccino|latte|mocha|chai|syrup|concentrate|whitener|creamer|cocoa|tonic|carbonated|soda|cola|drink|energy|sports|vitamin|liqueur|alcoholic|vanilla|caramel|hazelnut)\b/;
  // Plain water, coffee and tea have (almost) no sugar: more than 2 g per 100 g was added.
  const plain = sugar === null || sugar === undefined || sugar <= 2;
  if (plain && test(/\b(water|coffee|tea|espresso)\b/, name) && !test(notPlain, name)) return 0;
  return 1;
}

function cerealShare(name: string, sugar: number | null | undefined): number {
  // Plain grain has up to about 3 g sugar per 100 g (oats 1, shredded wheat 1, grits 0.6): more was added.
  if (sugar !== null && sugar !== undefined && sugar > 5) return 1;
  const sweetened =
    /\b(sweetened|frosted|flavou?red|honey|sugars?|maple|cinnamon|chocolate|fruit|raisins?|apples?|peach|strawberr\w*|blueberr\w*|banana|spice)\b/;
  if (test(sweetened, name)) return 1;
  // Ready-to-eat cereals are sweetened but plain shredded or puffed grain; hot cereals are plain grain.
  if (test(/\bready-to-eat\b/, name)) return test(/\b(shredded wheat|puffed (wheat|rice)|(wheat|rice), puffed)\b/, name) ? 0 : 1;
  return test(/\b(oats|oatmeal|oat bran|farina|grits|cream of (wheat|rice)|whole wheat|wheat germ|corn ?meal|rice)\b/, name)
    ? 0
    : 1;
}

function dairyShare(name: string, sugar: number | null | undefined): number {
  if (test(/\b(cream substitute|creamer|dessert topping|whipped topping|non-?dairy)\b/, name)) return 1;
  if (test(/\bsugared\b/, name)) return 1;
  const flavoured =
    /\b(chocolate|cocoa|flavou?r(ed)?|sweetened|fruit|vanilla|strawberry|banana|coffee|lemon|eggnog|malted|milk shakes?|condensed|dulce|topping|with fruit)\b/;
  return test(flavoured, name) || test(MILK_DESSERT, name) ? milkShare(sugar) : 0;
}

function babyFoodShare(name: string): number {
  if (test(/\b(juices?|desserts?|cookies?|puddings?|cobbler|teething|pretzels?|sweetened)\b/, name)) return 1;
  if (test(/\b(dinner|cereal|formula|mixed|with)\b/, name)) return 0.5;
  if (test(/\b(fruit|vegetables?|meat|applesauce|bananas?|peaches|pears|carrots|peas|beans|squash|chicken|beef|turkey)\b/, name))
    return 0;
  return 0.5;
}

/** The share (0..1) of an ingredient's sugars that are free sugars (WHO 2015); the rules are at the top of this file. */
export function freeSugarShare(source: FreeSugarSource): number {
  const name = source.name.toLowerCase();
  const group = ((source.foodGroupCode && SR28_FOOD_GROUP_NAMES[source.foodGroupCode]) || source.foodGroup || '')
    .toLowerCase()
    .trim();
  const head = name.split(',')[0].trim();
  const sugar = source.sugarPer100g;

  // 1. A sugar itself.
  if (test(SUGAR_ITSELF, head)) return 1;
  // 2. Fruit juices (WHO names fruit juices; a vegetable juice, or a meat's or fish's "juices", is not one).
  const juiceGroup = JUICE_GROUPS.has(group) || !KNOWN_GROUPS.has(group);
  if (juiceGroup && test(JUICE, name) && !test(/\b(tomato|vegetables?|carrot|clam)\b/, head)) return 1;
  // 3. Unsweetened.
  if (test(UNSWEETENED, name)) return 0;

  // 4. By group.
  switch (group) {
    case 'sweets':
      return test(MILK_DESSERT, name) || test(WITH_MILK, name) ? milkShare(sugar) : 1;
    case 'beverages':
      return beverageShare(name, sugar);
    case 'fruits and fruit juices':
      return fruitShare(name);
    case 'baked products':
      return 1;
    case 'breakfast cereals':
      return cerealShare(name, sugar);
    case 'dairy and egg products':
      return dairyShare(name, sugar);
    case 'fats and oils':
      return 1;
    case 'snacks':
      return test(/\btrail mix\b/, name) ? 0.5 : 1;
    case 'baby foods':
      return babyFoodShare(name);
    case 'american indian/alaska native foods':
      return test(SWEETENED, name) ? 1 : 0;
  }
  if (MEAT_AND_FISH.has(group)) return 1;
  if (PLANTS.has(group)) {
    if (test(SWEET_SAUCE, name) || test(/\b(baked beans|beans, baked|sweet sauce|molasses)\b/, name)) return 1;
    // Soy and other plant drinks are sweetened unless they say "unsweetened" (rule 3).
    if (test(/\b(soymilk|soy milk|soy drink)\b/, name)) return 1;
    return test(SWEETENED, name) ? 1 : 0;
  }
  if (MIXED_DISHES.has(group)) return test(SWEET_SAUCE, name) || test(SWEETENED, name) ? 1 : 0.5;

  // 5. A group the rules do not know.
  if (test(SWEETENED, name) || test(SWEET_SAUCE, name)) return 1;
  if (test(/\b(raw|fresh|frozen)\b/, name)) return 0;
  return 0.5;
}

/** One ingredient line of a recipe, for its free sugars. */
export interface FreeSugarLine extends FreeSugarSource {
  /** Grams of the line for the whole recipe. */
  readonly grams: number;
  /** The line's retention factor for sugars (1 when absent), as the recipe's sugar is computed. */
  readonly sugarRetention?: number;
}

/**
 * Free sugars per serving of a recipe: Σ line grams x sugar per 100 g / 100 x retention x share / servings, rounded to
 * 3 decimals as the recipe's nutrition is (src/domain/recipeNutrition.ts).
 */
export function recipeFreeSugarPerServing(lines: readonly FreeSugarLine[], servings: number): number {
  let total = 0;
  for (const line of lines) {
    const sugar = Number(line.sugarPer100g ?? 0);
    if (!(sugar > 0) || !(line.grams > 0)) continue;
    total += (line.grams / 100) * sugar * (line.sugarRetention ?? 1) * freeSugarShare(line);
  }
  return Math.round((total / Math.max(1, servings)) * 1000) / 1000;
}
