/**
 * The time arithmetic of the usage statistics, in UTC calendar days ('YYYY-MM-DD'): a range [fromUtc, toUtc)
 * covers the days from the day of fromUtc to the day of the last instant before toUtc, both included.
 */
import { addDays, dateOfMs as dayOf, daysBetween, mondayOf as weekStartOf, msOfDate as msOf } from '../../../domain/dates';
import { badRequest } from '../../http';

// The calendar arithmetic of the whole SPA and server (src/domain/dates.ts), under this area's names.
export { addDays, dayOf, daysBetween, msOf, weekStartOf };
/** The longest range a call may ask for (daily buckets: one row per day). */
export const MAX_RANGE_DAYS = 3660;
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

export interface DayRange {
  /** First day (inclusive). */
  first: string;
  /** Last day (inclusive). */
  last: string;
  /** The instants as given (or defaulted), for event timestamps: [fromTs, toTs). */
  fromTs: string;
  toTs: string;
}

function instant(value: string, field: string): number {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`${field} must be a date-time such as 2026-11-16T00:00:00Z`, field);
  if (ms < EARLIEST || ms > LATEST) throw badRequest(`${field} must lie between 1970 and 9999`, field);
  return ms;
}

/**
 * The days of [fromUtc, toUtc). A missing fromUtc starts at `defaultFirst` (the first enrolment), a missing
 * toUtc ends now. Refuses an empty or reversed range and one longer than MAX_RANGE_DAYS (400, field named).
 */
export function dayRange(fromUtc: string | undefined, toUtc: string | undefined, now: Date, defaultFirst?: string): DayRange {
  const toMs = toUtc === undefined ? now.getTime() + 1 : instant(toUtc, 'toUtc');
  let fromMs = fromUtc === undefined ? msOf(defaultFirst ?? dayOf(now.getTime())) : instant(fromUtc, 'fromUtc');
  if (fromUtc === undefined && fromMs >= toMs) fromMs = msOf(dayOf(toMs - 1));
  if (toMs <= fromMs) throw badRequest('toUtc must be after fromUtc', 'toUtc');
  const first = dayOf(fromMs);
  const last = dayOf(toMs - 1);
  if (daysBetween(first, last) + 1 > MAX_RANGE_DAYS) {
    if (fromUtc !== undefined)
      throw badRequest(`The range from fromUtc to toUtc may cover at most ${MAX_RANGE_DAYS} days`, 'toUtc');
    return dayRange(new Date(msOf(addDays(last, 1 - MAX_RANGE_DAYS))).toISOString(), toUtc, now);
  }
  return { first, last, fromTs: new Date(fromMs).toISOString(), toTs: new Date(toMs).toISOString() };
}

export type BucketSize = 'DAILY' | 'WEEKLY' | 'MONTHLY';

const monthStartOf = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonth(monthStart: string): string {
  const d = new Date(msOf(monthStart));
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The buckets (day, ISO week from Monday, calendar month) that hold the days first..last, oldest first. */
export function buckets(first: string, last: string, size: BucketSize): { start: string; stop: string }[] {
  const out: { start: string; stop: string }[] = [];
  let start = size === 'DAILY' ? first : size === 'WEEKLY' ? weekStartOf(first) : monthStartOf(first);
  while (start <= last) {
    const stop = size === 'DAILY' ? addDays(start, 1) : size === 'WEEKLY' ? addDays(start, 7) : nextMonth(start);
    out.push({ start, stop });
    start = stop;
  }
  return out;
}
