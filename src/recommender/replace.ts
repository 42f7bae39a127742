/**
 * Single-meal replacement: ranked options for one division of one day, and the plan with that one
 * meal replaced. Everything else of the plan is returned verbatim.
 *
 * Options obey the search's hard rules (variety.ts: at most twice a week, never twice a day, no main-dish family
 * on consecutive days, the week's repeat budget; no alcohol for a household with a minor) as the search does:
 * whenever some candidate keeps them (`keepingRules`); they are ranked by the search's own value of the slot
 * (`WeekSearch.rankSlot`: heuristic value − penalties − λ × the day's deviation, the slot fit of slots.ts among the
 * penalties), with every other meal of the plan in place.
 * Complexity: setup O(n x ingredients x divisions), then O(n log n + k x ingredients) for the slot.
 */
import type { DayOfWeek } from '../domain';
import { choiceOf } from './choose';
import { divisionLabel } from './divisions';
import { InvalidPlanInputError, noCandidatesFor } from './errors';
import { maxScaledRecipeId, scaledRecipe } from './output';
import { pinKey, pinnedKeys } from './pins';
import { weeklyRules } from './plan';
import type { PreparedRecipe } from './prepared';
import type { ScaleResult } from './scaling';
import { loadPlanAsIs } from './previous';
import { WeekSearch } from './search';
import { setupEngine, type Engine } from './setup';
import { ADULT_AGE, isAlcoholic } from './slots';
import { PlanState } from './state';
import type { PlanInput, ScaledRecipe, WeekPlan } from './types';
import { dishFamily, familyRuled, repeatBudget, slotFamily, SNACK_TREAT, UNCOMMON_FRUIT, varietyRulesOf } from './variety';
import { planWarnings } from './warnings';

export interface MealToReplace {
  readonly dayOfWeek: DayOfWeek;
  readonly idMealOfDayDivision: number;
}

export interface MealReplacement {
  readonly scaledRecipe: ScaledRecipe;
  /** The search's value of the slot with this recipe (higher is better; the scale of `WeekSearch`). */
  readonly score: number;
  /** The current recipe's value in the slot minus this one's (positive: this one fits less well); absent for an empty slot. */
  readonly scoreGap?: number;
  /** Mean over members of the energy off the meal's share, in % (signed, rounded). */
  readonly energyOffPercent: number;
  /** Uses of this recipe elsewhere in the week's plan. */
  readonly weekUses: number;
}

const words = (name: string) => name.toLowerCase().replace(/_/g, ' ');
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** Mean over members of (energy of the portions - the meal's share) / share, in % (signed, rounded). */
export function energyOff(p: PreparedRecipe, scale: ScaleResult, engine: Engine, slot: number): number {
  const shares = engine.pools[slot].shares;
  const kcal = p.recipe.nutritionPerServing.energyKcal;
  let sum = 0;
  let n = 0;
  scale.householdServings.forEach((h, i) => {
    const share = shares[i]?.kcal ?? 0;
    if (share <= 0) return;
    sum += (h.portionInServings * kcal - share) / share;
    n += 1;
  });
  return n > 0 ? Math.round((sum / n) * 100) : 0;
}

/** The slot of a meal of the plan (unset: the caller holds its choice), with the search over the plan as it stands. */
export function locate(input: PlanInput, target: MealToReplace) {
  if (!input.previousPlan) throw new InvalidPlanInputError('previousPlan', 'A replacement needs the current week plan');
  const engine = setupEngine(input, false);
  const state = new PlanState(engine);
  loadPlanAsIs(state, input.previousPlan);
  const day = engine.days.findIndex((d) => d.dayOfWeek === target.dayOfWeek);
  const slot = engine.pools.findIndex((p) => p.division.idMealOfDayDivision === target.idMealOfDayDivision);
  if (day < 0) throw new InvalidPlanInputError('dayOfWeek', `No ${target.dayOfWeek} in the plan`);
  if (slot < 0) throw new InvalidPlanInputError('idMealOfDayDivision', `No division ${target.idMealOfDayDivision} in the plan`);
  const pool = engine.pools[slot];
  const current = state.unset(day, slot);
  return { engine, state, day, slot, pool, current, search: new WeekSearch(state), previousPlan: input.previousPlan };
}

/**
 * The hard variety rule (variety.ts, slots.ts) a recipe would break in a slot of the plan as it stands (the slot
 * unset), in plain words; null when it breaks none. The search pays VIOLATION_PENALTY for each of these.
 */
export function varietyRuleBroken(state: PlanState, day: number, slot: number, p: PreparedRecipe): string | null {
  const engine = state.engine;
  const id = p.recipe.idRecipe;
  const free = (s: number) => !engine.pools[s].fixed;
  const dayName = (d: number) => words(engine.days[d].dayOfWeek);
  const sameDay = state.slots[day].findIndex((c, s) => c !== null && s !== slot && free(s) && c.p.recipe.idRecipe === id);
  if (sameDay >= 0)
    return `it is already the ${words(divisionLabel(engine.pools[sameDay].division))} of ${dayName(day)}: a recipe is never twice a day`;
  const uses = new Map<number, number>();
  let repeats = 0;
  state.slots.forEach((row, d) =>
    row.forEach((c, s) => {
      if (!c || !free(s) || (d === day && s === slot)) return;
      const u = uses.get(c.p.recipe.idRecipe) ?? 0;
      if (u > 0) repeats += 1;
      uses.set(c.p.recipe.idRecipe, u + 1);
    }),
  );
  const own = uses.get(id) ?? 0;
  const rules = varietyRulesOf(engine.input.varietyOptions?.varietyLevel);
  if (own >= rules.maxWeekUses)
    return `it is already ${own} time${own === 1 ? '' : 's'} in this week's plan: at most ${rules.maxWeekUses} time${rules.maxWeekUses === 1 ? '' : 's'} a week at this variety level`;
  const budget = repeatBudget(engine.pools.filter((x) => !x.fixed).length * engine.days.length, rules.minDistinctPer49);
  if (own >= 1 && repeats >= budget)
    return `the week already repeats ${repeats} recipe uses, the most it may (at least ${rules.minDistinctPer49} distinct recipes per 49 meals)`;
  const pool = engine.pools[slot];
  if (familyRuled(pool.division, pool.isMainDish)) {
    const family = slotFamily(pool.division, pool.isMainDish, p);
    for (const d of [day - 1, day, day + 1]) {
      if (family === null || d < 0 || d >= state.slots.length) continue;
      const hit = state.slots[d].findIndex(
        (c, s) =>
          c !== null &&
          !(d === day && s === slot) &&
          slotFamily(engine.pools[s].division, engine.pools[s].isMainDish, c.p) === family,
      );
      if (hit < 0) continue;
      const where = `the ${words(divisionLabel(engine.pools[hit].division))} of ${dayName(d)}`;
      if (pool.isMainDish) return `a ${family} dish is already ${where}: no main-dish family twice a day or on consecutive days`;
      if (family === SNACK_TREAT)
        return `${state.slots[d][hit]!.p.recipe.name} is already ${where}: a sweet bake, snack bar or filled cracker at most once a week, never twice a day or on consecutive days`;
      if (family.startsWith('snack: '))
        return `${state.slots[d][hit]!.p.recipe.name} is already ${where}: the same snack (${family.slice('snack: '.length)}) at most twice a week, never twice a day or on consecutive days`;
      if (family === UNCOMMON_FRUIT)
        return `${state.slots[d][hit]!.p.recipe.name} is already ${where}: no uncommon fruit (not apple, banana, citrus, berries...) twice a day or on consecutive days`;
      return `${dishFamily(p.recipe)} is already ${where}: no vegetable twice a day or on consecutive days`;
    }
  }
  if (isAlcoholic(p) && engine.input.members.some((m) => m.ageYears < ADULT_AGE))
    return 'it contains alcohol and the household has a member under 18';
  return null;
}

/** The ranked candidates that keep the hard rules; all of them when none does (a catalogue too small for the rules). */
export function keepingRules<T extends { breaksRule: boolean }>(ranked: readonly T[]): T[] {
  const keepers = ranked.filter((r) => !r.breaksRule);
  return keepers.length > 0 ? keepers : [...ranked];
}

function refusePinned(input: PlanInput, target: MealToReplace): void {
  if (pinnedKeys(input.pinnedMeals).has(pinKey(target.dayOfWeek, target.idMealOfDayDivision))) {
    throw new InvalidPlanInputError('pinnedMeals', `The meal on ${target.dayOfWeek} is pinned: unpin it to replace it`);
  }
}

/** Ranked replacement options (best first) for one division of one day, excluding the current recipe. */
export function mealReplacements(input: PlanInput, target: MealToReplace, limit = 10): MealReplacement[] {
  refusePinned(input, target);
  const { state, day, slot, pool, current, search } = locate(input, target);
  if (pool.size === 0) {
    throw noCandidatesFor(pool, input.restrictions);
  }
  const currentId = current?.p.recipe.idRecipe;
  const ranked = keepingRules(
    search.rankSlot(day, slot, { count: Math.max(0, limit), keep: (rank) => pool.recipeAt(rank).recipe.idRecipe !== currentId }),
  );
  // The current recipe on the same scale (the slot unset, every other meal in place), as "why this meal" compares.
  const currentRank = currentId === undefined ? -1 : pool.rankOf(currentId);
  const currentValue = currentRank >= 0 ? search.candidateValue(day, slot, currentRank) : undefined;
  const uses = state.slotContext(day, slot).weekRecipeUses;
  const id = maxScaledRecipeId(input.previousPlan) + 1;
  return ranked.map(({ rank, value }) => {
    const c = choiceOf(pool.entryAt(rank));
    state.set(day, slot, c);
    return {
      scaledRecipe: scaledRecipe(state, day, slot, c, id),
      score: round4(value),
      ...(currentValue !== undefined ? { scoreGap: round4(currentValue - value) } : {}),
      energyOffPercent: energyOff(c.p, c.scale, state.engine, slot),
      weekUses: uses.get(c.p.recipe.idRecipe) ?? 0,
    };
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
 * The plan with one meal replaced: the given recipe (it must pass the division's hard rules and the search's hard
 * variety rules) or the best-ranked option. All other scaled recipes are returned as they were.
 */
export function replaceMeal(input: PlanInput, target: MealToReplace & { readonly idRecipe?: number }): WeekPlan {
  refusePinned(input, target);
  const { state, day, slot, pool, current, search, previousPlan } = locate(input, target);
  if (pool.size === 0) {
    throw noCandidatesFor(pool, input.restrictions);
  }
  const currentId = current?.p.recipe.idRecipe;
  const [best] = search.rankSlot(day, slot, { count: 1, keep: (r) => pool.recipeAt(r).recipe.idRecipe !== currentId });
  let entry;
  if (target.idRecipe !== undefined) {
    entry = pool.entryFor(target.idRecipe);
    if (!entry)
      throw new InvalidPlanInputError('idRecipe', `Recipe ${target.idRecipe} does not fit ${pool.label} under the rules`);
    const broken = target.idRecipe === currentId ? null : varietyRuleBroken(state, day, slot, entry.p);
    // Refused when another recipe keeps the rules (the search never breaks them while it can keep them).
    if (broken && best && !best.breaksRule)
      throw new InvalidPlanInputError('idRecipe', `${entry.p.recipe.name} cannot go there: ${broken}`);
  } else if (best) entry = pool.entryAt(best.rank);
  if (!entry) throw noCandidatesFor(pool, input.restrictions);
  const c = choiceOf(entry);
  state.set(day, slot, c);
  const plan = withReplaced(previousPlan, target, scaledRecipe(state, day, slot, c, maxScaledRecipeId(previousPlan) + 1));
  return { ...plan, warnings: planWarnings(state, weeklyRules(input)) };
}
