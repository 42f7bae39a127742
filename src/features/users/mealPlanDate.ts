/** Today's date in the user's time zone, as an ISO date. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The page's mealPlanDate: the URL's when it is a valid date (a time part is dropped), else today. */
export function mealPlanDateOf(param: string | null, today: string = localToday()): string {
  const dateOnly = param?.slice(0, 10);
  return isIsoDate(dateOnly) ? dateOnly : today;
}

/** The Monday of the week holding `date` (an ISO date), as the planner finds week plans. */
export function mondayOf(date: string): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  const back = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - back * 86_400_000).toISOString().slice(0, 10);
}

/** The weeks call lists at most this many weeks, the newest (planner.yaml listUserMealPlanWeeks, maxItems). */
export const MAX_PLAN_WEEKS = 104;
