import { impliedAllergens, ownAllergens, reasonsAfterSave, setByReason } from '../../src/domain';

describe('facts as the ingredient editor changes them', () => {
  it('names the allergens the origins and cereals imply', () => {
    expect(impliedAllergens({ animalOrigins: ['DAIRY', 'SHELLFISH'], glutenCereals: ['SPELT'] })).toEqual([
      'CRUSTACEAN',
      'GLUTEN',
      'MILK',
      'MOLLUSC',
    ]);
    expect(impliedAllergens({ animalOrigins: ['HONEY', 'MEAT'], glutenCereals: [] })).toEqual([]);
  });

  it("keeps as the ingredient's own the allergens the facts do not imply, and a named crustacean", () => {
    const shrimp = { animalOrigins: ['SHELLFISH'] as const, glutenCereals: [] };
    expect(ownAllergens(['CRUSTACEAN'], shrimp, { SHELLFISH: "name: 'shrimp'", CRUSTACEAN: "name: 'shrimp'" })).toEqual([
      'CRUSTACEAN',
    ]);
    expect(ownAllergens(['CRUSTACEAN', 'MOLLUSC'], shrimp, { SHELLFISH: 'SR food group 1500' })).toEqual([]);
    // Milk with nuts: MILK comes with DAIRY; EGG shares its reason with the origin EGG.
    expect(
      ownAllergens(['EGG', 'MILK', 'NUTS'], { animalOrigins: ['DAIRY', 'EGG'], glutenCereals: [] }, { EGG: 'x', DAIRY: 'y' }),
    ).toEqual(['NUTS']);
    expect(ownAllergens(['EGG'], { animalOrigins: [], glutenCereals: [] }, {})).toEqual(['EGG']);
  });

  it('keeps the reasons of kept facts, gives added ones the editor, drops removed ones', () => {
    const added = setByReason('nutritionist.es', new Date('2026-03-04T23:59:00Z'));
    expect(added).toBe('set by nutritionist.es on 2026-03-04');
    expect(
      reasonsAfterSave(
        { DAIRY: 'SR food group 0100 Dairy and Egg Products', MEAT: "name: 'beef'", NUTS: "name: 'almond'" },
        { animalOrigins: ['DAIRY', 'EGG'], glutenCereals: ['RYE'], allergens: ['NUTS', 'SOY', 'MILK'] },
        added,
      ),
    ).toEqual({
      DAIRY: 'SR food group 0100 Dairy and Egg Products',
      EGG: added,
      RYE: added,
      NUTS: "name: 'almond'",
      SOY: added,
    });
  });
});
