/**
 * A realistic photo moderation queue per context: app users' photos of real recipes of the context,
 * prepared and stored by the same code as the app's uploads (so the automatic pre-checks run as they do
 * in production), spread over the last two weeks. Some are poor (tiny, blurred, dark, washed out, a
 * near copy of an earlier photo of the recipe), some only look imperfect (slightly soft, dim, small).
 * A context that already has user photos is left alone.
 */
import type { Principal } from '../auth';
import type { Database } from '../db/client';
import { COUNTRIES, forContext, type Country } from '../db';
import type { Caller } from '../http';
import { createPhotoStorage } from '../api/recipes/photoStorage';
import { createPhotosService, preparePhoto, type PreparedPhoto } from '../api/recipes/photosService';
import { EXPECTED_FLAGS, photoOfKind, type SeedPhotoKind } from './photoImages';

/** Photos per recipe slot, in upload order (a DUPLICATE copies the slot's first photo). */
export const QUEUE_LAYOUT: readonly (readonly SeedPhotoKind[])[] = [
  ['GOOD', 'DUPLICATE'],
  ['GOOD', 'OTHER_ANGLE'],
  ['BLURRED', 'GOOD'],
  ['DARK'],
  ['TINY', 'SOFT'],
  ['BRIGHT', 'GOOD'],
  ['DIM', 'DUPLICATE'],
  ['SMALL', 'BLURRED'],
  ['GOOD', 'DARK', 'TINY'],
  ['SOFT', 'OTHER_ANGLE'],
  ['GOOD', 'BRIGHT'],
  ['OTHER_ANGLE', 'DUPLICATE', 'BLURRED'],
];

const UPLOADERS = [
  { sub: 'seed-app-user-1', username: 'maria.santos@example.org' },
  { sub: 'seed-app-user-2', username: 'jan.devries@example.org' },
  { sub: 'seed-app-user-3', username: 'elena.petrova@example.org' },
  { sub: 'seed-app-user-4', username: 'lars.jensen@example.org' },
];

const DESCRIPTIONS = [
  'Made this for dinner tonight, turned out great!',
  'My version with a bit less salt',
  'Family favourite, second time this week',
  'Quick lunch before work',
  'Tried it with fresh herbs from the garden',
  'Not as pretty as the picture but tasty',
  'Doubled the recipe for guests',
  'Leftovers the next day, still good',
  '',
  'First attempt, will cook it longer next time',
];

export interface SeededPhoto {
  id: number;
  kind: SeedPhotoKind;
  flags: string[];
}
export interface FlagAccuracy {
  flag: string;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

/**
 * The photos of the queue, generated and prepared (checked, re-encoded, measured as an upload is) once
 * per process: the same images go to every context.
 */
let generated: Promise<{ slot: number; kind: SeedPhotoKind; prepared: PreparedPhoto }[]> | undefined;
export function queuePhotos() {
  generated ??= (async () => {
    const out: { slot: number; kind: SeedPhotoKind; prepared: PreparedPhoto }[] = [];
    for (const [slot, kinds] of QUEUE_LAYOUT.entries()) {
      let first: Buffer | undefined;
      for (const [i, kind] of kinds.entries()) {
        const bytes = await photoOfKind(kind, slot * 100 + i + 1, first);
        first ??= bytes;
        out.push({ slot, kind, prepared: await preparePhoto(bytes, 'files[0]') });
      }
    }
    return out;
  })();
  return generated;
}

/** Precision and recall of each pre-check flag against what each kind of photo should raise. */
export function flagAccuracy(photos: readonly { kind: SeedPhotoKind; flags: readonly string[] }[]): FlagAccuracy[] {
  const flags = ['TINY', 'BLURRED', 'DARK', 'BRIGHT', 'NEAR_DUPLICATE'];
  return flags.map((flag) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const p of photos) {
      const expected = EXPECTED_FLAGS[p.kind].includes(flag);
      const raised = p.flags.includes(flag);
      if (expected && raised) tp += 1;
      else if (raised) fp += 1;
      else if (expected) fn += 1;
    }
    const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);
    return {
      flag,
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision: ratio(tp, tp + fp),
      recall: ratio(tp, tp + fn),
    };
  });
}

function appUser(context: Country, uploader: (typeof UPLOADERS)[number]): Principal {
  return { sub: uploader.sub, username: uploader.username, roles: [], context, tokenContext: context, externalId: uploader.sub };
}

/** Seeds the queue of each context that has recipes and no user photo yet; returns what each got. */
export async function seedPhotoQueue(
  db: Database,
  photosDir: string,
  options: { contexts?: readonly Country[]; log?: (m: string) => void } = {},
) {
  const photos = createPhotosService(createPhotoStorage(photosDir));
  const result: Partial<Record<Country, SeededPhoto[]>> = {};
  for (const context of options.contexts ?? COUNTRIES) {
    const contextDb = forContext(db, context);
    const recipes = await contextDb.transaction(async (tx) => {
      if ((await tx.query("SELECT 1 FROM recipe_photo WHERE photo_type = 'USER' LIMIT 1")).length) return [];
      // Real recipes, a different handful per context.
      const offset = COUNTRIES.indexOf(context) * 53;
      return (
        await tx.query<{ id: number }>(`SELECT id FROM recipe ORDER BY (id * 7919 + $1) % 10007, id LIMIT $2`, [
          offset,
          QUEUE_LAYOUT.length,
        ])
      ).map((r) => Number(r.id));
    });
    if (recipes.length < QUEUE_LAYOUT.length) continue;
    const seeded: SeededPhoto[] = [];
    const generatedPhotos = await queuePhotos();
    for (const [n, p] of generatedPhotos.entries()) {
      const caller: Caller = { principal: appUser(context, UPLOADERS[n % UPLOADERS.length]), db: contextDb };
      const [photo] = await photos.store(
        caller,
        recipes[p.slot],
        'USER',
        [p.prepared],
        DESCRIPTIONS[n % DESCRIPTIONS.length] || undefined,
      );
      seeded.push({ id: photo.idRecipePhoto, kind: p.kind, flags: [] });
    }
    // Uploaded over the last two weeks, in upload order; read the flags the pre-checks raised.
    await contextDb.transaction(async (tx) => {
      const ids = seeded.map((s) => s.id);
      await tx.query(
        `UPDATE recipe_photo p SET creation_date = now() - make_interval(hours => (($2::int - o.n) * 13 + 2)::int)
         FROM unnest($1::int[]) WITH ORDINALITY AS o(id, n) WHERE p.id = o.id`,
        [ids, ids.length],
      );
      const rows = await tx.query<{ id: number; check_flags: string[] }>(
        'SELECT id, check_flags FROM recipe_photo WHERE id = ANY($1::int[])',
        [ids],
      );
      for (const r of rows) seeded.find((s) => s.id === Number(r.id))!.flags = r.check_flags;
    });
    result[context] = seeded;
    const figures = flagAccuracy(seeded)
      .map((f) => `${f.flag} P ${f.precision} R ${f.recall}`)
      .join(', ');
    options.log?.(`${context}: ${seeded.length} user photos in the moderation queue; pre-check flags: ${figures}`);
  }
  return result;
}
