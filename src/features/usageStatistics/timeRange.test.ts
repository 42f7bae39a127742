import { addDays, isIsoDate } from '../../domain/dates';
import { engagementRange, pageParam, withTimeRange } from './timeRange';

const TODAY = '2026-11-25';
const range = (query: string) => engagementRange(new URLSearchParams(query), TODAY);

describe('the engagement time range', () => {
  it('defaults to the week: the last 7 days including today, in weekly buckets', () => {
    expect(range('')).toMatchObject({
      timeRange: 'week',
      firstDay: '2026-11-19',
      lastDay: '2026-11-25',
      fromUtc: '2026-11-19T00:00:00Z',
      toUtc: '2026-11-26T00:00:00Z',
      bucket: 'WEEKLY',
      customIgnored: false,
    });
  });

  it('month is the last 30 days in monthly buckets, quarter the last 90 in daily ones, both including today', () => {
    expect(range('timeRange=month')).toMatchObject({ firstDay: '2026-10-27', toUtc: '2026-11-26T00:00:00Z', bucket: 'MONTHLY' });
    expect(range('timeRange=quarter')).toMatchObject({ firstDay: '2026-08-28', toUtc: '2026-11-26T00:00:00Z', bucket: 'DAILY' });
  });

  it('uses valid custom dates (both inclusive) in daily buckets', () => {
    expect(range('timeRange=custom&startDate=2026-01-01&endDate=2026-01-31')).toMatchObject({
      timeRange: 'custom',
      fromUtc: '2026-01-01T00:00:00Z',
      toUtc: '2026-02-01T00:00:00Z',
      bucket: 'DAILY',
      customIgnored: false,
    });
    expect(range('timeRange=custom&startDate=2026-03-04&endDate=2026-03-04')).toMatchObject({
      fromUtc: '2026-03-04T00:00:00Z',
      toUtc: '2026-03-05T00:00:00Z',
    });
  });

  it('ignores invalid custom dates (impossible, malformed, missing, or start after end): the last 7 days apply', () => {
    for (const query of [
      'timeRange=custom&startDate=2026-02-30&endDate=2026-03-10',
      'timeRange=custom&startDate=01/02/2026&endDate=2026-03-10',
      'timeRange=custom&startDate=2026-01-01',
      'timeRange=custom',
      'timeRange=custom&startDate=2026-03-10&endDate=2026-03-01',
    ]) {
      expect(range(query)).toMatchObject({
        timeRange: 'custom',
        fromUtc: '2026-11-19T00:00:00Z',
        toUtc: '2026-11-26T00:00:00Z',
        customIgnored: true,
      });
    }
  });

  it('ignores custom dates unless the range is custom, and an unknown range is the week', () => {
    expect(range('timeRange=month&startDate=2026-01-01&endDate=2026-01-31')).toMatchObject({ firstDay: '2026-10-27' });
    expect(range('timeRange=year')).toMatchObject({ timeRange: 'week', firstDay: '2026-11-19' });
  });

  it('a preset drops the custom dates; custom keeps them', () => {
    const custom = new URLSearchParams('timeRange=custom&startDate=2026-01-01&endDate=2026-01-31&x=1');
    expect(withTimeRange(custom, 'quarter').toString()).toBe('timeRange=quarter&x=1');
    expect(withTimeRange(new URLSearchParams('timeRange=week&startDate=2026-01-01'), 'custom').get('startDate')).toBe(
      '2026-01-01',
    );
  });

  it('counts days across month and year ends, and daylight saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
  });
});

describe('a list page param', () => {
  it('is a whole number from 0; anything else is 0', () => {
    const p = new URLSearchParams('a=2&b=-1&c=1.5&d=x');
    expect(['a', 'b', 'c', 'd', 'e'].map((name) => pageParam(p, name))).toEqual([2, 0, 0, 0, 0]);
  });
});
