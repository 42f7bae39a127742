/**
 * Adherence by provenance and the lifecycle view, read from their summary tables
 * (provenanceLifecycleSummary.ts). Days are passed and returned as 'YYYY-MM-DD' text, compared as SQL dates.
 */
import type { SqlRunner } from '../../db/client';
import type { PlanTotals } from './usageStatisticsRepository';
import { addDays, weekStartOf } from './statisticsRange';

export interface PlanSlice extends PlanTotals {
  provenance: string;
  /** 0: planned under no recorded settings version. */
  settingsVersion: number;
  mealOfDay: string;
}
export interface RecipeTotals extends PlanTotals {
  idRecipe: number;
  name: string;
}
export interface LifecycleWeek {
  weekStart: string;
  newUsers: number;
  returningUsers: number;
  resurrectedUsers: number;
  dormantUsers: number;
}

const totals = (r: { planned: number | string; followed: number | string }) => ({
  planned: Number(r.planned),
  followed: Number(r.followed),
});

export function createProvenanceLifecycleRepository(tx: SqlRunner) {
  return {
    /** Planned and followed recipes of the plan days first..last, per provenance, settings version and meal. */
    async planSlices(first: string, last: string): Promise<PlanSlice[]> {
      const rows = await tx.query<{
        provenance: string;
        settings_version: number;
        meal_of_day: string;
        planned: number;
        followed: number;
      }>(
        `SELECT provenance, settings_version, meal_of_day, sum(planned)::int AS planned, sum(followed)::int AS followed
         FROM usage_plan_slice WHERE plan_day BETWEEN $1::date AND $2::date GROUP BY 1, 2, 3`,
        [first, last],
      );
      return rows.map((r) => ({
        provenance: r.provenance,
        settingsVersion: Number(r.settings_version),
        mealOfDay: r.meal_of_day,
        ...totals(r),
      }));
    },

    /** Every recorded settings version, oldest first. */
    async settingsVersions(): Promise<{ version: number; savedAt: string; savedBy: string }[]> {
      const rows = await tx.query<{ version: number; saved_at: Date | string; saved_by: string }>(
        'SELECT version, saved_at, saved_by FROM settings_version ORDER BY version',
      );
      return rows.map((r) => ({ version: Number(r.version), savedAt: new Date(r.saved_at).toISOString(), savedBy: r.saved_by }));
    },

    /**
     * The recipes planned at least `minPlanned` times on the plan days first..last: the `limit` most followed
     * (share followed, then planned, then id) and the `limit` least followed of the others.
     */
    async recipeRanking(
      first: string,
      last: string,
      minPlanned: number,
      limit: number,
    ): Promise<{ top: RecipeTotals[]; bottom: RecipeTotals[] }> {
      // The range's whole weeks from the weekly totals, the days before the first Monday and after the last
      // whole week from the daily ones; names joined once the recipes are ranked.
      const fullFrom = weekStartOf(addDays(first, 6));
      const fullTo = weekStartOf(addDays(last, 1));
      const weeks = fullFrom < fullTo;
      const rows = await tx.query<{ id: number; name: string; planned: number; followed: number; list: string; rank: number }>(
        `WITH picked AS (
           SELECT recipe_id, planned, followed FROM usage_plan_recipe_week WHERE $5 AND week_start >= $6::date AND week_start < $7::date
           UNION ALL
           SELECT recipe_id, planned, followed FROM usage_plan_recipe
           WHERE plan_day >= $1::date AND plan_day <= (CASE WHEN $5 THEN $6::date - 1 ELSE $2::date END)
           UNION ALL
           SELECT recipe_id, planned, followed FROM usage_plan_recipe WHERE $5 AND plan_day >= $7::date AND plan_day <= $2::date),
         sample AS (
           SELECT recipe_id, sum(planned)::int AS planned, sum(followed)::int AS followed FROM picked
           GROUP BY recipe_id HAVING sum(planned) >= $3),
         ranked AS (
           SELECT *, row_number() OVER (ORDER BY followed::float8 / planned DESC, planned DESC, recipe_id) AS top_rank FROM sample),
         others AS (
           SELECT *, row_number() OVER (ORDER BY followed::float8 / planned, planned DESC, recipe_id) AS bottom_rank
           FROM ranked WHERE top_rank > $4),
         listed AS (
           SELECT recipe_id, planned, followed, 'top' AS list, top_rank AS rank FROM ranked WHERE top_rank <= $4
           UNION ALL
           SELECT recipe_id, planned, followed, 'bottom', bottom_rank FROM others WHERE bottom_rank <= $4)
         SELECT l.recipe_id AS id, r.name, l.planned, l.followed, l.list, l.rank::int AS rank
         FROM listed l JOIN recipe r ON r.id = l.recipe_id ORDER BY l.list DESC, l.rank`,
        [first, last, minPlanned, limit, weeks, fullFrom, fullTo],
      );
      const recipe = (r: (typeof rows)[number]) => ({ idRecipe: Number(r.id), name: r.name, ...totals(r) });
      return {
        top: rows.filter((r) => r.list === 'top').map(recipe),
        bottom: rows.filter((r) => r.list === 'bottom').map(recipe),
      };
    },

    /** The lifecycle counts of the weeks (Mondays) firstWeek..lastWeek; weeks with no count are absent. */
    async lifecycleWeeks(firstWeek: string, lastWeek: string): Promise<LifecycleWeek[]> {
      const rows = await tx.query<{ week_start: string; n: number; r: number; z: number; d: number }>(
        `SELECT week_start::text, new_users AS n, returning_users AS r, resurrected_users AS z, dormant_users AS d
         FROM usage_lifecycle_week WHERE week_start BETWEEN $1::date AND $2::date ORDER BY week_start`,
        [firstWeek, lastWeek],
      );
      return rows.map((w) => ({
        weekStart: w.week_start,
        newUsers: Number(w.n),
        returningUsers: Number(w.r),
        resurrectedUsers: Number(w.z),
        dormantUsers: Number(w.d),
      }));
    },

    /** Returns of the weeks firstWeek..lastWeek per days away before them, fewest days first. */
    async returnGaps(firstWeek: string, lastWeek: string): Promise<{ daysAway: number; returns: number }[]> {
      const rows = await tx.query<{ days_away: number; returns: number }>(
        `SELECT days_away, sum(returns)::int AS returns FROM usage_return_gap
         WHERE week_start BETWEEN $1::date AND $2::date GROUP BY 1 ORDER BY 1`,
        [firstWeek, lastWeek],
      );
      return rows.map((r) => ({ daysAway: Number(r.days_away), returns: Number(r.returns) }));
    },

    /** Users enrolled on the days first..last, and how many of them reached the active tier. */
    async newUsers(first: string, last: string): Promise<{ users: number; reachedActive: number }> {
      const [row] = await tx.query<{ users: number; reached: number }>(
        `SELECT coalesce(sum(users), 0)::int AS users, coalesce(sum(users) FILTER (WHERE reached_active), 0)::int AS reached
         FROM usage_new_user WHERE enrolled_on BETWEEN $1::date AND $2::date`,
        [first, last],
      );
      return { users: Number(row.users), reachedActive: Number(row.reached) };
    },
  };
}

export type ProvenanceLifecycleRepository = ReturnType<typeof createProvenanceLifecycleRepository>;
