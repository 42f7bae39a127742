-- Recipes of one country context (template, see 0000_catalogue.sql).
CREATE TABLE IF NOT EXISTS recipe (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED')),
  version integer NOT NULL DEFAULT 1,
  author_external_id text,
  author_name text,
  created_by text,
  updated_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cuisine text,
  nuts_region jsonb,
  expertise_level text CHECK (expertise_level IN ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
  other_info text,
  source text,
  external_id text,
  servings integer NOT NULL DEFAULT 1 CHECK (servings > 0),
  preparation_time integer CHECK (preparation_time >= 0),
  cooking_time integer CHECK (cooking_time >= 0),
  preparation_steps text,
  i18n_labels jsonb NOT NULL DEFAULT '{}',
  available_translations text[] NOT NULL DEFAULT '{}',
  allergens text[] NOT NULL DEFAULT '{}',
  diets text[] NOT NULL DEFAULT '{}',
  total_weight_grams double precision,
  nutrition_per_serving jsonb NOT NULL DEFAULT '{}',
  energy_kcal_per_serving double precision,
  protein_per_serving double precision,
  fat_per_serving double precision,
  carbohydrate_per_serving double precision,
  fiber_per_serving double precision,
  sugar_per_serving double precision,
  saturated_fatty_acids_per_serving double precision,
  cholesterol_per_serving double precision,
  salt_per_serving double precision,
  iron_per_serving double precision,
  protein_ratio double precision,
  fat_ratio double precision,
  carbohydrate_ratio double precision
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS recipe_source_external_id_idx ON recipe (source, external_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_name_trgm_idx ON recipe USING gin (name shared.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_status_idx ON recipe (status);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_energy_idx ON recipe (energy_kcal_per_serving);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_servings_idx ON recipe (servings);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_preparation_time_idx ON recipe (preparation_time);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_cooking_time_idx ON recipe (cooking_time);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_author_idx ON recipe (author_external_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_diets_idx ON recipe USING gin (diets);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_allergens_idx ON recipe USING gin (allergens);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS recipe_ingredient (
  id serial PRIMARY KEY,
  recipe_id integer NOT NULL REFERENCES recipe (id) ON DELETE CASCADE,
  ingredient_id integer NOT NULL REFERENCES ingredient (id) ON DELETE RESTRICT,
  position integer NOT NULL DEFAULT 0,
  quantity double precision NOT NULL DEFAULT 0 CHECK (quantity >= 0),
  unit_name text NOT NULL DEFAULT 'GRAMS',
  unit_id integer REFERENCES unit (id) ON DELETE RESTRICT,
  weight_grams double precision NOT NULL DEFAULT 0,
  weight_yield_factor double precision NOT NULL DEFAULT 1,
  nutrient_retention_factors jsonb NOT NULL DEFAULT '{}'
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_ingredient_recipe_idx ON recipe_ingredient (recipe_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_ingredient_ingredient_idx ON recipe_ingredient (ingredient_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_ingredient_unit_idx ON recipe_ingredient (unit_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS recipe_tag (
  recipe_id integer NOT NULL REFERENCES recipe (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('MEAL_TYPE', 'SEASON', 'STORAGE', 'COOKING_METHOD', 'OTHER', 'DIET')),
  name text NOT NULL,
  PRIMARY KEY (recipe_id, category, name)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_tag_category_name_idx ON recipe_tag (category, name);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS recipe_photo (
  id serial PRIMARY KEY,
  recipe_id integer NOT NULL REFERENCES recipe (id) ON DELETE CASCADE,
  photo_type text NOT NULL DEFAULT 'USER' CHECK (photo_type IN ('COVER', 'USER')),
  photo_url text NOT NULL,
  thumbnail_url text,
  author_id text,
  created_by text,
  description text,
  moderation_status text NOT NULL DEFAULT 'UNDER_REVIEW' CHECK (moderation_status IN ('UNDER_REVIEW', 'APPROVED', 'REJECTED')),
  creation_date timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_photo_recipe_idx ON recipe_photo (recipe_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_photo_moderation_idx ON recipe_photo (moderation_status, creation_date);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS photo_moderation (
  id serial PRIMARY KEY,
  recipe_photo_id integer NOT NULL REFERENCES recipe_photo (id) ON DELETE CASCADE,
  moderation_status text NOT NULL CHECK (moderation_status IN ('UNDER_REVIEW', 'APPROVED', 'REJECTED')),
  moderated_by text,
  moderated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS photo_moderation_photo_idx ON photo_moderation (recipe_photo_id);
