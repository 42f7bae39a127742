/**
 * Imports a food composition table into one country context.
 *
 *   npx tsx scripts/seed/import.ts --context nl --format sr --dir <folder with the SR ASCII tables, e.g. USDA SR28>
 *   npx tsx scripts/seed/import.ts --context lu --format ciqual --dir <folder with ANSES CIQUAL 2020's CSV and XML> [--fcdb CIQUAL_2020]
 *
 * Uses DATABASE_URL when set, else the embedded PGlite under ./data/pglite (or --data-dir). Runs the
 * migrations first. Re-running updates the same ingredients (matched by fcdb + external id).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../../src/server/db/client';
import { isCountry } from '../../src/server/db/contexts';
import { migrate } from '../../src/server/db/migrate';
import { seedLangual } from '../../src/server/seed/seed';
import { importFoods, readCiqualDirectory, readSrDirectory } from '../../src/server/seed/importers';

async function main() {
  const { values } = parseArgs({
    options: {
      context: { type: 'string' },
      format: { type: 'string' },
      dir: { type: 'string' },
      fcdb: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const { context, format, dir } = values;
  if (!isCountry(context) || (format !== 'sr' && format !== 'ciqual') || !dir) {
    console.error(
      'usage: import.ts --context bg|dk|es|it|lu|nl|pt|de --format sr|ciqual --dir <path> [--fcdb NAME] [--data-dir DIR]',
    );
    process.exit(2);
  }
  const t0 = Date.now();
  const foods = format === 'sr' ? readSrDirectory(dir) : readCiqualDirectory(dir);
  const fcdb = values.fcdb ?? (format === 'sr' ? 'USDA_SR28' : 'CIQUAL_2020');
  const db = await openDatabase({ dataDir: values['data-dir'] });
  try {
    await migrate(db, { contexts: [context] });
    await seedLangual(db);
    const result = await importFoods(db, context, fcdb, foods);
    console.log(
      `${context}: ${result.ingredients} ingredients (${fcdb}), ${result.units} units, ${result.foodGroups} food groups, ${result.langualLinks} LanguaL links in ${Date.now() - t0} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
