/**
 * Importers of national food composition tables into one context: USDA SR-format files (FOOD_DES +
 * NUT_DATA, or ABBREV.txt; optional FD_GROUP, WEIGHT, LANGUAL) and ANSES CIQUAL (the official CSV table,
 * with English names from foods_fr_en.tsv or alim_*.xml when present). Imported rows are upserted by
 * (fcdb, external_id), so an import can be repeated to update values; they are marked source EUROFIR
 * (food-composition-database ingredients, not deletable).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database, SqlRunner } from '../db/client';
import type { Country } from '../db/contexts';
import { NUTRIENTS, saltFromSodiumMg, type NutrientKey } from '../../domain/nutrients';
import type { CopyValue } from '../db/copy';
import { ingredientSuitability } from '../../domain';
import { unitsFromMeasures, type MeasureRow } from './units';

export interface ImportedFood {
  externalId: string;
  name: string;
  englishName: string | null;
  originalName: string;
  group: { code: string; name: string } | null;
  srGroup: string | null;
  nutrients: Partial<Record<NutrientKey, number | null>>;
  measures: MeasureRow[];
  langual: string[];
}
export interface ImportResult {
  ingredients: number;
  units: number;
  foodGroups: number;
  langualLinks: number;
}

// ------------------------------------------------------------------ SR format

/** SR Nutr_No of each catalogue nutrient (NUTR_DEF.txt). */
const SR_NUTR_NO: Partial<Record<NutrientKey, string>> = {
  energyKcal: '208',
  water: '255',
  protein: '203',
  fat: '204',
  ash: '207',
  carbohydrate: '205',
  fiber: '291',
  sugar: '269',
  alcohol: '221',
  saturatedFattyAcids: '606',
  monounsaturatedFattyAcids: '645',
  polyunsaturatedFattyAcids: '646',
  transFattyAcids: '605',
  cholesterol: '601',
  sodium: '307',
  calcium: '301',
  iron: '303',
  magnesium: '304',
  phosphorus: '305',
  potassium: '306',
  zinc: '309',
  copper: '312',
  manganese: '315',
  selenium: '317',
  vitaminA: '320',
  vitaminAIu: '318',
  retinol: '319',
  alphaCarotene: '322',
  betaCarotene: '321',
  betaCryptoxanthin: '334',
  lycopene: '337',
  luteinZeaxanthin: '338',
  vitaminC: '401',
  vitaminD: '328',
  vitaminDIu: '324',
  vitaminE: '323',
  vitaminK: '430',
  vitaminB1: '404',
  vitaminB2: '405',
  vitaminB3: '406',
  vitaminB5: '410',
  vitaminB6: '415',
  vitaminB12: '418',
  folate: '417',
  folicAcid: '431',
  foodFolate: '432',
  folateDfe: '435',
  choline: '421',
};
/** The columns of SR's ABBREV.txt, in file order (SR28 documentation, table 2). */
export const ABBREV_FIELDS = [
  'NDB_No',
  'Shrt_Desc',
  'Water',
  'Energ_Kcal',
  'Protein',
  'Lipid_Tot',
  'Ash',
  'Carbohydrt',
  'Fiber_TD',
  'Sugar_Tot',
  'Calcium',
  'Iron',
  'Magnesium',
  'Phosphorus',
  'Potassium',
  'Sodium',
  'Zinc',
  'Copper',
  'Manganese',
  'Selenium',
  'Vit_C',
  'Thiamin',
  'Riboflavin',
  'Niacin',
  'Panto_acid',
  'Vit_B6',
  'Folate_Tot',
  'Folic_acid',
  'Food_Folate',
  'Folate_DFE',
  'Choline_Tot',
  'Vit_B12',
  'Vit_A_IU',
  'Vit_A_RAE',
  'Retinol',
  'Alpha_Carot',
  'Beta_Carot',
  'Beta_Crypt',
  'Lycopene',
  'Lut+Zea',
  'Vit_E',
  'Vit_D_mcg',
  'Vit_D_IU',
  'Vit_K',
  'FA_Sat',
  'FA_Mono',
  'FA_Poly',
  'Cholestrl',
];

function readSrFile(dir: string, name: string): string[][] | null {
  const file = [name, name.toLowerCase()].map((n) => path.join(dir, n)).find((f) => existsSync(f));
  if (!file) return null;
  return readFileSync(file, 'latin1')
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim().length > 0)
    .map((l) => l.split('^').map((f) => f.replace(/^~|~$/g, '').trim()));
}
const num = (s: string | undefined) => (s === undefined || s === '' || Number.isNaN(Number(s)) ? null : Number(s));

export function readSrDirectory(dir: string): ImportedFood[] {
  const foodDes = readSrFile(dir, 'FOOD_DES.txt');
  const abbrev = readSrFile(dir, 'ABBREV.txt');
  if (!foodDes && !abbrev) throw new Error(`No FOOD_DES.txt or ABBREV.txt in ${dir}`);
  const groups = new Map((readSrFile(dir, 'FD_GROUP.txt') ?? []).map((r) => [r[0], r[1]]));
  const foods = new Map<string, ImportedFood>();
  const food = (ndb: string, name: string, group: string | null): ImportedFood => ({
    externalId: ndb,
    name,
    englishName: name,
    originalName: name,
    srGroup: group,
    group: group ? { code: group, name: groups.get(group) ?? group } : null,
    nutrients: {},
    measures: [],
    langual: [],
  });
  for (const r of foodDes ?? []) foods.set(r[0], food(r[0], r[2] || r[3], r[1] || null));
  const byNutrNo = new Map(Object.entries(SR_NUTR_NO).map(([k, v]) => [v, k as NutrientKey]));
  for (const r of readSrFile(dir, 'NUT_DATA.txt') ?? []) {
    const key = byNutrNo.get(r[1]);
    const f = foods.get(r[0]);
    if (key && f) f.nutrients[key] = num(r[2]);
  }
  for (const r of abbrev ?? []) {
    const f = foods.get(r[0]) ?? (foodDes ? null : food(r[0], r[1], null));
    if (!f) continue;
    foods.set(r[0], f);
    for (const n of NUTRIENTS) {
      if (!('abbrev' in n) || f.nutrients[n.key] != null) continue;
      const i = ABBREV_FIELDS.indexOf(n.abbrev);
      f.nutrients[n.key] = num(r[i]);
    }
  }
  for (const r of readSrFile(dir, 'WEIGHT.txt') ?? []) {
    foods.get(r[0])?.measures.push({ seq: Number(r[1]), amount: Number(r[2]), desc: r[3], grams: Number(r[4]) });
  }
  for (const r of readSrFile(dir, 'LANGUAL.txt') ?? []) foods.get(r[0])?.langual.push(r[1]);
  return [...foods.values()];
}

// ------------------------------------------------------------------ CIQUAL

/** CIQUAL column header (start) -> nutrient. */
const CIQUAL_COLUMNS: [RegExp, NutrientKey][] = [
  [/^Energie, Règlement UE N° 1169\/2011 \(kcal/, 'energyKcal'],
  [/^Eau /, 'water'],
  [/^Protéines, N x facteur de Jones/, 'protein'],
  [/^Glucides /, 'carbohydrate'],
  [/^Lipides /, 'fat'],
  [/^Sucres /, 'sugar'],
  [/^Fibres alimentaires/, 'fiber'],
  [/^Cendres/, 'ash'],
  [/^Alcool/, 'alcohol'],
  [/^AG saturés/, 'saturatedFattyAcids'],
  [/^AG monoinsaturés/, 'monounsaturatedFattyAcids'],
  [/^AG polyinsaturés/, 'polyunsaturatedFattyAcids'],
  [/^Cholestérol/, 'cholesterol'],
  [/^Sel chlorure de sodium/, 'salt'],
  [/^Calcium/, 'calcium'],
  [/^Cuivre/, 'copper'],
  [/^Fer /, 'iron'],
  [/^Magnésium/, 'magnesium'],
  [/^Manganèse/, 'manganese'],
  [/^Phosphore/, 'phosphorus'],
  [/^Potassium/, 'potassium'],
  [/^Sélénium/, 'selenium'],
  [/^Sodium/, 'sodium'],
  [/^Zinc/, 'zinc'],
  [/^Rétinol/, 'retinol'],
  [/^Beta-Carotène/, 'betaCarotene'],
  [/^Vitamine D /, 'vitaminD'],
  [/^Vitamine E /, 'vitaminE'],
  [/^Vitamine K1 /, 'vitaminK'],
  [/^Vitamine C /, 'vitaminC'],
  [/^Vitamine B1 /, 'vitaminB1'],
  [/^Vitamine B2 /, 'vitaminB2'],
  [/^Vitamine B3 /, 'vitaminB3'],
  [/^Vitamine B5 /, 'vitaminB5'],
  [/^Vitamine B6 /, 'vitaminB6'],
  [/^Vitamine B9 /, 'folate'],
  [/^Vitamine B12 /, 'vitaminB12'],
];

/** CIQUAL cell: decimal comma; '-' missing; 'traces' and '< x' (below the limit) count as 0. */
export function ciqualValue(cell: string | undefined): number | null {
  const v = (cell ?? '').trim();
  if (v === '' || v === '-') return null;
  if (/^traces$/i.test(v) || v.startsWith('<')) return 0;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export function readCiqualDirectory(dir: string): ImportedFood[] {
  const csvName = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /ciqual.*\.csv$/i.test(f))
        .sort()
        .pop()
    : undefined;
  if (!csvName) throw new Error(`No CIQUAL CSV table in ${dir}`);
  const lines = readFileSync(path.join(dir, csvName), 'latin1')
    .split(/\r\n|\n/)
    .filter(Boolean);
  const header = lines[0].split(';');
  const col = (name: string) => header.indexOf(name);
  const nutrientCols = CIQUAL_COLUMNS.map(
    ([re, key]) => [header.findIndex((h) => re.test(h)), key] as [number, NutrientKey],
  ).filter(([i]) => i >= 0);
  const english = new Map<string, { name: string; group: string | null }>();
  const tsv = path.join(dir, 'foods_fr_en.tsv');
  if (existsSync(tsv)) {
    for (const l of readFileSync(tsv, 'utf8').split('\n').slice(1)) {
      const c = l.split('\t');
      if (c[0]) english.set(c[0], { name: c[2], group: c[5] || null });
    }
  }
  const foods = new Map<string, ImportedFood>();
  for (const line of lines.slice(1)) {
    const c = line.split(';');
    const code = c[col('alim_code')]?.trim();
    if (!code || foods.has(code)) continue; // the official table lists one code twice
    const fr = c[col('alim_nom_fr')].trim();
    const en = english.get(code);
    const nutrients: ImportedFood['nutrients'] = {};
    for (const [i, key] of nutrientCols) nutrients[key] = ciqualValue(c[i]);
    if (nutrients.retinol != null || nutrients.betaCarotene != null) {
      nutrients.vitaminA = Math.round(((nutrients.retinol ?? 0) + (nutrients.betaCarotene ?? 0) / 12) * 100) / 100;
    }
    const groupCode = c[col('alim_grp_code')]?.trim();
    foods.set(code, {
      externalId: code,
      name: en?.name || fr,
      englishName: en?.name || null,
      originalName: fr,
      srGroup: null,
      group: groupCode ? { code: `CIQUAL:${groupCode}`, name: en?.group || c[col('alim_grp_nom_fr')].trim() || groupCode } : null,
      nutrients,
      measures: [],
      langual: [],
    });
  }
  return [...foods.values()];
}

// ------------------------------------------------------------------ loading

export async function importFoods(
  db: Database,
  ctx: Country,
  fcdb: string,
  foods: readonly ImportedFood[],
): Promise<ImportResult> {
  return db.transaction(
    async (tx: SqlRunner) => {
      const groups = new Map<string, string>();
      for (const f of foods) if (f.group) groups.set(f.group.code, f.group.name);
      for (const [code, name] of groups) {
        await tx.query('INSERT INTO food_group (name, source_code) VALUES ($1, $2) ON CONFLICT (source_code) DO NOTHING', [
          name,
          code,
        ]);
      }
      const groupIds = new Map(
        (
          await tx.query<{ id: number; source_code: string }>(
            'SELECT id, source_code FROM food_group WHERE source_code IS NOT NULL',
          )
        ).map((r) => [r.source_code, r.id]),
      );

      const columns = [
        'external_id',
        'name',
        'english_name',
        'original_name',
        'allergens',
        'diets',
        'animal_origins',
        'gluten_cereals',
        'fact_reasons',
        ...NUTRIENTS.map((n) => n.column),
      ];
      const rows: CopyValue[][] = foods.map((f) => {
        const c = ingredientSuitability({ name: f.englishName ?? f.name, srGroup: f.srGroup });
        const nutrients = { ...f.nutrients };
        if (nutrients.salt == null && nutrients.sodium != null) nutrients.salt = saltFromSodiumMg(nutrients.sodium);
        return [
          f.externalId,
          f.name,
          f.englishName,
          f.originalName,
          c.allergens,
          c.diets,
          c.facts.animalOrigins,
          c.facts.glutenCereals,
          c.reasons,
          ...NUTRIENTS.map((n) => nutrients[n.key] ?? null),
        ];
      });
      await tx.query('CREATE TEMP TABLE import_stage (LIKE ingredient INCLUDING DEFAULTS) ON COMMIT DROP');
      await tx.copyRows('import_stage', columns, rows);
      const set = columns
        .filter((c) => c !== 'external_id')
        .map((c) => `${c} = EXCLUDED.${c}`)
        .join(', ');
      const upserted = await tx.query<{ id: number; external_id: string }>(
        `INSERT INTO ingredient (source, fcdb, ${columns.join(', ')})
       SELECT 'EUROFIR', $1, ${columns.join(', ')} FROM import_stage
       ON CONFLICT (fcdb, external_id) DO UPDATE SET ${set}, version = ingredient.version + 1, updated_at = now()
       RETURNING id, external_id`,
        [fcdb],
      );
      const ids = new Map(upserted.map((r) => [r.external_id, r.id]));

      const unitRows: CopyValue[][] = [];
      const groupLinks: CopyValue[][] = [];
      const langualLinks: CopyValue[][] = [];
      for (const f of foods) {
        const id = ids.get(f.externalId);
        if (id === undefined) continue;
        for (const u of unitsFromMeasures(f.measures)) unitRows.push([id, u.name, u.grams, u.description]);
        const g = f.group ? groupIds.get(f.group.code) : undefined;
        if (g !== undefined) groupLinks.push([id, g]);
        for (const code of f.langual) langualLinks.push([id, code]);
      }
      await tx.query(
        'CREATE TEMP TABLE unit_stage (ingredient_id integer, name text, quantity_in_grams double precision, description text) ON COMMIT DROP',
      );
      await tx.copyRows('unit_stage', ['ingredient_id', 'name', 'quantity_in_grams', 'description'], unitRows);
      await tx.query(`INSERT INTO unit (ingredient_id, name, quantity_in_grams, description) SELECT ingredient_id, name, quantity_in_grams, description
      FROM unit_stage ON CONFLICT (ingredient_id, name) DO UPDATE SET quantity_in_grams = EXCLUDED.quantity_in_grams, description = EXCLUDED.description`);
      await tx.query('CREATE TEMP TABLE link_stage (ingredient_id integer, other integer) ON COMMIT DROP');
      await tx.copyRows('link_stage', ['ingredient_id', 'other'], groupLinks);
      await tx.query(
        'INSERT INTO ingredient_food_group (ingredient_id, food_group_id) SELECT ingredient_id, other FROM link_stage ON CONFLICT DO NOTHING',
      );
      await tx.query('CREATE TEMP TABLE langual_link_stage (ingredient_id integer, code text) ON COMMIT DROP');
      await tx.copyRows('langual_link_stage', ['ingredient_id', 'code'], langualLinks);
      const langual = await tx.query(`INSERT INTO ingredient_langual (ingredient_id, langual_code)
      SELECT s.ingredient_id, s.code FROM langual_link_stage s JOIN shared.langual_descriptor d ON d.code = s.code
      ON CONFLICT DO NOTHING RETURNING ingredient_id`);
      return { ingredients: upserted.length, units: unitRows.length, foodGroups: groups.size, langualLinks: langual.length };
    },
    { context: ctx },
  );
}
