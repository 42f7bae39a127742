/**
 * What heuristics look at. Static heuristics depend only on the recipe, the division and the
 * household (computed once per division); dynamic ones also depend on the rest of the plan.
 */
import type { MacroDistribution, Season, VarietyLevel } from '../../domain';
import type { PreparedRecipe } from '../prepared';
import type { MemberShare, ScaleResult } from '../scaling';
import type { MealOfDayDivision, PortionBounds } from '../types';

export interface StaticContext {
  readonly division: MealOfDayDivision;
  readonly shares: readonly MemberShare[];
  readonly bounds: PortionBounds;
  readonly macroTarget: MacroDistribution;
  readonly season: Season;
  readonly recipeFeedback: ReadonlyMap<number, number>;
  readonly ingredientFeedback: ReadonlyMap<number, number>;
  /** PRIORITY in CREATE/RECREATE, ALLOWED in REVIEW; an empty set makes the heuristic neutral. */
  readonly varietyMode: 'PRIORITY' | 'ALLOWED';
  readonly varietyIngredients: ReadonlySet<number>;
  /** Cheapest and dearest cost per serving among the division's candidates, when any has a cost. */
  readonly costRange: { readonly min: number; readonly max: number } | null;
  readonly anyMemberDiabetic: boolean;
}

/** The plan around one slot, excluding the slot itself. */
export interface SlotContext {
  readonly division: MealOfDayDivision;
  readonly isMainDish: boolean;
  readonly varietyLevel: VarietyLevel;
  /** Ingredient ids used elsewhere on the same day / on the previous day. */
  readonly sameDayIngredients: ReadonlySet<number>;
  readonly previousDayIngredients: ReadonlySet<number>;
  readonly sameDayRecipes: ReadonlySet<number>;
  readonly sameDayMeat: boolean;
  readonly sameDayFish: boolean;
  /** Uses of each recipe elsewhere in the week. */
  readonly weekRecipeUses: ReadonlyMap<number, number>;
  /** Food groups (product categories) used elsewhere in the week. */
  readonly weekFoodGroups: ReadonlySet<string>;
  /** The soup served in this division on the previous days, if the previous day had one. */
  readonly previousSoup: { readonly idRecipe: number; readonly runDays: number; readonly capacityDays: number } | null;
}

export type StaticHeuristic = (p: PreparedRecipe, scale: ScaleResult, ctx: StaticContext) => number;
export type DynamicHeuristic = (p: PreparedRecipe, scale: ScaleResult, ctx: SlotContext) => number;

export const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
