/**
 * `npm run bench:statistics [-- --users 2000] [-- --postgres]`: each usage statistics call (through the
 * service, as the handlers call it) on a seeded cohort of the nl context, p50 and p95 of RUNS calls after
 * one warm-up, plus the summary refresh. Default: in-memory PGlite, 2,000 users. With --postgres: a throwaway
 * database on the DATABASE_URL server (created and dropped here, so nobody else's data is touched).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { forContext, migrate, openDatabase, type Database } from '../../src/server/db';
import { seedDatabase } from '../../src/server/seed/seed';
import { seedCohort } from '../../src/server/seed/cohort/seedCohort';
import { createUsageStatisticsService } from '../../src/server/api/usageStatistics/usageStatisticsService';
import type { Caller } from '../../src/server/http';

const RUNS = 30;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((xs.length - 1) * p))];

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({ options: { users: { type: 'string' }, postgres: { type: 'boolean' } }, strict: false });
  const users = Number(values.users ?? 2000);
  let db: Database;
  let drop = async () => {};
  if (values.postgres) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('--postgres needs DATABASE_URL');
    const name = `bench_statistics_${process.pid}`;
    await admin(url, `CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    db = await openDatabase({ url: target.toString(), maxConnections: 4 });
    drop = async () => admin(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    db = await openDatabase({ dataDir: 'memory://', url: '' });
  }
  try {
    await migrate(db, { contexts: ['nl'] });
    await seedDatabase(db, { contexts: ['nl'] });
    let t = performance.now();
    const seeded = await seedCohort(db, { contexts: ['nl'], users });
    const seedMs = performance.now() - t;
    const caller = {
      principal: { sub: 'bench', roles: ['admin'], context: 'nl' },
      db: forContext(db, 'nl'),
    } as unknown as Caller;
    const stats = createUsageStatisticsService();
    t = performance.now();
    await stats.refresh(caller);
    const refreshMs = performance.now() - t;
    const today = new Date().toISOString().slice(0, 10);
    const ago = (days: number) => new Date(Date.parse(today) - days * 86_400_000).toISOString();
    const month = [ago(29), ago(-1)] as const;
    const quarter = [ago(89), ago(-1)] as const;
    const calls: [string, () => Promise<unknown>][] = [
      ['top logged ingredients (page 3)', () => stats.top(caller, 'logged-ingredients', 60, 20)],
      ['top logged recipes', () => stats.top(caller, 'logged-recipes', 0, 20)],
      ['top logged products', () => stats.top(caller, 'logged-off-products', 0, 20)],
      ['top food entries', () => stats.top(caller, 'logged-food-entries', 0, 20)],
      ['top favourite ingredients', () => stats.top(caller, 'favorited-ingredients', 0, 20)],
      ['top favourite recipes', () => stats.top(caller, 'favorited-recipes', 0, 20)],
      ['restricted ingredients', () => stats.top(caller, 'restricted-ingredients', 0, 20)],
      ['users per diet', () => stats.usersPerDiet(caller)],
      ['rolling actives daily, quarter', () => stats.rollingActive(caller, 'DAILY', ...quarter, 7)],
      ['rolling actives weekly, month', () => stats.rollingActive(caller, 'WEEKLY', ...month, 7)],
      ['rolling actives monthly, quarter', () => stats.rollingActive(caller, 'MONTHLY', ...quarter, 7)],
      ['adherence, whole history', () => stats.adherence(caller)],
      ['adherence trend, quarter', () => stats.adherenceTrend(caller, ...quarter)],
      ['adherence vs weight, quarter', () => stats.adherenceWeightChange(caller, ...quarter)],
      ['retention curve (9 days), all', () => stats.retention(caller, 9)],
      ['users enrolled, daily, all', () => stats.perBucket(caller, 'enrolled', 'DAILY')],
      ['users active, daily, quarter', () => stats.perBucket(caller, 'active', 'DAILY', ...quarter)],
      ['adherence by provenance, whole history', () => stats.adherenceByProvenance(caller, 30)],
      ['adherence by provenance, quarter', () => stats.adherenceByProvenance(caller, 30, ...quarter)],
      ['lifecycle, whole history', () => stats.lifecycle(caller)],
      ['lifecycle, quarter', () => stats.lifecycle(caller, ...quarter)],
    ];
    console.log(
      `${db.driver}, nl: ${seeded.nl}; seeded in ${(seedMs / 1000).toFixed(1)} s; summary refresh ${refreshMs.toFixed(0)} ms\n`,
    );
    console.log('| call | p50 ms | p95 ms |\n|---|---:|---:|');
    for (const [label, call] of calls) {
      await call();
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const s = performance.now();
        await call();
        times.push(performance.now() - s);
      }
      console.log(`| ${label} | ${pct(times, 0.5).toFixed(1)} | ${pct(times, 0.95).toFixed(1)} |`);
    }
  } finally {
    await db.close();
    await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
