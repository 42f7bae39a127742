import type { DayOfWeek } from '../../domain';

/** Today's date in the user's time zone, as an ISO date (the weekday tab starts on it when the plan's week holds it). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "MONDAY" -> "Monday". */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** A number input's value: empty is null. */
export function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The Monday of the week of an ISO date (a plan's start date). */
export function mondayOf(date: string): string {
  const t = Date.parse(`${date}T00:00:00Z`);
  const day = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - day * 86_400_000).toISOString().slice(0, 10);
}

/** The ISO date `days` days after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-23" -> "23 Nov". */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}

/** A day heading with its date: "Monday 23 Nov". */
export const dayHeading = (day: DayOfWeek, date: string) => `${titleCase(day)} ${shortDate(date)}`;
