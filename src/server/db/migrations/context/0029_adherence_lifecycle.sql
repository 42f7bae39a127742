-- Adherence by provenance and the lifecycle view (template, see 0000_catalogue.sql). Each save of the settings is
-- a numbered version (settings_version, written by the settings service); a week plan names the version in force
-- when it was planned and each planned recipe how it got into the plan. The usage_* tables are summaries rebuilt
-- wholesale by the summary refresh (usageSummaryRepository.ts), like those of 0014_cohort.sql.
CREATE TABLE IF NOT EXISTS settings_version (
  version integer PRIMARY KEY CHECK (version >= 1),
  saved_at timestamptz NOT NULL DEFAULT now(),
  saved_by text NOT NULL
);
--> statement-breakpoint
ALTER TABLE week_plan ADD COLUMN IF NOT EXISTS settings_version integer REFERENCES settings_version (version) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE scaled_recipe ADD COLUMN IF NOT EXISTS provenance text NOT NULL DEFAULT 'GENERATED'
  CHECK (provenance IN ('GENERATED', 'REPLACED', 'PINNED', 'ADDED'));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_plan_slice (
  plan_day date NOT NULL,
  provenance text NOT NULL,
  settings_version integer NOT NULL,
  meal_of_day text NOT NULL,
  planned integer NOT NULL,
  followed integer NOT NULL,
  PRIMARY KEY (plan_day, provenance, settings_version, meal_of_day)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_plan_recipe (
  plan_day date NOT NULL,
  recipe_id integer NOT NULL,
  planned integer NOT NULL,
  followed integer NOT NULL,
  PRIMARY KEY (plan_day, recipe_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_plan_recipe_week (
  week_start date NOT NULL,
  recipe_id integer NOT NULL,
  planned integer NOT NULL,
  followed integer NOT NULL,
  PRIMARY KEY (week_start, recipe_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_lifecycle_week (
  week_start date PRIMARY KEY,
  new_users integer NOT NULL,
  returning_users integer NOT NULL,
  resurrected_users integer NOT NULL,
  dormant_users integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_return_gap (
  week_start date NOT NULL,
  days_away integer NOT NULL,
  returns integer NOT NULL,
  PRIMARY KEY (week_start, days_away)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS usage_new_user (
  enrolled_on date NOT NULL,
  reached_active boolean NOT NULL,
  users integer NOT NULL,
  PRIMARY KEY (enrolled_on, reached_active)
);
