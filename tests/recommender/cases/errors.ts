/** Inputs that cannot be planned: a clear typed error, never a crash. */
import { makeRecipe, testRng } from '../catalogue';
import { createPlanInput, divisionsFor, MEALS } from '../fixtures';
import type { PlanCase } from './types';

const rng = testRng(99);
/** A tiny catalogue: a few recipes of each kind, two soups. */
const tiny = [
  ...[1, 2, 3].map((i) => makeRecipe(i, 'breakfast', rng)),
  ...[4, 5, 6, 7].map((i) => makeRecipe(i, 'main', rng)),
  ...[8, 9, 10].map((i) => makeRecipe(i, 'snack', rng)),
  ...[11, 12].map((i) => makeRecipe(i, 'soup', rng)),
];
const soupIngredients = [
  ...new Set(tiny.filter((r) => r.mealTypes.includes('SOUP')).flatMap((r) => r.ingredients.map((i) => i.idIngredient))),
];

export const cases: PlanCase[] = [
  {
    name: 'tiny catalogue without any soup left after ingredient restrictions',
    input: createPlanInput({
      candidates: tiny,
      restrictions: { diets: [], allergens: [], foodRestrictions: [], ingredientRestrictions: soupIngredients },
    }),
    expect: { kind: 'emptyDivision', idMealOfDayDivision: 3, binding: 'Tomato' },
  },
  {
    name: 'tiny catalogue has no recipe that is vegan and a breakfast',
    input: createPlanInput({
      candidates: tiny.map((r) => (r.mealTypes.includes('BREAKFAST') ? { ...r, suitableDiets: ['NONE'] } : r)),
      restrictions: { diets: ['VEGAN'], allergens: [], foodRestrictions: [], ingredientRestrictions: [] },
    }),
    expect: { kind: 'noCandidates', mealOfDay: 'BREAKFAST', idMealOfDayDivision: 1, rule: 'DIET' },
  },
  {
    name: 'empty catalogue',
    input: createPlanInput({ candidates: [] }),
    expect: { kind: 'noCandidates', mealOfDay: 'BREAKFAST', idMealOfDayDivision: 1 },
  },
  {
    name: 'two meals a day',
    input: createPlanInput({ divisions: divisionsFor(['BREAKFAST', 'LUNCH']) }),
    expect: { kind: 'invalid', field: 'divisions' },
  },
  { name: 'no household member', input: createPlanInput({ members: [] }), expect: { kind: 'invalid', field: 'members' } },
  {
    name: 'bad start date',
    input: createPlanInput({ startDate: '2026-02-30', divisions: divisionsFor(MEALS[3]) }),
    expect: { kind: 'invalid', field: 'startDate' },
  },
];
