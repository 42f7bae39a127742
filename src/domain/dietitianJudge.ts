/**
 * A dietitian's reading of a planned item, written apart from the recommender's own rule set (src/recommender's slots,
 * roles, flags and variety are NOT used here): the dish name (a USDA FNDDS description such as "Fudge, chocolate, with
 * nuts" or "Beef stew with potatoes, gravy"), the slot it was planned in (the division's meal part and meal of the day)
 * and, where a rule needs them, the recipe's ingredients with their SR food group. Pure functions, so
 * tests/scripts/dietitianJudge.test.ts can hold hand-made items that must be struck and ones that must not.
 *
 * Used by scripts/bench/dietitian.ts and by the settings preview (src/server/planner/preview), which counts the
 * implausible slots of a plan with `judgeItem`.
 */

/** One ingredient line: grams of the whole recipe (or of one serving, as long as all lines agree) and its SR group. */
export interface JudgeIngredient {
  readonly name: string;
  readonly group?: string;
  readonly grams: number;
}

/** A planned item as the dietitian reads it. */
export interface JudgeItem {
  readonly name: string;
  /** BREAKFAST, MIDDLE_MORNING, LUNCH, MIDDLE_AFTERNOON, DINNER, AFTER_DINNER. */
  readonly mealOfDay: string;
  /** The division's meal part (BREAKFAST, LUNCH, DINNER, SNACK, SOUP, FRUIT ...); absent for a fixed recipe or ingredient. */
  readonly mealPart?: string;
  readonly kcalPerServing: number;
  readonly ingredients?: readonly JudgeIngredient[];
  /** Age in years of the household's youngest member (baby food is fine under 3). */
  readonly youngestAge?: number;
}

export const STRIKE_REASONS = {
  CANDY: 'candy / confectionery',
  ALCOHOL: 'alcohol',
  BABY_FOOD: 'baby food for a household without an infant',
  CONDIMENT_ALONE: 'a sauce, spread or condiment on its own',
  NOT_A_DISH: 'not eaten as such (raw batter or dough, an unreconstituted powder)',
  MATZO_BALL_ALONE: 'a matzo ball without its soup',
  SNACK_IS_MEAL: 'snack slot: a meal (meat/fish dish, sandwich, burger, pizza, frozen meal, soup ...)',
  SNACK_OVER_350_KCAL: 'snack slot: over 350 kcal per serving',
  SOUP_NOT_SOUP: 'soup slot: not a soup',
  BREAKFAST_DESSERT: 'breakfast: a dessert (cake, pie, pudding, ice cream, custard ...)',
  BREAKFAST_MEAL_REPLACEMENT: 'breakfast: a meal-replacement / instant-breakfast drink',
  BREAKFAST_CHOCOLATE_DAIRY: 'breakfast: chocolate-flavoured yoghurt or milk',
  MAIN_DESSERT: 'lunch/dinner main: a dessert',
  MAIN_BARE_SIDE: 'lunch/dinner main: a bare side (plain pasta/rice/noodles, plain pulses, plain bread, a vegetable alone)',
  MAIN_DRINK: 'lunch/dinner main: a drink',
  MAIN_SNACK_FOOD: 'lunch/dinner main: a snack food (chips, crackers, popcorn, nuts)',
  MAIN_FROZEN_MEAL_WITH_DESSERT: 'lunch/dinner main: a frozen meal with its dessert',
  FRUIT_SLOT_WITHOUT_FRUIT: 'fruit slot without fruit',
} as const;
export type StrikeReason = keyof typeof STRIKE_REASONS;

export interface Strike {
  readonly reason: StrikeReason;
  /** What in the name (or the ingredients) made the call. */
  readonly detail: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Name helpers

/** Lower case, one kind of apostrophe, negations that would trip the word lists removed. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(
      /\b(flavors? )?other than chocolate\b|\bnot chocolate\b|\bnon-chocolate( \w+)?\b|\bno chocolate covering\b|\bnon-?alcoholic\b|\balcohol-free\b|\bnot baby's\b|\bunsweetened\b|\bnot sweetened\b|\bno sugar added\b/g,
      ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The head of an FNDDS description: the words before the first comma or parenthesis ("Beef stew with potatoes"). */
export function headOf(normalised: string): string {
  return normalised.split(/[,(]/)[0].trim();
}

const hit = (re: RegExp, s: string): string | null => re.exec(s)?.[0] ?? null;
const share = (ings: readonly JudgeIngredient[], pred: (i: JudgeIngredient) => boolean): number => {
  const total = ings.reduce((a, i) => a + Math.max(0, i.grams), 0);
  return total > 0 ? ings.filter(pred).reduce((a, i) => a + Math.max(0, i.grams), 0) / total : 0;
};

// ---------------------------------------------------------------------------------------------------------------
// Candy and alcohol (anywhere)

const CANDY_WORDS =
  /\b(fudge|toffee|nougat|caramels?|candy|candies|halvah?|marshmallows?|licorice|liquorice|gum ?drops?|m ?& ?m'?s|brittle|pralines?|truffles?|lollipops?|jelly beans?|chewing gum|bubble gum|taffy|ladoo|laddu|toblerone|fondant|peanut bar|sprinkles|butterscotch|gummy|gummies|fun fruits|fruit snacks|marzipan|(yogurt|yoghurt|carob) chips|sugared (pecans|nuts|almonds|walnuts|peanuts))\b/;
const COATED = /\b(chocolate|carob|yogurt|yoghurt|candy|coconut)[- ](covered|coated|dipped)\b/;
const CHOCOLATE_BAR =
  /^(chocolate, (milk|white|dark|sweet|semi-?sweet|bitter-?sweet)\b|(milk|white|dark) chocolate\b(?! (milk|drink|beverage))|chocolate (bars?|candy|chips|kisses)\b)/;
/** Heads whose candy word is a flavour or a part of a baked or dairy dessert, not a confection. */
const NOT_CONFECTION_HEAD =
  /^(cake|cheesecake|cookies?|brownies?|pies?|puddings?|ice cream|light ice cream|ice milk|frozen dessert|frosting|icing|sauce|topping|syrup|doughnuts?|granola bar|breakfast bar|cereal bar|yogurt(?! chips)|yoghurt|milk(?! chocolate)|coffee|cocoa|cereal|fruit salad|salad|pastry|sweet roll|danish|muffins?|pancakes?|waffles?|crepes?|tarts?|cream puff|eclair)\b/;

/** Why a dish is candy / confectionery, or null. */
export function candyWord(name: string): string | null {
  const n = normaliseName(name);
  if (NOT_CONFECTION_HEAD.test(headOf(n))) return null;
  return hit(CANDY_WORDS, n) ?? hit(COATED, n) ?? hit(CHOCOLATE_BAR, n);
}

const ALCOHOL_WORDS =
  /\b(beer|ale|lager|stout|wine|liqueur|cordial|spirits|cocktail|rum|vodka|whiske?y|gin|brandy|cognac|sherry|tequila|bourbon|sake|champagne|margarita|martini|daiquiri|pi[nñ]a colada|mojito|alcoholic|coquito|spritzer|sangria|mead|hard cider|schnapps|vermouth|amaretto|creme de menthe)\b/;
/** Phrases where an alcohol word is no drink: alcohol-free drinks, cocktail foods, sauces cooked with wine, flavourings. */
const NOT_ALCOHOL =
  /\b(root beer|birch beer|ginger beer|ginger ale|(shrimp|fruit|juice|seafood|crab|oyster|clam) cocktail|cocktail sauce|cocktail mix|(daiquiri|margarita|pi[nñ]a colada) mix|wine sauce|wine vinegar|cooking wine|sherry (mushroom )?sauce|rum[- ]flavou?red|sugar cane beverage|beer batter|beer-battered)\b/g;
/** SR lines of an alcoholic drink (not a vinegar, not "non-alcoholic"). */
const ALCOHOLIC_INGREDIENT = /^alcoholic beverage\b|\b(liqueur|\d+ proof)\b/;

/** Why a dish is alcohol, or null: its name, or alcoholic drinks as 25 % or more of its weight (beer soup, fondue). */
export function alcoholWord(name: string, ingredients: readonly JudgeIngredient[] = []): string | null {
  const n = normaliseName(name).replace(NOT_ALCOHOL, ' ');
  const word = hit(ALCOHOL_WORDS, n);
  if (word) return word;
  const alcoholic = (i: JudgeIngredient) => ALCOHOLIC_INGREDIENT.test(normaliseName(i.name));
  const s = share(ingredients, alcoholic);
  return s >= 0.25 ? `${Math.round(s * 100)} % ${ingredients.find(alcoholic)?.name}` : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Dishes by kind

const NOT_A_DISH = /\b(batter|dough),? (or dough, )?raw\b|\bbatter or dough, raw\b|\bnot reconstituted\b/;
const BABY_FOOD = /\bbaby food\b|\bbaby's\b|\binfant formula\b/;

const CONDIMENT_WORD =
  'sauce|gravy|syrup|dip|spread|topping|sprinkles|jam|jelly|preserves|marmalade|honey|catsup|ketchup|mustard|mayonnaise|relish|salsa|salad dressing|frosting|icing';
/** A head that is a condiment, with up to three describing words before it and no "with", "and", "on", "in" among them. */
const CONDIMENT_HEAD = new RegExp(
  `^(?:(?!(?:with|and|on|in|or)\\b)[a-z'-]+ ){0,3}(${CONDIMENT_WORD})\\b(?: (?:with|made with|made from) .*)?$`,
);
const CONDIMENT_EXACT =
  /^(butter|margarine|cream|sour cream|whipped cream|whipped topping|peanut butter|peanut butter and jelly|almond butter|apple butter|sugar|cream cheese)$/;

/** Why a dish is a sauce, spread or condiment eaten on its own, or null. */
export function condimentAlone(name: string): string | null {
  const n = normaliseName(name);
  if (/\b(sandwich|on (bread|toast|bun|bagel|crackers?|roll))\b/.test(n)) return null;
  const head = headOf(n);
  const m = CONDIMENT_HEAD.exec(head) ?? CONDIMENT_EXACT.exec(head);
  return m ? head : null;
}

const SOUP_WORDS =
  /\b(soups?|broth|bouillon|consomm[eé]|chowder|gumbo|bisque|pozole|posole|pho|gazpacho|borscht|minestrone|menudo|caldo|sopa|asopao|won ?ton|wonton|ramen|miso|oyster stew|sancocho)\b/;
/** Phrases where a soup word names a sauce, a dry dish or a frozen meal's side, not the dish. */
const NOT_SOUP_PHRASES =
  /\(mushroom\) soup|soup-based|soup meat|sopa seca|dry soup|dry rice soup|(vegetable )?soup, dessert|soup or macaroni|gazpacho de bacalao|\bdry, not reconstituted\b/g;

/** Why an item planned as soup is not a soup, or null. */
export function notSoup(name: string): string | null {
  const n = normaliseName(name);
  const s = n.replace(NOT_SOUP_PHRASES, ' ').replace(/\bstew type\b/g, ' ');
  if (/\bdry, not reconstituted\b/.test(n)) return 'dry, not reconstituted (a powder)';
  if (/\bsoup meat\b/.test(n)) return 'soup meat (a meat dish)';
  if (/\(mixture\)|\bcasserole\b/.test(s)) return hit(/\(mixture\)|\bcasserole\b/, s);
  const head = headOf(s);
  if (/\bsauce\b/.test(head) && !/\bsoup\b/.test(head)) return 'a sauce';
  if (/\b(stew|chili)\b/.test(s) && !/\boyster stew\b/.test(s) && !SOUP_WORDS.test(s.replace(/\boyster stew\b/, ' ')))
    return hit(/\b(stew|chili)\b/, s);
  if (/\bfrozen (meal|dinner|entree)\b/.test(n)) return 'a frozen meal';
  if (!SOUP_WORDS.test(s) && !/^matzo ball\b/.test(s)) return 'no soup in the name';
  return null;
}

const DESSERT_ANY =
  /\b(desserts?|puddings?|custards?|flan|tembleque|ice cream|ice milk|sundaes?|sherbet|sorbet|gelatin dessert|mousse|tiramisu|zabaglione|cheesecake|cupcakes?|brownies?|cobbler|baklava|strudel|eclairs?|cream puffs?|coffee cake|cakes?|pies?|cookies?|doughnuts?|donuts?|churros|popsicles?|budin|natilla|arroz con dulce|tocino del cielo|frozen yogurt|yogurt, frozen|milk dessert|fruit juice bar)\b/;
const DESSERT_HEAD = /^(crisp|tart|torte|turnover or dumpling|fritter|crepe suzette)\b/;
/** Savoury dishes carrying a dessert word. */
const NOT_DESSERT =
  /\b((shepherd's|cottage|pot|meat|chicken|turkey|fish|beef|pork|ham|tamale|italian|pizza|frito|oyster|clam|seafood|crab|lobster|salmon|tuna|egg|spinach|vegetable) pie|pie stuffed with|pastelon|(chicken or turkey|chicken|turkey|codfish ball or|codfish|tuna|clam|mackerel|haddock|salmon|crab|fish|shrimp|oyster|lobster|potato|rice|corn|griddle) cakes?|cakes?,? (or )?patty|pancakes?|hotcakes?|johnnycake|(yorkshire|corn|noodle|blood|black) pudding|(fish|salmon|chicken|ham|liver)( timbale or)? mousse|spoonbread|patty or tart)\b/g;

/** The dessert word of a dish, or null. */
export function dessertWord(name: string): string | null {
  const n = normaliseName(name).replace(NOT_DESSERT, ' ');
  return hit(DESSERT_ANY, n) ?? hit(DESSERT_HEAD, headOf(n));
}

const FROZEN_MEAL = /\bfrozen (meal|dinner|entree)\b|\bfrozen meal\b/;
const FROZEN_DESSERT_PART = /\bdessert\b|\bbrownies?\b|\bcakes?\b|\bcobbler\b|\bpudding\b|\bpie\b/;

const MEAL_REPLACEMENT =
  /\b(instant breakfast|meal replacement|diet beverage|diet drink|nutritional (drink|shake|supplement)|liquid (diet|nutrition)|protein (shake|drink)|slim-?fast|weight (loss|gain) (drink|shake|formula))\b/;
const CHOCOLATE_DAIRY =
  /^(yogurt|yoghurt|milk|milk beverage|kefir|chocolate milk|cocoa|hot chocolate|chocolate syrup)\b.*\bchocolate\b|^(chocolate milk|hot chocolate|cocoa)\b/;

const DRINK_HEAD_START =
  /^(milk|coffee|tea|water|soft drink|cola|lemonade|limeade|fruit punch|punch|smoothie|milk ?shake|shake|cocoa|hot chocolate|chocolate syrup|eggnog|kefir|horchata|atole|cafe con leche|espresso|cappuccino|latte|instant breakfast)\b/;
const DRINK_HEAD_END = /\b(juice|nectar|drink|beverage|smoothie|shake|soda|cocktail|lemonade|tea)$/;

/** Why a dish is a drink, or null. */
export function drinkWord(name: string): string | null {
  const head = headOf(normaliseName(name));
  if (
    /\b(toast|gravy|sauce|soup|pudding|bread|cake|dessert|bar|sandwich)\b|\b(shrimp|seafood|crab|fruit|oyster|clam) cocktail\b/.test(
      head,
    )
  )
    return null;
  return hit(DRINK_HEAD_START, head) ?? hit(DRINK_HEAD_END, head);
}

const SNACK_FOOD_HEAD =
  /^(chips|potato chips|tortilla chips|corn chips|bagel chips?|pita chips|crackers?|cracker|popcorn|pretzels?|nuts|mixed nuts|peanuts|almonds|cashews?( nuts)?|pecans|walnuts|pistachio( nuts)?|macadamia( nuts)?|trail mix|nut mixture|mixed seeds|seeds|sunflower seeds|pumpkin seeds|rice cakes?|salty snacks?|salty snack mixture|multigrain mixture|snack mix|pork rinds|pork skins|cheese puffs|potato based snacks|corn based snacks|granola bar|breakfast bar|cereal bar|crispbread)\b/;

/** Why a dish is a snack food (chips, crackers, popcorn, nuts ...), or null. */
export function snackFoodWord(name: string): string | null {
  return hit(SNACK_FOOD_HEAD, headOf(normaliseName(name)));
}

/** A staple that is a side, not a meal, when nothing but its preparation follows it. */
const STAPLE_HEAD =
  /^(spaghetti|macaroni|pasta|noodles|egg noodles|rice|white rice|brown rice|wild rice|couscous|bulgur|quinoa|barley|grits|polenta|bread|roll|bun|bagel|tortilla|potato(es)?|white potato|mashed potatoes|french fries|(white|black|pinto|kidney|red kidney|navy|lima|great northern|cannellini|pink|red|mung|fava|baked) beans|beans|soybeans|chickpeas|garbanzo beans|lentils|cowpeas|black-eyed peas|pigeon peas|split peas|peas|hominy)( with (onions?|garlic|herbs|parsley))?$/;
/** Words that only say how a staple was cooked. */
const PREPARATION_WORDS = new Set(
  (
    'cooked boiled steamed baked dry dried fat added in cooking not no ns as to with without butter oil margarine ' +
    'whole wheat grain white brown wild and enriched unenriched regular instant quick canned from plain salted unsalted ' +
    'spinach egg toasted reduced low sodium type of or mature seeds nfs long short converted parboiled frozen fresh ' +
    'made fortified refined drained'
  ).split(' '),
);

/** Why a dish planned as a main is a bare side, or null. */
export function bareSide(name: string, ingredients: readonly JudgeIngredient[] = [], kcalPerServing = 0): string | null {
  const n = normaliseName(name);
  const head = headOf(n);
  if (STAPLE_HEAD.test(head)) {
    const rest = n
      .slice(head.length)
      .replace(/\([^)]*\)/g, ' ') // a dish's name in its own language
      .replace(/\b[a-z-]+( [a-z-]+)? style\b/g, ' ')
      .replace(/[(),;%0-9]/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 0);
    if (rest.every((w) => PREPARATION_WORDS.has(w))) return `plain ${head}`;
  }
  // A vegetable side alone: (almost) all vegetables, no protein food, little energy.
  if (ingredients.length > 0) {
    const veg = share(ingredients, (i) => /^Vegetables/.test(i.group ?? ''));
    const protein = share(ingredients, (i) =>
      /^(Poultry|Sausages|Pork|Beef|Finfish|Lamb|Dairy and Egg|Legumes)/.test(i.group ?? ''),
    );
    const dish =
      /\b(noodles?|pasta|rice|spaghetti|macaroni|bread|tortilla|pizza|lasagna|frozen meal|entree|dinner|stuffed|casserole|stew|soup|quiche|pie|sandwich|omelet)\b/;
    if (veg >= 0.75 && protein < 0.1 && kcalPerServing < 150 && !dish.test(n))
      return `a vegetable side (${Math.round(veg * 100)} % vegetables)`;
  }
  return null;
}

const SNACK_MEAL_WORDS =
  /\b(sandwich(es)?|submarine|hoagie|gyro|hot dogs?|frankfurters?|corn dog|corny dog|burgers?|hamburgers?|cheeseburgers?|chiliburger|pizzaburger|pizza|calzone|entree|dinner|frozen meal|casserole|stew|soup|dumplings?|burritos?|tacos?|enchiladas?|quesadillas?|lasagna|wraps?|pig in a blanket|pochito)\b|\bon (a )?(bun|bagel|biscuit|english muffin|roll|croissant|bread|toast)\b/;
/** Sweet snacks whose names carry a meal word: sandwich cookies, ice-cream sandwiches, fruit dumplings. */
const SNACK_MEAL_OK =
  /\b(cookies?|crackers?|ice cream|ice milk|yogurt|milk dessert|dumpling, (apple|peach|cherry|berry|fruit|pear|blueberry)|turnover or dumpling, (?!meat))\b/;
const MEAT_FISH_HEAD =
  /^(beef|pork|chicken|turkey|ham|lamb|veal|venison|goat|rabbit|duck|goose|fish|tuna|salmon|sardines?|shrimp|crab|lobster|clams?|oysters?|mussels?|scallops?|squid|octopus|cod|codfish|herring|mackerel|anchov(y|ies)|sausages?|bacon|steak|meat|meatballs?|meat loaf|liver|bologna|salami|pastrami|corned beef|roast beef|spareribs|ribs)\b/;
const MEAT_SNACK_OK = /\b(jerky|meat sticks?|sticks|rinds|skins|cracklings|chips|dip)\b/;

/** Why a snack-slot item is a meal, or null. */
export function snackMeal(name: string): string | null {
  const n = normaliseName(name);
  const head = headOf(n);
  if (!SNACK_MEAL_OK.test(n)) {
    const w = hit(SNACK_MEAL_WORDS, n);
    if (w) return w;
    if (/^matzo ball\b/.test(head)) return 'matzo ball';
  }
  if (MEAT_FISH_HEAD.test(head) && !MEAT_SNACK_OK.test(n)) return `${hit(MEAT_FISH_HEAD, head)} dish`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// The verdict

const FRUIT_GROUP = /^Fruits and Fruit Juices$/;
const FRUIT_NAME =
  /\b(fruit|apples?|applesauce|bananas?|oranges?|pears?|peach(es)?|plums?|grapes?|berr(y|ies)|strawberr(y|ies)|blueberr(y|ies)|raspberr(y|ies)|cherr(y|ies)|melon|cantaloupe|watermelon|pineapple|mango(es)?|kiwi|apricots?|figs?|dates|prunes|raisins|papaya|guava|grapefruit|tangerines?|clementines?|nectarines?|lemons?|limes?|plantains?|rhubarb|pomegranate|persimmon|lychee|passion fruit|starfruit|carambola)\b/;

/**
 * Fruit any Dutch or southern European supermarket sells all year or in its season: pome and stone fruit, bananas,
 * citrus, grapes, berries, kiwi, melons, pineapple, mango, the dried ones (raisins, prunes, apricots, figs, dates),
 * applesauce, fruit salad and fruit cocktail. Not a strike: the bench counts the rest (guava, pomegranate, passion
 * fruit, kumquat, juneberry ...) to see how often a fruit slot asks a household to shop for the unusual.
 */
const EVERYDAY_FRUIT =
  /\b(fruit salad|fruit cocktail|mixed fruit|apples?|applesauce|pears?|bananas?|oranges?|mandarins?|tangerines?|clementines?|grapefruit|grapes?|strawberr(y|ies)|raspberr(y|ies)|blueberr(y|ies)|blackberr(y|ies)|currants?|cherr(y|ies)|plums?|prunes?|peach(es)?|nectarines?|apricots?|kiwi( ?fruit)?|melons?|cantaloupe|honeydew|watermelon|pineapple|mango(es|s)?|raisins?|figs?|dates)\b/;

/** The fruit's name when a fruit item is not of the everyday kinds (EVERYDAY_FRUIT), else null. */
export function uncommonFruit(name: string): string | null {
  const n = normaliseName(name);
  return EVERYDAY_FRUIT.test(n) ? null : headOf(n);
}

/**
 * Every reason a dietitian would strike this item for (empty: it passes). Candy and alcohol anywhere; then the
 * rules of the slot: snack, soup, breakfast, lunch/dinner main, fruit. A fixed division (no meal part) is judged
 * for candy, alcohol and baby food only (the user chose it).
 */
export function judgeItem(item: JudgeItem): Strike[] {
  const out: Strike[] = [];
  const add = (reason: StrikeReason, detail: string | null) => {
    if (detail !== null) out.push({ reason, detail });
  };
  const ings = item.ingredients ?? [];
  const n = normaliseName(item.name);
  const candy = candyWord(item.name);
  add('CANDY', candy);
  add('ALCOHOL', alcoholWord(item.name, ings));
  if ((item.youngestAge ?? 99) >= 3) add('BABY_FOOD', hit(BABY_FOOD, n));
  const part = item.mealPart;
  if (!part) return out;
  if (part !== 'SOUP' && /^matzo ball\b/.test(headOf(n)) && !/\bsoup\b/.test(n) && part !== 'SNACK')
    add('MATZO_BALL_ALONE', 'matzo ball');
  if (part !== 'SOUP') add('NOT_A_DISH', hit(NOT_A_DISH, n));
  if (['SNACK', 'BREAKFAST', 'LUNCH', 'DINNER', 'SOUP', 'FRUIT', 'DESSERT', 'STARTER', 'SALAD'].includes(part))
    add('CONDIMENT_ALONE', condimentAlone(item.name));
  if (part === 'SNACK') {
    add('SNACK_IS_MEAL', snackMeal(item.name));
    if (item.kcalPerServing > 350) add('SNACK_OVER_350_KCAL', `${Math.round(item.kcalPerServing)} kcal`);
  } else if (part === 'SOUP') {
    add('SOUP_NOT_SOUP', notSoup(item.name));
  } else if (part === 'BREAKFAST') {
    if (!candy) {
      let d = dessertWord(item.name);
      // A plain doughnut or churros is a (sweet) breakfast bread; an iced, chocolate or cream-filled one is a dessert.
      if (d && /^(doughnuts?|donuts?|churros)$/.test(d) && !/\b(chocolate|icing|iced|frosted|cream|custard|jelly)\b/.test(n))
        d = null;
      add('BREAKFAST_DESSERT', d);
    }
    add('BREAKFAST_MEAL_REPLACEMENT', hit(MEAL_REPLACEMENT, n));
    add('BREAKFAST_CHOCOLATE_DAIRY', CHOCOLATE_DAIRY.test(n) && !/\bfrozen\b/.test(n) ? 'chocolate' : null);
  } else if (part === 'LUNCH' || part === 'DINNER') {
    const frozenWithDessert = FROZEN_MEAL.test(n) ? hit(FROZEN_DESSERT_PART, n.replace(NOT_DESSERT, ' ')) : null;
    add('MAIN_FROZEN_MEAL_WITH_DESSERT', frozenWithDessert);
    if (!candy && !frozenWithDessert) add('MAIN_DESSERT', dessertWord(item.name));
    add('MAIN_DRINK', drinkWord(item.name));
    add('MAIN_SNACK_FOOD', snackFoodWord(item.name));
    add('MAIN_BARE_SIDE', bareSide(item.name, ings, item.kcalPerServing));
  } else if (part === 'FRUIT') {
    const isFruit = (i: JudgeIngredient) =>
      FRUIT_GROUP.test(i.group ?? '') || (i.group === 'Baby Foods' && FRUIT_NAME.test(normaliseName(i.name)));
    const fruit = ings.length > 0 ? share(ings, isFruit) : FRUIT_NAME.test(n) ? 1 : 0;
    if (fruit < 0.3) add('FRUIT_SLOT_WITHOUT_FRUIT', `${Math.round(fruit * 100)} % fruit`);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Nutrition estimates

const SWEETENER_INGREDIENT = /\b(sugars?|syrup|honey|molasses|sweetened|jams?|jelly|preserves|marmalade|candies|candy)\b/;
const SWEETENED_NAME =
  /\b(sweetened|with sugar|syrup|candied|glazed|jam|jelly|preserves|pie|cobbler|crisp|chocolate|flavou?red?|vanilla|fruit variety|juice|nectar|drink|cocktail|sauce|with marshmallows|condensed|dessert|pudding|frozen|fritter|honey)\b/;

/**
 * Whether a dish's sugar is all intrinsic or milk sugar (WHO free-sugar definition, read by name and ingredients):
 * whole fruit (fresh, frozen, canned in juice or water, dried and not sweetened), plain milk or plain/unsweetened
 * yoghurt, vegetables and pulses. Any other dish's total sugar counts as free sugar (an estimate: it overstates the
 * free sugar of mixed dishes whose sugar comes from vegetables, milk or fruit within them).
 */
export function sugarIsIntrinsic(name: string, ingredients: readonly JudgeIngredient[]): boolean {
  const n = normaliseName(name)
    .replace(/\b(juice pack|in (its own )?juice|packed in juice|water pack|in water)\b/g, ' ')
    .replace(/\s+/g, ' ');
  const sweetener = ingredients.some(
    (i) => i.group === 'Sweets' || SWEETENER_INGREDIENT.test(normaliseName(i.name).replace(/\bjuice pack\b/g, ' ')),
  );
  if (sweetener || SWEETENED_NAME.test(n) || ingredients.length === 0) return false;
  const juice = share(ingredients, (i) => FRUIT_GROUP.test(i.group ?? '') && isJuice(i.name));
  if (share(ingredients, (i) => FRUIT_GROUP.test(i.group ?? '')) >= 0.8 && juice < 0.5) return true;
  const head = headOf(n);
  if (/^(milk|yogurt|yoghurt|kefir)\b/.test(head) && !/\b(fruit|nuts|shake|malted|eggnog)\b/.test(n))
    return share(ingredients, (i) => i.group === 'Dairy and Egg Products') >= 0.8;
  return share(ingredients, (i) => /^(Vegetables|Legumes)/.test(i.group ?? '')) >= 0.7;
}

const isJuice = (ingredientName: string) => {
  const s = normaliseName(ingredientName);
  return /\bjuices?\b/.test(s) && !/\b(juice pack|in juice|juice-packed|packed in)\b/.test(s);
};
const POTATO =
  /^(potato(es)?|potato products|french fries|hash browns?)\b|\bpotatoes?, (white|red|russet|baked|boiled|mashed|flesh)/;
const NOT_A_VEGETABLE_PORTION = /\b(catsup|ketchup|pickle relish)\b/;
const NOT_A_PULSE =
  /\b(peanuts?|peanut butter|soy sauce|soymilk|soy milk|soy protein|soy flour|meat extender|tofu|tempeh|miso)\b/;

/** Fruit, fruit juice and vegetable grams (pulses included, potatoes, ketchup, peanuts and soy products not) of ingredient lines. */
export function fruitVegGrams(ingredients: readonly JudgeIngredient[]): { fruit: number; juice: number; veg: number } {
  let fruit = 0;
  let juice = 0;
  let veg = 0;
  for (const i of ingredients) {
    const g = Math.max(0, i.grams);
    const s = normaliseName(i.name);
    if (FRUIT_GROUP.test(i.group ?? '')) {
      if (isJuice(i.name)) juice += g;
      else fruit += g;
    } else if (/^Vegetables/.test(i.group ?? '')) {
      if (!POTATO.test(s) && !NOT_A_VEGETABLE_PORTION.test(s)) veg += g;
    } else if (/^Legumes/.test(i.group ?? '')) {
      if (!NOT_A_PULSE.test(s)) veg += g;
    }
  }
  return { fruit, juice, veg };
}

/** Juice counts at most this much a day towards fruit (NHS 5 A Day: one 150 ml glass). */
export const JUICE_CAP_G = 150;

/** Whether a portion (in servings) sits on a quarter step (0.25, 0.5, 0.75, 1 ...). */
export function onQuarterStep(portion: number): boolean {
  return Math.abs(portion * 4 - Math.round(portion * 4)) < 1e-6;
}

// ---------------------------------------------------------------------------------------------------------------
// Dish families (for repeats in main slots)

const FAMILIES: readonly [string, RegExp][] = [
  [
    'egg sandwich',
    /\begg\b[^(]*\b(sandwich|on (a )?(bagel|biscuit|english muffin|bun|roll|croissant|toast))\b|\begg salad sandwich\b|\bcroissant sandwich with [a-z, ]*egg\b/,
  ],
  ['filled pasta', /\b(ravioli|manicotti|stuffed shells|tortellini|cannelloni)\b/],
  ['lasagna', /\blasagna\b/],
  ['muffin', /(?<!english )\bmuffins?\b(?! sandwich)/],
  ['pancake', /\bpancakes?\b/],
  ['waffle', /\bwaffles?\b/],
  ['crêpe/blintz', /\b(crepes?|blintz(es)?)\b/],
  ['lo mein/chow mein', /\b(lo mein|chow mein|chow fun)\b/],
  [
    'burrito/taco/enchilada',
    /\b(burritos?|tacos?|enchiladas?|chalupas?|tostadas?|flautas?|chimichangas?|taquitos?|fajitas?|quesadillas?|nachos)\b/,
  ],
  ['pizza', /\b(pizza|calzone)\b/],
  ['omelet/scrambled eggs', /\b(omelets?|omelettes?|scrambled eggs?|egg foo yung|frittata|huevos)\b(?![^(]*\bsandwich\b)/],
  ['french toast', /\bfrench toast\b/],
  ['breakfast bar', /\b(breakfast bar|granola bar|cereal bar)\b/],
  [
    'ready-to-eat cereal',
    /\b(cereal(?!-)|flakes|chex|cheerios|muesli|mueslix|granola|shredded wheat|puffed|raisin bran|crispies|krispies|special k|grape-nuts|jenny o's|fruit harvest)\b(?! bar)/,
  ],
  ['oatmeal/porridge', /\b(oatmeal|porridge|cream of wheat|grits)\b(?! (cookie|muffin|bread|cake))/],
  ['yoghurt', /^yog(h)?urt\b/],
  [
    'pasta dish',
    /^(spaghetti|pasta|macaroni|noodles?|linguini|linguine|fettuccine|rigatoni|ziti|penne|mostaccioli|mosticolli)\b/,
  ],
  ['rice and beans', /\b(rice (with|and) (stewed )?beans|beans and rice|hopping john)\b/],
  ['burger', /burgers?\b/],
  ['hot dog', /\b(hot dogs?|frankfurters?)\b/],
  ['chili', /^(vegetarian )?chili\b|\bchili con carne\b/],
  ['stew', /\bstew(ed)?\b/],
  ['casserole', /\bcasserole\b/],
  ['quiche', /\bquiche\b/],
  ['savoury pie', /\b(pot pie|shepherd's pie|meat pie|italian pie)\b/],
  ['fried rice', /\b(fried rice|rice, fried)\b/],
  ['frozen meal', /\bfrozen (meal|dinner|entree)\b/],
];
const SANDWICH_FILLINGS =
  /\b(peanut butter|tuna|chicken|turkey|ham|roast beef|steak|beef|cheese|bacon|pork|fish|sausage|bologna|salami|cold cut|luncheon meat|pastrami|corned beef|meat|tomato|vegetable)\b/;
const SOUP_KIND = /^([a-z'-]+)(?: [a-z'-]+)*? (?:soup|chowder|gumbo|bisque|broth)\b/;

/** The dish families of a name by this judge's own lexicon (a dish may belong to several, or none). */
export function dishFamilies(name: string): string[] {
  const n = normaliseName(name);
  const out = FAMILIES.filter(([, re]) => re.test(n)).map(([f]) => f);
  if (!out.includes('egg sandwich') && /\b(sandwich|submarine|sub|hoagie|wrap)\b/.test(n)) {
    const filling = /^wrap sandwich\b/.test(n) ? 'wrap' : (hit(SANDWICH_FILLINGS, n) ?? 'other');
    out.push(`sandwich: ${filling}`);
  }
  const soup = SOUP_KIND.exec(headOf(n));
  if (soup) out.push(`soup: ${soup[1]}`);
  return out;
}

/** Family uses beyond `allowed` per week: Σ max(0, uses − allowed) over families. */
export function familyExcess(names: readonly string[], allowed = 2): { excess: number; over: string[] } {
  const uses = new Map<string, number>();
  for (const name of names) for (const f of dishFamilies(name)) uses.set(f, (uses.get(f) ?? 0) + 1);
  let excess = 0;
  const over: string[] = [];
  for (const [f, k] of uses)
    if (k > allowed) {
      excess += k - allowed;
      over.push(`${f} ×${k}`);
    }
  return { excess, over };
}
