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
  DIETS,
  DIVISION_TYPES,
  ENERGY_ESTIMATION_EQUATIONS,
  MEAL_PARTS,
  MEALS_OF_DAY,
  isMealsPerDay,
  readMealRules,
  type Diet,
  type DivisionType,
  type EnergyEstimationEquation,
  type EnergySplit,
  type MacroDistribution,
  type MealOfDay,
  type MealPart,
  type MealsPerDay,
  type RecommenderSettings,
} from '../../../domain';
import type { SqlRunner } from '../client';

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

export const DEFAULT_STORED_DIVISIONS: StoredDivision[] = DEFAULT_MEAL_DIVISIONS.map((d) => ({
  idMealOfDayDivision: d.idMealOfDayDivision,
  mealOfDay: d.mealOfDay,
  type: d.type,
  mealPart: d.mealPart,
  name: d.name,
}));

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
  const complete = d.type === 'MEAL_PART' ? !!d.mealPart : d.type === 'RECIPE' ? !!d.recipe : !!d.ingredientDivision;
  return complete ? d : null;
}

/**
 * MEAL_OF_DAY_DIVISIONS holds `{ divisions, energySplits }`. Older values are read too: a bare array
 * of divisions, or the seed's energy split keyed by the number of meals ("3".."6").
 */
function readDivisionSetting(v: unknown): { divisions: StoredDivision[]; energySplits: Record<MealsPerDay, EnergySplit> } {
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
  return { divisions: divisions.length > 0 ? divisions : DEFAULT_STORED_DIVISIONS.map((d) => ({ ...d })), energySplits };
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

/** Every setting of the context in force (defaults for missing or unreadable values). One query. */
export async function readContextSettings(tx: SqlRunner): Promise<ContextSettings> {
  const rows = await tx.query<{ key: string; value: unknown }>('SELECT key, value FROM setting');
  const byKey = new Map(rows.map((r) => [r.key, typeof r.value === 'string' ? safeParse(r.value) : r.value]));
  const division = readDivisionSetting(byKey.get(SETTING_KEYS.divisions));
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

export function createContextSettingsRepository(tx: SqlRunner) {
  return {
    read: () => readContextSettings(tx),
    write: (key: (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS], value: unknown, updatedBy: string) =>
      writeSetting(tx, key, value, updatedBy),
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
