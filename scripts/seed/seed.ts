/**
 * Migrates and seeds the database with the committed real data (SR28, LanguaL, FNDDS recipes).
 *
 *   npx tsx scripts/seed/seed.ts [--contexts nl,dk] [--no-recipes] [--data-dir ./data/pglite] [--photos-dir ./data/photos]
 *
 * With recipes, each context also gets its photo moderation queue (photo files under --photos-dir).
 * Uses DATABASE_URL when set, else the embedded PGlite. Safe to re-run: seeded contexts are skipped.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/client';
import { COUNTRIES, isCountry, type Country } from '../../src/server/db/contexts';
import { seedPhotoQueue } from '../../src/server/seed/photoQueue';
import { seedDatabase } from '../../src/server/seed/seed';

async function main() {
  const { values } = parseArgs({
    options: {
      contexts: { type: 'string' },
      'no-recipes': { type: 'boolean' },
      'data-dir': { type: 'string' },
      'photos-dir': { type: 'string', default: 'data/photos' },
    },
  });
  const contexts = values.contexts ? values.contexts.split(',').map((c) => c.trim()) : [...COUNTRIES];
  const unknown = contexts.filter((c) => !isCountry(c));
  if (unknown.length > 0) {
    console.error(`unknown context(s): ${unknown.join(', ')}; expected some of ${COUNTRIES.join(', ')}`);
    process.exit(2);
  }
  const db = await openDatabase({ dataDir: values['data-dir'] });
  try {
    const result = await seedDatabase(db, {
      contexts: contexts as Country[],
      recipes: !values['no-recipes'],
      log: (m) => console.log(m),
    });
    if (!values['no-recipes']) {
      await seedPhotoQueue(db, path.resolve(values['photos-dir']), {
        contexts: contexts as Country[],
        log: (m) => console.log(m),
      });
    }
    console.log(`seeded in ${result.ms} ms (${db.driver})`);
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
