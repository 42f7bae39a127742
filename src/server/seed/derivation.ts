/**
 * How the FNDDS 2.0 survey foods become recipes. FNDDS is a survey-coding database, not a cookbook: it
 * gives each food's ingredients as SR gram weights of one batch and USDA's portion weights, nothing else.
 * Everything below is derived from the 8-digit food code (whose leading digits are FNDDS's food
 * categories) and from the description; nothing is invented per recipe.
 *
 * - Meal types: from the category (e.g. 11x milk drinks -> DRINK, 114 yogurt -> BREAKFAST+SNACK, 146x
 *   cheese mixtures by kind: gelatin desserts -> DESSERT, dips -> STARTER+SNACK, sandwiches -> LUNCH,
 *   cheese and Alfredo sauces -> NO_MEAL_TYPE,
 *   2xx meat/fish/poultry and 27x-28x mixtures -> LUNCH+DINNER, 31x eggs -> BREAKFAST, 51x breads -> BREAD,
 *   53x cakes/cookies/pies -> DESSERT+SNACK, 55x pancakes/waffles -> BREAKFAST, 57x cereals -> BREAKFAST+CEREAL,
 *   61x/63x fruit -> FRUIT, 612/64x juices -> JUICE, 7xx vegetables -> VEGETABLE+SIDE_DISH, 9xx beverages ->
 *   DRINK, fats/oils/dressings/sugars -> NO_MEAL_TYPE), then from words in the name: soup/chowder/bisque/
 *   broth/consomme -> SOUP (instead of lunch/dinner), salad -> SALAD, smoothie -> SMOOTHIE, juice -> JUICE,
 *   sandwich/wrap/burger -> LUNCH, dip/nachos/egg roll -> STARTER. No rule -> NO_MEAL_TYPE.
 * - Seasons: warm dishes (soup, stew, chowder, chili, casserole, pot pie, hot chocolate, cocoa, eggnog,
 *   pumpkin) -> AUTUMN+WINTER; salads -> SPRING+SUMMER; cold treats and drinks (ice cream, ice pop,
 *   sherbet, sorbet, lemonade, iced, smoothie, cooler, slush, gazpacho) -> SUMMER; otherwise NO_SEASON.
 * - Cooking methods: from cooking words in the name (baked, roasted, boiled, braised, broiled, grilled,
 *   fried (also scrambled, omelet), griddle, microwave, popped/popcorn, stewed/simmered/poached, steamed, toasted, tea/coffee ->
 *   STEEPED) plus the category's own method (breads, cakes, cookies, pies, pizza, casseroles ->
 *   BAKED_OR_ROASTED; pasta, cooked cereals, dumplings -> BOILED; soups, stews, chili, sauces ->
 *   SIMMERED_POACHED_STEWED; pancakes, waffles, French toast, crepes -> GRIDDLED; fritters, doughnuts,
 *   french fries, chips -> FRIED). Raw or unknown -> none.
 * - Storage: "frozen" (not "frozen (reconstituted ...)"), ice cream, ice pops, sherbet -> FROZEN; breads,
 *   crackers and snacks, ready-to-eat cereals, nuts and seeds, dried fruit, sugars and candy, cakes and
 *   cookies (not cheesecake, cream or custard pies), and anything dry/powder/not reconstituted ->
 *   DRY_STORAGE; everything else -> FRIDGE.
 * - Cuisine: named in the description (Mexican dishes such as burrito, taco, enchilada, tamale,
 *   quesadilla, nachos -> MEXICAN; chow mein, lo mein, egg roll, fried rice, sweet and sour -> CHINESE;
 *   pizza, lasagna, spaghetti, ravioli, manicotti, parmigiana, minestrone -> ITALIAN; sushi, teriyaki,
 *   sukiyaki, tempura -> JAPANESE; Thai; Indian, curry -> INDIAN; Greek, Spanish, hummus, falafel, gyro ->
 *   MEDITERRANEAN; French, quiche, crepe -> FRENCH; Turkish). Other named cuisines (Puerto Rican, Korean,
 *   ...) have no value in the product's list -> none. Otherwise AMERICAN: FNDDS describes what is eaten in
 *   the United States (WWEIA/NHANES).
 * - Expertise: by the count of ingredients other than pantry staples (`isPantryStaple`: spices and herbs, fats and
 *   oils, water, table sugar, butter, leavening): <= 3 BEGINNER, <= 7 INTERMEDIATE, more ADVANCED. FNDDS lists the
 *   salt, oil and water of a dish; counting them made pasta with tomato sauce (pasta, tomatoes, tomato paste, onion,
 *   garlic, with water, salt, oil and sugar) an ADVANCED recipe, out of an intermediate cook's reach.
 * - Preparation and cooking times are ESTIMATES (FNDDS has none): preparation 5 min + 2 min per
 *   ingredient (at most 30); cooking time the longest of the cooking methods' typical times
 *   (BRAISED 120, BAKED_OR_ROASTED 45, SIMMERED_POACHED_STEWED 40, BOILED 20, BROILED_OR_GRILLED, FRIED,
 *   STEAMED 15, GRIDDLED 10, MICROWAVE, POPPED, STEEPED, TOASTED 5; none 0).
 * - Servings: 1 for drinks, juices, smoothies and baby foods, and for frozen meals ("(frozen meal)",
 *   "(diet frozen meal)": one tray is one person's meal, USDA's portion is "1 meal (9 oz)"); 8 for cakes
 *   and pies; 12 for cookies; 8 for breads, fats, dressings, sauces and sugars (small portions); 4 for
 *   soups, main dishes, side dishes and salads; 2 otherwise. The batch is scaled so that one serving
 *   weighs USDA's typical portion ("Quantity not specified" weight), because FNDDS gives proportions, not
 *   batch sizes. Portions are weights of the food as eaten, so the batch counts at its prepared weight:
 *   ingredient grams x the source's yield factor (FNDDS's moisture change: ravioli gain 30 % in boiling).
 * - Weight yield factor: that same factor on every line, so the recipe weighs servings x portion; the
 *   USDA retention code of each ingredient line is kept in nutrient_retention_factors, its factor values
 *   are not in the stored data, so nutrition is computed without retention losses.
 */
import type { CookingMethod, Cuisine, ExpertiseLevel, MealType, Season, Storage } from '../../domain/catalogueEnums';
import type { RecipeSource } from './data-files';

export type { CookingMethod, Cuisine, MealType, Season, Storage } from '../../domain/catalogueEnums';
type Expertise = ExpertiseLevel;

export interface DerivedRecipe {
  mealTypes: MealType[];
  seasons: Season[];
  cookingMethods: CookingMethod[];
  storage: Storage;
  cuisine: Cuisine | null;
  expertiseLevel: Expertise;
  preparationTime: number;
  cookingTime: number;
  servings: number;
  /** Multiply the FNDDS batch grams by this to get the recipe's grams. */
  scale: number;
  /** Prepared weight / ingredient weight (the source's moisture change), the lines' weight yield factor. */
  yieldFactor: number;
}

/** Category meal types by code prefix; the longest matching prefix wins. */
const CATEGORY_MEAL_TYPES: [string, MealType[]][] = [
  ['11', ['DRINK']],
  ['114', ['BREAKFAST', 'SNACK']],
  ['116', ['BREAKFAST', 'DRINK']],
  ['12', ['SNACK']],
  ['123', ['STARTER', 'SNACK']],
  ['13', ['DESSERT']],
  ['134', ['NO_MEAL_TYPE']],
  // 146 is "cheese mixtures": gelatin desserts, dips and pizza toppings, fondue/souffle/rarebit,
  // sandwiches, sauces (Alfredo, cheese sauce: a component, like the white sauces of 134) and nuggets.
  ['14', ['SNACK']],
  ['1461', ['DESSERT']],
  ['146105', ['SNACK']],
  ['1462', ['STARTER', 'SNACK']],
  ['146203', ['NO_MEAL_TYPE']],
  ['1463', ['LUNCH', 'DINNER']],
  ['1464', ['LUNCH']],
  ['1465', ['NO_MEAL_TYPE']],
  ['1466', ['SNACK', 'STARTER']],
  ['147', ['SOUP']],
  ['2', ['LUNCH', 'DINNER']],
  ['275', ['LUNCH', 'SNACK']],
  ['283', ['SOUP']],
  ['284', ['DRINK']],
  ['285', ['NO_MEAL_TYPE']],
  ['3', ['BREAKFAST']],
  ['321', ['BREAKFAST', 'LUNCH']],
  ['322', ['BREAKFAST', 'LUNCH']],
  ['323', ['SOUP']],
  ['324', ['DESSERT']],
  ['41', ['LUNCH', 'DINNER', 'SIDE_DISH']],
  ['412', ['SIDE_DISH']],
  ['414', ['SIDE_DISH']],
  ['416', ['SOUP']],
  ['418', ['LUNCH', 'DINNER']],
  ['42', ['SNACK']],
  ['423', ['BREAKFAST', 'LUNCH', 'SNACK']],
  ['424', ['DRINK']],
  ['43', ['SNACK']],
  ['44', ['NO_MEAL_TYPE']],
  ['51', ['BREAD']],
  ['52', ['BREAD', 'BREAKFAST']],
  ['523', ['BREAKFAST', 'SNACK']],
  ['53', ['DESSERT', 'SNACK']],
  ['535', ['BREAKFAST', 'DESSERT', 'SNACK']],
  ['536', ['BREAKFAST', 'DESSERT', 'SNACK']],
  ['54', ['SNACK']],
  ['55', ['BREAKFAST']],
  ['555', ['SIDE_DISH']],
  ['556', ['SIDE_DISH']],
  ['557', ['SNACK']],
  ['558', ['DESSERT', 'SNACK']],
  ['561', ['LUNCH', 'DINNER', 'SIDE_DISH']],
  ['562', ['SIDE_DISH']],
  ['57', ['BREAKFAST', 'CEREAL']],
  ['58', ['LUNCH', 'DINNER']],
  ['582', ['LUNCH']],
  ['584', ['SOUP']],
  ['59', ['LUNCH', 'DINNER']],
  ['61', ['FRUIT']],
  ['612', ['JUICE']],
  ['62', ['FRUIT', 'SNACK']],
  ['63', ['FRUIT']],
  ['633', ['FRUIT', 'SIDE_DISH']],
  ['634', ['SALAD', 'FRUIT']],
  ['64', ['JUICE']],
  ['67', ['FRUIT']],
  ['7', ['VEGETABLE', 'SIDE_DISH']],
  ['71', ['SIDE_DISH']],
  ['712', ['SNACK']],
  ['716', ['SALAD', 'SIDE_DISH']],
  ['718', ['SOUP']],
  ['723', ['SOUP']],
  ['735', ['SOUP']],
  ['743', ['JUICE']],
  ['744', ['SIDE_DISH']],
  ['746', ['SOUP']],
  ['747', ['LUNCH']],
  ['751', ['SALAD', 'VEGETABLE']],
  ['756', ['SOUP']],
  ['76', ['VEGETABLE']],
  ['77', ['LUNCH', 'DINNER']],
  ['8', ['NO_MEAL_TYPE']],
  ['91', ['NO_MEAL_TYPE']],
  ['915', ['DESSERT']],
  ['916', ['DESSERT']],
  ['917', ['SNACK']],
  ['918', ['SNACK']],
  ['92', ['DRINK']],
  ['93', ['DRINK']],
  ['94', ['DRINK']],
  ['95', ['DRINK']],
];

function categoryMealTypes(code: string): MealType[] {
  let best: MealType[] = [];
  let bestLen = 0;
  for (const [prefix, types] of CATEGORY_MEAL_TYPES) {
    if (code.startsWith(prefix) && prefix.length > bestLen) {
      best = types;
      bestLen = prefix.length;
    }
  }
  return best;
}

const has = (re: RegExp, s: string) => re.test(s);

function mealTypes(code: string, n: string): MealType[] {
  const types = new Set<MealType>(categoryMealTypes(code));
  if (has(/\b(soups?|chowder|bisque|broth|consomme|gazpacho)\b/, n) && !has(/\b(dry|not reconstituted)\b/, n)) {
    types.delete('LUNCH');
    types.delete('DINNER');
    types.delete('NO_MEAL_TYPE');
    types.add('SOUP');
  }
  if (has(/\bsalads?\b/, n)) {
    types.delete('NO_MEAL_TYPE');
    types.add('SALAD');
  }
  if (has(/\bsmoothies?\b/, n)) {
    types.delete('DRINK');
    types.add('SMOOTHIE');
  }
  if (has(/\bjuices?\b/, n) && types.has('DRINK') && !has(/\bdrink\b/, n)) {
    types.delete('DRINK');
    types.add('JUICE');
  }
  if (has(/\b(sandwich|sandwiches|wrap|burger|hamburger|cheeseburger)\b/, n)) {
    types.delete('NO_MEAL_TYPE');
    types.add('LUNCH');
  }
  if (has(/\b(dip|nachos|egg rolls?|spring rolls?|appetizers?)\b/, n)) {
    types.delete('NO_MEAL_TYPE');
    types.add('STARTER');
  }
  if (types.size === 0) types.add('NO_MEAL_TYPE');
  return [...types];
}

function seasons(n: string): Season[] {
  const s = new Set<Season>();
  if (
    has(/\b(soups?|stews?|chowder|chili|casserole|pot pie|hot chocolate|cocoa|eggnog|pumpkin)\b/, n) &&
    !has(/\bgazpacho\b/, n)
  ) {
    s.add('AUTUMN');
    s.add('WINTER');
  }
  if (has(/\bsalads?\b/, n)) {
    s.add('SPRING');
    s.add('SUMMER');
  }
  if (has(/\b(ice cream|ice pops?|popsicles?|sherbet|sorbet|lemonade|iced|smoothies?|coolers?|slush|gazpacho)\b/, n))
    s.add('SUMMER');
  return s.size === 0 ? ['NO_SEASON'] : (['SPRING', 'SUMMER', 'AUTUMN', 'WINTER'] as Season[]).filter((x) => s.has(x));
}

const COOK_WORDS: [CookingMethod, RegExp][] = [
  [
    'BAKED_OR_ROASTED',
    /\b(baked|roasted|roast|casseroles?|pies?|cakes?|cookies?|muffins?|breads?|biscuits?|pizza|lasagna|brownies?|cobbler|rolls?|bagels?|croissants?|pastry|pastries|strudel|quiche|meatloaf|pot pie)\b/,
  ],
  ['BOILED', /\b(boiled|macaroni|spaghetti|noodles?|pasta|dumplings?|grits|oatmeal|porridge)\b/],
  ['BRAISED', /\b(braised|pot roast)\b/],
  ['BROILED_OR_GRILLED', /\b(broiled|grilled|barbecued?|bbq|kabobs?)\b/],
  [
    'FRIED',
    /\b(fried|scrambled|omelets?|omelettes?|fritters?|french fries|home fries|tempura|doughnuts?|chimichanga|egg rolls?|hash browns?|chips)\b/,
  ],
  ['GRIDDLED', /\b(pancakes?|waffles?|french toast|griddle|crepes?|quesadillas?)\b/],
  ['MICROWAVE', /\bmicrowaved?\b/],
  ['OWN_FAT', /\b(own fat|drippings)\b/],
  ['POPPED', /\b(popped|popcorn)\b/],
  ['SIMMERED_POACHED_STEWED', /\b(stew|stews|stewed|simmered|poached|soups?|chowder|chili|curry|gravy|sauce|bisque|goulash)\b/],
  ['STEAMED', /\bsteamed\b/],
  ['STEEPED', /\b(tea|coffee|chicory|brewed)\b/],
  ['TOASTED', /\b(toasted|toast)\b/],
];

function cookingMethods(code: string, n: string): CookingMethod[] {
  const m = new Set<CookingMethod>();
  for (const [method, re] of COOK_WORDS) if (re.test(n)) m.add(method);
  if (m.has('TOASTED') && has(/french toast/, n) && !has(/\btoasted\b/, n)) m.delete('TOASTED');
  if (has(/\b(raw|batter|dough|uncooked)\b/, n)) {
    m.delete('BAKED_OR_ROASTED');
    m.delete('BOILED');
  }
  if (m.has('STEEPED') && !code.startsWith('92')) m.delete('STEEPED');
  if (code.startsWith('562') && has(/\b(cereal|oatmeal|grits|farina|rice|barley|bulgur|couscous|quinoa)\b/, n)) m.add('BOILED');
  return [...m];
}

function storage(code: string, n: string): Storage {
  if (has(/\bfrozen\b(?! \(reconstituted)/, n) || has(/\b(ice cream|ice pops?|popsicles?|sherbet|sorbet)\b/, n)) return 'FROZEN';
  const dryCategory = ['51', '54', '57', '42', '43', '62', '911', '912', '913', '914', '917', '918', '531', '532', '535', '536'];
  const wet = has(/\b(cheesecake|cream|custard|pudding|meringue|whipped)\b/, n);
  if (
    has(/\b(dry|dried|powder|powdered|not reconstituted|crackers?|chips)\b/, n) &&
    !has(/\b(reconstituted with|prepared with|made with)\b/, n)
  )
    return 'DRY_STORAGE';
  if (dryCategory.some((p) => code.startsWith(p)) && !wet) return 'DRY_STORAGE';
  return 'FRIDGE';
}

const CUISINES: [Cuisine, RegExp][] = [
  [
    'MEXICAN',
    /\b(mexican|burritos?|tacos?|enchiladas?|tamales?|quesadillas?|nachos|chimichangas?|fajitas?|tostadas?|chalupas?|salsa|flautas?|taquitos?|guacamole|refried)\b/,
  ],
  [
    'CHINESE',
    /\b(chinese|chow mein|lo mein|egg rolls?|fried rice|sweet and sour|chop suey|wonton|kung pao|moo goo|egg foo young|szechuan|general tso)\b/,
  ],
  [
    'ITALIAN',
    /\b(italian|pizza|lasagna|spaghetti|ravioli|manicotti|parmigiana|parmesan|minestrone|risotto|tortellini|fettuccine|alfredo|calzone|cannoli|tiramisu|biscotti|gnocchi|stromboli)\b/,
  ],
  ['JAPANESE', /\b(japanese|sushi|teriyaki|sukiyaki|tempura|miso soup|yakitori)\b/],
  ['THAI', /\b(thai|pad thai)\b/],
  ['INDIAN', /\b(indian|curry|curried|tandoori|masala|dal|samosa|biryani|puri|poori|chapati|naan|raita)\b/],
  [
    'MEDITERRANEAN',
    /\b(greek|spanish|hummus|falafel|gyros?|tabbouleh|tzatziki|spanakopita|paella|moussaka|baklava|mediterranean)\b/,
  ],
  [
    'FRENCH',
    /\b(french(?! (toast|fries|fried|dressing|bread|style green))|quiche|crepes?|bourguignonne|fondue|ratatouille|croissants?|eclairs?|souffle|vichyssoise)\b/,
  ],
  ['TURKISH', /\b(turkish|kebab|doner)\b/],
];
const OTHER_CUISINE =
  /\b(puerto rican|cuban|korean|vietnamese|filipino|jamaican|hawaiian|german|norwegian|polish|jewish|russian|oriental|lebanese|middle eastern|caribbean|cajun|creole|brazilian|peruvian|salvadoran|dominican)\b/;

function cuisine(n: string): Cuisine | null {
  for (const [c, re] of CUISINES) if (re.test(n)) return c;
  return OTHER_CUISINE.test(n) ? null : 'AMERICAN';
}

const COOK_MINUTES: Record<CookingMethod, number> = {
  BRAISED: 120,
  BAKED_OR_ROASTED: 45,
  SIMMERED_POACHED_STEWED: 40,
  BOILED: 20,
  BROILED_OR_GRILLED: 15,
  FRIED: 15,
  STEAMED: 15,
  GRIDDLED: 10,
  OWN_FAT: 15,
  MICROWAVE: 5,
  POPPED: 5,
  STEEPED: 5,
  TOASTED: 5,
  OTHER: 15,
};

const expertiseOf = (ingredients: number): DerivedRecipe['expertiseLevel'] =>
  ingredients <= 3 ? 'BEGINNER' : ingredients <= 7 ? 'INTERMEDIATE' : 'ADVANCED';

function servings(code: string, n: string, types: readonly MealType[]): number {
  if (has(/\bbaby food\b|infant formula/, n) || types.some((t) => t === 'DRINK' || t === 'JUICE' || t === 'SMOOTHIE')) return 1;
  if (has(/\bfrozen meal\b/, n)) return 1;
  if (code.startsWith('531') || code.startsWith('533')) return 8;
  if (code.startsWith('532')) return 12;
  if (types.includes('BREAD') || types.includes('NO_MEAL_TYPE')) return 8;
  if (types.some((t) => t === 'SOUP' || t === 'LUNCH' || t === 'DINNER' || t === 'SIDE_DISH' || t === 'SALAD')) return 4;
  return 2;
}

/** SR28 NDB numbers of pantry staples outside SR groups 02 and 04: butter, water, leavening agents, table sugars. */
const PANTRY_NDB = new Set([
  '01001', // butter, salted
  '01002', // butter, whipped, with salt
  '01145', // butter, without salt
  '14411', // water, tap, drinking
  '14429', // water, tap, municipal
  '14555', // water, bottled, generic
  '18369', // baking powder ...
  '18370',
  '18371',
  '18372', // baking soda
  '18373', // cream of tartar
  '18374', // yeast, compressed
  '18375', // yeast, active dry
  '19334', // sugars, brown
  '19335', // sugars, granulated
  '19336', // sugars, powdered
]);

/**
 * What a cook has in the cupboard and does not count as a recipe's ingredients: the SR groups Spices and Herbs (NDB
 * 02xxx: salt, pepper, dried herbs) and Fats and Oils (04xxx), and `PANTRY_NDB`.
 */
export const isPantryStaple = (ndb: string): boolean => ndb.startsWith('02') || ndb.startsWith('04') || PANTRY_NDB.has(ndb);

export function deriveRecipe(source: RecipeSource): DerivedRecipe {
  const n = source.name.toLowerCase() + (source.additional.length ? ` ${source.additional.join(' ').toLowerCase()}` : '');
  const name = source.name.toLowerCase();
  const types = mealTypes(source.code, name);
  const methods = cookingMethods(source.code, name);
  const count = source.ingredients.length;
  const servingCount = servings(source.code, name, types);
  const yieldFactor = source.yieldFactor > 0 ? source.yieldFactor : 1;
  const batch = source.ingredients.reduce((sum, i) => sum + i[1], 0) * yieldFactor;
  return {
    mealTypes: types,
    seasons: seasons(name),
    cookingMethods: methods,
    storage: storage(source.code, name),
    cuisine: cuisine(n),
    expertiseLevel: expertiseOf(source.ingredients.filter(([ndb]) => !isPantryStaple(ndb)).length),
    preparationTime: Math.min(30, 5 + 2 * count),
    cookingTime: methods.reduce((max, m) => Math.max(max, COOK_MINUTES[m]), 0),
    servings: servingCount,
    scale: batch > 0 ? (servingCount * source.portionGrams) / batch : 1,
    yieldFactor,
  };
}
