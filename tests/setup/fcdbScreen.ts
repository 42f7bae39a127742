/** What the FCDB list's and editor's tests share: two ingredients, the app rendered at a path, the list's calls. */
import userEvent from '@testing-library/user-event';
import { renderApp, type RenderAppOptions } from './renderApp';
import { createIngredient, useFcdbApi, type FcdbApiOptions } from '../mocks/fcdb';

export const SPINACH = createIngredient({ idIngredient: 101, name: 'Spinach, raw', englishName: 'Spinach' });
export const BREAD = createIngredient({
  idIngredient: 102,
  name: 'Bread, white',
  englishName: 'White bread',
  units: [
    { idUnit: 1, name: 'GRAMS', quantityInGrams: 1 },
    { idUnit: 7, name: 'SLICE', quantityInGrams: 25 },
  ],
});

export function setup({ path = '/ingredients/fcdb', session, ...api }: Partial<FcdbApiOptions> & RenderAppOptions = {}) {
  const mock = useFcdbApi({ ingredients: [SPINACH, BREAD], ...api });
  const view = renderApp({ path, session });
  return { ...view, ...mock, user: userEvent.setup() };
}

/** The list's calls: the search service's GET /search/ingredients (never the app API's /api/ingredient). */
export const listCalls = (calls: ReturnType<typeof setup>['calls']) =>
  calls.filter((c) => c.method === 'GET' && c.path.endsWith('/search/ingredients'));
export const lastListQuery = (calls: ReturnType<typeof setup>['calls']) => listCalls(calls).at(-1)?.query;
export const search = (router: ReturnType<typeof setup>['router']) => new URLSearchParams(router.state.location.search);
