-- Saved simulation profiles carry a version: an update names the version it was loaded with and a stale one is refused (409).
ALTER TABLE simulation_profile ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
