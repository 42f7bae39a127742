-- Embedded identity provider: ending a user's sessions, and sign-in throttling shared by every server process.
-- Every session, grant, code and refresh token of one account is found (and deleted) by its accountId.
CREATE INDEX IF NOT EXISTS idp_payload_account_idx ON shared.idp_payload ((payload->>'accountId'));
--> statement-breakpoint
-- Failed sign-ins per key: 'account:<lower-case user name>' or 'address:<client address>'. The count starts
-- again after 15 minutes without a failure; locked_until is set once the count reaches the limit.
CREATE TABLE IF NOT EXISTS shared.sign_in_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 0),
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sign_in_throttle_last_failure_idx ON shared.sign_in_throttle (last_failure_at);
