/**
 * `npm run bench`: every benchmark, one after the other (they would disturb each other in parallel on
 * two cores). Each prints a markdown table; scripts/bench/README.md quotes the latest figures.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benches = [
  'search.ts',
  'recommender.ts',
  'recommenderQuality.ts',
  'recommenderOracle.ts',
  'dietitian.ts',
  'ingredients.ts',
  'photoChecks.ts',
  'testing.ts',
  'statistics.ts',
  'simulation.ts',
  'settingsPreview.ts',
];
let failed = 0;
for (const bench of benches) {
  console.log(`\n## ${bench}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, bench), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
