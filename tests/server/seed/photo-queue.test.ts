/**
 * The seeded moderation queue: user photos of the context's recipes uploaded through the photo service,
 * with the pre-check flags measured against what each generated photo should raise.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../src/server/db';
import { EXPECTED_FLAGS } from '../../../src/server/seed/photoImages';
import { flagAccuracy, QUEUE_LAYOUT, seedPhotoQueue } from '../../../src/server/seed/photoQueue';
import { migratedDatabase } from '../helpers/caller';

jest.setTimeout(180_000);

describe('seeded photo moderation queue', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let photosDir: string;
  const total = QUEUE_LAYOUT.flat().length;

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk', 'es']));
    photosDir = mkdtempSync(path.join(os.tmpdir(), 'photo-queue-test-'));
    for (const ctx of ['nl', 'dk'] as const) {
      await db.transaction(
        (tx) => tx.query("INSERT INTO recipe (name, status) SELECT 'Recipe ' || g, 'PUBLISHED' FROM generate_series(1, 40) g"),
        { context: ctx },
      );
    }
  });
  afterAll(async () => {
    await drop?.();
    rmSync(photosDir, { recursive: true, force: true });
  });

  it('fills the queue of each context with recipes, stores the files, and skips a context on the next run', async () => {
    const seeded = await seedPhotoQueue(db, photosDir, { contexts: ['nl', 'dk', 'es'] });
    expect(seeded.nl).toHaveLength(total);
    expect(seeded.dk).toHaveLength(total);
    expect(seeded.es).toBeUndefined(); // no recipes there
    const rows = await db.transaction(
      (tx) =>
        tx.query<{ n: string; recipes: string; described: string; days: string }>(
          `SELECT count(*) AS n, count(DISTINCT recipe_id) AS recipes, count(description) AS described,
         extract(day FROM max(creation_date) - min(creation_date)) AS days
       FROM recipe_photo WHERE photo_type = 'USER' AND moderation_status = 'UNDER_REVIEW'`,
        ),
      { context: 'nl' },
    );
    expect(Number(rows[0].n)).toBe(total);
    expect(Number(rows[0].recipes)).toBe(QUEUE_LAYOUT.length);
    expect(Number(rows[0].described)).toBeGreaterThan(total / 2);
    expect(Number(rows[0].days)).toBeGreaterThanOrEqual(10);
    for (const p of seeded.nl!) expect(existsSync(path.join(photosDir, 'nl', `${p.id}.jpeg`))).toBe(true);
    const again = await seedPhotoQueue(db, photosDir, { contexts: ['nl'] });
    expect(again.nl).toBeUndefined();
    expect(readdirSync(path.join(photosDir, 'nl')).filter((f) => !f.includes('_thumb'))).toHaveLength(total);
  });

  it('raises the flags each poor photo should raise, with the precision and recall noted in the README', async () => {
    const seeded = await db.transaction(
      (tx) =>
        tx.query<{ id: number; check_flags: string[] }>(
          "SELECT id, check_flags FROM recipe_photo WHERE photo_type = 'USER' ORDER BY id",
        ),
      { context: 'dk' },
    );
    const kinds = QUEUE_LAYOUT.flat();
    const photos = seeded.map((r, i) => ({ kind: kinds[i], flags: r.check_flags }));
    const accuracy = flagAccuracy(photos);
    console.log(
      accuracy
        .map(
          (a) =>
            `${a.flag}: precision ${a.precision} recall ${a.recall} (tp ${a.truePositives}, fp ${a.falsePositives}, fn ${a.falseNegatives})`,
        )
        .join('\n'),
    );
    // Every kind of defect is present and most are caught; good photos are mostly left unflagged.
    for (const a of accuracy) expect(a.truePositives + a.falseNegatives).toBeGreaterThan(0);
    const good = photos.filter((p) => EXPECTED_FLAGS[p.kind].length === 0);
    expect(good.filter((p) => p.flags.length === 0).length / good.length).toBeGreaterThanOrEqual(0.8);
    const macroRecall = accuracy.reduce((s, a) => s + a.recall, 0) / accuracy.length;
    expect(macroRecall).toBeGreaterThanOrEqual(0.8);
  });
});
