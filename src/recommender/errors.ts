/** Typed errors of the recommender: the caller maps them to 4xx answers, never to a crash. */
import { foodRestrictionWord, listInWords, restrictionPhrase, type MealOfDay } from '../domain';
import type { AppliedRestrictions, MealOfDayDivision, Restrictions } from './types';

export class RecommenderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RecommenderError';
  }
}

/**
 * The household's rules that removed recipes, in words: "Vegan with no gluten, soy or nuts, avoiding 2 disliked
 * ingredients". Only the kinds of rule that removed something are named; empty when none did.
 */
export function bindingRulesInWords(r: Restrictions, applied: AppliedRestrictions): string {
  const removed = applied.removedCandidates;
  const phrase = restrictionPhrase({
    diets: removed.DIET > 0 ? r.diets : [],
    allergens: removed.ALLERGEN > 0 ? r.allergens : [],
    alsoNo: removed.FOOD_RESTRICTION > 0 ? r.foodRestrictions.map((f) => foodRestrictionWord(f.name)) : [],
  });
  const avoided = [
    removed.INGREDIENT_RESTRICTION > 0
      ? `${r.ingredientRestrictions.length} disliked ingredient${r.ingredientRestrictions.length === 1 ? '' : 's'}`
      : '',
    removed.EXCLUDED_INGREDIENT > 0 ? 'the ingredients the variety lists exclude' : '',
  ].filter((x) => x !== '');
  if (avoided.length === 0) return phrase;
  return phrase ? `${phrase}, avoiding ${listInWords(avoided, 'and')}` : `Avoiding ${listInWords(avoided, 'and')}`;
}

/** The hard rules left no candidate recipe for a division. The message names the binding rules in words. */
export class NoCandidatesError extends RecommenderError {
  constructor(
    readonly mealOfDay: MealOfDay,
    readonly idMealOfDayDivision: number,
    readonly divisionName: string,
    readonly appliedRestrictions: AppliedRestrictions,
    restrictions?: Restrictions,
    /** The division is one fixed recipe (or ingredient): its name is `divisionName`. */
    fixed = false,
  ) {
    const a = appliedRestrictions;
    const kept =
      a.initialCandidates - Object.entries(a.removedCandidates).reduce((s, [k, n]) => (k === 'MEAL_TYPE' ? s : s + n), 0);
    const rules = restrictions ? bindingRulesInWords(restrictions, a) : '';
    const meal = mealOfDay.charAt(0) + mealOfDay.slice(1).toLowerCase().replace(/_/g, ' ');
    const where = divisionName.toLowerCase() === meal.toLowerCase() ? meal : `${divisionName} at ${meal}`;
    super(
      'NO_CANDIDATES',
      rules && fixed
        ? `${rules} rules out ${divisionName}, the recipe set for ${meal}`
        : rules
          ? `${rules} leaves no recipe for ${where}: the household's rules keep ${Math.max(0, kept)} of ` +
            `${a.initialCandidates} recipes and none of them fits ${divisionName}`
          : `No recipe fits ${where} (of ${a.initialCandidates} recipes in the catalogue)`,
    );
    this.name = 'NoCandidatesError';
  }
}

/** The error for a division the household's rules left empty (a pool: its division, label, counts and kind). */
export function noCandidatesFor(
  pool: {
    readonly division: MealOfDayDivision;
    readonly label: string;
    readonly applied: AppliedRestrictions;
    readonly fixed: boolean;
  },
  restrictions: Restrictions,
): NoCandidatesError {
  const d = pool.division;
  return new NoCandidatesError(d.mealOfDay, d.idMealOfDayDivision, pool.label, pool.applied, restrictions, pool.fixed);
}

/** The input cannot be planned (e.g. 7 meals a day, no household member, a bad date). */
export class InvalidPlanInputError extends RecommenderError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super('INVALID_PLAN_INPUT', message);
    this.name = 'InvalidPlanInputError';
  }
}
