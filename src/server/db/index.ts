/** The database layer: open, migrate, run work in a country context. */
export { openDatabase, type AppDatabase, type AppTransaction, type Database, type OpenDatabaseOptions, type SqlRunner } from './client';
export { COUNTRIES, contextSchema, InvalidContextError, isCountry, SHARED_SCHEMA, type Country } from './contexts';
export { migrate, type MigrateOptions, type MigrateResult } from './migrate';
export { NUTRIENTS, RECIPE_SERVING_NUTRIENTS, type NutrientKey, type Nutrition } from './nutrients';
export * as schema from './schema';
