/** Dates of the plan: pure calendar arithmetic on ISO dates (no clock). */
import type { DayOfWeek, Season } from '../domain';
import { addDays, dayOfWeekOf, isIsoDate } from '../domain/dates';
import { InvalidPlanInputError } from './errors';

/** Refuses a start date that is not a real calendar date written YYYY-MM-DD. */
function checkStartDate(date: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new InvalidPlanInputError('startDate', `startDate must be YYYY-MM-DD, got "${date}"`);
  }
  if (!isIsoDate(date)) throw new InvalidPlanInputError('startDate', `startDate is not a valid date: "${date}"`);
}

/** The seven days from `startDate`: ISO date and day of week. */
export function weekDays(startDate: string): { date: string; dayOfWeek: DayOfWeek }[] {
  checkStartDate(startDate);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(startDate, i);
    return { date, dayOfWeek: dayOfWeekOf(date) };
  });
}

/** Meteorological season of a date in the northern hemisphere (all supported countries). */
export function seasonOf(date: string): Season {
  const month = Number(date.slice(5, 7));
  if (month >= 3 && month <= 5) return 'SPRING';
  if (month >= 6 && month <= 8) return 'SUMMER';
  if (month >= 9 && month <= 11) return 'AUTUMN';
  return 'WINTER';
}
