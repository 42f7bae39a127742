import { http, HttpResponse } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import type {
  AllSettings,
  Diet,
  EnergyDistribution,
  EnergyEstimationEquation,
  MealOfDayDivision,
  RecommenderSettings,
  SettingsSave,
} from '../../src/services/generated/appApi.generated';

export const DEFAULT_RECOMMENDER: RecommenderSettings = {
  mealOfDayHeuristicsWeights: {
    ENERGY_SUITABILITY: 5,
    CARBOHYDRATE_SUITABILITY: 2,
    PROTEIN_SUITABILITY: 2,
    FAT_SUITABILITY: 2,
    INGREDIENT_VARIETY: 2,
    VARIETY_OPTIONS: 3,
    LIMIT_MAIN_DISH_RECIPE_REPETITION: 3,
    MEAT_FISH_SEPARATION: 1,
    MINIMIZE_PRODUCT_CATEGORIES: 0.5,
    LITRE_OF_SOUP_IN_A_ROW: 1,
    USER_PREFERENCES: 3,
    SEASON: 1,
    NO_COMFORT_FOOD: 1,
    COMMON_FRUIT: 1,
    CHEAPER_FOOD: 0,
    DIABETES: 0,
    LOW_SUGAR_DRINKS: 1,
  },
  dayHeuristicsWeights: { NUTRITIONAL_DEVIATION: 3, FRUIT_VARIETY: 1 },
  weekHeuristicsWeights: { NL_FISH: 1, INCLUDE_WHITE_MEAT: 1 },
  runDayImprovement: true,
  runWeekImprovement: true,
};

/** The context's default division (7 entries), as the server answers it before any save. */
export const DEFAULT_DIVISIONS: MealOfDayDivision[] = [
  { idMealOfDayDivision: 1, mealOfDay: 'BREAKFAST', type: 'MEAL_PART', mealPart: 'BREAKFAST', name: 'Breakfast' },
  { idMealOfDayDivision: 2, mealOfDay: 'MIDDLE_MORNING', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Morning snack' },
  { idMealOfDayDivision: 3, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'SOUP', name: 'Soup' },
  { idMealOfDayDivision: 4, mealOfDay: 'LUNCH', type: 'MEAL_PART', mealPart: 'LUNCH', name: 'Lunch' },
  { idMealOfDayDivision: 5, mealOfDay: 'MIDDLE_AFTERNOON', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Afternoon snack' },
  { idMealOfDayDivision: 6, mealOfDay: 'DINNER', type: 'MEAL_PART', mealPart: 'DINNER', name: 'Dinner' },
  { idMealOfDayDivision: 7, mealOfDay: 'AFTER_DINNER', type: 'MEAL_PART', mealPart: 'SNACK', name: 'Evening snack' },
];

export interface SettingsState {
  energyDistribution: EnergyDistribution;
  equation: EnergyEstimationEquation;
  diets: Diet[];
  recommender: RecommenderSettings;
  divisions: MealOfDayDivision[];
}

/**
 * The settings backend for msw: the reads answer `state`, the one save (PUT /settings) applies the
 * parts it carries and answers every setting, reset answers the defaults. Saves are recorded.
 */
export function useSettingsApi(initial: Partial<SettingsState> = {}) {
  const state: SettingsState = {
    energyDistribution: { proteinDistribution: 0.2, fatDistribution: 0.3, carbohydratesDistribution: 0.5 },
    equation: 'INSTITUTE_OF_MEDICINE',
    diets: ['VEGAN', 'NO_PORK'],
    recommender: structuredClone(DEFAULT_RECOMMENDER),
    divisions: structuredClone(DEFAULT_DIVISIONS),
    ...initial,
  };
  const saves: SettingsSave[] = [];
  const resets: number[] = [];
  const all = (): AllSettings => ({
    energyDistribution: state.energyDistribution,
    energyEstimationEquation: state.equation,
    mealOfDayDivisions: state.divisions,
    enabledDietaryRestrictions: state.diets,
    recommenderSettings: state.recommender,
  });
  server.use(
    http.get(apiUrl('api', '/energy-distribution'), () => HttpResponse.json(state.energyDistribution)),
    http.get(apiUrl('api', '/energy-estimation-equation'), () => HttpResponse.json({ energyEstimationEquation: state.equation })),
    http.get(apiUrl('api', '/enabled-dietary-restrictions'), () => HttpResponse.json(state.diets)),
    http.get(apiUrl('api', '/recommender-settings'), () => HttpResponse.json(state.recommender)),
    http.get(apiUrl('api', '/mealOfDayDivision'), () => HttpResponse.json(state.divisions)),
    http.get(apiUrl('api', '/mealOfDayDivision/mealParts'), () =>
      HttpResponse.json(['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK', 'SOUP', 'FRUIT']),
    ),
    http.delete(apiUrl('api', '/recommender-settings'), () => {
      resets.push(Date.now());
      state.recommender = structuredClone(DEFAULT_RECOMMENDER);
      return HttpResponse.json(state.recommender);
    }),
    http.put(apiUrl('api', '/settings'), async ({ request }) => {
      const body = (await request.json()) as SettingsSave;
      saves.push(body);
      if (body.energyDistribution) state.energyDistribution = body.energyDistribution;
      if (body.energyEstimationEquation) state.equation = body.energyEstimationEquation;
      if (body.enabledDietaryRestrictions) state.diets = body.enabledDietaryRestrictions;
      if (body.recommenderSettings) state.recommender = body.recommenderSettings;
      if (body.mealOfDayDivisions) {
        let next = Math.max(0, ...body.mealOfDayDivisions.map((d) => d.idMealOfDayDivision ?? 0)) + 1;
        state.divisions = body.mealOfDayDivisions.map((d) => ({ ...d, idMealOfDayDivision: d.idMealOfDayDivision ?? next++ }));
      }
      return HttpResponse.json(all());
    }),
  );
  return { state, saves, resets };
}
