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
import { DENIALS, NAME_RULES, NEGATED, OTHER_FOOD, type Fact, type NameRule } from './foodFactWords';
import { factsFromReasons, type FactReason, type FoodFacts } from './foodFacts';

const FLESH_FACTS: readonly Fact[] = ['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH'];
/** SR food groups of plant foods: spices and herbs, fruits, vegetables, nuts and seeds, legumes, cereal grains and pasta. */
const PLANT_GROUPS: ReadonlySet<string> = new Set(['0200', '0900', '1100', '1200', '1600', '2000']);
/** Each rule's exceptions as a global pattern, to blank every occurrence. */
const UNLESS = new Map<NameRule, RegExp>(NAME_RULES.filter((r) => r.unless).map((r) => [r, new RegExp(r.unless!.source, 'g')]));

/** The name's facts with their reasons. `subject` says whose name it is in the reason ("name", "dish name"). */
export function factsFromName(name: string, subject = 'name'): FactReason[] {
  const lower = name.toLowerCase();
  const named = OTHER_FOOD.reduce((t, re) => t.replace(re, ' '), lower);
  const keepFree = (m: string) => (/^(gluten|egg|dairy|milk|meat|wheat|nut|malt)-free$/.test(m) ? m : ' ');
  const text = named.replace(NEGATED, keepFree);
  const found = new Map<Fact, string>();
  const fromDish = new Set<Fact>();
  for (const rule of NAME_RULES) {
    const unless = UNLESS.get(rule);
    const m = rule.words.exec(unless ? text.replace(unless, ' ') : text);
    if (!m) continue;
    const because = `${subject}: '${m[0]}'${rule.why ? ` (${rule.why})` : ''}`;
    for (const f of rule.facts) {
      if (found.has(f)) continue;
      found.set(f, because);
      if (rule.dish) fromDish.add(f);
    }
  }
  // "Chicken, meat only", "Chicken stew with gravy": the dish word's meat is the bird's or the fish's.
  if (fromDish.has('MEAT') && ['POULTRY', 'FISH', 'SHELLFISH'].some((f) => found.has(f as Fact))) found.delete('MEAT');
  // A meat word denied ("Sausage, meatless") names a meat analogue, bound with egg white or milk protein.
  const analogue = FLESH_FACTS.some((f) => found.has(f) && !fromDish.has(f));
  for (const d of DENIALS) if (d.words.test(lower)) for (const f of d.take) found.delete(f);
  if (analogue && !FLESH_FACTS.some((f) => found.has(f)) && !/\bvegan\b/.test(lower)) {
    const because = `${subject}: a meat analogue (usually bound with egg white or milk protein)`;
    for (const f of ['EGG', 'DAIRY'] as const) if (!found.has(f)) found.set(f, because);
  }
  // Non-dairy creamers hold milk protein whatever "non-dairy" says.
  if (/\b(creamer|whitener)\b/.test(lower) && !/\b(vegan|coconut|soy|oat|almond)\b/.test(lower) && !found.has('DAIRY')) {
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
  const porkUnlessNamed = /\bpork\b/.test(name) || !/\b(beef|veal|turkey|chicken|poultry)\b/.test(name);
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
    // SR28 codes a few plants with an animal source (broccoli raab, fireweed and cloud ears as "fish or lower water
    // animal"): in a plant food group an animal origin comes from the name only.
    if (animal && group !== null && PLANT_GROUPS.has(group)) continue;
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
