/**
 * Diets and allergens of an ingredient, from its SR food group and its name (SR long description).
 * Conservative: when the name or group suggests an animal product or allergen, it counts. Recipes take
 * the intersection of their ingredients' diets and the union of their allergens.
 *
 * - meat: SR groups 0500 poultry, 0700 sausages/luncheon meats, 1000 pork, 1300 beef, 1700 lamb/veal/game,
 *   or a meat word in the name (beef, chicken, ham, bacon, lard, gelatin, ...); "coconut meat" and
 *   "meatless"/"vegetarian"/"imitation" names are not meat.
 * - fish: SR group 1500 or a fish/shellfish word; crustaceans and molluscs are told apart by name.
 * - milk: dairy words (milk, cheese, butter, cream, yogurt, whey, ...) except plant "milks", cocoa/nut
 *   butters, cream of tartar/wheat, non-dairy; egg: egg words, mayonnaise, meringue.
 * - baked goods (SR 1800) that are cakes, cookies, pastries, pancakes, waffles, ... count as egg + milk
 *   (their SR names rarely list them); every SR 1800 item counts as gluten unless named corn/rice/gluten-free.
 * - diets: VEGAN (no meat, fish, milk, egg, honey), LACTO_OVO_VEGETARIAN (no meat, fish),
 *   LACTO_VEGETARIAN (+ no egg), OVO_VEGETARIAN (+ no milk), PESCETARIAN (no meat), LACTOSE_FREE (no milk
 *   unless "lactose free/reduced"), NO_PORK (no pork, ham, bacon, lard, gelatin, sausages, ...).
 */
import { ALLERGENS, type Allergen, type Diet } from '../../domain/catalogueEnums';

export type { Allergen, Diet };

const MEAT_GROUPS = new Set(['0500', '0700', '1000', '1300', '1700']);
const MEAT =
  /\b(beef|pork|chicken|turkey|ham|hams|bacon|lamb|veal|mutton|goat|venison|bison|buffalo|elk|moose|rabbit|duck|goose|quail|pheasant|squab|ostrich|emu|sausages?|salami|pepperoni|bologna|frankfurters?|hot ?dogs?|meats?|meatballs?|meatloaf|lard|tallow|gelatin|gelatins|liver|livers|giblets|chorizo|prosciutto|pastrami|corned|jerky|poultry|broilers|fryers|capon|caribou|deer|boar|seal|whale|walrus|bear|beaver|opossum|squirrel|frog)\b/;
const NOT_MEAT = /\b(meatless|vegetarian|imitation|coconut|nut meats?|veggie)\b/;
const CRUSTACEAN = /\b(shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|krill|crustaceans)\b/;
const MOLLUSC =
  /\b(clams?|oysters?|mussels?|scallops?|squid|octopus|calamari|cuttlefish|snails?|whelks?|abalone|conch|mollusks|molluscs)\b/;
const FISH =
  /\b(fish|salmon|tuna|cod|anchov(y|ies)|sardines?|herring|mackerel|trout|tilapia|haddock|halibut|pollock|catfish|flounder|sole|bass|carp|perch|pike|snapper|swordfish|roe|caviar|whitefish|eel|seafood|surimi|smelt|sturgeon|shad|mullet|grouper|whiting|bluefish|butterfish|cisco|croaker|dolphinfish|drum|burbot|ling|lingcod|pompano|pout|rockfish|sablefish|scup|sheepshead|sucker|sunfish|tilefish|wolffish|yellowtail|turbot|orange roughy|monkfish)\b/;
const DAIRY =
  /\b(milk|milks|cheese|cheeses|butter|cream|creamer|yogurt|yoghurt|whey|casein|caseinate|kefir|ghee|buttermilk|curds?|ricotta|mozzarella|parmesan|cheddar|lactose|custard|pudding|puddings|eggnog|milkfat|dairy)\b/;
const NOT_DAIRY =
  /\b(coconut milk|coconut cream|soymilk|soy milk|soy beverage|almond milk|rice milk|oat milk|rice beverage|milkfish|cream of tartar|cream of wheat|cream of rice|nondairy|non-dairy|imitation|dairy-free|(peanut|almond|cashew|sesame|apple|cocoa|nut|seed|soy|sunflower|shea) butter|butterbur|butterhead|butternut|butter beans?)\b/;
const EGG = /\b(eggs?|egg whites?|egg yolks?|mayonnaise|meringue|eggnog)\b/;
const NOT_EGG = /\b(egg substitute|eggless|egg-free|eggplant)\b/;
const PORK =
  /\b(pork|ham|hams|bacon|lard|prosciutto|pepperoni|salami|chorizo|hot ?dogs?|frankfurters?|bologna|sausages?|gelatin|gelatins|pig|pigs|boar)\b/;
const HONEY = /\bhoney\b/;
const LACTOSE_FREE = /\b(lactose[- ]free|lactose[- ]reduced)\b/;
const EGG_MILK_BAKED =
  /\b(cakes?|cookies?|muffins?|pancakes?|waffles?|doughnuts?|croissants?|danish|pies?|brownies?|sweet rolls?|coffeecake|cheesecake|biscuits?|french toast|cream puffs?|eclairs?|strudel|crepes?|pastry|pastries|popovers?|cornbread|sponge|cinnamon buns?)\b/;
const GLUTEN =
  /\b(wheat|barley|rye|spelt|triticale|semolina|durum|couscous|bulgur|bulghur|farina|seitan|malt|malted|bread|breads|breadcrumbs|crumbs|bagels?|croissants?|pasta|spaghetti|macaroni|noodles?|lasagna|ravioli|tortellini|crackers?|cookies?|cakes?|pretzels?|biscuits?|muffins?|pancakes?|waffles?|doughnuts?|pizza|flour|oats?|oatmeal|oat bran|rolls?|buns?|stuffing|croutons?|wafers?|pies?|pastry|pastries|beer|brewer's)\b/;
const NOT_GLUTEN =
  /\b(gluten[- ]free|rice flour|corn flour|potato flour|soy flour|tapioca|rice noodles|rice cakes?|corn tortillas?|cornmeal|buckwheat flour|arrowroot|rice crackers)\b/;

const ALLERGEN_WORDS: [Allergen, RegExp][] = [
  ['CELERY', /\b(celery|celeriac)\b/],
  ['LUPIN', /\blupins?\b/],
  ['MUSTARD', /\bmustard\b/],
  [
    'NUTS',
    /\b(almonds?|hazelnuts?|filberts?|walnuts?|cashews?|pecans?|pistachios?|macadamias?|brazil ?nuts?|brazilnuts|pine ?nuts|pinyon|praline|marzipan|nuts?|nutella)\b/,
  ],
  ['PEANUT', /\bpeanuts?\b/],
  ['SESAME', /\b(sesame|tahini|hummus)\b/],
  ['SOY', /\b(soy|soya|soybeans?|soymilk|tofu|miso|tempeh|edamame|natto|teriyaki)\b/],
  ['SULPHITE', /\b(wine|wines|sulfured|sulfite|sulfites|sulphite|sulphites)\b/],
];

export interface Classified {
  diets: Diet[];
  allergens: Allergen[];
}

export function classifyIngredient(name: string, srGroup: string | null): Classified {
  const n = name.toLowerCase();
  const baked = srGroup === '1800';
  const meat = (srGroup !== null && MEAT_GROUPS.has(srGroup)) || (MEAT.test(n) && !NOT_MEAT.test(n));
  const crustacean = CRUSTACEAN.test(n);
  const mollusc = MOLLUSC.test(n);
  const finfish = (srGroup === '1500' && !crustacean && !mollusc) || FISH.test(n);
  const seafood = srGroup === '1500' || crustacean || mollusc || finfish;
  const bakedEggMilk = baked && EGG_MILK_BAKED.test(n);
  const milk = (DAIRY.test(n) && !NOT_DAIRY.test(n)) || (srGroup === '0100' && !/^eggs?\b|\begg\b/.test(n)) || bakedEggMilk;
  const egg = (EGG.test(n) && !NOT_EGG.test(n)) || bakedEggMilk;
  const pork = srGroup === '1000' || PORK.test(n);
  const honey = HONEY.test(n);

  const diets: Diet[] = [];
  if (!meat && !seafood) {
    diets.push('LACTO_OVO_VEGETARIAN');
    if (!egg) diets.push('LACTO_VEGETARIAN');
    if (!milk) diets.push('OVO_VEGETARIAN');
    if (!egg && !milk && !honey) diets.push('VEGAN');
  }
  if (!meat) diets.push('PESCETARIAN');
  if (!milk || LACTOSE_FREE.test(n)) diets.push('LACTOSE_FREE');
  if (!pork) diets.push('NO_PORK');

  const allergens = new Set<Allergen>();
  if (crustacean) allergens.add('CRUSTACEAN');
  if (mollusc) allergens.add('MOLLUSC');
  if (finfish) allergens.add('FISH');
  if (milk) allergens.add('MILK');
  if (egg) allergens.add('EGG');
  if ((GLUTEN.test(n) || (baked && !/\b(corn|rice)\b/.test(n))) && !NOT_GLUTEN.test(n)) allergens.add('GLUTEN');
  for (const [a, re] of ALLERGEN_WORDS) if (re.test(n)) allergens.add(a);
  if (
    allergens.has('NUTS') &&
    /\b(nutmeg|coconut|doughnut|butternut|chestnut|water ?chestnut)\b/.test(n) &&
    !/\b(almond|hazelnut|walnut|cashew|pecan|pistachio|macadamia|brazil)/.test(n) &&
    !/\bnuts,? mixed\b/.test(n)
  ) {
    allergens.delete('NUTS');
  }
  return { diets, allergens: ALLERGENS.filter((a) => allergens.has(a)) };
}
