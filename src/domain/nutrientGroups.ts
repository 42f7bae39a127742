/**
 * How an ingredient's nutrients are grouped in the API's Ingredient shape and on the editor's nutrition
 * panel: energy and macros as top-level fields, fatty acids by short name, vitamins and minerals as maps
 * keyed by nutrient and unit (`vitaminC_mg`). Ash is stored but not part of the shape.
 */
import { NUTRIENTS, type NutrientKey } from './nutrients';

/** Energy and macros: the Ingredient's top-level fields and the nutrient each stands for, in panel order. */
export const MACRO_FIELDS = {
  energy: 'energyKcal',
  fat: 'fat',
  protein: 'protein',
  carbohydrate: 'carbohydrate',
  fiber: 'fiber',
  sugar: 'sugar',
  alcohol: 'alcohol',
  water: 'water',
  salt: 'salt',
  sodium: 'sodium',
  cholesterol: 'cholesterol',
} as const satisfies Record<string, NutrientKey>;

/** The `fattyAcids` object's fields and their nutrients. */
export const FATTY_ACID_FIELDS = {
  saturated: 'saturatedFattyAcids',
  monounsaturated: 'monounsaturatedFattyAcids',
  polyunsaturated: 'polyunsaturatedFattyAcids',
  trans: 'transFattyAcids',
} as const satisfies Record<string, NutrientKey>;

export const MINERAL_KEYS: readonly NutrientKey[] = [
  'calcium',
  'iron',
  'magnesium',
  'phosphorus',
  'potassium',
  'zinc',
  'copper',
  'manganese',
  'selenium',
];

const GROUPED = new Set<string>([...Object.values(MACRO_FIELDS), ...Object.values(FATTY_ACID_FIELDS), ...MINERAL_KEYS, 'ash']);

/** Every other nutrient is a vitamin (or a vitamin-like compound such as choline or lutein). */
export const VITAMIN_KEYS: readonly NutrientKey[] = NUTRIENTS.map((n) => n.key).filter((k) => !GROUPED.has(k));

/** The unit a nutrient is measured in ('g', 'mg', 'µg', 'IU', 'kcal' …). */
export const nutrientUnitOf = (key: NutrientKey): string => NUTRIENTS.find((n) => n.key === key)?.unit ?? '';

/** `vitaminC` (mg) -> `vitaminC_mg`, `vitaminB12` (µg) -> `vitaminB12_ug`, `vitaminAIu` (IU) -> `vitaminAIu_iu`. */
export function nutrientMapKey(key: NutrientKey): string {
  const unit = nutrientUnitOf(key);
  return `${key}_${unit.startsWith('µg') ? 'ug' : unit === 'IU' ? 'iu' : unit}`;
}

/** The `vitamins` and `minerals` maps' keys and the nutrient each names. */
export const NUTRIENT_MAP_KEYS = {
  vitamins: new Map(VITAMIN_KEYS.map((k) => [nutrientMapKey(k), k])),
  minerals: new Map(MINERAL_KEYS.map((k) => [nutrientMapKey(k), k])),
} as const;
