/**
 * `node --expose-gc --import tsx scripts/bench/export.ts [--copies 1]`: time and peak live memory of the streamed database export
 * (exportDatabase) on a seeded context (in-memory PGlite, context nl; with --copies N the recipes and
 * their lines are copied N-1 more times to see memory stay flat as the database grows).
 */
import { parseArgs } from 'node:util';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportDatabase } from '../../src/server/api/recipes/databaseExport';
import { forContext, openDatabase } from '../../src/server/db';
import { seedDatabase } from '../../src/server/seed/seed';

async function main() {
  const { values } = parseArgs({ options: { copies: { type: 'string', default: '1' } } });
  const db = await openDatabase({ dataDir: 'memory://', url: '' });
  await seedDatabase(db, { contexts: ['nl'] });
  for (let i = 1; i < Number(values.copies); i++) {
    await db.transaction(
      async (tx) => {
        await tx.query(`INSERT INTO recipe (name, status, servings, nutrition_per_serving, diets, allergens, preparation_steps, source, external_id)
        SELECT name, status, servings, nutrition_per_serving, diets, allergens, preparation_steps, source, external_id || '-copy${i}' FROM recipe WHERE external_id NOT LIKE '%-copy%'`);
      },
      { context: 'nl' },
    );
  }
  const counts = await db.transaction(
    (tx) =>
      tx.query<{ recipes: string; ingredients: string }>(
        'SELECT (SELECT count(*) FROM recipe) AS recipes, (SELECT count(*) FROM ingredient) AS ingredients',
      ),
    { context: 'nl' },
  );
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  // Live memory: collect before each sample (run with --expose-gc), so garbage not yet collected does not count.
  const sampler = setInterval(() => {
    global.gc?.();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 100);
  let bytes = 0;
  const started = Date.now();
  const caller = {
    principal: {
      sub: 'bench',
      username: 'bench',
      roles: ['admin'],
      context: 'nl' as const,
      tokenContext: 'nl' as const,
      externalId: 'bench',
    },
    db: forContext(db, 'nl'),
  };
  await pipeline(
    exportDatabase(caller),
    new Writable({
      write(chunk: Buffer, _e, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const ms = Date.now() - started;
  clearInterval(sampler);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `| context nl: ${counts[0].recipes} recipes, ${counts[0].ingredients} ingredients | ${(ms / 1000).toFixed(1)} s | ${mb(bytes)} MB zip | live heap +${mb(peakHeap - base.heapUsed)} MB peak | RSS +${mb(peakRss - base.rss)} MB peak |`,
  );
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
