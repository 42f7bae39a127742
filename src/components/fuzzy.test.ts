import { fuzzyFilter } from './fuzzy';

const items = [
  { name: 'Tomato, raw', englishName: 'Tomato' },
  { name: 'Bread, whole wheat, commercially prepared, toasted', englishName: 'Toast' },
  { name: 'Kaas, belegen', englishName: 'Cheese, matured' },
];

describe('fuzzyFilter', () => {
  it('finds a match far into a long name (ignoreLocation)', () => {
    expect(fuzzyFilter(items, 'toasted', ['name', 'englishName']).map((i) => i.englishName)).toEqual(['Toast']);
  });

  it('matches on the English name too and tolerates a typo', () => {
    expect(fuzzyFilter(items, 'chese', ['name', 'englishName']).map((i) => i.name)).toEqual(['Kaas, belegen']);
  });

  it('returns everything for an empty query', () => {
    expect(fuzzyFilter(items, '  ', ['name'])).toHaveLength(3);
  });
});
