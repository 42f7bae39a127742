/** Readers for the committed seed files in ./datasets (written by scripts/seed/build-data.ts). */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';

/** One FNDDS 2.0 survey food flattened to SR28/SR24 ingredients. */
export interface RecipeSource {
  /** FNDDS 8-digit food code. */
  code: string;
  name: string;
  additional: string[];
  /** USDA's typical portion ("Quantity not specified") in grams. */
  portionGrams: number;
  /** Other portions: [description, grams]. */
  portions: [string, number][];
  /**
   * The food's prepared weight / the sum of the ingredient grams: FNDDS's moisture change in preparation
   * (cooked pasta gains water, baking loses it; sub-recipes are expanded to their own ingredients'
   * weight), and the weight of dropped additives (seed/fnddsCodes.ts).
   */
  yieldFactor: number;
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

/**
 * A one-ingredient food is an ingredient, not a recipe, except whole fruit and vegetables: an apple, a banana, raw
 * carrots are what a dietitian plans as the fruit of a meal or the vegetables of a dinner (FNDDS 61x citrus and 63x
 * other fruit, 7xx vegetables; not juices, 612x, nor vegetable baby foods, 76x).
 */
export function isWholeFruitOrVegetable(foodCode: string): boolean {
  return (
    (foodCode.startsWith('61') && !foodCode.startsWith('612')) ||
    foodCode.startsWith('63') ||
    (foodCode.startsWith('7') && !foodCode.startsWith('76'))
  );
}

export function readRecipes(dir = DATA_DIR): RecipeSource[] {
  return JSON.parse(readGzText('recipes.json.gz', dir)) as RecipeSource[];
}

/** The FNDDS lines of the seeded foods and their sub-recipes as USDA lists them, for seed/sourceCheck.ts. */
export interface FnddsSource {
  /** food code -> [ingredient code (5-digit SR or 8-digit FNDDS sub-recipe), grams] in FNDDS order */
  foods: Record<string, [string, number][]>;
  /** food code -> moisture change % (FNDDS moisturefatadj; absent = 0) */
  moisture: Record<string, number>;
}

export function readFnddsSource(dir = DATA_DIR): FnddsSource {
  return JSON.parse(readGzText('fndds_source.json.gz', dir)) as FnddsSource;
}
