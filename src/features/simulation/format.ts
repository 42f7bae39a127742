import type { DayOfWeek } from '../../domain';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-23" -> "23 Nov". */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]}`;
}

/** A day heading with its date: "Monday 23 Nov". */
export const dayHeading = (day: DayOfWeek, date: string) => `${titleCase(day)} ${shortDate(date)}`;
