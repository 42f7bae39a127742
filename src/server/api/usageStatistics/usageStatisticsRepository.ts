/**
 * The usage statistics, read from the summary tables (usageSummaryRepository.ts). Days are passed and
 * returned as 'YYYY-MM-DD' text and compared as SQL dates, so the session's time zone never shifts them.
 */
import type { SqlRunner } from '../../db/client';
import type { TopList } from './usageSummaryRepository';

export interface TopRow {
  key: string;
  name: string;
  count: number;
  userCount: number;
}
export interface Bucket {
  start: string;
  /** First day after the bucket. */
  stop: string;
}
export interface PlanTotals {
  planned: number;
  followed: number;
}

export function createUsageStatisticsRepository(tx: SqlRunner) {
  return {
    ...choiceReads(tx),
    ...planReads(tx),
    ...lifecycleReads(tx),
  };
}

/** What users choose: the top lists and the diets. */
function choiceReads(tx: SqlRunner) {
  return {
    async topPage(list: TopList, offset: number, count: number): Promise<{ rows: TopRow[]; total: number }> {
      const rows = await tx.query<{ item_key: string; name: string; count: number; user_count: number }>(
        'SELECT item_key, name, count, user_count FROM usage_top_item WHERE list = $1 AND rank > $2 ORDER BY rank LIMIT $3',
        [list, offset, count],
      );
      const [total] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM usage_top_item WHERE list = $1', [list]);
      return {
        rows: rows.map((r) => ({ key: r.item_key, name: r.name, count: Number(r.count), userCount: Number(r.user_count) })),
        total: Number(total.n),
      };
    },

    /** Users per diet, for each of `diets`; users with no diet (or only NONE) count under NONE. */
    async usersPerDiet(diets: readonly string[]): Promise<{ name: string; count: number }[]> {
      const rows = await tx.query<{ name: string; count: number }>(
        `SELECT k.diet AS name, (CASE WHEN k.diet = 'NONE' THEN
             (SELECT count(*) FROM app_user u WHERE NOT EXISTS
               (SELECT 1 FROM user_dietary_restriction d WHERE d.user_id = u.id AND d.diet <> 'NONE'))
           ELSE (SELECT count(*) FROM user_dietary_restriction d WHERE d.diet = k.diet) END)::int AS count
         FROM unnest($1::text[]) WITH ORDINALITY AS k(diet, ord) ORDER BY 2 DESC, k.ord`,
        [diets],
      );
      return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
    },
  };
}

/** How closely plan users follow their plans, and their weight alongside. */
function planReads(tx: SqlRunner) {
  return {
    /** Planned and followed meals of the plan days first..last (inclusive). */
    async planTotals(first: string, last: string): Promise<PlanTotals> {
      const [row] = await tx.query<{ planned: number; followed: number }>(
        `SELECT coalesce(sum(planned), 0)::int AS planned, coalesce(sum(followed), 0)::int AS followed
         FROM usage_plan_total WHERE plan_day BETWEEN $1::date AND $2::date`,
        [first, last],
      );
      return { planned: Number(row.planned), followed: Number(row.followed) };
    },

    /** Planned and followed meals per ISO week (Monday), oldest first; weeks without planned meals are absent. */
    async planTotalsPerWeek(first: string, last: string): Promise<(PlanTotals & { weekStart: string })[]> {
      const rows = await tx.query<{ week_start: string; planned: number; followed: number }>(
        `SELECT (plan_day - (extract(isodow FROM plan_day)::int - 1))::text AS week_start,
           sum(planned)::int AS planned, sum(followed)::int AS followed
         FROM usage_plan_total WHERE plan_day BETWEEN $1::date AND $2::date
         GROUP BY 1 HAVING sum(planned) > 0 ORDER BY 1`,
        [first, last],
      );
      return rows.map((r) => ({ weekStart: r.week_start, planned: Number(r.planned), followed: Number(r.followed) }));
    },

    /**
     * Per user with planned meals on the plan days first..last and at least two weight logs in
     * [fromTs, toTs): their planned and followed meals and their last minus first weight there.
     */
    async adherenceAndWeight(
      first: string,
      last: string,
      fromTs: string,
      toTs: string,
    ): Promise<(PlanTotals & { weightChangeKg: number })[]> {
      const rows = await tx.query<{ planned: number; followed: number; change: number }>(
        `WITH adherence AS (
           SELECT user_id, sum(planned)::int AS planned, sum(followed)::int AS followed FROM usage_plan_day
           WHERE plan_day BETWEEN $1::date AND $2::date GROUP BY user_id HAVING sum(planned) > 0),
         weight AS (
           SELECT user_id, (array_agg(weight_kg ORDER BY logged_at DESC, id DESC))[1] - (array_agg(weight_kg ORDER BY logged_at, id))[1] AS change
           FROM user_weight_log WHERE logged_at >= $3::timestamptz AND logged_at < $4::timestamptz
           GROUP BY user_id HAVING count(*) >= 2)
         SELECT a.planned, a.followed, w.change FROM adherence a JOIN weight w ON w.user_id = a.user_id ORDER BY a.user_id`,
        [first, last, fromTs, toTs],
      );
      return rows.map((r) => ({ planned: Number(r.planned), followed: Number(r.followed), weightChangeKg: Number(r.change) }));
    },
  };
}

/** Who is active, enrolled and retained, per day or bucket. */
function lifecycleReads(tx: SqlRunner) {
  return {
    /**
     * For each day: the users active on at least one of the `windowDays` days ending that day. Each active
     * day covers the days from itself up to the window's length or the user's next active day, so every
     * (user, day) is covered once: +users where covers start, -users where they end (per day and gap,
     * usage_active_gap), and a running sum.
     */
    async rollingActive(days: readonly string[], windowDays: number): Promise<Map<string, number>> {
      if (days.length === 0) return new Map();
      const sorted = [...days].sort();
      const rows = await tx.query<{ day: string; n: number }>(
        `WITH covers AS (
           SELECT active_on AS starts, active_on + least($3::int, gap) AS ends, users
           FROM usage_active_gap WHERE active_on BETWEEN $2::date - ($3::int - 1) AND $4::date)
         SELECT d::text AS day, (sum(sum(delta)) OVER (ORDER BY d))::int AS n
         FROM (SELECT starts AS d, users AS delta FROM covers UNION ALL SELECT ends, -users FROM covers
               UNION ALL SELECT e, 0 FROM unnest($1::date[]) AS e) steps
         GROUP BY d`,
        [sorted, sorted[0], windowDays, sorted[sorted.length - 1]],
      );
      return new Map(rows.map((r) => [r.day, Number(r.n)]));
    },

    /**
     * Users enrolled on the days first..last, per day offset 0..maxOffset, among those whose day k has ended
     * before `today` (observed): how many were still retained on day k - 1 (at risk; all observed for k = 0)
     * and how many were active on day k or later (retained, a subset of those at risk).
     */
    async retention(
      first: string,
      last: string,
      maxOffset: number,
      today: string,
    ): Promise<{ dayOffset: number; observed: number; atRisk: number; retained: number }[]> {
      const rows = await tx.query<{ k: number; observed: number; at_risk: number; retained: number }>(
        `SELECT k, count(*)::int AS observed,
           count(*) FILTER (WHERE k = 0 OR s.last_active_on >= s.enrolled_on + k - 1)::int AS at_risk,
           count(*) FILTER (WHERE s.last_active_on >= s.enrolled_on + k)::int AS retained
         FROM generate_series(0, $3::int) AS k JOIN usage_user_span s ON s.enrolled_on + k < $4::date
         WHERE s.enrolled_on BETWEEN $1::date AND $2::date
         GROUP BY k ORDER BY k`,
        [first, last, maxOffset, today],
      );
      return rows.map((r) => ({
        dayOffset: Number(r.k),
        observed: Number(r.observed),
        atRisk: Number(r.at_risk),
        retained: Number(r.retained),
      }));
    },

    /** Users enrolled in each bucket, counting only the days first..last. */
    async enrolledPerBucket(buckets: readonly Bucket[], first: string, last: string): Promise<number[]> {
      const rows = await tx.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM usage_user_span s WHERE s.enrolled_on >= greatest(b.start, $3::date)
           AND s.enrolled_on < least(b.stop, $4::date + 1))::int AS n
         FROM unnest($1::date[], $2::date[]) WITH ORDINALITY AS b(start, stop, ord) ORDER BY b.ord`,
        [buckets.map((b) => b.start), buckets.map((b) => b.stop), first, last],
      );
      return rows.map((r) => Number(r.n));
    },

    /**
     * Distinct users active in each bucket, counting only the days first..last: each user once, on their last
     * active day in it (their next one is after it; gaps are capped at 91 days, longer than any bucket).
     */
    async activePerBucket(buckets: readonly Bucket[], first: string, last: string): Promise<number[]> {
      const rows = await tx.query<{ n: number }>(
        `SELECT (SELECT coalesce(sum(g.users), 0) FROM usage_active_gap g WHERE g.active_on >= greatest(b.start, $3::date)
           AND g.active_on < least(b.stop, $4::date + 1) AND g.active_on + g.gap >= least(b.stop, $4::date + 1))::int AS n
         FROM unnest($1::date[], $2::date[]) WITH ORDINALITY AS b(start, stop, ord) ORDER BY b.ord`,
        [buckets.map((b) => b.start), buckets.map((b) => b.stop), first, last],
      );
      return rows.map((r) => Number(r.n));
    },

    /** The first enrolment day, if any user exists. */
    async firstEnrolment(): Promise<string | undefined> {
      const [row] = await tx.query<{ d: string | null }>('SELECT min(enrolled_on)::text AS d FROM usage_user_span');
      return row?.d ?? undefined;
    },
  };
}
