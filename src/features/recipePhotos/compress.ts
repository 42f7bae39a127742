import Compressor from 'compressorjs';

/**
 * Photo size limits: longest side 1000 px, quality 0.5, at most 0.2 MB.
 * MB here is the decimal megabyte, 1,000,000 bytes, so the limit is 200,000 bytes.
 */
export const MAX_SIDE_PX = 1000;
export const START_QUALITY = 0.5;
export const MAX_UPLOAD_BYTES = 0.2 * 1_000_000;
const QUALITY_STEP = 0.1;
/** Below this the image is useless; stop there even if still too big (the server has its own limit). */
export const MIN_QUALITY = 0.05;

/** One compression pass: resize to the longest side and encode at `quality`. */
export type CompressFn = (file: Blob, quality: number) => Promise<Blob>;

export const compressWithCompressorJs: CompressFn = (file, quality) =>
  new Promise((resolve, reject) => {
    new Compressor(file, { quality, maxWidth: MAX_SIDE_PX, maxHeight: MAX_SIDE_PX, success: resolve, error: reject });
  });

/**
 * compressorjs has no size target: start at quality 0.5 and lower it step by
 * step until the result is at most 0.2 MB.
 */
export async function compressForUpload(file: Blob, compress: CompressFn = compressWithCompressorJs): Promise<Blob> {
  let quality = START_QUALITY;
  let result = await compress(file, quality);
  while (result.size > MAX_UPLOAD_BYTES && quality > MIN_QUALITY) {
    quality = Math.max(MIN_QUALITY, Math.round((quality - QUALITY_STEP) * 100) / 100);
    result = await compress(file, quality);
  }
  return result;
}
