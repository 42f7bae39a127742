import type { EngagementRange } from './timeRange';
import {
  useGetAdherenceTrendQuery,
  useGetAdherenceWeightChangeQuery,
  useGetDailyRollingActiveUsersQuery,
  useGetMealPlanAdherenceQuery,
  useGetMonthlyRollingActiveUsersQuery,
  useGetRetentionCurveQuery,
  useGetUsersActiveQuery,
  useGetUsersEnrolledQuery,
  useGetWeeklyRollingActiveUsersQuery,
} from './usageStatisticsApi';

/** The specification's windows: rolling actives over 7 days, retention followed for 9 days after enrolling. */
export const ROLLING_WINDOW_DAYS = 7;
export const RETENTION_WINDOW_DAYS = 9;

export interface Series {
  labels: string[];
  values: number[];
}

/** The engagement calls for one range: rolling actives in the range's buckets, and the rest over the range. */
export function useEngagement(range: EngagementRange) {
  const window = { fromUtc: range.fromUtc, toUtc: range.toUtc };
  const rollingArgs = { ...window, windowDays: ROLLING_WINDOW_DAYS };
  const daily = useGetDailyRollingActiveUsersQuery(rollingArgs, { skip: range.bucket !== 'DAILY' });
  const weekly = useGetWeeklyRollingActiveUsersQuery(rollingArgs, { skip: range.bucket !== 'WEEKLY' });
  const monthly = useGetMonthlyRollingActiveUsersQuery(rollingArgs, { skip: range.bucket !== 'MONTHLY' });
  const adherence = useGetMealPlanAdherenceQuery(window);
  const trend = useGetAdherenceTrendQuery(window);
  const weightChange = useGetAdherenceWeightChangeQuery(window);
  const retention = useGetRetentionCurveQuery({ ...window, windowDays: RETENTION_WINDOW_DAYS });
  const enrolled = useGetUsersEnrolledQuery({ ...window, bucket: range.bucket });
  const active = useGetUsersActiveQuery({ ...window, bucket: range.bucket });

  const rolling: Series | undefined =
    range.bucket === 'DAILY'
      ? daily.data && { labels: daily.data.map((r) => r.bucketDate), values: daily.data.map((r) => r.rollingActiveUsers) }
      : range.bucket === 'WEEKLY'
        ? weekly.data && { labels: weekly.data.map((r) => r.weekStart), values: weekly.data.map((r) => r.rollingActiveUsers) }
        : monthly.data && {
            labels: monthly.data.map((r) => r.monthStart.slice(0, 7)),
            values: monthly.data.map((r) => r.rollingActiveUsers),
          };
  const rollingCall = range.bucket === 'DAILY' ? daily : range.bucket === 'WEEKLY' ? weekly : monthly;
  const calls = [rollingCall, adherence, trend, weightChange, retention, enrolled, active];

  return {
    rolling,
    adherence: adherence.data?.adherencePercentage,
    trend: trend.data && { labels: trend.data.map((r) => r.weekStart), values: trend.data.map((r) => r.adherencePercentage) },
    weightChange: weightChange.data?.map((r) => ({ x: r.adherencePercentage, y: r.weightChangeKg })),
    retention: retention.data && {
      labels: retention.data.map((r) => String(r.dayOffset)),
      values: retention.data.map((r) => r.survivalPercentage),
    },
    enrolled: enrolled.data?.reduce((sum, r) => sum + r.count, 0),
    activePerBucket: active.data?.length ? active.data.reduce((sum, r) => sum + r.count, 0) / active.data.length : undefined,
    loading: calls.some((c) => c.isFetching),
    failed: calls.some((c) => c.isError),
  };
}
