/**
 * The context's settings (`setting` table, one JSON value per key), read with the defaults of
 * src/domain filled in. Shared by the app API's settings operations and the meal planner, which
 * applies them when a request does not carry its own values: both reach the table only through here.
 */
import {
  completeSettings,
  DEFAULT_ENERGY_SPLIT,
  DEFAULT_MEAL_DIVISIONS,
  DEFAULT_MACRO_DISTRIBUTION,
  defaultMealDivisionsFor,
  DIETS,
  DIVISION_TYPES,
  ENERGY_ESTIMATION_EQUATIONS,
  MEAL_PARTS,
  MEAL_ROLES,
  MEALS_OF_DAY,
  isMealsPerDay,
  readMealRules,
  sameMealDivisions,
  type Diet,
  type DivisionType,
  type EnergyEstimationEquation,
  type EnergySplit,
  type MacroDistribution,
  type MealOfDay,
  type MealPart,
  type MealRole,
  type MealsPerDay,
  type RecommenderSettings,
} from '../../../domain';
import type { SqlRunner } from '../client';
import { isCountry, type Country } from '../contexts';

export const SETTING_KEYS = {
  equation: 'ENERGY_EQUATION',
  energyDistribution: 'ENERGY_DISTRIBUTION',
  divisions: 'MEAL_OF_DAY_DIVISIONS',
  enabledDiets: 'ENABLED_DIETARY_RESTRICTIONS',
  recommender: 'RECOMMENDER_SETTINGS',
} as const;

/** A meal-of-day division as the settings keep it (the API's MealOfDayDivision). */
export interface StoredDivision {
  idMealOfDayDivision: number;
  mealOfDay: MealOfDay;
  type: DivisionType;
  mealPart?: MealPart;
  recipe?: { idRecipe: number; name?: string };
  ingredientDivision?: { ingredient: { idIngredient: number; name?: string } };
  name?: string;
  /** MEAL_PART divisions only: the one role the division takes; absent, the default for the meal part. */
  mealRole?: MealRole;
}

export interface ContextSettings {
  equation: EnergyEstimationEquation;
  energyDistribution: MacroDistribution;
  divisions: StoredDivision[];
  /** Energy split per number of meals (fractions per meal of day). */
  energySplits: Record<MealsPerDay, EnergySplit>;
  enabledDiets: Diet[];
  recommender: RecommenderSettings;
}

/** The specification's set as the settings keep it (the divisions every context had before the day patterns). */
export const DEFAULT_STORED_DIVISIONS: StoredDivision[] = DEFAULT_MEAL_DIVISIONS.map((d) => ({
  idMealOfDayDivision: d.idMealOfDayDivision,
  mealOfDay: d.mealOfDay,
  type: d.type,
  mealPart: d.mealPart,
  name: d.name,
}));

/**
 * The divisions a context starts from (src/domain DEFAULT_MEAL_DIVISIONS_BY_CONTEXT), as the settings keep
 * them; the specification's set when the context is unknown.
 */
export function defaultStoredDivisions(context: Country | undefined): StoredDivision[] {
  if (!context) return DEFAULT_STORED_DIVISIONS.map((d) => ({ ...d }));
  return defaultMealDivisionsFor(context).map((d) => ({
    idMealOfDayDivision: d.idMealOfDayDivision,
    mealOfDay: d.mealOfDay,
    type: d.type,
    mealPart: d.mealPart,
    name: d.name,
    ...(d.mealRole ? { mealRole: d.mealRole } : {}),
  }));
}

export const isMealRole = (v: unknown): v is MealRole => (MEAL_ROLES as readonly unknown[]).includes(v);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readEquation(v: unknown): EnergyEstimationEquation {
  const value = isObject(v) ? v.energyEstimationEquation : v;
  return (ENERGY_ESTIMATION_EQUATIONS as readonly unknown[]).includes(value)
    ? (value as EnergyEstimationEquation)
    : 'INSTITUTE_OF_MEDICINE';
}

function readDistribution(v: unknown): MacroDistribution {
  if (!isObject(v)) return DEFAULT_MACRO_DISTRIBUTION;
  const p = Number(v.proteinDistribution);
  const c = Number(v.carbohydratesDistribution);
  const f = Number(v.fatDistribution);
  if (![p, c, f].every((x) => Number.isFinite(x) && x >= 0) || Math.abs(p + c + f - 1) > 1e-3) return DEFAULT_MACRO_DISTRIBUTION;
  return { proteinDistribution: p, carbohydratesDistribution: c, fatDistribution: f };
}

function readDivision(v: unknown): StoredDivision | null {
  if (!isObject(v)) return null;
  const id = Number(v.idMealOfDayDivision);
  if (!Number.isInteger(id) || id < 1) return null;
  if (!(MEALS_OF_DAY as readonly unknown[]).includes(v.mealOfDay) || !(DIVISION_TYPES as readonly unknown[]).includes(v.type))
    return null;
  const d: StoredDivision = { idMealOfDayDivision: id, mealOfDay: v.mealOfDay as MealOfDay, type: v.type as DivisionType };
  if ((MEAL_PARTS as readonly unknown[]).includes(v.mealPart)) d.mealPart = v.mealPart as MealPart;
  if (isObject(v.recipe) && Number.isInteger(v.recipe.idRecipe))
    d.recipe = { idRecipe: Number(v.recipe.idRecipe), ...(typeof v.recipe.name === 'string' ? { name: v.recipe.name } : {}) };
  const ing =
    isObject(v.ingredientDivision) && isObject(v.ingredientDivision.ingredient) ? v.ingredientDivision.ingredient : null;
  if (ing && Number.isInteger(ing.idIngredient)) {
    d.ingredientDivision = {
      ingredient: { idIngredient: Number(ing.idIngredient), ...(typeof ing.name === 'string' ? { name: ing.name } : {}) },
    };
  }
  if (typeof v.name === 'string') d.name = v.name;
  if (d.type === 'MEAL_PART' && isMealRole(v.mealRole)) d.mealRole = v.mealRole;
  const complete = d.type === 'MEAL_PART' ? !!d.mealPart : d.type === 'RECIPE' ? !!d.recipe : !!d.ingredientDivision;
  return complete ? d : null;
}

/**
 * MEAL_OF_DAY_DIVISIONS holds `{ divisions, energySplits }`. Older values are read too: a bare array
 * of divisions, or the seed's energy split keyed by the number of meals ("3".."6"). Without divisions
 * the context's default set applies.
 */
export function readDivisionSetting(
  v: unknown,
  context: Country | undefined,
): { divisions: StoredDivision[]; energySplits: Record<MealsPerDay, EnergySplit>; storedDivisions: boolean } {
  let list: unknown[] | null = null;
  let splits: unknown = null;
  if (Array.isArray(v)) list = v;
  else if (isObject(v) && (Array.isArray(v.divisions) || isObject(v.energySplits))) {
    list = Array.isArray(v.divisions) ? v.divisions : null;
    splits = v.energySplits;
  } else if (isObject(v)) splits = v;
  const divisions = (list ?? []).map(readDivision).filter((d): d is StoredDivision => d !== null);
  const energySplits = { ...DEFAULT_ENERGY_SPLIT } as Record<MealsPerDay, EnergySplit>;
  if (isObject(splits)) {
    for (const [k, split] of Object.entries(splits)) {
      const n = Number(k);
      if (!isMealsPerDay(n) || !isObject(split)) continue;
      const clean: Partial<Record<MealOfDay, number>> = {};
      for (const m of MEALS_OF_DAY) {
        const x = Number(split[m]);
        if (split[m] !== undefined && Number.isFinite(x) && x >= 0) clean[m] = x;
      }
      if (Object.keys(clean).length > 0) energySplits[n] = clean;
    }
  }
  return {
    divisions: divisions.length > 0 ? divisions : defaultStoredDivisions(context),
    energySplits,
    storedDivisions: divisions.length > 0,
  };
}

function readDiets(v: unknown): Diet[] {
  if (!Array.isArray(v)) return DIETS.filter((d) => d !== 'NONE');
  return DIETS.filter((d) => v.includes(d));
}

/** The stored recommender settings completed: missing weights and meal rules (a value saved before them) the defaults. */
function readRecommender(v: unknown): RecommenderSettings {
  const stored = isObject(v) ? (v as Partial<RecommenderSettings>) : {};
  return completeSettings({ ...stored, mealRules: readMealRules(isObject(v) ? v.mealRules : undefined) });
}

/** The context of a transaction: the `ctx_xx` schema first on its search path (see Database.transaction). */
function contextOfSchema(schema: unknown): Country | undefined {
  const code = typeof schema === 'string' && schema.startsWith('ctx_') ? schema.slice(4) : undefined;
  return isCountry(code) ? code : undefined;
}

/**
 * Every setting of the context in force (defaults for missing or unreadable values; the context's own
 * default divisions, known from the transaction's schema). One query.
 */
export async function readContextSettings(tx: SqlRunner): Promise<ContextSettings> {
  const rows = await tx.query<{ key: string | null; value: unknown; schema: string }>(
    'SELECT s.key, s.value, current_schema() AS schema FROM (SELECT 1) one LEFT JOIN setting s ON true',
  );
  const context = contextOfSchema(rows[0]?.schema);
  const byKey = new Map(
    rows.filter((r) => r.key !== null).map((r) => [r.key, typeof r.value === 'string' ? safeParse(r.value) : r.value]),
  );
  const division = readDivisionSetting(byKey.get(SETTING_KEYS.divisions), context);
  return {
    equation: readEquation(byKey.get(SETTING_KEYS.equation)),
    energyDistribution: readDistribution(byKey.get(SETTING_KEYS.energyDistribution)),
    divisions: division.divisions,
    energySplits: division.energySplits,
    enabledDiets: readDiets(byKey.get(SETTING_KEYS.enabledDiets)),
    recommender: readRecommender(byKey.get(SETTING_KEYS.recommender)),
  };
}

/** Drivers parse jsonb already; a string is either a JSON string value or, from a text column, JSON text. */
function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Upserts one setting. */
async function writeSetting(tx: SqlRunner, key: string, value: unknown, updatedBy: string): Promise<void> {
  await tx.query(
    `INSERT INTO setting (key, value, updated_by, updated_at) VALUES ($1, $2::jsonb, $3, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [key, JSON.stringify(value), updatedBy],
  );
}

/** The divisions value is written with the energy splits in force, so neither is lost. */
export function divisionSettingValue(divisions: readonly StoredDivision[], energySplits: Record<MealsPerDay, EnergySplit>) {
  return { divisions, energySplits };
}

/** Who wrote a setting no staff member has saved (the seed; src/server/seed/seed.ts). */
export const SEED_AUTHOR = 'seed';

/**
 * Moves a context still on the specification's division set to its own day pattern
 * (DEFAULT_MEAL_DIVISIONS_BY_CONTEXT): only when the divisions setting was last written by the seed (no
 * staff member saved divisions, even unchanged ones) and its divisions are absent (the seed's older
 * value held only the energy splits) or equal the specification's set. The energy splits are kept.
 * Idempotent: once moved, the divisions are no longer the specification's set. True when it moved them.
 */
export async function adoptContextDayPattern(tx: SqlRunner, context: Country): Promise<boolean> {
  const [row] = await tx.query<{ value: unknown; updated_by: string }>(
    'SELECT value, updated_by FROM setting WHERE key = $1 FOR UPDATE',
    [SETTING_KEYS.divisions],
  );
  if (!row || row.updated_by !== SEED_AUTHOR) return false;
  const current = readDivisionSetting(typeof row.value === 'string' ? safeParse(row.value) : row.value, undefined);
  if (!sameMealDivisions(current.divisions, DEFAULT_STORED_DIVISIONS)) return false;
  await writeSetting(
    tx,
    SETTING_KEYS.divisions,
    divisionSettingValue(defaultStoredDivisions(context), current.energySplits),
    SEED_AUTHOR,
  );
  return true;
}

/** The advisory lock a settings save holds while it numbers its version. */
const SETTINGS_VERSION_LOCK = 7_243_150;

export function createContextSettingsRepository(tx: SqlRunner) {
  return {
    read: () => readContextSettings(tx),
    write: (key: (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS], value: unknown, updatedBy: string) =>
      writeSetting(tx, key, value, updatedBy),
    /**
     * Records one save of the settings as the next version (1, 2, ...; week plans name the version in force
     * when they were planned). Saves of a context take their numbers one at a time (a transaction lock), so
     * two concurrent saves never claim the same number. Returns the new version.
     */
    async recordVersion(savedBy: string): Promise<number> {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SETTINGS_VERSION_LOCK]);
      const [row] = await tx.query<{ version: number }>(
        `INSERT INTO settings_version (version, saved_by)
         SELECT coalesce(max(version), 0) + 1, $1 FROM settings_version RETURNING version`,
        [savedBy],
      );
      return Number(row.version);
    },
    /** Names of the recipes and ingredients divisions refer to (ids absent from the maps do not exist). */
    async recipeNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await tx.query<{ id: number; name: string }>('SELECT id, name FROM recipe WHERE id = ANY($1::int[])', [ids]);
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    },
    async ingredientNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await tx.query<{ id: number; name: string }>('SELECT id, name FROM ingredient WHERE id = ANY($1::int[])', [
        ids,
      ]);
      return new Map(rows.map((r) => [Number(r.id), r.name]));
    },
  };
}

export type ContextSettingsRepository = ReturnType<typeof createContextSettingsRepository>;
