/**
 * Drizzle schema. Tables of `shared.ts` live in the `shared` PostgreSQL schema; all others exist once per
 * country context (schema ctx_xx) and are reached through `withContext` (search_path). The SQL in
 * ../migrations is the source of truth for DDL; this mirrors it for typed queries.
 */
export * from './shared';
export * from './catalogue';
export * from './recipes';
export * from './users';
export * from './planning';
export * from './relations';
export * from './search';
