/**
 * What a dietitian needs to know of a food to judge a diet or an allergy: where its animal parts come from
 * and which gluten-containing cereals it holds, plus the 14 allergens of EU Regulation 1169/2011 Annex II.
 * Diets and allergens are derived from these facts, never set beside them, so a recipe cannot say VEGAN
 * while one of its ingredients holds egg.
 */
import { ALLERGENS, DIETS, type Allergen, type Diet } from './catalogueEnums';

/** Animal origins a diet can exclude. PORK is also MEAT; GELATINE counts as meat and, unless named otherwise, pork. */
export const ANIMAL_ORIGINS = ['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH', 'DAIRY', 'EGG', 'HONEY', 'GELATINE'] as const;
export type AnimalOrigin = (typeof ANIMAL_ORIGINS)[number];

/** Cereals containing gluten (EU 1169/2011 Annex II item 1); oats count unless certified gluten-free. */
export const GLUTEN_CEREALS = ['WHEAT', 'BARLEY', 'RYE', 'SPELT', 'OATS'] as const;
export type GlutenCereal = (typeof GLUTEN_CEREALS)[number];

export interface FoodFacts {
  readonly animalOrigins: readonly AnimalOrigin[];
  readonly glutenCereals: readonly GlutenCereal[];
  /** EU allergens beyond what the two lists above imply (nuts, soy, celery, ...); the implied ones may be here too. */
  readonly allergens: readonly Allergen[];
}

/** One fact with the reason it holds ("SR food group 1000 Pork Products", "name: 'bacon'"). */
export interface FactReason {
  readonly fact: AnimalOrigin | GlutenCereal | Allergen;
  readonly because: string;
}

export const NO_FACTS: FoodFacts = { animalOrigins: [], glutenCereals: [], allergens: [] };

const FLESH: readonly AnimalOrigin[] = ['MEAT', 'PORK', 'POULTRY', 'FISH', 'SHELLFISH', 'GELATINE'];
const LAND_FLESH: readonly AnimalOrigin[] = ['MEAT', 'PORK', 'POULTRY', 'GELATINE'];

/**
 * The diets a food with these facts fits. `lactoseFree` is true when the food says it is lactose-free
 * (lactose-free milk is still dairy: not vegan, but LACTOSE_FREE). Returns ['NONE'] when it fits none.
 */
export function dietsFromFacts(facts: Pick<FoodFacts, 'animalOrigins'>, lactoseFree = false): Diet[] {
  const has = (o: AnimalOrigin) => facts.animalOrigins.includes(o);
  const any = (list: readonly AnimalOrigin[]) => list.some(has);
  const fits: Record<Exclude<Diet, 'NONE'>, boolean> = {
    LACTO_OVO_VEGETARIAN: !any(FLESH),
    PESCETARIAN: !any(LAND_FLESH),
    LACTO_VEGETARIAN: !any(FLESH) && !has('EGG'),
    OVO_VEGETARIAN: !any(FLESH) && !has('DAIRY'),
    VEGAN: facts.animalOrigins.length === 0,
    LACTOSE_FREE: !has('DAIRY') || lactoseFree,
    NO_PORK: !has('PORK') && !has('GELATINE'),
  };
  const out = DIETS.filter((d): d is Exclude<Diet, 'NONE'> => d !== 'NONE' && fits[d as Exclude<Diet, 'NONE'>]);
  return out.length > 0 ? out : ['NONE'];
}

/** The allergens of a food: its own list plus those its animal origins and cereals imply (shellfish of unknown kind: both). */
export function allergensFromFacts(facts: FoodFacts): Allergen[] {
  const all = new Set<Allergen>(facts.allergens);
  if (facts.glutenCereals.length > 0) all.add('GLUTEN');
  if (facts.animalOrigins.includes('DAIRY')) all.add('MILK');
  if (facts.animalOrigins.includes('EGG')) all.add('EGG');
  if (facts.animalOrigins.includes('FISH')) all.add('FISH');
  if (facts.animalOrigins.includes('SHELLFISH') && !all.has('CRUSTACEAN') && !all.has('MOLLUSC')) {
    all.add('CRUSTACEAN');
    all.add('MOLLUSC');
  }
  return ALLERGENS.filter((a) => all.has(a));
}

/** The union of several foods' facts (a recipe holds what any of its ingredients holds). */
export function unionFacts(list: readonly FoodFacts[]): FoodFacts {
  const origins = new Set(list.flatMap((f) => f.animalOrigins));
  const cereals = new Set(list.flatMap((f) => f.glutenCereals));
  const allergens = new Set(list.flatMap((f) => f.allergens));
  return {
    animalOrigins: ANIMAL_ORIGINS.filter((o) => origins.has(o)),
    glutenCereals: GLUTEN_CEREALS.filter((c) => cereals.has(c)),
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
  };
}

/** Facts from a list of reasons (the editor and the rules keep reasons; the database keeps the lists). */
export function factsFromReasons(reasons: readonly FactReason[]): FoodFacts {
  const facts = new Set<string>(reasons.map((r) => r.fact));
  return {
    animalOrigins: ANIMAL_ORIGINS.filter((o) => facts.has(o)),
    glutenCereals: GLUTEN_CEREALS.filter((c) => facts.has(c)),
    allergens: ALLERGENS.filter((a) => facts.has(a)),
  };
}

/** Whether a food with these facts may be served under every one of the diets (NONE never excludes). */
export function fitsDiets(facts: FoodFacts, diets: readonly Diet[], lactoseFree = false): boolean {
  const fits = dietsFromFacts(facts, lactoseFree);
  return diets.every((d) => d === 'NONE' || fits.includes(d));
}

/** Reasons as stored (`ingredient.fact_reasons`): fact -> why it holds. */
export function reasonsByFact(reasons: readonly FactReason[]): Record<string, string> {
  return Object.fromEntries(reasons.map((r) => [r.fact, r.because]));
}
