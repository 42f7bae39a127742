import type { ErrorObject } from 'ajv';
import { createValidatorCompiler } from '../../../src/server/http/validator';
import { describeValidationError, fieldInWords } from '../../../src/server/http/validation-messages';

/** The first error real ajv (configured as the server configures it) reports for `value` against `schema`. */
function firstIssue(schema: object, value: unknown, httpPart = 'body'): ErrorObject {
  const validate = createValidatorCompiler()({ schema, httpPart });
  expect(validate(value)).toBe(false);
  return validate.errors![0];
}

const recipe = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    plan: { type: 'object', required: ['ingredientIds', 'status'] },
    name: { type: 'string', minLength: 1, maxLength: 255 },
    idRecipe: { type: 'integer' },
    preparationDetails: {
      type: 'object',
      additionalProperties: false,
      properties: { servings: { type: 'integer', minimum: 1, maximum: 1000 } },
    },
    ingredients: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['unit'],
        properties: {
          quantity: { type: 'number', minimum: 0 },
          unit: { type: 'string' },
          weightKg: { type: 'number', exclusiveMinimum: 0 },
        },
      },
    },
    categories: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['SOUP', 'SALAD'] } },
    noOfMealsPerDay: { type: 'integer', minimum: 3, maximum: 6 },
    startDate: { type: 'string', format: 'date' },
    note: { type: ['string', 'null'] },
  },
};

const describe400 = (value: unknown, context = 'body') => describeValidationError(firstIssue(recipe, value, context), context);
const ingredient = { quantity: 1, unit: 'g' };

describe('validation messages name the field in words and keep the machine path in `field`', () => {
  it.each([
    [{ name: 'Soup', preparationDetails: { servings: 1001 } }, 'preparationDetails.servings', 'Servings must be at most 1000'],
    [{ name: 'x'.repeat(256) }, 'name', 'Name must have at most 255 characters'],
    [{ name: '' }, 'name', 'Name must not be empty'],
    [{}, 'name', 'Name is required'],
    [{ name: 'Soup', plan: { status: 'x' } }, 'plan.ingredientIds', 'Ingredient ids are required'],
    [{ name: 'Soup', plan: { ingredientIds: [] } }, 'plan.status', 'Status is required'],
    [
      { name: 'Soup', ingredients: [ingredient, { quantity: -1, unit: 'g' }] },
      'ingredients[1].quantity',
      'Quantity of ingredient 2 must be at least 0',
    ],
    [{ name: 'Soup', ingredients: [{ quantity: 1 }] }, 'ingredients[0].unit', 'Unit of ingredient 1 is required'],
    [
      { name: 'Soup', ingredients: [{ unit: 'g', weightKg: 0 }] },
      'ingredients[0].weightKg',
      'Weight (kg) of ingredient 1 must be greater than 0',
    ],
    [
      { name: 'Soup', ingredients: [ingredient, ingredient, ingredient, ingredient] },
      'ingredients',
      'Ingredients must have at most 3 items',
    ],
    [{ name: 'Soup', idRecipe: 'seven' }, 'idRecipe', 'Recipe id must be a whole number'],
    [{ name: 'Soup', noOfMealsPerDay: 2 }, 'noOfMealsPerDay', 'Number of meals per day must be at least 3'],
    [{ name: 'Soup', categories: ['SOUP', 'STEW'] }, 'categories[1]', 'Category 2 must be one of: SOUP, SALAD'],
    [{ name: 'Soup', categories: ['SOUP', 'SOUP'] }, 'categories', 'Categories must not contain duplicates'],
    [{ name: 'Soup', startDate: '16/11/2026' }, 'startDate', 'Start date must be a valid date (YYYY-MM-DD)'],
    [{ name: 'Soup', note: 5 }, 'note', 'Note must be text or empty (null)'],
    [{ name: 'Soup', colour: 'red' }, 'colour', 'Unknown field "colour" is not allowed'],
    [
      { name: 'Soup', ingredients: [{ unit: 'g', colour: 'red' }] },
      'ingredients[0].colour',
      'Unknown field "colour" in ingredient 1 is not allowed',
    ],
    ['Soup', 'body', 'The request body must be an object'],
  ])('%j -> %s: %s', (value, field, message) => {
    expect(describe400(value)).toEqual({ field, message });
  });

  it('names query parameters in words without the list position a repeated parameter gets', () => {
    const query = {
      type: 'object',
      properties: {
        mealType: { type: 'array', items: { type: 'string', enum: ['LUNCH', 'DINNER'] } },
        minKcal: { type: 'number', minimum: 0 },
      },
    };
    expect(describeValidationError(firstIssue(query, { mealType: ['SUPPER'] }, 'querystring'), 'querystring')).toEqual({
      field: 'mealType[0]',
      message: 'Meal type must be one of: LUNCH, DINNER',
    });
    expect(describeValidationError(firstIssue(query, { minKcal: -1 }, 'querystring'), 'querystring')).toEqual({
      field: 'minKcal',
      message: 'Minimum kcal must be at least 0',
    });
  });

  it('keeps header names as they are', () => {
    const headers = { type: 'object', properties: { 'x-impersonate-context': { type: 'string', maxLength: 2 } } };
    expect(describeValidationError(firstIssue(headers, { 'x-impersonate-context': 'dkk' }, 'headers'), 'headers')).toEqual({
      field: 'x-impersonate-context',
      message: 'Header x-impersonate-context must have at most 2 characters',
    });
  });

  it('words field paths the same way for messages raised outside the schema validation', () => {
    expect(fieldInWords('recipeIngredients[3].idIngredient')).toBe('Ingredient id of recipe ingredient 4');
    expect(fieldInWords('householdMembers[0].heightCm')).toBe('Height (cm) of household member 1');
    expect(fieldInWords('scope.dbContext')).toBe('Database context');
    expect(fieldInWords('tags[0].idTag')).toBe('Id of tag 1');
    expect(fieldInWords('[2].name')).toBe('Name of item 3');
    expect(fieldInWords('includeLanguaLSubtree')).toBe('Include LanguaL subtree');
    expect(fieldInWords('')).toBe('The request');
  });
});
