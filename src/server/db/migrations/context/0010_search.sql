-- Search and recipe-editing support (template, see 0000_catalogue.sql): authors with a numeric id (the
-- documents' RecipeAuthor.id; Drizzle mirror in schema/search.ts), idempotent recipe creates, and the
-- btree indexes the recipe and ingredient lists order and filter by. The trigram indexes on recipe.name,
-- ingredient.name and ingredient.english_name already exist (0000, 0001).
CREATE TABLE IF NOT EXISTS recipe_author (
  id serial PRIMARY KEY,
  external_id text NOT NULL UNIQUE CHECK (length(trim(external_id)) > 0),
  name text
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS idempotency_key (
  principal text NOT NULL,
  key text NOT NULL,
  operation text NOT NULL,
  recipe_id integer REFERENCES recipe (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (principal, operation, key)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_name_idx ON recipe (name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_cuisine_idx ON recipe (cuisine);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_tag_name_idx ON recipe_tag (name, recipe_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_name_idx ON ingredient (name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS ingredient_original_name_trgm_idx ON ingredient USING gin (original_name shared.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS unit_ingredient_idx ON unit (ingredient_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS food_restriction_ingredient_ingredient_idx ON food_restriction_ingredient (ingredient_id);
--> statement-breakpoint
-- Recipe rows are wide (nutrition per serving as JSON, translations, notes: ~1.7 kB each), so counting the
-- matches of a filter by a sequential scan reads the whole table. This narrow covering index holds every
-- column the list filters and the statistics read, so totals and breakdowns come from index-only scans.
CREATE INDEX IF NOT EXISTS recipe_filter_cover_idx ON recipe (id) INCLUDE (energy_kcal_per_serving, protein_ratio, fat_ratio,
  carbohydrate_ratio, servings, preparation_time, cooking_time, status, cuisine, expertise_level, diets, author_external_id,
  available_translations, protein_per_serving, fat_per_serving, carbohydrate_per_serving);
