import { newUnitError, unitChoices, withDefaultUnit } from './unitRules';

describe('unit rules', () => {
  const units = [
    { idUnit: 1, name: 'GRAMS' as const, quantityInGrams: 1 },
    { idUnit: 2, name: 'SLICE' as const, quantityInGrams: 30 },
  ];

  it('disables the units already used', () => {
    expect(unitChoices(['GRAMS', 'SLICE', 'CUP'], units)).toEqual([
      { value: 'GRAMS', disabled: true },
      { value: 'SLICE', disabled: true },
      { value: 'CUP', disabled: false },
    ]);
  });

  it('needs a unit and whole grams above 0', () => {
    expect(newUnitError('', '10', units)).toBe('Choose a unit');
    expect(newUnitError('SLICE', '10', units)).toBe('This unit is already used');
    expect(newUnitError('CUP', ' ', units)).toBe('Grams are required');
    expect(newUnitError('CUP', '1.5', units)).toBe('Grams must be a whole number');
    expect(newUnitError('CUP', '0', units)).toBe('Grams must be greater than 0');
    expect(newUnitError('CUP', '-3', units)).toBe('Grams must be greater than 0');
    expect(newUnitError('CUP', '240', units)).toBeUndefined();
  });

  it('puts GRAMS (1 g) first, adding it when missing', () => {
    expect(withDefaultUnit([{ name: 'CUP', quantityInGrams: 200 }])).toEqual([
      { name: 'GRAMS', quantityInGrams: 1 },
      { name: 'CUP', quantityInGrams: 200 },
    ]);
  });
});
