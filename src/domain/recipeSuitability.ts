/**
 * A recipe's diets and allergens, by the one rule set (src/domain/foodFactRules.ts): what its ingredients
 * hold and what its name says it holds. A dish called "Bacon and egg sandwich" is not vegetarian even when a
 * line was lost, and "Bean soup with macaroni" is not gluten-free whatever its lines say. Used by the seed,
 * every recipe save, every recomputation after an ingredient changes, and the recommender's second check.
 */
import type { Allergen, Diet } from './catalogueEnums';
import { factsFromName } from './foodFactRules';
import { allergensFromFacts, dietsFromFacts, factsFromReasons, type FactReason } from './foodFacts';
import { recipeAllergens, recipeDiets } from './recipeNutrition';

export interface SuitabilityMember {
  readonly diets: readonly Diet[];
  readonly allergens: readonly Allergen[];
}

export interface RecipeSuitability {
  readonly diets: Diet[];
  readonly allergens: Allergen[];
  /** What the dish name says the recipe holds, with the words that say it. */
  readonly nameFacts: FactReason[];
}

/** Facts a dish name carries (cached: the recommender asks once per candidate, the seed once per recipe). */
const byName = new Map<string, FactReason[]>();
export function dishNameFacts(name: string): FactReason[] {
  let facts = byName.get(name);
  if (!facts) {
    facts = factsFromName(name, 'dish name');
    if (byName.size > 50_000) byName.clear();
    byName.set(name, facts);
  }
  return facts;
}

/** Diets every ingredient and the name allow; allergens any ingredient or the name brings. */
export function recipeSuitability(name: string, members: readonly SuitabilityMember[]): RecipeSuitability {
  const nameFacts = dishNameFacts(name);
  const named = factsFromReasons(nameFacts);
  const fromName = dietsFromFacts(named);
  const diets = recipeDiets(members.map((m) => m.diets)).filter((d) => d === 'NONE' || fromName.includes(d));
  return {
    diets: diets.length > 0 ? diets : ['NONE'],
    allergens: recipeAllergens([...members.map((m) => m.allergens), allergensFromFacts(named)]),
    nameFacts,
  };
}
