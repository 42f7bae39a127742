/**
 * Builds the compact seed files in src/server/seed/datasets/ (not data/: the repository's .gitignore
 * ignores every directory named data) from source folders kept outside the repository:
 *   usda-sr28/             USDA SR28 ASCII tables (ABBREV, FOOD_DES, FD_GROUP, WEIGHT, LANGUAL .txt; public domain)
 *   usda-sr24-cronometer/  nutrients_long.tsv.gz: SR24 values incl. alcohol and trans fat (Cronometer's export);
 *                          foods.tsv, measures.tsv: the retired SR codes FNDDS 2.0 still uses (see seed/fnddsCodes.ts)
 *   usda-fndds-2.0/        fndds2_foods_with_sr_ingredients.json.gz: FNDDS 2.0 foods as SR ingredients + grams;
 *                          moisturefatadj.txt: each food's moisture change in preparation
 *   langual/               langual_descriptors.tsv: the LanguaL 2014 thesaurus (public domain; FoodOn CC BY 4.0)
 * Run once when the sources change: `npx tsx scripts/seed/build-data.ts [--src <folder>]` (default ../shared/data).
 * The outputs are committed, so a fresh clone seeds without the sources.
 *
 * Outputs (gzip, UTF-8, tab-separated unless noted; empty cell = no value):
 * - foods.tsv.gz         ndb, food group code, long description, then NUTRIENTS (src/domain/nutrients.ts), then
 *                        the FCDB (USDA_SR28, or USDA_SR24 for the retired codes FNDDS uses that SR24 still has)
 * - food_groups.tsv.gz   code, name (SR28 FD_GROUP)
 * - common_names.tsv.gz  ndb, common name (SR28 FOOD_DES ComName, where USDA gives one: 1,111 foods)
 * - units.tsv.gz         ndb, unit name, grams per unit, source measure (SR28 WEIGHT / SR24 measures mapped by seed/units.ts)
 * - food_langual.tsv.gz  ndb, LanguaL factor code (SR28 LANGUAL)
 * - langual.tsv.gz       code, facet, term, parent code, all parent codes (|), obsolete, scope note, synonyms (|)
 * - recipes.json.gz      FNDDS 2.0 foods flattened to SR28/SR24 ingredients (see RecipeSource in seed/data-files.ts)
 * - fndds_source.json.gz the FNDDS lines of the seeded foods and their sub-recipes, as USDA lists them (code, grams),
 *                        and their moisture change: what seed/sourceCheck.ts recomputes the recipes from
 */
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { NUTRIENTS, saltFromSodiumMg } from '../../src/domain/nutrients';
import { unitsFromMeasures, FNDDS_MEASURES, type MeasureRow } from '../../src/server/seed/units';
import { isWholeFruitOrVegetable, type RecipeSource } from '../../src/server/seed/data-files';
import { ABBREV_FIELDS } from '../../src/server/seed/importers';
import { DROPPED_ADDITIVES, FNDDS_TO_SR28, NO_FOOD_EQUIVALENT, moistureFactor } from '../../src/server/seed/fnddsCodes';
import { SR24, SR28 } from '../../src/server/seed/fcdb';

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
const sodiumIndex = NUTRIENTS.findIndex((n) => n.key === 'sodium');
const saltIndex = NUTRIENTS.findIndex((n) => n.key === 'salt');
const withSalt = (values: (number | null)[]) => {
  const sodium = values[sodiumIndex];
  values[saltIndex] = sodium === null ? null : saltFromSodiumMg(sodium);
  return values;
};
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
  return [ndb, group, clean(longDesc), ...withSalt(values), SR28];
});
const groupRows = readSr('FD_GROUP.txt').map((r) => [r[0], clean(r[1])]);
const groupCodes = new Set(groupRows.map((r) => r[0]));

// ---- FNDDS 2.0 survey foods (read here: the SR24 foods below are those its recipes use) ----
interface FnddsIngredient {
  seq: number;
  sr_code: string;
  sr_description: string;
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
/** food code -> moisture change % (moisturefatadj.txt: code ^ start ^ end ^ moisture % ^ fat % ^ fat type). */
const moisture = new Map<string, number>();
for (const line of readFileSync(path.join(SRC, 'usda-fndds-2.0/moisturefatadj.txt'), 'latin1').split(/\r?\n/)) {
  const c = line.split('^');
  if (c.length > 3 && c[3].trim() !== '') moisture.set(c[0], Number(c[3]));
}

// ---- SR24 foods: the retired SR codes FNDDS 2.0 still uses (USDA SR24 as shipped by Cronometer) ----
/**
 * SR28 ABBREV field -> the SR24 (Cronometer) nutrient of the same SR Nutr_No (nutrient_map_to_sr.tsv;
 * each pair checked on the ~7,300 foods both releases hold: 87-99 % agree within 2 %, the rest are
 * values USDA revised). "Folate" is folate, total (417): it agrees with Folate_Tot on 94 % of foods,
 * with Folate_DFE on 80 %.
 */
const SR24_NUTRIENT: Record<string, string> = {
  Energ_Kcal: 'Energy',
  Water: 'Water',
  Protein: 'Protein',
  Lipid_Tot: 'Fat',
  Ash: 'Ash',
  Carbohydrt: 'Carbs',
  Fiber_TD: 'Fiber',
  Sugar_Tot: 'Sugars',
  FA_Sat: 'Saturated',
  FA_Mono: 'Monounsaturated',
  FA_Poly: 'Polyunsaturated',
  Cholestrl: 'Cholesterol',
  Sodium: 'Sodium',
  Calcium: 'Calcium',
  Iron: 'Iron',
  Magnesium: 'Magnesium',
  Phosphorus: 'Phosphorus',
  Potassium: 'Potassium',
  Zinc: 'Zinc',
  Copper: 'Copper',
  Manganese: 'Manganese',
  Selenium: 'Selenium',
  Vit_A_IU: 'Vitamin A',
  Retinol: 'Retinol',
  Alpha_Carot: 'Alpha-carotene',
  Beta_Carot: 'Beta-carotene',
  Beta_Crypt: 'Beta-cryptoxanthin',
  Lycopene: 'Lycopene',
  'Lut+Zea': 'Lutein+Zeaxanthin',
  Vit_C: 'Vitamin C',
  Vit_D_IU: 'Vitamin D',
  Vit_E: 'Vitamin E',
  Vit_K: 'Vitamin K',
  Thiamin: 'B1 (Thiamine)',
  Riboflavin: 'B2 (Riboflavin)',
  Niacin: 'B3 (Niacin)',
  Panto_acid: 'B5 (Pantothenic Acid)',
  Vit_B6: 'B6 (Pyridoxine)',
  Vit_B12: 'B12 (Cyanocobalamin)',
  Folate_Tot: 'Folate',
  Choline_Tot: 'Choline',
};
/**
 * Derived where SR24 has the parts (the definitions SR uses): vitamin A RAE = retinol + beta-carotene / 12
 * + (alpha-carotene + beta-cryptoxanthin) / 24 µg (IOM 2001; matches SR28 on 93 % of shared foods);
 * vitamin D µg = IU / 40. Folic acid, food folate and folate DFE have no SR24 value: left empty.
 */
const SR24_NONE = new Set(['Folic_acid', 'Food_Folate', 'Folate_DFE']);
function sr24Values(ndb: string): (number | null)[] {
  const v = crono.get(ndb) ?? new Map<string, string>();
  const get = (name: string) => num(v.get(name));
  return withSalt(
    NUTRIENTS.map((n) => {
      if ('cronometer' in n) return get(n.cronometer);
      if (!('abbrev' in n)) return null;
      if (n.abbrev in SR24_NUTRIENT) return get(SR24_NUTRIENT[n.abbrev]);
      if (n.abbrev === 'Vit_A_RAE') {
        const [retinol, beta, alpha, crypt] = ['Retinol', 'Beta-carotene', 'Alpha-carotene', 'Beta-cryptoxanthin'].map(get);
        if (retinol === null || beta === null || alpha === null || crypt === null) return null;
        return Math.round((retinol + beta / 12 + (alpha + crypt) / 24) * 10) / 10;
      }
      if (n.abbrev === 'Vit_D_mcg') {
        const iu = get('Vitamin D');
        return iu === null ? null : Math.round((iu / 40) * 10) / 10;
      }
      if (SR24_NONE.has(n.abbrev)) return null;
      throw new Error(`no SR24 source for ABBREV field ${n.abbrev}`);
    }),
  );
}
const readTsvFile = (file: string) =>
  readFileSync(path.join(SRC, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.length > 0)
    .map((l) => l.split('\t'));
const sr24Names = new Map(readTsvFile('usda-sr24-cronometer/foods.tsv').map((r) => [r[0], r[1]]));
const usedCodes = new Set(fndds.flatMap((f) => f.ingredients.map((i) => i.sr_code)).filter((c) => c.length === 5));
const sr24Codes = [...usedCodes].filter((c) => !srCodes.has(c) && sr24Names.has(c)).sort();
/**
 * SR's food group is the NDB number's first two digits + '00', except for the 4xxxx numbers SR gave to
 * foods added later, which SR files under their natural group (e.g. SR28 42179 "Frankfurter, beef, low fat"
 * is 0700, 43128 "Chicken, meatless" 1600). The SR24 foods FNDDS uses in that range, by the same rule:
 */
const SR24_GROUP_OF_4XXXX: Record<string, string> = {
  '42100': '0800', // Cereals ready-to-eat, Marshmallow ALPHA-BITS
  '42130': '0700', // Turkey bacon, cooked
  '42149': '0900', // Orange-strawberry-banana juice
  '42181': '1400', // Corn beverage
  '42182': '1400', // Bean beverage
  '42184': '0800', // Cereals ready-to-eat, MUESLI, dried fruit and nuts
  '42188': '0700', // Frankfurter, beef and pork, low fat
  '42241': '0700', // Turkey, pork, and beef sausage, reduced fat, smoked
  '42262': '0700', // Sausage, chicken and beef, smoked
  '42271': '2500', // Snacks, popcorn, oil-popped, low fat
  '42299': '0400', // Oil, canola and soybean
  '42310': '0400', // Margarine-like spread, reduced calorie, 40% fat, stick, with salt
  '42313': '0400', // Margarine-like spread, 70% fat, liquid, with salt
  '43129': '1600', // Fish sticks, meatless (SR files meatless foods under legumes)
  '43133': '1600', // Soyburger
  '43136': '1600', // Vegetarian stew
  '43306': '0800', // Cereals, NESTUM, prepared with water
  '43343': '1400', // Coffee and cocoa (mocha) powder, with whitener and low calorie sweetener
  '43350': '1100', // Sauerkraut, canned, low sodium
  '43372': '1400', // Apple cider-flavored drink, powder, added vitamin C and sugar
  '43388': '1400', // Apple cider-flavored drink, powder, low calorie, with vitamin C, prepared
  '43510': '0800', // Cereal ready-to-eat, CRISPY BROWN RICE
  '43584': '0800', // AMARANTH FLAKES
  '43599': '0400', // Salad dressing, Mayonnaise dressing, diet, no cholesterol
  '46168': '1900', // Polydextrose (a bulking sweetener)
  '47011': '1400', // Fruit-flavored drink mix, powder, unsweetened
};
for (const ndb of sr24Codes) {
  const group = /^4[2-7]/.test(ndb) ? SR24_GROUP_OF_4XXXX[ndb] : `${ndb.slice(0, 2)}00`;
  if (!groupCodes.has(group)) throw new Error(`SR24 food ${ndb}: no SR28 food group ${group}`);
  foodRows.push([ndb, group, clean(sr24Names.get(ndb)!), ...sr24Values(ndb), SR24]);
}
const catalogueCodes = new Set(foodRows.map((r) => r[0] as string));
writeGz('foods.tsv.gz', tsv(foodRows));
writeGz('food_groups.tsv.gz', tsv(groupRows));
// SR28's common names (FOOD_DES ComName), as USDA wrote them: src/server/seed/displayNames.ts picks the
// display names from them.
writeGz('common_names.tsv.gz', tsv(foods.filter((f) => clean(f[4] ?? '') !== '').map((f) => [f[0], clean(f[4])])));

// ---- household measures -> units ----
const measuresByFood = new Map<string, MeasureRow[]>();
for (const r of readSr('WEIGHT.txt')) {
  const list = measuresByFood.get(r[0]) ?? [];
  list.push({ seq: Number(r[1]), amount: Number(r[2]), desc: clean(r[3]), grams: Number(r[4]) });
  measuresByFood.set(r[0], list);
}
const sr24Set = new Set(sr24Codes);
for (const [ndb, amount, desc, grams] of readTsvFile('usda-sr24-cronometer/measures.tsv')) {
  if (!sr24Set.has(ndb)) continue;
  const list = measuresByFood.get(ndb) ?? [];
  list.push({ seq: list.length + 1, amount: Number(amount), desc: clean(desc), grams: Number(grams) });
  measuresByFood.set(ndb, list);
}
const unitRows: (string | number)[][] = [];
for (const [ndb] of [...foods, ...sr24Codes.map((c) => [c])]) {
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

// ---- FNDDS survey foods -> recipes of SR28/SR24 ingredients ----
type Line = { ndb: string; grams: number; unit: string | null; amount: number | null; retention: number | null };
type Route = 'SR28' | 'SR24' | 'mapped' | 'additive' | 'noEquivalent' | 'unresolved';
/** How one 5-digit FNDDS ingredient code is read (see src/server/seed/fnddsCodes.ts). */
function routeOf(code: string): { route: Route; ndb: string | null } {
  if (srCodes.has(code)) return { route: 'SR28', ndb: code };
  if (sr24Set.has(code)) return { route: 'SR24', ndb: code };
  const mapped = FNDDS_TO_SR28[code];
  if (mapped) {
    if (!catalogueCodes.has(mapped.ndb)) throw new Error(`FNDDS_TO_SR28 ${code} -> ${mapped.ndb}: not an SR28 food`);
    return { route: 'mapped', ndb: mapped.ndb };
  }
  if (code in DROPPED_ADDITIVES) return { route: 'additive', ndb: null };
  if (NO_FOOD_EQUIVALENT.has(code)) return { route: 'noEquivalent', ndb: null };
  return { route: 'unresolved', ndb: null };
}

interface Flat {
  lines: Line[];
  /** The food's ingredient weight as FNDDS lists it (every line, dropped additives included). */
  total: number;
  noEquivalent: string[];
  unresolved: string[];
}
/**
 * Expands sub-recipes (8-digit FNDDS codes) into their SR ingredients. A sub-recipe line gives grams of
 * the prepared sub-food, whose ingredients weigh total / (1 + its moisture change): the sub's lines are
 * scaled by line grams / (sub total x moisture factor), as FNDDS computes a food from its sub-recipes.
 */
function flatten(food: FnddsFood, depth: number): Flat {
  const out: Flat = { lines: [], total: 0, noEquivalent: [], unresolved: [] };
  for (const ing of food.ingredients) {
    const w = ing.weight_g;
    if (!(w > 0)) throw new Error(`${food.food_code} line ${ing.seq}: weight ${w}`);
    out.total += w;
    const retention = Number(ing.retention_code) || null;
    if (ing.sr_code.length === 8) {
      const subFood = byCode.get(ing.sr_code);
      if (!subFood || depth >= 5) {
        out.unresolved.push(`${ing.sr_code} ${ing.sr_description}`);
        continue;
      }
      const sub = flatten(subFood, depth + 1);
      const factor = w / (sub.total * moistureFactor(moisture.get(subFood.food_code)));
      for (const l of sub.lines)
        out.lines.push({ ndb: l.ndb, grams: l.grams * factor, unit: null, amount: null, retention: l.retention });
      out.noEquivalent.push(...sub.noEquivalent);
      out.unresolved.push(...sub.unresolved);
      continue;
    }
    const { route, ndb } = routeOf(ing.sr_code);
    if (ndb !== null) {
      const unit = route === 'mapped' ? null : (FNDDS_MEASURES[ing.measure.trim()] ?? null);
      out.lines.push({
        ndb,
        grams: w,
        unit: unit && unit !== 'GRAMS' ? unit : null,
        amount: unit && unit !== 'GRAMS' ? ing.amount : null,
        retention,
      });
    } else if (route === 'noEquivalent') out.noEquivalent.push(ing.sr_code);
    else if (route === 'unresolved') out.unresolved.push(`${ing.sr_code} ${ing.sr_description}`);
  }
  return out;
}

/** Source lines by route: every FNDDS line once (all foods), and the direct lines of the seeded foods. */
const linesByRoute = { all: new Map<string, number>(), seeded: new Map<string, number>() };
const countRoute = (which: 'all' | 'seeded', route: string) =>
  linesByRoute[which].set(route, (linesByRoute[which].get(route) ?? 0) + 1);
for (const food of fndds)
  for (const ing of food.ingredients) countRoute('all', ing.sr_code.length === 8 ? 'sub-recipe' : routeOf(ing.sr_code).route);

const recipes: RecipeSource[] = [];
let skippedSingle = 0;
const WHOLE_FOOD_PORTION_G = [80, 150] as const;
let skippedNoEquivalent = 0;
const unresolvedInKept: string[] = [];
for (const food of fndds) {
  const { lines, total, noEquivalent, unresolved } = flatten(food, 0);
  if (noEquivalent.length > 0) {
    skippedNoEquivalent += 1;
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
  if (merged.size + unresolved.length < 2 && !isWholeFruitOrVegetable(food.food_code)) {
    skippedSingle += 1;
    continue;
  }
  if (unresolved.length > 0) {
    unresolvedInKept.push(`${food.food_code} ${food.description}: ${unresolved.join(', ')}`);
    continue;
  }
  for (const ing of food.ingredients) countRoute('seeded', ing.sr_code.length === 8 ? 'sub-recipe' : routeOf(ing.sr_code).route);
  const typical =
    food.portions.find((p) => p.portion_description === 'Quantity not specified' && p.weight_g > 0) ??
    food.portions.find((p) => p.weight_g > 0);
  const ingredients = [...merged.values()].map(
    (l) => [l.ndb, Math.round(l.grams * 1000) / 1000, l.unit, l.amount, l.retention] as RecipeSource['ingredients'][number],
  );
  const batch = ingredients.reduce((sum, i) => sum + i[1], 0);
  recipes.push({
    code: food.food_code,
    name: clean(food.description),
    additional: food.additional_descriptions.map(clean).filter(Boolean),
    // A whole fruit or vegetable is served by the piece or the spoonful, 80 to 150 g (a portion of fruit or vegetables,
    // NHS 5 A Day, Voedingscentrum): USDA's "quantity not specified" of a casaba melon is the whole melon (459 kcal),
    // of arugula a few leaves (1 kcal).
    portionGrams:
      merged.size === 1
        ? Math.max(WHOLE_FOOD_PORTION_G[0], Math.min(typical ? typical.weight_g : 100, WHOLE_FOOD_PORTION_G[1]))
        : typical
          ? typical.weight_g
          : 100,
    portions: food.portions
      .filter((p) => p.portion_description !== 'Quantity not specified' && p.weight_g > 0)
      .slice(0, 6)
      .map((p) => [clean(p.portion_description), p.weight_g] as [string, number]),
    // prepared weight (FNDDS's ingredient weight x its moisture change) / the stored lines' grams
    yieldFactor: Math.round(((total * moistureFactor(moisture.get(food.food_code))) / batch) * 10000) / 10000,
    ingredients,
  });
}
if (unresolvedInKept.length > 0)
  throw new Error(`FNDDS lines with no catalogue food in ${unresolvedInKept.length} foods:\n${unresolvedInKept.join('\n')}`);
writeGz('recipes.json.gz', JSON.stringify(recipes));

// The source lines of the seeded foods and of every sub-recipe they use, as FNDDS lists them.
const sourceFoods: Record<string, [string, number][]> = {};
const addSource = (code: string) => {
  if (sourceFoods[code]) return;
  const food = byCode.get(code)!;
  sourceFoods[code] = food.ingredients.map((i) => [i.sr_code, i.weight_g]);
  for (const i of food.ingredients) if (i.sr_code.length === 8) addSource(i.sr_code);
};
for (const r of recipes) addSource(r.code);
const sourceMoisture = Object.fromEntries(
  Object.keys(sourceFoods)
    .filter((c) => (moisture.get(c) ?? 0) !== 0)
    .map((c) => [c, moisture.get(c)!]),
);
writeGz('fndds_source.json.gz', JSON.stringify({ foods: sourceFoods, moisture: sourceMoisture }));

for (const f of [
  'foods.tsv.gz',
  'food_groups.tsv.gz',
  'common_names.tsv.gz',
  'units.tsv.gz',
  'food_langual.tsv.gz',
  'langual.tsv.gz',
  'recipes.json.gz',
  'fndds_source.json.gz',
]) {
  console.log(`${f.padEnd(22)} ${statSync(path.join(OUT, f)).size.toLocaleString()} bytes`);
}
console.log(
  `foods ${foodRows.length} (${foods.length} SR28 + ${sr24Codes.length} SR24), units ${unitRows.length}, langual ${desc.length}, ` +
    `recipes ${recipes.length} (skipped: ${skippedSingle} single-ingredient, ${skippedNoEquivalent} holding a supplement with no SR food)`,
);
const show = (m: Map<string, number>) => [...m].map(([k, v]) => `${k} ${v}`).join(', ');
console.log(`FNDDS lines by route, all ${fndds.length} foods: ${show(linesByRoute.all)}`);
console.log(`FNDDS lines by route, the ${recipes.length} seeded foods (their own lines): ${show(linesByRoute.seeded)}`);
