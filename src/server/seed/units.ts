/**
 * Household measures (SR WEIGHT.txt "Msre_Desc", FNDDS measures) mapped onto the product's unit names.
 * Grams are per ONE unit (Gm_Wgt / Amount). Weight measures (oz, lb) and vague ones (serving, package,
 * container, can, jar, bottle, ...) are not units of the product and are dropped; every food also gets
 * GRAMS = 1 g (the product's default unit).
 */
import { UNIT_NAMES, type UnitName } from '../../domain/catalogueEnums';
export { UNIT_NAMES, type UnitName };

const FL_OZ_ML = 29.5735;

/** Words that name a container, a weight or a vague amount: never a product unit. */
const NOT_A_UNIT =
  /\b(oz|lb|lbs|g|serving|servings|package|pkg|container|can|jar|bottle|bag|pouch|packet|box|carton|nlea|portion|quart|qt|pint|pt|gal|gallon|cubic|inch|cup_|yield|recipe|batch|loaf|cake,? whole|pie,? whole|whole pie|whole cake)\b/;

/** Candidate mapping of one measure description; `perUnitFactor` converts grams per measure to grams per unit. */
export function unitForMeasure(descRaw: string): { name: UnitName; perUnitFactor: number; exact: boolean } | null {
  const desc = descRaw.toLowerCase().trim();
  const first = desc.split(/[\s,(]+/)[0] ?? '';
  const exact = (w: string) => desc === w;
  if (/^fl oz\b/.test(desc)) return { name: 'MILLILITER', perUnitFactor: 1 / FL_OZ_ML, exact: desc === 'fl oz' };
  if (/^(ml|milliliter|millilitre)s?\b/.test(desc)) return { name: 'MILLILITER', perUnitFactor: 1, exact: true };
  if (/^(liter|litre|l)s?\b/.test(desc)) return { name: 'LITER', perUnitFactor: 1, exact: true };
  if (/^(tsp|teaspoon)s?\b/.test(desc)) return { name: 'TEASPOON', perUnitFactor: 1, exact: /^(tsp|teaspoon)s?$/.test(desc) };
  if (/^(tbsp|tablespoon)s?\b/.test(desc))
    return { name: 'TABLESPOON', perUnitFactor: 1, exact: /^(tbsp|tablespoon)s?$/.test(desc) };
  if (/^cups?\b/.test(desc)) return { name: 'CUP', perUnitFactor: 1, exact: /^cups?$/.test(desc) };
  if (/^(dash|pinch)(es)?\b/.test(desc)) return { name: 'PINCH', perUnitFactor: 1, exact: true };
  if (/^slices?\b/.test(desc)) return { name: 'SLICE', perUnitFactor: 1, exact: /^slices?$/.test(desc) };
  if (/^pieces?\b/.test(desc)) return { name: 'PIECE', perUnitFactor: 1, exact: /^pieces?$/.test(desc) };
  if (/^small\b/.test(desc)) return { name: 'SMALL_UNIT', perUnitFactor: 1, exact: exact('small') };
  if (/^medium\b/.test(desc)) return { name: 'MEDIUM_UNIT', perUnitFactor: 1, exact: exact('medium') };
  if (/^(large|extra large|jumbo)\b/.test(desc)) return { name: 'LARGE_UNIT', perUnitFactor: 1, exact: exact('large') };
  if (NOT_A_UNIT.test(desc) || /^\d/.test(first) || first === '') return null;
  // A countable thing: fruit, egg, item, bar, cookie, roll, muffin, patty, link, leaf, stalk, ...
  return { name: 'UNIT', perUnitFactor: 1, exact: /^(unit|item|each|fruit)s?$/.test(desc) };
}

export interface MeasureRow {
  seq: number;
  amount: number;
  desc: string;
  grams: number;
}
export interface UnitRow {
  name: UnitName;
  grams: number;
  description: string;
}

/**
 * One row per unit name: when several measures map to the same name, the plain one ("cup" rather than
 * "cup, chopped") wins, then the lowest SR sequence number (SR lists the commonest measure first).
 */
export function unitsFromMeasures(measures: readonly MeasureRow[]): UnitRow[] {
  const best = new Map<UnitName, { row: UnitRow; exact: boolean; seq: number }>();
  for (const m of measures) {
    if (!(m.amount > 0) || !(m.grams > 0)) continue;
    const u = unitForMeasure(m.desc);
    if (!u) continue;
    const grams = Math.round((m.grams / m.amount) * u.perUnitFactor * 1000) / 1000;
    if (!(grams > 0)) continue;
    const prev = best.get(u.name);
    const better = !prev || (u.exact && !prev.exact) || (u.exact === prev.exact && m.seq < prev.seq);
    if (better) best.set(u.name, { row: { name: u.name, grams, description: m.desc }, exact: u.exact, seq: m.seq });
  }
  const rows: UnitRow[] = [{ name: 'GRAMS', grams: 1, description: 'g' }];
  for (const name of UNIT_NAMES) {
    const b = best.get(name);
    if (b && name !== 'GRAMS') rows.push(b.row);
  }
  return rows;
}

/** FNDDS ingredient measure codes -> unit names (null: keep the line in grams). */
export const FNDDS_MEASURES: Record<string, UnitName | undefined> = {
  GM: 'GRAMS',
  TS: 'TEASPOON',
  TB: 'TABLESPOON',
  C: 'CUP',
  CP: 'CUP',
};
