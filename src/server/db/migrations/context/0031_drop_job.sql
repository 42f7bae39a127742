-- Durable jobs live in the pg-boss queue (schema `pgboss`, src/server/db/queue.ts and jobs.ts), which keeps,
-- retries, archives and deletes them; the context's own job table is no longer read or written.
DROP TABLE IF EXISTS job;
