/**
 * The summaries behind adherence by provenance and the lifecycle view (migration 0029_adherence_lifecycle.sql),
 * rebuilt wholesale with the other usage summaries (usageSummaryRepository.ts) from usage_active_day,
 * usage_user_span and the plan and food-log tables. All days are UTC calendar days; weeks run from Monday.
 */
import type { SqlRunner } from '../../db/client';

const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
const mondayOf = (day: string) => `(${day} - (extract(isodow FROM ${day})::int - 1))`;
/** Each planned recipe (scaled_recipe) with its plan day and whether the user logged it from the plan. */
const PLANNED_RECIPES = `SELECT w.week_start + s.day_of_week - 1 AS plan_day, s.provenance, coalesce(w.settings_version, 0) AS settings_version,
    s.meal_of_day, s.recipe_id, (f.scaled_recipe_id IS NOT NULL) AS followed
  FROM week_plan w JOIN scaled_recipe s ON s.week_plan_id = w.id
    LEFT JOIN (SELECT DISTINCT scaled_recipe_id FROM food_log WHERE scaled_recipe_id IS NOT NULL) f ON f.scaled_recipe_id = s.id`;

/** A user's days of absence before an active day: since their previous active day, or their enrolment day if none. */
const DAYS_AWAY = `(d.active_on - coalesce(d.prev_on, s.enrolled_on) - 1)`;

export async function refreshProvenanceAndLifecycle(tx: SqlRunner): Promise<void> {
  await tx.query('DELETE FROM usage_plan_slice');
  await tx.query(
    `INSERT INTO usage_plan_slice (plan_day, provenance, settings_version, meal_of_day, planned, followed)
     SELECT plan_day, provenance, settings_version, meal_of_day, count(*), count(*) FILTER (WHERE followed)
     FROM (${PLANNED_RECIPES}) p GROUP BY 1, 2, 3, 4`,
  );
  await tx.query('DELETE FROM usage_plan_recipe');
  await tx.query(
    `INSERT INTO usage_plan_recipe (plan_day, recipe_id, planned, followed)
     SELECT plan_day, recipe_id, count(*), count(*) FILTER (WHERE followed) FROM (${PLANNED_RECIPES}) p GROUP BY 1, 2`,
  );
  // The same per week (Monday): a range reads its whole weeks here and only its first and last days above.
  await tx.query('DELETE FROM usage_plan_recipe_week');
  await tx.query(
    `INSERT INTO usage_plan_recipe_week (week_start, recipe_id, planned, followed)
     SELECT ${mondayOf('plan_day')}, recipe_id, sum(planned), sum(followed) FROM usage_plan_recipe GROUP BY 1, 2`,
  );

  // Each user's first active day of each week (its previous active day lies before the week), with the days
  // away before it and whether it falls in their enrolment week.
  const firsts = `SELECT d.week_start, ${DAYS_AWAY} AS days_away, coalesce(d.prev_on, s.enrolled_on) AS present_on, (d.week_start = ${mondayOf('s.enrolled_on')}) AS enrolment_week
    FROM (SELECT user_id, active_on, ${mondayOf('active_on')} AS week_start,
            lag(active_on) OVER (PARTITION BY user_id ORDER BY active_on) AS prev_on FROM usage_active_day) d
      JOIN usage_user_span s ON s.user_id = d.user_id
    WHERE d.prev_on IS NULL OR d.prev_on < d.week_start`;
  await tx.query('DELETE FROM usage_lifecycle_week');
  await tx.query(
    `INSERT INTO usage_lifecycle_week (week_start, new_users, returning_users, resurrected_users, dormant_users)
     SELECT week_start, sum(new_users), sum(returning_users), sum(resurrected_users), sum(dormant_users) FROM (
       SELECT ${mondayOf('enrolled_on')} AS week_start, count(*) AS new_users, 0 AS returning_users, 0 AS resurrected_users, 0 AS dormant_users
       FROM usage_user_span GROUP BY 1
       UNION ALL
       SELECT week_start, 0, count(*) FILTER (WHERE days_away < 14), count(*) FILTER (WHERE days_away >= 14), 0
       FROM (${firsts}) f WHERE NOT enrolment_week GROUP BY 1
       UNION ALL
       -- A user's last active day of a week whose next active day is not in the following week: dormant then.
       SELECT ${mondayOf('active_on')} + 7, 0, 0, 0, count(*) FROM usage_active_day
       WHERE next_active_on IS NULL OR next_active_on >= ${mondayOf('active_on')} + 14 GROUP BY 1) parts
     GROUP BY week_start`,
  );
  // Returns: a first active day of a week after a whole week without activity (nor enrolment).
  await tx.query('DELETE FROM usage_return_gap');
  await tx.query(
    `INSERT INTO usage_return_gap (week_start, days_away, returns)
     SELECT week_start, days_away, count(*) FROM (${firsts}) f
     WHERE NOT enrolment_week AND present_on < week_start - 7 GROUP BY 1, 2`,
  );
  await tx.query('DELETE FROM usage_new_user');
  await tx.query(
    `INSERT INTO usage_new_user (enrolled_on, reached_active, users)
     SELECT s.enrolled_on, coalesce(l.days, 0) >= 3, count(*) FROM usage_user_span s
       LEFT JOIN (SELECT f.user_id, count(DISTINCT ${utcDay('f.logged_at')}) AS days
                  FROM food_log f JOIN usage_user_span u ON u.user_id = f.user_id
                  WHERE ${utcDay('f.logged_at')} BETWEEN u.enrolled_on AND u.enrolled_on + 13 GROUP BY f.user_id) l ON l.user_id = s.user_id
     GROUP BY 1, 2`,
  );
}
