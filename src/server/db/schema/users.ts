/** App users of a country context and their logs (unqualified; see catalogue.ts). */
import { bigserial, boolean, date, doublePrecision, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { foodRestriction, ingredient } from './catalogue';
import { recipe } from './recipes';

export const household = pgTable('household', {
  id: serial('id').primaryKey(),
  noOfMealsPerDay: integer('no_of_meals_per_day').notNull().default(6),
  selectedMeals: text('selected_meals').array().notNull().default([]),
});

export const appUser = pgTable('app_user', {
  id: serial('id').primaryKey(),
  /** Subject of the user's identity-provider account. */
  subject: text('subject').unique(),
  customId: text('custom_id'),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  isTrialUser: boolean('is_trial_user').notNull().default(false),
  isGamebusEnabled: boolean('is_gamebus_enabled').notNull().default(false),
  livingIndependently: boolean('living_independently').notNull().default(true),
  birthDate: date('birth_date'),
  gender: text('gender', { enum: ['M', 'F'] }),
  expertiseLevel: text('expertise_level', { enum: ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] }),
  notes: text('notes'),
  householdId: integer('household_id').references(() => household.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
});

const userRef = () => integer('user_id').notNull().references(() => appUser.id, { onDelete: 'cascade' });

export const userWeightLog = pgTable('user_weight_log', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  weightKg: doublePrecision('weight_kg').notNull(),
  loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userHeightLog = pgTable('user_height_log', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  heightCm: doublePrecision('height_cm').notNull(),
  loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userActivityLevel = pgTable('user_activity_level', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  value: text('value', { enum: ['LOWEST', 'LOW', 'MEDIUM', 'AUTO'] }).notNull(),
  dailyBurnedEnergyKcal: doublePrecision('daily_burned_energy_kcal'),
  loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userMealOfDayDivision = pgTable('user_meal_of_day_division', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  mealOfDay: text('meal_of_day').notNull(),
  type: text('type', { enum: ['MEAL_PART', 'RECIPE', 'INGREDIENT'] }).notNull(),
  mealPart: text('meal_part'),
  recipeId: integer('recipe_id').references(() => recipe.id, { onDelete: 'cascade' }),
  ingredientId: integer('ingredient_id').references(() => ingredient.id, { onDelete: 'cascade' }),
  name: text('name'),
});

export const userDietaryRestriction = pgTable('user_dietary_restriction', {
  userId: userRef(),
  diet: text('diet').notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.diet] })]);

export const userFoodRestriction = pgTable('user_food_restriction', {
  userId: userRef(),
  foodRestrictionId: integer('food_restriction_id').notNull().references(() => foodRestriction.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.foodRestrictionId] })]);

export const userIngredientRestriction = pgTable('user_ingredient_restriction', {
  userId: userRef(),
  ingredientId: integer('ingredient_id').notNull().references(() => ingredient.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.ingredientId] })]);

export const userIngredientFeedback = pgTable('user_ingredient_feedback', {
  userId: userRef(),
  ingredientId: integer('ingredient_id').notNull().references(() => ingredient.id, { onDelete: 'cascade' }),
  value: integer('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.ingredientId] })]);

export const userRecipeFeedback = pgTable('user_recipe_feedback', {
  userId: userRef(),
  recipeId: integer('recipe_id').notNull().references(() => recipe.id, { onDelete: 'cascade' }),
  value: integer('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.recipeId] })]);

export const userEnergyDistribution = pgTable('user_energy_distribution', {
  userId: integer('user_id').primaryKey().references(() => appUser.id, { onDelete: 'cascade' }),
  energyGoal: text('energy_goal', { enum: ['MAINTAIN_WEIGHT', 'LOSE_WEIGHT', 'GAIN_WEIGHT', 'CUSTOM'] }).notNull().default('MAINTAIN_WEIGHT'),
  customKcalTarget: doublePrecision('custom_kcal_target'),
  proteinDistribution: doublePrecision('protein_distribution'),
  carbohydratesDistribution: doublePrecision('carbohydrates_distribution'),
  fatDistribution: doublePrecision('fat_distribution'),
});

/** A favourite recipe or ingredient (exactly one of the two). */
export const userFavourite = pgTable('user_favourite', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  recipeId: integer('recipe_id').references(() => recipe.id, { onDelete: 'cascade' }),
  ingredientId: integer('ingredient_id').references(() => ingredient.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a user ate (a recipe or an ingredient); `planned` marks entries taken from the week plan (adherence). */
export const foodLog = pgTable('food_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: userRef(),
  loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().defaultNow(),
  mealOfDay: text('meal_of_day'),
  recipeId: integer('recipe_id').references(() => recipe.id, { onDelete: 'set null' }),
  ingredientId: integer('ingredient_id').references(() => ingredient.id, { onDelete: 'set null' }),
  servings: doublePrecision('servings'),
  quantityGrams: doublePrecision('quantity_grams'),
  planned: boolean('planned').notNull().default(false),
});

/** App activity (sign-ins, screens) for rolling active users and retention. */
export const userActivity = pgTable('user_activity', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: userRef(),
  kind: text('kind').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
});
