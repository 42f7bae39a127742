/** Tables of migration 0010_search.sql (recipe authors, idempotent creates), per country context. */
import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { recipe } from './recipes';

/** Recipe authors with the numeric id the documents' RecipeAuthor carries; matched by external id. */
export const recipeAuthor = pgTable('recipe_author', {
  id: serial('id').primaryKey(),
  externalId: text('external_id').notNull().unique(),
  name: text('name'),
});

/** Idempotency-Key of a create, per caller: a retried create returns the recipe made the first time. */
export const idempotencyKey = pgTable('idempotency_key', {
  principal: text('principal').notNull(),
  key: text('key').notNull(),
  operation: text('operation').notNull(),
  recipeId: integer('recipe_id').references(() => recipe.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.principal, t.operation, t.key] })]);
