-- Algorithm test runs as durable jobs: any planner process claims a QUEUED run (or a RUNNING one whose
-- lease expired because its process died), works through the generated users in chunks, and stores each
-- chunk's outcomes so a resumed run continues where it stopped.
CREATE TABLE IF NOT EXISTS testing_run (
  id text PRIMARY KEY,
  owner text NOT NULL,
  status text NOT NULL CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED', 'CANCELLED')),
  cache_key text NOT NULL,
  seed bigint NOT NULL,
  options jsonb NOT NULL,
  settings jsonb NOT NULL,
  progress_done integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
  progress_total integer NOT NULL CHECK (progress_total >= 0),
  result jsonb,
  error jsonb,
  lease_owner text,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS testing_run_status_idx ON testing_run (status, created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS testing_run_cache_idx ON testing_run (cache_key, created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS testing_run_owner_idx ON testing_run (owner, status);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS testing_run_chunk (
  run_id text NOT NULL REFERENCES testing_run (id) ON DELETE CASCADE,
  chunk integer NOT NULL CHECK (chunk >= 0),
  outcomes jsonb NOT NULL,
  worker text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, chunk)
);
