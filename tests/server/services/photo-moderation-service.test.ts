/** Photo moderation without HTTP: the pre-check arithmetic, and the service's rules on a real database. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../src/server/db';
import {
  checkPhoto,
  dctHash,
  hammingDistance,
  laplacianVariance,
  type PhotoMeasures,
} from '../../../src/server/api/photoModeration/photoChecks';
import { createModerationService } from '../../../src/server/api/photoModeration/moderationService';
import { createPhotoStorage } from '../../../src/server/api/recipes/photoStorage';
import { createPhotosService, preparePhoto } from '../../../src/server/api/recipes/photosService';
import { photoOfKind } from '../../../src/server/seed/photoImages';
import { callerFor, migratedDatabase } from '../helpers/caller';

jest.setTimeout(120_000);

describe('photo pre-checks', () => {
  const measures = (over: Partial<PhotoMeasures> = {}): PhotoMeasures => ({
    width: 1000,
    height: 750,
    sharpness: 800,
    brightness: 120,
    shadows: 60,
    highlights: 210,
    perceptualHash: '0123456789abcdef',
    ...over,
  });

  it('measures edges: a flat raster has no Laplacian variance, a checkerboard a large one', () => {
    const flat = new Uint8Array(64 * 64).fill(90);
    const board = Uint8Array.from({ length: 64 * 64 }, (_v, i) => (((i % 64) + Math.floor(i / 64)) % 2 ? 255 : 0));
    expect(laplacianVariance(flat, 64, 64)).toBe(0);
    expect(laplacianVariance(board, 64, 64)).toBeGreaterThan(100_000);
    expect(laplacianVariance(flat, 2, 2)).toBe(0);
  });

  it('counts differing bits of two hashes', () => {
    expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('0f00000000000001', '0000000000000000')).toBe(5);
    expect(dctHash(new Uint8Array(32 * 32).fill(10))).toMatch(/^[0-9a-f]{16}$/);
  });

  it('raises each flag at its threshold and names the closest near-duplicate', () => {
    expect(checkPhoto(measures(), []).flags).toEqual([]);
    expect(checkPhoto(measures({ width: 299 }), []).flags).toEqual(['TINY']);
    expect(checkPhoto(measures({ sharpness: 20 }), []).flags).toEqual(['BLURRED']);
    expect(checkPhoto(measures({ brightness: 30 }), []).flags).toEqual(['DARK']);
    expect(checkPhoto(measures({ brightness: 240 }), []).flags).toEqual(['BRIGHT']);
    expect(checkPhoto(measures({ brightness: 60, highlights: 90 }), []).flags).toEqual(['DARK']);
    expect(checkPhoto(measures({ brightness: 70, highlights: 120 }), []).flags).toEqual([]);
    expect(checkPhoto(measures({ brightness: 200, shadows: 170 }), []).flags).toEqual(['BRIGHT']);
    const checks = checkPhoto(measures(), [
      { id: 1, perceptualHash: '0123456789abcd00' },
      { id: 2, perceptualHash: '0123456789abcdee' },
      { id: 3, perceptualHash: 'fedcba9876543210' },
    ]);
    expect(checks).toMatchObject({ flags: ['NEAR_DUPLICATE'], duplicateOf: 2 });
    expect(checkPhoto(measures(), [{ id: 3, perceptualHash: 'fedcba9876543210' }]).duplicateOf).toBeUndefined();
  });
});

describe('photo moderation service', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let photosDir: string;
  const moderation = createModerationService();
  let photoId: number;

  beforeAll(async () => {
    ({ db, drop } = await migratedDatabase(['nl', 'dk']));
    photosDir = mkdtempSync(path.join(os.tmpdir(), 'moderation-service-'));
    const [{ id: recipeId }] = await db.transaction(
      (tx) => tx.query<{ id: number }>("INSERT INTO recipe (name) VALUES ('Hutspot') RETURNING id"),
      { context: 'nl' },
    );
    const photos = createPhotosService(createPhotoStorage(photosDir));
    const uploader = callerFor(db, 'nl', { roles: [], sub: 'app-user', username: 'app.user@example.org' });
    const prepared = await preparePhoto(await photoOfKind('GOOD', 5), 'files[0]');
    [{ idRecipePhoto: photoId }] = await photos.store(uploader, recipeId, 'USER', [prepared], 'Sunday dinner');
  });
  afterAll(async () => {
    await drop?.();
    rmSync(photosDir, { recursive: true, force: true });
  });

  it('shows the queue to admins and nutritionists only', async () => {
    for (const roles of [['admin'], ['nutritionist']]) {
      expect(
        (await moderation.list(callerFor(db, 'nl', { roles }))).map((e) => [e.id, e.recipeName, e.createdBy, e.description]),
      ).toEqual([[photoId, 'Hutspot', 'app.user@example.org', 'Sunday dinner']]);
    }
    for (const roles of [['ambassador'], ['bulk-export'], []]) {
      await expect(moderation.list(callerFor(db, 'nl', { roles }))).rejects.toMatchObject({ statusCode: 403 });
      await expect(moderation.approve(callerFor(db, 'nl', { roles }), photoId)).rejects.toMatchObject({ statusCode: 403 });
    }
  });

  it('approves idempotently, keeps other contexts out, then takes an approved photo down; a rejected one stays rejected', async () => {
    const nutritionist = callerFor(db, 'nl');
    await expect(moderation.approve(callerFor(db, 'dk', { roles: ['admin'] }), photoId)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await moderation.approve(nutritionist, photoId)).moderationStatus).toBe('APPROVED');
    expect((await moderation.approve(nutritionist, photoId)).moderationStatus).toBe('APPROVED');
    expect(await moderation.list(nutritionist)).toEqual([]);
    expect((await moderation.reject(nutritionist, photoId)).moderationStatus).toBe('REJECTED');
    await expect(moderation.approve(nutritionist, photoId)).rejects.toMatchObject({ statusCode: 409, code: 'PHOTO_REJECTED' });
    expect((await moderation.get(nutritionist, photoId)).moderationStatus).toBe('REJECTED');
    await expect(moderation.get(nutritionist, 2 ** 40)).rejects.toMatchObject({ statusCode: 404 });
    const history = await db.transaction((tx) => tx.query<{ n: string }>('SELECT count(*) AS n FROM photo_moderation'), {
      context: 'nl',
    });
    expect(Number(history[0].n)).toBe(2);
  });
});
