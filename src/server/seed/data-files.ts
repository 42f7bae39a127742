/** Readers for the committed seed files in ./datasets (written by scripts/seed/build-data.ts). */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';

/** One FNDDS 2.0 survey food flattened to SR28 ingredients. */
export interface RecipeSource {
  /** FNDDS 8-digit food code. */
  code: string;
  name: string;
  additional: string[];
  /** USDA's typical portion ("Quantity not specified") in grams. */
  portionGrams: number;
  /** Other portions: [description, grams]. */
  portions: [string, number][];
  /** [SR NDB number, grams in the FNDDS batch, unit name or null, amount in that unit or null, USDA retention code or null] */
  ingredients: [string, number, string | null, number | null, number | null][];
}

export const DATA_DIR = path.join(__dirname, 'datasets');

export function readGzText(file: string, dir = DATA_DIR): string {
  return gunzipSync(readFileSync(path.join(dir, file))).toString('utf8');
}

export function readTsv(file: string, dir = DATA_DIR): string[][] {
  return readGzText(file, dir)
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => l.split('\t'));
}

export function readRecipes(dir = DATA_DIR): RecipeSource[] {
  return JSON.parse(readGzText('recipes.json.gz', dir)) as RecipeSource[];
}
