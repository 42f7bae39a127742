/**
 * Everything a plan call computes once before choosing: validation, needs, prepared recipes, the
 * household rules and the per-division pools. O(n x ingredients x divisions).
 */
import {
  DEFAULT_MACRO_DISTRIBUTION,
  MAX_MEALS_PER_DAY,
  MIN_MEALS_PER_DAY,
  mealRulesOf,
  type DayOfWeek,
  type MealOfDay,
  type MealRules,
} from '../domain';
import { seasonOf, weekDays } from './calendar';
import { dayFactors, type DayFactors } from './dayHeuristics';
import { divisionEnergyShares, divisionsForMeals, mealsOf } from './divisions';
import { InvalidPlanInputError, noCandidatesFor } from './errors';
import { plannedNeeds } from './needs';
import { DivisionPool, type ScoreCache } from './pool';
import { ingredientDivisionRecipe, prepareRecipe, recipePreparer, type PreparedRecipe } from './prepared';
import {
  applyHouseholdRules,
  compileRules,
  indexByMealType,
  reviewExclusions,
  roleRulesOf,
  type CompiledRules,
  type RoleRules,
} from './rules';
import { ADULT_AGE } from './slots';
import { DEFAULT_PORTION_BOUNDS, memberMaxPortion } from './scaling';
import type { NutritionalNeeds, PlanInput, PortionBounds } from './types';

export interface Engine {
  readonly input: PlanInput;
  readonly days: readonly { date: string; dayOfWeek: DayOfWeek }[];
  readonly meals: readonly MealOfDay[];
  readonly pools: readonly DivisionPool[];
  readonly needs: readonly NutritionalNeeds[];
  readonly rules: CompiledRules;
  readonly bounds: PortionBounds;
  /** Each member's largest portion (servings): the bounds' max grown with a need above 2,000 kcal (scaling.ts). */
  readonly memberMax: readonly number[];
  readonly preparedById: ReadonlyMap<number, PreparedRecipe>;
  /** Weights of the day terms (dayHeuristics.ts). */
  readonly dayFactors: DayFactors;
  /** The dietitian's limits (settings, completed with the defaults). */
  readonly mealRules: MealRules;
  /** What the meal-role rule allows (sweets, alcohol) for this household. */
  readonly roleRules: RoleRules;
}

function validate(input: PlanInput, meals: readonly MealOfDay[]): void {
  if (input.members.length === 0) throw new InvalidPlanInputError('members', 'The household has no member');
  if (meals.length < MIN_MEALS_PER_DAY || meals.length > MAX_MEALS_PER_DAY) {
    throw new InvalidPlanInputError(
      'divisions',
      `Meals per day must be ${MIN_MEALS_PER_DAY} to ${MAX_MEALS_PER_DAY}, got ${meals.length}`,
    );
  }
  const b = input.portionBounds;
  if (b && !(b.min > 0 && b.max >= b.min && b.step >= 0)) {
    throw new InvalidPlanInputError('portionBounds', 'Portion bounds need 0 < min <= max and step >= 0');
  }
  for (const m of input.members) {
    if (!(m.weightKg > 0 && m.heightCm > 0 && m.ageYears > 0)) {
      throw new InvalidPlanInputError('members', `Member ${m.user} needs a positive age, weight and height`);
    }
  }
}

/**
 * Build the engine. `failOnEmpty` throws NoCandidatesError for a main-dish or fixed division the hard
 * rules empty (a plan needs them; a replacement lookup tolerates it).
 */
export function setupEngine(input: PlanInput, failOnEmpty = true): Engine {
  const meals = mealsOf(input.divisions);
  validate(input, meals);
  const days = weekDays(input.startDate);
  const divisions = divisionsForMeals(input.divisions, meals);
  const needs = plannedNeeds(input.members, input.needsSettings, meals, divisions);
  const shares = divisionEnergyShares(divisions);
  const prepare = recipePreparer();
  const prepared = input.candidates.map((r) => prepare(r));
  const preparedById = new Map(prepared.map((p) => [p.recipe.idRecipe, p]));
  const previousIngredients =
    input.action === 'REVIEW'
      ? (input.previousPlan?.mealPlans ?? []).flatMap((m) =>
          m.scaledRecipes.flatMap((s) => s.scaledRecipeIngredients.map((i) => i.idIngredient)),
        )
      : [];
  const rules = compileRules(
    input.restrictions,
    input.varietyOptions,
    reviewExclusions(previousIngredients, input.varietyOptions),
  );
  const { survivors, removed } = applyHouseholdRules(prepared, rules);
  const survivorsByType = indexByMealType(survivors);
  const scoreCache: ScoreCache = new Map();
  const mealRules = mealRulesOf(input.settings);
  const roleRules = roleRulesOf(
    mealRules,
    input.members.some((m) => m.ageYears < ADULT_AGE),
  );
  // Portions a person serves: whole steps of the settings' portion step unless the caller gives its own bounds.
  const bounds = input.portionBounds ?? { ...DEFAULT_PORTION_BOUNDS, step: mealRules.portionStep };
  const memberMax = needs.map((n) => memberMaxPortion(bounds, n.nutrientNeeds.KCAL.target));
  const v = input.varietyOptions;
  const review = input.action === 'REVIEW';
  const baseContext = {
    bounds,
    macroTarget: input.needsSettings.macroDistribution ?? DEFAULT_MACRO_DISTRIBUTION,
    season: seasonOf(input.startDate),
    recipeFeedback: new Map((input.feedback?.recipes ?? []).map((f) => [f.idRecipe, f.value])),
    ingredientFeedback: new Map((input.feedback?.ingredients ?? []).map((f) => [f.idIngredient, f.value])),
    varietyMode: review ? ('ALLOWED' as const) : ('PRIORITY' as const),
    varietyIngredients: new Set(review ? (v?.allowedIngredients ?? []) : (v?.priorityIngredients ?? [])),
    anyMemberDiabetic: input.members.some((m) => m.diabetes === true),
  };
  const pools = divisions.map((division, index) => {
    let fixedRecipe: PreparedRecipe | null | undefined;
    if (division.type === 'RECIPE') fixedRecipe = division.recipe ? (preparedById.get(division.recipe.idRecipe) ?? null) : null;
    if (division.type === 'INGREDIENT') {
      const r = ingredientDivisionRecipe(division);
      fixedRecipe = r ? prepareRecipe(r) : null;
    }
    const share = shares.get(division.idMealOfDayDivision) ?? 0;
    const pool = new DivisionPool({
      division,
      index,
      bounds,
      baseContext,
      rules,
      fixedRecipe,
      survivors,
      householdRemoved: removed,
      survivorsByType,
      roleRules,
      scoreCache,
      seed: input.seed,
      settingsWeights: input.settings.mealOfDayHeuristicsWeights,
      catalogueSize: prepared.length,
      shares: needs.map((n, m) => ({
        user: n.user,
        kcal: (n.mealsKcalNeed[division.mealOfDay] ?? 0) * share,
        maxPortion: memberMax[m],
      })),
    });
    // A companion division left empty stays empty in the plan, with a warning (warnings.ts).
    if (failOnEmpty && pool.size === 0 && (pool.fixed || pool.isMainDish)) {
      throw noCandidatesFor(pool, input.restrictions);
    }
    return pool;
  });
  return {
    input,
    days,
    meals,
    pools,
    needs,
    rules,
    bounds,
    memberMax,
    preparedById,
    dayFactors: dayFactors(input.settings),
    mealRules,
    roleRules,
  };
}
