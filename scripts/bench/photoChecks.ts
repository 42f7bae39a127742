/**
 * `npx tsx scripts/bench/photoChecks.ts [--rounds 4]`: precision and recall of the photo pre-check flags
 * on generated dish photos laid out as the seeded moderation queue (src/server/seed/photoQueue.ts),
 * round 0 being exactly the seeded queue and each further round the same layout drawn from other seeds.
 * Prints a markdown table; scripts/bench/README.md quotes the latest figures.
 */
import { parseArgs } from 'node:util';
import { checkPhoto, measurePhoto } from '../../src/server/api/photoModeration/photoChecks';
import { processPhoto } from '../../src/server/api/recipes/photoStorage';
import { photoOfKind, type SeedPhotoKind } from '../../src/server/seed/photoImages';
import { flagAccuracy, QUEUE_LAYOUT } from '../../src/server/seed/photoQueue';

async function main() {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '4' } } });
  const rounds = Number(values.rounds);
  const photos: { kind: SeedPhotoKind; flags: string[] }[] = [];
  const started = Date.now();
  let measuring = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [slot, kinds] of QUEUE_LAYOUT.entries()) {
      let first: Buffer | undefined;
      const known: { id: number; perceptualHash: string }[] = [];
      for (const [i, kind] of kinds.entries()) {
        const bytes = await photoOfKind(kind, round * 10_000 + slot * 100 + i + 1, first);
        first ??= bytes;
        const t = Date.now();
        const processed = await processPhoto(bytes, 'files[0]');
        const measures = await measurePhoto(processed.image);
        measuring += Date.now() - t;
        photos.push({ kind, flags: checkPhoto(measures, known).flags });
        known.push({ id: known.length + 1, perceptualHash: measures.perceptualHash });
      }
    }
  }
  console.log(
    `${photos.length} photos (${rounds} rounds of the seeded layout); upload processing + pre-checks ${Math.round(measuring / photos.length)} ms per photo; total ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  console.log('| flag | photos that should raise it | precision | recall | false positives | false negatives |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const a of flagAccuracy(photos)) {
    console.log(
      `| ${a.flag} | ${a.truePositives + a.falseNegatives} | ${a.precision.toFixed(2)} | ${a.recall.toFixed(2)} | ${a.falsePositives} | ${a.falseNegatives} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
