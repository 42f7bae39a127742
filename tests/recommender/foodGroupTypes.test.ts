/** The meat, fish and fruit flags read an ingredient's food group by its known type, not by its name. */
import { DIETS } from '../../src/domain';
import { deriveRecipeFlags, type CandidateRecipe, type RecipeIngredientInput } from '../../src/recommender';
import { ingredientDivisionRecipe } from '../../src/recommender/prepared';

const recipe = (ingredients: RecipeIngredientInput[], over: Partial<CandidateRecipe> = {}): CandidateRecipe => ({
  idRecipe: 1,
  name: 'Dinner',
  servings: 2,
  mealTypes: ['DINNER'],
  seasons: [],
  tags: [],
  ingredients,
  nutritionPerServing: { energyKcal: 500, protein: 25, carbohydrate: 60, fat: 17, fiber: 5, sugar: 5, salt: 1 },
  allergens: [],
  suitableDiets: [...DIETS],
  ...over,
});

describe('flags by known food-group type', () => {
  it('keeps the meaning of a group staff renamed', () => {
    const chicken = deriveRecipeFlags(
      recipe([{ idIngredient: 1, name: 'Kipfilet', grams: 200, foodGroup: 'Gevogelte', foodGroupType: 'POULTRY' }]),
    );
    expect(chicken).toMatchObject({ containsMeat: true, isWhiteMeat: true, isRedMeat: false, containsFish: false });
    const beef = deriveRecipeFlags(
      recipe([{ idIngredient: 2, name: 'Rundergehakt', grams: 200, foodGroup: 'Rund', foodGroupType: 'BEEF' }]),
    );
    expect(beef).toMatchObject({ containsMeat: true, isRedMeat: true, isWhiteMeat: false });
    const cod = deriveRecipeFlags(
      recipe([{ idIngredient: 3, name: 'Kabeljauw', grams: 200, foodGroup: 'Vis', foodGroupType: 'FISH_AND_SHELLFISH' }]),
    );
    expect(cod).toMatchObject({ containsFish: true, containsMeat: false });
    const fruit = deriveRecipeFlags(
      recipe([{ idIngredient: 4, name: 'Apple, raw', grams: 150, foodGroup: 'Fruit', foodGroupType: 'FRUIT' }], {
        mealTypes: ['SNACK'],
      }),
    );
    expect(fruit).toMatchObject({ isFruit: true, isCommonFruit: true });
  });

  it('does not read meat into a group without a known type, whatever its name says', () => {
    // A group called "Poultry Products" that the system does not rely on (e.g. a copy staff made).
    const flags = deriveRecipeFlags(
      recipe([{ idIngredient: 5, name: 'Tofu', grams: 200, foodGroup: 'Poultry Products', foodGroupType: null }]),
    );
    expect(flags).toMatchObject({ containsMeat: false, containsFish: false, isFruit: false });
    // Read by name (no type told), the same group name would have made it meat.
    expect(
      deriveRecipeFlags(recipe([{ idIngredient: 5, name: 'Tofu', grams: 200, foodGroup: 'Poultry Products' }])).containsMeat,
    ).toBe(true);
  });

  it('falls back to the ingredient name only for an ingredient in no group', () => {
    const salmon = deriveRecipeFlags(recipe([{ idIngredient: 6, name: 'Smoked salmon', grams: 100, foodGroupType: null }]));
    expect(salmon.containsFish).toBe(true);
    const sauce = deriveRecipeFlags(
      recipe([
        { idIngredient: 7, name: 'Salmon-style sauce', grams: 100, foodGroup: 'Soups, Sauces, and Gravies', foodGroupType: null },
      ]),
    );
    expect(sauce.containsFish).toBe(false);
  });

  it('tells white from red meat within processed meat by the name', () => {
    const turkeyBacon = deriveRecipeFlags(
      recipe([{ idIngredient: 8, name: 'Turkey bacon', grams: 60, foodGroup: 'Vleeswaren', foodGroupType: 'PROCESSED_MEAT' }]),
    );
    expect(turkeyBacon).toMatchObject({ containsMeat: true, isRedMeat: true, isWhiteMeat: false });
  });

  it('passes the type of an INGREDIENT division on to its stand-in recipe', () => {
    const standIn = ingredientDivisionRecipe({
      idMealOfDayDivision: 1,
      mealOfDay: 'MIDDLE_MORNING',
      type: 'INGREDIENT',
      ingredientDivision: {
        ingredient: { idIngredient: 9, name: 'Peer', foodGroup: 'Fruit', foodGroupType: 'FRUIT' },
        grams: 150,
        nutritionPerPortion: { energyKcal: 85, protein: 0.5, carbohydrate: 23, fat: 0.2, fiber: 4.6, sugar: 15, salt: 0 },
      },
    } as Parameters<typeof ingredientDivisionRecipe>[0]);
    expect(standIn?.ingredients[0].foodGroupType).toBe('FRUIT');
    expect(deriveRecipeFlags(standIn!).isFruit).toBe(true);
  });
});
