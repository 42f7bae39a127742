/**
 * Hard variety rules (issue 12, item 2), shared by the search and the invariant checks:
 * - a recipe at most MAX_WEEK_USES times a week per household plan and never twice a day;
 * - no two main dishes (breakfast, lunch, dinner parts) of the same dish family on one day or on consecutive days, and a family at
 *   most MAX_FAMILY_WEEK_USES times a week in those slots; the same for vegetable sides by vegetable and for
 *   uncommon fruit in the fruit slots (slotFamily); a dinner recipe never twice in a week;
 * - at least MIN_DISTINCT_PER_49 distinct recipes per 49 chosen slots (a 6-meal, 7-division week: 40),
 *   i.e. a week may repeat at most `repeatBudget(slots)` recipe uses.
 * They bind the search as a large penalty per violation (VIOLATION_PENALTY), so they hold whenever the
 * candidates allow it and the plan still fills every slot when they do not (tiny catalogues).
 *
 * Dish family: the first word of the recipe name's head, i.e. the text before the first comma of the FNDDS
 * description ("Chicken, breast, roasted" and "Chicken or turkey, grilled" are "chicken"; "Pork chop, fried"
 * is "pork"; "Beef stew" is "beef"), lowercased, a trailing plural "s" dropped (not from "hummus" or "asparagus").
 * FNDDS names lead with the main ingredient or the dish (pizza, ravioli, omelet ...), which is what a cook calls "the
 * same dish again"; the composed bread meals (seed/composedMeals.ts) lead with their topping, their family the topping
 * as a bread meal ("bread: tofu", apart from a tofu dinner).
 */
import { FRUIT_MEAL_PARTS, type VarietyLevel } from '../domain';
import type { CandidateRecipe, RecipeFlags } from './types';

export const MAX_WEEK_USES = 2;
/** A dish family at most this many times a week in the main-dish slots. */
export const MAX_FAMILY_WEEK_USES = 2;
export const MIN_DISTINCT_PER_49 = 40;
/**
 * One fruit (by its dish family: apple, cherry, plum ...) at most this many times a week in the slots that take fruit,
 * before the search charges each further use more (search/candidates.ts FRUIT_OVER_CAP): the dietitians who read the
 * bench weeks struck the same fruit a third and fourth time in a week (of 14 fruit items, one fruit up to 7 times).
 */
export const MAX_FRUIT_WEEK_USES = 2;
export const VIOLATION_PENALTY = 1000;

/**
 * Families a cook names by the dish rather than its first word (checked on the whole name first): the egg sandwiches
 * ("Fried egg sandwich", "Egg, cheese, and ham on English muffin"), egg dishes (boiled, fried or baked eggs, omelets
 * with or without plantain, scrambled egg, egg foo yung, huevos rancheros), crêpes and blintzes, the Mexican wraps,
 * pancakes, waffles, rice dishes named by the rice ("White rice with tomato sauce", "Flavored rice", "Rice, brown,
 * with ..."), and pasta: a dietitian counts one pasta family whatever the shape, filling or sauce, noodles included (lo
 * mein, chow mein, "Beef and noodles", "Chicken or turkey and noodles"), so filled pasta (ravioli, manicotti, stuffed
 * shells, tortellini, cannelloni), lasagna, macaroni and cheese and dishes named by the pasta ("Spaghetti with tomato
 * sauce", "Pasta with vegetables", "Macaroni with beans") are one family. The composed plates of meat, fish or eggs
 * "with boiled potatoes" are one family too: a dietitian read four or five of them in a week as the same dinner; and a
 * plate "with wholewheat pasta" is of the pasta family (readers counted four pasta dinners in a row). The plates "with
 * brown rice" keep their own families: as one rice family they left a gluten-free week (its grains are rice and
 * potatoes) 13 of 91 dinners without a starch instead of 3 to 6. Yoghurt, dairy or soy, plain, with fruit or with a
 * topping, is one family: a dish named by it ("Yogurt, fruit variety", "Soy yoghurt with walnuts") is the day's one
 * yoghurt snack (readers struck a sweetened fruit yoghurt in the evening after a soy yoghurt in the afternoon); nuts and
 * seeds (pistachios, mixed nuts, a nut mixture, mixed seeds, roasted soy nuts) are one too, the day's one handful
 * (readers struck the evening's nuts after the afternoon's pistachios). Both stay staples for the week (no cap). Peas are
 * one vegetable to a reader whether green, with carrots or mushrooms, or snow peas in the pod: as two families ("pea",
 * "snowpea") they came at up to 5 dinners a week, 149 of 390 bench dinners' vegetables (2026-12-01).
 */
const NAMED_FAMILIES: readonly (readonly [RegExp, string])[] = [
  [/\begg\b.*\b(sandwich|on (english muffin|bagel|biscuit|croissant|bun|roll))\b/, 'egg sandwich'],
  [/\b(ravioli|manicotti|stuffed shells|shells, stuffed|tortellini|cannelloni|pierogi|pierogies)\b/, 'pasta'],
  [/\b(lasagna|lasagne)\b/, 'pasta'],
  [/\b(crepes?|blintz(es)?)\b/, 'crepe'],
  [/\b(lo mein|chow mein|chow fun|pad thai|noodles?)\b/, 'pasta'],
  [/\b(burrito|taco|enchilada|fajita|quesadilla|chimichanga|tostada|tamale)s?\b/, 'mexican wrap'],
  [/\b(pancakes?|hotcakes?)\b/, 'pancake'],
  [/\bwaffles?\b/, 'waffle'],
  [/\bfrench toast\b/, 'french toast'],
  [/\bmuffins?\b(?!.*\bon english muffin)/, 'muffin'],
  [/^eggs?\b|\b(omelet|omelette|frittata|scrambled eggs?|egg foo yung|huevos)\b/, 'egg'],
  [/\bpizza\b/, 'pizza'],
  [/\b(macaroni|spaghetti|pasta|linguine|fettuccine|penne)\b.*\b(cheese|alfredo)\b/, 'pasta'],
  [/^(spaghetti|pasta|macaroni|linguine|fettuccine|penne|ziti|rigatoni)\b/, 'pasta'],
  [/\b(hamburger|cheeseburger|burger)\b/, 'burger'],
  [/\b(hot dog|frankfurter)\b/, 'hot dog'],
  [/^(white |brown |flavou?red |fried |yellow |spanish |mexican |wild |dirty )?rice\b/, 'rice'],
  [/\bwith boiled potatoes$/, 'plate with boiled potatoes'],
  [/\bwith wholewheat pasta$/, 'pasta'],
  [/^(soy |tofu |greek )?yogh?urt\b/, 'yoghurt'],
  [
    /^(mixed (nuts|seeds)|nut mixture|pistachio|(almonds?|walnuts?|cashews?|pecans?|hazelnuts?|peanuts?|macadamia nuts?)\b(?! butter)|(sunflower|pumpkin|squash) seeds|pumpkin and\/or squash seeds|roasted soy nuts|trail mix)/,
    'nuts and seeds',
  ],
  [/^(snow ?peas?|sugar ?snap peas?|peas?)\b/, 'pea'],
];

/**
 * A bread meal composed on slices or rice cakes ("Tofu, lettuce and tomato on wholemeal bread"): its family is its
 * topping as a bread meal ("bread: tofu"), apart from the dinner of the same food ("Tofu with brown rice"), so a
 * plant-based week's two tofu lunches do not use up its tofu dinners (readers counted "the same sandwich again" and
 * "the same dinner again" apart); two of one topping a week still clash, and the same protein twice a day is charged
 * by the search (search/candidates.ts SAME_DAY_PROTEIN). Scrambled tofu on bread is tofu on bread ("bread: tofu"): as
 * two families a vegetarian week held four tofu lunches, which a reader struck as the same sandwich again.
 */
const ON_BREAD = /\bon (wholemeal|rye|gluten-free) bread$|\bon rice cakes$/;

export function dishFamily(recipe: Pick<CandidateRecipe, 'name'>): string | null {
  const name = recipe.name.toLowerCase();
  for (const [re, family] of NAMED_FAMILIES) if (re.test(name)) return family;
  if (ON_BREAD.test(name)) {
    const topping = headWord(name.replace(/^scrambled /, ''));
    return topping === null ? null : `bread: ${topping}`;
  }
  return headWord(name);
}

/** The first word of the name's head (before the first comma), a trailing plural "s" dropped. */
function headWord(name: string): string | null {
  const head = name.split(',')[0].trim().toLowerCase();
  const word = head.split(/[\s/(-]+/).find((w) => /[a-z]/.test(w));
  if (!word) return null;
  return word.length > 3 && word.endsWith('s') && !/(ss|us)$/.test(word) ? word.slice(0, -1) : word;
}

/** How many recipe uses of `slots` chosen slots may repeat an earlier use (the rest must be distinct). */
export function repeatBudget(slots: number, minDistinctPer49 = MIN_DISTINCT_PER_49): number {
  return Math.max(0, slots - Math.ceil((slots * minDistinctPer49) / 49));
}

/** The hard variety rules and the repeat pull of one variety level (varietyOptions.varietyLevel). */
export interface VarietyRules {
  /** A recipe at most this many times a week. */
  readonly maxWeekUses: number;
  /** A main-dish family at most this many times a week in the main slots. */
  readonly maxFamilyWeekUses: number;
  /** At least this many distinct recipes per 49 chosen slots. */
  readonly minDistinctPer49: number;
  /** A dinner recipe at most once a week. */
  readonly dinnerOnce: boolean;
  /** Factor on the search's value lost per other use of a recipe in the week (ρ); negative: a repeat gains. */
  readonly repeatPull: number;
}

/**
 * The three levels (planning.md: LOW shown as Low, UNLIMITED shown as Balanced; HIGH, shown as Unlimited, added):
 * - LOW, a small repertoire (cook once, eat it again): a recipe up to 4 times a week (a dinner too), a main-dish
 *   family up to 4 times, at least 20 distinct per 49 slots, and each other use of a recipe gains what Balanced charges for it, so the search reuses recipes that fit;
 * - UNLIMITED (Balanced), the rules above: at most twice a week, 40 distinct per 49, each repeat charged ρ;
 * - HIGH (Unlimited variety): no recipe twice in the week (49 distinct per 49) whenever the candidates allow it,
 *   each repeat charged twice ρ. A recipe never twice a day and no main-dish family twice a day or on consecutive days hold at every level.
 * Measured effect on repeats: src/recommender/README.md, Variety levels.
 */
export const VARIETY_RULES: Readonly<Record<VarietyLevel, VarietyRules>> = {
  LOW: { maxWeekUses: 4, maxFamilyWeekUses: 4, minDistinctPer49: 20, dinnerOnce: false, repeatPull: -1 },
  UNLIMITED: {
    maxWeekUses: MAX_WEEK_USES,
    maxFamilyWeekUses: MAX_FAMILY_WEEK_USES,
    minDistinctPer49: MIN_DISTINCT_PER_49,
    dinnerOnce: true,
    repeatPull: 1,
  },
  HIGH: { maxWeekUses: 1, maxFamilyWeekUses: MAX_FAMILY_WEEK_USES, minDistinctPer49: 49, dinnerOnce: true, repeatPull: 2 },
};

export const varietyRulesOf = (level: VarietyLevel | undefined): VarietyRules => VARIETY_RULES[level ?? 'UNLIMITED'];

/**
 * The family every uncommon fruit shares in the slots that take fruit (fruit that is not mostly apple, pear, banana, citrus,
 * grapes, berries, stone fruit, kiwi, melon, pineapple or mango: flags.ts): guava, pomegranate, passion fruit,
 * kumquat and the like are one family, so the week holds at most two of them, never two a day nor on consecutive
 * days, and the fruit slots are filled mostly with the fruit a household buys.
 */
export const UNCOMMON_FRUIT = 'fruit: uncommon';

/**
 * The family every sweet bake, snack bar and snack cracker shares in the snack slots (muffins, cookies, cakes, pastry,
 * pies, doughnuts, breakfast, granola and cereal bars, peanut-butter or cheese sandwich crackers, cheese crackers): a treat at most
 * TREAT_WEEK_USES times a week (the variety level's family cap less one), never twice a day nor on consecutive days.
 * Dietitians reading the week plans (2026-11-30) struck a muffin or filled crackers on 26 of 35 afternoons, and later
 * readers every treat after the first of a week (the Wheel of Five leaves room for a small treat, not a daily one).
 * The readers of 2026-12-01 struck every treat; none a week (this at 0) was tried and left out: ENERGY_SUITABILITY at
 * weight 5 then took the portions further from one serving than at 0 (settingsEffect.test.ts, ten seeds).
 */
export const SNACK_TREAT = 'snack: treat';
/** Treats a week in the snack slots at the Balanced level (SNACK_TREAT). */
export const TREAT_WEEK_USES = 1;
/**
 * Snacks a dietitian counts as the same snack again whatever the variant, each a family in the snack slots (at most
 * twice a week, never twice a day nor on consecutive days): cottage cheese (FNDDS's "NFS", "farmer's", "lowfat, with
 * fruit", "dry curd" are one bowl of cottage cheese to a reader, who struck the third to fifth of a week: cottage
 * cheese was 157 of 728 snack items in the 52 bench weeks), crispbread whatever its topping, yoghurt (dairy or soy)
 * with a topping, a piece of cheese (Gouda, Cheddar or Colby are one to a reader, who struck the third to fourth
 * of a week), and soybeans (edamame, plain or with tomatoes, and roasted soy nuts: readers struck the third to sixth
 * soybean snack of a week and two on one day, 2026-12-01). Other snacks (nuts, plain yoghurt, fruit, raw vegetables)
 * are the staples a dietitian exempts.
 */
const SNACK_KINDS: readonly (readonly [RegExp, string])[] = [
  [/\bcottage\b|\bfarmer'?s cheese\b|\bquark\b|\bdry curd\b/i, 'snack: cottage cheese'],
  [/\bcrispbread\b/i, 'snack: crispbread'],
  [/^(soy )?yogh?urt with\b/i, 'snack: yoghurt with a topping'],
  [/^cheese, (?!cottage)/i, 'snack: a piece of cheese'],
  [/\bedamame\b|\bsoy ?nuts\b|^soybeans, mature seeds, (dry )?roasted\b/i, 'snack: soybeans'],
];
const TREAT =
  /\b(muffins?|cookies?|cupcakes?|cakes?|brownies?|pastr(y|ies)|pies?|tarts?|doughnuts?|(breakfast|granola|cereal|snack|nutrition|energy|protein) bars?)\b|^crackers?\b.*\b(filled|sandwich(-type)?)\b|^crackers?, cheese\b/i;
const NOT_A_TREAT = /\b(rice|fish|crab|potato|corn|salmon|tuna|codfish) cakes?\b|\bpot pies?\b|\bmeat pies?\b/i;
/** Whether a recipe counts as a treat in a snack slot (SNACK_TREAT). */
export const isSnackTreat = (recipe: Pick<CandidateRecipe, 'name'>): boolean =>
  TREAT.test(recipe.name) && !NOT_A_TREAT.test(recipe.name);

/** A recipe's family in a snack slot: SNACK_TREAT, one of the SNACK_KINDS, or null. */
export function snackFamily(recipe: Pick<CandidateRecipe, 'name'>): string | null {
  if (isSnackTreat(recipe)) return SNACK_TREAT;
  for (const [re, family] of SNACK_KINDS) if (re.test(recipe.name)) return family;
  return null;
}

/** What the family rules read of a recipe: its name, and whether it is fruit of the everyday kinds. */
export interface FamilySubject {
  readonly recipe: Pick<CandidateRecipe, 'name'>;
  readonly flags: Pick<RecipeFlags, 'isFruit' | 'isCommonFruit'>;
}

type Slot = { readonly type: string; readonly mealPart?: string };
/** A slot that may take fruit: fruit, snack and dessert parts (FRUIT_MEAL_PARTS). */
export const isFruitSlot = (division: Slot): boolean =>
  division.type === 'MEAL_PART' && division.mealPart !== undefined && FRUIT_MEAL_PARTS.includes(division.mealPart);
export const isUncommonFruit = (flags: FamilySubject['flags']): boolean => flags.isFruit && !flags.isCommonFruit;

/**
 * The family a recipe counts as in a slot under the family rules (at most twice a week, never twice a day nor on
 * consecutive days): a main dish its dish family; a vegetable side its own, kept apart ("vegetables: pea"), so peas
 * on Monday and Tuesday evening clash but a pea side and a pea soup do not; in a slot that takes fruit (fruit,
 * snack, dessert), uncommon fruit (UNCOMMON_FRUIT), and in a snack slot a treat (SNACK_TREAT) or a snack kind
 * (cottage cheese, crispbread: `snackFamily`); everything else none; other slots none.
 */
export function slotFamily(division: Slot, isMainDish: boolean, p: FamilySubject): string | null {
  return familyInSlot(division, isMainDish, dishFamily(p.recipe), isUncommonFruit(p.flags), snackFamily(p.recipe));
}

/** slotFamily from a dish family and a snack family already known (the search caches them per recipe). */
export function familyInSlot(
  division: Slot,
  isMainDish: boolean,
  family: string | null,
  uncommonFruit: boolean,
  snack: string | null = null,
): string | null {
  if (!familyRuled(division, isMainDish)) return null;
  if (!isMainDish && isFruitSlot(division)) {
    if (uncommonFruit) return UNCOMMON_FRUIT;
    return division.mealPart === 'SNACK' ? snack : null;
  }
  if (family === null) return null;
  return isMainDish ? family : `vegetables: ${family}`;
}

/** Whether a slot is under the family rules (see slotFamily). */
export const familyRuled = (division: Slot, isMainDish: boolean): boolean =>
  isMainDish || (division.type === 'MEAL_PART' && division.mealPart === 'VEGETABLE') || isFruitSlot(division);

/**
 * The kind of family a ruled slot gives a recipe: 0 a main dish's, 1 a vegetable side's, 2 a fruit or dessert slot's, 3
 * a snack slot's (where a treat has its family too).
 */
export const familyKind = (division: Slot, isMainDish: boolean): 0 | 1 | 2 | 3 =>
  isMainDish ? 0 : !isFruitSlot(division) ? 1 : division.mealPart === 'SNACK' ? 3 : 2;
