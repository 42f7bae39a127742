/**
 * Hard rules: never traded for score. Each removal is counted under the first rule it breaks, in the
 * order of HARD_RULES after MEAL_TYPE (household rules first, then the slot's meal type).
 */
import type { Diet } from '../domain';
import { acceptedMealTypes } from './divisions';
import type { PreparedRecipe } from './prepared';
import type { AppliedRestrictions, HardRule, MealOfDayDivision, Restrictions, VarietyOptions } from './types';

/** Household-level rules compiled into sets for O(1) membership tests. */
export interface CompiledRules {
  readonly diets: readonly Diet[];
  readonly allergens: ReadonlySet<string>;
  readonly foodRestrictionIngredients: ReadonlySet<number>;
  readonly ingredientRestrictions: ReadonlySet<number>;
  readonly excludedIngredients: ReadonlySet<number>;
}

/**
 * In REVIEW the allowed list holds the plan's ingredients the user still accepts: an ingredient of the
 * previous plan missing from a non-empty allowed list was taken out, so it is excluded like the
 * excluded list. O(plan ingredients).
 */
export function reviewExclusions(previousPlanIngredients: Iterable<number>, v?: VarietyOptions): number[] {
  const allowed = new Set(v?.allowedIngredients ?? []);
  if (allowed.size === 0) return [];
  return [...new Set(previousPlanIngredients)].filter((id) => !allowed.has(id));
}

export function compileRules(r: Restrictions, v?: VarietyOptions, alsoExcluded: readonly number[] = []): CompiledRules {
  return {
    diets: r.diets.filter((d) => d !== 'NONE'),
    allergens: new Set(r.allergens),
    foodRestrictionIngredients: new Set(r.foodRestrictions.flatMap((f) => f.ingredientsToExclude)),
    ingredientRestrictions: new Set(r.ingredientRestrictions),
    excludedIngredients: new Set([...(v?.excludedIngredients ?? []), ...alsoExcluded]),
  };
}

const anyIn = (ids: readonly number[], set: ReadonlySet<number>) => set.size > 0 && ids.some((i) => set.has(i));

/** The first household rule a recipe breaks, or null. O(ingredients + diets + allergens). */
export function brokenHouseholdRule(p: PreparedRecipe, rules: CompiledRules): HardRule | null {
  const r = p.recipe;
  if (rules.diets.some((d) => !r.suitableDiets.includes(d) || !p.ruleDiets.includes(d))) return 'DIET';
  if (rules.allergens.size > 0 && [...r.allergens, ...p.ruleAllergens].some((a) => rules.allergens.has(a))) return 'ALLERGEN';
  if (anyIn(p.ingredientIds, rules.foodRestrictionIngredients)) return 'FOOD_RESTRICTION';
  if (anyIn(p.ingredientIds, rules.ingredientRestrictions)) return 'INGREDIENT_RESTRICTION';
  if (anyIn(p.ingredientIds, rules.excludedIngredients)) return 'EXCLUDED_INGREDIENT';
  return null;
}

/** Whether a recipe's meal types fit a MEAL_PART division (fixed divisions accept their recipe). */
export function fitsDivision(p: PreparedRecipe, d: MealOfDayDivision): boolean {
  if (d.type !== 'MEAL_PART') return true;
  const accepted = acceptedMealTypes(d);
  return p.recipe.mealTypes.some((t) => accepted.includes(t));
}

export function emptyRemovals(): Record<HardRule, number> {
  return { MEAL_TYPE: 0, DIET: 0, ALLERGEN: 0, FOOD_RESTRICTION: 0, INGREDIENT_RESTRICTION: 0, EXCLUDED_INGREDIENT: 0 };
}

/**
 * Household rules over the whole catalogue, once per plan: the survivors and the removals by rule.
 * O(n x ingredients).
 */
export function applyHouseholdRules(
  recipes: readonly PreparedRecipe[],
  rules: CompiledRules,
): { survivors: PreparedRecipe[]; removed: Record<HardRule, number> } {
  const removed = emptyRemovals();
  const survivors: PreparedRecipe[] = [];
  for (const p of recipes) {
    const rule = brokenHouseholdRule(p, rules);
    if (rule) removed[rule] += 1;
    else survivors.push(p);
  }
  return { survivors, removed };
}

/** Index survivors by meal type (a recipe appears under each of its types). O(n x types). */
export function indexByMealType(survivors: readonly PreparedRecipe[]): Map<string, PreparedRecipe[]> {
  const out = new Map<string, PreparedRecipe[]>();
  for (const p of survivors)
    for (const t of new Set(p.recipe.mealTypes)) {
      const list = out.get(t);
      if (list) list.push(p);
      else out.set(t, [p]);
    }
  return out;
}

/** Recipes of the accepted types, each once. */
function fromTypeIndex(d: MealOfDayDivision, byType: ReadonlyMap<string, readonly PreparedRecipe[]>): PreparedRecipe[] {
  const accepted = acceptedMealTypes(d);
  if (accepted.length === 1) return [...(byType.get(accepted[0]) ?? [])];
  const seen = new Set<PreparedRecipe>();
  for (const t of accepted) for (const p of byType.get(t) ?? []) seen.add(p);
  return [...seen];
}

/** Then the division's meal type: the division's candidates and its applied restrictions. O(n). */
export function applyDivisionRules(
  initialCandidates: number,
  survivors: readonly PreparedRecipe[],
  householdRemoved: Readonly<Record<HardRule, number>>,
  d: MealOfDayDivision,
  byType?: ReadonlyMap<string, readonly PreparedRecipe[]>,
): { candidates: PreparedRecipe[]; applied: AppliedRestrictions } {
  const candidates = byType ? fromTypeIndex(d, byType) : survivors.filter((p) => fitsDivision(p, d));
  const otherTypes = survivors.length - candidates.length;
  return {
    candidates,
    applied: {
      initialCandidates,
      removedCandidates: { ...householdRemoved, MEAL_TYPE: otherTypes },
      finalCandidates: candidates.length,
      removedTypesOtherMealDivisions: otherTypes,
    },
  };
}
