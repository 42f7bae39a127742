import { makeStore, startPersistence } from './store';
import { bannerHidden, selectHiddenBanners } from '../features/shell/uiSlice';

describe('makeStore', () => {
  it('keeps a persisted slice across a store rebuild, and never persists the API caches', async () => {
    const first = makeStore();
    const persistor = await startPersistence(first);
    first.dispatch(bannerHidden('fcdb-help'));
    await persistor.flush();

    const stored = Object.keys(window.localStorage);
    expect(stored.some((key) => key.endsWith('ui'))).toBe(true);
    expect(stored.some((key) => /Api/.test(key))).toBe(false);

    const second = makeStore();
    expect(selectHiddenBanners(second.getState())).toEqual([]);
    await startPersistence(second);
    expect(selectHiddenBanners(second.getState())).toEqual(['fcdb-help']);
  });

  it('accepts a preloaded state', () => {
    const store = makeStore({ ui: { hiddenBanners: ['a'] } as never });
    expect(selectHiddenBanners(store.getState())).toEqual(['a']);
  });
});
