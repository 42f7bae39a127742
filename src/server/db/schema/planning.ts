/** Settings, simulation profiles and week plans of a country context (unqualified; see catalogue.ts). */
import { date, doublePrecision, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { recipe } from './recipes';
import { appUser, userMealOfDayDivision } from './users';

export const SETTING_KEYS = [
  'ENERGY_EQUATION', 'ENERGY_DISTRIBUTION', 'MEAL_OF_DAY_DIVISIONS', 'ENABLED_DIETARY_RESTRICTIONS',
  'RECOMMENDER_SETTINGS', 'LANGUAGES',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const setting = pgTable('setting', {
  key: text('key', { enum: SETTING_KEYS }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulationProfile = pgTable('simulation_profile', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** The sample profile kept as a JSON text string (as the specification says). */
  userProfile: text('user_profile').notNull(),
  scope: jsonb('scope').$type<{ householdMembers?: unknown[] }>().notNull().default({}),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const weekPlan = pgTable('week_plan', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => appUser.id, { onDelete: 'cascade' }),
  weekStart: date('week_start').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [unique().on(t.userId, t.weekStart)]);

export const scaledRecipe = pgTable('scaled_recipe', {
  id: serial('id').primaryKey(),
  weekPlanId: integer('week_plan_id').notNull().references(() => weekPlan.id, { onDelete: 'cascade' }),
  dayOfWeek: integer('day_of_week').notNull(),
  mealOfDay: text('meal_of_day').notNull(),
  recipeId: integer('recipe_id').notNull().references(() => recipe.id, { onDelete: 'cascade' }),
  servings: doublePrecision('servings').notNull().default(1),
  mealOfDayDivisionId: integer('meal_of_day_division_id').references(() => userMealOfDayDivision.id, { onDelete: 'set null' }),
  scaledRecipeIngredients: jsonb('scaled_recipe_ingredients').notNull().default([]),
  householdServings: jsonb('household_servings').notNull().default([]),
  heuristicScores: jsonb('heuristic_scores').notNull().default([]),
  appliedRestrictions: jsonb('applied_restrictions'),
});
