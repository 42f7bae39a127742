import { exclusiveSelection, listArgFromUrl, nextEnergySort, selectionChanges, withFilters, withPage } from './searchParams';

const url = (query: string) => new URLSearchParams(query);

describe('recipe list URL', () => {
  it('turns the URL into the list call: offset 20 x page, lists, ratios and the sort', () => {
    const arg = listArgFromUrl(
      url(
        'page=2&searchText=soup&mealType=LUNCH&mealType=DINNER&suitableFoodRestrictionID=3&minProteinRatio=0.2&maxKcal=500&sortField=ENERGY_PER_SERVING&sortDirection=DESC',
      ),
    );
    expect(arg).toEqual({
      offset: 40,
      count: 20,
      model: 'EXTENDED',
      loadRecipeAvailableLanguages: true,
      name: 'soup',
      mealType: ['LUNCH', 'DINNER'],
      suitableFoodRestrictionId: [3],
      minProteinRatio: 0.2,
      maxKcal: 500,
      sortField: 'ENERGY_PER_SERVING',
      sortDirection: 'DESC',
    });
  });

  it('sends noMealTypes instead of meal types', () => {
    expect(listArgFromUrl(url('noMealTypes=true&mealType=LUNCH'))).toMatchObject({ noMealTypes: true });
    expect(listArgFromUrl(url('noMealTypes=true&mealType=LUNCH')).mealType).toBeUndefined();
  });

  it('resets the page on any filter change and drops empty values', () => {
    expect(withFilters(url('page=3&cuisine=FRENCH'), { cuisine: '', status: 'DRAFT' }).toString()).toBe('status=DRAFT');
    expect(withPage(url('cuisine=FRENCH'), 2).toString()).toBe('cuisine=FRENCH&page=2');
  });

  it('cycles the energy sort ascending, descending, none', () => {
    const asc = nextEnergySort(url(''));
    expect(asc.toString()).toBe('sortField=ENERGY_PER_SERVING&sortDirection=ASC');
    const desc = nextEnergySort(asc);
    expect(desc.get('sortDirection')).toBe('DESC');
    expect(nextEnergySort(desc).toString()).toBe('');
  });

  it('makes No meal type exclusive both ways', () => {
    expect(exclusiveSelection(['LUNCH'], ['LUNCH', 'NO_MEAL_TYPE'], 'NO_MEAL_TYPE')).toEqual(['NO_MEAL_TYPE']);
    expect(exclusiveSelection(['NO_MEAL_TYPE'], ['NO_MEAL_TYPE', 'SOUP'], 'NO_MEAL_TYPE')).toEqual(['SOUP']);
    expect(selectionChanges('season', ['NO_SEASON'])).toEqual({ season: undefined, noSeasons: true });
  });
});
