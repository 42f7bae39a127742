import { http, HttpResponse } from 'msw';
import { server } from '../../tests/mocks/server';
import { apiUrl } from '../../tests/mocks/urls';
import { makeStore } from '../app/store';
import { setAccessTokenProvider } from './accessToken';
import { searchApi } from './searchApi';

function setup() {
  const store = makeStore();
  const seen: { authorization: string | null; query: URLSearchParams }[] = [];
  server.use(
    http.get(apiUrl('search', '/recipes'), ({ request }) => {
      const url = new URL(request.url);
      seen.push({ authorization: request.headers.get('authorization'), query: url.searchParams });
      return HttpResponse.json(
        [
          { idRecipe: 7, name: 'Lentil soup' },
          { idRecipe: 9, name: 'Apple pie' },
        ],
        { headers: { 'x-result-count': '1234' } },
      );
    }),
  );
  return { store, seen };
}

describe('the generated search endpoints, through the store', () => {
  afterEach(() => setAccessTokenProvider(() => undefined));

  it('answers a list call with its items and the total from x-result-count', async () => {
    const { store, seen } = setup();
    setAccessTokenProvider(() => 'token-abc');
    const result = await store.dispatch(
      searchApi.endpoints.searchRecipes.initiate({ offset: 20, count: 20, tagName: ['BREAKFAST', 'LUNCH'], name: 'soup' }),
    );
    expect(result.data).toEqual({
      items: [expect.objectContaining({ idRecipe: 7 }), expect.objectContaining({ idRecipe: 9 })],
      total: 1234,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].authorization).toBe('Bearer token-abc');
    expect(seen[0].query.getAll('tagName')).toEqual(['BREAKFAST', 'LUNCH']);
    expect(seen[0].query.get('offset')).toBe('20');
  });

  it('falls back to the number of items when the header is missing', async () => {
    const store = makeStore();
    server.use(http.get(apiUrl('search', '/recipes'), () => HttpResponse.json([{ idRecipe: 1, name: 'A' }])));
    const result = await store.dispatch(searchApi.endpoints.searchRecipes.initiate({}));
    expect(result.data?.total).toBe(1);
  });
});
