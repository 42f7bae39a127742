/**
 * Search benchmark (goals: recipe list with filters p95 <= 60 ms, ingredient search p95 <= 20 ms on
 * PostgreSQL with the seeded catalogue; and how it grows at 10x the recipes).
 *
 *   npm run bench:search [-- --url postgresql://postgres@127.0.0.1:5432/test] [--runs 200] [--keep]
 *
 * Creates a throwaway database `bench_search` on that server, migrates and seeds one context (nl),
 * builds the real server (buildServer: routes, validation, auth, serialisation) and calls it in-process
 * with `inject` and a real token; then multiplies the recipes by ten (copies with new ids, their
 * ingredient lines and tags) and measures again. Prints a markdown table of p50/p95 per combination.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dropDatabase, freshDatabase } from './benchPostgres';
import { buildServer } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/seed/seed';
import { signInByInject } from '../../tests/server/helpers/code-flow';

const DB_NAME = 'bench_search';

interface Scenario {
  label: string;
  url: string;
  kind: 'recipes' | 'ingredients';
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function multiplyRecipes(db: Database, factor: number) {
  await db.transaction(
    async (tx) => {
      const cols = (
        await tx.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = 'ctx_nl' AND table_name = 'recipe' AND column_name NOT IN ('id', 'name', 'external_id') ORDER BY ordinal_position`,
        )
      ).map((c) => c.column_name);
      const [{ m }] = await tx.query<{ m: number }>('SELECT max(id) AS m FROM recipe');
      const list = cols.join(', ');
      await tx.query(`INSERT INTO recipe (id, name, external_id, ${list})
      SELECT r.id + g * ${Number(m)}, r.name || ' #' || g, r.external_id || '-' || g, ${cols.map((c) => `r.${c}`).join(', ')}
      FROM recipe r, generate_series(1, ${factor - 1}) g WHERE r.id <= ${Number(m)}`);
      await tx.query(`INSERT INTO recipe_ingredient (recipe_id, ingredient_id, position, quantity, unit_name, unit_id, weight_grams, weight_yield_factor, nutrient_retention_factors)
      SELECT ri.recipe_id + g * ${Number(m)}, ri.ingredient_id, ri.position, ri.quantity, ri.unit_name, ri.unit_id, ri.weight_grams, ri.weight_yield_factor, ri.nutrient_retention_factors
      FROM recipe_ingredient ri, generate_series(1, ${factor - 1}) g WHERE ri.recipe_id <= ${Number(m)}`);
      await tx.query(`INSERT INTO recipe_tag (recipe_id, category, name)
      SELECT t.recipe_id + g * ${Number(m)}, t.category, t.name FROM recipe_tag t, generate_series(1, ${factor - 1}) g WHERE t.recipe_id <= ${Number(m)}`);
      await tx.query("SELECT setval(pg_get_serial_sequence('recipe', 'id'), (SELECT max(id) FROM recipe))");
    },
    { context: 'nl' },
  );
  // The steady state autovacuum reaches after a bulk load: statistics and the visibility map.
  for (const t of ['recipe', 'recipe_ingredient', 'recipe_tag']) await db.query(`VACUUM ANALYZE ctx_nl.${t}`);
}

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string' }, keep: { type: 'boolean' } } });
  const baseUrl = values.url ?? process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
  const runs = Number(values.runs ?? 200);
  const db = await openDatabase({ url: await freshDatabase(baseUrl, DB_NAME), maxConnections: 10 });
  const photosDir = mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'));
  try {
    const t0 = Date.now();
    await seedDatabase(db, { contexts: ['nl'] });
    await db.query('VACUUM ANALYZE');
    console.error(`seeded nl in ${Date.now() - t0} ms`);
    const { app, idp } = await buildServer({
      db,
      publicUrl: 'http://127.0.0.1:9',
      auth: { mode: 'embedded' },
      backends: ['search'],
      photosDir,
      // One token stands for many users here: no per-user limit.
      rateLimits: false,
    });
    const token = async () =>
      (await signInByInject(app, idp!, { username: 'nutritionist', password: 'nutritionist' })).access_token;

    const [{ id: popular }] = await db.transaction(
      (tx) =>
        tx.query<{ id: number }>(
          'SELECT ingredient_id AS id FROM recipe_ingredient GROUP BY 1 ORDER BY count(*) DESC OFFSET 20 LIMIT 1',
        ),
      { context: 'nl' },
    );
    const scenarios: Scenario[] = [
      { label: 'list, first page, no filter', kind: 'recipes', url: '/search/recipes?count=20' },
      { label: 'name search with a typo ("chiken soup")', kind: 'recipes', url: '/search/recipes?name=chiken%20soup&count=20' },
      {
        label: 'kcal 200-500 + meal type LUNCH/DINNER',
        kind: 'recipes',
        url: '/search/recipes?minKcal=200&maxKcal=500&mealType=LUNCH&mealType=DINNER&count=20',
      },
      {
        label: 'diet VEGAN + sort by energy DESC',
        kind: 'recipes',
        url: '/search/recipes?suitableDiet=VEGAN&sortField=ENERGY_PER_SERVING&sortDirection=DESC&count=20',
      },
      {
        label: 'ratios (protein >= 20 %, fat <= 35 %) + servings 2-4',
        kind: 'recipes',
        url: '/search/recipes?minProteinRatio=0.2&maxFatRatio=0.35&minServings=2&maxServings=4&count=20',
      },
      { label: 'ingredient filter (idIngredient)', kind: 'recipes', url: `/search/recipes?idIngredient=${popular}&count=20` },
      {
        label: 'page 50 of everything, sorted by energy',
        kind: 'recipes',
        url: '/search/recipes?offset=1000&count=20&sortField=ENERGY_PER_SERVING&sortDirection=ASC',
      },
      { label: 'stats, no filter', kind: 'recipes', url: '/search/recipes/stats' },
      { label: 'stats, meal type SOUP + max kcal 400', kind: 'recipes', url: '/search/recipes/stats?mealType=SOUP&maxKcal=400' },
      {
        label: 'ingredient search "chedar chese" (typo)',
        kind: 'ingredients',
        url: '/search/ingredients?name=chedar%20chese&count=20',
      },
      { label: 'ingredient search "apple"', kind: 'ingredients', url: '/search/ingredients?name=apple&count=20' },
      {
        label: 'ingredient LanguaL subtree B1140 (fruit-producing plant)',
        kind: 'ingredients',
        url: '/search/ingredients?languaLID=B1140&includeLanguaLSubtree=true&count=20',
      },
      {
        label: 'ingredient LanguaL subtrees B1579 + B1140',
        kind: 'ingredients',
        url: '/search/ingredients?languaLID=B1579&languaLID=B1140&includeLanguaLSubtree=true&count=20',
      },
      {
        label: 'ingredient search "tomato", SIMPLE, picker 101',
        kind: 'ingredients',
        url: '/search/ingredients?name=tomato&count=101&model=SIMPLE',
      },
    ];

    const measure = async () => {
      const authorization = `Bearer ${await token()}`;
      const out = new Map<string, { p50: number; p95: number; total: string }>();
      for (const s of scenarios) {
        const times: number[] = [];
        let total = '';
        for (let i = 0; i < runs + 10; i += 1) {
          const start = process.hrtime.bigint();
          const res = await app.inject({ method: 'GET', url: s.url, headers: { authorization } });
          const ms = Number(process.hrtime.bigint() - start) / 1e6;
          if (res.statusCode !== 200) throw new Error(`${s.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          total = String(res.headers['x-result-count'] ?? (res.json() as { total?: number }).total ?? '');
          if (i >= 10) times.push(ms);
        }
        times.sort((a, b) => a - b);
        out.set(s.label, { p50: percentile(times, 50), p95: percentile(times, 95), total });
      }
      return out;
    };
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM ctx_nl.recipe'))[0].n);
    const n1 = await count();
    const one = await measure();
    await multiplyRecipes(db, 10);
    const n10 = await count();
    const ten = await measure();
    await app.close();

    const f = (v: number) => v.toFixed(1);
    const lines = [
      `Search benchmark on PostgreSQL (${(await db.query<{ v: string }>("SELECT current_setting('server_version') AS v"))[0].v}), ${runs} runs per row after 10 warm-up calls, in-process inject with a real token.`,
      `1x = ${n1} seeded recipes, 10x = ${n10} recipes; 8,789 ingredients. Times in ms (p50 / p95).`,
      '',
      '| combination | 1x p50 | 1x p95 | 10x p50 | 10x p95 | matches 1x / 10x |',
      '|---|---:|---:|---:|---:|---:|',
      ...scenarios.map((s) => {
        const a = one.get(s.label)!;
        const b = ten.get(s.label)!;
        return `| ${s.label} | ${f(a.p50)} | ${f(a.p95)} | ${f(b.p50)} | ${f(b.p95)} | ${a.total} / ${b.total} |`;
      }),
    ];
    console.log(lines.join('\n'));
  } finally {
    await db.close();
    rmSync(photosDir, { recursive: true, force: true });
    if (!values.keep) await dropDatabase(baseUrl, DB_NAME);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
