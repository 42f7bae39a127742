-- Saved simulation profiles show who saved them: created_by (kept since 0003) and now who saved them last.
ALTER TABLE simulation_profile ADD COLUMN IF NOT EXISTS updated_by text;
