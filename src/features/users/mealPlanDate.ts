import { isIsoDate, localToday } from '../../domain/dates';

/** The page's mealPlanDate: the URL's when it is a valid date (a time part is dropped), else today. */
export function mealPlanDateOf(param: string | null, today: string = localToday()): string {
  const dateOnly = param?.slice(0, 10);
  return isIsoDate(dateOnly) ? dateOnly : today;
}

/** The weeks call lists at most this many weeks, the newest (planner.yaml listUserMealPlanWeeks, maxItems). */
export const MAX_PLAN_WEEKS = 104;
