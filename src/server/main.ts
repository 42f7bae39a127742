/**
 * `npm start`: the whole system in one process on one port — the embedded identity provider, the three
 * backends and the SPA — on the embedded database (created and seeded on first start) or DATABASE_URL.
 * `npm run start:api|start:search|start:planner`: one backend alone (`--backend=...`).
 */
import path from 'node:path';
import { buildServer } from './app';
import { readStartConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedPhotoQueue } from './seed/photoQueue';
import { seedDatabase } from './seed/seed';
import { DEFAULT_COHORT_USERS, seedCohort } from './seed/cohort/seedCohort';
import { DEMO_ACCOUNTS } from './idp';
import { buildMetricsServer } from './http/metrics';

async function main(): Promise<void> {
  const config = readStartConfig();
  const started = Date.now();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  const migrated = await migrate(db);
  if (migrated.applied.length) console.log(`Applied ${migrated.applied.length} migration steps`);
  const seeded = await seedDatabase(db, { log: (message) => console.log(message) });
  await seedPhotoQueue(db, config.photosDir, { log: (message) => console.log(message) });
  // The synthetic app-user cohort the usage statistics read (COHORT_USERS per context on first start; 0: none).
  const cohortUsers = Number(process.env.COHORT_USERS ?? DEFAULT_COHORT_USERS);
  if (cohortUsers > 0) await seedCohort(db, { users: cohortUsers, log: (message) => console.log(message) });
  console.log(
    `Database ready (${db.driver}) in ${((Date.now() - started) / 1000).toFixed(1)} s; seed: ${JSON.stringify(seeded.contexts)}`,
  );

  const { app, served } = await buildServer({
    db,
    publicUrl: config.publicUrl,
    auth: config.auth,
    backends: config.backends,
    distDir: config.serveSpa ? path.resolve(__dirname, '../../dist') : undefined,
    photosDir: config.photosDir,
    sessionCheckTtlMs: config.sessionCheckTtlMs,
    trustedProxies: config.trustedProxies,
    passwordMinLength: config.passwordMinLength,
    rateLimits: config.rateLimits,
    redisUrl: config.redisUrl,
    metricsRoute: config.metricsPort === undefined,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  await app.listen({ host: config.host, port: config.port });
  // METRICS_PORT: /metrics for a scraper on its own port, without a token; keep that port off the public network.
  const metrics = config.metricsPort === undefined ? undefined : buildMetricsServer();
  if (metrics) {
    await metrics.listen({ host: config.host, port: config.metricsPort });
    console.log(`Metrics: http://${config.host}:${config.metricsPort}/metrics`);
  }

  for (const s of served) console.log(`  ${s.prefix.padEnd(9)} ${s.built.length}/${s.operations.length} operations built`);
  if (config.serveSpa) console.log(`\nNutrition back-office: ${config.publicUrl}/nutritionist/`);
  if (config.demoAccounts) {
    console.log(
      'Demo accounts, for trying the product on the embedded database (password = user name; with DATABASE_URL they are created only when SEED_DEMO_ACCOUNTS=true):',
    );
    for (const account of DEMO_ACCOUNTS) {
      console.log(
        `  ${account.username.padEnd(16)} ${(account.roles.join(', ') || 'plain user').padEnd(14)} context ${account.context}`,
      );
    }
  }
  const stop = async () => {
    await metrics?.close();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
