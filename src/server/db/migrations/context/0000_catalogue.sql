-- Catalogue of one country context. This file is a template: the runner applies it once per context with
-- search_path set to that context's schema (ctx_xx) and shared, so table names are unqualified.
CREATE TABLE IF NOT EXISTS food_group (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  known_food_group_type text,
  source_code text UNIQUE
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS ingredient_group (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS ingredient_group_translation (
  ingredient_group_id integer NOT NULL REFERENCES ingredient_group (id) ON DELETE CASCADE,
  language_code text NOT NULL,
  label text NOT NULL DEFAULT 'NAME',
  translation text NOT NULL,
  PRIMARY KEY (ingredient_group_id, language_code, label)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS ingredient (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  english_name text,
  original_name text,
  external_id text,
  source text NOT NULL DEFAULT 'USER',
  fcdb text,
  hide_from_user boolean NOT NULL DEFAULT false,
  recommended_portion_grams double precision,
  ingredient_group_id integer REFERENCES ingredient_group (id) ON DELETE SET NULL,
  allergens text[] NOT NULL DEFAULT '{}',
  diets text[] NOT NULL DEFAULT '{}',
  weight_yield_factors jsonb NOT NULL DEFAULT '[]',
  nutrient_retention_factors jsonb NOT NULL DEFAULT '[]',
  energy_kcal double precision,
  water double precision,
  protein double precision,
  fat double precision,
  ash double precision,
  carbohydrate double precision,
  fiber double precision,
  sugar double precision,
  alcohol double precision,
  saturated_fatty_acids double precision,
  monounsaturated_fatty_acids double precision,
  polyunsaturated_fatty_acids double precision,
  trans_fatty_acids double precision,
  cholesterol double precision,
  sodium double precision,
  salt double precision,
  calcium double precision,
  iron double precision,
  magnesium double precision,
  phosphorus double precision,
  potassium double precision,
  zinc double precision,
  copper double precision,
  manganese double precision,
  selenium double precision,
  vitamin_a double precision,
  vitamin_a_iu double precision,
  retinol double precision,
  alpha_carotene double precision,
  beta_carotene double precision,
  beta_cryptoxanthin double precision,
  lycopene double precision,
  lutein_zeaxanthin double precision,
  vitamin_c double precision,
  vitamin_d double precision,
  vitamin_d_iu double precision,
  vitamin_e double precision,
  vitamin_k double precision,
  vitamin_b1 double precision,
  vitamin_b2 double precision,
  vitamin_b3 double precision,
  vitamin_b5 double precision,
  vitamin_b6 double precision,
  vitamin_b12 double precision,
  folate double precision,
  folic_acid double precision,
  food_folate double precision,
  folate_dfe double precision,
  choline double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS ingredient_fcdb_external_id_idx ON ingredient (fcdb, external_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_name_trgm_idx ON ingredient USING gin (name shared.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_english_name_trgm_idx ON ingredient USING gin (english_name shared.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_group_idx ON ingredient (ingredient_group_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS ingredient_name_translation (
  ingredient_id integer NOT NULL REFERENCES ingredient (id) ON DELETE CASCADE,
  language_code text NOT NULL,
  translation text NOT NULL,
  PRIMARY KEY (ingredient_id, language_code)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS unit (
  id serial PRIMARY KEY,
  ingredient_id integer NOT NULL REFERENCES ingredient (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name IN ('GRAMS', 'UNIT', 'SMALL_UNIT', 'MEDIUM_UNIT', 'LARGE_UNIT', 'SLICE', 'PIECE', 'TEASPOON', 'TABLESPOON', 'CUP', 'LITER', 'MILLILITER', 'PINCH')),
  quantity_in_grams double precision NOT NULL CHECK (quantity_in_grams > 0),
  description text,
  UNIQUE (ingredient_id, name)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS ingredient_food_group (
  ingredient_id integer NOT NULL REFERENCES ingredient (id) ON DELETE CASCADE,
  food_group_id integer NOT NULL REFERENCES food_group (id) ON DELETE CASCADE,
  PRIMARY KEY (ingredient_id, food_group_id)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_food_group_group_idx ON ingredient_food_group (food_group_id);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS ingredient_langual (
  ingredient_id integer NOT NULL REFERENCES ingredient (id) ON DELETE CASCADE,
  langual_code text NOT NULL REFERENCES shared.langual_descriptor (code),
  PRIMARY KEY (ingredient_id, langual_code)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_langual_code_idx ON ingredient_langual (langual_code);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS food_restriction (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(trim(name)) > 0),
  enabled boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS food_restriction_ingredient (
  food_restriction_id integer NOT NULL REFERENCES food_restriction (id) ON DELETE CASCADE,
  ingredient_id integer NOT NULL REFERENCES ingredient (id) ON DELETE CASCADE,
  PRIMARY KEY (food_restriction_id, ingredient_id)
);
