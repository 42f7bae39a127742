import { http, HttpResponse } from 'msw';
import { server } from './server';
import { apiUrl } from './urls';
import { completeSettings, DEFAULT_MEAL_DIVISIONS, DEFAULT_RECOMMENDER_SETTINGS } from '../../src/domain';
import type {
  AllSettings,
  Diet,
  EnergyDistribution,
  EnergyEstimationEquation,
  MealOfDayDivision,
  RecommenderSettings,
  SettingsSave,
} from '../../src/services/generated/appApi.generated';

/** The recommender settings' defaults, as the server answers them before any save (the meal rules' defaults included). */
export const DEFAULT_RECOMMENDER: RecommenderSettings = structuredClone(completeSettings(DEFAULT_RECOMMENDER_SETTINGS));

/**
 * The specification's division set (7 entries; soup and a main at lunch), as the server answers a context
 * whose divisions are that set. A fresh context answers its own day pattern (DEFAULT_MEAL_DIVISIONS_BY_CONTEXT).
 */
export const DEFAULT_DIVISIONS: MealOfDayDivision[] = DEFAULT_MEAL_DIVISIONS.map((division) => ({ ...division }));

export interface SettingsState {
  energyDistribution: EnergyDistribution;
  equation: EnergyEstimationEquation;
  diets: Diet[];
  recommender: RecommenderSettings;
  divisions: MealOfDayDivision[];
}

/** Recipes and ingredients the division editor's pickers find (by a case-insensitive part of the name). */
export const DIVISION_RECIPES = [
  { idRecipe: 31, name: 'Lentil soup' },
  { idRecipe: 32, name: 'Tomato soup' },
  { idRecipe: 33, name: 'Apple pie' },
];
export const DIVISION_INGREDIENTS = [
  { idIngredient: 41, name: 'Apples, raw, with skin', englishName: 'Apple' },
  { idIngredient: 42, name: 'Bananas, raw', englishName: 'Banana' },
];

/**
 * The settings backend for msw: the reads answer `state`, the one save (PUT /settings) applies the
 * parts it carries and answers every setting, reset answers the defaults. Saves are recorded, and so are the
 * pickers' searches (`lookups`: the simple recipe list and the search service's ingredients).
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
  const lookups: { path: string; query: URLSearchParams }[] = [];
  const matching = <T extends { name?: string }>(rows: T[], text: string | null) =>
    rows.filter((r) => !text || (r.name ?? '').toLowerCase().includes(text.toLowerCase()));
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
    http.get(apiUrl('api', '/recipe/simple'), ({ request }) => {
      const url = new URL(request.url);
      lookups.push({ path: url.pathname, query: url.searchParams });
      const found = matching(DIVISION_RECIPES, url.searchParams.get('searchText'));
      return HttpResponse.json(found, { headers: { 'x-result-count': String(found.length) } });
    }),
    http.get(apiUrl('search', '/ingredients'), ({ request }) => {
      const url = new URL(request.url);
      lookups.push({ path: url.pathname, query: url.searchParams });
      const name = url.searchParams.get('name')?.toLowerCase() ?? '';
      const found = DIVISION_INGREDIENTS.filter((i) => `${i.name} ${i.englishName}`.toLowerCase().includes(name));
      return HttpResponse.json(found, { headers: { 'x-result-count': String(found.length) } });
    }),
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
  return { state, saves, resets, lookups };
}
