import { foodRestrictionWord, listInWords, restrictionPhrase } from '../../src/domain';

describe('restriction words', () => {
  it('lists with commas and a final "or" or "and"', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['gluten'])).toBe('gluten');
    expect(listInWords(['gluten', 'soy'])).toBe('gluten or soy');
    expect(listInWords(['gluten', 'soy', 'nuts'])).toBe('gluten, soy or nuts');
    expect(listInWords(['Apple', 'Pear'], 'and')).toBe('Apple and Pear');
  });

  it('phrases a household as a nutritionist says it', () => {
    expect(restrictionPhrase({ diets: ['VEGAN'], allergens: ['GLUTEN', 'SOY', 'NUTS'] })).toBe(
      'Vegan with no gluten, soy or nuts',
    );
    expect(restrictionPhrase({ diets: ['VEGAN'] })).toBe('Vegan');
    expect(restrictionPhrase({ allergens: ['GLUTEN', 'MILK'] })).toBe('No gluten or milk');
    expect(restrictionPhrase({ allergens: ['SESAME'], avoided: ['Apple'] })).toBe('No sesame, avoiding Apple');
    expect(restrictionPhrase({ diets: ['LACTO_OVO_VEGETARIAN', 'NO_PORK'], alsoNo: ['shellfish'] })).toBe(
      'Lacto-ovo vegetarian and pork-free with no shellfish',
    );
    expect(restrictionPhrase({ diets: ['NONE'] })).toBe('');
    expect(restrictionPhrase({ avoided: ['Apple', 'Leek'] })).toBe('Avoiding Apple and Leek');
  });

  it('reads a food restriction named "No X" as X, and quotes any other name', () => {
    expect(foodRestrictionWord('No shellfish')).toBe('shellfish');
    expect(foodRestrictionWord('Halal')).toBe('"Halal"');
  });
});
