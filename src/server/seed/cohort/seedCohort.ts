/**
 * Loads the synthetic app-user cohort (cohortModel.ts) into each context: the context's library of
 * recommender week plans first (planLibrary.ts), then bulk inserts (COPY on PGlite, JSON batches on
 * PostgreSQL), ids assigned here, sequences moved past them, then the usage summaries rebuilt. A context
 * that already holds a cohort is left alone unless `replace` is set, which deletes the previous synthetic
 * users (and, by cascade, their events) and their households first. One transaction per context.
 */
import type { Database, SqlRunner } from '../../db/client';
import { COUNTRIES, type Country } from '../../db/contexts';
import { createUsageSummaryRepository } from '../../api/usageStatistics/usageSummaryRepository';
import { FNDDS_SOURCE, SR28 } from '../catalogue-rows';
import { FREE_TEXT_ENTRIES, offProducts } from './cohortFoods';
import { mondayOf } from '../../planner/simulation/planning';
import { generateCohort, type CohortPools } from './cohortModel';
import { createLibraryPlanner, prepareLibrary, type LibraryPlanner } from './planLibrary';
import type { CohortPlanLibrary } from './cohortModel';

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

async function restrictableIngredients(tx: SqlRunner): Promise<number[]> {
  const restrictable: number[] = [];
  for (const pattern of RESTRICTABLE) {
    const [row] = await tx.query<{ id: number }>('SELECT id FROM ingredient WHERE name ILIKE $1 ORDER BY id LIMIT 1', [pattern]);
    if (row) restrictable.push(Number(row.id));
  }
  return restrictable;
}

async function pools(tx: SqlRunner, context: Country): Promise<Omit<CohortPools, 'library'>> {
  // A fixed pseudo-random popularity order per context (md5 of id and context), so contexts differ.
  const recipes = await tx.query<{ id: number }>(`SELECT id FROM recipe WHERE source = $1 ORDER BY md5(id::text || $2)`, [
    FNDDS_SOURCE,
    context,
  ]);
  const ingredients = await tx.query<{ id: number }>(
    `SELECT id FROM ingredient WHERE fcdb = $1 AND name ~* '(raw|plain|whole|fresh|cooked)' AND name !~* '(infant|formula|fast foods|restaurant)'
     ORDER BY md5(id::text || $2) LIMIT 600`,
    [SR28, context],
  );
  return {
    recipes: recipes.map((r) => Number(r.id)),
    ingredients: ingredients.map((r) => Number(r.id)),
    offBarcodes: [], // filled by the caller once the products are in
    freeText: FREE_TEXT_ENTRIES,
    restrictable: await restrictableIngredients(tx),
  };
}

type Settings = Required<Omit<CohortOptions, 'contexts' | 'log'>>;
const contextSeed = (seed: number, context: Country) => (seed + COUNTRIES.indexOf(context) * 7919) >>> 0;

/** The context's library request, read in `tx` (the planner's candidates, settings and divisions). */
async function libraryRequest(tx: SqlRunner, context: Country, options: Settings) {
  return prepareLibrary(tx, {
    seed: contextSeed(options.seed, context),
    startDate: mondayOf(options.asOf),
    restrictable: await restrictableIngredients(tx),
  });
}

/**
 * Starts planning the context's library on the worker thread (undefined when the context keeps its cohort):
 * the engine plans it while the seeder loads the previous context's rows.
 */
async function startLibrary(db: Database, context: Country, options: Settings, planner: LibraryPlanner) {
  const request = await db.transaction(
    async (tx) => {
      const [existing] = await tx.query<{ users: number }>('SELECT users FROM cohort_seed WHERE id = 1');
      return existing && !options.replace ? undefined : libraryRequest(tx, context, options);
    },
    { context },
  );
  if (!request) return undefined;
  const library = planner.plan(request);
  library.catch(() => undefined); // awaited (and its failure reported) by seedContext
  return { library };
}

const COPY_SLICE = 100_000;

const nextId = async (tx: SqlRunner, table: string) =>
  Number((await tx.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int AS n FROM ${table}`))[0].n);

async function seedContext(
  db: Database,
  context: Country,
  options: Settings,
  planner: LibraryPlanner,
  started: Promise<CohortPlanLibrary> | undefined,
) {
  return db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7243141, $1)', [COUNTRIES.indexOf(context)]);
      const [existing] = await tx.query<{ users: number }>('SELECT users FROM cohort_seed WHERE id = 1');
      if (existing && !options.replace) return 'skipped';
      const pool = await pools(tx, context);
      if (pool.recipes.length === 0 || pool.ingredients.length === 0) return 'skipped (no catalogue)';
      if (options.replace) {
        await tx.query(
          'DELETE FROM household WHERE id IN (SELECT household_id FROM app_user WHERE synthetic AND household_id IS NOT NULL)',
        );
        await tx.query('DELETE FROM app_user WHERE synthetic');
        await tx.query('DELETE FROM cohort_seed');
      }
      const seed = contextSeed(options.seed, context);
      const library = await (started ?? planner.plan(await libraryRequest(tx, context, options)));
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
        household: await nextId(tx, 'household'),
        division: await nextId(tx, 'user_meal_of_day_division'),
        weekPlan: await nextId(tx, 'week_plan'),
        scaledRecipe: await nextId(tx, 'scaled_recipe'),
      };
      const rows = generateCohort(seed, options.users, options.asOf, { ...pool, library }, ids, context);
      // JSON columns: COPY takes their text; the PostgreSQL batches are JSON already.
      // The model shares one scaled-ingredient list among the rows with the same meal and portion: one text each.
      const texts = new WeakMap<object, string>();
      const json = (v: object) => {
        if (db.driver !== 'pglite') return v;
        let text = texts.get(v);
        if (text === undefined) texts.set(v, (text = JSON.stringify(v)));
        return text;
      };
      // COPY in slices: one COPY text of a 50,000-user cohort's planned recipes would pass V8's string limit.
      const copy = async (table: string, columns: string[], all: unknown[][]) => {
        for (let i = 0; i < all.length; i += COPY_SLICE) await tx.copyRows(table, columns, all.slice(i, i + COPY_SLICE) as never);
      };
      // The rows are consistent by construction; on the embedded database (always superuser) the per-row
      // foreign-key triggers are skipped for the load, which makes it about three times faster.
      if (db.driver === 'pglite') await tx.query("SET LOCAL session_replication_role = 'replica'");
      await copy('household', ['id', 'no_of_meals_per_day', 'selected_meals'], rows.household);
      const users = rows.appUser.map((r) => [...r, true]);
      await copy(
        'app_user',
        ['id', 'email', 'custom_id', 'birth_date', 'gender', 'created_at', 'last_active_at', 'household_id', 'synthetic'],
        users,
      );
      await copy(
        'user_meal_of_day_division',
        ['id', 'user_id', 'meal_of_day', 'type', 'meal_part', 'recipe_id', 'ingredient_id', 'name'],
        rows.division,
      );
      await copy('user_activity', ['user_id', 'kind', 'occurred_at'], rows.session);
      await copy('user_height_log', ['user_id', 'height_cm', 'logged_at'], rows.heightLog);
      await copy('user_weight_log', ['user_id', 'weight_kg', 'logged_at'], rows.weightLog);
      await copy('user_activity_level', ['user_id', 'value', 'daily_burned_energy_kcal', 'logged_at'], rows.activityLevel);
      await copy('user_energy_distribution', ['user_id', 'energy_goal'], rows.energyDistribution);
      await copy('user_dietary_restriction', ['user_id', 'diet'], rows.diet);
      await copy('user_ingredient_restriction', ['user_id', 'ingredient_id'], rows.restriction);
      await copy('user_favourite', ['user_id', 'recipe_id', 'ingredient_id', 'created_at'], rows.favourite);
      await copy('week_plan', ['id', 'user_id', 'week_start', 'created_at'], rows.weekPlan);
      await copy(
        'scaled_recipe',
        [
          'id',
          'week_plan_id',
          'day_of_week',
          'meal_of_day',
          'recipe_id',
          'servings',
          'meal_of_day_division_id',
          'scaled_recipe_ingredients',
          'household_servings',
        ],
        rows.scaledRecipe.map(([id, plan, day, meal, recipe, servings, division, ingredients, household]) => [
          id,
          plan,
          day,
          meal,
          recipe,
          servings,
          division,
          json(ingredients as object),
          json(household as object),
        ]),
      );
      await copy(
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
        rows.foodLog,
      );
      if (db.driver === 'pglite') await tx.query("SET LOCAL session_replication_role = 'origin'");
      for (const table of ['household', 'app_user', 'user_meal_of_day_division', 'week_plan', 'scaled_recipe']) {
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
      return (
        `${options.users} users, ${rows.foodLog.length} food logs, ${rows.session.length} app sessions, ` +
        `${rows.weekPlan.length} week plans from a library of ${library.plans.length} recommender plans, ${total} rows`
      );
    },
    { context },
  );
}

/** Seeds the cohort into each context (see the module comment); returns what was done per context. */
export async function seedCohort(db: Database, options: CohortOptions = {}): Promise<Partial<Record<Country, string>>> {
  const settings: Settings = {
    users: options.users ?? DEFAULT_COHORT_USERS,
    seed: options.seed ?? DEFAULT_COHORT_SEED,
    asOf: options.asOf ?? new Date().toISOString().slice(0, 10),
    replace: options.replace ?? false,
  };
  const contexts = options.contexts ?? COUNTRIES;
  const result: Partial<Record<Country, string>> = {};
  const planner = createLibraryPlanner();
  try {
    let next = contexts.length > 0 ? await startLibrary(db, contexts[0], settings, planner) : undefined;
    for (const [i, context] of contexts.entries()) {
      const t0 = Date.now();
      const cpu0 = process.cpuUsage();
      const library = next;
      // The next context's library is planned on the worker thread while this context's rows are loaded.
      next = i + 1 < contexts.length ? await startLibrary(db, contexts[i + 1], settings, planner) : undefined;
      result[context] = await seedContext(db, context, settings, planner, library?.library);
      // CPU time as well as wall time: on a shared machine the wall time mostly measures the other processes.
      const cpu = process.cpuUsage(cpu0);
      options.log?.(
        `cohort ${context}: ${result[context]} in ${Date.now() - t0} ms (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU, both threads)`,
      );
    }
  } finally {
    await planner.close();
  }
  return result;
}
