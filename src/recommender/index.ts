/**
 * The meal-plan recommender: a pure, deterministic library (no I/O, no clock, seeded RNG).
 *
 * Entry points:
 * - `planWeek(input)`: CREATE, REVIEW or RECREATE a week plan;
 * - `mealReplacements(input, target, limit?)`: ranked options for one division of one day;
 * - `replaceMeal(input, target)`: the plan with that one meal replaced;
 * - `householdNeeds` / `nutritionalNeeds`: the nutritional needs of the household members;
 * - `deriveRecipeFlags`: the ingredient-derived flags, for servers feeding raw recipes;
 * - `divisionCandidatesByProfile` / `ruleConflicts`: the catalogue coverage report's counts and contradictions.
 */
export { planWeek } from './plan';
export { applyRelaxation } from './relaxations';
export { mealReplacements, replaceMeal, type MealReplacement, type MealToReplace } from './replace';
export {
  explainMeal,
  DEFAULT_ALTERNATIVES,
  ENERGY_TOLERANCE,
  type MealExplanation,
  type RecipeVerdict,
  type LossReason,
  type NeedCoverage,
} from './explain';
export { householdNeeds, nutritionalNeeds, plannedNeeds, splitForMeals, MACRO_RANGES, DAILY_REFERENCES } from './needs';
export {
  DEFAULT_DIVISIONS,
  DEFAULT_PART_ENERGY_WEIGHTS,
  MAIN_DISH_PARTS,
  divisionEnergyShares,
  divisionsForMeals,
  mealsOf,
  acceptedMealTypes,
} from './divisions';
export { DEFAULT_PORTION_BOUNDS, portionFor, scaledIngredients } from './scaling';
export { deriveRecipeFlags } from './flags';
export {
  divisionCandidatesByProfile,
  divisionFallbackRoles,
  divisionRoles,
  ruleConflicts,
  type CoverageCell,
  type CoverageProfile,
  type RuleConflict,
} from './coverage';
export { mulberry32, deriveSeed, type Rng } from './rng';
export { weekDays, seasonOf } from './calendar';
export { nutritionalDeviation } from './objective';
export { RecommenderError, NoCandidatesError, InvalidPlanInputError } from './errors';
export * from './types';
