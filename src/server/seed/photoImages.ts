/**
 * Generated stand-ins for photos app users upload of a dish: a plate with food on a table, with
 * shading and sensor grain, and the imperfect versions moderators meet (tiny, blurred, dark, washed
 * out, a near copy of another photo of the recipe) next to acceptable ones that merely look
 * imperfect (slightly soft, dim, small). Deterministic: the same seed gives the same bytes.
 */
import sharp from 'sharp';
import { mulberry32 } from '../../domain/random';

export const SEED_PHOTO_KINDS = [
  'GOOD',
  'OTHER_ANGLE',
  'SOFT',
  'DIM',
  'SMALL',
  'TINY',
  'BLURRED',
  'DARK',
  'BRIGHT',
  'DUPLICATE',
] as const;
export type SeedPhotoKind = (typeof SEED_PHOTO_KINDS)[number];

/** The flags a moderator would raise on each kind: the truth the pre-checks are measured against. */
export const EXPECTED_FLAGS: Record<SeedPhotoKind, readonly string[]> = {
  GOOD: [],
  OTHER_ANGLE: [],
  SOFT: [],
  DIM: [],
  SMALL: [],
  TINY: ['TINY'],
  BLURRED: ['BLURRED'],
  DARK: ['DARK'],
  BRIGHT: ['BRIGHT'],
  DUPLICATE: ['NEAR_DUPLICATE'],
};

const WIDTH = 1000;
const HEIGHT = 750;

const FOOD_HUES = [8, 18, 28, 38, 48, 60, 85, 100, 120, 340];

/** One dish photo: `seed` picks the table, the plate's place and the food on it. */
export async function dishPhoto(seed: number): Promise<Buffer> {
  const r = mulberry32(seed);
  const between = (a: number, b: number) => a + (b - a) * r();
  const table = `hsl(${between(15, 45).toFixed(0)}, ${between(25, 55).toFixed(0)}%, ${between(25, 60).toFixed(0)}%)`;
  const cx = between(0.3, 0.7) * WIDTH;
  const cy = between(0.35, 0.65) * HEIGHT;
  const plate = between(220, 330);
  const shapes: string[] = [];
  // Wood grain of the table.
  for (let i = 0; i < 40; i++) {
    const y = between(0, HEIGHT);
    shapes.push(
      `<path d="M0 ${y.toFixed(0)} Q ${WIDTH / 2} ${(y + between(-40, 40)).toFixed(0)} ${WIDTH} ${(y + between(-20, 20)).toFixed(0)}" stroke="rgba(0,0,0,${between(0.05, 0.2).toFixed(2)})" stroke-width="${between(1, 4).toFixed(1)}" fill="none"/>`,
    );
  }
  shapes.push(`<ellipse cx="${cx + 12}" cy="${cy + 16}" rx="${plate}" ry="${plate * 0.8}" fill="rgba(0,0,0,0.35)"/>`);
  shapes.push(
    `<ellipse cx="${cx}" cy="${cy}" rx="${plate}" ry="${plate * 0.8}" fill="url(#plate)" stroke="#d8d8d8" stroke-width="6"/>`,
  );
  const items = Math.floor(between(12, 28));
  for (let i = 0; i < items; i++) {
    const angle = between(0, Math.PI * 2);
    const dist = between(0, plate * 0.6);
    const hue = FOOD_HUES[Math.floor(r() * FOOD_HUES.length)] + between(-6, 6);
    const rx = between(18, 70);
    shapes.push(`<ellipse cx="${(cx + Math.cos(angle) * dist).toFixed(0)}" cy="${(cy + Math.sin(angle) * dist * 0.8).toFixed(0)}" rx="${rx.toFixed(0)}" ry="${(rx * between(0.4, 1)).toFixed(0)}"
      transform="rotate(${between(0, 180).toFixed(0)} ${(cx + Math.cos(angle) * dist).toFixed(0)} ${(cy + Math.sin(angle) * dist * 0.8).toFixed(0)})"
      fill="hsl(${hue.toFixed(0)}, ${between(45, 90).toFixed(0)}%, ${between(30, 60).toFixed(0)}%)" stroke="rgba(0,0,0,0.25)" stroke-width="2"/>`);
  }
  const specks = Math.floor(between(60, 160));
  for (let i = 0; i < specks; i++) {
    const angle = between(0, Math.PI * 2);
    const dist = between(0, plate * 0.75);
    shapes.push(`<circle cx="${(cx + Math.cos(angle) * dist).toFixed(0)}" cy="${(cy + Math.sin(angle) * dist * 0.8).toFixed(0)}" r="${between(1.5, 5).toFixed(1)}"
      fill="hsl(${between(70, 130).toFixed(0)}, 60%, ${between(15, 40).toFixed(0)}%)"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><radialGradient id="plate" cx="45%" cy="40%" r="65%"><stop offset="0%" stop-color="#ffffff"/><stop offset="100%" stop-color="#cfcfcf"/></radialGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="rgba(255,255,255,0.18)"/><stop offset="100%" stop-color="rgba(0,0,0,0.25)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="${table}"/>${shapes.join('')}<rect width="100%" height="100%" fill="url(#light)"/></svg>`;
  const grain = Buffer.alloc(WIDTH * HEIGHT);
  for (let i = 0; i < grain.length; i++) grain[i] = 128 + Math.round((r() + r() + r() - 1.5) * 24);
  const grainLayer = await sharp(grain, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } })
    .toColourspace('srgb')
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grainLayer, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * A photo of `kind`, drawn from its own dish scene (`seed`); DUPLICATE is a re-framed, re-encoded copy of
 * `original` (another photo of the recipe). How strong a defect is varies with the seed, some close to
 * the line a moderator would draw.
 */
export async function photoOfKind(kind: SeedPhotoKind, seed: number, original?: Buffer): Promise<Buffer> {
  const r = mulberry32(seed * 7919 + 17);
  const between = (a: number, b: number) => a + (b - a) * r();
  if (kind === 'DUPLICATE') {
    if (!original) throw new Error('a DUPLICATE needs the photo it copies');
    const meta = await sharp(original).metadata();
    const w = meta.width ?? WIDTH;
    const h = meta.height ?? HEIGHT;
    const cut = between(0.01, 0.05);
    return sharp(original)
      .extract({
        left: Math.round(w * cut),
        top: Math.round(h * cut),
        width: Math.round(w * (1 - 2 * cut)),
        height: Math.round(h * (1 - 2 * cut)),
      })
      .resize(Math.round(between(700, 1000)))
      .modulate({ brightness: between(0.92, 1.08) })
      .jpeg({ quality: Math.round(between(55, 85)) })
      .toBuffer();
  }
  const base = await dishPhoto(seed);
  const img = () => sharp(base);
  const jpeg = (s: sharp.Sharp) => s.jpeg({ quality: Math.round(between(70, 90)) }).toBuffer();
  switch (kind) {
    case 'GOOD':
    case 'OTHER_ANGLE':
      return base;
    case 'SOFT':
      return jpeg(img().blur(between(0.8, 1.6)));
    case 'DIM':
      return jpeg(img().modulate({ brightness: between(0.5, 0.75) }));
    case 'SMALL': {
      const w = Math.round(between(420, 640));
      return jpeg(img().resize(w, Math.round(w * 0.75)));
    }
    case 'TINY': {
      const w = Math.round(between(120, 380));
      return jpeg(img().resize(w, Math.round(w * 0.75)));
    }
    case 'BLURRED':
      return jpeg(img().blur(between(2.5, 8)));
    case 'DARK':
      return jpeg(img().modulate({ brightness: between(0.12, 0.4) }));
    case 'BRIGHT':
      return jpeg(img().linear(between(0.25, 0.5), between(150, 195)));
  }
}
