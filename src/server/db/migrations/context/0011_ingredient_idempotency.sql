-- Idempotent creates beyond recipes (template, see 0000_catalogue.sql): a retried duplicateIngredient or
-- createIngredientGroup with the same Idempotency-Key returns what the first call created. `result_id`
-- names that row (an ingredient or a display name, by `operation`); it has no foreign key because it
-- may point at either table, and a deleted result is simply created anew.
ALTER TABLE idempotency_key ADD COLUMN IF NOT EXISTS result_id integer;
