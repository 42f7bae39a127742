/**
 * Meal roles: what part a recipe may play in a meal, as a dietitian would place it. A division of the day takes
 * only recipes whose role fits it (the recommender's MEAL_TYPE rule): a snack is small and not a meal, soup is a
 * soup, breakfast is not a dessert, a main is neither a dessert nor a bare side.
 *
 * Derivation (`deriveMealRoles`), in this order:
 * 1. The source's food category when the recipe has one: USDA FNDDS food codes lead with their category
 *    (WWEIA/FNDDS 2.0 "Food coding scheme"): 11 milk, 114 yoghurt, 116 instant breakfast and meal replacements,
 *    13 milk desserts, 14 cheese, 21-26 meat, poultry and fish, 27 mixtures (275 sandwiches), 281/283 frozen meals
 *    and soups, 3 eggs (322 egg sandwiches), 41 legumes (416 bean soups, 418 meat substitutes), 42-43 nuts and seeds,
 *    51 breads, 52 quick breads, 53 cakes, cookies and pies, 54 crackers and salty snacks, 55 pancakes, 56 pasta
 *    and cooked cereals, 57 ready-to-eat cereals, 58 grain mixtures (584 soups), 61-63 fruit, 64 juices, 7 vegetables
 *    (the soups in 718, 723, 735, 746, 756), 8 fats, 91 sugars and sweets (917 candy), 92 drinks, 93 alcohol.
 *    `CATEGORY_ROLES` below is that table; the longest prefix wins.
 * 2. Without a source category (a recipe written by staff): from its meal types (LUNCH or DINNER -> HOT_MAIN,
 *    SIDE_DISH, VEGETABLE, SALAD or BREAD -> SIDE ...).
 * 3. The name, whatever the source: a soup, chowder, bisque or broth is a SOUP and nothing else, unless the soup is
 *    an ingredient or a sauce of the dish ("Beef and rice with (mushroom) soup", "soup-based sauce", a gravy); a stew
 *    or casserole is a HOT_MAIN and never a soup; a sandwich, wrap, burger or sub is a BREAD_MEAL (an egg sandwich also
 *    a BREAKFAST), and so is a recipe without a food code named "<topping> on <bread or rice cakes>"; a matzo ball or
 *    other soup dumpling is neither a snack nor a breakfast; a frozen meal "with dessert" (or a brownie, cake or
 *    cobbler) has no role; plain pasta, rice or noodles are a SIDE.
 * 4. Fruit that is no fruit portion (fried, chips, dried, pickled, in sugar or syrup, ambrosia, guacamole) is not
 *    FRUIT; a dried vegetable or seaweed (not cooked) is not a SIDE, a vegetable juice is a DRINK; a bun filled with
 *    sweet bean paste is a snack or dessert.
 * A recipe with no role is never planned (infant formula, sugar, butter, gravy, a meal-replacement drink ...);
 * confectionery and alcohol keep their role and are told by `mealRoleFacts`, so the settings can allow them.
 */
import type { MealType } from './catalogueEnums';

export const MEAL_ROLES = [
  'BREAKFAST',
  'BREAD_MEAL',
  'HOT_MAIN',
  'SOUP',
  'SIDE',
  'STARTER',
  'DESSERT',
  'SNACK',
  'DRINK',
  'FRUIT',
] as const;
export type MealRole = (typeof MEAL_ROLES)[number];

/** How the editor and the warnings name a role. */
export const MEAL_ROLE_LABELS: Readonly<Record<MealRole, string>> = {
  BREAKFAST: 'Breakfast',
  BREAD_MEAL: 'Bread meal (sandwich, open sandwich)',
  HOT_MAIN: 'Hot main dish',
  SOUP: 'Soup',
  SIDE: 'Side dish',
  STARTER: 'Starter',
  DESSERT: 'Dessert',
  SNACK: 'Snack',
  DRINK: 'Drink',
  FRUIT: 'Fruit',
};

export interface MealRoleSource {
  readonly name: string;
  /** The source's food code (FNDDS 8 digits for the seeded recipes), when the recipe has one. */
  readonly sourceCode?: string | null;
  readonly mealTypes: readonly MealType[];
}

const R = (...roles: MealRole[]) => roles;

/** Roles by FNDDS food-code prefix (longest prefix wins); [] = never planned. */
const CATEGORY_ROLES: readonly (readonly [string, readonly MealRole[]])[] = [
  ['11', R('DRINK')],
  ['114', R('BREAKFAST', 'SNACK', 'DESSERT')],
  ['116', R()], // instant breakfast, meal supplements and replacements
  ['117', R()], // infant formula
  ['118', R()], // dry milk, whey
  ['12', R()], // cream, cream substitutes
  ['13', R('DESSERT')],
  ['133', R()], // baby food
  ['134', R()], // white sauce, milk gravy
  ['14', R('SNACK', 'STARTER')],
  ['142', R('BREAKFAST', 'SNACK')], // cottage cheese, ricotta
  ['1461', R('DESSERT')],
  ['1462', R('STARTER', 'SNACK')],
  ['146203', R()],
  ['1463', R('HOT_MAIN')],
  ['1464', R('BREAD_MEAL')],
  ['1465', R()],
  ['147', R('SOUP')],
  ['2', R('HOT_MAIN')],
  ['216', R('SNACK')], // beef bacon, dried beef, jerky
  ['217', R()],
  ['226', R('SIDE')], // bacon
  ['228', R()],
  ['234', R()],
  ['247', R()],
  ['275', R('BREAD_MEAL')],
  ['276', R()],
  ['283', R('SOUP')],
  ['284', R()],
  ['285', R()],
  ['3', R('BREAKFAST')],
  ['321', R('BREAKFAST', 'HOT_MAIN')],
  ['322', R('BREAKFAST', 'BREAD_MEAL')],
  ['323', R('SOUP')],
  ['324', R('DESSERT')],
  ['350', R('BREAKFAST')],
  ['41', R('SIDE')],
  ['416', R('SOUP')],
  ['418', R('HOT_MAIN')],
  ['419', R('BREAD_MEAL')],
  ['42', R('SNACK')],
  ['422', R()], // nut butters, marzipan paste: spreads and ingredients
  ['423', R('BREAKFAST', 'BREAD_MEAL')],
  ['424', R()],
  ['43', R('SNACK')],
  ['44', R()],
  ['50', R()],
  // Bread, rolls, biscuits and cornbread by themselves: the bread beside a soup or a meal, never a breakfast without
  // a topping (a sandwich, an egg on toast, a cereal or yoghurt is the breakfast).
  ['51', R('SIDE')],
  ['52', R('SIDE')],
  ['523', R('SNACK')], // muffins: a sweet bake, a snack in the Netherlands, not a breakfast
  ['524', R('SNACK')],
  ['53', R('DESSERT')],
  ['535', R('BREAKFAST', 'SNACK')], // breakfast pastries, toaster pastries
  ['536', R('SNACK', 'DESSERT')],
  ['54', R('SNACK')],
  ['55', R('BREAKFAST')],
  ['551', R('DESSERT')], // pancakes and waffles with nothing on them: served with syrup or sugar, a sweet dish
  ['552', R('DESSERT')],
  ['555', R()],
  ['556', R('SIDE')],
  ['557', R('SNACK')],
  ['558', R('DESSERT')],
  ['56', R('SIDE')],
  ['57', R('BREAKFAST')],
  ['576', R()], // raw bran, raw oats: ingredients
  ['578', R()],
  ['58', R('HOT_MAIN')],
  ['582', R('BREAD_MEAL')],
  ['584', R('SOUP')],
  ['585', R()],
  ['59', R('HOT_MAIN')],
  ['61', R('FRUIT', 'SNACK', 'DESSERT')],
  ['612', R('DRINK')],
  ['62', R('FRUIT', 'SNACK')],
  ['63', R('FRUIT', 'SNACK', 'DESSERT')],
  ['634', R('FRUIT', 'DESSERT', 'SIDE')],
  ['64', R('DRINK')],
  ['644', R()],
  ['67', R()],
  ['7', R('SIDE')],
  ['712', R()], // potato chips, sticks, puffs and potato-based snacks: salty snacks, outside the Wheel of Five
  ['716', R('SIDE', 'STARTER')],
  ['718', R('SOUP')],
  ['723', R('SOUP')],
  ['735', R('SOUP')],
  ['743', R('DRINK')],
  ['744', R()], // ketchup, salsa, chutney
  ['746', R('SOUP')],
  ['747', R('BREAD_MEAL')],
  ['751', R('SIDE', 'STARTER', 'SNACK')],
  ['756', R('SOUP')],
  ['76', R()],
  ['77', R('HOT_MAIN')],
  ['773', R('HOT_MAIN')], // stuffed cabbage, casseroles; a vegetable wrap is a BREAD_MEAL by its name
  ['8', R()],
  ['91', R()],
  ['915', R('DESSERT')],
  ['916', R('DESSERT')],
  ['917', R('SNACK')], // candy: confectionery, planned only when the settings allow it
  ['918', R()],
  ['92', R('DRINK')],
  ['93', R('DRINK')], // alcohol: planned only when the settings allow it
  ['94', R('DRINK')],
  ['95', R()], // energy and sports drinks, formulated meal replacements
];

const BY_TYPE: Readonly<Partial<Record<MealType, readonly MealRole[]>>> = {
  BREAKFAST: R('BREAKFAST'),
  CEREAL: R('BREAKFAST'),
  LUNCH: R('HOT_MAIN'),
  DINNER: R('HOT_MAIN'),
  SOUP: R('SOUP'),
  STARTER: R('STARTER'),
  SALAD: R('SIDE', 'STARTER'),
  SIDE_DISH: R('SIDE'),
  BREAD: R('SIDE'),
  VEGETABLE: R('SIDE'),
  DESSERT: R('DESSERT'),
  SNACK: R('SNACK'),
  FRUIT: R('FRUIT'),
  DRINK: R('DRINK'),
  JUICE: R('DRINK'),
  SMOOTHIE: R('DRINK'),
};

const SOUP = /\b(soups?|chowder|bisque|broth|bouillon|consomm[eé]|gazpacho|minestrone|borscht)\b/;
const NOT_SERVED_SOUP = /\b(dry|not reconstituted|undiluted|soup mix|base)\b/;
/** Soup as an ingredient or sauce of a dish ("Beef with (mushroom) soup", "soup-based sauce"), a gravy, a salad. */
const SOUP_IN_A_DISH = /\(mushroom\) soup\b|\bsoup-based\b|\bbroth-based\b|\bsoup meat\b|^(gravy|sauce)\b|\bsalad\b/;
const STEW = /\b(stew|casserole|goulash|ragout|chili con carne|hot pot|pot pie)\b/;
const SANDWICH =
  /\b(sandwich|wrap|burger|hamburger|cheeseburger|sub|submarine|hoagie|hot dog on|on (a )?(bun|roll|bagel|english muffin|biscuit|bread|croissant))\b/;
/**
 * A recipe written here (no food code) named "<topping> on <bread>": an open sandwich, the Dutch and Danish bread meal
 * ("Cheese and cucumber on wholemeal bread", "Hummus and tomato on rice cakes"). Not applied to FNDDS names, where
 * "on toast" is a hot dish ("Creamed chipped beef on toast").
 */
const ON_BREAD = /\bon (?!.*\b(with|and)\b)([a-z]+[ -]){0,2}(bread|toast|crispbread|rice cakes?|rusks?|crackers?)$/;
/**
 * A hot sandwich (burgers, hot dogs, steak, meatball, barbecue and chicken-patty subs, a French dip, roast beef au jus
 * or with cheese sauce, a Reuben, a sloppy joe): a hot meal, not the cold bread meal of a Dutch or Danish lunch
 * (dietitians struck them there).
 */
const HOT_SANDWICH =
  /\b(hamburgers?|cheeseburgers?|burgers?|pizzaburger|hot dogs?|frankfurters?|corn dogs?|sloppy joe|barbecue (sandwich|submarine)|barbecue sauce|meatball|au jus|french dip|cheesesteak|steak (and cheese )?(submarine )?sandwich|reuben|patty melt|patty \(breaded, fried\) sandwich|(chicken|fish|beef|turkey) patty|cheese sauce)\b/;
const NOT_A_SANDWICH = /\bsandwich (steak|loaf|spread)\b|\bsandwich-type\b/;
const BREAKFAST_SANDWICH = /\b(egg|bacon|sausage|ham)\b.*\b(on (english muffin|bagel|biscuit|croissant)|sandwich)\b/;
const SOUP_DUMPLING = /\b(matzo ball|matzoh ball|knaidel|kreplach|dumplings?)\b/;
/**
 * A frozen tray meal, diet or not (a reheated breakfast of eggs and sausage, a Salisbury steak dinner, macaroni and
 * cheese), is no meal a dietitian plans for a household that cooks: salty, and sold in the US, not in the eight
 * countries; dietitians struck every one they met in the plans.
 */
const FROZEN_TRAY = /\((diet )?frozen meal\b/;
const MEAL_WITH_DESSERT =
  /\bfrozen meal\b.*\b(dessert|brownie|cake|cobbler|pudding|cookie)\b|\b(dessert|brownie|cobbler)\b.*\bfrozen meal\b/;
const BARE_STAPLE =
  /^(macaroni|spaghetti|pasta|noodles?|rice|couscous|bulgur|barley|quinoa|buckwheat groats|grits|polenta)\b(?!.*\b(with|and|sauce|cheese|meat|chicken|beef|vegetables?|beans?|casserole|salad|pudding|soup)\b)/;
const DESSERT_DISH = /\b(desserts?|puddings?|custard|flan|tembleque|mousse|parfait|trifle)\b/;
const NOT_A_DESSERT = /\b(yorkshire pudding|blood pudding|black pudding|corn pudding|bread pudding, savory)\b/;
/**
 * Sweet pastry (doughnuts, churros, Danish pastry, coffee cake, sweet and cinnamon rolls, pan dulce, chocolate, fruit
 * or nut croissants, torrejas): in the Wheel of Five a treat ("gebak"), so a dessert and nothing else, not the snack
 * between meals, the breakfast, nor the bread beside a soup (FNDDS files the rolls and croissants with the breads).
 */
const SWEET_PASTRY =
  /\b(doughnuts?|donuts?|churros|danish pastry|coffee cake|roll, sweet|cinnamon (bun|roll)s?|toaster (bagel|pastr(y|ies))|croissant, (chocolate|fruit|nut)|torrejas)\b/;
/** Sweet treats are never breakfast (chocolate yoghurt, chocolate muffins, frozen yoghurt, dessert pastries). */
const SWEET_TREAT =
  /\b(chocolate|fudge|ice cream|sundae|desserts?|pudding|custard|flan|yogh?urt, frozen|frozen (yogh?urt|desserts?)|cake|pie|brownies?|cookies?|doughnuts?|donuts?|cheesecake|eclair|cream puff)\b/;
/**
 * Frozen desserts (ice cream, frozen yoghurt, sherbet, sorbet, ice pops and fruit juice bars, in a cone, a bar or a
 * cup) are a dessert, never the snack between meals: a dietitian strikes a frozen-yoghurt cone as the afternoon snack
 * (a newcomer's tour, 2026-11-29), whatever its sugar.
 */
const FROZEN_DESSERT =
  /\b(ice cream|ice milk|yogh?urt, frozen|frozen (yogh?urt|desserts?|custard|novelty)|sherbet|sorbet|gelato|ice pops?|popsicles?|fudgesicles?|fruit juice bar)\b/;
/** A staple with only a seasoning is still a side ("Rice with onions", "Noodles with butter"). */
const PLAIN_SIDE = /^(rice|pasta|noodles|macaroni|spaghetti|couscous)\b[^,(]* with (onions?|butter|oil|garlic|herbs|peas)\b/;
/**
 * Rice that is seasoned, sweetened or sauced but still only rice: a side (arroz con pasas, rice pilaf mixes, rice in
 * tomato sauce), not the main of a dinner.
 */
const SEASONED_RICE =
  /^((white|brown|yellow) )?rice\b[^,(]* with (raisins|tomato sauce)\b|^rice, (white|brown)\b[^(]* with tomato sauce\b|^flavou?red rice\b/;
/**
 * Not a portion of fruit, though filed with fruit (guideline fruit portions are whole, fresh, frozen, canned in juice
 * or water, or dried without sugar): fried fruit, fruit chips, fruit cooked or canned in sugar or syrup and pie
 * filling keep their snack or dessert roles; ambrosia (a dessert salad) is a dessert; guacamole and other dips are
 * starters; fruit sauces, relishes and chutneys are condiments (no role).
 */
const NOT_A_FRUIT_PORTION =
  /\b(fried|fritters?|chips|ambrosia|with sugar|in (heavy |light )?syrup|in sugar|sweetened|candied|glazed|pickled|pie filling|guacamole|dips?|salsa|sauce|relish|chutney|jam|preserves|marmalade|topping|rock salt|shell)\b/;
/**
 * Dried fruit is a snack, not the fruit portion of a meal: a serving is 3 to 4 times the energy of the fresh fruit, so
 * a fruit slot's energy share filled with it is 80 g of raisins (a portion is 30 g, counted once a day).
 */
const DRESSED_FRUIT = /\b(with (salad )?dressing|mayonnaise)\b/;
const CREAMED_FRUIT = /\b(whip|with cream|cream cheese|cream substitute|marshmallows?|pudding|congealed|fruit dessert)\b/;
/**
 * Raw vegetables people serve raw, as a salad or crudités. Not raw sprouts (the NHS and the Voedingscentrum advise
 * children, pregnant women and older people to eat sprouts cooked), raw green beans or raw garden peas: a dietitian
 * strikes a portion of raw peas as the vegetables of a dinner.
 */
const SERVED_RAW =
  /^(lettuce|spinach|watercress|cress|arugula|radicchio|tomato(es)?|cucumber|carrots?|peppers?, sweet|pepper, raw|celery|radish(es)?|cabbage|broccoli|broccoflower|cauliflower|mushrooms?|snowpeas|kohlrabi|fennel|jicama|sugar snap|endive|chicory)\b/;
const SUGARED_FRUIT = /\b(with sugar|in (heavy |light )?syrup|in sugar|sweetened|candied|glazed)\b/;
const DRIED_FRUIT = /\b(dried|raisins?|prunes?|dates|currants|sultanas)\b/;
const SWEET_BEAN_PASTE = /\b(filled with (sweet )?bean paste|red bean paste|sweet bean)\b/;
/** A low-calorie sweetener is not added sugar ("sweetened with low calorie sweetener"). */
const SWEETENER_ONLY = /\bsweetened with low[- ]calorie sweetener\b/;
/** Dried vegetables and seaweed are ingredients (100 g of dried algae is 376 kcal), not a vegetable side. */
const DRIED_VEGETABLE = /\b(dried|dehydrated|powder)\b/;
const NOT_DRIED = /\bnot dried\b|\bcooked\b|\bsoaked\b/;
const SHELL_OR_WRAP = /\b(shells?|no filling|tortillas?|tostadas?|taco|patty or tart)\b/;
/**
 * Bread substitutes (matzo, crispbread, water biscuits, saltines, plain wheat, multigrain or corn crackers) and plain
 * quick breads (popovers, Irish soda bread) are eaten with a topping, like bread: two crispbreads or a popover alone
 * are no snack a dietitian plans; matzo fritters are a breakfast. Rice cakes, snack crackers, cheese and filled
 * crackers and sweet (graham) crackers stay snacks.
 */
const BREAD_SUBSTITUTE =
  /^(crispbread(?!.* with\b)|matzo(h)?(?!.*\b(balls?|brei)\b)|popovers?\b|bread, irish soda\b|crackers?, (matzo|water biscuits|saltine|cuban|multigrain|whole wheat|100% whole wheat|wheat|corn|oat|oatmeal)\b)/;
/** Fritters (codfish, oyster, tannier fritters) are a starter, not the main of a meal; vegetable fritters stay sides. */
const FRITTER = /\bfritters?\b/;
/** A side of bean curd (jai, fried tofu) is the protein of a vegetarian meal, not the vegetables of one. */
const BEAN_CURD = /(bean curd|\btofu)\b/;
const SNACK_BAR = /\b(breakfast|cereal|granola|nutrition|energy|protein|snack) bars?\b/;
const BREAKFAST_CEREAL = /\b(oatmeal|porridge|grits|cream of wheat|cream of rice|farina|cereal)\b/;

const CONFECTIONERY =
  /\b(candy|candies|candied|fudge|toffee|nougat|caramels?|butterscotch|halvah?|marshmallows?|licorice|liquorice|gum ?drops?|jelly beans?|lollipops?|brittle|pralines?|truffles?|marzipan|chewing gum|m&m'?s|chocolate[- ](bar|candy|candies|coated|covered)|(yogurt|yoghurt|carob)[- ](covered|coated|chips)|(sugar|honey)[- ](coated|roasted))\b/;
const ALCOHOL =
  /\b(beer|ale|lager|wine|liqueur|liquor|cordial|rum|vodka|whiske?y|gin|brandy|sake|cocktail|margarita|daiquiri|martini|sangria|alcoholic)\b/;
const NON_ALCOHOLIC = /\b(non-?alcoholic|alcohol-free|vinegar|root beer|ginger ale|wine sauce)\b/;
const MEAL_REPLACEMENT =
  /\b(instant breakfast|meal (replacement|supplement)|nutrition(al)? (drink|shake|supplement)|protein shake|diet beverage)\b/;

function categoryRoles(code: string): readonly MealRole[] | null {
  let best: readonly MealRole[] | null = null;
  let bestLen = 0;
  for (const [prefix, roles] of CATEGORY_ROLES) {
    if (code.startsWith(prefix) && prefix.length > bestLen) {
      best = roles;
      bestLen = prefix.length;
    }
  }
  return best;
}

/** An FNDDS-like food code (digits only) the category table can read. */
/** The words before the first comma or parenthesis: what the dish is ("Clam sauce" of "Clam sauce, white"). */
const headOf = (name: string) => name.split(/[,(]/)[0].trim();

const isFoodCode = (code: string | null | undefined): code is string => !!code && /^\d{6,8}$/.test(code);

/** The roles of a recipe (see the module comment), in MEAL_ROLES order. O(name length + table). */
export function deriveMealRoles(source: MealRoleSource): MealRole[] {
  const name = source.name.toLowerCase();
  const roles = new Set<MealRole>(
    (isFoodCode(source.sourceCode) ? categoryRoles(source.sourceCode) : null) ??
      source.mealTypes.flatMap((t) => BY_TYPE[t] ?? []),
  );
  if (MEAL_REPLACEMENT.test(name) || MEAL_WITH_DESSERT.test(name) || FROZEN_TRAY.test(name)) return [];
  if (SOUP.test(name) && !NOT_SERVED_SOUP.test(name) && !SOUP_IN_A_DISH.test(name) && !STEW.test(name)) {
    if (roles.size === 0 && !isFoodCode(source.sourceCode) && source.mealTypes.length === 0) return [];
    return ['SOUP'];
  }
  if (STEW.test(name)) {
    roles.delete('SOUP');
    if (roles.size > 0 || source.mealTypes.length > 0) roles.add('HOT_MAIN');
  }
  if (SOUP_DUMPLING.test(name)) {
    roles.delete('SNACK');
    roles.delete('BREAKFAST');
    if (roles.size === 0) roles.add('SIDE');
  }
  const sandwich = SANDWICH.test(name) || (!isFoodCode(source.sourceCode) && ON_BREAD.test(name));
  if (sandwich && !NOT_A_SANDWICH.test(name) && roles.size > 0 && !roles.has('DESSERT')) {
    roles.delete('HOT_MAIN');
    roles.delete('SNACK');
    roles.add('BREAD_MEAL');
    if (BREAKFAST_SANDWICH.test(name)) roles.add('BREAKFAST');
    if (HOT_SANDWICH.test(name)) {
      roles.delete('BREAD_MEAL');
      roles.add('HOT_MAIN');
    }
  }
  if (/\bsouffl[eé]\b/.test(name) && roles.has('FRUIT')) {
    roles.clear();
    roles.add('DESSERT');
  }
  // A sauce or gravy by itself ("Clam sauce, white", "Sausage gravy", "Miso sauce") is a condiment, not a dish; a dish
  // with a sauce ("Beef with gravy", "Carrots in tomato sauce") keeps its roles.
  const head = headOf(name);
  if (/\b(sauce|gravy)$/.test(head) && !/\b(with|in|and)\b/.test(head)) return [];
  // A dip is a starter, with bread or raw vegetables: not a snack by itself, nor the vegetables of a dinner.
  if (/\bdips?\b/.test(name) && roles.size > 0) {
    roles.clear();
    roles.add('STARTER');
  }
  if ((BARE_STAPLE.test(name) || PLAIN_SIDE.test(name) || SEASONED_RICE.test(name)) && roles.has('HOT_MAIN')) {
    roles.delete('HOT_MAIN');
    roles.add('SIDE');
  }
  // A dessert is a dessert whatever its category (FNDDS files coconut desserts and rice pudding with grain mixtures).
  if (DESSERT_DISH.test(name) && !NOT_A_DESSERT.test(name)) {
    for (const r of ['HOT_MAIN', 'SIDE', 'BREAKFAST', 'BREAD_MEAL', 'SOUP'] as const) roles.delete(r);
    if (!roles.has('SNACK')) roles.add('DESSERT');
  }
  if (SWEET_TREAT.test(name) && !/\b(cereal|granola|muesli|oatmeal)\b/.test(name)) roles.delete('BREAKFAST');
  if (SWEET_PASTRY.test(name) && roles.size > 0 && !roles.has('BREAD_MEAL')) {
    roles.clear();
    roles.add('DESSERT');
  }
  if (FROZEN_DESSERT.test(name) && roles.size > 0) {
    const drink = roles.has('DRINK'); // an ice cream soda stays a drink
    roles.clear();
    roles.add(drink ? 'DRINK' : 'DESSERT');
  }
  cookedFruitRoles(name, source.sourceCode, roles);
  if (roles.has('FRUIT') && DRIED_FRUIT.test(name)) {
    roles.delete('FRUIT');
    roles.add('SNACK');
  }
  // Fruit dressed with mayonnaise or a salad dressing is a salad (a starter); with cream, marshmallows or pudding a
  // dessert: neither is the plain fruit portion of a meal, nor a vegetable side.
  // An avocado is a fat in the Wheel of Five (Voedingscentrum), not a fruit portion: a starter or a side.
  if (roles.has('FRUIT') && /\bavocados?\b/.test(name)) {
    roles.clear();
    roles.add('STARTER');
    roles.add('SIDE');
  } else if (roles.has('FRUIT') && DRESSED_FRUIT.test(name)) {
    roles.clear();
    roles.add('STARTER');
  } else if (roles.has('FRUIT') && CREAMED_FRUIT.test(name)) {
    roles.clear();
    roles.add('DESSERT');
  }
  if (roles.has('FRUIT') && NOT_A_FRUIT_PORTION.test(name) && !SWEETENER_ONLY.test(name)) {
    roles.delete('FRUIT');
    if (/\b(sauce|relish|chutney)\b/.test(name)) roles.clear();
    else if (/\b(guacamole|dips?|salsa)\b/.test(name)) {
      roles.clear();
      roles.add('STARTER');
    } else if (/\bambrosia\b/.test(name) || roles.size === 0) {
      roles.clear();
      roles.add('DESSERT');
    }
  }
  if (
    roles.has('SIDE') &&
    isFoodCode(source.sourceCode) &&
    source.sourceCode.startsWith('7') &&
    DRIED_VEGETABLE.test(name) &&
    !NOT_DRIED.test(name)
  )
    roles.delete('SIDE');
  if (isIngredientOnly(name, source.sourceCode)) roles.clear();
  // Stuffed peppers are a main dish, not the vegetables of one.
  if (roles.has('SIDE') && /\b(chiles? rellenos?|stuffed (green |red |sweet )?peppers?)\b/.test(name)) {
    roles.delete('SIDE');
    roles.add('HOT_MAIN');
  }
  // Lemons and limes are squeezed, tamarind pods cooked with: none is eaten as a portion of fruit.
  if (roles.has('FRUIT') && /^(lemon|lime|tamarind)s?\b/.test(name)) roles.clear();
  // A vegetable juice is a drink, not the vegetables of a meal ("canned, juice pack" fruit is not a juice).
  if (isFoodCode(source.sourceCode) && source.sourceCode.startsWith('7') && /\bjuice\b(?! pack)/.test(name)) {
    roles.clear();
    roles.add('DRINK');
  }
  // A bun filled with sweet bean paste (dou sha bao) is a sweet snack, not a meal.
  if (SWEET_BEAN_PASTE.test(name)) {
    roles.clear();
    roles.add('SNACK');
    roles.add('DESSERT');
  }
  // A shell, a tortilla or a patty is what a meal is wrapped in or served with, not a breakfast by itself; a cereal
  // or breakfast bar is a snack (a dietitian strikes 2.75 bars as a breakfast).
  if (SHELL_OR_WRAP.test(name) && !/\b(breakfast|eggs?|omelets?|spanish)\b/.test(name)) roles.delete('BREAKFAST');
  if (SNACK_BAR.test(name)) {
    roles.clear();
    roles.add('SNACK');
  }
  movePartRoles(name, roles);
  for (const [re, named] of NAMED_AS) if (roles.size > 0 && re.test(name)) return MEAL_ROLES.filter((r) => named.includes(r));
  return MEAL_ROLES.filter((r) => roles.has(r));
}

/**
 * Fruit that is cooked is no fruit portion: a boiled ripe banana is a starchy side (Caribbean cooking), a baked banana
 * a dessert; fruit cooked or canned with sugar or in syrup, dried or not, is a compote, a dessert, not a snack between
 * meals (FNDDS cooks dried fruit with sugar unless the name says "unsweetened": "Raisins, cooked").
 */
function cookedFruitRoles(name: string, sourceCode: string | null | undefined, roles: Set<MealRole>): void {
  if (roles.has('FRUIT') && /^banana, (ripe, )?(boiled|baked)\b/.test(name)) {
    roles.clear();
    roles.add(/\bbaked\b/.test(name) ? 'DESSERT' : 'SIDE');
  }
  const stewedDried =
    isFoodCode(sourceCode) &&
    sourceCode.startsWith('62') &&
    /\bcooked\b/.test(name) &&
    !/\b(unsweetened|without sugar)\b/.test(name);
  if (roles.has('FRUIT') && (stewedDried || (SUGARED_FRUIT.test(name) && !SWEETENER_ONLY.test(name)))) {
    roles.clear();
    roles.add('DESSERT');
  }
}

/**
 * Dishes that play another part than their category's: a bread substitute is no snack alone, a fritter is a starter,
 * not a main; a side of bean curd is a main; a cereal filed with the grains is a breakfast.
 */
function movePartRoles(name: string, roles: Set<MealRole>): void {
  if (BREAD_SUBSTITUTE.test(name)) {
    roles.delete('SNACK');
    // A popover or soda bread is still the bread beside a soup; crackers and crispbread are eaten with a topping.
    if (roles.size === 0 && !/^(crackers?|crispbread)\b/.test(name)) roles.add('SIDE');
  }
  if (FRITTER.test(name) && roles.has('HOT_MAIN')) {
    roles.delete('HOT_MAIN');
    roles.add('STARTER');
  }
  if (roles.has('SIDE') && BEAN_CURD.test(name)) {
    roles.delete('SIDE');
    roles.add('HOT_MAIN');
  }
  if (roles.has('SIDE') && BREAKFAST_CEREAL.test(name) && !/\b(rice|barley|bulgur|couscous)\b/.test(name)) {
    roles.delete('SIDE');
    roles.add('BREAKFAST');
  }
}

/**
 * Dishes whose name says what they are whatever their food category: canapés (FNDDS files them with sandwiches) and
 * breaded, fried cheese nuggets are a starter, not the bread of a breakfast or an afternoon snack; fried cornmeal
 * sticks and hush puppies a side or snack, not a main; a lentil or nut loaf is the main of a vegetarian dinner; nachos
 * are a dish shared before a meal, not a dinner by themselves; egg salad is a spread or a salad (on bread it is an egg
 * salad sandwich), not a breakfast or a main; creamed eggs (eggs in white sauce) are a hot dish, not a breakfast;
 * tabbouleh and rice-stuffed vine leaves or tomatoes without meat are a side or a mezze, not a dinner (no protein).
 */
const NAMED_AS: readonly (readonly [RegExp, MealRole[]])[] = [
  [/\bhors d'oeuvres?\b|\bcanap[eé]s?\b/, ['STARTER']],
  [/^cheese, nuggets\b/, ['STARTER']],
  [/^nachos\b/, ['STARTER']],
  [/^loaf, (lentil|nut)\b/, ['HOT_MAIN']],
  [/^egg salad$/, ['STARTER']],
  [/^tabbouleh\b/, ['SIDE', 'STARTER']],
  [/^(grape leaves stuffed with rice|stuffed tomato, with rice, meatless)\b/, ['SIDE', 'STARTER']],
  [/^egg, creamed\b/, ['HOT_MAIN']],
  [/\b(cornmeal sticks?|surullos?|hush ?pupp(y|ies))\b/, ['SIDE', 'SNACK']],
];

/**
 * Foods that are an ingredient of a meal, never a planned item by themselves (staff may still give one a role):
 * - a raw vegetable unless people eat it raw (salad leaves, tomato, cucumber, carrot, pepper ..., "rauwkost"): raw
 *   potato, lima beans, leek, winter squash and the like are for cooking (raw lima beans are even unsafe to eat);
 * - seasonings and garnishes: garlic, parsley, chives, cilantro, horseradish, hot peppers, spring onions, recaito
 *   (1.75 servings of cooked garlic is not the vegetables of a dinner), yeast and yeast extract; orange or lemon peel;
 * - raw rhubarb, which is eaten cooked;
 * - eggs of other birds than the hen (duck, goose, quail) and egg substitute: a recipe may ask for them, but nobody's
 *   breakfast egg is a goose egg (one is three hen's eggs);
 * - crisps and chips, fried banana and plantain chips included: outside the Wheel of Five (Voedingscentrum), like candy.
 *   Apple chips too (FNDDS makes them of dried apple and canola oil, a fifth oil). So are the other salty snacks
 *   ("zoutjes"): pretzels, salty snack mixes and popcorn popped in oil, buttered or flavoured.
 */
function isIngredientOnly(name: string, sourceCode: string | null | undefined): boolean {
  if (isFoodCode(sourceCode) && sourceCode.startsWith('7')) {
    if (/\braw\b/.test(name) && !SERVED_RAW.test(name)) return true;
    if (
      /^(yeast|garlic|parsley|chives|cilantro|horseradish|peppers?, hot|recaito|onions?, young green)\b|\bnot reconstituted\b/.test(
        name,
      )
    )
      return true;
  }
  if (/^(salty snacks?|pretzels?|multigrain mixture)\b|^popcorn\b(?!, air-popped$)/.test(name)) return true;
  // Raw sprouts of any kind (see SERVED_RAW); ricotta is a filling, not eaten by the spoon; rice paper is a wrapper;
  // a shredded cheese blend goes on a dish.
  if (/^(sprouts, nfs|cheese, ricotta|rice paper|cheese, mexican blend|(orange|lemon|lime) peel)\b/.test(name)) return true;
  // Scrambled egg from dried egg or a powdered mixture is a camp or catering product, not a breakfast.
  if (/\b(made from dry eggs|made from powdered mixture)\b/.test(name)) return true;
  if (/^rhubarb, raw\b/.test(name) || /^((duck|goose|quail) eggs?|egg substitute)\b/.test(name)) return true;
  // Evaporated and condensed milk are drunk only diluted; undiluted (or not said) they go into coffee or a dessert.
  if (/^milk, (evaporated|condensed)\b(?!.*\bdiluted\b)/.test(name)) return true;
  return (
    /\b(chips?|crisps)\b/.test(name) &&
    !/\b((chocolate|butterscotch|peanut butter|carob|mint) chips?|fish and chips|with chips)\b/.test(name)
  );
}

/** What else a dietitian reads in a recipe's name: sweets and alcohol are planned only when the settings allow them. */
export interface MealRoleFacts {
  readonly confectionery: boolean;
  readonly alcoholic: boolean;
}

export function mealRoleFacts(
  source: Pick<MealRoleSource, 'name' | 'sourceCode'>,
  ingredientNames: readonly string[] = [],
): MealRoleFacts {
  const name = source.name.toLowerCase();
  const code = isFoodCode(source.sourceCode) ? source.sourceCode : '';
  const confectionery =
    code.startsWith('917') ||
    (CONFECTIONERY.test(name) && !/\b(sauce|topping|cake|ice cream|pudding|cookies?|brownies?|muffins?|cereal)\b/.test(name));
  const texts = [name, ...ingredientNames.map((n) => n.toLowerCase())];
  const alcoholic = code.startsWith('93') || texts.some((t) => ALCOHOL.test(t) && !NON_ALCOHOLIC.test(t));
  return { confectionery, alcoholic };
}

/** Parse stored roles (unknown values dropped), in MEAL_ROLES order. */
export function parseMealRoles(values: readonly string[] | null | undefined): MealRole[] {
  const set = new Set(values ?? []);
  return MEAL_ROLES.filter((r) => set.has(r));
}
