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
    expect(file.entries.map((e) => e.action.type)).toEqual(['auth/signedIn', 'ui/bannerHidden', 'ui/bannerHidden', 'ui/bannersReset', 'ui/bannerHidden']);
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
