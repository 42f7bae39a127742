/**
 * `npx tsx scripts/bench/coverage.ts [-- --users 2000]`: the catalogue coverage report (getCatalogueCoverage,
 * through the service as the handler calls it) on the seeded nl catalogue with a synthetic cohort's stored plans,
 * in-memory PGlite. Prints the first call (it loads the candidate recipes into the planner's cache, as the first
 * plan request of a process does unless the warm-up ran) and the median and max of RUNS calls after it.
 */
import { parseArgs } from 'node:util';
import { forContext, migrate, openDatabase } from '../../src/server/db';
import { seedDatabase } from '../../src/server/seed/seed';
import { seedCohort } from '../../src/server/seed/cohort/seedCohort';
import { createCandidateCache } from '../../src/server/planner/candidates';
import { createCoverageService } from '../../src/server/planner/coverage/coverageService';
import type { Caller } from '../../src/server/http';

const RUNS = 7;

async function main() {
  const { values } = parseArgs({ options: { users: { type: 'string' } }, strict: false });
  const users = Number(values.users ?? 2000);
  const db = await openDatabase({ dataDir: 'memory://', url: '' });
  try {
    await migrate(db, { contexts: ['nl'] });
    await seedDatabase(db, { contexts: ['nl'] });
    await seedCohort(db, { contexts: ['nl'], users });
    const caller = {
      principal: { sub: 'bench', roles: ['nutritionist'], context: 'nl' },
      db: forContext(db, 'nl'),
    } as unknown as Caller;
    const coverage = createCoverageService(createCandidateCache());
    let t = performance.now();
    const first = await coverage.report(caller);
    const firstMs = performance.now() - t;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      await coverage.report(caller);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const cells = first.profiles.length * first.slots.length;
    console.log(`| figure | value |\n| --- | --- |`);
    console.log(`| cohort users | ${users} |`);
    console.log(`| published recipes | ${first.publishedRecipes} |`);
    console.log(`| profiles x slots | ${first.profiles.length} x ${first.slots.length} (${cells} cells) |`);
    console.log(
      `| cells under ${first.threshold} | ${first.profiles.reduce((n, p) => n + p.counts.filter((c) => c < first.threshold).length, 0)} |`,
    );
    console.log(`| week plans, planned meals | ${first.exposure.weekPlans}, ${first.exposure.appearances} |`);
    console.log(`| never planned | ${first.exposure.neverPlannedCount} of ${first.exposure.recipes} |`);
    console.log(`| Gini of plan appearances | ${first.exposure.gini.toFixed(3)} |`);
    console.log(`| contradictions | ${first.contradictions.length} |`);
    console.log(`| first call (loads the candidates) | ${firstMs.toFixed(0)} ms |`);
    console.log(
      `| median of ${RUNS} calls after it | ${times[Math.floor(RUNS / 2)].toFixed(0)} ms (max ${times[RUNS - 1].toFixed(0)} ms) |`,
    );
    console.log(
      `\n${JSON.stringify({ slots: first.slots.map((s) => s.label), rows: first.profiles.map((p) => [p.label, ...p.counts]) })}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
