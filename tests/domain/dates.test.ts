import {
  addDays,
  dateOfMs,
  dayOfWeekOf,
  daysBetween,
  isIsoDate,
  localToday,
  mondayOf,
  utcToday,
  weekdayIndexOf,
} from '../../src/domain/dates';

describe('calendar dates', () => {
  it('finds the Monday of a week from any of its days, across month and year ends', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });

  it('names the weekday of a date, Monday first', () => {
    expect(weekdayIndexOf('2026-11-23')).toBe(0);
    expect(weekdayIndexOf('2026-11-29')).toBe(6);
    expect(dayOfWeekOf('2026-11-26')).toBe('THURSDAY');
  });

  it('adds and counts days over a daylight-saving change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-01')).toBe(false);
    expect(isIsoDate('2026-11-23T10:00:00Z')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('gives today in UTC from a clock, and in local time from a date', () => {
    expect(utcToday(() => Date.UTC(2026, 10, 29, 23, 59))).toBe('2026-11-29');
    expect(dateOfMs(Date.UTC(2026, 10, 29, 0, 0, 1))).toBe('2026-11-29');
    expect(localToday(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});
