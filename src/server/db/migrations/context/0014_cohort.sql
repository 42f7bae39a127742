-- The app-user cohort's events the earlier tables lack (packaged products, free-text entries, the planned meal a
-- log follows) and the usage statistics' summaries (template, see 0000_catalogue.sql). The summaries are derived
-- from the event tables only and rebuilt wholesale by the summary refresh (usageStatisticsRepository.ts).
ALTER TABLE app_user ADD COLUMN IF NOT EXISTS synthetic boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS off_product (
  barcode text PRIMARY KEY CHECK (barcode ~ '^[0-9]{8,14}$'),
  name text NOT NULL CHECK (length(trim(name)) > 0),
  brand text,
  energy_kcal_per_100g double precision CHECK (energy_kcal_per_100g >= 0)
);
--> statement-breakpoint
ALTER TABLE food_log ADD COLUMN IF NOT EXISTS off_barcode text REFERENCES off_product (barcode) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE food_log ADD COLUMN IF NOT EXISTS food_entry_text text;
--> statement-breakpoint
ALTER TABLE food_log ADD COLUMN IF NOT EXISTS scaled_recipe_id integer REFERENCES scaled_recipe (id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS food_log_scaled_recipe_idx ON food_log (scaled_recipe_id) WHERE scaled_recipe_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS week_plan_week_start_idx ON week_plan (week_start);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS cohort_seed (
  id integer PRIMARY KEY CHECK (id = 1),
  seed integer NOT NULL,
  users integer NOT NULL,
  as_of date NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_summary_state (
  id integer PRIMARY KEY CHECK (id = 1),
  refreshed_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_top_item (
  list text NOT NULL,
  rank integer NOT NULL,
  item_key text NOT NULL,
  name text NOT NULL,
  count integer NOT NULL,
  user_count integer NOT NULL,
  PRIMARY KEY (list, rank)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_active_day (
  active_on date NOT NULL,
  user_id integer NOT NULL,
  next_active_on date,
  PRIMARY KEY (active_on, user_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_active_gap (
  active_on date NOT NULL,
  gap integer NOT NULL,
  users integer NOT NULL,
  PRIMARY KEY (active_on, gap)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_user_span (
  user_id integer PRIMARY KEY,
  enrolled_on date NOT NULL,
  last_active_on date NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS usage_user_span_enrolled_idx ON usage_user_span (enrolled_on);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_plan_day (
  plan_day date NOT NULL,
  user_id integer NOT NULL,
  planned integer NOT NULL,
  followed integer NOT NULL,
  PRIMARY KEY (plan_day, user_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_plan_total (
  plan_day date PRIMARY KEY,
  planned integer NOT NULL,
  followed integer NOT NULL
);
