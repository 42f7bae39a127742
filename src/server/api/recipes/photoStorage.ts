/**
 * Recipe photo files: checked by content with sharp, re-encoded without metadata, resized and
 * thumbnailed, kept under <photosDir>/<context>/<id>.<ext> and <id>_thumb.<ext> (the extension is the
 * format the upload was re-encoded in and names the content type it is served with).
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError, badRequest } from '../../http';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
const MAX_SIDE = 2000;
const THUMB_SIDE = 300;
export const PHOTO_FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof PHOTO_FORMATS;

export interface ProcessedPhoto {
  format: Format;
  image: Buffer;
  thumb: Buffer;
}

/** Reads the image by its content; refuses anything that is not a JPEG, PNG or WebP within the limits. */
export async function processPhoto(bytes: Buffer, field: string): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) {
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `Images may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`, field);
  }
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest('The file is not a JPEG, PNG or WebP image', field, 'UNSUPPORTED_IMAGE_TYPE');
  }
  if (!meta.format || !(meta.format in PHOTO_FORMATS)) {
    throw badRequest('The file is not a JPEG, PNG or WebP image', field, 'UNSUPPORTED_IMAGE_TYPE');
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw new HttpError(
      413,
      'IMAGE_TOO_MANY_PIXELS',
      `Images may have at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
      field,
    );
  }
  const format = meta.format as Format;
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (keepMetadata), so EXIF/GPS go.
    const base = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
    const encode = (s: sharp.Sharp) =>
      format === 'jpeg' ? s.jpeg({ quality: 85, mozjpeg: true }) : format === 'png' ? s.png() : s.webp({ quality: 85 });
    const image = await encode(
      base().resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true }),
    ).toBuffer();
    const thumb = await encode(
      base().resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true }),
    ).toBuffer();
    return { format, image, thumb };
  } catch {
    throw badRequest('The image could not be read (corrupt or truncated)', field, 'INVALID_IMAGE');
  }
}

export type PhotoSize = 'image' | 'thumb';

export function createPhotoStorage(photosDir: string) {
  const files = (context: string, id: number, format: string) => {
    const dir = path.join(photosDir, context);
    return { dir, image: path.join(dir, `${id}.${format}`), thumb: path.join(dir, `${id}_thumb.${format}`) };
  };

  return {
    /**
     * Writes the files of a photo whose row is not committed yet under temporary names; `commit` moves
     * them into place once the row is, `discard` removes them if it is not.
     */
    async stage(context: string, id: number, photo: ProcessedPhoto) {
      const f = files(context, id, photo.format);
      await mkdir(f.dir, { recursive: true });
      const staged = { image: `${f.image}.staged`, thumb: `${f.thumb}.staged` };
      await writeFile(staged.image, photo.image);
      await writeFile(staged.thumb, photo.thumb);
      return {
        commit: async () => {
          await rename(staged.image, f.image);
          await rename(staged.thumb, f.thumb);
        },
        discard: async () => {
          await Promise.all([rm(staged.image, { force: true }), rm(staged.thumb, { force: true })]);
        },
      };
    },

    async remove(context: string, id: number): Promise<void> {
      await Promise.all(
        Object.keys(PHOTO_FORMATS).flatMap((format) => {
          const f = files(context, id, format);
          return [rm(f.image, { force: true }), rm(f.thumb, { force: true })];
        }),
      );
    },

    async read(context: string, id: number, size: PhotoSize): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      for (const format of Object.keys(PHOTO_FORMATS) as Format[]) {
        try {
          return { bytes: await readFile(files(context, id, format)[size]), contentType: PHOTO_FORMATS[format] };
        } catch {
          // not stored in this format
        }
      }
      return undefined;
    },
  };
}

export type PhotoStorage = ReturnType<typeof createPhotoStorage>;
