/**
 * Recipe photos: list, upload (checked by content with sharp, re-encoded without metadata, resized,
 * thumbnailed), thumbnail bytes, delete. Files live under <photosDir>/<context>/<id>.<ext> and
 * <id>_thumb.<ext>; rows in recipe_photo.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasRole, requirePrincipal, type Principal } from '../../auth';
import type { BackendDeps } from '../../deps';
import { HttpError, notFound, readMultipart } from '../../http';
import { badRequest, forbidden, notFoundRecipe } from './errors';
import { canEditRecipe, toRecipePhoto, type PhotoRow } from './load';
import { isDbInt } from '../../search/sql';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
const MAX_SIDE = 2000;
const THUMB_SIDE = 300;
const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof FORMATS;

/** Staff see and delete every photo; others only approved and cover photos and their own. */
function isPhotoStaff(p: Principal) {
  return hasRole(p, 'admin') || hasRole(p, 'nutritionist') || hasRole(p, 'ambassador');
}

function visibleTo(p: Principal, photo: PhotoRow) {
  return isPhotoStaff(p) || photo.moderation_status === 'APPROVED' || photo.photo_type === 'COVER' || photo.author_id === p.sub;
}

function files(dir: string, context: string, id: number, format: string) {
  const base = path.join(dir, context);
  return { dir: base, image: path.join(base, `${id}.${format}`), thumb: path.join(base, `${id}_thumb.${format}`) };
}

interface Processed { format: Format; image: Buffer; thumb: Buffer }

/** Reads the image by its content; refuses anything that is not a JPEG, PNG or WebP within the limits. */
async function processImage(bytes: Buffer, field: string): Promise<Processed> {
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Images may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`, field);
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest('The file is not a JPEG, PNG or WebP image', field, 'UNSUPPORTED_IMAGE_TYPE');
  }
  if (!meta.format || !(meta.format in FORMATS)) {
    throw badRequest('The file is not a JPEG, PNG or WebP image', field, 'UNSUPPORTED_IMAGE_TYPE');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw new HttpError(413, 'IMAGE_TOO_MANY_PIXELS', `Images may have at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`, field);
  }
  const format = meta.format as Format;
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (keepMetadata), so EXIF/GPS go.
    const base = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
    const encode = (s: sharp.Sharp) => (format === 'jpeg' ? s.jpeg({ quality: 85, mozjpeg: true }) : format === 'png' ? s.png() : s.webp({ quality: 85 }));
    const image = await encode(base().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })).toBuffer();
    const thumb = await encode(base().resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })).toBuffer();
    return { format, image, thumb };
  } catch {
    throw badRequest('The image could not be read (corrupt or truncated)', field, 'INVALID_IMAGE');
  }
}

export function createRecipePhotoHandlers(deps: BackendDeps) {
  const db = deps.db;

  async function getRecipePhotos(request: FastifyRequest) {
    const principal = requirePrincipal(request);
    const { id } = request.params as { id: number };
    if (!isDbInt(id)) throw notFoundRecipe(id);
    const rows = await db.transaction(async (tx) => {
      if (!(await tx.query('SELECT 1 FROM recipe WHERE id = $1', [id])).length) throw notFoundRecipe(id);
      return tx.query<PhotoRow>(
        "SELECT * FROM recipe_photo WHERE recipe_id = $1 ORDER BY (photo_type = 'COVER') DESC, creation_date DESC, id DESC", [id]);
    }, { context: principal.context });
    return rows.filter((p) => visibleTo(principal, p)).map(toRecipePhoto);
  }

  async function uploadRecipePhotos(request: FastifyRequest, reply: FastifyReply) {
    const principal = requirePrincipal(request);
    const { id } = request.params as { id: number };
    if (!isDbInt(id)) throw notFoundRecipe(id);
    const form = await readMultipart(request);
    const photoType = form.get('photoType');
    if (photoType !== 'COVER' && photoType !== 'USER') throw badRequest('photoType must be one of: COVER, USER', 'photoType');
    const uploads = form.getAll('files').filter((f): f is File => typeof f !== 'string');
    if (!uploads.length) throw badRequest('files must contain at least one image', 'files');
    if (uploads.length > 10) throw badRequest('files must have at most 10 items', 'files');
    if (photoType === 'COVER' && uploads.length > 1) throw badRequest('A cover upload takes exactly one image', 'files');

    // The recipe and the rights first (cheap), then the images (CPU), then one transaction for the rows.
    const recipe = await db.transaction((tx) => tx.query<{ author_external_id: string | null }>(
      'SELECT author_external_id FROM recipe WHERE id = $1', [id]), { context: principal.context });
    if (!recipe.length) throw notFound('Please create recipe first: recipe ' + id + ' does not exist');
    if (photoType === 'COVER' && !canEditRecipe(principal, recipe[0].author_external_id)) {
      throw forbidden('Only the author, admins and nutritionists may set the cover photo');
    }
    const processed: Processed[] = [];
    for (const [i, file] of uploads.entries()) {
      if (file.size > MAX_PHOTO_BYTES) {
        throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Images may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`, `files[${i}]`);
      }
      processed.push(await processImage(Buffer.from(await file.arrayBuffer()), `files[${i}]`));
    }

    const written: string[] = [];
    const replaced: { id: number }[] = [];
    try {
      const rows = await db.transaction(async (tx) => {
        if (!(await tx.query('SELECT 1 FROM recipe WHERE id = $1 FOR UPDATE', [id])).length) throw notFoundRecipe(id);
        if (photoType === 'COVER') {
          replaced.push(...await tx.query<{ id: number }>(
            "DELETE FROM recipe_photo WHERE recipe_id = $1 AND photo_type = 'COVER' RETURNING id", [id]));
        }
        const out: PhotoRow[] = [];
        for (const p of processed) {
          const [row] = await tx.query<PhotoRow>(
            `INSERT INTO recipe_photo (recipe_id, photo_type, photo_url, thumbnail_url, author_id, created_by, moderation_status)
             VALUES ($1, $2, '', '', $3, $4, $5) RETURNING *`,
            [id, photoType, principal.sub, principal.username, photoType === 'COVER' ? 'APPROVED' : 'UNDER_REVIEW']);
          const { photoURL, thumbnailURL } = toRecipePhoto(row) as { photoURL: string; thumbnailURL: string };
          await tx.query('UPDATE recipe_photo SET photo_url = $2, thumbnail_url = $3 WHERE id = $1', [row.id, photoURL, thumbnailURL]);
          const f = files(deps.photosDir, principal.context, row.id, p.format);
          await mkdir(f.dir, { recursive: true });
          written.push(f.image, f.thumb);
          await writeFile(f.image, p.image);
          await writeFile(f.thumb, p.thumb);
          out.push(row);
        }
        return out;
      }, { context: principal.context });
      for (const old of replaced) await removeFiles(principal.context, old.id);
      return reply.code(201).send(rows.map(toRecipePhoto));
    } catch (error) {
      await Promise.all(written.map((f) => rm(f, { force: true })));
      throw error;
    }
  }

  /** The files of a photo; the extension (the format the upload was re-encoded in) names the content type. */
  async function removeFiles(context: string, id: number) {
    await Promise.all(Object.keys(FORMATS).flatMap((format) => {
      const f = files(deps.photosDir, context, id, format);
      return [rm(f.image, { force: true }), rm(f.thumb, { force: true })];
    }));
  }

  async function readStored(context: string, id: number, size: 'thumb' | 'image'): Promise<{ bytes: Buffer; format: Format } | undefined> {
    for (const format of Object.keys(FORMATS) as Format[]) {
      try {
        return { bytes: await readFile(files(deps.photosDir, context, id, format)[size]), format };
      } catch {
        // not stored in this format
      }
    }
    return undefined;
  }

  /** The stored image (re-encoded at upload) or its thumbnail, to whoever may see the photo. */
  function servePhoto(size: 'thumb' | 'image') {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const principal = requirePrincipal(request);
      const { idRecipePhoto } = request.params as { idRecipePhoto: number };
      if (!isDbInt(idRecipePhoto)) throw notFound(`Photo ${idRecipePhoto} not found`);
      const [photo] = await db.transaction((tx) => tx.query<PhotoRow>('SELECT * FROM recipe_photo WHERE id = $1', [idRecipePhoto]), { context: principal.context });
      if (!photo || !visibleTo(principal, photo)) throw notFound(`Photo ${idRecipePhoto} not found`);
      const stored = await readStored(principal.context, photo.id, size);
      if (!stored) throw notFound(`Photo ${idRecipePhoto} has no stored ${size === 'thumb' ? 'thumbnail' : 'image'}`);
      return reply.type(FORMATS[stored.format]).header('cache-control', 'private, max-age=86400').send(stored.bytes);
    };
  }
  const getRecipePhotoThumbnail = servePhoto('thumb');
  const getRecipePhotoImage = servePhoto('image');

  async function deleteRecipePhotos(request: FastifyRequest, reply: FastifyReply) {
    const principal = requirePrincipal(request);
    const ids = request.body as number[];
    const tooBig = ids.find((i) => !isDbInt(i));
    if (tooBig !== undefined) throw notFound(`Photo ${tooBig} not found`);
    const removed = await db.transaction(async (tx) => {
      const rows = await tx.query<PhotoRow>('SELECT * FROM recipe_photo WHERE id = ANY($1::int[]) FOR UPDATE', [ids]);
      const missing = ids.filter((i) => !rows.some((r) => Number(r.id) === i));
      if (missing.length) throw notFound(`Photo ${missing[0]} not found`);
      if (!isPhotoStaff(principal) && rows.some((r) => r.author_id !== principal.sub)) {
        throw forbidden('Only staff may delete photos uploaded by someone else');
      }
      await tx.query('DELETE FROM recipe_photo WHERE id = ANY($1::int[])', [ids]);
      return rows;
    }, { context: principal.context });
    for (const p of removed) await removeFiles(principal.context, p.id);
    return reply.code(204).send();
  }

  return { getRecipePhotos, uploadRecipePhotos, getRecipePhotoThumbnail, getRecipePhotoImage, deleteRecipePhotos, removeFiles };
}
