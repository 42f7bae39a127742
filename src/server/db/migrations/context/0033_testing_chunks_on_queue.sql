-- A test run's chunks are jobs on the pg-boss queue (src/server/planner/testing/chunkQueue.ts), which keeps,
-- expires and retries them: the hand-written leases go. A run's row notes when its chunks were queued (one
-- run per owner has queued chunks at a time); the chunk size is fixed when the run is created.
DROP TABLE IF EXISTS testing_run_chunk_lease;
--> statement-breakpoint
ALTER TABLE testing_run DROP COLUMN IF EXISTS lease_owner;
--> statement-breakpoint
ALTER TABLE testing_run DROP COLUMN IF EXISTS lease_until;
--> statement-breakpoint
ALTER TABLE testing_run ADD COLUMN IF NOT EXISTS chunks_queued_at timestamptz;
--> statement-breakpoint
-- Runs unfinished at this upgrade have no jobs on the queue: they end as failed, to be started again.
UPDATE testing_run SET status = 'FAILED', finished_at = now(),
       error = '{"code": "TESTING_FAILED", "message": "The test run was interrupted by an upgrade of its queue. Start it again"}'::jsonb
 WHERE status IN ('QUEUED', 'RUNNING');
