/**
 * How an FNDDS 2.0 ingredient code becomes a catalogue ingredient, shared by the build
 * (scripts/seed/build-data.ts) and the source check (./sourceCheck.ts) so both read the source alike.
 *
 * FNDDS 2.0 (2003-2004) lists its recipes in SR NDB numbers of its own time. In order:
 * 1. a code in SR28 is that SR28 food;
 * 2. a retired code that USDA SR24 still has is that SR24 food (added to the catalogue with fcdb USDA_SR24);
 * 3. an FNDDS-specific code (never an SR food) is the closest SR28 food in FNDDS_TO_SR28 below;
 * 4. a fortificant or additive in DROPPED_ADDITIVES is dropped (its weight stays in the food's weight);
 * 5. a proprietary supplement in NO_FOOD_EQUIVALENT has no SR food: a survey food holding one is not seeded
 *    (all of them but two are one-ingredient foods, which are never recipes).
 * Anything else is an error of the build.
 */

/** FNDDS-specific codes -> the closest SR28 food (NDB number), each with the reason. */
export const FNDDS_TO_SR28: Readonly<Record<string, { ndb: string; reason: string }>> = {
  // 43 lines (burgers, sandwiches, frozen meals)
  '99991': { ndb: '13317', reason: 'BEEF, GROUND, PATTY, FRZ -> Beef, ground, patties, frozen, cooked, broiled' },
  // 18 pizza lines; these pizzas' other fat is institutional shortening, the SR28 industrial one is closest
  '99992': {
    ndb: '04554',
    reason: 'FAT USED IN PIZZA RECIPE -> Shortening industrial, soybean (hydrogenated) and cottonseed',
  },
  // 24 lines in bagels, crackers, pretzels; SR28 has no malt extract, malted barley flour is its source
  '83140': { ndb: '20131', reason: 'MALT EXTRACT,DRIED -> Barley malt flour' },
  // cheese crackers, reduced fat (54304100): 5 g
  '43115': { ndb: '14066', reason: 'PROTEIN PDR -> Beverages, Protein powder whey based' },
  // high fibre pancakes (55101010): 1 g
  '43266': { ndb: '01223', reason: 'PROT SUPP,MILK BSD,PDR -> Protein supplement, milk based, Muscle Milk, powder' },
  // french fries (71401000, 71401030): 1.5-2 g; SR28 keeps only the vegetable-oil fast-food fries
  '21136': {
    ndb: '21138',
    reason: 'POTATO,FRENCH FRIED,IN BF TALLOW -> Fast foods, potato, french fried in vegetable oil',
  },
};

/** Fortificants and additives FNDDS lists as ingredient lines: dropped, each with the reason. */
export const DROPPED_ADDITIVES: Readonly<Record<string, string>> = {
  '42042': 'ADDED VIT C: a fortificant (ascorbic acid), not a food',
  '42062': 'CALCIUM: a fortificant (calcium salt), not a food',
  '42066': 'CELLULOSE,ALPHA/PDR/POLY: a bulking agent, not a food',
  '42282': 'GUMS,CARRAGEENAN (and seaweed gums): a thickener, not a food',
};

/**
 * Proprietary supplements, meal replacements and drinks with no SR food close enough to stand in for
 * them; a survey food holding one is not seeded.
 */
export const NO_FOOD_EQUIVALENT: ReadonlySet<string> = new Set([
  '14603', // thirst quencher, no added B vitamins
  '18460', // breakfast bar, fat free
  '42102', // meal replacement bar
  '42156', // meal replacement, milk and soy powder
  '42191', // nutrient supplement, milk-based, chocolate powder
  '42223', // meal replacement, high protein powder
  '42292', // Dynatrim
  '42295', // PowerBar
  '43116', // protein supplement
  '43118', // protein diet powder
  '43120', // protein bar
  '43121', // meal replacement liquid
  '43201', // bee pollen
  '43207', // meal replacement powder
  '43208', // Cambridge diet
  '43262', // diet chocolate beverage
  '43264', // high calorie beverage
  '43265', // nutrient supplement liquid
  '43290', // nutrient supplement powder
  '43291', // nutrient supplement powder
  '43399', // soy meal replacement
  '43462', // Positrim
]);

/**
 * FNDDS's moisture change (moisturefatadj.txt, % of the ingredients' weight gained (+) or lost (-) in
 * preparation) as the factor cooked weight / ingredients' weight.
 */
export function moistureFactor(moistureChangePct: number | undefined): number {
  return 1 + (moistureChangePct ?? 0) / 100;
}
