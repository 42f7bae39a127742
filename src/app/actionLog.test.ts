import { createActionLog, parseActionLog, replayActions } from './actionLog';
import { makeStore, startPersistence } from './store';
import { bannerHidden, bannersReset } from '../features/shell/uiSlice';
import { signedIn } from '../auth/authSlice';

describe('the action log', () => {
  it('records what a store does, and a replay into a fresh store reaches the same state', async () => {
    let clock = 1000;
    const log = createActionLog(100, () => (clock += 5));
    const recorded = makeStore(undefined, { actionLog: log });
    await startPersistence(recorded);
    recorded.dispatch(signedIn({ username: 'nina', roles: ['nutritionist'], context: 'nl', externalId: 'x' }));
    recorded.dispatch(bannerHidden('a'));
    recorded.dispatch(bannerHidden('b'));
    recorded.dispatch(bannersReset());
    recorded.dispatch(bannerHidden('c'));

    const file = parseActionLog(JSON.stringify(log.toFile()));
    expect(file.entries.map((e) => e.action.type)).toEqual([
      'auth/signedIn',
      'ui/bannerHidden',
      'ui/bannerHidden',
      'ui/bannersReset',
      'ui/bannerHidden',
    ]);
    expect(file.entries.every((e, i, all) => i === 0 || e.at > all[i - 1].at)).toBe(true);

    const fresh = makeStore();
    expect(replayActions(fresh.dispatch, file)).toBe(5);
    const { ui, auth } = fresh.getState();
    expect(ui.hiddenBanners).toEqual(['c']);
    expect(auth).toEqual(recorded.getState().auth);
  });

  it('keeps only the newest entries past its limit and says so', () => {
    const log = createActionLog(2);
    const store = makeStore(undefined, { actionLog: log });
    ['a', 'b', 'c'].forEach((banner) => store.dispatch(bannerHidden(banner)));
    const file = log.toFile();
    expect(file.truncated).toBe(true);
    expect(file.entries.map((e) => e.action.payload)).toEqual(['b', 'c']);
  });

  it('refuses a file that is not an action log', () => {
    expect(() => parseActionLog('{"entries": []}')).toThrow('Not an action log');
    expect(() => parseActionLog('nope')).toThrow('not valid JSON');
  });
});

describe('the action log with the API roots', () => {
  it('records query actions without the Request and Response objects they carry, and replays the cached data', async () => {
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('../../tests/mocks/server');
    const { apiUrl } = await import('../../tests/mocks/urls');
    const { searchApi } = await import('../services/searchApi');
    server.use(
      http.get(apiUrl('search', '/recipes'), () =>
        HttpResponse.json([{ idRecipe: 3, name: 'Soup' }], { headers: { 'x-result-count': '1' } }),
      ),
    );
    const log = createActionLog();
    const store = makeStore(undefined, { actionLog: log });
    await store.dispatch(searchApi.endpoints.searchRecipes.initiate({ count: 20 }));

    const file = parseActionLog(JSON.stringify(log.toFile()));
    const fulfilled = file.entries.find((e) => e.action.type === 'searchApi/executeQuery/fulfilled');
    expect(fulfilled?.action.payload).toEqual({ items: [{ idRecipe: 3, name: 'Soup' }], total: 1 });
    expect((fulfilled?.action.meta as { baseQueryMeta?: { request?: unknown } }).baseQueryMeta?.request).toBeUndefined();

    const fresh = makeStore();
    replayActions(fresh.dispatch, file);
    expect(searchApi.endpoints.searchRecipes.select({ count: 20 })(fresh.getState() as never).data?.total).toBe(1);
  });
});
