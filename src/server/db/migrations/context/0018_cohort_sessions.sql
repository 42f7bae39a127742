-- App sessions (user_activity, kind APP_OPEN: the app opened) are recorded for the synthetic cohort, so a
-- user's sessions are found by user: deleting a user (its sessions by cascade) and reading one user's activity.
CREATE INDEX IF NOT EXISTS user_activity_user_idx ON user_activity (user_id, occurred_at);
--> statement-breakpoint
-- Deleting a user's meal divisions sets the scaled recipes naming them to null: found by this index, not a scan.
CREATE INDEX IF NOT EXISTS scaled_recipe_division_idx ON scaled_recipe (meal_of_day_division_id) WHERE meal_of_day_division_id IS NOT NULL;
