/** The FCDB (ingredient.fcdb) of the seeded catalogue's foods. */
export const SR28 = 'USDA_SR28';
/** Retired SR codes FNDDS 2.0 recipes still use, taken from USDA SR24 (see ./fnddsCodes.ts). */
export const SR24 = 'USDA_SR24';
/** Both, for queries over the seeded catalogue. */
export const SEEDED_FCDBS = [SR28, SR24] as const;
