/**
 * The words of the food-fact rule set (src/domain/foodFactRules.ts): which words of a food's or a dish's name
 * say what it holds, the exceptions a dietitian makes, and the words that deny a fact. Names are read in lower
 * case, in USDA's style too ("Milk, soy", "Sauce, homemade, white", "Frankfurter, beef").
 */
import type { Allergen } from './catalogueEnums';
import type { AnimalOrigin, GlutenCereal } from './foodFacts';

export type Fact = AnimalOrigin | GlutenCereal | Allergen;

export interface NameRule {
  /** Words of the name that carry the facts. */
  readonly words: RegExp;
  readonly facts: readonly Fact[];
  /** Phrases that are exceptions: blanked before the words are looked for (the rule still holds elsewhere in the name). */
  readonly unless?: RegExp;
  /** Why the words carry the facts, when the name alone does not make it obvious. */
  readonly why?: string;
  /**
   * A dish word whose flesh is whatever the name says (meat, chili, gravy, stock): its MEAT gives way to a
   * poultry or fish word of the same name, and it makes no meat analogue when denied.
   */
  readonly dish?: true;
}

const words = (alternatives: string) => new RegExp(`\\b(${alternatives})\\b`);
const FLESH: readonly Fact[] = ['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH', 'CRUSTACEAN', 'MOLLUSC', 'GELATINE'];
const PLANT_MILKS =
  'coconut (milk|cream)|soy ?milk|soya milk|almond milk|rice milk|oat milk|cashew milk|hemp milk|soy beverage|rice beverage|milk, (soy|rice|almond|oat|coconut)';
const NUT_BUTTERS = '(peanut|almond|cashew|sesame|apple|fruit|cocoa|nut|seed|soy|sunflower|shea|pumpkin|hazelnut) butters?';

export const NAME_RULES: readonly NameRule[] = [
  // Meat and pork.
  {
    words: words(
      'beef|veal|lamb|mutton|goat|venison|bison|buffalo|elk|moose|rabbit|caribou|deer|horse|whales?|seals?|walrus|bear|beaver|opossum|squirrel|muskrat|raccoon|muktuk|blubber|oogruk|steaks?|hamburgers?|cheeseburgers?|burgers?|whoppers?|big mac|quarter pounder|meatballs?|meatloaf|brisket|sirloin|oxtail|tripe|tongue|jerky|pastrami|corned|carne|picadillo|barbacoa|gyros?|liver|livers|giblets|tallow|suet|stroganoff|bolognese|sloppy joes?',
    ),
    facts: ['MEAT'],
    unless:
      /\b(beef(steak)? tomato(es)?|cod liver|steak sauce|sauce, steak|butter ?burger|(vege|vegetable|veggie|bean|soy|black bean|garden|tofu|fish|salmon|tuna|crab|shrimp|chicken|turkey)[- ]?(burgers?|patt(y|ies)))\b/,
  },
  {
    words: words('meat|meats|meaty'),
    facts: ['MEAT'],
    unless: /\b(coconut meat|grated meat|nut meats?|crab ?meat|mincemeat|(light|dark|white) meat|meat (only|and skin))\b/,
    dish: true,
  },
  {
    words: words(
      'pork|ham|hams|bacon|lard|prosciutto|pancetta|pepperoni|salami|chorizo|kielbasa|bratwurst|knockwurst|liverwurst|braunschweiger|scrapple|chitterlings|carnitas|spareribs|cracklings|pork rinds?|pigs?|boar|head cheese|canadian bacon',
    ),
    facts: ['MEAT', 'PORK'],
    unless:
      /\b(turkey (ham|bacon)|beef bacon|chicken ham|(turkey|chicken|beef) (salami|pepperoni|kielbasa|bratwurst|chorizo)|(bratwurst|kielbasa|chorizo|salami|pepperoni)(, [a-z ]+?)?,? (chicken|turkey|beef|veal)\b(?!,? (and|with) pork))\b/,
  },
  {
    words: words(
      'sausages?|frankfurters?|franks|hot ?dogs?|wieners?|bologna|luncheon meats?|cold cuts|corn dogs?|pigs in (a )?blankets?',
    ),
    facts: ['MEAT', 'PORK'],
    unless:
      /\b(all[- ]beef|beef,?( cured,)? (sausage|frankfurter|hot dog|bologna)s?|(turkey|chicken|poultry)( [a-z]+)? (sausage|frankfurter|hot dog|frank|bologna)s?|(frankfurters?|sausages?|hot dogs?|bologna|franks|wieners?),? (beef|turkey|chicken|poultry)\b(?! and pork))\b/,
    why: 'usually made with pork unless named beef or poultry',
  },
  { words: words('all[- ]beef|beef (sausage|frankfurter|hot dog|bologna)s?'), facts: ['MEAT'] },
  {
    words: /\bchili\b/,
    facts: ['MEAT'],
    unless:
      /\bseasoning mix, dry, chili\b|\bbeans, chili\b|\bchili beans\b|\bchili con queso\b|\bchili (powder|peppers?|sauce|seasoning|paste|oil|flakes)\b|\b(peppers?|sauce),? (hot,? )?chili\b|\bchili,? peppers?\b|\bhot chili\b|\bsweet chili\b/,
    why: 'chili (con carne) is made with beef',
    dish: true,
  },
  {
    words: words('gravy|gravies'),
    facts: ['MEAT', 'WHEAT'],
    unless: /\b(mushroom|vegetarian|vegan) gravy\b|\bgravy,? mushroom\b/,
    why: 'gravy is made from meat juices or stock and thickened with wheat flour',
    dish: true,
  },
  {
    words: words('broth|bouillon|stock|consomme|stew'),
    facts: ['MEAT'],
    unless:
      /\b(vegetable|vegetarian|vegan|mushroom|fish|seafood|clam|shrimp|dashi|miso) (broth|bouillon|stock|consomme|stew)\b|\b(broth|bouillon|stock),? (vegetable|fish|clam)\b|\bstewed\b|\bvegetable stew\b|\bstew type\b/,
    why: 'stock and broth are made from meat bones unless named otherwise',
    dish: true,
  },
  {
    words: /\bramen noodle, any flavor\b|\binstant ramen\b/,
    facts: ['MEAT'],
    why: 'instant ramen seasoning holds meat, poultry or fish extract',
    dish: true,
  },
  // Poultry.
  {
    words: words(
      'chicken|chickens|mcchicken|mcnuggets|turkey|turkeys|duck|ducks|goose|geese|quail|pheasant|squab|ostrich|emu|poultry|broilers?|fryers?|capon|cornish game hens?|hens?|foie gras',
    ),
    facts: ['POULTRY'],
    unless: /\bchicken of the woods\b|\bhen of the woods\b/,
  },
  // Fish and shellfish.
  {
    words: words(
      'fish|fishes|salmon|tuna|cod|codfish|anchov(y|ies)|sardines?|herring|mackerel|trout|tilapia|haddock|halibut|pollock|pollack|catfish|flounder|sole|bass|carp|perch|pike|snapper|swordfish|roe|caviar|whitefish|eel|surimi|smelt|sturgeon|shad|mullet|grouper|whiting|bluefish|butterfish|croaker|mahimahi|pompano|rockfish|sablefish|turbot|monkfish|lox|kippers?|gefilte|bonito|dashi|seafood|fish sauce|nuoc mam',
    ),
    facts: ['FISH'],
    unless: /\bswedish fish\b|\bgoldfish crackers?\b|\bfish[- ]shaped\b/,
  },
  { words: words('worcestershire|caesar'), facts: ['FISH'], why: 'Worcestershire sauce and Caesar dressing hold anchovy' },
  {
    words: words('shrimps?|prawns?|crabs?|crabmeat|lobsters?|crayfish|crawfish|krill|langoustines?|scampi|crustaceans?'),
    facts: ['SHELLFISH', 'CRUSTACEAN'],
  },
  {
    words: words(
      'clams?|oysters?|mussels?|scallops?|squid|octopus|calamari|cuttlefish|snails?|escargots?|whelks?|abalone|conch|mollusks?|molluscs?',
    ),
    facts: ['SHELLFISH', 'MOLLUSC'],
    // Oyster mushrooms, the oyster blade (a beef cut) and an emu's or ostrich's "oyster", oyster crackers, vegetable
    // oyster (salsify) and scallop (pattypan) squash hold no mollusc.
    unless:
      /\b(mushrooms?,? oyster|oyster mushrooms?|oyster blade|(emu|ostrich),? oyster|oyster crackers?|(includes|with) oyster, soda|vegetable oyster|oyster plant|squash,? summer,? scallop|scallop squash)\b/,
  },
  {
    words: words('seafood|cioppino|bouillabaisse'),
    facts: ['SHELLFISH', 'CRUSTACEAN', 'MOLLUSC'],
    why: 'usually holds shellfish',
  },
  // Dairy.
  {
    words: words(
      'milk|milks|milky|cheese|cheeses|cheesy|butter|buttered|buttery|cream|creams|creamed|creamer|whitener|yogurt|yogurts|yoghurt|whey|casein|caseinate|kefir|ghee|buttermilk|curds?|ricotta|mozzarella|parmesan|cheddar|provolone|feta|brie|gouda|paneer|queso|lactose|milkfat|dairy|ice cream|frozen yogurt|sherbet|gelato|latte|cappuccino|milkshakes?|shakes?|klondike',
    ),
    facts: ['DAIRY'],
    unless: new RegExp(
      `\\b(${PLANT_MILKS}|${NUT_BUTTERS}|milkfish|milk ?thistle|cream of tartar|cream of wheat|cream of rice|(wheat|rice|rye), cream of|cream soda|cream[- ]style|butterbur|butterhead|butternut|buttercup|butter beans?|butterfish|(soy)?bean curds?|cheeseless|dairy[- ]free|non[- ]?dairy|imitation cheese|vegan cheese|soy cheese|(tofu|soy|soya|coconut|almond|oat|cashew)[- ]yogh?urts?)\\b`,
    ),
  },
  {
    words: words(
      'custards?|puddings?|eggnog|mocha|alfredo|au gratin|scalloped|white sauce|sauce, homemade, white|bechamel|tzatziki|raita|fudge|caramels?|toffee|butterscotch|nougat|chocolate|chocolates|truffles?|pesto|caesar|quesadillas?|nachos|lasagna|pizzas?|fondue|rarebit|souffle|cheesecake|tiramisu|cannoli|eclairs?|cream puffs?|french toast',
    ),
    facts: ['DAIRY'],
    unless:
      /\b(cocoa powder|cocoa, dry powder|baking chocolate, unsweetened|chocolate, unsweetened|chocolate syrup|syrups?, chocolate, hershey|cheeseless|dairy[- ]free|non[- ]?dairy)\b/,
    why: 'made with milk, butter or cheese',
  },
  {
    words: /\bcreamy\b/,
    facts: ['DAIRY'],
    unless: /\b(peanut|nut|almond|cashew|seed|sunflower|soy|hazelnut) butter\b[^]*|\bhummus\b[^]*/,
    why: 'a creamy dish or dressing is made with cream, unless it is a nut butter or hummus',
  },
  {
    words:
      /\b(cream of (mushroom|chicken|celery|potato|asparagus|onion|shrimp|broccoli|vegetable|tomato)|condensed cream|cream soups?)\b/,
    facts: ['DAIRY', 'WHEAT'],
    why: 'cream soups are made with milk and thickened with wheat flour',
  },
  // Egg.
  {
    words: words('eggs?|egg whites?|egg yolks?|egg substitute|egg replacer|noodles, egg|egg noodles?'),
    facts: ['EGG'],
    unless: /\b(eggplant|egg[- ]free|eggless|no[- ]egg)\b/,
  },
  {
    words: words(
      'mayonnaise|mayo|meringues?|eggnog|custards?|quiches?|omelets?|omelettes?|souffle|frittata|flan|french toast|hollandaise|bearnaise|aioli|tartar sauce|macaroons?|egg rolls?|caesar|carbonara|challah|brioche|popovers?|cream puffs?|eclairs?|crepes?|waffles?|pancakes?|tiramisu|zabaglione',
    ),
    facts: ['EGG'],
    unless:
      /\b(vegan mayo(nnaise)?|mayonnaise, made with tofu|imitation mayonnaise|mayonnaise, imitation|salad dressing, mayonnaise, imitation)\b/,
    why: 'made with egg',
  },
  // Honey and gelatine.
  { words: words('honey|honeyed|baklava|nougat'), facts: ['HONEY'], unless: /\bhoneydew\b|\bhoney ?locust\b/ },
  // Graham crackers are sweetened with honey (a vegan reader struck them, 2026-11-30).
  { words: words('graham'), facts: ['HONEY'], why: 'graham crackers are sweetened with honey' },
  {
    words: words('gelatin|gelatine|gelatins|marshmallows?|gummy|gummi|gumdrops|jell-o|jello|aspic|panna cotta'),
    facts: ['GELATINE'],
    unless: /\bgumdrops, starch jelly|\bstarch jelly pieces|\bagar\b|\bpectin\b|\b(vegan|kosher fish) gelatin/,
    why: 'gelatine is made from animal skin and bones, most of it pork',
  },
  // Cereals containing gluten.
  {
    words: words(
      'wheat|wheaten|flour|breads?|breaded|breading|breadcrumbs?|crumbs|crumb|croutons?|buns?|rolls?|bagels?|biscuits?|croissants?|muffins?|pancakes?|waffles?|crepes?|tortillas?|pasta|spaghetti|macaroni|noodles?|lasagna|ravioli|tortellini|manicotti|fettuccine|fettuccini|linguine|penne|rigatoni|ziti|orzo|vermicelli|gnocchi|spaetzle|couscous|bulgur|bulghur|semolina|durum|farina|seitan|triticale|crackers?|cookies?|cakes?|cupcakes?|pies?|piecrust|pie crust|pastry|pastries|pretzels?|doughnuts?|donuts?|dumplings?|stuffing|dressing, bread|wafers?|cones?|batter|battered|tempura|pizzas?|sandwich|sandwiches|subs?|hoagies?|calzones?|strudel|brownies?|cobbler|roux|white sauce|sauce, homemade, white|bechamel|soy sauce|shoyu|teriyaki|hoisin|graham|matzo|matzoh|matzah|pita|naan|chapati|roti|challah|brioche|scones?|popovers?|zwieback|rusks?|panko|burritos?|wraps?|egg rolls?|wontons?|potstickers?|pot pies?|turnovers?|danish|eclairs?|cream puffs?|cannoli|baklava|french toast|stroganoff|parmigiana|chow mein|lo mein|ramen|udon|cream of wheat|wheaties',
    ),
    facts: ['WHEAT'],
    unless:
      /\b(gluten[- ]free|wheat[- ]free|buckwheat|rice (flour|noodles?|vermicelli|paper|crackers?|cakes?|bread)|pie fillings?|(corn|potato|soy|soya|chickpea|garbanzo|almond|coconut|tapioca|arrowroot|carob|peanut|rice|masa|cassava|sorghum|millet|teff|quinoa|lupin|bean|pea|lentil) flour|corn ?bread|corn tortillas?|tortillas?, (ready-to-bake or -fry, )?corn|tortilla (espanola|de)|tortilla chips|cellophane noodles|noodles, chinese, cellophane|bean threads?|mung bean noodles|shirataki|rice cakes?|crackers?, rice|tamari|soy sauce(?= made from (soy \(tamari|hydrolyzed))|egg rolls?, (rice|vietnamese)|fruit rolls?|fruit leather|rice pasta|corn pasta|vermicelli, made from soy\w*|breadfruit|tortilla, corn|seasoning mix, dry, chili|(cabbage|chicken|turkey|meat) rolls?)\b/,
  },
  {
    words: words(
      'salisbury steaks?|meatloaf|meatballs?|croquettes?|fish sticks?|fish fingers?|nuggets?|crab cakes?|fish cakes?|schnitzel|kibbeh',
    ),
    facts: ['WHEAT'],
    why: 'bound or coated with breadcrumbs',
  },
  {
    words: words("barley|malt|malted|maltose syrup|beer|beers|ale|lager|stout|brewer'?s yeast|malt vinegar"),
    facts: ['BARLEY'],
    unless:
      /\bmaltodextrin\b|\bmaltitol\b|\bmalt-free\b|\bgluten[- ]free (beer|ale)\b|\bginger ale\b|\broot beer\b|\bbirch beer\b/,
  },
  { words: words('rice krispies|corn flakes|cocoa krispies'), facts: ['BARLEY'], why: 'flavoured with barley malt' },
  { words: words('rye|pumpernickel|triticale'), facts: ['RYE'] },
  { words: words('spelt|kamut|khorasan|farro|emmer|einkorn'), facts: ['SPELT'], why: 'spelt, kamut, farro and emmer are wheats' },
  {
    words: words('oats?|oatmeal|oat bran|oatcakes?|granola|muesli|cheerios|porridge oats|flapjacks?'),
    facts: ['OATS'],
    unless: /\b(gluten[- ]free|certified) oats?\b/,
    why: 'oats count unless certified gluten-free',
  },
  // The other allergens of Annex II.
  { words: words('celery|celeriac|celery seed|celery salt|mirepoix'), facts: ['CELERY'] },
  { words: words('lupins?|lupines?|lupini'), facts: ['LUPIN'] },
  { words: words('mustard|mustards|dijon'), facts: ['MUSTARD'] },
  {
    words: words(
      'almonds?|hazelnuts?|filberts?|walnuts?|cashews?|pecans?|pistachios?|macadamias?|brazil ?nuts?|brazilnuts|queensland nuts?|praline|pralines|marzipan|frangipane|nutella|amaretti|nuts|nut|mixed nuts|baklava|gianduja',
    ),
    facts: ['NUTS'],
    unless:
      /\b(nutmeg|coconuts?|doughnuts?|butternut|chestnuts?|water ?chestnuts?|peanuts?|pine ?nuts?|pignolia|nut[- ]free|tiger ?nuts?|ground ?nuts?|groundnuts?|nutritional yeast|nutrition|kola nuts?|cola nuts?|betel nuts?)\b/,
  },
  { words: words("peanuts?|peanut butter|groundnuts?|satay|reese'?s|snickers|goobers?"), facts: ['PEANUT'] },
  { words: words('sesame|tahini|tahina|hummus|houmous|halva|halvah|benne|gomashio|furikake'), facts: ['SESAME'] },
  {
    words: words(
      'soy|soya|soybeans?|soymilk|tofu|miso|tempeh|edamame|natto|teriyaki|shoyu|tamari|textured vegetable protein|tvp|yuba',
    ),
    facts: ['SOY'],
    unless: /^(oil|oils|shortening|margarine|margarine-like|vegetable oil)\b.*$|\bsoybean oil\b/,
    why: 'fully refined soybean oil and fat are exempt (EU 1169/2011 Annex II item 6)',
  },
  {
    words: words('wines?|sulfured|sulphured|sulfites?|sulphites?|sangria|sherry|port wine|vermouth|champagne'),
    facts: ['SULPHITE'],
    unless: /\b(unsulfured|wine-free)\b/,
  },
];

/** Words that take back facts a name would otherwise carry (read on the whole name). */
export const DENIALS: readonly { words: RegExp; take: readonly Fact[] }[] = [
  {
    words:
      /\b(meatless|vegetarian|veggie|meat[- ]free|(no|without) meat|meat substitutes?|meat analogs?|imitation (meat|bacon|chicken|beef|sausage))\b/,
    take: FLESH,
  },
  { words: /\b(loma linda|worthington|morningstar farms|gardenburger|boca|quorn|tofurky)\b/, take: FLESH },
  { words: new RegExp(`\\b(${PLANT_MILKS})\\b|\\btofu\\b.*\\bdessert\\b`), take: ['DAIRY'] },
  { words: /\bvegan\b/, take: [...FLESH, 'DAIRY', 'EGG', 'HONEY'] },
  { words: /\b(non[- ]?dairy|dairy[- ]free|milk[- ]free)\b/, take: ['DAIRY'] },
  { words: /\b(egg[- ]free|eggless|(no|without) eggs?)\b/, take: ['EGG'] },
  { words: /\b(no|without) (cheese|milk|dairy)\b/, take: ['DAIRY'] },
  { words: /\bgluten[- ]free\b/, take: ['WHEAT', 'BARLEY', 'RYE', 'SPELT', 'OATS'] },
];

/**
 * "without meat", "no crust", "not cream or meringue", "non-mayonnaise", "(formerly ice milk)": phrases that deny a
 * food or name another one; blanked before the rules read the name ("gluten-free" and the like are kept for DENIALS).
 */
export const NEGATED =
  /\b(without|w\/o|no|not|minus|free of|excluding)\s+(added\s+)?[a-z'-]+(\s*(,|or|and|nor)\s*[a-z'-]+)*|\bnon-[a-z]+|\b[a-z]+-free\b|\(formerly [^)]*\)/g;

/** Words that name another food than the one described ("Rolls, hamburger" are buns; "Syrups, pancake" holds no batter). */
export const OTHER_FOOD: readonly RegExp[] = [
  /\bhamburger(?= (rolls?|buns?))|(?<=(rolls?|buns?|relish),? )hamburger\b/g,
  /\bsyrups?, table blends, pancake\b|\bpancake syrups?\b/g,
  /\bburger king\b/g,
  /\bsteak(?= (fries|cut))/g,
  /^nuts, (?=coconut|chestnuts?|ginkgo|pine nuts|pinyon)/g,
  /(?<=topping from [a-z ]*)\bpizza\b/g,
  /\bspaghetti(?= sauce)/g,
  /\bsandwich(?= loaf)/g,
];
