/**
 * Loads the synthetic app-user cohort (cohortModel.ts) into each context: bulk inserts (COPY on PGlite,
 * JSON batches on PostgreSQL), ids assigned here, sequences moved past them, then the usage summaries
 * rebuilt. A context that already holds a cohort is left alone unless `replace` is set, which deletes the
 * previous synthetic users (and, by cascade, their events) first. One transaction per context.
 */
import type { Database, SqlRunner } from '../../db/client';
import { COUNTRIES, type Country } from '../../db/contexts';
import { createUsageSummaryRepository } from '../../api/usageStatistics/usageSummaryRepository';
import { FNDDS_SOURCE, SR28 } from '../catalogue-rows';
import { FREE_TEXT_ENTRIES, offProducts } from './cohortFoods';
import { generateCohort, type CohortPools } from './cohortModel';

export const DEFAULT_COHORT_USERS = 2000;
export const DEFAULT_COHORT_SEED = 20_260_101;

export interface CohortOptions {
  contexts?: readonly Country[];
  users?: number;
  seed?: number;
  /** Today (first day not simulated); default: the current UTC day. */
  asOf?: string;
  replace?: boolean;
  log?: (message: string) => void;
}

/** Ingredients people commonly leave out of their plans (matched on SR28 names, first match each). */
const RESTRICTABLE = [
  'Mushrooms, white, raw',
  'Onions, raw',
  'Peppers, sweet, green, raw',
  'Olives, ripe, canned%',
  'Coriander (cilantro) leaves, raw',
  'Eggplant, raw',
  'Milk, whole, 3.25%%',
  'Peanuts, all types, raw',
  'Fish, tuna, light, canned in water%',
  'Garlic, raw',
  'Tomatoes, red, ripe, raw, year round average',
  'Cheese, blue',
  'Beets, raw',
  'Celery, raw',
  'Spinach, raw',
  'Egg, whole, raw, fresh',
];

async function pools(tx: SqlRunner, context: Country): Promise<CohortPools> {
  // A fixed pseudo-random popularity order per context (md5 of id and context), so contexts differ.
  const recipes = await tx.query<{ id: number; breakfast: boolean }>(
    `SELECT id, name ~* '(cereal|oatmeal|toast|pancake|waffle|yogurt|egg|bagel|muffin|granola|porridge)' AS breakfast
     FROM recipe WHERE source = $1 ORDER BY md5(id::text || $2)`,
    [FNDDS_SOURCE, context],
  );
  const ingredients = await tx.query<{ id: number }>(
    `SELECT id FROM ingredient WHERE fcdb = $1 AND name ~* '(raw|plain|whole|fresh|cooked)' AND name !~* '(infant|formula|fast foods|restaurant)'
     ORDER BY md5(id::text || $2) LIMIT 600`,
    [SR28, context],
  );
  const restrictable: number[] = [];
  for (const pattern of RESTRICTABLE) {
    const [row] = await tx.query<{ id: number }>('SELECT id FROM ingredient WHERE name ILIKE $1 ORDER BY id LIMIT 1', [pattern]);
    if (row) restrictable.push(Number(row.id));
  }
  return {
    recipes: recipes.map((r) => Number(r.id)),
    breakfastRecipes: recipes.filter((r) => r.breakfast).map((r) => Number(r.id)),
    ingredients: ingredients.map((r) => Number(r.id)),
    offBarcodes: [], // filled by the caller once the products are in
    freeText: FREE_TEXT_ENTRIES,
    restrictable,
  };
}

const nextId = async (tx: SqlRunner, table: string) =>
  Number((await tx.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM ${table}`))[0].n);

async function seedContext(db: Database, context: Country, options: Required<Omit<CohortOptions, 'contexts' | 'log'>>) {
  return db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7243141, $1)', [COUNTRIES.indexOf(context)]);
      const [existing] = await tx.query<{ users: number }>('SELECT users FROM cohort_seed WHERE id = 1');
      if (existing && !options.replace) return 'skipped';
      const pool = await pools(tx, context);
      if (pool.recipes.length === 0 || pool.ingredients.length === 0) return 'skipped (no catalogue)';
      if (options.replace) {
        await tx.query('DELETE FROM app_user WHERE synthetic');
        await tx.query('DELETE FROM cohort_seed');
      }
      const products = offProducts(context);
      await tx.query(
        `INSERT INTO off_product (barcode, name, brand, energy_kcal_per_100g)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[]) ON CONFLICT (barcode) DO NOTHING`,
        [
          products.map((p) => p.barcode),
          products.map((p) => p.name),
          products.map((p) => p.brand),
          products.map((p) => p.energyKcalPer100g),
        ],
      );
      pool.offBarcodes = products.map((p) => p.barcode);
      const ids = {
        user: await nextId(tx, 'app_user'),
        weekPlan: await nextId(tx, 'week_plan'),
        scaledRecipe: await nextId(tx, 'scaled_recipe'),
      };
      const seed = (options.seed + COUNTRIES.indexOf(context) * 7919) >>> 0;
      const rows = generateCohort(seed, options.users, options.asOf, pool, ids, context);
      // The rows are consistent by construction; on the embedded database (always superuser) the per-row
      // foreign-key triggers are skipped for the load, which makes it about three times faster.
      if (db.driver === 'pglite') await tx.query("SET LOCAL session_replication_role = 'replica'");
      const users = rows.appUser.map((r) => [...r, true]);
      await tx.copyRows(
        'app_user',
        ['id', 'email', 'custom_id', 'birth_date', 'gender', 'created_at', 'last_active_at', 'synthetic'],
        users as never,
      );
      await tx.copyRows('user_height_log', ['user_id', 'height_cm', 'logged_at'], rows.heightLog as never);
      await tx.copyRows('user_weight_log', ['user_id', 'weight_kg', 'logged_at'], rows.weightLog as never);
      await tx.copyRows(
        'user_activity_level',
        ['user_id', 'value', 'daily_burned_energy_kcal', 'logged_at'],
        rows.activityLevel as never,
      );
      await tx.copyRows('user_energy_distribution', ['user_id', 'energy_goal'], rows.energyDistribution as never);
      await tx.copyRows('user_dietary_restriction', ['user_id', 'diet'], rows.diet as never);
      await tx.copyRows('user_ingredient_restriction', ['user_id', 'ingredient_id'], rows.restriction as never);
      await tx.copyRows('user_favourite', ['user_id', 'recipe_id', 'ingredient_id', 'created_at'], rows.favourite as never);
      await tx.copyRows('week_plan', ['id', 'user_id', 'week_start', 'created_at'], rows.weekPlan as never);
      await tx.copyRows(
        'scaled_recipe',
        ['id', 'week_plan_id', 'day_of_week', 'meal_of_day', 'recipe_id', 'servings'],
        rows.scaledRecipe as never,
      );
      await tx.copyRows(
        'food_log',
        [
          'user_id',
          'logged_at',
          'meal_of_day',
          'recipe_id',
          'ingredient_id',
          'servings',
          'quantity_grams',
          'planned',
          'off_barcode',
          'food_entry_text',
          'scaled_recipe_id',
        ],
        rows.foodLog as never,
      );
      if (db.driver === 'pglite') await tx.query("SET LOCAL session_replication_role = 'origin'");
      for (const table of ['app_user', 'week_plan', 'scaled_recipe']) {
        await tx.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
        );
      }
      await tx.query('INSERT INTO cohort_seed (id, seed, users, as_of) VALUES (1, $1, $2, $3::date)', [
        seed,
        options.users,
        options.asOf,
      ]);
      await createUsageSummaryRepository(tx).refresh();
      const total = Object.values(rows).reduce((s, r) => s + r.length, 0);
      return `${options.users} users, ${rows.foodLog.length} food logs, ${rows.weekPlan.length} week plans, ${total} rows`;
    },
    { context },
  );
}

/** Seeds the cohort into each context (see the module comment); returns what was done per context. */
export async function seedCohort(db: Database, options: CohortOptions = {}): Promise<Partial<Record<Country, string>>> {
  const settings = {
    users: options.users ?? DEFAULT_COHORT_USERS,
    seed: options.seed ?? DEFAULT_COHORT_SEED,
    asOf: options.asOf ?? new Date().toISOString().slice(0, 10),
    replace: options.replace ?? false,
  };
  const result: Partial<Record<Country, string>> = {};
  for (const context of options.contexts ?? COUNTRIES) {
    const t0 = Date.now();
    const cpu0 = process.cpuUsage();
    result[context] = await seedContext(db, context, settings);
    // CPU time as well as wall time: on a shared machine the wall time mostly measures the other processes.
    const cpu = process.cpuUsage(cpu0);
    options.log?.(
      `cohort ${context}: ${result[context]} in ${Date.now() - t0} ms (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU)`,
    );
  }
  return result;
}
