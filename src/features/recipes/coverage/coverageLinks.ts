import type { CoverageProfileRow, CoverageSlot } from '../../../services/generated/plannerApi.generated';

/**
 * The recipe list's filters for one cell of the coverage table: published recipes of the slot's meal types and
 * roles, suitable for the profile's diets, free from its allergens or its food restriction. The list applies the
 * stored tags and roles; the cell's count also applies the rule set's reading of ingredients and names, so a
 * recipe the rules contradict (listed under Contradictions) can be in the list and not in the count. A cell whose
 * slot fell back to its meal part's roles (a gluten-free bread lunch) lists those roles.
 */
export function cellSearch(profile: CoverageProfileRow, slot: CoverageSlot, fellBack = false): string {
  const params = new URLSearchParams({ status: 'PUBLISHED' });
  slot.mealTypes.forEach((t) => params.append('mealType', t));
  (fellBack && slot.fallbackMealRoles ? slot.fallbackMealRoles : slot.mealRoles).forEach((r) => params.append('mealRole', r));
  profile.diets.forEach((d) => params.append('suitableDiet', d));
  profile.allergens.forEach((a) => params.append('withoutAllergen', a));
  if (profile.idFoodRestriction !== undefined) params.append('suitableFoodRestrictionID', String(profile.idFoodRestriction));
  return `/recipes?${params}`;
}
