/**
 * Builds the compact seed files in src/server/seed/datasets/ (not data/: the repository's .gitignore
 * ignores every directory named data) from source folders kept outside the repository:
 *   usda-sr28/             USDA SR28 ASCII tables (ABBREV, FOOD_DES, FD_GROUP, WEIGHT, LANGUAL .txt; public domain)
 *   usda-sr24-cronometer/  nutrients_long.tsv.gz: SR24 values incl. alcohol and trans fat (Cronometer's export)
 *   usda-fndds-2.0/        fndds2_foods_with_sr_ingredients.json.gz: FNDDS 2.0 foods as SR ingredients + grams
 *   langual/               langual_descriptors.tsv: the LanguaL 2014 thesaurus (public domain; FoodOn CC BY 4.0)
 * Run once when the sources change: `npx tsx scripts/seed/build-data.ts [--src <folder>]` (default ../shared/data).
 * The outputs are committed, so a fresh clone seeds without the sources.
 *
 * Outputs (gzip, UTF-8, tab-separated unless noted; empty cell = no value):
 * - foods.tsv.gz         ndb, food group code, long description, then NUTRIENTS (src/server/db/nutrients.ts)
 * - food_groups.tsv.gz   code, name (SR28 FD_GROUP)
 * - units.tsv.gz         ndb, unit name, grams per unit, source measure (SR28 WEIGHT mapped by seed/units.ts)
 * - food_langual.tsv.gz  ndb, LanguaL factor code (SR28 LANGUAL)
 * - langual.tsv.gz       code, facet, term, parent code, all parent codes (|), obsolete, scope note, synonyms (|)
 * - recipes.json.gz      FNDDS 2.0 foods flattened to SR28 ingredients (see RecipeSource in seed/data-files.ts)
 */
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { NUTRIENTS, saltFromSodiumMg } from '../../src/domain/nutrients';
import { unitsFromMeasures, FNDDS_MEASURES, type MeasureRow } from '../../src/server/seed/units';
import type { RecipeSource } from '../../src/server/seed/data-files';
import { ABBREV_FIELDS } from '../../src/server/seed/importers';

const ROOT = path.resolve(__dirname, '../..');
const srcArg = process.argv.indexOf('--src');
const SRC = path.resolve(ROOT, srcArg > 0 ? process.argv[srcArg + 1] : '../shared/data');
const OUT = path.join(ROOT, 'src/server/seed/datasets');

/** SR ASCII: `^` separated, `~` around text, Latin-1, CRLF (WEIGHT.txt has bare CRs). */
function readSr(file: string): string[][] {
  const text = readFileSync(path.join(SRC, 'usda-sr28', file), 'latin1');
  return text
    .split(/\r\n|\r|\n/)
    .filter((l) => l.length > 0)
    .map((l) => l.split('^').map((f) => f.replace(/^~|~$/g, '')));
}
const clean = (s: string) => s.replace(/[\t\r\n]+/g, ' ').trim();
const num = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : Number(s));
function writeGz(name: string, content: string) {
  writeFileSync(path.join(OUT, name), gzipSync(Buffer.from(content, 'utf8'), { level: 9 }));
}
const tsv = (rows: (string | number | null)[][]) =>
  rows.map((r) => r.map((v) => (v === null ? '' : String(v))).join('\t')).join('\n') + '\n';

mkdirSync(OUT, { recursive: true });

// ---- SR28 foods and nutrients ----
const abbrev = new Map<string, string[]>();
for (const r of readSr('ABBREV.txt')) abbrev.set(r[0], r);

const crono = new Map<string, Map<string, string>>();
const cronoText = gunzipSync(readFileSync(path.join(SRC, 'usda-sr24-cronometer/nutrients_long.tsv.gz'))).toString('utf8');
for (const line of cronoText.split('\n').slice(1)) {
  const [ndb, nutrient, amount] = line.split('\t');
  if (!ndb || amount === undefined) continue;
  if (!crono.has(ndb)) crono.set(ndb, new Map());
  crono.get(ndb)!.set(nutrient, amount.trim());
}

const foods = readSr('FOOD_DES.txt');
const srCodes = new Set(foods.map((f) => f[0]));
const foodRows = foods.map((f) => {
  const [ndb, group, longDesc] = f;
  const a = abbrev.get(ndb);
  const values = NUTRIENTS.map((n) => {
    if ('abbrev' in n) {
      const i = ABBREV_FIELDS.indexOf(n.abbrev);
      if (i < 0) throw new Error(`unknown ABBREV field ${n.abbrev}`);
      return a ? num(a[i]) : null;
    }
    if ('cronometer' in n) return num(crono.get(ndb)?.get(n.cronometer));
    return null;
  });
  const sodiumIndex = NUTRIENTS.findIndex((n) => n.key === 'sodium');
  const saltIndex = NUTRIENTS.findIndex((n) => n.key === 'salt');
  const sodium = values[sodiumIndex];
  values[saltIndex] = sodium === null ? null : saltFromSodiumMg(sodium);
  return [ndb, group, clean(longDesc), ...values];
});
writeGz('foods.tsv.gz', tsv(foodRows));
writeGz('food_groups.tsv.gz', tsv(readSr('FD_GROUP.txt').map((r) => [r[0], clean(r[1])])));

// ---- household measures -> units ----
const measuresByFood = new Map<string, MeasureRow[]>();
for (const r of readSr('WEIGHT.txt')) {
  const list = measuresByFood.get(r[0]) ?? [];
  list.push({ seq: Number(r[1]), amount: Number(r[2]), desc: clean(r[3]), grams: Number(r[4]) });
  measuresByFood.set(r[0], list);
}
const unitRows: (string | number)[][] = [];
for (const [ndb] of foods) {
  for (const u of unitsFromMeasures(measuresByFood.get(ndb) ?? [])) {
    if (u.name !== 'GRAMS') unitRows.push([ndb, u.name, u.grams, u.description]);
  }
}
writeGz('units.tsv.gz', tsv(unitRows));

// ---- LanguaL ----
writeGz('food_langual.tsv.gz', tsv(readSr('LANGUAL.txt').map((r) => [r[0], r[1]])));
const desc = readFileSync(path.join(SRC, 'langual/langual_descriptors.tsv'), 'utf8').split('\n').slice(1).filter(Boolean);
writeGz(
  'langual.tsv.gz',
  tsv(
    desc.map((line) => {
      const c = line.split('\t');
      // code, facet, term_en, parent_code, all_parent_codes, obsolete, scope_note, synonyms
      return [c[0], c[1], clean(c[2]), c[3], c[4], c[5], clean(c[6] ?? ''), clean(c[7] ?? '')];
    }),
  ),
);

// ---- FNDDS survey foods -> recipes of SR28 ingredients ----
interface FnddsIngredient {
  seq: number;
  sr_code: string;
  amount: number;
  measure: string;
  retention_code: string;
  weight_g: number;
}
interface FnddsFood {
  food_code: string;
  description: string;
  additional_descriptions: string[];
  ingredients: FnddsIngredient[];
  portions: { portion_description: string; weight_g: number; seq: number }[];
}
const fndds: FnddsFood[] = JSON.parse(
  gunzipSync(readFileSync(path.join(SRC, 'usda-fndds-2.0/fndds2_foods_with_sr_ingredients.json.gz'))).toString('utf8'),
);
const byCode = new Map(fndds.map((f) => [f.food_code, f]));
type Line = { ndb: string; grams: number; unit: string | null; amount: number | null; retention: number | null };

/** Expands sub-recipes (8-digit FNDDS codes) into their SR ingredients, scaled to the line's weight. */
function flatten(food: FnddsFood, depth: number): { lines: Line[]; total: number; unresolved: number } {
  const lines: Line[] = [];
  let total = 0;
  let unresolved = 0;
  for (const ing of food.ingredients) {
    const w = ing.weight_g;
    if (!(w > 0)) continue;
    total += w;
    const retention = Number(ing.retention_code) || null;
    if (ing.sr_code.length === 5 && srCodes.has(ing.sr_code)) {
      const unit = FNDDS_MEASURES[ing.measure.trim()] ?? null;
      lines.push({
        ndb: ing.sr_code,
        grams: w,
        unit: unit && unit !== 'GRAMS' ? unit : null,
        amount: unit && unit !== 'GRAMS' ? ing.amount : null,
        retention,
      });
    } else if (ing.sr_code.length === 8 && byCode.has(ing.sr_code) && depth < 5) {
      const sub = flatten(byCode.get(ing.sr_code)!, depth + 1);
      const subResolved = sub.total - sub.unresolved;
      if (sub.total <= 0 || subResolved <= 0) {
        unresolved += w;
        continue;
      }
      unresolved += (w * sub.unresolved) / sub.total;
      for (const l of sub.lines)
        lines.push({ ndb: l.ndb, grams: (l.grams * w) / sub.total, unit: null, amount: null, retention: l.retention });
    } else {
      unresolved += w;
    }
  }
  return { lines, total, unresolved };
}

const recipes: RecipeSource[] = [];
let skippedSingle = 0;
let skippedUnresolved = 0;
for (const food of fndds) {
  const { lines, total, unresolved } = flatten(food, 0);
  if (total <= 0 || unresolved / total > 0.1) {
    skippedUnresolved += 1;
    continue;
  }
  // merge repeated ingredients (a sub-recipe may repeat a direct line)
  const merged = new Map<string, Line>();
  for (const l of lines) {
    const prev = merged.get(l.ndb);
    if (!prev) merged.set(l.ndb, { ...l });
    else {
      prev.grams += l.grams;
      if (prev.unit !== l.unit || prev.unit === null) {
        prev.unit = null;
        prev.amount = null;
      } else prev.amount = (prev.amount ?? 0) + (l.amount ?? 0);
    }
  }
  if (merged.size < 2) {
    skippedSingle += 1;
    continue;
  }
  const typical =
    food.portions.find((p) => p.portion_description === 'Quantity not specified' && p.weight_g > 0) ??
    food.portions.find((p) => p.weight_g > 0);
  recipes.push({
    code: food.food_code,
    name: clean(food.description),
    additional: food.additional_descriptions.map(clean).filter(Boolean),
    portionGrams: typical ? typical.weight_g : 100,
    portions: food.portions
      .filter((p) => p.portion_description !== 'Quantity not specified' && p.weight_g > 0)
      .slice(0, 6)
      .map((p) => [clean(p.portion_description), p.weight_g] as [string, number]),
    ingredients: [...merged.values()].map((l) => [l.ndb, Math.round(l.grams * 1000) / 1000, l.unit, l.amount, l.retention]),
  });
}
writeGz('recipes.json.gz', JSON.stringify(recipes));

for (const f of [
  'foods.tsv.gz',
  'food_groups.tsv.gz',
  'units.tsv.gz',
  'food_langual.tsv.gz',
  'langual.tsv.gz',
  'recipes.json.gz',
]) {
  console.log(`${f.padEnd(22)} ${statSync(path.join(OUT, f)).size.toLocaleString()} bytes`);
}
console.log(
  `foods ${foodRows.length}, units ${unitRows.length}, langual ${desc.length}, recipes ${recipes.length} (skipped: ${skippedSingle} single-ingredient, ${skippedUnresolved} with >10% weight outside SR28)`,
);
