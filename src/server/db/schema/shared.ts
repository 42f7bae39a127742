/** Tables of the `shared` schema: the same in every country context. */
import { boolean, bigserial, integer, jsonb, pgSchema, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const sharedSchema = pgSchema('shared');

export const langualDescriptor = sharedSchema.table('langual_descriptor', {
  code: text('code').primaryKey(),
  facet: text('facet'),
  term: text('term').notNull(),
  parentCode: text('parent_code'),
  allParentCodes: text('all_parent_codes').array().notNull().default([]),
  obsolete: boolean('obsolete').notNull().default(false),
  scopeNote: text('scope_note'),
  synonyms: text('synonyms').array().notNull().default([]),
});

export const langualTranslation = sharedSchema.table('langual_translation', {
  code: text('code').notNull().references(() => langualDescriptor.code, { onDelete: 'cascade' }),
  languageCode: text('language_code').notNull(),
  translation: text('translation').notNull(),
}, (t) => [primaryKey({ columns: [t.code, t.languageCode] })]);

export const staffAccount = sharedSchema.table('staff_account', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull().unique(),
  username: text('username').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  roles: text('roles').array().notNull().default([]),
  dbContext: text('db_context').notNull(),
  passwordHash: text('password_hash'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts of the embedded identity provider (app users created by staff, with a temporary password). */
export const idpAccount = sharedSchema.table('idp_account', {
  subject: text('subject').primaryKey(),
  dbContext: text('db_context'),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  temporaryPassword: boolean('temporary_password').notNull().default(false),
  roles: text('roles').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** oidc-provider adapter storage (sessions, grants, tokens...), one row per model instance. */
export const idpPayload = sharedSchema.table('idp_payload', {
  model: text('model').notNull(),
  id: text('id').notNull(),
  payload: jsonb('payload').notNull(),
  grantId: text('grant_id'),
  userCode: text('user_code'),
  uid: text('uid'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.model, t.id] })]);

export const impersonationLog = sharedSchema.table('impersonation_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminSubject: text('admin_subject').notNull(),
  dbContext: text('db_context').notNull(),
  userId: integer('user_id').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Written by migrate.ts: one row per applied migration file and scope ('shared' or a context schema). */
export const schemaMigration = sharedSchema.table('schema_migration', {
  scope: text('scope').notNull(),
  name: text('name').notNull(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.scope, t.name] })]);
