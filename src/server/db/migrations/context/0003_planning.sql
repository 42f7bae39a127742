-- Settings, simulation profiles and week plans of one country context (template, see 0000_catalogue.sql).
CREATE TABLE IF NOT EXISTS setting (
  key text PRIMARY KEY CHECK (key IN ('ENERGY_EQUATION', 'ENERGY_DISTRIBUTION', 'MEAL_OF_DAY_DIVISIONS', 'ENABLED_DIETARY_RESTRICTIONS', 'RECOMMENDER_SETTINGS', 'LANGUAGES')),
  value jsonb NOT NULL,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS simulation_profile (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  description text,
  user_profile text NOT NULL,
  scope jsonb NOT NULL DEFAULT '{}',
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS week_plan (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  week_start date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, week_start)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS scaled_recipe (
  id serial PRIMARY KEY,
  week_plan_id integer NOT NULL REFERENCES week_plan (id) ON DELETE CASCADE,
  day_of_week integer NOT NULL CHECK (day_of_week BETWEEN 1 AND 7),
  meal_of_day text NOT NULL CHECK (meal_of_day IN ('BREAKFAST', 'MIDDLE_MORNING', 'LUNCH', 'MIDDLE_AFTERNOON', 'DINNER', 'AFTER_DINNER')),
  recipe_id integer NOT NULL REFERENCES recipe (id) ON DELETE CASCADE,
  servings double precision NOT NULL DEFAULT 1,
  meal_of_day_division_id integer REFERENCES user_meal_of_day_division (id) ON DELETE SET NULL,
  scaled_recipe_ingredients jsonb NOT NULL DEFAULT '[]',
  household_servings jsonb NOT NULL DEFAULT '[]',
  heuristic_scores jsonb NOT NULL DEFAULT '[]',
  applied_restrictions jsonb
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS scaled_recipe_plan_idx ON scaled_recipe (week_plan_id, day_of_week);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS scaled_recipe_recipe_idx ON scaled_recipe (recipe_id);
