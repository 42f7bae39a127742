/** The database layer: open, migrate, run work in a country context, and the helpers repositories share. */
export { openDatabase, type Database, type OpenDatabaseOptions, type SqlRunner } from './client';
export { catalogueChanged, catalogueGeneration } from './catalogueChanges';
export { forContext, unitOfWork, type ContextDatabase, type UnitOfWork } from './context-database';
export { COUNTRIES, contextSchema, InvalidContextError, isCountry, SHARED_SCHEMA, type Country } from './contexts';
export { asDatabaseError, classifyDatabaseError, offendingColumn, type DatabaseErrorKind } from './errors';
export { migrate, migratedContexts, type MigrateOptions, type MigrateResult } from './migrate';
export { isDbInt, likePattern, MAX_DB_INT, Params } from './sql';
export { compact, iso, isoDate, num, storedMealRoles } from './rows';
export {
  dataIssuesSql,
  foodGroupStatsSql,
  ingredientWhere,
  outlierConditionSql,
  OUTLIER_COLUMNS,
  type IngredientFilter,
} from './ingredientQuery';
export { readIngredientPage, type IngredientPageParts, type IngredientPageRow } from './ingredientPage';
