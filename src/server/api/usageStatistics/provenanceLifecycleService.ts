/**
 * Adherence by provenance and the lifecycle view (admins): the figures of openapi/api.yaml's
 * getAdherenceByProvenance and getLifecycle, from their summaries (provenanceLifecycleRepository.ts), with
 * 95 % Wilson intervals (proportions.ts).
 */
import { MEALS_OF_DAY } from '../../../domain';
import type { Caller } from '../../http';
import { requireRole } from '../roles';
import type { PlanTotals } from './usageStatisticsRepository';
import type { ProvenanceLifecycleRepository } from './provenanceLifecycleRepository';
import { histogramMedian, wilsonShare } from './proportions';
import { addDays, dayOf, weekStartOf, type DayRange } from './statisticsRange';

export const PROVENANCES = ['GENERATED', 'REPLACED', 'PINNED', 'ADDED'] as const;
/** Recipes in the top and bottom lists. */
export const RECIPE_LIST_LENGTH = 20;
/** The days after enrolment in which a new user must log on ACTIVE_TIER_DAYS days to reach the active tier. */
export const ACTIVE_TIER_WINDOW = 14;
export const ACTIVE_TIER_DAYS = 3;

const adherenceOf = (t: PlanTotals) => {
  const share = wilsonShare(t.followed, t.planned);
  return {
    planned: t.planned,
    followed: t.followed,
    adherencePercentage: share.percentage,
    lowPercentage: share.lowPercentage,
    highPercentage: share.highPercentage,
  };
};

function sumBy<R extends PlanTotals, K>(rows: readonly R[], key: (r: R) => K): Map<K, PlanTotals> {
  const out = new Map<K, PlanTotals>();
  for (const r of rows) {
    const t = out.get(key(r)) ?? { planned: 0, followed: 0 };
    out.set(key(r), { planned: t.planned + r.planned, followed: t.followed + r.followed });
  }
  return out;
}

/** What the service needs of the usage statistics service: the range and a read of fresh summaries. */
export interface StatisticsReader {
  range(caller: Caller, fromUtc?: string, toUtc?: string): Promise<DayRange>;
  readWith<T>(caller: Caller, fn: (repo: ProvenanceLifecycleRepository) => Promise<T>): Promise<T>;
  clock(): Date;
}

export function createProvenanceLifecycleService(reader: StatisticsReader) {
  const today = () => dayOf(reader.clock().getTime());
  return {
    async adherenceByProvenance(caller: Caller, minPlanned: number, fromUtc?: string, toUtc?: string) {
      requireRole(caller.principal, ['admin'], 'read adherence by provenance');
      const { first, last } = await reader.range(caller, fromUtc, toUtc);
      const yesterday = addDays(today(), -1);
      const lastPlanDay = last < yesterday ? last : yesterday;
      const { slices, versions, recipes } = await reader.readWith(caller, async (repo) => ({
        slices: await repo.planSlices(first, lastPlanDay),
        versions: await repo.settingsVersions(),
        recipes: await repo.recipeRanking(first, lastPlanDay, minPlanned, RECIPE_LIST_LENGTH),
      }));
      const overall = sumBy(slices, () => 'all').get('all') ?? { planned: 0, followed: 0 };
      const byProvenance = sumBy(slices, (r) => r.provenance);
      const byVersion = sumBy(slices, (r) => r.settingsVersion);
      const byMeal = sumBy(slices, (r) => r.mealOfDay);
      const version = new Map(versions.map((v) => [v.version, v]));
      return {
        minimumPlanned: minPlanned,
        overall: adherenceOf(overall),
        byProvenance: PROVENANCES.map((p) => ({ provenance: p, adherence: adherenceOf(byProvenance.get(p) ?? overallZero) })),
        bySettingsVersion: [...byVersion.keys()]
          .sort((a, b) => a - b)
          .map((v) => ({
            settingsVersion: v === 0 ? null : v,
            savedAt: version.get(v)?.savedAt ?? null,
            savedBy: version.get(v)?.savedBy ?? null,
            adherence: adherenceOf(byVersion.get(v)!),
          })),
        byMealOfDay: MEALS_OF_DAY.filter((m) => byMeal.has(m)).map((m) => ({
          mealOfDay: m,
          adherence: adherenceOf(byMeal.get(m)!),
        })),
        topRecipes: recipes.top.map((r) => ({ idRecipe: r.idRecipe, name: r.name, adherence: adherenceOf(r) })),
        bottomRecipes: recipes.bottom.map((r) => ({ idRecipe: r.idRecipe, name: r.name, adherence: adherenceOf(r) })),
      };
    },

    async lifecycle(caller: Caller, fromUtc?: string, toUtc?: string) {
      requireRole(caller.principal, ['admin'], 'read the lifecycle view');
      const { first, last } = await reader.range(caller, fromUtc, toUtc);
      const now = today();
      // Whole weeks that have ended: the current week is not over, so its dormant users are not known yet.
      const lastEndedWeek = addDays(weekStartOf(now), -7);
      const firstWeek = weekStartOf(first);
      const lastWeek = weekStartOf(last) < lastEndedWeek ? weekStartOf(last) : lastEndedWeek;
      // New users whose first ACTIVE_TIER_WINDOW days have all ended.
      const lastObserved = addDays(now, -ACTIVE_TIER_WINDOW);
      const lastEnrolment = last < lastObserved ? last : lastObserved;
      const { weeks, gaps, newUsers } = await reader.readWith(caller, async (repo) => ({
        weeks: await repo.lifecycleWeeks(firstWeek, lastWeek),
        gaps: await repo.returnGaps(firstWeek, lastWeek),
        newUsers: await repo.newUsers(first, lastEnrolment),
      }));
      const byWeek = new Map(weeks.map((w) => [w.weekStart, w]));
      const rows = [];
      for (let w = firstWeek; w <= lastWeek; w = addDays(w, 7)) {
        rows.push(byWeek.get(w) ?? { weekStart: w, newUsers: 0, returningUsers: 0, resurrectedUsers: 0, dormantUsers: 0 });
      }
      const tier = wilsonShare(newUsers.reachedActive, newUsers.users);
      return {
        weeks: rows,
        returns: gaps.reduce((s, g) => s + g.returns, 0),
        medianDaysAwayBeforeReturn: histogramMedian(gaps.map((g) => ({ value: g.daysAway, count: g.returns }))) ?? null,
        activeTier: {
          newUsers: newUsers.users,
          reachedActive: newUsers.reachedActive,
          percentage: tier.percentage,
          lowPercentage: tier.lowPercentage,
          highPercentage: tier.highPercentage,
        },
      };
    },
  };
}

const overallZero: PlanTotals = { planned: 0, followed: 0 };

export type ProvenanceLifecycleService = ReturnType<typeof createProvenanceLifecycleService>;
