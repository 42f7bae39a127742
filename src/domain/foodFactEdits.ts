/**
 * Facts as the ingredient editor changes them (src/domain is shared by the SPA and the server): which
 * allergens the facts imply and which are the ingredient's own, the reasons after a save, and the facts'
 * names in words.
 */
import { ALLERGENS, type Allergen } from './catalogueEnums';
import { allergensFromFacts, ANIMAL_ORIGINS, type AnimalOrigin, type FoodFacts, type GlutenCereal } from './foodFacts';

/** The allergens the animal origins and cereals imply by themselves (DAIRY -> MILK, a cereal -> GLUTEN, ...). */
export function impliedAllergens(facts: Pick<FoodFacts, 'animalOrigins' | 'glutenCereals'>): Allergen[] {
  return allergensFromFacts({ ...facts, allergens: [] });
}

/**
 * The allergens of an ingredient beyond what its facts imply: the list the editor's allergen picker holds and
 * the save sends. An implied allergen still counts as the ingredient's own when it has a reason of its own
 * (shellfish named as a crustacean: CRUSTACEAN alone, not MOLLUSC too); EGG and FISH share their reason with
 * the animal origin of that name, so they count only when the origin is not there.
 */
export function ownAllergens(
  allergens: readonly Allergen[],
  facts: Pick<FoodFacts, 'animalOrigins' | 'glutenCereals'>,
  reasons: Readonly<Record<string, string>> = {},
): Allergen[] {
  const implied = new Set(impliedAllergens(facts));
  const origin = (a: string) => (ANIMAL_ORIGINS as readonly string[]).includes(a);
  return ALLERGENS.filter((a) => allergens.includes(a) && (!implied.has(a) || (reasons[a] !== undefined && !origin(a))));
}

/** The reason a fact added in the editor gets: who set it and the day (YYYY-MM-DD, UTC). */
export function setByReason(username: string, at: Date): string {
  return `set by ${username} on ${at.toISOString().slice(0, 10)}`;
}

/**
 * The reasons after a save: each fact keeps the reason it had, a fact that had none gets `added`, and a fact
 * no longer held has none. An allergen that the origins and cereals imply needs no reason of its own.
 */
export function reasonsAfterSave(
  before: Readonly<Record<string, string>>,
  facts: FoodFacts,
  added: string,
): Record<string, string> {
  const implied = new Set<string>(impliedAllergens(facts));
  const out: Record<string, string> = {};
  const give = (fact: string) => {
    if (out[fact] !== undefined) return;
    out[fact] = Object.prototype.hasOwnProperty.call(before, fact) ? before[fact] : added;
  };
  for (const o of facts.animalOrigins) give(o);
  for (const c of facts.glutenCereals) give(c);
  for (const a of facts.allergens) if (!implied.has(a) || Object.prototype.hasOwnProperty.call(before, a)) give(a);
  return out;
}

export const ANIMAL_ORIGIN_LABELS: Record<AnimalOrigin, string> = {
  MEAT: 'Meat',
  PORK: 'Pork',
  POULTRY: 'Poultry',
  FISH: 'Fish',
  SHELLFISH: 'Shellfish',
  DAIRY: 'Dairy',
  EGG: 'Egg',
  HONEY: 'Honey',
  GELATINE: 'Gelatine',
};

export const GLUTEN_CEREAL_LABELS: Record<GlutenCereal, string> = {
  WHEAT: 'Wheat',
  BARLEY: 'Barley',
  RYE: 'Rye',
  SPELT: 'Spelt',
  OATS: 'Oats',
};
