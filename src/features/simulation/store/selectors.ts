import { createSelector } from '@reduxjs/toolkit';
import { ageOn, DAYS_OF_WEEK, isMacroDistributionValid, type DayOfWeek, type PlanAction } from '../../../domain';
import type { MealPlan, WeekPlanRequest } from '../../../services/generated/plannerApi.generated';
import { MACRO_KEYS, mealKey, type MemberState, type PinnedMeal, type SimulationPresent } from './model';
import { addDays, dayOfWeekOf, mondayOf } from '../../../domain/dates';
import { toUserProfile } from './profileMapping';
import type { SimulationState } from './simulationReducer';
import { nextPlanAction } from './varietySlice';

/** Any state that holds the simulation under its key (the app's RootState does). */
export interface WithSimulation {
  simulation: SimulationState;
}

const present = (s: WithSimulation): SimulationPresent => s.simulation.present;
export const selectProfile = (s: WithSimulation) => present(s).profile;
export const selectMembers = (s: WithSimulation) => present(s).profile.members;
export const selectPlan = (s: WithSimulation) => present(s).plan;
export const selectWeekPlan = (s: WithSimulation) => present(s).plan.weekPlan;
export const selectVariety = (s: WithSimulation) => present(s).variety;
export const selectCanUndo = (s: WithSimulation) => s.simulation.past.length > 0 && s.simulation.pendingPlan === null;
export const selectCanRedo = (s: WithSimulation) => s.simulation.future.length > 0 && s.simulation.pendingPlan === null;
export const selectPendingPlan = (s: WithSimulation) => s.simulation.pendingPlan;
/** The action Calculate or Update sends next. */
export const selectNextPlanAction = (s: WithSimulation): PlanAction => nextPlanAction(present(s).plan);

/** The validation messages of one member, by field (planning.md section 5, verbatim). */
export interface MemberErrors {
  name?: string;
  age?: string;
  weight?: string;
  height?: string;
}

export function memberErrors(m: MemberState): MemberErrors {
  const errors: MemberErrors = {};
  if (!m.name.trim()) errors.name = 'Name cannot be empty';
  if (m.birthDate === null) errors.age = 'Age cannot be empty';
  if (m.weightKg === null) errors.weight = 'Weight cannot be empty';
  if (m.heightCm === null) errors.height = 'Height cannot be empty';
  return errors;
}

export const MACRO_SUM_MESSAGE = 'Sum of kcal distribution should be 100%';

export const selectMemberErrors = createSelector(
  [selectMembers],
  (members) => new Map(members.map((m) => [m.id, memberErrors(m)])),
);

/** Every message the editor shows; a plan can be asked for only when there is none. */
export const selectProfileErrors = createSelector([selectProfile], (profile): string[] => {
  const messages = profile.members.flatMap((m) => Object.values(memberErrors(m)));
  const macros = MACRO_KEYS.map((k) => profile.macroDistribution[k] ?? 0);
  if (!isMacroDistributionValid(macros)) messages.push(MACRO_SUM_MESSAGE);
  return messages;
});

/** Simulation is allowed when the profile has no error and no plan request is in flight. */
export const selectSimulationAllowed = (s: WithSimulation) =>
  selectProfileErrors(s).length === 0 && s.simulation.pendingPlan === null;

/** The member's age in whole years on `today` (null while empty). */
export function memberAge(m: MemberState, today: string): number | null {
  return m.birthDate === null ? null : ageOn(m.birthDate, today);
}

/** The variety panel: CREATE (and RECREATE) lists the priority ingredients, REVIEW the allowed ones. */
export const selectVarietyPanel = createSelector([selectPlan, selectVariety], (plan, variety) => {
  const mode = nextPlanAction(plan);
  return {
    mode,
    listed: mode === 'REVIEW' ? variety.allowedIngredients : variety.priorityIngredients,
    excluded: variety.excludedIngredients,
    restrictedListEnabled: mode === 'REVIEW',
  };
});

export const selectUpdatedMeals = createSelector([selectPlan], (plan) => new Set(plan.updatedMeals));

/**
 * The week the plan is (or will be) for: the plan's start date, else the chosen one, else the Monday of
 * today's week.
 */
export const selectPlanStartDate = (s: WithSimulation, today: string): string =>
  selectPlan(s).weekPlan?.startDate ?? selectPlan(s).startDate ?? mondayOf(today);

/** The fixed seven-day list from the plan's start date (the Monday of its week), each day with its date. */
export function planDays(startDate: string): { day: DayOfWeek; date: string }[] {
  return DAYS_OF_WEEK.map((_d, i) => {
    const date = addDays(startDate, i);
    return { day: dayOfWeekOf(date), date };
  });
}

/** The selected weekday tab: the chosen one, else today's when the plan's week holds today, else its first day. */
export const selectSelectedDay = (s: WithSimulation, today: string): DayOfWeek => {
  const chosen = selectPlan(s).selectedDay;
  if (chosen) return chosen;
  const days = planDays(selectPlanStartDate(s, today));
  return (days.find((d) => d.date === today) ?? days[0]).day;
};

/** The meals of one day of the plan, in the plan's order, each with its Updated badge. */
export const selectDayMeals = createSelector(
  [selectWeekPlan, selectUpdatedMeals, (_s: WithSimulation, day: DayOfWeek) => day],
  (weekPlan, updated, day): { meal: MealPlan; updated: boolean }[] =>
    (weekPlan?.mealPlans ?? [])
      .filter((m) => m.dayOfWeek === day)
      .map((meal) => ({ meal, updated: updated.has(mealKey(meal.dayOfWeek, meal.mealOfDay)) })),
);

const NO_PINS: PinnedMeal[] = [];
export const selectPinnedMeals = (s: WithSimulation): PinnedMeal[] => present(s).plan.pinnedMeals ?? NO_PINS;

/** Whether one division of one day is pinned. */
export const isPinned = (pins: readonly PinnedMeal[], dayOfWeek: DayOfWeek, idMealOfDayDivision: number | undefined) =>
  idMealOfDayDivision !== undefined &&
  pins.some((p) => p.dayOfWeek === dayOfWeek && p.idMealOfDayDivision === idMealOfDayDivision);

/** The pins of a meal: one per division of its recipes. */
export function mealPins(meal: MealPlan): PinnedMeal[] {
  return meal.scaledRecipes.flatMap((r) =>
    r.mealOfDayDivision?.idMealOfDayDivision === undefined
      ? []
      : [{ dayOfWeek: meal.dayOfWeek, idMealOfDayDivision: r.mealOfDayDivision.idMealOfDayDivision }],
  );
}

/** A meal is pinned when every division of it is. */
export const isMealPinned = (pins: readonly PinnedMeal[], meal: MealPlan) => {
  const own = mealPins(meal);
  return own.length > 0 && own.every((p) => isPinned(pins, p.dayOfWeek, p.idMealOfDayDivision));
};

/** Energy of a meal for the household: each recipe's kcal per serving times its servings. */
export function mealKcal(meal: MealPlan): number {
  return Math.round(meal.scaledRecipes.reduce((t, r) => t + (r.recipe.recipeNutritionalInfo?.energyKcal ?? 0) * r.servings, 0));
}

/** Energy of one member's portion of a scaled recipe. */
export const portionKcal = (r: MealPlan['scaledRecipes'][number], portion: number) =>
  Math.round((r.recipe.recipeNutritionalInfo?.energyKcal ?? 0) * portion);

/** The request Calculate / Update sends: profile, scope, chosen settings, variety lists of the action, the plan and a seed. */
export function buildWeekPlanRequest(
  state: SimulationPresent,
  planAction: PlanAction,
  options: { startDate: string; seed: number; lang?: string },
): WeekPlanRequest {
  const { profile, plan, variety } = state;
  const ids = (list: { idIngredient: number }[]) => list.map((i) => i.idIngredient);
  const { userProfile, scope } = toUserProfile(profile);
  return {
    userProfile,
    scope,
    startDate: options.startDate,
    recommenderSettings: profile.recommenderSettings,
    planAction,
    ...(options.lang ? { lang: options.lang } : {}),
    varietyOptions: {
      varietyLevel: variety.varietyLevel,
      ...(planAction === 'REVIEW'
        ? { allowedIngredients: ids(variety.allowedIngredients) }
        : { priorityIngredients: ids(variety.priorityIngredients) }),
      excludedIngredients: planAction === 'CREATE' ? [] : ids(variety.excludedIngredients),
    },
    ...(planAction !== 'CREATE' && plan.weekPlan ? { weekPlan: plan.weekPlan } : {}),
    ...(planAction !== 'CREATE' && plan.weekPlan && (plan.pinnedMeals ?? []).length > 0 ? { pinnedMeals: plan.pinnedMeals } : {}),
    seed: options.seed,
  };
}
