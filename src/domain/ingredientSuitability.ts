/**
 * An ingredient's facts, diets and allergens as stored, by the rule set (foodFactRules.ts): the one place the seed,
 * the importers, the start-up backfill, the API's reading of an ingredient not derived yet and the recommender's
 * second check turn a food into its facts.
 */
import type { Allergen, Diet } from './catalogueEnums';
import { ingredientFactReasons, saysLactoseFree, type IngredientSource } from './foodFactRules';
import { allergensFromFacts, dietsFromFacts, factsFromReasons, reasonsByFact, type FoodFacts } from './foodFacts';

export interface IngredientSuitability {
  facts: FoodFacts;
  /** fact -> why it holds (the `fact_reasons` column). */
  reasons: Record<string, string>;
  diets: Diet[];
  allergens: Allergen[];
}

export function ingredientSuitability(source: IngredientSource): IngredientSuitability {
  const reasons = ingredientFactReasons(source);
  const facts = factsFromReasons(reasons);
  return {
    facts,
    reasons: reasonsByFact(reasons),
    diets: dietsFromFacts(facts, saysLactoseFree(source.name)),
    allergens: allergensFromFacts(facts),
  };
}
