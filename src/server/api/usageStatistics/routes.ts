/** Usage statistics operations of the app API (openapi/api.yaml), bound by operationId. */
import { handlersFor, page } from '../../http';
import type { operations } from '../../generated/api.schema.generated';
import { createUsageStatisticsService, type UsageStatisticsService } from './usageStatisticsService';
import type { TopList } from './usageSummaryRepository';

export function createUsageStatisticsRoutes(stats: UsageStatisticsService = createUsageStatisticsService()) {
  const top =
    (list: TopList) =>
    async ({ query, ctx }: { query: { offset?: number; count?: number }; ctx: Parameters<UsageStatisticsService['top']>[0] }) => {
      const result = await stats.top(ctx, list, query.offset ?? 0, query.count ?? 20);
      return page(
        result.rows.map((r) => ({ id: Number(r.key), name: r.name, count: r.count, userCount: r.userCount })),
        result.total,
      );
    };
  const keyedTop =
    (list: TopList) =>
    async ({ query, ctx }: { query: { offset?: number; count?: number }; ctx: Parameters<UsageStatisticsService['top']>[0] }) => {
      const result = await stats.top(ctx, list, query.offset ?? 0, query.count ?? 20);
      return page(
        result.rows.map((r) => ({ id: r.key, name: r.name, count: r.count, userCount: r.userCount })),
        result.total,
      );
    };
  const rolling = (size: 'DAILY' | 'WEEKLY' | 'MONTHLY', ctx: Parameters<UsageStatisticsService['top']>[0], q: RollingQuery) =>
    stats.rollingActive(ctx, size, q.fromUtc, q.toUtc, q.windowDays ?? 7);

  return handlersFor<operations>()({
    getTopLoggedIngredients: top('logged-ingredients'),
    getTopLoggedRecipes: top('logged-recipes'),
    getTopLoggedOffProducts: keyedTop('logged-off-products'),
    getTopLoggedFoodEntries: keyedTop('logged-food-entries'),
    getTopFavoritedIngredients: top('favorited-ingredients'),
    getTopFavoritedRecipes: top('favorited-recipes'),
    getRestrictedIngredientsUsersCount: top('restricted-ingredients'),
    getDietaryRestrictionsUsersCount: ({ ctx }) => stats.usersPerDiet(ctx),
    getDailyRollingActiveUsers: async ({ query, ctx }) =>
      (await rolling('DAILY', ctx, query)).map((b) => ({ bucketDate: b.start, rollingActiveUsers: b.rollingActiveUsers })),
    getWeeklyRollingActiveUsers: async ({ query, ctx }) =>
      (await rolling('WEEKLY', ctx, query)).map((b) => ({
        weekStart: b.start,
        weekEndExclusive: b.stop,
        rollingActiveUsers: b.rollingActiveUsers,
      })),
    getMonthlyRollingActiveUsers: async ({ query, ctx }) =>
      (await rolling('MONTHLY', ctx, query)).map((b) => ({
        monthStart: b.start,
        monthEndExclusive: b.stop,
        rollingActiveUsers: b.rollingActiveUsers,
      })),
    getMealPlanAdherence: ({ query, ctx }) => stats.adherence(ctx, query.fromUtc, query.toUtc),
    getAdherenceTrend: ({ query, ctx }) => stats.adherenceTrend(ctx, query.fromUtc, query.toUtc),
    getAdherenceWeightChange: ({ query, ctx }) => stats.adherenceWeightChange(ctx, query.fromUtc, query.toUtc),
    getRetentionCurve: ({ query, ctx }) => stats.retention(ctx, query.windowDays ?? 9, query.fromUtc, query.toUtc),
    getUsersEnrolled: ({ query, ctx }) => stats.perBucket(ctx, 'enrolled', query.bucket ?? 'DAILY', query.fromUtc, query.toUtc),
    getUsersActive: ({ query, ctx }) => stats.perBucket(ctx, 'active', query.bucket ?? 'DAILY', query.fromUtc, query.toUtc),
    getAdherenceByProvenance: ({ query, ctx }) =>
      stats.adherenceByProvenance(ctx, query.minPlanned ?? 30, query.fromUtc, query.toUtc),
    getLifecycle: ({ query, ctx }) => stats.lifecycle(ctx, query.fromUtc, query.toUtc),
  });
}

interface RollingQuery {
  fromUtc: string;
  toUtc: string;
  windowDays?: number;
}
