/**
 * An ingredient's facts, diets and allergens as stored, by the domain rule set (src/domain/foodFactRules.ts):
 * the one place the seed, the importers and the start-up backfill turn a food into its ingredient columns.
 */
import {
  allergensFromFacts,
  dietsFromFacts,
  factsFromReasons,
  ingredientFactReasons,
  reasonsByFact,
  saysLactoseFree,
  type Allergen,
  type Diet,
  type FoodFacts,
  type IngredientSource,
} from '../../domain';

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
