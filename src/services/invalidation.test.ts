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
  const fetched = { recipes: 0, ingredients: 0, ingredient: 0, displayNames: 0, foodGroups: 0 };
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
    http.get(apiUrl('api', '/ingredient/:id'), () => {
      fetched.ingredient += 1;
      return HttpResponse.json({ idIngredient: 101, version: 1, name: 'Tomato', source: 'USER', hideFromUser: false, units: [] });
    }),
    http.post(apiUrl('api', '/ingredient/:id'), () => new HttpResponse(null, { status: 204 })),
    http.get(apiUrl('api', '/ingredientgroup'), () => {
      fetched.displayNames += 1;
      return HttpResponse.json([], { headers: { 'x-result-count': '0' } });
    }),
    http.put(apiUrl('api', '/ingredientgroup/:id'), () =>
      HttpResponse.json({ idIngredientGroup: 4, name: 'Tomato', ingredients: [{ idIngredient: 101 }], ingredientCount: 1 }),
    ),
    http.get(apiUrl('api', '/foodgroup/'), () => {
      fetched.foodGroups += 1;
      return HttpResponse.json([]);
    }),
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

  it('refreshes the ingredient search and every open ingredient when a display name is saved', async () => {
    const { store, fetched } = setup();
    const list = store.dispatch(searchApi.endpoints.searchIngredients.initiate({ model: 'NUTRITIONIST_UI' }));
    const editor = store.dispatch(appApi.endpoints.getIngredient.initiate({ id: 101 }));
    await waitFor(() => expect([fetched.ingredients, fetched.ingredient]).toEqual([1, 1]));
    // The ingredient joined a display name elsewhere: its editor must not keep (and save back) the old one.
    await store.dispatch(
      appApi.endpoints.updateIngredientGroup.initiate({ id: 4, ingredientGroupInput: { name: 'Tomato', ingredientIds: [101] } }),
    );
    await waitFor(() => expect([fetched.ingredients, fetched.ingredient]).toEqual([2, 2]));
    list.unsubscribe();
    editor.unsubscribe();
  });

  it('refreshes an open ingredient when a food group gains it', async () => {
    const { store, fetched } = setup();
    const editor = store.dispatch(appApi.endpoints.getIngredient.initiate({ id: 101 }));
    await waitFor(() => expect(fetched.ingredient).toBe(1));
    await store.dispatch(appApi.endpoints.addFoodGroupIngredients.initiate({ idGroup: 1, idIngredient: [101] }));
    await waitFor(() => expect(fetched.ingredient).toBe(2));
    editor.unsubscribe();
  });

  it('refreshes the display names and food groups when an ingredient is saved (its display name and groups)', async () => {
    const { store, fetched } = setup();
    const names = store.dispatch(appApi.endpoints.listIngredientGroups.initiate({}));
    const groups = store.dispatch(appApi.endpoints.listFoodGroups.initiate());
    await waitFor(() => expect([fetched.displayNames, fetched.foodGroups]).toEqual([1, 1]));
    await store.dispatch(
      appApi.endpoints.saveIngredient.initiate({ idIngredient: 101, ingredientInput: { name: 'Tomato', version: 1 } }),
    );
    await waitFor(() => expect([fetched.displayNames, fetched.foodGroups]).toEqual([2, 2]));
    names.unsubscribe();
    groups.unsubscribe();
  });
});
