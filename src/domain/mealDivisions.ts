import type { MealOfDay, MealPart } from './planningEnums';

/** A meal-of-day division made of a meal part (the kind the default set and the settings editor start from). */
export interface MealPartDivision {
  readonly idMealOfDayDivision: number;
  readonly mealOfDay: MealOfDay;
  readonly type: 'MEAL_PART';
  readonly mealPart: MealPart;
  readonly name: string;
}

/**
 * The default division set (7 entries): breakfast; a snack mid-morning; soup
 * and a main at lunch; a snack mid-afternoon; a main at dinner; a snack after dinner.
 */
export const DEFAULT_MEAL_DIVISIONS: readonly MealPartDivision[] = [
  { idMealOfDayDivision: 1, mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST', name: 'Breakfast' },
  { idMealOfDayDivision: 2, mealOfDay: 'MIDDLE_MORNING', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Morning snack' },
  { idMealOfDayDivision: 3, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'SOUP', name: 'Soup' },
  { idMealOfDayDivision: 4, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH', name: 'Lunch' },
  { idMealOfDayDivision: 5, mealOfDay: 'MIDDLE_AFTERNOON', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Afternoon snack' },
  { idMealOfDayDivision: 6, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER', name: 'Dinner' },
  { idMealOfDayDivision: 7, mealOfDay: 'AFTER_DINNER', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Evening snack' },
];
