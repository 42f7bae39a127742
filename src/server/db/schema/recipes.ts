/** Recipe tables of a country context (unqualified; see catalogue.ts). */
import { doublePrecision, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ingredient, unit } from './catalogue';

export const recipe = pgTable('recipe', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status', { enum: ['DRAFT', 'PUBLISHED'] }).notNull().default('DRAFT'),
  /** Optimistic locking: an update must name the version it read and bumps it. */
  version: integer('version').notNull().default(1),
  authorExternalId: text('author_external_id'),
  authorName: text('author_name'),
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  cuisine: text('cuisine'),
  nutsRegion: jsonb('nuts_region').$type<{ code: string; name: string; level: number } | null>(),
  expertiseLevel: text('expertise_level', { enum: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] }),
  otherInfo: text('other_info'),
  source: text('source'),
  externalId: text('external_id'),
  servings: integer('servings').notNull().default(1),
  preparationTime: integer('preparation_time'),
  cookingTime: integer('cooking_time'),
  preparationSteps: text('preparation_steps'),
  /** { [languageCode]: { NAME?, PREPARATION_STEPS?, OTHER_INFO? } } */
  i18nLabels: jsonb('i18n_labels').$type<Record<string, Partial<Record<'NAME' | 'PREPARATION_STEPS' | 'OTHER_INFO', string>>>>().notNull().default({}),
  availableTranslations: text('available_translations').array().notNull().default([]),
  allergens: text('allergens').array().notNull().default([]),
  diets: text('diets').array().notNull().default([]),
  totalWeightGrams: doublePrecision('total_weight_grams'),
  /** Every nutrient of ../nutrients.ts per serving, by key. */
  nutritionPerServing: jsonb('nutrition_per_serving').$type<Record<string, number>>().notNull().default({}),
  energyKcalPerServing: doublePrecision('energy_kcal_per_serving'),
  proteinPerServing: doublePrecision('protein_per_serving'),
  fatPerServing: doublePrecision('fat_per_serving'),
  carbohydratePerServing: doublePrecision('carbohydrate_per_serving'),
  fiberPerServing: doublePrecision('fiber_per_serving'),
  sugarPerServing: doublePrecision('sugar_per_serving'),
  saturatedFattyAcidsPerServing: doublePrecision('saturated_fatty_acids_per_serving'),
  cholesterolPerServing: doublePrecision('cholesterol_per_serving'),
  saltPerServing: doublePrecision('salt_per_serving'),
  ironPerServing: doublePrecision('iron_per_serving'),
  /** Share of energy from protein / fat / carbohydrate (4, 9, 4 kcal per g), 0..1. */
  proteinRatio: doublePrecision('protein_ratio'),
  fatRatio: doublePrecision('fat_ratio'),
  carbohydrateRatio: doublePrecision('carbohydrate_ratio'),
});

export const recipeIngredient = pgTable('recipe_ingredient', {
  id: serial('id').primaryKey(),
  recipeId: integer('recipe_id').notNull().references(() => recipe.id, { onDelete: 'cascade' }),
  ingredientId: integer('ingredient_id').notNull().references(() => ingredient.id, { onDelete: 'restrict' }),
  position: integer('position').notNull().default(0),
  quantity: doublePrecision('quantity').notNull().default(0),
  unitName: text('unit_name').notNull().default('GRAMS'),
  unitId: integer('unit_id').references(() => unit.id, { onDelete: 'restrict' }),
  weightGrams: doublePrecision('weight_grams').notNull().default(0),
  weightYieldFactor: doublePrecision('weight_yield_factor').notNull().default(1),
  nutrientRetentionFactors: jsonb('nutrient_retention_factors').$type<Record<string, number>>().notNull().default({}),
});

export const recipeTag = pgTable('recipe_tag', {
  recipeId: integer('recipe_id').notNull().references(() => recipe.id, { onDelete: 'cascade' }),
  category: text('category', { enum: ['MEAL_TYPE', 'SEASON', 'STORAGE', 'COOKING_METHOD', 'OTHER', 'DIET'] }).notNull(),
  name: text('name').notNull(),
}, (t) => [primaryKey({ columns: [t.recipeId, t.category, t.name] })]);

export const recipePhoto = pgTable('recipe_photo', {
  id: serial('id').primaryKey(),
  recipeId: integer('recipe_id').notNull().references(() => recipe.id, { onDelete: 'cascade' }),
  photoType: text('photo_type', { enum: ['COVER', 'USER'] }).notNull().default('USER'),
  photoUrl: text('photo_url').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  authorId: text('author_id'),
  createdBy: text('created_by'),
  description: text('description'),
  moderationStatus: text('moderation_status', { enum: ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] }).notNull().default('UNDER_REVIEW'),
  creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
});

/** History of moderation decisions; the current status is recipe_photo.moderation_status. */
export const photoModeration = pgTable('photo_moderation', {
  id: serial('id').primaryKey(),
  recipePhotoId: integer('recipe_photo_id').notNull().references(() => recipePhoto.id, { onDelete: 'cascade' }),
  moderationStatus: text('moderation_status', { enum: ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] }).notNull(),
  moderatedBy: text('moderated_by'),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }).notNull().defaultNow(),
});
