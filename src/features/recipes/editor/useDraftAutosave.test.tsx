import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { selectRecipeDraft } from '../drafts/recipeDraftsSlice';
import { emptyRecipeValues, type RecipeFormValues } from './formModel';
import { useDraftAutosave } from './useDraftAutosave';

function setup() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(
    () => {
      const form = useForm<RecipeFormValues>({ defaultValues: emptyRecipeValues() });
      return { form, autosave: useDraftAutosave(form, 'new', undefined, true) };
    },
    { wrapper },
  );
  const draftName = () => selectRecipeDraft(store.getState(), 'new')?.values.name;
  return { ...view, draftName };
}

describe('useDraftAutosave', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the draft 300 ms after the LAST change (a debounce, not a throttle)', () => {
    const { result, draftName } = setup();
    act(() => result.current.form.setValue('name', 'S', { shouldDirty: true }));
    act(() => void jest.advanceTimersByTime(250));
    act(() => result.current.form.setValue('name', 'So', { shouldDirty: true }));
    act(() => void jest.advanceTimersByTime(299));
    expect(draftName()).toBeUndefined();
    act(() => void jest.advanceTimersByTime(1));
    expect(draftName()).toBe('So');
  });

  it('writes a pending draft at once when the editor closes, and none after cancel', () => {
    const first = setup();
    act(() => first.result.current.form.setValue('name', 'Leaving', { shouldDirty: true }));
    first.unmount();
    expect(first.draftName()).toBe('Leaving');

    const second = setup();
    act(() => second.result.current.form.setValue('name', 'Saved', { shouldDirty: true }));
    act(() => second.result.current.autosave.cancel());
    second.unmount();
    expect(second.draftName()).toBeUndefined();
  });

  it('does not count a reset (loading or discarding) as an edit', () => {
    const { result, draftName } = setup();
    act(() => result.current.form.reset({ ...emptyRecipeValues(), name: 'From server' }));
    act(() => void jest.advanceTimersByTime(1000));
    expect(draftName()).toBeUndefined();
  });
});
