import { useCallback, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAppDispatch } from '../../../app/hooks';
import { draftKept } from '../drafts/recipeDraftsSlice';
import type { RecipeFormValues } from './formModel';

/** Unsaved edits are kept 300 ms after the last change. */
export const DRAFT_DELAY_MS = 300;

/**
 * Keeps the form's values as a draft in the store (persisted by redux-persist) 300 ms after the
 * last edit: a debounce, not a throttle. A pending draft is written at once when
 * the editor unmounts, so navigating away within the delay loses nothing.
 */
export function useDraftAutosave(
  form: UseFormReturn<RecipeFormValues>,
  key: string,
  version: number | undefined,
  enabled: boolean,
) {
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    // A deep copy: the store freezes what it holds, and react-hook-form keeps mutating its own values.
    const values = JSON.parse(JSON.stringify(form.getValues())) as RecipeFormValues;
    dispatch(draftKept({ key, draft: { values, version, savedAt: Date.now() } }));
  }, [dispatch, form, key, version]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    const subscription = form.watch((_values, info) => {
      // Only edits count: reset() (loading, discarding) reports no field name.
      if (!info.name) return;
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      flush();
    };
  }, [enabled, flush, form]);

  return { cancel };
}
