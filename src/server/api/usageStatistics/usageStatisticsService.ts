/**
 * Usage statistics of the caller's context (everyone signed in, per the documents' x-roles), computed from
 * the summary tables. Summaries older than SUMMARY_TTL_MS are served while a refresh runs as a durable job
 * (the queue, src/server/db/jobs.ts, kind USAGE_SUMMARY_JOB: queued once per context however many readers ask,
 * run once by any API process's or `npm run worker`'s job worker, taken again after a crash); a context never
 * summarised, or one whose service has no queue (tests of the figures alone), is summarised before the answer.
 */
import { DIETS } from '../../../domain';
import { unitOfWork, type Country } from '../../db';
import { enqueueJob, type JobHandler } from '../../db/jobs';
import type { Queue } from '../../db/queue';
import type { Caller } from '../../http';
import { createUsageStatisticsRepository } from './usageStatisticsRepository';
import { createUsageSummaryRepository, type TopList } from './usageSummaryRepository';
import { addDays, buckets, dayOf, dayRange, type BucketSize } from './statisticsRange';
import { createProvenanceLifecycleRepository } from './provenanceLifecycleRepository';
import { createProvenanceLifecycleService } from './provenanceLifecycleService';

export const SUMMARY_TTL_MS = 10 * 60_000;
export const USAGE_SUMMARY_JOB = 'usage-summary-refresh';

/** The job workers' handler: rebuilds the summaries of the job's context in the job's transaction. */
export const usageSummaryJobs: Record<string, JobHandler> = {
  [USAGE_SUMMARY_JOB]: async (tx) => {
    await createUsageSummaryRepository(tx).refresh();
    return { refreshedAt: new Date().toISOString() };
  },
};

const percentage = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0);

/**
 * The retention curve as a Kaplan-Meier estimate (Kaplan & Meier 1958): S(0) = retained / observed on the
 * enrolment day, and S(k) = S(k - 1) x retained(k) / atRisk(k), where atRisk(k) are the users retained on
 * day k - 1 whose day k has ended. Users enrolled too recently to have reached day k drop out of the
 * estimate from that day on instead of counting as gone or as staying, so the curve never rises even
 * when the range's last days bring in new users (the plain share retained / observed can: the users
 * observed on each day differ). With every user observed to the last offset the two are equal.
 */
export function survivalCurve(
  rows: readonly { dayOffset: number; atRisk: number; retained: number }[],
): { dayOffset: number; survivalPercentage: number }[] {
  let survival = 1;
  return rows.map((r) => {
    if (r.atRisk > 0) survival *= r.retained / r.atRisk;
    return { dayOffset: r.dayOffset, survivalPercentage: Math.round(1000 * survival) / 10 };
  });
}

export function createUsageStatisticsService(clock: () => Date = () => new Date(), queue?: Queue) {
  const refreshing = new Map<Country, Promise<void>>();

  /** Rebuilds the summaries of the caller's context now (the refresh job; tests call it after writing events). */
  async function refresh(caller: Caller): Promise<void> {
    await unitOfWork(caller.db, (tx) => createUsageSummaryRepository(tx))((summary) => summary.refresh());
  }

  async function fresh(caller: Caller): Promise<void> {
    const refreshedAt = await unitOfWork(caller.db, (tx) => createUsageSummaryRepository(tx))((s) => s.refreshedAt());
    if (refreshedAt && clock().getTime() - refreshedAt.getTime() < SUMMARY_TTL_MS) return;
    if (refreshedAt && queue) {
      // Stale: answer from the current summaries; the refresh is a job (one queued per context at a time).
      await enqueueJob(queue, caller.db, USAGE_SUMMARY_JOB);
      return;
    }
    const context = caller.db.context;
    let running = refreshing.get(context);
    if (!running) {
      running = refresh(caller).finally(() => refreshing.delete(context));
      refreshing.set(context, running);
    }
    await running;
  }

  const read = async <T>(caller: Caller, fn: (stats: ReturnType<typeof createUsageStatisticsRepository>) => Promise<T>) => {
    await fresh(caller);
    return unitOfWork(caller.db, (tx) => createUsageStatisticsRepository(tx))(fn);
  };

  /** The range, defaulting to the first enrolment (or today) up to now. */
  const range = (caller: Caller, fromUtc?: string, toUtc?: string) =>
    read(caller, async (stats) =>
      dayRange(fromUtc, toUtc, clock(), fromUtc === undefined ? await stats.firstEnrolment() : undefined),
    );
  /** Plan days end yesterday: today's meals may still be logged. */
  const lastPlanDay = (last: string) => {
    const yesterday = addDays(dayOf(clock().getTime()), -1);
    return last < yesterday ? last : yesterday;
  };

  const provenanceLifecycle = createProvenanceLifecycleService({
    range,
    clock,
    readWith: async (caller, fn) => {
      await fresh(caller);
      return unitOfWork(caller.db, (tx) => createProvenanceLifecycleRepository(tx))(fn);
    },
  });

  return {
    refresh,
    adherenceByProvenance: provenanceLifecycle.adherenceByProvenance,
    lifecycle: provenanceLifecycle.lifecycle,

    top: (caller: Caller, list: TopList, offset: number, count: number) => read(caller, (s) => s.topPage(list, offset, count)),

    usersPerDiet: (caller: Caller) => read(caller, (s) => s.usersPerDiet(DIETS)),

    async rollingActive(caller: Caller, size: BucketSize, fromUtc: string, toUtc: string, windowDays: number) {
      const { first, last } = dayRange(fromUtc, toUtc, clock());
      const parts = buckets(first, last, size).map((b) => {
        const end = addDays(b.stop, -1);
        return { ...b, on: end < last ? end : last };
      });
      const counts = await read(caller, (s) => s.rollingActive([...new Set(parts.map((p) => p.on))], windowDays));
      return parts.map((p) => ({ ...p, rollingActiveUsers: counts.get(p.on) ?? 0 }));
    },

    async adherence(caller: Caller, fromUtc?: string, toUtc?: string) {
      const { first, last } = await range(caller, fromUtc, toUtc);
      const totals = await read(caller, (s) => s.planTotals(first, lastPlanDay(last)));
      return { adherencePercentage: percentage(totals.followed, totals.planned) };
    },

    async adherenceTrend(caller: Caller, fromUtc?: string, toUtc?: string) {
      const { first, last } = await range(caller, fromUtc, toUtc);
      const weeks = await read(caller, (s) => s.planTotalsPerWeek(first, lastPlanDay(last)));
      return weeks.map((w) => ({ weekStart: w.weekStart, adherencePercentage: percentage(w.followed, w.planned) }));
    },

    async adherenceWeightChange(caller: Caller, fromUtc?: string, toUtc?: string) {
      const r = await range(caller, fromUtc, toUtc);
      const rows = await read(caller, (s) => s.adherenceAndWeight(r.first, lastPlanDay(r.last), r.fromTs, r.toTs));
      return rows.map((row) => ({
        adherencePercentage: percentage(row.followed, row.planned),
        weightChangeKg: Math.round(row.weightChangeKg * 10) / 10,
      }));
    },

    async retention(caller: Caller, windowDays: number, fromUtc?: string, toUtc?: string) {
      const { first, last } = await range(caller, fromUtc, toUtc);
      const today = dayOf(clock().getTime());
      const rows = await read(caller, (s) => s.retention(first, last, windowDays, today));
      return survivalCurve(rows);
    },

    async perBucket(caller: Caller, what: 'enrolled' | 'active', size: BucketSize, fromUtc?: string, toUtc?: string) {
      const { first, last } = await range(caller, fromUtc, toUtc);
      const parts = buckets(first, last, size);
      const counts = await read(caller, (s) =>
        what === 'enrolled' ? s.enrolledPerBucket(parts, first, last) : s.activePerBucket(parts, first, last),
      );
      return parts.map((b, i) => ({ bucketDate: b.start, count: counts[i] ?? 0 }));
    },
  };
}

export type UsageStatisticsService = ReturnType<typeof createUsageStatisticsService>;
