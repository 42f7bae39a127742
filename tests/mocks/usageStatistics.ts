import { http, HttpResponse } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import type { UsageTopRow } from '../../src/services/generated/appApi.generated';

export interface StatsCall {
  path: string;
  query: URLSearchParams;
}

const TOP_LISTS = [
  'top-logged-ingredients',
  'top-logged-recipes',
  'top-logged-off-products',
  'top-logged-food-entries',
  'top-favorited-ingredients',
  'top-favorited-recipes',
  'restricted-ingredients-users-count',
] as const;
export type TopListPath = (typeof TOP_LISTS)[number];

/** `n` rows of a top list, highest count first, named after the list ("top-logged-recipes 1", …). */
export function topRows(list: string, n: number): UsageTopRow[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `${list} ${i + 1}`, count: 1000 - i, userCount: 500 - i }));
}

/**
 * The 17 usage-statistics operations of openapi/api.yaml over fixed answers: each top list has `rows[list]`
 * rows (default 45) paged by offset/count; the time series answer a few buckets. Every call is recorded.
 * The retention curve follows the server: offsets 0..windowDays (default 9), cut at `retentionDaysReached`
 * (the last offset the range's users have reached; unlimited by default).
 */
export function useUsageStatisticsApi(
  rows: Partial<Record<TopListPath, number>> = {},
  { retentionDaysReached = Infinity }: { retentionDaysReached?: number } = {},
) {
  const calls: StatsCall[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push({ path: url.pathname.replace(/^.*\/usage-statistics/, ''), query: url.searchParams });
    return url.searchParams;
  };
  const stat = (path: string) => apiUrl('api', `/usage-statistics${path}`);
  server.use(
    ...TOP_LISTS.map((list) =>
      http.get(stat(`/${list}`), ({ request }) => {
        const query = record(request);
        const all = topRows(list, rows[list] ?? 45);
        const offset = Number(query.get('offset') ?? 0);
        const count = Number(query.get('count') ?? 20);
        return HttpResponse.json(all.slice(offset, offset + count), { headers: { 'x-result-count': String(all.length) } });
      }),
    ),
    http.get(stat('/dietary-restrictions-users-count'), ({ request }) => {
      record(request);
      return HttpResponse.json([
        { name: 'VEGETARIAN', count: 310 },
        { name: 'VEGAN', count: 95 },
        { name: 'NO_PORK', count: 220 },
      ]);
    }),
    http.get(stat('/rolling-active-users/daily'), ({ request }) => {
      record(request);
      return HttpResponse.json([
        { bucketDate: '2026-11-23', rollingActiveUsers: 410 },
        { bucketDate: '2026-11-24', rollingActiveUsers: 420 },
      ]);
    }),
    http.get(stat('/rolling-active-users/weekly'), ({ request }) => {
      record(request);
      return HttpResponse.json([
        { weekStart: '2026-11-16', weekEndExclusive: '2026-11-23', rollingActiveUsers: 380 },
        { weekStart: '2026-11-23', weekEndExclusive: '2026-11-30', rollingActiveUsers: 402 },
      ]);
    }),
    http.get(stat('/rolling-active-users/monthly'), ({ request }) => {
      record(request);
      return HttpResponse.json([
        { monthStart: '2026-10-01', monthEndExclusive: '2026-11-01', rollingActiveUsers: 390 },
        { monthStart: '2026-11-01', monthEndExclusive: '2026-12-01', rollingActiveUsers: 415 },
      ]);
    }),
    http.get(stat('/meal-plan-adherence'), ({ request }) => {
      record(request);
      return HttpResponse.json({ adherencePercentage: 63.44 });
    }),
    http.get(stat('/adherence-trend'), ({ request }) => {
      record(request);
      return HttpResponse.json([
        { weekStart: '2026-11-16', adherencePercentage: 61 },
        { weekStart: '2026-11-23', adherencePercentage: 65 },
      ]);
    }),
    http.get(stat('/adherence-weight-change'), ({ request }) => {
      record(request);
      return HttpResponse.json([
        { adherencePercentage: 80, weightChangeKg: -1.5 },
        { adherencePercentage: 30, weightChangeKg: 0.4 },
      ]);
    }),
    http.get(stat('/retention-curve'), ({ request }) => {
      const query = record(request);
      const last = Math.min(Number(query.get('windowDays') ?? 9), retentionDaysReached);
      return HttpResponse.json(
        Array.from({ length: last + 1 }, (_, dayOffset) => ({ dayOffset, survivalPercentage: 100 - dayOffset * 5.5 })),
      );
    }),
    http.get(stat('/users-enrolled'), ({ request }) => {
      record(request);
      return HttpResponse.json([
        { bucketDate: '2026-11-16', count: 12 },
        { bucketDate: '2026-11-23', count: 9 },
      ]);
    }),
    http.get(stat('/users-active'), ({ request }) => {
      record(request);
      return HttpResponse.json([
        { bucketDate: '2026-11-16', count: 300 },
        { bucketDate: '2026-11-23', count: 311 },
      ]);
    }),
  );
  const callsTo = (path?: string) => calls.filter((c) => path === undefined || c.path === path);
  return { calls, callsTo };
}
