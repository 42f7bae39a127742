import { http, HttpResponse } from 'msw';
import type { EnergyDistribution, MealOfDayDivision, Tag } from '../../src/services/generated/appApi.generated';
import type { IngredientSummary } from '../../src/services/generated/searchApi.generated';
import { server } from './server';
import { apiUrl } from './urls';
import { DEFAULT_DIVISIONS } from './settings';

export interface SimulationLookups {
  tags?: Tag[];
  divisions?: MealOfDayDivision[];
  energyDistribution?: EnergyDistribution;
  ingredients?: IngredientSummary[];
}

/**
 * What /meal-simulation loads when it opens (tags, meal-of-day divisions, the ingredient lookup, the energy
 * distribution), answered from `lookups`; each call is recorded.
 */
export function useSimulationLookups(lookups: SimulationLookups = {}) {
  const asked: { path: string; params: URLSearchParams }[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    asked.push({ path: url.pathname, params: url.searchParams });
  };
  server.use(
    http.get(apiUrl('api', '/tag'), ({ request }) => {
      record(request);
      return HttpResponse.json(lookups.tags ?? [{ idTag: 1, name: 'LUNCH', category: 'MEAL_TYPE' }]);
    }),
    http.get(apiUrl('api', '/mealOfDayDivision'), ({ request }) => {
      record(request);
      return HttpResponse.json(lookups.divisions ?? DEFAULT_DIVISIONS);
    }),
    http.get(apiUrl('api', '/energy-distribution'), ({ request }) => {
      record(request);
      return HttpResponse.json(
        lookups.energyDistribution ?? { proteinDistribution: 0.2, fatDistribution: 0.3, carbohydratesDistribution: 0.5 },
      );
    }),
    http.get(apiUrl('search', '/ingredients'), ({ request }) => {
      record(request);
      const items = lookups.ingredients ?? [];
      return HttpResponse.json(items, { headers: { 'x-result-count': String(items.length) } });
    }),
  );
  return asked;
}
