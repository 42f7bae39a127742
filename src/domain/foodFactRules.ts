/**
 * The one rule set that says what a food holds, from what a dietitian reads: its name, its USDA SR food
 * group and its LanguaL "food source" descriptors. Used for ingredients (seed, import, editor suggestion)
 * and for dish names (a recipe called "Bacon and egg sandwich" holds pork, egg and wheat whatever its lines
 * say), by the seed, every recipe save and recomputation, and by the recommender as a second check.
 *
 * Conservative by design: where a common product usually holds a thing its name does not say (canned chili
 * holds beef; gravy and condensed cream soups are thickened with wheat flour and made with stock or milk;
 * Worcestershire sauce holds anchovy; milk chocolate, fudge and caramel hold milk; marshmallows hold
 * gelatine; ready-to-eat cereals are flavoured with barley malt), the fact counts. The exceptions a
 * dietitian makes are written out (peanut butter, coconut milk, cocoa butter, egg-free mayonnaise, rice
 * noodles, eggplant, cream of tartar, ...), and a name that says meatless, vegetarian, vegan, non-dairy,
 * egg-free or gluten-free takes back the name facts it denies.
 */
import type { Allergen } from './catalogueEnums';
import { factsFromReasons, type AnimalOrigin, type FactReason, type FoodFacts, type GlutenCereal } from './foodFacts';

type Fact = AnimalOrigin | GlutenCereal | Allergen;

interface NameRule {
  /** Words of the name (lower case) that carry the facts. */
  readonly words: RegExp;
  readonly facts: readonly Fact[];
  /** Names that match this are exceptions to the rule. */
  readonly unless?: RegExp;
  /** Why the words carry the facts, when the name alone does not make it obvious. */
  readonly why?: string;
}

const words = (alternatives: string) => new RegExp(`\\b(${alternatives})\\b`);

/** Words whose facts hold however the food is made. Order does not matter: every rule is applied. */
const NAME_RULES: readonly NameRule[] = [
  // Meat and pork.
  {
    words: words(
      'beef|veal|lamb|mutton|goat|venison|bison|buffalo|elk|moose|rabbit|caribou|deer|horse|whales?|seals?|walrus|bear|beaver|opossum|squirrel|muskrat|raccoon|muktuk|blubber|oogruk|steaks?|hamburgers?|cheeseburgers?|burgers?|whoppers?|big mac|quarter pounder|meatballs?|meatloaf|brisket|sirloin|oxtail|tripe|tongue|jerky|pastrami|corned|carne|picadillo|barbacoa|gyros?|liver|livers|giblets|tallow|suet|stroganoff|bolognese|sloppy joes?',
    ),
    facts: ['MEAT'],
    unless:
      /\b(beef(steak)? tomato(es)?|cod liver|grated meat|steak sauce|sauce, steak|butter ?burger|coconut meat|nut meats?|crab ?meat|meat(s)? of (nuts?|coconut)|mincemeat|(vege|vegetable|veggie|bean|soy|black bean|garden|tofu|fish|salmon|tuna|crab|shrimp|chicken|turkey)[- ]?(burgers?|patt(y|ies)))\b/,
  },
  {
    words: words('meat|meats|meaty'),
    facts: ['MEAT'],
    unless: /\b(coconut meat|grated meat|nut meats?|crab ?meat|mincemeat|(light|dark|white) meat|meat (only|and skin))\b/,
    why: 'meat of a mammal unless the name says poultry or fish',
  },
  {
    words: words(
      'pork|ham|hams|bacon|lard|prosciutto|pancetta|pepperoni|salami|chorizo|kielbasa|bratwurst|knockwurst|liverwurst|braunschweiger|scrapple|chitterlings|carnitas|spareribs|cracklings|pork rinds?|pigs?|boar|head cheese|canadian bacon',
    ),
    facts: ['MEAT', 'PORK'],
    unless: /\b(hamburgers?|graham|turkey (ham|bacon)|beef bacon|chicken ham)\b/,
  },
  {
    words: words(
      'sausages?|frankfurters?|franks|hot ?dogs?|wieners?|bologna|luncheon meats?|cold cuts|vienna sausages?|corn dogs?|pigs in (a )?blankets?',
    ),
    facts: ['MEAT', 'PORK'],
    unless:
      /\b(all[- ]beef|beef (sausage|frankfurter|hot dog|bologna)s?|(turkey|chicken|poultry) (sausage|frankfurter|hot dog|frank|bologna)s?|(frankfurters?|sausages?|hot dogs?|bologna|franks|wieners?),? (beef|turkey|chicken|poultry)\b(?! and pork))\b/,
    why: 'usually made with pork unless named beef or poultry',
  },
  { words: words('all[- ]beef|beef (sausage|frankfurter|hot dog|bologna)s?'), facts: ['MEAT'] },
  {
    words: /\bchili\b/,
    facts: ['MEAT'],
    unless:
      /\bseasoning mix, dry, chili\b|\bbeans, chili\b|\bchili beans\b|\bchili (powder|peppers?|sauce|seasoning|paste|oil|flakes)\b|\b(peppers?|sauce),? (hot,? )?chili\b|\bchili,? peppers?\b|\bhot chili\b|\bsweet chili\b/,
    why: 'chili (con carne) is made with beef',
  },
  {
    words: words('gravy|gravies'),
    facts: ['MEAT', 'WHEAT'],
    unless: /\b(mushroom|vegetarian|vegan) gravy\b|\bgravy,? mushroom\b/,
    why: 'gravy is made from meat juices or stock and thickened with wheat flour',
  },
  {
    words: words('broth|bouillon|stock|consomme|stew'),
    facts: ['MEAT'],
    unless:
      /\b(vegetable|vegetarian|vegan|mushroom|fish|seafood|clam|shrimp|chicken|turkey|dashi|miso) (broth|bouillon|stock|consomme|stew)\b|\b(broth|bouillon|stock),? (vegetable|chicken|turkey|fish|clam)\b|\bstewed\b|\bvegetable stew\b|\bstock,? fish\b/,
    why: 'stock and broth are made from meat bones unless named otherwise',
  },
  // Poultry.
  {
    words: words(
      'chicken|chickens|mcchicken|mcnuggets|turkey|turkeys|duck|ducks|goose|geese|quail|pheasant|squab|ostrich|emu|poultry|broilers?|fryers?|capon|cornish game hens?|hens?|foie gras',
    ),
    facts: ['POULTRY'],
    unless: /\bchicken of the woods\b|\bhen of the woods\b|\bchickpeas?\b/,
  },
  // Fish and shellfish.
  {
    words: words(
      'fish|fishes|salmon|tuna|cod|codfish|anchov(y|ies)|sardines?|herring|mackerel|trout|tilapia|haddock|halibut|pollock|pollack|catfish|flounder|sole|bass|carp|perch|pike|snapper|swordfish|roe|caviar|whitefish|eel|surimi|smelt|sturgeon|shad|mullet|grouper|whiting|bluefish|butterfish|croaker|mahimahi|pompano|rockfish|sablefish|turbot|monkfish|lox|kippers?|gefilte|bonito|dashi|worcestershire|caesar|nuoc mam|fish sauce|seafood',
    ),
    facts: ['FISH'],
    unless: /\b(catfish|fish)-free\b|\bswedish fish\b|\bgoldfish crackers?\b/,
    why: 'Worcestershire sauce and Caesar dressing hold anchovy',
  },
  {
    words: words('shrimps?|prawns?|crabs?|crabmeat|lobsters?|crayfish|crawfish|krill|langoustines?|scampi|crustaceans?'),
    facts: ['SHELLFISH', 'CRUSTACEAN'],
  },
  {
    words: words(
      'clams?|oysters?|mussels?|scallops?|squid|octopus|calamari|cuttlefish|snails?|escargots?|whelks?|abalone|conch|mollusks?|molluscs?|oyster sauce',
    ),
    facts: ['SHELLFISH', 'MOLLUSC'],
  },
  {
    words: words('seafood|paella|cioppino|bouillabaisse|gumbo'),
    facts: ['SHELLFISH', 'CRUSTACEAN', 'MOLLUSC'],
    why: 'usually holds shellfish',
  },
  // Dairy.
  {
    words: words(
      'milk|milks|milky|cheese|cheeses|cheesy|butter|buttered|buttery|cream|creams|creamed|creamer|whitener|yogurt|yogurts|yoghurt|whey|casein|caseinate|kefir|ghee|buttermilk|curds?|ricotta|mozzarella|parmesan|cheddar|provolone|feta|brie|gouda|paneer|queso|lactose|custard|custards|puddings?|eggnog|milkfat|dairy|sherbet|gelato|french toast|sauce, homemade, white|sauce, white|latte|cappuccino|mocha|alfredo|au gratin|scalloped|white sauce|bechamel|tzatziki|raita|fudge|caramels?|toffee|butterscotch|nougat|chocolate|chocolates|truffles?|pesto|caesar|quesadillas?|nachos|lasagna|pizzas?|fondue|rarebit|souffle|cheesecake|tiramisu|cannoli|eclairs?|cream puffs?|milkshakes?|shakes?|malted milk|ice cream|frozen yogurt|klondike',
    ),
    facts: ['DAIRY'],
    unless:
      /\b(coconut (milk|cream)|soy ?milk|soya milk|almond milk|rice milk|oat milk|cashew milk|hemp milk|soy beverage|rice beverage|milkfish|milk ?thistle|cream of tartar|cream of wheat|cream of rice|cream soda|cream[- ]style|(peanut|almond|cashew|sesame|apple|fruit|cocoa|nut|seed|soy|sunflower|shea|pumpkin|hazelnut) butters?|butterbur|butterhead|butternut|buttercup|butter beans?|butterfish|bean curds?|cocoa powder|cocoa, dry powder|baking chocolate, unsweetened|chocolate, unsweetened|chocolate syrup|syrups?, chocolate, hershey|cheeseless|dairy[- ]free|non[- ]?dairy|imitation cheese|vegan cheese|soy cheese)\b/,
    why: 'milk chocolate, fudge, caramel, custard, pudding, pizza and lasagna are made with milk or cheese',
  },
  {
    words: /\bcreamy\b/,
    facts: ['DAIRY'],
    unless: /\b(peanut|nut|almond|cashew|seed|sunflower|soy|hazelnut) butter\b[^]*|\bhummus\b[^]*/,
    why: 'a creamy dish or dressing is usually made with cream, unless it is a nut butter or hummus',
  },
  {
    words:
      /\b(cream of (mushroom|chicken|celery|potato|asparagus|onion|shrimp|broccoli|vegetable|tomato)|condensed cream|cream soups?)\b/,
    facts: ['DAIRY', 'WHEAT'],
    why: 'cream soups are made with milk and thickened with wheat flour',
  },
  // Egg.
  {
    words: words(
      'eggs?|egg whites?|egg yolks?|mayonnaise|mayo|meringues?|eggnog|custard|custards|quiche|quiches|omelets?|omelettes?|souffle|frittata|flan|french toast|hollandaise|bearnaise|aioli|tartar sauce|macaroons?|egg noodles?|noodles, egg|egg rolls?|caesar|carbonara|challah|brioche|popovers?|cream puffs?|eclairs?|crepes?|waffles?|pancakes?|tiramisu|zabaglione',
    ),
    facts: ['EGG'],
    unless:
      /\b(eggplant|egg[- ]free|eggless|no[- ]egg|vegan mayo(nnaise)?|mayonnaise, made with tofu|imitation mayonnaise|mayonnaise, imitation)\b/,
    why: 'mayonnaise, custard, quiche, French toast, crepes, pancakes and waffles are made with egg',
  },
  { words: words('egg substitute|egg replacer'), facts: ['EGG'], why: 'egg substitutes are mostly egg white' },
  // Honey and gelatine.
  { words: words('honey|honeyed|baklava|nougat'), facts: ['HONEY'], unless: /\bhoneydew\b|\bhoney ?locust\b/ },
  {
    words: words('gelatin|gelatine|gelatins|marshmallows?|gummy|gummi|gumdrops|jell-o|jello|aspic|panna cotta'),
    facts: ['GELATINE'],
    unless: /\bgumdrops, starch jelly|\bstarch jelly pieces|\bagar\b|\bpectin\b|\b(vegan|kosher fish) gelatin/,
    why: 'gelatine is made from animal skin and bones, most of it pork',
  },
  // Cereals containing gluten.
  {
    words: words(
      'wheat|wheaten|flour|breads?|breaded|breading|breadcrumbs?|crumbs|crumb|croutons?|buns?|rolls?|bagels?|biscuits?|croissants?|muffins?|pancakes?|waffles?|crepes?|tortillas?|pasta|spaghetti|macaroni|noodles?|lasagna|ravioli|tortellini|manicotti|fettuccine|fettuccini|linguine|penne|rigatoni|ziti|orzo|vermicelli|gnocchi|spaetzle|couscous|bulgur|bulghur|semolina|durum|farina|seitan|crackers?|cookies?|cakes?|cupcakes?|pies?|piecrust|pie crust|pastry|pastries|pretzels?|doughnuts?|donuts?|dumplings?|stuffing|dressing, bread|wafers?|batter|battered|tempura|pizzas?|sandwich|sandwiches|subs?|hoagies?|calzones?|strudel|brownies?|cobbler|roux|white sauce|sauce, homemade, white|sauce, white|bechamel|soy sauce|shoyu|teriyaki|hoisin|graham|matzo|matzoh|matzah|pita|naan|chapati|roti|challah|brioche|scones?|popovers?|zwieback|rusks?|panko|burritos?|wraps?|egg rolls?|wontons?|potstickers?|pot pies?|turnovers?|danish|eclairs?|cream puffs?|cannoli|baklava|french toast|stroganoff|parmigiana|chow mein|lo mein|ramen|udon|cream of wheat|wheaties|triscuits?|cones?|kasha varnishkes',
    ),
    facts: ['WHEAT'],
    unless:
      /\b(gluten[- ]free|wheat[- ]free|buckwheat|rice (flour|noodles?|vermicelli|paper|crackers?|cakes?|bread)|pie fillings?|(corn|potato|soy|soya|chickpea|garbanzo|almond|coconut|tapioca|arrowroot|carob|peanut|rice|masa|cassava|sorghum|millet|teff|quinoa|lupin|bean|pea|lentil) flour|corn ?bread|corn tortillas?|tortillas?, corn|tortilla chips|cellophane noodles|noodles, chinese, cellophane|bean threads?|mung bean noodles|soba, buckwheat|shirataki|rice cakes?|tamari|soy sauce(?= made from (soy \(tamari|hydrolyzed))|egg rolls?, (rice|vietnamese)|fruit rolls?|fruit leather|cinnamon rolls?, gluten|rice pasta|corn pasta|vermicelli, made from soy|breadfruit|tortilla, corn|seasoning mix, dry, chili)\b/,
    why: 'breads, pasta, pastry, batters, soy sauce and roux are made with wheat',
  },
  {
    words: words(
      "barley|malt|malted|maltose syrup|beer|beers|ale|lager|stout|brewer'?s yeast|malt vinegar|rice krispies|corn flakes",
    ),
    facts: ['BARLEY'],
    unless:
      /\bmaltodextrin\b|\bmaltitol\b|\bmalt-free\b|\bgluten[- ]free (beer|ale)\b|\bginger ale\b|\broot beer\b|\bbirch beer\b/,
    why: 'malt is barley',
  },
  { words: words('rye|pumpernickel|triticale'), facts: ['RYE'], unless: /\bgluten[- ]free\b/ },
  {
    words: words('spelt|kamut|khorasan|farro|emmer|einkorn|triticale'),
    facts: ['SPELT'],
    why: 'spelt, kamut, farro and emmer are wheats',
  },
  {
    words: words('oats?|oatmeal|oat bran|oatcakes?|granola|muesli|cheerios|porridge oats|flapjacks?'),
    facts: ['OATS'],
    unless: /\b(gluten[- ]free|certified) oats?\b/,
    why: 'oats count unless certified gluten-free',
  },
  // The other allergens of Annex II.
  { words: words('celery|celeriac|celery seed|celery salt|mirepoix'), facts: ['CELERY'] },
  { words: words('lupins?|lupines?|lupini'), facts: ['LUPIN'] },
  { words: words('mustard|mustards|honey mustard|dijon'), facts: ['MUSTARD'] },
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

/** Words that take back facts a name would otherwise carry. */
const DENIALS: readonly { words: RegExp; take: readonly Fact[] }[] = [
  {
    words:
      /\b(meatless|vegetarian|veggie|meat[- ]free|(no|without) meat|meat substitutes?|meat analogs?|imitation (meat|bacon|chicken|beef|sausage)|soy-based|plant-based)\b/,
    take: ['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH', 'CRUSTACEAN', 'MOLLUSC', 'GELATINE'],
  },
  {
    words: /\b(loma linda|worthington|morningstar farms|gardenburger|boca|quorn|tofurky)\b/,
    take: ['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH', 'CRUSTACEAN', 'MOLLUSC', 'GELATINE'],
  },
  { words: /\b(soy ?milk|soya milk|almond milk|rice milk|oat milk|coconut milk|soy beverage|rice beverage)\b/, take: ['DAIRY'] },
  {
    words: /\bvegan\b/,
    take: ['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH', 'CRUSTACEAN', 'MOLLUSC', 'GELATINE', 'DAIRY', 'EGG', 'HONEY'],
  },
  { words: /\b(non[- ]?dairy|dairy[- ]free|milk[- ]free)\b/, take: ['DAIRY'] },
  { words: /\b(egg[- ]free|eggless)\b/, take: ['EGG'] },
  { words: /\bgluten[- ]free\b/, take: ['WHEAT', 'BARLEY', 'RYE', 'SPELT', 'OATS'] },
];

/** "without meat", "no cheese", "cheese-free": phrases that deny a food; removed before the rules read the name. */
const NEGATED = /\b(without|w\/o|no|minus|free of)\s+(added\s+)?[a-z'-]+(\s+(or|and)\s+[a-z'-]+)*|\b[a-z]+-free\b/g;

/** Words that name another food than the one described ("Rolls, hamburger" are buns; "Syrups, pancake" holds no batter). */
const OTHER_FOOD = [
  /\bhamburger(?= (rolls?|buns?))|(?<=(rolls?|buns?|relish),? )hamburger\b/g,
  /\bsyrups?, table blends, pancake\b|\bpancake syrups?\b/g,
  /\bburger king\b/g,
  /\bsteak(?= (fries|cut))/g,
  /^nuts, (?=coconut|chestnuts?|ginkgo|pine nuts|pinyon)/g,
];

/** The name's facts with their reasons. `subject` says whose name it is in the reason ("name", "dish name"). */
export function factsFromName(name: string, subject = 'name'): FactReason[] {
  const lower = name.toLowerCase();
  const named = OTHER_FOOD.reduce((t, re) => t.replace(re, ' '), lower);
  const text = named.replace(NEGATED, (m) => (/^(gluten|egg|dairy|milk|meat|wheat|nut|malt)-free$/.test(m) ? m : ' '));
  const found = new Map<Fact, string>();
  for (const rule of NAME_RULES) {
    const m = rule.words.exec(rule.unless ? text.replace(new RegExp(rule.unless.source, 'g'), ' ') : text);
    if (!m) continue;
    const because = `${subject}: '${m[0]}'${rule.why ? ` (${rule.why})` : ''}`;
    for (const f of rule.facts) if (!found.has(f)) found.set(f, because);
  }
  // The denials first, then the creamer rule keeps milk protein whatever "non-dairy" says.
  // "Chicken, meat only": the generic word is the bird's or the fish's meat.
  const generic = found.get('MEAT')?.includes('meat of a mammal');
  if (generic && ['POULTRY', 'FISH', 'SHELLFISH'].some((f) => found.has(f as Fact))) found.delete('MEAT');
  const flesh = ['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH'].some((f) => found.has(f as Fact));
  for (const d of DENIALS) if (d.words.test(lower)) for (const f of d.take) found.delete(f);
  const analogue = flesh && !['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH'].some((f) => found.has(f as Fact));
  if (analogue && !/\bvegan\b/.test(lower)) {
    const because = `${subject}: a meat analogue (usually bound with egg white or milk protein)`;
    for (const f of ['EGG', 'DAIRY'] as const) if (!found.has(f)) found.set(f, because);
  }
  if (/\b(creamer|whitener)\b/.test(text) && !/\b(vegan|coconut|soy|oat|almond)\b/.test(text) && !found.has('DAIRY')) {
    found.set('DAIRY', `${subject}: 'creamer' (non-dairy creamers hold sodium caseinate, a milk protein)`);
  }
  return [...found].map(([fact, because]) => ({ fact, because }));
}

/** USDA SR food groups whose every food is of one animal origin (SR28 FD_GROUP codes). */
const GROUP_FACTS: Readonly<Record<string, { facts: readonly Fact[]; label: string }>> = {
  '0500': { facts: ['POULTRY'], label: 'Poultry Products' },
  '0700': { facts: ['MEAT'], label: 'Sausages and Luncheon Meats' },
  '1000': { facts: ['MEAT', 'PORK'], label: 'Pork Products' },
  '1300': { facts: ['MEAT'], label: 'Beef Products' },
  '1700': { facts: ['MEAT'], label: 'Lamb, Veal, and Game Products' },
};

/** LanguaL "food source" (facet B) branches and what a food of that source is (LanguaL 2014 codes). */
const LANGUAL_SOURCES: readonly { code: string; facts: readonly Fact[]; label: string }[] = [
  { code: 'B1136', facts: ['MEAT', 'PORK'], label: 'SWINE' },
  { code: 'B1134', facts: ['MEAT'], label: 'ANIMAL (MAMMAL)' },
  { code: 'B1563', facts: ['POULTRY'], label: 'POULTRY OR GAME BIRD' },
  { code: 'B1021', facts: ['FISH'], label: 'FISH OR LOWER WATER ANIMAL' },
  { code: 'B2917', facts: ['SPELT'], label: 'SPELT' },
  { code: 'B1312', facts: ['WHEAT'], label: 'WHEAT' },
  { code: 'B1230', facts: ['BARLEY'], label: 'BARLEY' },
  { code: 'B1313', facts: ['RYE'], label: 'RYE' },
  { code: 'B4319', facts: ['OATS'], label: 'OAT' },
  { code: 'B1337', facts: ['PEANUT'], label: 'PEANUT' },
  { code: 'B1452', facts: ['SOY'], label: 'SOYBEAN' },
  { code: 'B1226', facts: ['SESAME'], label: 'SESAME' },
];
/** LanguaL "part of animal" (facet C): MILK OR MILK COMPONENT and EGG make an animal source dairy or egg, not flesh. */
const LANGUAL_MILK = 'C0113';
const LANGUAL_EGG = 'C0194';

export interface IngredientSource {
  readonly name: string;
  /** SR food group code (e.g. '1000'), when the food comes from SR. */
  readonly srGroup?: string | null;
  /** The food's LanguaL descriptors and every broader term of them (the stored `langual_subtree`). */
  readonly langualSubtree?: readonly string[];
}

/**
 * The facts of an ingredient with their reasons, from its SR group, its LanguaL food source and its name.
 * SR baked products (1800) that are cakes, cookies, pastries, pancakes or waffles count as egg and milk
 * (SR names rarely list them); every other baked product is wheat unless named corn, rice or gluten-free.
 */
export function ingredientFactReasons(source: IngredientSource): FactReason[] {
  const reasons: FactReason[] = [];
  const add = (fact: Fact, because: string) => {
    if (!reasons.some((r) => r.fact === fact)) reasons.push({ fact, because });
  };
  const name = source.name.toLowerCase();
  const group = source.srGroup ?? null;
  const denied = DENIALS.filter((d) => d.words.test(name)).flatMap((d) => d.take);
  const keep = (f: Fact) => !denied.includes(f);
  if (group && GROUP_FACTS[group]) {
    for (const f of GROUP_FACTS[group].facts) if (keep(f)) add(f, `SR food group ${group} ${GROUP_FACTS[group].label}`);
  }
  const porkUnlessNamed = /\bpork\b/.test(name) || !/\b(beef|turkey|chicken|poultry)\b/.test(name);
  if (group === '0700' && porkUnlessNamed && keep('PORK')) {
    add('PORK', 'SR food group 0700 Sausages and Luncheon Meats (pork unless named beef or poultry)');
  }
  if (group === '0100') {
    if (/^eggs?\b|\begg\b|\beggs\b/.test(name) && !/\beggnog\b/.test(name))
      add('EGG', 'SR food group 0100 Dairy and Egg Products: egg');
    else add('DAIRY', 'SR food group 0100 Dairy and Egg Products');
  }
  if (group === '1500') {
    const shellfish = NAME_RULES.filter((r) => r.facts.includes('SHELLFISH')).some((r) => r.words.test(name));
    if (!shellfish) add('FISH', 'SR food group 1500 Finfish and Shellfish Products');
  }
  if (group === '0800' && /\bready-to-eat\b|\brte\b/.test(name) && !/\bgluten[- ]free\b/.test(name)) {
    add('BARLEY', 'SR food group 0800 ready-to-eat cereal (flavoured with barley malt)');
  }
  if (group === '1800') {
    if (!/\b(corn|rice|gluten[- ]free)\b/.test(name)) add('WHEAT', 'SR food group 1800 Baked Products');
    if (
      /\b(cakes?|cookies?|muffins?|pancakes?|waffles?|doughnuts?|croissants?|danish|pies?|brownies?|sweet rolls?|coffeecake|cheesecake|biscuits?|french toast|cream puffs?|eclairs?|strudel|crepes?|pastry|pastries|popovers?|cornbread|sponge|cinnamon buns?)\b/.test(
        name,
      )
    ) {
      if (keep('EGG')) add('EGG', 'SR food group 1800: cakes, cookies, pastries and batters are made with egg');
      if (keep('DAIRY')) add('DAIRY', 'SR food group 1800: cakes, cookies, pastries and batters are made with milk or butter');
    }
  }
  const subtree = new Set(source.langualSubtree ?? []);
  for (const s of LANGUAL_SOURCES) {
    if (!subtree.has(s.code)) continue;
    const animal = s.facts.some((f) => f === 'MEAT' || f === 'POULTRY' || f === 'FISH');
    if (animal && subtree.has(LANGUAL_MILK)) add('DAIRY', `LanguaL ${s.code} ${s.label}, ${LANGUAL_MILK} milk`);
    else if (animal && subtree.has(LANGUAL_EGG)) add('EGG', `LanguaL ${s.code} ${s.label}, ${LANGUAL_EGG} egg`);
    else for (const f of s.facts) if (keep(f)) add(f, `LanguaL ${s.code} ${s.label}`);
  }
  for (const r of factsFromName(source.name)) add(r.fact, r.because);
  return reasons;
}

/** The facts of an ingredient (see ingredientFactReasons). */
export function ingredientFacts(source: IngredientSource): FoodFacts {
  return factsFromReasons(ingredientFactReasons(source));
}

/** Whether a name says the food is lactose-free (it is still dairy). */
export const saysLactoseFree = (name: string) => /\blactose[- ](free|reduced)\b/i.test(name);
