-- Ingredients carry a version, as recipes do (0001_recipes.sql): saveIngredient names the version the editor loaded,
-- a stale one is refused with 409 INGREDIENT_VERSION_CONFLICT, and every save adds one. Existing rows start at 1.
ALTER TABLE ingredient ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
