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
  it("leaves RTK Query's own actions out and keeps a plan call's request, which a replay does not dispatch", async () => {
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('../../tests/mocks/server');
    const { apiUrl } = await import('../../tests/mocks/urls');
    const { createWeekPlan } = await import('../../tests/fixtures/weekPlans');
    const { searchApi } = await import('../services/searchApi');
    const { requestPlan } = await import('../features/simulation/store/planRequests');
    const plan = createWeekPlan({ 'MONDAY:LUNCH': [1] });
    server.use(
      http.get(apiUrl('search', '/recipes'), () =>
        HttpResponse.json([{ idRecipe: 3, name: 'Soup' }], { headers: { 'x-result-count': '1' } }),
      ),
      http.post(apiUrl('planner', '/simulate/weekPlan'), () => HttpResponse.json(plan)),
    );
    const log = createActionLog();
    const store = makeStore(undefined, { actionLog: log });
    const query = store.dispatch(searchApi.endpoints.searchRecipes.initiate({ count: 20 }));
    await query;
    query.unsubscribe();
    await store.dispatch(requestPlan({ today: '2026-11-25', seed: 7 }));

    const file = parseActionLog(JSON.stringify(log.toFile()));
    expect(file.version).toBe(3);
    // The catalogue query, its subscription and the middleware's registration: none of them.
    expect(file.entries.map((e) => e.action.type)).toEqual([
      'simulationPlan/planRequested',
      'plannerApi/executeMutation/fulfilled',
      'simulationPlan/planReceived',
    ]);
    // The plan call keeps its endpoint and request only; its answer is the plan of planReceived.
    const call = file.entries[1].action;
    expect(Object.keys(call)).toEqual(['type', 'meta']);
    expect(call.meta).toEqual({
      arg: { endpointName: 'createWeekPlan', originalArgs: { weekPlanRequest: expect.objectContaining({ seed: 7 }) } },
    });
    expect((file.entries[2].action.payload as { weekPlan: unknown }).weekPlan).toEqual(plan);

    const fresh = makeStore();
    expect(replayActions(fresh.dispatch, file)).toBe(2);
    expect(fresh.getState().simulation.present.plan.weekPlan).toEqual(plan);
    expect(fresh.getState().plannerApi.mutations).toEqual({});
  });
});
