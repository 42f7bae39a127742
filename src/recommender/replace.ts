/**
 * Single-meal replacement: ranked options for one division of one day, and the plan with that one
 * meal replaced. Everything else of the plan is returned verbatim.
 * Complexity: setup O(n x ingredients x divisions), then O(pool size x ingredients) for the slot.
 */
import type { DayOfWeek } from '../domain';
import { choiceOf, slotEvaluator } from './choose';
import { InvalidPlanInputError, NoCandidatesError } from './errors';
import { maxScaledRecipeId, scaledRecipe } from './output';
import { pinKey, pinnedKeys } from './pins';
import { weeklyRules } from './plan';
import { loadPlanAsIs } from './previous';
import { setupEngine } from './setup';
import { PlanState } from './state';
import type { PlanInput, ScaledRecipe, WeekPlan } from './types';
import { planWarnings } from './warnings';

export interface MealToReplace {
  readonly dayOfWeek: DayOfWeek;
  readonly idMealOfDayDivision: number;
}

export interface MealReplacement {
  readonly scaledRecipe: ScaledRecipe;
  /** Slot objective: weighted heuristic score minus the weighted day deviation (higher is better). */
  readonly score: number;
}

/**
 * How many of the division's best entries (by static score) a replacement ranks by the full slot
 * objective: enough to reach well past the plan's shortlist, without materialising the whole pool.
 */
export function replacementScope(limit: number): number {
  return Math.max(200, limit * 4);
}

function locate(input: PlanInput, target: MealToReplace) {
  if (!input.previousPlan) throw new InvalidPlanInputError('previousPlan', 'A replacement needs the current week plan');
  const engine = setupEngine(input, false);
  const state = new PlanState(engine);
  loadPlanAsIs(state, input.previousPlan);
  const day = engine.days.findIndex((d) => d.dayOfWeek === target.dayOfWeek);
  const slot = engine.pools.findIndex((p) => p.division.idMealOfDayDivision === target.idMealOfDayDivision);
  if (day < 0) throw new InvalidPlanInputError('dayOfWeek', `No ${target.dayOfWeek} in the plan`);
  if (slot < 0) throw new InvalidPlanInputError('idMealOfDayDivision', `No division ${target.idMealOfDayDivision} in the plan`);
  if (pinnedKeys(input.pinnedMeals).has(pinKey(target.dayOfWeek, target.idMealOfDayDivision))) {
    throw new InvalidPlanInputError('pinnedMeals', `The meal on ${target.dayOfWeek} is pinned: unpin it to replace it`);
  }
  const pool = engine.pools[slot];
  if (pool.size === 0) {
    throw new NoCandidatesError(pool.division.mealOfDay, pool.division.idMealOfDayDivision, pool.label, pool.applied);
  }
  return { engine, state, day, slot, pool, previousPlan: input.previousPlan };
}

/** Ranked replacement options (best first) for one division of one day, excluding the current recipe. */
export function mealReplacements(input: PlanInput, target: MealToReplace, limit = 10): MealReplacement[] {
  const { state, day, slot, pool } = locate(input, target);
  const current = state.unset(day, slot);
  const evaluate = slotEvaluator(state, day, slot, input.settings.runDayImprovement);
  const ranked = pool
    .top(replacementScope(limit))
    .filter((e) => e.p.recipe.idRecipe !== current?.p.recipe.idRecipe)
    .map((e) => ({ e, score: evaluate(e) }))
    .sort((a, b) => b.score - a.score || a.e.p.recipe.idRecipe - b.e.p.recipe.idRecipe)
    .slice(0, Math.max(0, limit));
  const id = maxScaledRecipeId(input.previousPlan) + 1;
  return ranked.map(({ e, score }) => {
    const c = choiceOf(e);
    state.set(day, slot, c);
    return { scaledRecipe: scaledRecipe(state, day, slot, c, id), score: Math.round(score * 1e4) / 1e4 };
  });
}

/** The previous plan with the scaled recipe of one division of one day swapped (or added). */
function withReplaced(plan: WeekPlan, target: MealToReplace, scaled: ScaledRecipe): WeekPlan {
  let done = false;
  const mealPlans = plan.mealPlans.map((m) => {
    if (m.dayOfWeek !== target.dayOfWeek || m.mealOfDay !== scaled.mealOfDayDivision.mealOfDay) return m;
    done = true;
    const others = m.scaledRecipes.filter((s) => s.mealOfDayDivision.idMealOfDayDivision !== target.idMealOfDayDivision);
    const index = m.scaledRecipes.findIndex((s) => s.mealOfDayDivision.idMealOfDayDivision === target.idMealOfDayDivision);
    const scaledRecipes = index < 0 ? [...others, scaled] : m.scaledRecipes.map((s, i) => (i === index ? scaled : s));
    return { ...m, scaledRecipes };
  });
  if (!done)
    throw new InvalidPlanInputError('dayOfWeek', `The plan has no ${scaled.mealOfDayDivision.mealOfDay} on ${target.dayOfWeek}`);
  return { ...plan, mealPlans };
}

/**
 * The plan with one meal replaced: the given recipe (it must pass the division's hard rules) or the
 * best-ranked option. All other scaled recipes are returned as they were.
 */
export function replaceMeal(input: PlanInput, target: MealToReplace & { readonly idRecipe?: number }): WeekPlan {
  const { state, day, slot, pool, previousPlan } = locate(input, target);
  const current = state.unset(day, slot);
  let entry;
  if (target.idRecipe !== undefined) {
    entry = pool.entryFor(target.idRecipe);
    if (!entry)
      throw new InvalidPlanInputError('idRecipe', `Recipe ${target.idRecipe} does not fit ${pool.label} under the rules`);
  } else {
    const evaluate = slotEvaluator(state, day, slot, input.settings.runDayImprovement);
    let best = -Infinity;
    for (const e of pool.top(replacementScope(1))) {
      if (e.p.recipe.idRecipe === current?.p.recipe.idRecipe && pool.size > 1) continue;
      const v = evaluate(e);
      if (v > best) {
        best = v;
        entry = e;
      }
    }
  }
  if (!entry) throw new NoCandidatesError(pool.division.mealOfDay, pool.division.idMealOfDayDivision, pool.label, pool.applied);
  const c = choiceOf(entry);
  state.set(day, slot, c);
  const plan = withReplaced(previousPlan, target, scaledRecipe(state, day, slot, c, maxScaledRecipeId(previousPlan) + 1));
  return { ...plan, warnings: planWarnings(state, weeklyRules(input)) };
}
