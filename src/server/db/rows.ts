/** Row mapping helpers for repositories (database values -> API shapes). */
import { deriveMealRoles, MEAL_TYPES, parseMealRoles, type MealRole, type MealType } from '../../domain';

/** Drops null and undefined properties (the response serialiser would print 0 or "" for them). */
export function compact<T extends Record<string, unknown>>(value: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = v;
  return out as T;
}

/** PostgreSQL returns numerics and bigints as strings through node-postgres; doubles as numbers. */
export function num(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export function iso(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** A `date` column as `YYYY-MM-DD` (drivers return Date objects or text). */
export function isoDate(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/**
 * The meal roles of a stored recipe row: the stored ones, else (a row written without them, before the start-up
 * backfill) those its name, food code and meal types give.
 */
export function storedMealRoles(row: {
  name: string;
  external_id: string | null;
  meal_roles: string[] | null;
  mealTypes: readonly string[];
}): MealRole[] {
  if (row.meal_roles) return parseMealRoles(row.meal_roles);
  const known = new Set<string>(MEAL_TYPES);
  return deriveMealRoles({
    name: row.name,
    sourceCode: row.external_id,
    mealTypes: row.mealTypes.filter((t): t is MealType => known.has(t)),
  });
}
