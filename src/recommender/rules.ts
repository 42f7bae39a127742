/**
 * Hard rules: never traded for score. Each removal is counted under the first rule it breaks, in the
 * order of HARD_RULES after MEAL_TYPE (household rules first, EXPERTISE the last of them: a recipe asking more cooking
 * expertise than the household has, then the slot's meal type and meal role: MEAL_TYPE
 * counts a recipe whose type or role does not fit the division, confectionery and alcohol the settings do not allow).
 */
import { EXPERTISE_LEVELS, type Diet, type ExpertiseLevel, type MealRole, type MealRules } from '../domain';
import { acceptedMealTypes } from './divisions';
import type { PreparedRecipe } from './prepared';
import { SNACK_MAX_KCAL } from './slots';
import type { AppliedRestrictions, HardRule, MealOfDayDivision, Restrictions, VarietyOptions } from './types';
import { dishFamily, MAX_FAMILY_WEEK_USES } from './variety';

/** Household-level rules compiled into sets for O(1) membership tests. */
export interface CompiledRules {
  readonly diets: readonly Diet[];
  readonly allergens: ReadonlySet<string>;
  readonly foodRestrictionIngredients: ReadonlySet<number>;
  readonly ingredientRestrictions: ReadonlySet<number>;
  readonly excludedIngredients: ReadonlySet<number>;
  /** The household's cooking expertise (EXPERTISE_LEVELS index); recipes asking more are removed. Infinity: no limit. */
  readonly maxExpertise: number;
}

/** A recipe's expertise as an index of EXPERTISE_LEVELS (BEGINNER 0 .. ADVANCED 2); a recipe without one asks none (-1). */
export const expertiseRank = (level: ExpertiseLevel | null | undefined): number => (level ? EXPERTISE_LEVELS.indexOf(level) : -1);

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
    maxExpertise: r.cookingExpertise ? expertiseRank(r.cookingExpertise) : Infinity,
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
  if (expertiseRank(r.expertiseLevel) > rules.maxExpertise) return 'EXPERTISE';
  return null;
}

/** What the role rule needs beyond the division: the settings' allowances and whether a minor eats with. */
export interface RoleRules {
  readonly allowConfectionery: boolean;
  readonly allowAlcohol: boolean;
  readonly hasMinor: boolean;
}

export const roleRulesOf = (mealRules: MealRules, hasMinor: boolean): RoleRules => ({
  allowConfectionery: mealRules.allowConfectionery,
  allowAlcohol: mealRules.allowAlcohol,
  hasMinor,
});

/** Without settings: no sweets, no alcohol (the defaults). */
export const DEFAULT_ROLE_RULES: RoleRules = { allowConfectionery: false, allowAlcohol: false, hasMinor: false };

/**
 * The roles a MEAL_PART division takes (its own `mealRole`, else by part): a breakfast is a breakfast dish; lunch a
 * hot main or a bread meal; dinner a hot main; a snack a snack or fruit; a dessert a dessert or fruit; sides, salads,
 * vegetables and bread a side; a starter a starter or soup; drinks, juices and smoothies a drink.
 */
export function acceptedRoles(d: MealOfDayDivision, ownRole = true): readonly MealRole[] {
  if (d.mealRole && ownRole) return [d.mealRole];
  switch (d.mealPart) {
    case 'BREAKFAST':
    case 'CEREAL':
      return ['BREAKFAST'];
    case 'LUNCH':
      return ['HOT_MAIN', 'BREAD_MEAL'];
    case 'DINNER':
      return ['HOT_MAIN'];
    case 'SOUP':
      return ['SOUP'];
    case 'STARTER':
      return ['STARTER', 'SOUP'];
    case 'SALAD':
      return ['SIDE', 'STARTER'];
    case 'SIDE_DISH':
    case 'VEGETABLE':
    case 'BREAD':
      return ['SIDE'];
    case 'DESSERT':
      return ['DESSERT', 'FRUIT'];
    case 'SNACK':
      return ['SNACK', 'FRUIT'];
    case 'FRUIT':
      return ['FRUIT'];
    case 'DRINK':
    case 'JUICE':
    case 'SMOOTHIE':
      return ['DRINK'];
    default:
      return [];
  }
}

/**
 * Fruit whose free sugars are more than SYRUP_SHARE of its sugars: canned in light or heavy syrup (the free-sugar
 * estimate counts 0.35 and 0.5 of the sugars of such fruit as added: domain/freeSugar.ts), cooked with sugar. Fruit
 * canned in juice (0.25) stays a fruit portion.
 */
const SYRUP_SHARE = 0.3;
const syrupFruit = (p: PreparedRecipe): boolean => {
  const sugar = p.recipe.nutritionPerServing.sugar;
  return sugar > 0 && p.freeSugar > SYRUP_SHARE * sugar;
};

/** Whether a recipe may play the division's role: a fitting role, and sweets and alcohol only as the settings allow. */
export function fitsRole(
  p: PreparedRecipe,
  d: MealOfDayDivision,
  rules: RoleRules = DEFAULT_ROLE_RULES,
  ownRole = true,
): boolean {
  if (d.type !== 'MEAL_PART') return true;
  if (p.confectionery && !rules.allowConfectionery) return false;
  if (p.alcoholic && (!rules.allowAlcohol || rules.hasMinor)) return false;
  // A snack is small: a recipe whose one serving is a meal's energy is no snack, whatever its role.
  if (d.mealPart === 'SNACK' && p.recipe.nutritionPerServing.energyKcal > SNACK_MAX_KCAL) return false;
  // The vegetables of a meal are vegetables: pulses, corn and potatoes are its protein or its starch, and vegetables
  // fried in batter are no vegetable portion (prepared.ts).
  if (d.mealPart === 'VEGETABLE' && p.notTheVegetables) return false;
  // A fruit portion has no added sugar: fruit canned in syrup (FNDDS's "cooked or canned, drained solids" is canned in
  // heavy syrup, drained) or cooked with sugar is a dessert, not the fruit or the snack between meals.
  if ((d.mealPart === 'FRUIT' || d.mealPart === 'SNACK') && p.flags.isFruit && syrupFruit(p)) return false;
  return acceptedRoles(d, ownRole).some((r) => p.roles.has(r));
}

/** Whether a recipe's meal types fit a MEAL_PART division (fixed divisions accept their recipe). */
function fitsMealType(p: PreparedRecipe, d: MealOfDayDivision): boolean {
  if (d.type !== 'MEAL_PART') return true;
  const accepted = acceptedMealTypes(d);
  return p.recipe.mealTypes.some((t) => accepted.includes(t));
}

/** Whether a recipe's meal types and role fit a MEAL_PART division. */
export function fitsDivision(p: PreparedRecipe, d: MealOfDayDivision, rules: RoleRules = DEFAULT_ROLE_RULES): boolean {
  return fitsMealType(p, d) && fitsRole(p, d, rules);
}

export function emptyRemovals(): Record<HardRule, number> {
  return {
    MEAL_TYPE: 0,
    DIET: 0,
    ALLERGEN: 0,
    FOOD_RESTRICTION: 0,
    INGREDIENT_RESTRICTION: 0,
    EXCLUDED_INGREDIENT: 0,
    EXPERTISE: 0,
  };
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

/** Seven days with a dish family at most twice a week (variety.ts) and never on consecutive days. */
export const MIN_FAMILIES_FOR_A_WEEK = Math.ceil(7 / MAX_FAMILY_WEEK_USES);

function familyCount(candidates: readonly PreparedRecipe[]): number {
  const families = new Set<string | null>();
  for (const p of candidates) {
    families.add(dishFamily(p.recipe));
    if (families.size >= MIN_FAMILIES_FOR_A_WEEK) break;
  }
  return families.size;
}

/** Then the division's meal type: the division's candidates and its applied restrictions. O(n). */
export function applyDivisionRules(
  initialCandidates: number,
  survivors: readonly PreparedRecipe[],
  householdRemoved: Readonly<Record<HardRule, number>>,
  d: MealOfDayDivision,
  byType?: ReadonlyMap<string, readonly PreparedRecipe[]>,
  roleRules: RoleRules = DEFAULT_ROLE_RULES,
): { candidates: PreparedRecipe[]; applied: AppliedRestrictions } {
  const typed = byType ? fromTypeIndex(d, byType) : survivors.filter((p) => fitsMealType(p, d));
  let candidates = typed.filter((p) => fitsRole(p, d, roleRules));
  // A division's own role (a bread lunch) that the household's rules leave empty (gluten-free: no sandwich) falls
  // back to its meal part's roles (a hot lunch) rather than leaving the meal without a dish.
  // So does one whose recipes cannot vary a week (a vegan bread lunch: three peanut-butter sandwiches, one dish
  // family): seven days need at least MIN_FAMILIES_FOR_A_WEEK families under the family cap.
  if (d.mealRole && (candidates.length === 0 || familyCount(candidates) < MIN_FAMILIES_FOR_A_WEEK))
    candidates = typed.filter((p) => fitsRole(p, d, roleRules, false));
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
