import { http, HttpResponse } from 'msw';
import { server } from '../../tests/mocks/server';
import { apiUrl } from '../../tests/mocks/urls';
import { makeStore } from '../app/store';
import { setAccessTokenProvider, setSessionRenewer } from './accessToken';
import { searchApi } from './searchApi';

/** A backend answers 401 when the token expired or its session ended server-side (sign-out, reset, deletion). */
describe('a refused token', () => {
  let token = 'token-old';
  const seen: Array<string | null> = [];

  beforeEach(() => {
    token = 'token-old';
    seen.length = 0;
    setAccessTokenProvider(() => token);
    server.use(
      http.get(apiUrl('search', '/recipes'), ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        if (authorization !== 'Bearer token-new') {
          return HttpResponse.json({ code: 'UNAUTHORIZED', message: 'The session has ended' }, { status: 401 });
        }
        return HttpResponse.json([{ idRecipe: 1, name: 'A' }], { headers: { 'x-result-count': '1' } });
      }),
    );
  });
  afterEach(() => {
    setAccessTokenProvider(() => undefined);
    setSessionRenewer(async () => false);
  });

  it('renews the session once and sends the call again with the fresh token', async () => {
    const renew = jest.fn(async () => {
      token = 'token-new';
      return true;
    });
    setSessionRenewer(renew);
    const result = await makeStore().dispatch(searchApi.endpoints.searchRecipes.initiate({}));
    expect(result.data?.total).toBe(1);
    expect(seen).toEqual(['Bearer token-old', 'Bearer token-new']);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('gives up with the 401 when the session cannot be renewed (the sign-in page takes over)', async () => {
    const renew = jest.fn(async () => false);
    setSessionRenewer(renew);
    const result = await makeStore().dispatch(searchApi.endpoints.searchRecipes.initiate({}));
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen).toEqual(['Bearer token-old']);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
