/**
 * `npm run bench:ingredients [-- --list-only] [--runs N]`: on in-memory PGlite (the embedded database
 * `npm start` uses) with the seeded nl catalogue (8,789 foods, 4,494 recipes), how long saving an
 * ingredient takes when every recipe using it is recomputed in the same transaction (the most used
 * ingredient, and one used by about 100 recipes), the "with data issues" list filter, and the FCDB list
 * calls over HTTP (see ingredientList.ts). Prints markdown tables (ms).
 */
import { parseArgs } from 'node:util';
import { forContext, migrate, openDatabase, type Database } from '../../src/server/db';
import { seedDatabase } from '../../src/server/seed/seed';
import { createIngredientsService } from '../../src/server/api/ingredients/ingredientsService';
import type { Caller } from '../../src/server/http';
import { benchListCalls } from './ingredientList';

const RUNS = 7;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))];

async function main() {
  const db = await openDatabase({ dataDir: 'memory://', url: '' });
  await migrate(db, { contexts: ['nl'] });
  await seedDatabase(db, { contexts: ['nl'], recipes: true });
  const { values } = parseArgs({ options: { 'list-only': { type: 'boolean' }, runs: { type: 'string' } } });
  const listOnly = Boolean(values['list-only']);
  if (!listOnly) await benchSaves(db);
  await benchListCalls(db, { runs: Number(values.runs ?? 60) });
  await db.close();
}

/** Ingredient saves that recompute recipes, and the "with data issues" filter (service calls). */
async function benchSaves(db: Database) {
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
  console.log('');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
