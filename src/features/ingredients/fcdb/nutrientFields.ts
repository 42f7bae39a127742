import { NUTRIENTS } from '../../../domain/nutrients';
import {
  FATTY_ACID_FIELDS,
  MACRO_FIELDS,
  MINERAL_KEYS,
  nutrientMapKey,
  nutrientUnitOf,
  VITAMIN_KEYS,
} from '../../../domain/nutrientGroups';
import type { Ingredient, IngredientInput } from './fcdbApi';

export interface NutrientField {
  /** Form path inside `nutrients`: `<group>.<key>`. */
  group: 'macros' | 'fattyAcids' | 'vitamins' | 'minerals';
  key: string;
  label: string;
  unit: string;
}

const label = (key: string) => {
  // vitaminB12 -> "Vitamin B12", vitaminAIu -> "Vitamin A" (the unit says IU), luteinZeaxanthin -> "Lutein zeaxanthin".
  const words = key
    .replace(/_.*$/, '')
    .replace(/Iu$/, '')
    .replace(/([A-Z][a-z]*\d*)/g, ' $1')
    .trim()
    .toLowerCase();
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return text.replace(/^Vitamin (\w)/, (_, letter: string) => `Vitamin ${letter.toUpperCase()}`);
};

const MACROS = Object.keys(MACRO_FIELDS);
const FATTY_ACIDS = Object.keys(FATTY_ACID_FIELDS);

/** The nutrition panel, grouped: energy and macros, fatty acids, vitamins, minerals (per 100 g). */
export const NUTRIENT_GROUPS: Array<{ title: string; fields: NutrientField[] }> = [
  {
    title: 'Energy and macros',
    fields: Object.entries(MACRO_FIELDS).map(([field, key]) => ({
      group: 'macros',
      key: field,
      label: label(field),
      unit: nutrientUnitOf(key),
    })),
  },
  {
    title: 'Fatty acids',
    fields: Object.entries(FATTY_ACID_FIELDS).map(([field, key]) => ({
      group: 'fattyAcids',
      key: field,
      label: label(field),
      unit: nutrientUnitOf(key),
    })),
  },
  {
    title: 'Vitamins',
    fields: VITAMIN_KEYS.map((key) => ({
      group: 'vitamins',
      key: nutrientMapKey(key),
      label: label(key),
      unit: nutrientUnitOf(key),
    })),
  },
  {
    title: 'Minerals',
    fields: MINERAL_KEYS.map((key) => ({
      group: 'minerals',
      key: nutrientMapKey(key),
      label: label(key),
      unit: nutrientUnitOf(key),
    })),
  },
];

export type NutrientValues = Record<NutrientField['group'], Record<string, string>>;

const text = (value: number | undefined) => (value === undefined || value === null ? '' : String(value));

/** The ingredient's figures as form text (empty when unknown). */
export function nutrientValuesOf(ingredient: Ingredient): NutrientValues {
  const out: NutrientValues = { macros: {}, fattyAcids: {}, vitamins: {}, minerals: {} };
  for (const field of MACROS) out.macros[field] = text(ingredient[field as keyof Ingredient] as number | undefined);
  for (const field of FATTY_ACIDS)
    out.fattyAcids[field] = text(ingredient.fattyAcids?.[field as keyof NonNullable<Ingredient['fattyAcids']>]);
  for (const f of NUTRIENT_GROUPS[2].fields) out.vitamins[f.key] = text(ingredient.vitamins?.[f.key]);
  for (const f of NUTRIENT_GROUPS[3].fields) out.minerals[f.key] = text(ingredient.minerals?.[f.key]);
  return out;
}

const amount = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : Number(value));
const present = (record: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Record<string, number>;

/** The form's figures as the save body's nutrient fields (an empty field is unknown and sent absent). */
export function nutrientInput(values: NutrientValues): Partial<IngredientInput> {
  const macros = present(Object.fromEntries(MACROS.map((field) => [field, amount(values.macros[field])])));
  return {
    ...macros,
    fattyAcids: present(Object.fromEntries(FATTY_ACIDS.map((field) => [field, amount(values.fattyAcids[field])]))),
    vitamins: present(Object.fromEntries(Object.entries(values.vitamins).map(([k, v]) => [k, amount(v)]))),
    minerals: present(Object.fromEntries(Object.entries(values.minerals).map(([k, v]) => [k, amount(v)]))),
  };
}

/** A figure is empty or a number of at least 0. */
export const NUMBER_PATTERN = /^\s*(\d+(\.\d+)?|\.\d+)?\s*$/;

/**
 * The nutrients a retention factor may name: every nutrient of the panel, as the key the recipe
 * computation reads (`vitaminC_mg`, `protein_g`, `energyKcal_kcal`), labelled as in the panel.
 */
export const RETENTION_NUTRIENTS: Array<{ value: string; label: string }> = NUTRIENTS.filter((n) => n.key !== 'ash').map((n) => {
  const macro = Object.entries(MACRO_FIELDS).find(([, key]) => key === n.key);
  return { value: nutrientMapKey(n.key), label: `${label(macro ? macro[0] : n.key)} (${n.unit})` };
});
