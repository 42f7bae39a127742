/**
 * Replaces the synthetic app-user cohort of each context (or one) with a freshly generated one.
 *
 *   npm run seed:cohort -- [--users 50000] [--context nl] [--seed 20260101] [--as-of 2026-11-25] [--data-dir ./data/pglite]
 *
 * Uses DATABASE_URL when set, else the embedded PGlite; seeds the catalogue first when a context has none.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/client';
import { COUNTRIES, isCountry, type Country } from '../../src/server/db/contexts';
import { seedDatabase } from '../../src/server/seed/seed';
import { DEFAULT_COHORT_SEED, DEFAULT_COHORT_USERS, seedCohort } from '../../src/server/seed/cohort/seedCohort';

async function main() {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: String(DEFAULT_COHORT_USERS) },
      context: { type: 'string' },
      seed: { type: 'string', default: String(DEFAULT_COHORT_SEED) },
      'as-of': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const users = Number(values.users);
  const seed = Number(values.seed);
  if (!Number.isInteger(users) || users < 0 || users > 1_000_000)
    throw new Error('--users must be a whole number from 0 to 1000000');
  if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');
  if (values['as-of'] !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values['as-of']))
    throw new Error('--as-of must be YYYY-MM-DD');
  const contexts = values.context ? values.context.split(',').map((c) => c.trim()) : [...COUNTRIES];
  const unknown = contexts.filter((c) => !isCountry(c));
  if (unknown.length) throw new Error(`unknown context(s): ${unknown.join(', ')}; expected some of ${COUNTRIES.join(', ')}`);
  const db = await openDatabase({ dataDir: values['data-dir'] });
  try {
    await seedDatabase(db, { contexts: contexts as Country[], log: (m) => console.log(m) });
    const t0 = Date.now();
    const cpu0 = process.cpuUsage();
    await seedCohort(db, {
      contexts: contexts as Country[],
      users,
      seed,
      asOf: values['as-of'],
      replace: true,
      log: (m) => console.log(m),
    });
    const cpu = process.cpuUsage(cpu0);
    console.log(
      `cohort seeded in ${Date.now() - t0} ms, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU of the process (${db.driver})`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
