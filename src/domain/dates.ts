/**
 * Calendar arithmetic on ISO dates ('YYYY-MM-DD'), shared by the SPA, the servers and the recommender.
 * Dates are calendar days: arithmetic is done at midnight UTC so no time zone or daylight saving shifts a day.
 */
import { DAYS_OF_WEEK, type DayOfWeek } from './planningEnums';

export const DAY_MS = 86_400_000;

/** Midnight UTC of an ISO date, in milliseconds. */
export const msOfDate = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The UTC calendar day of an instant (milliseconds), as an ISO date. */
export const dateOfMs = (ms: number): string => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = msOfDate(text);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** The ISO date `days` days after `date` (negative: before). */
export const addDays = (date: string, days: number): string => dateOfMs(msOfDate(date) + days * DAY_MS);

/** Whole days from `first` to `last` (negative when `last` is earlier). */
export const daysBetween = (first: string, last: string): number => Math.round((msOfDate(last) - msOfDate(first)) / DAY_MS);

/** 0 for a Monday up to 6 for a Sunday. */
export const weekdayIndexOf = (date: string): number => (new Date(msOfDate(date)).getUTCDay() + 6) % 7;

/** The weekday of an ISO date. */
export const dayOfWeekOf = (date: string): DayOfWeek => DAYS_OF_WEEK[weekdayIndexOf(date)];

/** The Monday of the week holding `date`: plans start on it and the planner finds week plans by it. */
export const mondayOf = (date: string): string => addDays(date, -weekdayIndexOf(date));

/** Today's date in UTC (the servers' day), from an injectable clock. */
export const utcToday = (clock: () => number = Date.now): string => dateOfMs(clock());

/** Today's date in the browser's time zone (the day a staff member sees on their calendar). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
