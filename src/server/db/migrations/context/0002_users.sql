-- App users of one country context and what they log (template, see 0000_catalogue.sql).
CREATE TABLE IF NOT EXISTS household (
  id serial PRIMARY KEY,
  no_of_meals_per_day integer NOT NULL DEFAULT 6 CHECK (no_of_meals_per_day BETWEEN 3 AND 6),
  selected_meals text[] NOT NULL DEFAULT '{}'
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS app_user (
  id serial PRIMARY KEY,
  subject text UNIQUE,
  custom_id text,
  email text NOT NULL,
  first_name text,
  last_name text,
  is_trial_user boolean NOT NULL DEFAULT false,
  is_gamebus_enabled boolean NOT NULL DEFAULT false,
  living_independently boolean NOT NULL DEFAULT true,
  birth_date date,
  gender text CHECK (gender IN ('M', 'F')),
  expertise_level text CHECK (expertise_level IN ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
  notes text,
  household_id integer REFERENCES household (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS app_user_email_idx ON app_user (lower(email));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS app_user_household_idx ON app_user (household_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_weight_log (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  weight_kg double precision NOT NULL CHECK (weight_kg > 0),
  logged_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_weight_log_user_idx ON user_weight_log (user_id, logged_at);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_height_log (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  height_cm double precision NOT NULL CHECK (height_cm > 0),
  logged_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_height_log_user_idx ON user_height_log (user_id, logged_at);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_activity_level (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  value text NOT NULL CHECK (value IN ('LOWEST', 'LOW', 'MEDIUM', 'AUTO')),
  daily_burned_energy_kcal double precision,
  logged_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_activity_level_user_idx ON user_activity_level (user_id, logged_at);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_meal_of_day_division (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  meal_of_day text NOT NULL,
  type text NOT NULL CHECK (type IN ('MEAL_PART', 'RECIPE', 'INGREDIENT')),
  meal_part text,
  recipe_id integer REFERENCES recipe (id) ON DELETE CASCADE,
  ingredient_id integer REFERENCES ingredient (id) ON DELETE CASCADE,
  name text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_meal_of_day_division_user_idx ON user_meal_of_day_division (user_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_dietary_restriction (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  diet text NOT NULL,
  PRIMARY KEY (user_id, diet)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_food_restriction (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  food_restriction_id integer NOT NULL REFERENCES food_restriction (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, food_restriction_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_ingredient_restriction (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  ingredient_id integer NOT NULL REFERENCES ingredient (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, ingredient_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_ingredient_feedback (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  ingredient_id integer NOT NULL REFERENCES ingredient (id) ON DELETE CASCADE,
  value integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ingredient_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_recipe_feedback (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  recipe_id integer NOT NULL REFERENCES recipe (id) ON DELETE CASCADE,
  value integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, recipe_id)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_energy_distribution (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  energy_goal text NOT NULL DEFAULT 'MAINTAIN_WEIGHT' CHECK (energy_goal IN ('MAINTAIN_WEIGHT', 'LOSE_WEIGHT', 'GAIN_WEIGHT', 'CUSTOM')),
  custom_kcal_target double precision,
  protein_distribution double precision,
  carbohydrates_distribution double precision,
  fat_distribution double precision
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_favourite (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  recipe_id integer REFERENCES recipe (id) ON DELETE CASCADE,
  ingredient_id integer REFERENCES ingredient (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((recipe_id IS NULL) <> (ingredient_id IS NULL))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_favourite_user_idx ON user_favourite (user_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS food_log (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  logged_at timestamptz NOT NULL DEFAULT now(),
  meal_of_day text,
  recipe_id integer REFERENCES recipe (id) ON DELETE SET NULL,
  ingredient_id integer REFERENCES ingredient (id) ON DELETE SET NULL,
  servings double precision,
  quantity_grams double precision,
  planned boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS food_log_user_idx ON food_log (user_id, logged_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS food_log_logged_at_idx ON food_log (logged_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS food_log_recipe_idx ON food_log (recipe_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS food_log_ingredient_idx ON food_log (ingredient_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS user_activity (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  kind text NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_activity_occurred_idx ON user_activity (occurred_at, user_id);
