/** The known food-group types are exactly the SR28 groups whose names the recommender reads (meat, fish, fruit). */
import { KNOWN_FOOD_GROUP_TYPES, knownFoodGroupTypeOf } from '../../src/domain';
import { deriveRecipeFlags } from '../../src/recommender';
import { readTsv } from '../../src/server/seed/data-files';

const flagsOfGroup = (foodGroup: string) =>
  deriveRecipeFlags({
    idRecipe: 1,
    name: 'Dish',
    servings: 1,
    mealTypes: ['LUNCH'],
    seasons: [],
    tags: [],
    cuisine: null,
    ingredients: [{ idIngredient: 1, name: 'Ingredient', grams: 100, foodGroup }],
    nutritionPerServing: {
      energyKcal: 300,
      protein: 10,
      carbohydrate: 30,
      fat: 10,
      fiber: 2,
      sugar: 5,
      salt: 1,
      cholesterol: 0,
      iron: 1,
    },
    allergens: [],
    suitableDiets: [],
  });

describe('known food-group types', () => {
  const groups = readTsv('food_groups.tsv.gz');

  it('marks every SR28 group the recommender tells meat, fish or fruit by, and no other', () => {
    expect(groups).toHaveLength(25);
    const read = groups
      .filter(([, name]) => {
        const f = flagsOfGroup(name);
        return f.containsMeat || f.containsFish || f.isFruit;
      })
      .map(([code]) => code);
    expect(read.sort()).toEqual(Object.keys(KNOWN_FOOD_GROUP_TYPES).sort());
  });

  it('gives the type by SR28 code, nothing for other or missing codes', () => {
    expect(knownFoodGroupTypeOf('1500')).toBe('FISH_AND_SHELLFISH');
    expect(knownFoodGroupTypeOf('0100')).toBeUndefined();
    expect(knownFoodGroupTypeOf(null)).toBeUndefined();
  });
});
