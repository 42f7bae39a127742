/**
 * Seeds the database with the real data in ./datasets: the LanguaL thesaurus (shared, once), and per context
 * the SR28 catalogue (food groups, ingredients with nutrients, units, LanguaL links), the FNDDS recipes and the
 * composed meals of composedMeals.ts (nutrition per serving, diets and allergens computed once, here), default
 * settings and the demo data of demoData.ts (display names from SR28's common names, a few hidden ingredients).
 *
 * Idempotent: a context that already holds the SR28 ingredients (or the FNDDS recipes) is not touched
 * again, and each context is seeded in one transaction, so a failed run leaves nothing half-written.
 * Fast: rows are built once; the first fresh context is loaded with COPY (PGlite) or JSON batches
 * (PostgreSQL, see SqlRunner.copyRows), every further fresh context copies its tables from that one with
 * `INSERT INTO ... SELECT * FROM ctx_first...` inside the server.
 */
import type { Database, SqlRunner } from '../db/client';
import { COUNTRIES, contextSchema, type Country } from '../db/contexts';
import { migrate } from '../db/migrate';
import {
  catalogueRows,
  FNDDS_SOURCE,
  FOOD_GROUP_COLUMNS,
  INGREDIENT_COLUMNS,
  LANGUAL_COLUMNS,
  langualRows,
  RECIPE_COLUMNS,
  RECIPE_INGREDIENT_COLUMNS,
  RECIPE_TAG_COLUMNS,
  recipeRows,
  recipeRowWriter,
  type RecipeTableRows,
  SR28,
  SEEDED_FCDBS,
  UNIT_COLUMNS,
} from './catalogue-rows';
import { KNOWN_FOOD_GROUP_TYPES } from '../../domain';
import { defaultSettings } from './defaults';
import { adoptContextDayPattern, SEED_AUTHOR } from '../db/shared/contextSettings';
import { backfillFoodFacts } from './foodFactsBackfill';
import { backfillMealRoles } from './mealRolesBackfill';
import { refreshSeededFoodRestrictions, seedFoodRestrictions } from './foodRestrictions';
import { seedDemoData, type DemoDataResult } from './demoData';
import { COMPOSED_SOURCES, composedRecipes } from './composedMeals';

export interface SeedOptions {
  /** Contexts to seed (default: all eight). */
  contexts?: readonly Country[];
  /** Also seed the FNDDS recipes (default true). */
  recipes?: boolean;
  log?: (message: string) => void;
}
export interface SeedResult {
  langualInserted: number;
  /** What was done per context: 'copied' from another context, 'loaded' from the files, 'skipped'. */
  contexts: Partial<Record<Country, 'copied' | 'loaded' | 'skipped'>>;
  ms: number;
}

/** Catalogue tables in foreign-key order (copied as a whole between fresh contexts). */
const CATALOGUE_TABLES = [
  'food_group',
  'ingredient_group',
  'ingredient_group_translation',
  'ingredient',
  'unit',
  'ingredient_food_group',
  'ingredient_langual',
];
const RECIPE_TABLES = ['recipe', 'recipe_ingredient', 'recipe_tag'];
const SERIAL_TABLES = ['food_group', 'ingredient_group', 'ingredient', 'unit', 'recipe', 'recipe_ingredient'];

async function count(tx: SqlRunner, sqlText: string, params: unknown[] = []): Promise<number> {
  const rows = await tx.query<{ n: string | number }>(sqlText, params);
  return Number(rows[0]?.n ?? 0);
}
async function maxId(tx: SqlRunner, table: string): Promise<number> {
  return count(tx, `SELECT coalesce(max(id), 0) AS n FROM ${table}`);
}
async function resetSequences(tx: SqlRunner, tables: readonly string[]) {
  for (const t of tables) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`);
  }
}

export async function seedLangual(db: Database): Promise<number> {
  const rows = langualRows();
  const existing = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM shared.langual_descriptor'))[0].n);
  if (existing >= rows.length) return 0;
  return db.transaction(async (tx) => {
    await tx.query('CREATE TEMP TABLE langual_stage (LIKE shared.langual_descriptor) ON COMMIT DROP');
    await tx.copyRows('langual_stage', LANGUAL_COLUMNS, rows);
    const inserted = await tx.query(
      'INSERT INTO shared.langual_descriptor SELECT * FROM langual_stage ON CONFLICT (code) DO NOTHING RETURNING code',
    );
    return inserted.length;
  });
}

/**
 * Inserts the settings a context lacks; a context still on the specification's divisions, untouched by
 * staff, moves to its own day pattern (adoptContextDayPattern). True when the divisions were moved.
 */
async function seedSettings(tx: SqlRunner, ctx: Country): Promise<boolean> {
  for (const [key, value] of Object.entries(defaultSettings(ctx))) {
    await tx.query('INSERT INTO setting (key, value, updated_by) VALUES ($1, $2::jsonb, $3) ON CONFLICT (key) DO NOTHING', [
      key,
      JSON.stringify(value),
      SEED_AUTHOR,
    ]);
  }
  return adoptContextDayPattern(tx, ctx);
}

/**
 * Gives the seeded SR28 groups the known types the system relies on now (a database seeded by an earlier
 * version may mark others, or none); groups created by staff have no source code and are left alone.
 */
async function alignKnownFoodGroupTypes(tx: SqlRunner) {
  const entries = Object.entries(KNOWN_FOOD_GROUP_TYPES);
  await tx.query(
    `UPDATE food_group fg SET known_food_group_type = k.type
     FROM (SELECT g.id, t.type FROM food_group g LEFT JOIN unnest($1::text[], $2::text[]) AS t(code, type) ON t.code = g.source_code
           WHERE g.source_code IS NOT NULL) k
     WHERE k.id = fg.id AND fg.known_food_group_type IS DISTINCT FROM k.type`,
    [entries.map(([code]) => code), entries.map(([, type]) => type)],
  );
}

async function loadFromFiles(tx: SqlRunner, withRecipes: boolean): Promise<void> {
  let ingredientIds = new Map<string, number>();
  let unitIds = new Map<string, [number, number]>();
  const hasCatalogue = (await count(tx, 'SELECT count(*) AS n FROM ingredient WHERE fcdb = $1', [SR28])) > 0;
  if (!hasCatalogue) {
    const groupIds = new Map(
      (
        await tx.query<{ id: number; source_code: string }>(
          'SELECT id, source_code FROM food_group WHERE source_code IS NOT NULL',
        )
      ).map((r) => [r.source_code, r.id] as [string, number]),
    );
    const rows = catalogueRows(
      { foodGroup: await maxId(tx, 'food_group'), ingredient: await maxId(tx, 'ingredient'), unit: await maxId(tx, 'unit') },
      groupIds,
    );
    await tx.copyRows('food_group', FOOD_GROUP_COLUMNS, rows.foodGroup);
    await tx.copyRows('ingredient', INGREDIENT_COLUMNS, rows.ingredient);
    await tx.copyRows('unit', UNIT_COLUMNS, rows.unit);
    await tx.copyRows('ingredient_food_group', ['ingredient_id', 'food_group_id'], rows.ingredientFoodGroup);
    await tx.copyRows('ingredient_langual', ['ingredient_id', 'langual_code'], rows.ingredientLangual);
    ingredientIds = rows.ingredientIds;
    unitIds = rows.unitIds;
  } else if (withRecipes) {
    ({ ingredientIds, unitIds } = await storedCatalogueIds(tx));
  }
  if (withRecipes && !(await hasRecipesFrom(tx, FNDDS_SOURCE)))
    await copyRecipeRows(tx, recipeRows(await recipeOffsets(tx), ingredientIds, unitIds));
  if (withRecipes) await addComposedMeals(tx, { ingredientIds, unitIds });
  await resetSequences(tx, SERIAL_TABLES);
}

/** Whether a context holds recipes of a seeded source (FNDDS_SOURCE, COMPOSED_SOURCES). */
async function hasRecipesFrom(tx: SqlRunner, source: string): Promise<boolean> {
  return (await count(tx, 'SELECT count(*) AS n FROM recipe WHERE source = $1', [source])) > 0;
}

/** The ids new recipe rows start after. */
async function recipeOffsets(tx: SqlRunner) {
  return { recipe: await maxId(tx, 'recipe'), recipeIngredient: await maxId(tx, 'recipe_ingredient') };
}

async function copyRecipeRows(tx: SqlRunner, rows: RecipeTableRows) {
  await tx.copyRows('recipe', RECIPE_COLUMNS, rows.recipe);
  await tx.copyRows('recipe_ingredient', RECIPE_INGREDIENT_COLUMNS, rows.recipeIngredient);
  await tx.copyRows('recipe_tag', RECIPE_TAG_COLUMNS, rows.recipeTag);
}

/** The seeded foods' ingredient ids (by NDB number) and unit ids (by `${ingredientId}:${unitName}`) in a context. */
async function storedCatalogueIds(tx: SqlRunner) {
  const ingredientIds = new Map<string, number>();
  const unitIds = new Map<string, [number, number]>();
  for (const r of await tx.query<{ id: number; external_id: string }>(
    'SELECT id, external_id FROM ingredient WHERE fcdb = ANY ($1)',
    [[...SEEDED_FCDBS]],
  )) {
    ingredientIds.set(r.external_id, Number(r.id));
  }
  for (const u of await tx.query<{ id: number; ingredient_id: number; name: string; quantity_in_grams: number }>(
    'SELECT id, ingredient_id, name, quantity_in_grams FROM unit',
  )) {
    unitIds.set(`${u.ingredient_id}:${u.name}`, [Number(u.id), Number(u.quantity_in_grams)]);
  }
  return { ingredientIds, unitIds };
}

/**
 * The composed bread meals, breakfast bowls, snacks and dinners (composedMeals.ts), once per context and source: a
 * context that holds none of a source adds its meals (a context seeded before they existed, on its next start).
 * Returns how many were added.
 */
async function addComposedMeals(
  tx: SqlRunner,
  ids?: { ingredientIds: Map<string, number>; unitIds: Map<string, [number, number]> },
): Promise<number> {
  const missing: string[] = [];
  for (const source of COMPOSED_SOURCES) if (!(await hasRecipesFrom(tx, source))) missing.push(source);
  if (missing.length === 0) return 0;
  const { ingredientIds, unitIds } = ids ?? (await storedCatalogueIds(tx));
  const writer = recipeRowWriter(await recipeOffsets(tx), ingredientIds, unitIds);
  const meals = composedRecipes().filter((m) => missing.includes(m.source) && m.lines.every(([ndb]) => writer.known(ndb)));
  for (const m of meals) writer.add(m);
  await copyRecipeRows(tx, writer.rows());
  return meals.length;
}

async function isEmpty(tx: SqlRunner, tables: readonly string[]): Promise<boolean> {
  for (const t of tables) if ((await count(tx, `SELECT count(*) AS n FROM (SELECT 1 FROM ${t} LIMIT 1) s`)) > 0) return false;
  return true;
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const contexts = options.contexts ?? COUNTRIES;
  const withRecipes = options.recipes ?? true;
  const log = options.log ?? (() => {});
  for (const ctx of contexts) contextSchema(ctx); // refuse unknown names before any work
  await migrate(db, { contexts });
  const langualInserted = await seedLangual(db);
  log(`langual: ${langualInserted} descriptors inserted`);

  const logDemoData = (ctx: Country, demo: DemoDataResult | null) => {
    if (demo)
      log(
        `${ctx}: demo data: ${demo.displayNames} display names for ${demo.linkedIngredients} ingredients, ${demo.hiddenIngredients} ingredients hidden`,
      );
  };
  const result: SeedResult['contexts'] = {};
  let template: string | null = null; // a context seeded from the files in this run, ids from 1
  const tables = withRecipes ? [...CATALOGUE_TABLES, ...RECIPE_TABLES] : CATALOGUE_TABLES;
  for (const ctx of contexts) {
    const t0 = Date.now();
    const action = await db.transaction(
      async (tx) => {
        // Two processes starting on one empty server must not both seed the same context.
        await tx.query('SELECT pg_advisory_xact_lock(7243102, $1)', [COUNTRIES.indexOf(ctx)]);
        if (await seedSettings(tx, ctx)) log(`${ctx}: meal divisions moved to the context's day pattern`);
        await alignKnownFoodGroupTypes(tx);
        const hasCatalogue = (await count(tx, 'SELECT count(*) AS n FROM ingredient WHERE fcdb = $1', [SR28])) > 0;
        const hasRecipes = await hasRecipesFrom(tx, FNDDS_SOURCE);
        if (hasCatalogue && (hasRecipes || !withRecipes)) {
          const filled = await backfillFoodFacts(tx);
          if (filled.ingredients > 0)
            log(`${ctx}: food facts of ${filled.ingredients} ingredients derived, ${filled.recipes} recipes recomputed`);
          if (withRecipes && hasRecipes) {
            const added = await addComposedMeals(tx);
            if (added > 0) {
              await resetSequences(tx, SERIAL_TABLES);
              log(`${ctx}: ${added} composed meals added`);
            }
          }
          const roles = await backfillMealRoles(tx);
          if (roles > 0) log(`${ctx}: meal roles of ${roles} recipes derived`);
          const restrictions = await refreshSeededFoodRestrictions(tx);
          if (restrictions.length > 0) log(`${ctx}: food restrictions read from the food facts: ${restrictions.join(', ')}`);
          logDemoData(ctx, await seedDemoData(tx));
          return 'skipped' as const;
        }
        const fresh = await isEmpty(tx, [...CATALOGUE_TABLES, ...RECIPE_TABLES]);
        if (fresh && template) {
          for (const t of tables) await tx.query(`INSERT INTO ${t} SELECT * FROM ${template}.${t}`);
          await resetSequences(tx, SERIAL_TABLES);
          await seedFoodRestrictions(tx);
          logDemoData(ctx, await seedDemoData(tx));
          return 'copied' as const;
        }
        await loadFromFiles(tx, withRecipes);
        await backfillMealRoles(tx); // recipes written before (staff's, in a context seeded without recipes)
        if (fresh) await seedFoodRestrictions(tx);
        logDemoData(ctx, await seedDemoData(tx));
        if (fresh) template = contextSchema(ctx);
        return 'loaded' as const;
      },
      { context: ctx },
    );
    // A bulk load leaves the ingredient table's GIN indexes (name search, LanguaL subtree) with long pending
    // lists that every search reads through, and the first load rewrites each row once (its langual_subtree,
    // set by trigger). PGlite has no autovacuum to tidy up, so the seed does it, outside the transaction.
    if (action !== 'skipped') await db.query(`VACUUM ${contextSchema(ctx)}.ingredient`);
    result[ctx] = action;
    log(`${ctx}: ${action} in ${Date.now() - t0} ms`);
  }
  return { langualInserted, contexts: result, ms: Date.now() - started };
}
