/**
 * Loads the synthetic app-user cohort (cohortModel.ts) into each context. Per context: its inputs are read
 * (pools, the library request of planLibrary.ts, the first ids), a worker thread builds the cohort from them
 * (buildCohort.ts: the library of recommender week plans, the rows, their bulk-load encoding), then the
 * main thread bulk-loads it (COPY on PGlite, JSON batches on PostgreSQL), moves the sequences past the ids
 * and rebuilds the usage summaries, in one transaction. The contexts overlap: the worker builds the next
 * context while the main thread, which runs the embedded database, loads the previous one. A context that
 * already holds a cohort is left alone unless `replace` is set, which deletes the previous synthetic users
 * (and, by cascade, their events) and their households first.
 */
import { Piscina } from 'piscina';
import type { Database, SqlRunner } from '../../db/client';
import { COUNTRIES, type Country } from '../../db/contexts';
import { createUsageSummaryRepository } from '../../api/usageStatistics/usageSummaryRepository';
import { mondayOf } from '../../../domain/dates';
import { workerModule } from '../../planner/testing/runs';
import { FNDDS_SOURCE, SR28 } from '../catalogue-rows';
import { buildCohort, type BuiltCohort, type CohortTask } from './buildCohort';
import { FREE_TEXT_ENTRIES, offProducts } from './cohortFoods';
import { cohortName, cohortNumber } from './cohortNames';
import { cohortSettingsHistory, type CohortIds, type CohortSettingsVersion } from './cohortModel';
import { prepareLibrary } from './planLibrary';

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

/** Who saved the settings versions the cohort writes (settings_version.saved_by). */
export const COHORT_AUTHOR = 'cohort';

/**
 * The settings versions the cohort's plans name: the context's own saves when it has any (the cohort's
 * earlier history left out when it is replaced), otherwise the cohort's history (cohortModel.ts), which
 * is then written with the cohort.
 */
async function settingsVersions(
  tx: SqlRunner,
  asOf: string,
  replace: boolean,
): Promise<{ all: CohortSettingsVersion[]; write: boolean }> {
  const stored = await tx.query<{ version: number; saved_at: Date | string }>(
    'SELECT version, saved_at FROM settings_version WHERE NOT ($1 AND saved_by = $2) ORDER BY version',
    [replace, COHORT_AUTHOR],
  );
  if (stored.length === 0) return { all: cohortSettingsHistory(asOf), write: true };
  const all = stored.map((v) => ({
    version: Number(v.version),
    savedAt: new Date(v.saved_at).toISOString(),
    adherenceFactor: 1,
  }));
  return { all, write: false };
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

async function pools(tx: SqlRunner, context: Country): Promise<CohortTask['pools']> {
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
    offBarcodes: offProducts(context).map((p) => p.barcode),
    freeText: FREE_TEXT_ENTRIES,
    restrictable: await restrictableIngredients(tx),
  };
}

type Settings = Required<Omit<CohortOptions, 'contexts' | 'log'>>;
const contextSeed = (seed: number, context: Country) => (seed + COUNTRIES.indexOf(context) * 7919) >>> 0;

/**
 * The first ids of the context's rows, as they will be once a `replace` has deleted the previous synthetic
 * users (and by cascade their divisions and plans) and their households: the largest id left, per table.
 */
async function firstIds(tx: SqlRunner, replace: boolean): Promise<CohortIds> {
  const synthetic = 'SELECT id FROM app_user WHERE synthetic';
  const [row] = await tx.query<Record<'u' | 'h' | 'd' | 'w' | 's', number>>(
    `SELECT (SELECT coalesce(max(id), 0) FROM app_user WHERE NOT ($1 AND synthetic))::int AS u,
       (SELECT coalesce(max(id), 0) FROM household WHERE NOT ($1 AND id IN
         (SELECT household_id FROM app_user WHERE synthetic AND household_id IS NOT NULL)))::int AS h,
       (SELECT coalesce(max(id), 0) FROM user_meal_of_day_division WHERE NOT ($1 AND user_id IN (${synthetic})))::int AS d,
       (SELECT coalesce(max(id), 0) FROM week_plan WHERE NOT ($1 AND user_id IN (${synthetic})))::int AS w,
       (SELECT coalesce(max(id), 0) FROM scaled_recipe WHERE NOT ($1 AND week_plan_id IN
         (SELECT id FROM week_plan WHERE user_id IN (${synthetic}))))::int AS s`,
    [replace],
  );
  return {
    user: Number(row.u),
    household: Number(row.h),
    division: Number(row.d),
    weekPlan: Number(row.w),
    scaledRecipe: Number(row.s),
  };
}
const sameIds = (a: CohortIds, b: CohortIds) => (Object.keys(a) as (keyof CohortIds)[]).every((k) => a[k] === b[k]);

/**
 * Gives the names of cohortNames.ts to synthetic users that have none (a cohort seeded before names were):
 * the same names a fresh cohort gives. Users staff named, or renamed, are left alone. Returns how many.
 */
export async function nameCohortUsers(tx: SqlRunner, context: Country): Promise<number> {
  const unnamed = await tx.query<{ id: number; custom_id: string | null; gender: string | null }>(
    'SELECT id, custom_id, gender FROM app_user WHERE synthetic AND first_name IS NULL AND last_name IS NULL',
  );
  const ids: number[] = [];
  const firstNames: string[] = [];
  const lastNames: string[] = [];
  for (const user of unnamed) {
    const n = cohortNumber(user.custom_id);
    if (n === undefined) continue;
    const name = cohortName(context, n, user.gender ?? 'F');
    ids.push(Number(user.id));
    firstNames.push(name.firstName);
    lastNames.push(name.lastName);
  }
  if (ids.length === 0) return 0;
  await tx.query(
    `UPDATE app_user u SET first_name = x.first_name, last_name = x.last_name
     FROM unnest($1::int[], $2::text[], $3::text[]) AS x(id, first_name, last_name) WHERE u.id = x.id`,
    [ids, firstNames, lastNames],
  );
  return ids.length;
}

/**
 * What the worker needs to build the context's cohort, read in one transaction of the context: its pools,
 * its library request (the planner's candidates, settings and divisions) and the first ids. A string when
 * there is nothing to do.
 */
async function prepareContext(db: Database, context: Country, options: Settings): Promise<CohortTask | string> {
  return db.transaction(
    async (tx) => {
      const [existing] = await tx.query<{ users: number }>('SELECT users FROM cohort_seed WHERE id = 1');
      if (existing && !options.replace) {
        const named = await nameCohortUsers(tx, context);
        return named > 0 ? `skipped (${named} users named)` : 'skipped';
      }
      const pool = await pools(tx, context);
      if (pool.recipes.length === 0 || pool.ingredients.length === 0) return 'skipped (no catalogue)';
      const seed = contextSeed(options.seed, context);
      const request = await prepareLibrary(tx, { seed, startDate: mondayOf(options.asOf), restrictable: pool.restrictable });
      const versions = await settingsVersions(tx, options.asOf, options.replace);
      return {
        request,
        pools: { ...pool, settingsVersions: versions.all },
        newSettingsVersions: versions.write ? versions.all : [],
        ids: await firstIds(tx, options.replace),
        seed,
        users: options.users,
        asOf: options.asOf,
        tag: context,
        driver: db.driver,
      };
    },
    { context },
  );
}

/** Builds cohorts on one worker thread (buildCohort.ts), so that the main thread loads one context meanwhile. */
function createCohortBuilder() {
  let pool: Piscina | undefined;
  return {
    build(task: CohortTask): Promise<BuiltCohort> {
      const { filename, execArgv } = workerModule(__filename, 'libraryWorker');
      pool ??= new Piscina({ filename, execArgv, maxThreads: 1, minThreads: 1, idleTimeout: 60_000 });
      return pool.run(task) as Promise<BuiltCohort>;
    },
    async close(): Promise<void> {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

/** Tables loaded with at least this many rows have their secondary indexes built after the load when empty. */
const BULK_ROWS = 20_000;

/** Loads the built cohort into the context in one transaction, then rebuilds its usage summaries. */
async function loadContext(db: Database, context: Country, options: Settings, task: CohortTask, built: BuiltCohort) {
  return db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7243141, $1)', [COUNTRIES.indexOf(context)]);
      const [existing] = await tx.query<{ users: number }>('SELECT users FROM cohort_seed WHERE id = 1');
      if (existing && !options.replace) return 'skipped';
      if (options.replace) {
        await tx.query(
          'DELETE FROM household WHERE id IN (SELECT household_id FROM app_user WHERE synthetic AND household_id IS NOT NULL)',
        );
        await tx.query('DELETE FROM app_user WHERE synthetic');
        await tx.query('DELETE FROM cohort_seed');
        if (task.newSettingsVersions.length > 0)
          await tx.query('DELETE FROM settings_version WHERE saved_by = $1', [COHORT_AUTHOR]);
      }
      await tx.query(
        `INSERT INTO settings_version (version, saved_at, saved_by)
         SELECT v, at, $3 FROM unnest($1::int[], $2::timestamptz[]) AS x(v, at) ON CONFLICT (version) DO NOTHING`,
        [task.newSettingsVersions.map((v) => v.version), task.newSettingsVersions.map((v) => v.savedAt), COHORT_AUTHOR],
      );
      // Rows were written since the ids were read (another writer): build again here with the ids now free.
      const ids = await firstIds(tx, false);
      const cohort = sameIds(ids, task.ids) ? built : buildCohort({ ...task, ids });
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
      // The rows are consistent by construction; on the embedded database (always superuser) the per-row
      // foreign-key triggers are skipped for the load, which makes it about three times faster.
      const t0 = Date.now();
      if (db.driver === 'pglite') await tx.query("SET LOCAL session_replication_role = 'replica'");
      // Into an empty table (a first start), a large load goes faster without its secondary indexes, built
      // once afterwards from the loaded rows (a sort) instead of one insertion per row and index.
      const rebuild: string[] = [];
      for (const { table, encoded } of cohort.tables) {
        if (encoded.rows < BULK_ROWS) continue;
        const [{ empty }] = await tx.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${table}) AS empty`);
        if (!empty) continue;
        const indexes = await tx.query<{ name: string; def: string }>(
          `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i
           WHERE i.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
          [table],
        );
        for (const index of indexes) {
          await tx.query(`DROP INDEX ${index.name}`);
          rebuild.push(index.def);
        }
      }
      for (const { table, columns, encoded } of cohort.tables) await tx.copyEncoded(table, columns, encoded);
      for (const def of rebuild) await tx.query(def);
      if (db.driver === 'pglite') await tx.query("SET LOCAL session_replication_role = 'origin'");
      for (const table of ['household', 'app_user', 'user_meal_of_day_division', 'week_plan', 'scaled_recipe']) {
        await tx.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
        );
      }
      await tx.query('INSERT INTO cohort_seed (id, seed, users, as_of) VALUES (1, $1, $2, $3::date)', [
        task.seed,
        task.users,
        task.asOf,
      ]);
      const t1 = Date.now();
      await createUsageSummaryRepository(tx).refresh();
      return (
        `${task.users} users, ${cohort.foodLogs} food logs, ${cohort.sessions} app sessions, ` +
        `${cohort.weekPlans} week plans from a library of ${cohort.libraryPlans} recommender plans, ${cohort.rows} rows ` +
        `(loaded in ${t1 - t0} ms, summaries ${Date.now() - t1} ms)`
      );
    },
    { context },
  );
}

/**
 * Seeds the cohort into each context (see the module comment); returns what was done per context. A
 * pipeline over the contexts: while the worker thread builds one context's cohort, the main thread (which
 * runs the embedded database) loads the previous one and reads the next one's inputs.
 */
export async function seedCohort(db: Database, options: CohortOptions = {}): Promise<Partial<Record<Country, string>>> {
  const settings: Settings = {
    users: options.users ?? DEFAULT_COHORT_USERS,
    seed: options.seed ?? DEFAULT_COHORT_SEED,
    asOf: options.asOf ?? new Date().toISOString().slice(0, 10),
    replace: options.replace ?? false,
  };
  const contexts = options.contexts ?? COUNTRIES;
  const result: Partial<Record<Country, string>> = {};
  const builder = createCohortBuilder();
  const start = async (context: Country) => {
    const task = await prepareContext(db, context, settings);
    if (typeof task === 'string') return { outcome: task };
    const built = builder.build(task);
    built.catch(() => undefined); // awaited (and its failure reported) when the context is loaded
    return { task, built };
  };
  try {
    let next = contexts.length > 0 ? await start(contexts[0]) : undefined;
    for (const [i, context] of contexts.entries()) {
      const t0 = Date.now();
      const cpu0 = process.cpuUsage();
      const current = next!;
      next = i + 1 < contexts.length ? await start(contexts[i + 1]) : undefined;
      result[context] = current.task
        ? await loadContext(db, context, settings, current.task, await current.built)
        : current.outcome;
      // CPU time as well as wall time: on a shared machine the wall time mostly measures the other processes.
      const cpu = process.cpuUsage(cpu0);
      options.log?.(
        `cohort ${context}: ${result[context]} in ${Date.now() - t0} ms (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU, both threads)`,
      );
    }
  } finally {
    await builder.close();
  }
  return result;
}
