/** Dates of the plan: pure calendar arithmetic on ISO dates (no clock). */
import { DAYS_OF_WEEK, type DayOfWeek, type Season } from '../domain';
import { InvalidPlanInputError } from './errors';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(date: string): number {
  const m = ISO.exec(date);
  if (!m) throw new InvalidPlanInputError('startDate', `startDate must be YYYY-MM-DD, got "${date}"`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(t).toISOString().slice(0, 10) !== date) {
    throw new InvalidPlanInputError('startDate', `startDate is not a valid date: "${date}"`);
  }
  return t;
}

/** The seven days from `startDate`: ISO date and day of week. */
export function weekDays(startDate: string): { date: string; dayOfWeek: DayOfWeek }[] {
  const t0 = parse(startDate);
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(t0 + i * 86_400_000);
    return { date: d.toISOString().slice(0, 10), dayOfWeek: DAYS_OF_WEEK[(d.getUTCDay() + 6) % 7] };
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
