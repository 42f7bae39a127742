import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../tests/mocks/server';
import { apiUrl } from '../../tests/mocks/urls';
import { makeStore } from '../app/store';
import { appApi } from './appApi';
import { searchApi } from './searchApi';

/** The search backend's lists, counting how often each is asked for. */
function setup() {
  const store = makeStore();
  const fetched = { recipes: 0, ingredients: 0 };
  server.use(
    http.get(apiUrl('search', '/recipes'), () => {
      fetched.recipes += 1;
      return HttpResponse.json([], { headers: { 'x-result-count': '0' } });
    }),
    http.get(apiUrl('search', '/ingredients'), () => {
      fetched.ingredients += 1;
      return HttpResponse.json([], { headers: { 'x-result-count': '0' } });
    }),
    http.post(apiUrl('api', '/food-restrictions/'), () =>
      HttpResponse.json({ idFoodRestriction: 3, name: 'Gluten free', enabled: true, ingredientsToExclude: [] }),
    ),
    http.post(apiUrl('api', '/foodgroup/:idGroup/ingredient'), () =>
      HttpResponse.json({ idGroup: 1, name: 'Vegetables', ingredients: [] }),
    ),
  );
  return { store, fetched };
}

describe('invalidation across the API roots', () => {
  it("refreshes the recipe list (its restriction filter) when a restriction's excluded ingredients are saved", async () => {
    const { store, fetched } = setup();
    const list = store.dispatch(searchApi.endpoints.searchRecipes.initiate({ suitableFoodRestrictionId: [3] }));
    await waitFor(() => expect(fetched.recipes).toBe(1));
    await store.dispatch(
      appApi.endpoints.saveFoodRestriction.initiate({
        foodRestrictionInput: { id: 3, name: 'Gluten free', enabled: true, ingredientsToExclude: [20] },
      }),
    );
    await waitFor(() => expect(fetched.recipes).toBe(2));
    list.unsubscribe();
  });

  it('refreshes the ingredient search (its food group filter) when a group gains ingredients', async () => {
    const { store, fetched } = setup();
    const list = store.dispatch(searchApi.endpoints.searchIngredients.initiate({ idGroup: [1] }));
    await waitFor(() => expect(fetched.ingredients).toBe(1));
    await store.dispatch(appApi.endpoints.addFoodGroupIngredients.initiate({ idGroup: 1, idIngredient: [30] }));
    await waitFor(() => expect(fetched.ingredients).toBe(2));
    list.unsubscribe();
  });
});
