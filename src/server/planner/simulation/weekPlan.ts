/**
 * Mapping between the engine's week plan and the planner.yaml WeekPlan / ScaledRecipe / NutritionalNeeds.
 */
import { HARD_RULES, weekDays } from '../../../recommender';
import type {
  AppliedRestrictions,
  CandidateRecipe,
  HardRule,
  MealOfDayDivision,
  NutritionalNeeds,
  ScaledRecipe,
  WeekPlan,
} from '../../../recommender';
import { HEURISTIC_NAMES, type HeuristicName } from '../../../domain';
import type { components } from '../../generated/planner.schema.generated';

type S = components['schemas'];
export type ApiWeekPlan = S['WeekPlan'];
export type ApiScaledRecipe = S['ScaledRecipe'];
export type ApiNutritionalNeeds = S['NutritionalNeeds'];

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export function toApiDivision(d: MealOfDayDivision): S['MealOfDayDivision'] {
  return {
    idMealOfDayDivision: d.idMealOfDayDivision,
    mealOfDay: d.mealOfDay,
    type: d.type,
    ...(d.mealPart ? { mealPart: d.mealPart } : {}),
    ...(d.recipe ? { recipe: { idRecipe: d.recipe.idRecipe, name: d.recipe.name } } : {}),
    ...(d.ingredientDivision
      ? {
          ingredientDivision: {
            ingredient: {
              idIngredient: d.ingredientDivision.ingredient.idIngredient,
              name: d.ingredientDivision.ingredient.name,
            },
          },
        }
      : {}),
    ...(d.name !== undefined ? { name: d.name } : {}),
    ...(d.mealRole && d.type === 'MEAL_PART' ? { mealRole: d.mealRole } : {}),
  };
}

function nutritionalInfo(c: CandidateRecipe | undefined): S['RecipeNutritionalInfo'] | undefined {
  if (!c) return undefined;
  const n = c.nutritionPerServing;
  return {
    energyKcal: round(n.energyKcal),
    protein: round(n.protein),
    fat: round(n.fat),
    carbohydrate: round(n.carbohydrate),
    fiber: round(n.fiber),
    sugar: round(n.sugar),
    salt: round(n.salt),
    ...(n.cholesterol !== undefined ? { cholesterol: round(n.cholesterol) } : {}),
    ...(n.iron !== undefined ? { iron: round(n.iron) } : {}),
  };
}

export interface OutputContext {
  names: ReadonlyMap<number, string>;
  candidates: ReadonlyMap<number, CandidateRecipe>;
}

export function toApiScaledRecipe(s: ScaledRecipe, ctx: OutputContext): ApiScaledRecipe {
  const info = nutritionalInfo(ctx.candidates.get(s.recipe.idRecipe));
  return {
    idScaledRecipe: s.idScaledRecipe,
    recipe: { idRecipe: s.recipe.idRecipe, name: s.recipe.name, ...(info ? { recipeNutritionalInfo: info } : {}) },
    scaledRecipeIngredients: s.scaledRecipeIngredients.map((i) => ({
      ingredient: { idIngredient: i.idIngredient, name: i.name },
      quantityInGrams: round(Math.max(0, i.grams), 1),
    })),
    servings: s.servings,
    householdServings: s.householdServings.map((h) => ({
      user: { id: h.user, ...(ctx.names.has(h.user) ? { name: ctx.names.get(h.user) } : {}) },
      portionInServings: h.portionInServings,
    })),
    mealOfDayDivision: toApiDivision(s.mealOfDayDivision),
    heuristicScores: s.heuristicScores.map((h) => ({
      name: h.name,
      value: round(Math.min(1, Math.max(0, h.value)), 4),
      weight: h.weight,
    })),
    appliedRestrictions: {
      initialCandidates: s.appliedRestrictions.initialCandidates,
      removedCandidates: { ...s.appliedRestrictions.removedCandidates },
      finalCandidates: s.appliedRestrictions.finalCandidates,
      removedTypesOtherMealDivisions: s.appliedRestrictions.removedTypesOtherMealDivisions,
    },
  };
}

export function toApiWeekPlan(plan: WeekPlan, ctx: OutputContext): ApiWeekPlan {
  return {
    startDate: plan.startDate,
    mealPlans: plan.mealPlans.map((m) => ({
      dayOfWeek: m.dayOfWeek,
      mealOfDay: m.mealOfDay,
      scaledRecipes: m.scaledRecipes.map((s) => toApiScaledRecipe(s, ctx)),
    })),
    // A warning's `relaxations` are the engine's own (for its tests); the answer carries the words.
    ...(plan.warnings
      ? { warnings: plan.warnings.map(({ relaxations: _engineOnly, ...w }) => ({ ...w, days: [...w.days] })) }
      : {}),
  };
}

const EMPTY_APPLIED: AppliedRestrictions = {
  initialCandidates: 0,
  removedCandidates: Object.fromEntries(HARD_RULES.map((r) => [r, 0])) as Record<HardRule, number>,
  finalCandidates: 0,
  removedTypesOtherMealDivisions: 0,
};

const isHeuristicName = (name: string): name is HeuristicName => (HEURISTIC_NAMES as readonly string[]).includes(name);
const isHardRule = (name: string): name is HardRule => (HARD_RULES as readonly string[]).includes(name);

/** The per-rule counts a client sent back, over zeros for every rule (names that are no rule are dropped). */
function removedCandidates(given: Record<string, number> | undefined): Record<HardRule, number> {
  const counts = { ...EMPTY_APPLIED.removedCandidates };
  for (const [rule, n] of Object.entries(given ?? {})) if (isHardRule(rule)) counts[rule] = n;
  return counts;
}

function fromApiDivision(d: S['MealOfDayDivision'], known: ReadonlyMap<number, MealOfDayDivision>): MealOfDayDivision {
  const byId = known.get(d.idMealOfDayDivision);
  if (byId) return byId;
  return {
    idMealOfDayDivision: d.idMealOfDayDivision,
    mealOfDay: d.mealOfDay,
    type: d.type,
    ...(d.mealPart ? { mealPart: d.mealPart } : {}),
    ...(d.recipe ? { recipe: { idRecipe: d.recipe.idRecipe, name: d.recipe.name ?? '' } } : {}),
    ...(d.name !== undefined ? { name: d.name } : {}),
    ...(d.mealRole && d.type === 'MEAL_PART' ? { mealRole: d.mealRole } : {}),
  };
}

/** The client's week plan as the engine's previous plan (dates from startDate and the day of week). */
export function fromApiWeekPlan(plan: ApiWeekPlan, divisions: readonly MealOfDayDivision[]): WeekPlan {
  const dates = new Map(weekDays(plan.startDate).map((d) => [d.dayOfWeek as string, d.date]));
  const known = new Map(divisions.map((d) => [d.idMealOfDayDivision, d]));
  let nextId = 1;
  for (const m of plan.mealPlans) for (const s of m.scaledRecipes) nextId = Math.max(nextId, (s.idScaledRecipe ?? 0) + 1);
  return {
    startDate: plan.startDate,
    mealPlans: plan.mealPlans.map((m) => ({
      dayOfWeek: m.dayOfWeek,
      date: dates.get(m.dayOfWeek) ?? plan.startDate,
      mealOfDay: m.mealOfDay,
      scaledRecipes: m.scaledRecipes.map((s): ScaledRecipe => {
        const a = s.appliedRestrictions;
        return {
          idScaledRecipe: s.idScaledRecipe ?? nextId++,
          recipe: { idRecipe: s.recipe.idRecipe, name: s.recipe.name },
          scaledRecipeIngredients: (s.scaledRecipeIngredients ?? []).map((i) => ({
            idIngredient: i.ingredient.idIngredient,
            name: i.ingredient.name ?? '',
            grams: i.quantityInGrams,
          })),
          servings: s.servings,
          householdServings: (s.householdServings ?? []).map((h) => ({
            user: h.user.id,
            portionInServings: h.portionInServings,
          })),
          mealOfDayDivision: s.mealOfDayDivision
            ? fromApiDivision(s.mealOfDayDivision, known)
            : { idMealOfDayDivision: 0, mealOfDay: m.mealOfDay, type: 'MEAL_PART' },
          // The scores of a meal-of-day heuristic (day and week passes name theirs differently; the engine keeps only these).
          heuristicScores: (s.heuristicScores ?? []).flatMap((h) =>
            isHeuristicName(h.name) ? [{ name: h.name, value: h.value, weight: h.weight }] : [],
          ),
          appliedRestrictions: a
            ? {
                initialCandidates: a.initialCandidates,
                removedCandidates: removedCandidates(a.removedCandidates),
                finalCandidates: a.finalCandidates,
                removedTypesOtherMealDivisions: a.removedTypesOtherMealDivisions ?? 0,
              }
            : EMPTY_APPLIED,
        };
      }),
    })),
  };
}

const UNITS = { kcal: 'KCAL', g: 'G', mg: 'MG' } as const;

export function toApiNeeds(needs: readonly NutritionalNeeds[], names: ReadonlyMap<number, string>): ApiNutritionalNeeds {
  return needs.map((n) => ({
    user: { id: n.user, ...(names.has(n.user) ? { name: names.get(n.user) } : {}) },
    mealsKcalNeed: Object.fromEntries(Object.entries(n.mealsKcalNeed).map(([k, v]) => [k, round(v ?? 0, 1)])),
    nutrientNeeds: Object.fromEntries(
      Object.entries(n.nutrientNeeds).map(([k, v]) => [
        k,
        {
          target: round(v.target, 1),
          min: round(v.min, 1),
          max: round(v.max, 1),
          unit: UNITS[v.unit],
        },
      ]),
    ) as S['NutrientNeeds'],
  }));
}
