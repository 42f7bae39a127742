import { makeStore, startPersistence } from '../../../app/store';
import { emptyRecipeValues } from '../editor/formModel';
import { draftCleared, draftKept, draftKeyOf, selectRecipeDraft } from './recipeDraftsSlice';

describe('recipe drafts', () => {
  it('survive a reload (persisted with their own config) and are cleared on request', async () => {
    const first = makeStore();
    const persistor = await startPersistence(first);
    const values = { ...emptyRecipeValues(), name: 'Half-written soup' };
    first.dispatch(draftKept({ key: 'new', draft: { values, savedAt: 1 } }));
    await persistor.flush();
    expect(Object.keys(window.localStorage).some((key) => key.endsWith('recipeDrafts'))).toBe(true);

    const second = makeStore();
    await startPersistence(second);
    expect(selectRecipeDraft(second.getState(), 'new')?.values.name).toBe('Half-written soup');
    second.dispatch(draftCleared('new'));
    expect(selectRecipeDraft(second.getState(), 'new')).toBeUndefined();
  });

  it('are keyed by recipe id, new or duplicate', () => {
    expect(draftKeyOf('new')).toBe('new');
    expect(draftKeyOf('edit', 4)).toBe('4');
    expect(draftKeyOf('duplicate', 4)).toBe('duplicate-4');
  });
});
