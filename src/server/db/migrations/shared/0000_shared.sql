-- Shared schema: data that is the same in every country context. Applied once per database.
CREATE SCHEMA IF NOT EXISTS shared;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA shared;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shared.langual_descriptor (
  code text PRIMARY KEY,
  facet text,
  term text NOT NULL,
  parent_code text,
  all_parent_codes text[] NOT NULL DEFAULT '{}',
  obsolete boolean NOT NULL DEFAULT false,
  scope_note text,
  synonyms text[] NOT NULL DEFAULT '{}'
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS langual_descriptor_parent_idx ON shared.langual_descriptor (parent_code);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS langual_descriptor_term_trgm_idx ON shared.langual_descriptor USING gin (term shared.gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shared.langual_translation (
  code text NOT NULL REFERENCES shared.langual_descriptor (code) ON DELETE CASCADE,
  language_code text NOT NULL,
  translation text NOT NULL,
  PRIMARY KEY (code, language_code)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shared.staff_account (
  id serial PRIMARY KEY,
  subject text NOT NULL UNIQUE,
  username text NOT NULL UNIQUE,
  email text NOT NULL,
  first_name text,
  last_name text,
  roles text[] NOT NULL DEFAULT '{}',
  db_context text NOT NULL CHECK (db_context IN ('bg', 'dk', 'es', 'it', 'lu', 'nl', 'pt', 'de')),
  password_hash text,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shared.idp_account (
  subject text PRIMARY KEY,
  db_context text CHECK (db_context IN ('bg', 'dk', 'es', 'it', 'lu', 'nl', 'pt', 'de')),
  email text NOT NULL,
  password_hash text,
  temporary_password boolean NOT NULL DEFAULT false,
  roles text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS idp_account_email_idx ON shared.idp_account (db_context, lower(email));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shared.idp_payload (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS idp_payload_grant_idx ON shared.idp_payload (grant_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS idp_payload_uid_idx ON shared.idp_payload (uid);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS idp_payload_expires_idx ON shared.idp_payload (expires_at);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shared.impersonation_log (
  id bigserial PRIMARY KEY,
  admin_subject text NOT NULL,
  db_context text NOT NULL,
  user_id integer NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
