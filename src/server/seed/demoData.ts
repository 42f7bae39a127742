/**
 * Demo data a new user can try on every filter of the ingredient screens, seeded into each context with its
 * catalogue:
 * - display names from SR28's common names (FOOD_DES ComName, datasets/common_names.tsv.gz): each food gets
 *   the first of its common names that reads as a plain food name ("hot dog" for the frankfurters,
 *   "Bok choy", "Filet mignon"), foods sharing it share the display name. USDA's list also holds cut codes
 *   (URMIS #1388), muscle names (Longissimus dorsi), brands, restaurants and typos: those are passed over.
 * - a few hidden ingredients: the SR28 "School Lunch, ..." foods (13 institutional pizzas and chicken
 *   products served in US school cafeterias, not sold to the app's users).
 * A context gets them once: with a fresh catalogue, or later while it has neither a display name nor a
 * hidden ingredient (a database seeded before this data existed).
 */
import type { SqlRunner } from '../db/client';
import { readTsv } from './data-files';
import { SR28 } from './fcdb';

/** Terms that are not a food's plain name: generic words, places of sale, brands, USDA's typos. */
const NOT_A_NAME = new Set([
  'beef',
  'beff',
  'beef chuck',
  'beef value cut',
  'bnls',
  'boneless',
  'brsket',
  'chuch eye steaks',
  'chuckeye rst',
  'chuckeye steaks',
  'chuck',
  'family style',
  'fillet mignon',
  'flat half',
  'frank',
  'french',
  'fridays',
  'harseradish tree leaves',
  'kansa city strip',
  'kfc',
  'latino food',
  'mock tender staek',
  'nuggets',
  'nusun',
  'old fashioned',
  'original',
  'plain',
  'pop',
  'pork',
  'raw',
  'regular',
  'school lunch',
  'snack',
  'soda',
  "tgi friday's",
  'applebees',
  'white soda',
  'wrap',
]);
/** Codes, measures, notes and abbreviations (`Rst`, `Bnls`), and brands written in capitals (QUAKER). */
const NOT_A_NAME_PATTERN = /[0-9#()/]|usda|commodity|nfsmi|recipe|includes|formerly|\bwic\b|\brst\b|\bbnls\b|nesquik/i;
const CAPITALS = /\b[A-Z]{3,}\b/;
/** Latin muscle names of the beef and pork cuts. */
const MUSCLE = /\b(dorsi|femoris|brachii|lateralis|medius|major|infraspinatus|ventralis)\b/i;
/** One name for spellings of the same food. */
const SAME_AS: Record<string, string> = {
  portobella: 'Portobello',
  portabello: 'Portobello',
  'pak choi': 'Bok choy',
  'horseradish-tree': 'Horseradish tree',
  'horseradish-tree pods': 'Horseradish tree pods',
};

export interface DemoDisplayName {
  name: string;
  /** SR28 NDB numbers of the foods it names. */
  foods: string[];
}

function plainName(term: string): string | undefined {
  const text = term.replace(/\s+/g, ' ').trim();
  const key = text.toLowerCase();
  if (text.length < 3 || text.length > 40 || NOT_A_NAME.has(key) || MUSCLE.test(text)) return undefined;
  if (CAPITALS.test(text) || NOT_A_NAME_PATTERN.test(text)) return undefined;
  return SAME_AS[key] ?? text.charAt(0).toUpperCase() + text.slice(1);
}

/** The display names the common names give ([NDB number, ComName] rows), by name. */
export function displayNamesFromCommonNames(rows: ReadonlyArray<readonly [string, string]>): DemoDisplayName[] {
  const byKey = new Map<string, DemoDisplayName>();
  for (const [ndb, common] of rows) {
    const name = common
      .split(/[,;]/)
      .map(plainName)
      .find((n) => n !== undefined);
    if (!name) continue;
    const key = name.toLowerCase();
    const entry = byKey.get(key) ?? { name, foods: [] };
    entry.foods.push(ndb);
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}

let cached: DemoDisplayName[] | undefined;
/** The display names of the bundled common names (read once per process). */
export function demoDisplayNames(): DemoDisplayName[] {
  cached ??= displayNamesFromCommonNames(readTsv('common_names.tsv.gz').map((r) => [r[0], r[1]] as const));
  return cached;
}

/** The SR28 foods hidden from app users in the demo data (matched on the name, as USDA writes it). */
export const HIDDEN_DEMO_FOODS = 'School Lunch,%';

export interface DemoDataResult {
  displayNames: number;
  linkedIngredients: number;
  hiddenIngredients: number;
}

/**
 * Seeds the demo data into the transaction's context (see the module comment), or does nothing (null)
 * when the context already has a display name or a hidden ingredient, or no SR28 catalogue.
 */
export async function seedDemoData(tx: SqlRunner): Promise<DemoDataResult | null> {
  const [state] = await tx.query<{ groups: boolean; hidden: boolean; catalogue: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ingredient_group) AS groups, EXISTS (SELECT 1 FROM ingredient WHERE hide_from_user) AS hidden,
       EXISTS (SELECT 1 FROM ingredient WHERE fcdb = $1) AS catalogue`,
    [SR28],
  );
  if (state.groups || state.hidden || !state.catalogue) return null;
  const names = demoDisplayNames();
  const foods = names.flatMap((n) => n.foods.map((ndb) => [ndb, n.name] as const));
  // Only names whose foods are in this catalogue (and not already named) become display names.
  const created = await tx.query<{ id: number }>(
    `WITH wanted AS (
       SELECT DISTINCT x.name FROM unnest($1::text[], $2::text[]) AS x(ndb, name)
       JOIN ingredient i ON i.external_id = x.ndb AND i.fcdb = $3 AND i.ingredient_group_id IS NULL
     )
     INSERT INTO ingredient_group (name) SELECT name FROM wanted ORDER BY name RETURNING id`,
    [foods.map((f) => f[0]), foods.map((f) => f[1]), SR28],
  );
  const linked = await tx.query<{ id: number }>(
    `UPDATE ingredient i SET ingredient_group_id = g.id
     FROM unnest($1::text[], $2::text[]) AS x(ndb, name) JOIN ingredient_group g ON g.name = x.name
     WHERE i.external_id = x.ndb AND i.fcdb = $3 AND i.ingredient_group_id IS NULL RETURNING i.id`,
    [foods.map((f) => f[0]), foods.map((f) => f[1]), SR28],
  );
  const hidden = await tx.query<{ id: number }>(
    'UPDATE ingredient SET hide_from_user = true WHERE fcdb = $1 AND name ILIKE $2 AND NOT hide_from_user RETURNING id',
    [SR28, HIDDEN_DEMO_FOODS],
  );
  return { displayNames: created.length, linkedIngredients: linked.length, hiddenIngredients: hidden.length };
}
