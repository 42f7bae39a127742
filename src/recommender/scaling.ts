/**
 * Portion scaling: one recipe per division is shared by the household; each member eats a portion
 * (in servings) chosen so that their meal energy meets their share of the division, within bounds.
 */
import type { PreparedRecipe } from './prepared';
import type { HouseholdServing, PortionBounds, ScaledRecipeIngredient } from './types';

/** Default bounds: 0.5 to 2 servings, continuous rounded to 0.05. */
export const DEFAULT_PORTION_BOUNDS: PortionBounds = { min: 0.5, max: 2, step: 0 };
const CONTINUOUS_ROUNDING = 0.05;

/** Energy a member should get from one division. */
export interface MemberShare {
  readonly user: number;
  readonly kcal: number;
}

export interface ScaleResult {
  readonly householdServings: readonly HouseholdServing[];
  /** Total servings cooked (sum of the portions). */
  readonly servings: number;
  /** Unclamped, unrounded portion per member (servings that would hit the share exactly). */
  readonly idealPortions: readonly number[];
}

function roundTo(x: number, step: number): number {
  return Math.round(x / step) * step;
}

/** Round to the step, clamp to the bounds, and strip floating noise. */
export function portionFor(idealPortion: number, bounds: PortionBounds): number {
  const step = bounds.step > 0 ? bounds.step : CONTINUOUS_ROUNDING;
  const p = Math.min(bounds.max, Math.max(bounds.min, roundTo(idealPortion, step)));
  return Math.round(p * 1000) / 1000;
}

/** Portions of each member for a recipe. O(members). A recipe without energy is served 1 serving. */
export function scaleRecipe(p: PreparedRecipe, shares: readonly MemberShare[], bounds: PortionBounds): ScaleResult {
  const kcal = p.recipe.nutritionPerServing.energyKcal;
  const idealPortions = shares.map((s) => (kcal > 0 ? s.kcal / kcal : 1));
  const householdServings = shares.map((s, i) => ({ user: s.user, portionInServings: portionFor(idealPortions[i], bounds) }));
  const servings = Math.round(householdServings.reduce((t, h) => t + h.portionInServings, 0) * 1000) / 1000;
  return { householdServings, servings, idealPortions };
}

/**
 * Ingredient grams for the cooked servings (recipe grams are for all its servings). Also how the planner's
 * user-meal-plan call derives a stored planned recipe's ingredients when they were not stored.
 */
export function scaledIngredients(
  p: { readonly recipe: Pick<PreparedRecipe['recipe'], 'servings' | 'ingredients'> },
  servings: number,
): ScaledRecipeIngredient[] {
  const factor = p.recipe.servings > 0 ? servings / p.recipe.servings : servings;
  return p.recipe.ingredients.map((i) => ({
    idIngredient: i.idIngredient,
    name: i.name,
    // To 0.1 g; a line that is there stays there (a pinch of oil is 0.1 g, not 0 g).
    grams: i.grams > 0 ? Math.max(0.1, Math.round(i.grams * factor * 10) / 10) : 0,
  }));
}
