/**
 * Automatic pre-checks of an uploaded photo, computed with sharp so a moderator sees the doubtful photos
 * first: too small, blurred, too dark or too bright, or nearly the same picture as another photo of the
 * recipe. The measures are taken on one normalised analysis image (grey, at most ANALYSIS_SIDE px) so
 * they do not depend on the upload's resolution.
 *
 * - tiny: the shorter side is under TINY_SIDE px;
 * - blurred: the variance of the Laplacian of the contrast-stretched grey image is under BLUR_VARIANCE
 *   (few sharp edges; stretching first keeps a dark but sharp photo from reading as blurred);
 * - dark: the mean grey level (0..255) is under DARK_MEAN, or even its lightest parts (95th percentile)
 *   are under DARK_HIGHLIGHTS; bright (washed out): the mean is over BRIGHT_MEAN, or even its darkest
 *   parts (5th percentile) are over BRIGHT_SHADOWS;
 * - near-duplicate: the 64-bit DCT perceptual hash is within DUPLICATE_DISTANCE bits of another photo's.
 */
import sharp from 'sharp';

export const PHOTO_CHECK_FLAGS = ['TINY', 'BLURRED', 'DARK', 'BRIGHT', 'NEAR_DUPLICATE'] as const;
export type PhotoCheckFlag = (typeof PHOTO_CHECK_FLAGS)[number];

export const TINY_SIDE = 300;
export const BLUR_VARIANCE = 150;
export const DARK_MEAN = 50;
export const BRIGHT_MEAN = 215;
export const DARK_HIGHLIGHTS = 100;
export const BRIGHT_SHADOWS = 150;
export const DUPLICATE_DISTANCE = 10;
const ANALYSIS_SIDE = 512;
const HASH_SIDE = 32;

export interface PhotoMeasures {
  width: number;
  height: number;
  /** Variance of the Laplacian of the analysis image. */
  sharpness: number;
  /** Mean grey level, 0..255. */
  brightness: number;
  /** 5th and 95th percentiles of the grey levels: how dark the darkest and how light the lightest parts are. */
  shadows: number;
  highlights: number;
  /** 16 hex digits. */
  perceptualHash: string;
}

export interface PhotoChecks extends PhotoMeasures {
  flags: PhotoCheckFlag[];
  /** The photo this one nearly duplicates (the closest), when one does. */
  duplicateOf?: number;
}

/** Laplacian variance (4-neighbour kernel) of a grey raster. */
export function laplacianVariance(pixels: Uint8Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v = pixels[i - width] + pixels[i + width] + pixels[i - 1] + pixels[i + 1] - 4 * pixels[i];
      sum += v;
      sumSq += v * v;
      n += 1;
    }
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/** The 64-bit DCT perceptual hash of a HASH_SIDE x HASH_SIDE grey raster, as 16 hex digits. */
export function dctHash(pixels: Uint8Array): string {
  const N = HASH_SIDE;
  const cos: number[][] = [];
  for (let u = 0; u < 8; u++) cos.push(Array.from({ length: N }, (_v, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N))));
  const coefficients: number[] = [];
  for (let u = 0; u < 8; u++) {
    for (let v = 0; v < 8; v++) {
      let s = 0;
      for (let y = 0; y < N; y++) {
        let row = 0;
        for (let x = 0; x < N; x++) row += pixels[y * N + x] * cos[v][x];
        s += row * cos[u][y];
      }
      coefficients.push(s);
    }
  }
  // The DC term says only how bright the picture is; the median of the others splits the bits.
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = (sorted[31] + sorted[32]) / 2;
  let hex = '';
  for (let nibble = 0; nibble < 16; nibble++) {
    let value = 0;
    for (let b = 0; b < 4; b++) value = (value << 1) | (coefficients[nibble * 4 + b] > median ? 1 : 0);
    hex += value.toString(16);
  }
  return hex;
}

/** Differing bits of two 16-hex-digit hashes. */
export function hammingDistance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < 16; i++) {
    let x = parseInt(a[i], 16) ^ parseInt(b[i], 16);
    while (x) {
      d += x & 1;
      x >>= 1;
    }
  }
  return d;
}

/** Size, sharpness, brightness and hash of an image (any format sharp reads; EXIF orientation applied). */
export async function measurePhoto(bytes: Buffer): Promise<PhotoMeasures> {
  const oriented = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = oriented.info;
  const grey = () => sharp(oriented.data).flatten({ background: '#ffffff' }).greyscale();
  const analysis = await grey()
    .resize({ width: ANALYSIS_SIDE, height: ANALYSIS_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(analysis.data.buffer, analysis.data.byteOffset, analysis.data.length);
  let total = 0;
  const histogram = new Array<number>(256).fill(0);
  for (const p of pixels) {
    total += p;
    histogram[p] += 1;
  }
  const percentile = (q: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) {
      seen += histogram[level];
      if (seen >= q * pixels.length) return level;
    }
    return 255;
  };
  const stretched = await sharp(analysis.data, { raw: { width: analysis.info.width, height: analysis.info.height, channels: 1 } })
    .normalise()
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const hashRaster = await grey().resize(HASH_SIDE, HASH_SIDE, { fit: 'fill' }).raw().toBuffer();
  return {
    width,
    height,
    sharpness: Math.round(laplacianVariance(new Uint8Array(stretched), analysis.info.width, analysis.info.height) * 10) / 10,
    brightness: Math.round((total / pixels.length) * 10) / 10,
    shadows: percentile(0.05),
    highlights: percentile(0.95),
    perceptualHash: dctHash(new Uint8Array(hashRaster)),
  };
}

/** The flags a photo's measures raise, given the hashes of the recipe's other photos. */
export function checkPhoto(measures: PhotoMeasures, others: readonly { id: number; perceptualHash: string }[]): PhotoChecks {
  const flags: PhotoCheckFlag[] = [];
  if (Math.min(measures.width, measures.height) < TINY_SIDE) flags.push('TINY');
  if (measures.sharpness < BLUR_VARIANCE) flags.push('BLURRED');
  if (measures.brightness < DARK_MEAN || measures.highlights < DARK_HIGHLIGHTS) flags.push('DARK');
  if (measures.brightness > BRIGHT_MEAN || measures.shadows > BRIGHT_SHADOWS) flags.push('BRIGHT');
  let closest: { id: number; distance: number } | undefined;
  for (const other of others) {
    const distance = hammingDistance(measures.perceptualHash, other.perceptualHash);
    if (distance <= DUPLICATE_DISTANCE && (!closest || distance < closest.distance)) closest = { id: other.id, distance };
  }
  if (closest) flags.push('NEAR_DUPLICATE');
  return { ...measures, flags, ...(closest ? { duplicateOf: closest.id } : {}) };
}
