import { addDays, isIsoDate, localToday } from '../../domain/dates';
import type { TimeBucket } from './usageStatisticsApi';

export const TIME_RANGES = ['week', 'month', 'quarter', 'custom'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

/** Days of each preset, inclusive of today. */
export const PRESET_DAYS = { week: 7, month: 30, quarter: 90 } as const;

export interface EngagementRange {
  timeRange: TimeRange;
  /** First day shown (inclusive). */
  firstDay: string;
  /** Last day shown (inclusive). */
  lastDay: string;
  /** The calls' range: fromUtc inclusive, toUtc exclusive (midnight UTC after the last day). */
  fromUtc: string;
  toUtc: string;
  /** Weekly buckets for a week, monthly for a month, daily otherwise. */
  bucket: TimeBucket;
  /** Custom was chosen but its dates are missing or invalid: they are ignored (the last 7 days show). */
  customIgnored: boolean;
}

const isTimeRange = (value: string | null): value is TimeRange => (TIME_RANGES as readonly (string | null)[]).includes(value);

/**
 * The engagement range from the URL (timeRange, startDate, endDate). Week, month and quarter are the
 * last 7, 30 and 90 days including today; custom uses its dates only when both are valid dates and the
 * start is not after the end; otherwise they are ignored and the default (week) range applies.
 */
export function engagementRange(params: URLSearchParams, today: string = localToday()): EngagementRange {
  const asked = params.get('timeRange');
  const timeRange: TimeRange = isTimeRange(asked) ? asked : 'week';
  const start = params.get('startDate');
  const end = params.get('endDate');
  const customValid = timeRange === 'custom' && isIsoDate(start) && isIsoDate(end) && start <= end;
  const days = timeRange === 'custom' ? PRESET_DAYS.week : PRESET_DAYS[timeRange];
  const firstDay = customValid ? start : addDays(today, -(days - 1));
  const lastDay = customValid ? end : today;
  return {
    timeRange,
    firstDay,
    lastDay,
    fromUtc: `${firstDay}T00:00:00Z`,
    toUtc: `${addDays(lastDay, 1)}T00:00:00Z`,
    bucket: timeRange === 'week' ? 'WEEKLY' : timeRange === 'month' ? 'MONTHLY' : 'DAILY',
    customIgnored: timeRange === 'custom' && !customValid,
  };
}

/** The URL after choosing a range: a preset drops the custom dates. */
export function withTimeRange(params: URLSearchParams, timeRange: TimeRange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('timeRange', timeRange);
  if (timeRange !== 'custom') {
    next.delete('startDate');
    next.delete('endDate');
  }
  return next;
}

/** A list's page from its URL param: a whole number from 0, else 0. */
export function pageParam(params: URLSearchParams, name: string): number {
  const page = Number(params.get(name) ?? 0);
  return Number.isInteger(page) && page > 0 ? page : 0;
}
