-- Test runs shared by several worker processes at once: each process leases one chunk of users of a
-- RUNNING run at a time, so two processes plan two chunks of the same run in parallel. The chunk size is
-- fixed by the first process that takes the run (every process then cuts the users the same way).
ALTER TABLE testing_run ADD COLUMN IF NOT EXISTS chunk_users integer CHECK (chunk_users IS NULL OR chunk_users > 0);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS testing_run_chunk_lease (
  run_id text NOT NULL REFERENCES testing_run (id) ON DELETE CASCADE,
  chunk integer NOT NULL CHECK (chunk >= 0),
  worker text NOT NULL,
  lease_until timestamptz NOT NULL,
  PRIMARY KEY (run_id, chunk)
);
