/**
 * Catalogue coverage: which recipes the hard rules leave to each division for a set of diet and allergen profiles,
 * and which recipes the rule set contradicts (tagged against what their ingredients and name hold). The same steps a
 * plan runs (setup.ts): prepare the catalogue, the household rules (`applyHouseholdRules`), then each division's meal
 * type and role (`applyDivisionRules`); nothing here re-implements a rule.
 */
import type { Allergen, Diet, MealRules } from '../domain';
import { recipePreparer, type PreparedRecipe } from './prepared';
import { acceptedRoles, applyDivisionRules, applyHouseholdRules, compileRules, indexByMealType, roleRulesOf } from './rules';
import type { CandidateRecipe, MealOfDayDivision, Restrictions } from './types';

/** The roles a division takes (its own role, else its meal part's), as the MEAL_TYPE rule reads them. */
export const divisionRoles = (d: MealOfDayDivision) => acceptedRoles(d);

/** The roles a division with its own role falls back to when that role leaves too little for a week. */
export const divisionFallbackRoles = (d: MealOfDayDivision) => acceptedRoles(d, false);

/** One row of the coverage table: a profile and the restrictions a household of that profile would have. */
export interface CoverageProfile {
  readonly key: string;
  readonly restrictions: Restrictions;
}

/** The recipes that can fill one division for one profile. */
export interface CoverageCell {
  readonly idRecipes: readonly number[];
  /**
   * The division's own role (a bread lunch) left too few recipes or dish families for a week, so the planner takes
   * its meal part's roles (`divisionFallbackRoles`) instead, as in a plan.
   */
  readonly fellBack: boolean;
}

/** For each profile (in order), for each division (in order), the recipes that can fill it. */
export function divisionCandidatesByProfile(
  candidates: readonly CandidateRecipe[],
  profiles: readonly CoverageProfile[],
  divisions: readonly MealOfDayDivision[],
  mealRules: MealRules,
): CoverageCell[][] {
  const prepare = recipePreparer();
  const prepared = candidates.map((r) => prepare(r));
  // An adult household: the coverage is about the catalogue, not a household with a minor (no alcohol then).
  const roleRules = roleRulesOf(mealRules, false);
  return profiles.map((profile) => {
    const { survivors, removed } = applyHouseholdRules(prepared, compileRules(profile.restrictions));
    const byType = indexByMealType(survivors);
    return divisions.map((d) => {
      const { candidates: found } = applyDivisionRules(prepared.length, survivors, removed, d, byType, roleRules);
      const own = d.mealRole;
      return {
        idRecipes: found.map((p) => p.recipe.idRecipe),
        fellBack: own !== undefined && found.some((p) => !p.roles.has(own)),
      };
    });
  });
}

/** A recipe whose stored tags say what its ingredients or name contradict. */
export interface RuleConflict {
  readonly idRecipe: number;
  /** Diets the recipe is tagged with that the rule set does not give it. */
  readonly diets: readonly Diet[];
  /** Allergens the rule set finds that the recipe is not tagged with. */
  readonly allergens: readonly Allergen[];
}

function conflictOf(p: PreparedRecipe): RuleConflict | null {
  const r = p.recipe;
  const diets = r.suitableDiets.filter((d) => d !== 'NONE' && !p.ruleDiets.includes(d));
  const allergens = p.ruleAllergens.filter((a) => !r.allergens.includes(a));
  return diets.length || allergens.length ? { idRecipe: r.idRecipe, diets, allergens } : null;
}

/**
 * The recipes the diet and allergen rules contradict: the ones the recommender's second check keeps from households
 * their tags say they suit. O(total ingredients).
 */
export function ruleConflicts(candidates: readonly CandidateRecipe[]): RuleConflict[] {
  const prepare = recipePreparer();
  const out: RuleConflict[] = [];
  for (const r of candidates) {
    const c = conflictOf(prepare(r));
    if (c) out.push(c);
  }
  return out;
}
