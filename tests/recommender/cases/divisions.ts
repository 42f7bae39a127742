/** Custom divisions: several parts per meal, a fixed recipe and a fixed ingredient. */
import type { MealOfDayDivision } from '../../../src/recommender';
import { catalogue, createPlanInput, household } from '../fixtures';
import type { PlanCase } from './types';

const breakfastRecipe = catalogue().find((r) => r.mealTypes.includes('BREAKFAST') && r.suitableDiets.includes('VEGAN'))!;

const richDivisions: MealOfDayDivision[] = [
  { idMealOfDayDivision: 11, mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST' },
  { idMealOfDayDivision: 12, mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'FRUIT' },
  { idMealOfDayDivision: 13, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'SOUP' },
  { idMealOfDayDivision: 14, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH' },
  { idMealOfDayDivision: 15, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'DESSERT' },
  { idMealOfDayDivision: 16, mealOfDay: 'MIDDLE_AFTERNOON', type: 'MEAL_PART', mealPart: 'FRUIT' },
  { idMealOfDayDivision: 17, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER' },
];

const fixedDivisions: MealOfDayDivision[] = [
  {
    idMealOfDayDivision: 21,
    mealOfDay: 'BREAKFAST',
    type: 'RECIPE',
    recipe: { idRecipe: breakfastRecipe.idRecipe, name: breakfastRecipe.name },
  },
  {
    idMealOfDayDivision: 22,
    mealOfDay: 'MIDDLE_MORNING',
    type: 'INGREDIENT',
    ingredientDivision: {
      ingredient: { idIngredient: 28, name: 'Apple', foodGroup: 'Fruits and Fruit Juices' },
      grams: 150,
      nutritionPerPortion: { energyKcal: 78, protein: 0.4, carbohydrate: 20.7, fat: 0.3, fiber: 3.6, sugar: 15.6, salt: 0 },
    },
  },
  { idMealOfDayDivision: 23, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH' },
  { idMealOfDayDivision: 24, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER' },
];

export const cases: PlanCase[] = [
  {
    name: 'seven divisions over four meals (fruit, soup, dessert)',
    input: createPlanInput({ members: household(2), divisions: richDivisions }),
    expect: { kind: 'plan' },
  },
  {
    name: 'a fixed recipe and a fixed ingredient',
    input: createPlanInput({ divisions: fixedDivisions }),
    expect: { kind: 'plan' },
  },
  {
    name: 'a fixed recipe the diet forbids',
    input: createPlanInput({
      divisions: [
        {
          ...fixedDivisions[0],
          recipe: {
            idRecipe: catalogue().find((r) => !r.suitableDiets.includes('VEGAN') && r.mealTypes.includes('BREAKFAST'))!.idRecipe,
            name: 'x',
          },
        },
        ...fixedDivisions.slice(1),
      ],
      restrictions: { diets: ['VEGAN'], allergens: [], foodRestrictions: [], ingredientRestrictions: [] },
    }),
    expect: { kind: 'noCandidates', mealOfDay: 'BREAKFAST', idMealOfDayDivision: 21, rule: 'DIET' },
  },
];
