/** Diets, allergies, food and ingredient restrictions, excluded ingredients. */
import { ingredientByName } from '../catalogue';
import { createPlanInput, household } from '../fixtures';
import type { PlanCase } from './types';

const none = { diets: [], allergens: [], foodRestrictions: [], ingredientRestrictions: [] } as const;
const id = (name: string) => ingredientByName(name).idIngredient;

export const cases: PlanCase[] = [
  ...(['VEGAN', 'PESCETARIAN', 'LACTO_VEGETARIAN', 'LACTO_OVO_VEGETARIAN', 'NO_PORK', 'LACTOSE_FREE'] as const).map(
    (diet): PlanCase => ({
      name: `diet ${diet}`,
      input: createPlanInput({ restrictions: { ...none, diets: [diet] }, members: household(2) }),
      expect: { kind: 'plan' },
    }),
  ),
  {
    name: 'allergies: nuts, peanut, gluten, fish',
    input: createPlanInput({ restrictions: { ...none, allergens: ['NUTS', 'PEANUT', 'GLUTEN', 'FISH'] } }),
    expect: { kind: 'plan' },
  },
  {
    name: 'vegetarian with milk allergy and a celery food restriction',
    input: createPlanInput({
      restrictions: {
        ...none,
        diets: ['LACTO_OVO_VEGETARIAN'],
        allergens: ['MILK'],
        foodRestrictions: [{ idFoodRestriction: 1, name: 'No celery', ingredientsToExclude: [id('Celery')] }],
      },
    }),
    expect: { kind: 'plan' },
  },
  {
    name: 'ingredient restrictions and excluded ingredients',
    input: createPlanInput({
      restrictions: { ...none, ingredientRestrictions: [id('Beef'), id('Banana')] },
      varietyOptions: {
        priorityIngredients: [id('Salmon')],
        allowedIngredients: [],
        excludedIngredients: [id('Rice'), id('Tomato')],
        varietyLevel: 'UNLIMITED',
      },
      feedback: { ingredients: [{ idIngredient: id('Apple'), value: 1 }], recipes: [{ idRecipe: 5, value: -1 }] },
    }),
    expect: { kind: 'plan' },
  },
  {
    name: 'diet NONE removes nothing',
    input: createPlanInput({ restrictions: { ...none, diets: ['NONE'] } }),
    expect: { kind: 'plan' },
  },
];
