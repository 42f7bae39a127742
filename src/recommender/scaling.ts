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
  /** The member's largest portion (servings); the bounds' max when absent. See `memberMaxPortion`. */
  readonly maxPortion?: number;
}

/**
 * The day's energy a serving is sized for: the EU reference intake of an adult (2,000 kcal, Regulation (EU)
 * 1169/2011, Annex XIII). A member who needs more eats proportionally larger portions.
 */
export const REFERENCE_DAY_KCAL = 2000;
/** A member's largest portion grows with their need up to this factor of the bounds' max (3 servings at max 2). */
export const MAX_APPETITE_FACTOR = 1.5;

/**
 * The largest portion of a member who needs `dayKcal` a day: the bounds' max (2 servings by default) for a need up to
 * the reference 2,000 kcal, scaled with the need above it (2,768 kcal: 2.77 servings), at most 1.5x the max. A plate a
 * tall active adult serves himself is larger than a reference serving; without it a vegan man needing 2,800 kcal
 * falls 20 % short because plant dishes carry less energy per serving. Needs under the reference keep the max: their
 * portions already follow their shares.
 */
export function memberMaxPortion(bounds: PortionBounds, dayKcal: number): number {
  const factor = Math.min(MAX_APPETITE_FACTOR, Math.max(1, dayKcal / REFERENCE_DAY_KCAL));
  return Math.round(bounds.max * factor * 1000) / 1000;
}

/**
 * The bounds of one member for one recipe: `bounds` with the member's own max, at most the recipe's own cap
 * (`PreparedRecipe.maxServings`: offal, rice cakes, fruit ...), never under the bounds' min; at least the recipe's own
 * least (`PreparedRecipe.minServings`: a vegetable side) where the max allows it.
 */
export function boundsOf(
  bounds: PortionBounds,
  share: Pick<MemberShare, 'maxPortion'>,
  recipeMax = Infinity,
  recipeMin = 0,
): PortionBounds {
  const max = Math.max(bounds.min, Math.min(share.maxPortion ?? bounds.max, recipeMax));
  // The recipe's least on a whole step (1.875 servings of peas for 150 g is served 2).
  const least = bounds.step > 0 ? Math.ceil(recipeMin / bounds.step - 1e-9) * bounds.step : recipeMin;
  const min = Math.min(max, Math.max(bounds.min, least));
  return max === bounds.max && min === bounds.min ? bounds : { ...bounds, min, max };
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

/** The largest whole step at or under `max`. */
function floorTo(max: number, step: number): number {
  return Math.floor(max / step + 1e-9) * step;
}

/** Round to the step, clamp to the bounds, and strip floating noise. */
export function portionFor(idealPortion: number, bounds: PortionBounds): number {
  const step = bounds.step > 0 ? bounds.step : CONTINUOUS_ROUNDING;
  const p = Math.min(Math.max(bounds.min, floorTo(bounds.max, step)), Math.max(bounds.min, roundTo(idealPortion, step)));
  return Math.round(p * 1000) / 1000;
}

/** Portions of each member for a recipe. O(members). A recipe without energy is served 1 serving. */
export function scaleRecipe(p: PreparedRecipe, shares: readonly MemberShare[], bounds: PortionBounds): ScaleResult {
  const kcal = p.recipe.nutritionPerServing.energyKcal;
  const idealPortions = shares.map((s) => (kcal > 0 ? s.kcal / kcal : 1));
  const householdServings = shares.map((s, i) => ({
    user: s.user,
    portionInServings: portionFor(idealPortions[i], boundsOf(bounds, s, p.maxServings, p.minServings)),
  }));
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
