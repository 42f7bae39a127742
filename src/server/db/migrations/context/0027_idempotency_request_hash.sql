-- An idempotency key is bound to the request it came with (issue 26): the SHA-256 of the create's body, so a key
-- reused with a different body is refused (422 IDEMPOTENCY_KEY_MISMATCH) instead of silently answering the first
-- result. Rows claimed before this column existed have none and keep replaying as before.
ALTER TABLE idempotency_key ADD COLUMN IF NOT EXISTS request_hash text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS idempotency_key_key_idx ON idempotency_key (key);
