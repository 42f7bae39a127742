-- Durable background jobs of a context (the long work besides algorithm test runs, e.g. the usage-summary
-- refresh): queued in PostgreSQL, claimed by any process's job worker with a lease, run in one transaction
-- that also marks the job DONE (so a job's work commits once), taken again after a crash when its lease
-- runs out. At most one QUEUED or RUNNING job per kind and key (a refresh asked for twice is queued once).
CREATE TABLE IF NOT EXISTS job (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  key text NOT NULL DEFAULT '',
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  run_after timestamptz NOT NULL DEFAULT now(),
  lease_owner text,
  lease_until timestamptz,
  result jsonb,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS job_pending_key ON job (kind, key) WHERE status IN ('QUEUED', 'RUNNING');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_queue_idx ON job (status, run_after, id);
