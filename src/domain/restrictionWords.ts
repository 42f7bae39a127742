/**
 * Diets, allergens and household rules in the words a nutritionist uses, for the planner's warnings and
 * errors: "vegan with no gluten, soy or nuts" rather than "VEGAN + GLUTEN + SOY + NUTS".
 */
import type { Allergen, Diet } from './catalogueEnums';

export const DIET_WORDS: Readonly<Record<Diet, string>> = {
  LACTO_OVO_VEGETARIAN: 'lacto-ovo vegetarian',
  PESCETARIAN: 'pescetarian',
  LACTO_VEGETARIAN: 'lacto-vegetarian',
  OVO_VEGETARIAN: 'ovo-vegetarian',
  VEGAN: 'vegan',
  LACTOSE_FREE: 'lactose-free',
  NO_PORK: 'pork-free',
  NONE: 'no particular diet',
};

export const ALLERGEN_WORDS: Readonly<Record<Allergen, string>> = {
  CELERY: 'celery',
  CRUSTACEAN: 'crustaceans',
  EGG: 'egg',
  FISH: 'fish',
  GLUTEN: 'gluten',
  LUPIN: 'lupin',
  MILK: 'milk',
  MOLLUSC: 'molluscs',
  MUSTARD: 'mustard',
  NUTS: 'nuts',
  PEANUT: 'peanuts',
  SESAME: 'sesame',
  SOY: 'soy',
  SULPHITE: 'sulphites',
};

/** "a", "a or b", "a, b or c" (`joiner` "and" for a list that must all hold). */
export function listInWords(items: readonly string[], joiner: 'or' | 'and' = 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

export interface RestrictionsInWords {
  readonly diets?: readonly Diet[];
  readonly allergens?: readonly Allergen[];
  /** Further things the household eats none of, in words ("shellfish", from the food restriction "No shellfish"). */
  readonly alsoNo?: readonly string[];
  /** Ingredients the household does not eat, by name. */
  readonly avoided?: readonly string[];
}

/**
 * The household's rules as one phrase, capitalised: "Vegan with no gluten, soy or nuts",
 * "No gluten or milk", "Vegan, avoiding Apple". Empty when there is no rule.
 * A food restriction named "No X" reads as X in the "no" list (see `foodRestrictionWord`).
 */
export function restrictionPhrase(r: RestrictionsInWords): string {
  const diets = (r.diets ?? []).filter((d) => d !== 'NONE').map((d) => DIET_WORDS[d]);
  const allergens = [...(r.allergens ?? []).map((a) => ALLERGEN_WORDS[a]), ...(r.alsoNo ?? [])];
  const avoided = r.avoided ?? [];
  const noAllergens = allergens.length > 0 ? `no ${listInWords(allergens)}` : '';
  let phrase = diets.length > 0 ? listInWords(diets, 'and') : noAllergens;
  if (diets.length > 0 && noAllergens) phrase += ` with ${noAllergens}`;
  if (avoided.length > 0) phrase += `${phrase ? ', ' : ''}avoiding ${listInWords(avoided, 'and')}`;
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** What a food restriction keeps out, in words: "No shellfish" reads "shellfish"; another name is quoted. */
export function foodRestrictionWord(name: string): string {
  const m = /^no\s+(.+)$/i.exec(name.trim());
  return m ? m[1].toLowerCase() : `"${name.trim()}"`;
}
