/**
 * Recipe photos: list (what the caller may see), upload (cover by editors, user photos by anyone, which
 * enter moderation), serve the bytes, delete. Rows and files change together: files are staged before
 * the rows commit and moved into place after, removed if the rows do not commit.
 */
import { unitOfWork, isDbInt } from '../../db';
import { HttpError, badRequest, forbidden, notFound, type Caller } from '../../http';
import { canEditRecipe, canSeePhoto, isPhotoStaff } from './permissions';
import { createPhotosRepository, toRecipePhoto, type PhotoType, type RecipePhoto } from './photosRepository';
import { checkPhoto, measurePhoto, type PhotoMeasures } from '../photoModeration/photoChecks';
import { MAX_PHOTO_BYTES, processPhoto, type PhotoSize, type PhotoStorage, type ProcessedPhoto } from './photoStorage';

const notFoundRecipe = (id: number) => notFound(`Recipe ${id} not found`);

/** An upload checked, re-encoded and measured (CPU work done before any transaction). */
export interface PreparedPhoto {
  photo: ProcessedPhoto;
  measures: PhotoMeasures;
}

export async function preparePhoto(bytes: Buffer, field: string): Promise<PreparedPhoto> {
  const photo = await processPhoto(bytes, field);
  return { photo, measures: await measurePhoto(photo.image) };
}
const MAX_FILES = 10;
const MAX_DESCRIPTION = 1000;

export function createPhotosService(storage: PhotoStorage) {
  const work = (caller: Caller) => unitOfWork(caller.db, (tx) => ({ photos: createPhotosRepository(tx) }));

  async function list(caller: Caller, recipeId: number): Promise<RecipePhoto[]> {
    const rows = await work(caller)(async ({ photos }) => {
      if (!(await photos.recipeAuthor(recipeId))) throw notFoundRecipe(recipeId);
      return photos.listOfRecipe(recipeId);
    });
    return rows.filter((p) => canSeePhoto(caller.principal, p)).map(toRecipePhoto);
  }

  async function upload(caller: Caller, recipeId: number, form: FormData): Promise<RecipePhoto[]> {
    const { principal } = caller;
    const photoType = form.get('photoType');
    if (photoType !== 'COVER' && photoType !== 'USER') throw badRequest('photoType must be one of: COVER, USER', 'photoType');
    const uploads = form.getAll('files').filter((f): f is File => typeof f !== 'string');
    if (!uploads.length) throw badRequest('files must contain at least one image', 'files');
    if (uploads.length > MAX_FILES) throw badRequest(`files must have at most ${MAX_FILES} items`, 'files');
    if (photoType === 'COVER' && uploads.length > 1) throw badRequest('A cover upload takes exactly one image', 'files');
    const rawDescription = form.get('description');
    if (rawDescription !== null && typeof rawDescription !== 'string')
      throw badRequest('description must be text', 'description');
    const description = rawDescription?.trim() || undefined;
    if (description && description.length > MAX_DESCRIPTION)
      throw badRequest(`description must be at most ${MAX_DESCRIPTION} characters`, 'description');

    // The recipe and the rights first (cheap), then the images (CPU), then one transaction for the rows.
    const recipe = await work(caller)(({ photos }) => photos.recipeAuthor(recipeId));
    if (!recipe) throw notFound(`Please create recipe first: recipe ${recipeId} does not exist`);
    if (photoType === 'COVER' && !canEditRecipe(principal, recipe.authorExternalId)) {
      throw forbidden('Only the author, admins and nutritionists may set the cover photo');
    }
    const processed: PreparedPhoto[] = [];
    for (const [i, file] of uploads.entries()) {
      if (file.size > MAX_PHOTO_BYTES) {
        throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Images may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`, `files[${i}]`);
      }
      processed.push(await preparePhoto(Buffer.from(await file.arrayBuffer()), `files[${i}]`));
    }
    return store(caller, recipeId, photoType, processed, description);
  }

  /**
   * Writes prepared photos of a recipe (rows with their pre-checks, then the files) in one transaction.
   * Each photo is checked against the recipe's photos, the earlier ones of this call included.
   */
  async function store(
    caller: Caller,
    recipeId: number,
    photoType: PhotoType,
    processed: readonly PreparedPhoto[],
    description?: string,
  ): Promise<RecipePhoto[]> {
    const { principal } = caller;
    const staged: Awaited<ReturnType<PhotoStorage['stage']>>[] = [];
    try {
      const { rows, replaced } = await work(caller)(async ({ photos }) => {
        // A rerun of this transaction (lost race) stages again; what an earlier attempt staged is dropped.
        await Promise.all(staged.splice(0).map((s) => s.discard()));
        if (!(await photos.recipeAuthor(recipeId, true))) throw notFoundRecipe(recipeId);
        const replacedIds = photoType === 'COVER' ? await photos.removeCovers(recipeId) : [];
        const inserted = [];
        const known = await photos.hashesOfRecipe(recipeId);
        for (const { photo, measures } of processed) {
          const checks = checkPhoto(measures, known);
          const row = await photos.insert(recipeId, photoType, principal.sub, principal.username, checks, description);
          known.push({ id: Number(row.id), perceptualHash: measures.perceptualHash });
          staged.push(await storage.stage(caller.db.context, Number(row.id), photo));
          inserted.push(row);
        }
        return { rows: inserted, replaced: replacedIds };
      });
      for (const s of staged) await s.commit();
      for (const id of replaced) await storage.remove(caller.db.context, id);
      return rows.map(toRecipePhoto);
    } catch (error) {
      await Promise.all(staged.map((s) => s.discard()));
      throw error;
    }
  }

  /** The stored image (re-encoded at upload) or its thumbnail, to whoever may see the photo. */
  async function read(caller: Caller, photoId: number, size: PhotoSize) {
    const photo = await work(caller)(({ photos }) => photos.findById(photoId));
    if (!photo || !canSeePhoto(caller.principal, photo)) throw notFound(`Photo ${photoId} not found`);
    const stored = await storage.read(caller.db.context, Number(photo.id), size);
    if (!stored) throw notFound(`Photo ${photoId} has no stored ${size === 'thumb' ? 'thumbnail' : 'image'}`);
    return stored;
  }

  async function remove(caller: Caller, ids: readonly number[]): Promise<void> {
    const tooBig = ids.find((i) => !isDbInt(i));
    if (tooBig !== undefined) throw notFound(`Photo ${tooBig} not found`);
    const removed = await work(caller)(async ({ photos }) => {
      const rows = await photos.lockMany(ids);
      const missing = ids.filter((i) => !rows.some((r) => Number(r.id) === i));
      if (missing.length) throw notFound(`Photo ${missing[0]} not found`);
      if (!isPhotoStaff(caller.principal) && rows.some((r) => r.author_id !== caller.principal.sub)) {
        throw forbidden('Only staff may delete photos uploaded by someone else');
      }
      await photos.removeMany(ids);
      return rows;
    });
    for (const p of removed) await storage.remove(caller.db.context, Number(p.id));
  }

  /** Files of photos whose rows went with their recipe. */
  async function removeFiles(caller: Caller, ids: readonly number[]): Promise<void> {
    for (const id of ids) await storage.remove(caller.db.context, id);
  }

  return { list, upload, store, read, remove, removeFiles };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
