import type { IngredientUnit, UnitName } from './fcdbApi';

/** The default unit of every ingredient: GRAMS, 1 g (section 9); it is never deleted or changed. */
export const DEFAULT_UNIT: IngredientUnit = { name: 'GRAMS', quantityInGrams: 1 };

export interface UnitChoice {
  value: UnitName;
  /** Already used by the ingredient: shown, but not pickable. */
  disabled: boolean;
}

/** The unit picker of a new row: every available unit, the ones already used disabled. */
export function unitChoices(available: readonly UnitName[], units: readonly IngredientUnit[]): UnitChoice[] {
  const used = new Set<string>(units.map((u) => u.name));
  return available.map((value) => ({ value, disabled: used.has(value) }));
}

/**
 * Why a new unit row cannot be saved, or undefined when it can: a unit must be chosen (and not one
 * already used), grams are required, a whole number, and greater than 0.
 */
export function newUnitError(name: string, grams: string, units: readonly IngredientUnit[]): string | undefined {
  if (!name) return 'Choose a unit';
  if (units.some((u) => u.name === name)) return 'This unit is already used';
  const text = grams.trim();
  if (!text) return 'Grams are required';
  if (!/^-?\d+$/.test(text)) return 'Grams must be a whole number';
  if (Number(text) <= 0) return 'Grams must be greater than 0';
  return undefined;
}

/** The ingredient's units with the default GRAMS row first (added when the list lacks it). */
export function withDefaultUnit(units: readonly IngredientUnit[]): IngredientUnit[] {
  const grams = units.find((u) => u.name === 'GRAMS');
  return [grams ?? DEFAULT_UNIT, ...units.filter((u) => u.name !== 'GRAMS')];
}
