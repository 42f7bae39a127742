/**
 * `npm run bench:ingredients`: on in-memory PGlite with the seeded nl catalogue (8,789 foods, 4,494
 * recipes), how long saving an ingredient takes when every recipe using it is recomputed in the same
 * transaction (the most used ingredient, and one used by about 100 recipes), and the "with data issues"
 * list filter. Prints a markdown table (ms).
 */
import { forContext, migrate, openDatabase } from '../../src/server/db';
import { seedDatabase } from '../../src/server/seed/seed';
import { createIngredientsService } from '../../src/server/api/ingredients/ingredientsService';
import type { Caller } from '../../src/server/http';
import type { IngredientFilter } from '../../src/server/db';

const RUNS = 7;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))];

async function main() {
  const db = await openDatabase({ dataDir: 'memory://', url: '' });
  await migrate(db, { contexts: ['nl'] });
  await seedDatabase(db, { contexts: ['nl'], recipes: true });
  const caller: Caller = {
    principal: {
      sub: 'bench',
      username: 'bench',
      roles: ['nutritionist'],
      context: 'nl',
      tokenContext: 'nl',
      externalId: 'bench',
    },
    db: forContext(db, 'nl'),
  };
  const service = createIngredientsService({ contextDb: (c) => forContext(db, c) });
  const usage = await db.transaction(
    (tx) =>
      tx.query<{ id: number; n: string }>(
        'SELECT ingredient_id AS id, count(DISTINCT recipe_id) AS n FROM recipe_ingredient GROUP BY 1 ORDER BY 2 DESC',
      ),
    { context: 'nl' },
  );
  const most = usage[0];
  const hundred = usage.reduce((best, u) => (Math.abs(Number(u.n) - 100) < Math.abs(Number(best.n) - 100) ? u : best));
  console.log('| measure | p50 | p95 |\n|---|---:|---:|');
  for (const target of [most, hundred]) {
    const id = Number(target.id);
    const loaded = await service.get(caller, id);
    const { dataIssues: _d, ...body } = loaded;
    const times: number[] = [];
    for (let k = 0; k < RUNS; k++) {
      const t = performance.now();
      // Alternate the energy so every run really changes every recipe.
      await service.save(caller, id, { ...body, energy: (loaded.energy ?? 0) + (k % 2 ? 0 : 10) });
      times.push(performance.now() - t);
    }
    console.log(
      `| ingredient save recomputing ${target.n} recipes | ${pct(times, 0.5).toFixed(0)} | ${pct(times, 0.95).toFixed(0)} |`,
    );
  }
  const times: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const t = performance.now();
    await service.list(caller, { withDataIssues: true }, 0, 20);
    times.push(performance.now() - t);
  }
  console.log(
    `| list filter "with data issues" (first page + total) | ${pct(times, 0.5).toFixed(0)} | ${pct(times, 0.95).toFixed(0)} |`,
  );
  // The /ingredients/fcdb list call (GET /ingredient): search text and LanguaL subtree filters, first page + total.
  const LIST_RUNS = 50;
  const listCases: Array<[string, IngredientFilter]> = [
    ['FCDB list search "apple"', { name: 'apple' }],
    ['FCDB list search "chedar chese" (typo)', { name: 'chedar chese' }],
    ['FCDB list LanguaL subtree B1140 fruit-producing plant', { languaLIDs: ['B1140'], includeLanguaLSubtree: true }],
    [
      'FCDB list LanguaL subtree B1579 + B1140 (vegetable and fruit plants)',
      { languaLIDs: ['B1579', 'B1140'], includeLanguaLSubtree: true },
    ],
    ['FCDB list LanguaL subtree A0361 (facet A root)', { languaLIDs: ['A0361'], includeLanguaLSubtree: true }],
    [
      'FCDB list LanguaL B1245 apple, subtree + search "raw"',
      { languaLIDs: ['B1245'], includeLanguaLSubtree: true, name: 'raw' },
    ],
  ];
  for (const [label, filter] of listCases) {
    const runs: number[] = [];
    let total = 0;
    for (let k = 0; k < LIST_RUNS + 5; k++) {
      const t = performance.now();
      total = (await service.list(caller, filter, 0, 20)).total;
      if (k >= 5) runs.push(performance.now() - t);
    }
    console.log(`| ${label} (${total} matches) | ${pct(runs, 0.5).toFixed(1)} | ${pct(runs, 0.95).toFixed(1)} |`);
  }
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
