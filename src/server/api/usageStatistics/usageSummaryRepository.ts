/**
 * The usage statistics' summary tables (migrations 0014_cohort.sql and 0029_adherence_lifecycle.sql), rebuilt wholesale from the event tables
 * (food_log, user_weight_log, user_activity, user_favourite, user_ingredient_restriction, week_plan +
 * scaled_recipe, app_user). All days are UTC calendar days, whatever the session's time zone.
 */
import type { SqlRunner } from '../../db/client';
import { refreshProvenanceAndLifecycle } from './provenanceLifecycleSummary';

/** The seven paged top lists, by the name stored in usage_top_item.list. */
export const TOP_LISTS = [
  'logged-ingredients',
  'logged-recipes',
  'logged-off-products',
  'logged-food-entries',
  'favorited-ingredients',
  'favorited-recipes',
  'restricted-ingredients',
] as const;
export type TopList = (typeof TOP_LISTS)[number];

const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
/** Free-text entries count as one when they differ only by case and blanks. */
const ENTRY_KEY = `lower(regexp_replace(trim(food_entry_text), '\\s+', ' ', 'g'))`;

/** Per list: rows (item_key, name, count, user_count) in any order. */
const TOP_SOURCES: Record<TopList, string> = {
  'logged-ingredients': `SELECT f.ingredient_id::text AS item_key, i.name, count(*) AS count, count(DISTINCT f.user_id) AS user_count
    FROM food_log f JOIN ingredient i ON i.id = f.ingredient_id GROUP BY f.ingredient_id, i.name`,
  'logged-recipes': `SELECT f.recipe_id::text AS item_key, r.name, count(*) AS count, count(DISTINCT f.user_id) AS user_count
    FROM food_log f JOIN recipe r ON r.id = f.recipe_id GROUP BY f.recipe_id, r.name`,
  'logged-off-products': `SELECT f.off_barcode AS item_key, p.name, count(*) AS count, count(DISTINCT f.user_id) AS user_count
    FROM food_log f JOIN off_product p ON p.barcode = f.off_barcode GROUP BY f.off_barcode, p.name`,
  'logged-food-entries': `SELECT ${ENTRY_KEY} AS item_key, mode() WITHIN GROUP (ORDER BY food_entry_text) AS name,
      count(*) AS count, count(DISTINCT user_id) AS user_count
    FROM food_log WHERE food_entry_text IS NOT NULL AND trim(food_entry_text) <> '' GROUP BY 1`,
  'favorited-ingredients': `SELECT f.ingredient_id::text AS item_key, i.name, count(*) AS count, count(DISTINCT f.user_id) AS user_count
    FROM user_favourite f JOIN ingredient i ON i.id = f.ingredient_id GROUP BY f.ingredient_id, i.name`,
  'favorited-recipes': `SELECT f.recipe_id::text AS item_key, r.name, count(*) AS count, count(DISTINCT f.user_id) AS user_count
    FROM user_favourite f JOIN recipe r ON r.id = f.recipe_id GROUP BY f.recipe_id, r.name`,
  'restricted-ingredients': `SELECT x.ingredient_id::text AS item_key, i.name, count(*) AS count, count(DISTINCT x.user_id) AS user_count
    FROM user_ingredient_restriction x JOIN ingredient i ON i.id = x.ingredient_id GROUP BY x.ingredient_id, i.name`,
};

/** The advisory lock a refresh holds for its transaction (one refresh of a context at a time). */
export const USAGE_REFRESH_LOCK = 7243140;

export function createUsageSummaryRepository(tx: SqlRunner) {
  return {
    /** When the summaries were last rebuilt (undefined: never). */
    async refreshedAt(): Promise<Date | undefined> {
      const [row] = await tx.query<{ refreshed_at: Date | string }>('SELECT refreshed_at FROM usage_summary_state WHERE id = 1');
      return row ? new Date(row.refreshed_at) : undefined;
    },

    /** Rebuilds every summary from the events, in the caller's transaction (readers see the old ones until it commits). */
    async refresh(): Promise<void> {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [USAGE_REFRESH_LOCK]);
      await tx.query('DELETE FROM usage_top_item');
      for (const list of TOP_LISTS) {
        await tx.query(
          `INSERT INTO usage_top_item (list, rank, item_key, name, count, user_count)
           SELECT $1, row_number() OVER (ORDER BY s.count DESC, s.user_count DESC, s.name, s.item_key), s.item_key, s.name, s.count, s.user_count
           FROM (${TOP_SOURCES[list]}) s`,
          [list],
        );
      }
      await tx.query('DELETE FROM usage_active_day');
      await tx.query(
        `INSERT INTO usage_active_day (active_on, user_id, next_active_on)
         SELECT active_on, user_id, lead(active_on) OVER (PARTITION BY user_id ORDER BY active_on) FROM (
           SELECT ${utcDay('logged_at')} AS active_on, user_id FROM food_log
           UNION SELECT ${utcDay('logged_at')}, user_id FROM user_weight_log
           UNION SELECT ${utcDay('occurred_at')}, user_id FROM user_activity) days`,
      );
      // Days to each user's next active day, capped above the longest rolling window (90): a day's
      // users per gap are all the rolling counts need, whatever the number of users.
      await tx.query('DELETE FROM usage_active_gap');
      await tx.query(
        `INSERT INTO usage_active_gap (active_on, gap, users)
         SELECT active_on, least(coalesce(next_active_on - active_on, 91), 91), count(*) FROM usage_active_day GROUP BY 1, 2`,
      );
      await tx.query('DELETE FROM usage_user_span');
      await tx.query(
        `INSERT INTO usage_user_span (user_id, enrolled_on, last_active_on)
         SELECT u.id, ${utcDay('u.created_at')}, greatest(${utcDay('u.created_at')}, max(a.active_on))
         FROM app_user u LEFT JOIN usage_active_day a ON a.user_id = u.id GROUP BY u.id, u.created_at`,
      );
      await tx.query('DELETE FROM usage_plan_day');
      await tx.query(
        `INSERT INTO usage_plan_day (plan_day, user_id, planned, followed)
         SELECT w.week_start + s.day_of_week - 1, w.user_id, count(DISTINCT s.meal_of_day),
           count(DISTINCT s.meal_of_day) FILTER (WHERE f.scaled_recipe_id IS NOT NULL)
         FROM week_plan w JOIN scaled_recipe s ON s.week_plan_id = w.id
           LEFT JOIN (SELECT DISTINCT scaled_recipe_id FROM food_log WHERE scaled_recipe_id IS NOT NULL) f ON f.scaled_recipe_id = s.id
         GROUP BY 1, 2`,
      );
      await tx.query('DELETE FROM usage_plan_total');
      await tx.query(
        'INSERT INTO usage_plan_total (plan_day, planned, followed) SELECT plan_day, sum(planned), sum(followed) FROM usage_plan_day GROUP BY 1',
      );
      await refreshProvenanceAndLifecycle(tx);
      await tx.query(
        `INSERT INTO usage_summary_state (id, refreshed_at) VALUES (1, now())
         ON CONFLICT (id) DO UPDATE SET refreshed_at = excluded.refreshed_at`,
      );
    },
  };
}
