/**
 * Catalogue tables of a country context. They are declared without a schema: every query runs inside
 * `withContext`, whose search_path (`ctx_xx, shared`) picks the context's copy of each table.
 */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { NUTRIENTS } from '../nutrients';
import { langualDescriptor } from './shared';

type NutrientColumns = { [N in (typeof NUTRIENTS)[number] as N['key']]: ReturnType<typeof doublePrecision<N['column']>> };

/** One nullable double column per nutrient, per 100 g (names and units in ../nutrients.ts). */
function nutrientColumns(): NutrientColumns {
  return Object.fromEntries(NUTRIENTS.map((n) => [n.key, doublePrecision(n.column)])) as unknown as NutrientColumns;
}

export const foodGroup = pgTable('food_group', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  knownFoodGroupType: text('known_food_group_type'),
  sourceCode: text('source_code').unique(),
});

export const ingredientGroup = pgTable('ingredient_group', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ingredientGroupTranslation = pgTable('ingredient_group_translation', {
  ingredientGroupId: integer('ingredient_group_id').notNull().references(() => ingredientGroup.id, { onDelete: 'cascade' }),
  languageCode: text('language_code').notNull(),
  label: text('label').notNull().default('NAME'),
  translation: text('translation').notNull(),
}, (t) => [primaryKey({ columns: [t.ingredientGroupId, t.languageCode, t.label] })]);

export const ingredient = pgTable('ingredient', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  englishName: text('english_name'),
  originalName: text('original_name'),
  externalId: text('external_id'),
  /** 'EUROFIR' marks a food-composition-database ingredient (not deletable); 'USER' otherwise. */
  source: text('source').notNull().default('USER'),
  /** Which food composition database it came from: USDA_SR28, CIQUAL_2020, or an imported one. */
  fcdb: text('fcdb'),
  hideFromUser: boolean('hide_from_user').notNull().default(false),
  recommendedPortionGrams: doublePrecision('recommended_portion_grams'),
  ingredientGroupId: integer('ingredient_group_id').references(() => ingredientGroup.id, { onDelete: 'set null' }),
  allergens: text('allergens').array().notNull().default([]),
  /** Diets the ingredient fits (see seed/classify.ts). */
  diets: text('diets').array().notNull().default([]),
  weightYieldFactors: jsonb('weight_yield_factors').notNull().default([]),
  nutrientRetentionFactors: jsonb('nutrient_retention_factors').notNull().default([]),
  ...nutrientColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('ingredient_fcdb_external_id_idx').on(t.fcdb, t.externalId),
  index('ingredient_group_idx').on(t.ingredientGroupId),
]);

export const ingredientNameTranslation = pgTable('ingredient_name_translation', {
  ingredientId: integer('ingredient_id').notNull().references(() => ingredient.id, { onDelete: 'cascade' }),
  languageCode: text('language_code').notNull(),
  translation: text('translation').notNull(),
}, (t) => [primaryKey({ columns: [t.ingredientId, t.languageCode] })]);

export const unit = pgTable('unit', {
  id: serial('id').primaryKey(),
  ingredientId: integer('ingredient_id').notNull().references(() => ingredient.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  quantityInGrams: doublePrecision('quantity_in_grams').notNull(),
  description: text('description'),
}, (t) => [unique().on(t.ingredientId, t.name)]);

export const ingredientFoodGroup = pgTable('ingredient_food_group', {
  ingredientId: integer('ingredient_id').notNull().references(() => ingredient.id, { onDelete: 'cascade' }),
  foodGroupId: integer('food_group_id').notNull().references(() => foodGroup.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.ingredientId, t.foodGroupId] })]);

export const ingredientLangual = pgTable('ingredient_langual', {
  ingredientId: integer('ingredient_id').notNull().references(() => ingredient.id, { onDelete: 'cascade' }),
  langualCode: text('langual_code').notNull().references(() => langualDescriptor.code),
}, (t) => [primaryKey({ columns: [t.ingredientId, t.langualCode] })]);

export const foodRestriction = pgTable('food_restriction', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export const foodRestrictionIngredient = pgTable('food_restriction_ingredient', {
  foodRestrictionId: integer('food_restriction_id').notNull().references(() => foodRestriction.id, { onDelete: 'cascade' }),
  ingredientId: integer('ingredient_id').notNull().references(() => ingredient.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.foodRestrictionId, t.ingredientId] })]);
