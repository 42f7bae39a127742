import { createRecipe } from '../../../../tests/fixtures/recipes';
import { emptyRecipeValues, nameProblem, toRecipeInput, valuesFromRecipe } from './formModel';

const context = { lang: 'en', defaultLanguage: 'en' };

describe('the recipe form model', () => {
  it('round-trips a loaded recipe into the save body, tags by category and numbers restored', () => {
    const recipe = createRecipe({
      idRecipe: 4,
      tags: [
        { name: 'LUNCH', category: 'MEAL_TYPE' },
        { name: 'SUMMER', category: 'SEASON' },
        { name: 'Quick', category: 'OTHER' },
      ],
      nutsRegion: { code: 'NL3', name: 'West-Nederland' },
    });
    const input = toRecipeInput(valuesFromRecipe(recipe), { ...context, idRecipe: 4, version: 3 });
    expect(input).toMatchObject({
      idRecipe: 4,
      version: 3,
      name: 'Tomato soup',
      cuisine: 'ITALIAN',
      nutsRegion: { code: 'NL3' },
      preparationDetails: { servings: 2, preparationTime: 10, cookingTime: 20, preparationSteps: '# Steps\n- Cook' },
      recipeIngredients: [{ ingredient: { idIngredient: 11 }, quantity: 150, unit: { name: 'GRAMS', quantityInGrams: 1 } }],
    });
    expect(input.tags).toEqual(recipe.tags);
  });

  it('normalises the preparation steps of every language on save', () => {
    const values = {
      ...emptyRecipeValues(),
      name: 'Soup',
      preparationSteps: '#Steps\n* cut',
      i18nLabels: { nl: { NAME: 'Soep', PREPARATION_STEPS: '1) snijd', OTHER_INFO: '' } },
    };
    const input = toRecipeInput(values, context);
    expect(input.preparationDetails.preparationSteps).toBe('# Steps\n- cut');
    expect(input.i18nLabels?.nl?.PREPARATION_STEPS).toBe('1. snijd');
  });

  it('asks for a name, except in another language that has preparation steps (Untitled Recipe)', () => {
    const nameless = emptyRecipeValues();
    expect(nameProblem(nameless, 'en', 'en')).toBe('Recipe name cannot be empty');
    expect(nameProblem(nameless, 'nl', 'en')).toBe('Recipe name cannot be empty');
    const withSteps = { ...nameless, i18nLabels: { nl: { NAME: '', PREPARATION_STEPS: 'Kook', OTHER_INFO: '' } } };
    expect(nameProblem(withSteps, 'nl', 'en')).toBeUndefined();
    expect(nameProblem(withSteps, 'en', 'en')).toBe('Recipe name cannot be empty');
    expect(toRecipeInput(withSteps, { lang: 'nl', defaultLanguage: 'en' })).toMatchObject({
      name: 'Untitled Recipe',
      i18nLabels: { nl: { NAME: 'Untitled Recipe' } },
    });
  });

  it('keeps the default name when a translation is being edited and drops empty translations', () => {
    const values = {
      ...emptyRecipeValues(),
      name: 'Soup',
      i18nLabels: { nl: { NAME: '', PREPARATION_STEPS: '', OTHER_INFO: '' } },
    };
    expect(nameProblem(values, 'nl', 'en')).toBeUndefined();
    expect(toRecipeInput(values, { lang: 'nl', defaultLanguage: 'en' })).toMatchObject({ name: 'Soup', i18nLabels: {} });
  });

  it('sends the chosen author (admins) and no weight yield factor for an emptied input', () => {
    const values = valuesFromRecipe(createRecipe());
    values.authorId = '8';
    values.ingredients[0].weightYieldFactor = { factor: Number.NaN };
    const input = toRecipeInput(values, { ...context, authors: [{ id: 8, name: 'Olaf', externalID: 'ext-olaf' }] });
    expect(input.author).toEqual({ id: 8, name: 'Olaf', externalID: 'ext-olaf' });
    expect(input.recipeIngredients[0].weightYieldFactor).toBeUndefined();
  });

  it('sends no author without the authors list (only admins load it): the server refuses others a change with 403', () => {
    const values = valuesFromRecipe(createRecipe({ author: { id: 8, name: 'Olaf', externalID: 'ext-olaf' } }));
    values.authorId = '9';
    expect(toRecipeInput(values, context)).not.toHaveProperty('author');
  });
});
