import { useEffect, useState } from 'react';
import type { SetURLSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './useDebouncedValue';

/** The page number of a paged list kept in the URL's `page` param (0, the first, when absent or not a whole number). */
export const pageOf = (params: URLSearchParams): number => {
  const page = Number(params.get('page') ?? 0);
  return Number.isInteger(page) && page > 0 ? page : 0;
};

/** Sets the URL's `page` param (removed for the first page). */
export const pageSetter = (setParams: SetURLSearchParams) => (next: number) =>
  setParams((current) => {
    const out = new URLSearchParams(current);
    if (next > 0) out.set('page', String(next));
    else out.delete('page');
    return out;
  });

/**
 * A search box whose text lives in the URL's `name` param: typing changes `text` at once, and 300 ms after typing stops
 * the trimmed text is written to the URL (removed when empty) and the list goes back to its first page; a URL change
 * (back, a link) sets the text. `value` is the URL's text, the one to query with.
 */
export function useUrlSearchText(
  name: string,
  params: URLSearchParams,
  setParams: SetURLSearchParams,
): { value: string; text: string; setText: (text: string) => void } {
  const value = params.get(name) ?? '';
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (settled.trim() === value) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled.trim()) next.set(name, settled.trim());
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only a settled change of the text writes the URL.
  }, [settled]);
  return { value, text, setText };
}
