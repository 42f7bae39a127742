import { limitHint, limitProblem } from './fieldLimits';

const servings = { type: 'integer', required: true, minimum: 1, maximum: 1000 } as const;
const name = { type: 'string', required: true, minLength: 1, maxLength: 255 } as const;
const factor = { type: 'number', minimum: 0.01, maximum: 10 } as const;
const quantity = { type: 'number', required: true, minimum: 0, maximum: 100000, multipleOf: 0.01 } as const;

describe('field limits from the OpenAPI document', () => {
  it('describes what a field accepts', () => {
    expect(limitHint(servings)).toBe('Whole number, 1 to 1,000');
    expect(limitHint(name)).toBe('At most 255 characters');
    expect(limitHint(factor)).toBe('0.01 to 10');
    expect(limitHint({ type: 'number', minimum: 0 })).toBe('At least 0');
    expect(limitHint(quantity)).toBe('0 to 100,000 in steps of 0.01');
  });

  it('names the field and the limit it breaks', () => {
    expect(limitProblem('1001', 'Servings', servings)).toBe('Servings must be at most 1,000');
    expect(limitProblem('0', 'Servings', servings)).toBe('Servings must be at least 1');
    expect(limitProblem('2.5', 'Servings', servings)).toBe('Servings must be a whole number');
    expect(limitProblem('', 'Servings', servings, { empty: 'Servings cannot be empty' })).toBe('Servings cannot be empty');
    expect(limitProblem('x'.repeat(256), 'Name', name)).toBe('Name must have at most 255 characters');
    expect(limitProblem(Number.NaN, 'Weight yield factor', factor)).toBeUndefined();
    expect(limitProblem(11, 'Weight yield factor', factor)).toBe('Weight yield factor must be at most 10');
    expect(limitProblem(1.234, 'Quantity', quantity)).toBe('Quantity must be in steps of 0.01');
    expect(limitProblem('0.005', 'Quantity', quantity)).toBe('Quantity must be in steps of 0.01');
  });

  it('accepts values within the limits', () => {
    expect(limitProblem('1000', 'Servings', servings)).toBeUndefined();
    expect(limitProblem('x'.repeat(255), 'Name', name)).toBeUndefined();
    expect(limitProblem(0.5, 'Weight yield factor', factor)).toBeUndefined();
    // Binary fractions: 0.07 / 0.01 is 7.000000000000001, still a whole number of steps.
    for (const value of [0.07, 1.23, 0.29, 99999.99, 12]) expect(limitProblem(value, 'Quantity', quantity)).toBeUndefined();
  });
});
