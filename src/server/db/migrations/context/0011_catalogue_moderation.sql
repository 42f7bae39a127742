-- Food groups, food restrictions and photo moderation (template, see 0000_catalogue.sql).
-- Idempotent creates beyond recipes (food groups, food restrictions, ingredient duplicates, display names) remember the id they created (recipes keep
-- theirs in recipe_id, which references recipe).
ALTER TABLE idempotency_key ADD COLUMN IF NOT EXISTS resource_id integer;
--> statement-breakpoint
-- Automatic pre-checks computed when a photo is uploaded: its size, sharpness (variance of the
-- Laplacian of the grey image), mean brightness (0..255), a 64-bit perceptual hash (hex) and the photo
-- of the same recipe it nearly duplicates; check_flags holds the flags raised (TINY, BLURRED, DARK,
-- BRIGHT, NEAR_DUPLICATE) so the moderation queue can sort by them.
ALTER TABLE recipe_photo ADD COLUMN IF NOT EXISTS width integer;
--> statement-breakpoint
ALTER TABLE recipe_photo ADD COLUMN IF NOT EXISTS height integer;
--> statement-breakpoint
ALTER TABLE recipe_photo ADD COLUMN IF NOT EXISTS sharpness double precision;
--> statement-breakpoint
ALTER TABLE recipe_photo ADD COLUMN IF NOT EXISTS brightness double precision;
--> statement-breakpoint
ALTER TABLE recipe_photo ADD COLUMN IF NOT EXISTS perceptual_hash text;
--> statement-breakpoint
ALTER TABLE recipe_photo ADD COLUMN IF NOT EXISTS duplicate_of integer REFERENCES recipe_photo (id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE recipe_photo ADD COLUMN IF NOT EXISTS check_flags text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recipe_photo_duplicate_of_idx ON recipe_photo (duplicate_of);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS food_group_name_idx ON food_group (name, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS food_restriction_name_idx ON food_restriction (name, id);
