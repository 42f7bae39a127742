import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectContext } from '../../auth/authSlice';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { isCountry } from './ContextPicker';
import type { Country } from './usersApi';

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page') ?? 0);
  return Number.isInteger(page) && page > 0 ? page : 0;
};

/**
 * The users list's place, kept in the URL (search params dbContext, q, page): the context shown (the admin's own
 * unless picked), the search text (written to the URL once it settles) and the page.
 */
export function useUsersSearch() {
  const own = useAppSelector(selectContext);
  const ownContext: Country = isCountry(own) ? own : 'nl';
  const [params, setParams] = useSearchParams();
  const urlContext = params.get('dbContext');
  const context: Country = isCountry(urlContext) ? urlContext : ownContext;
  const q = params.get('q') ?? '';
  const page = pageOf(params);

  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (settled.trim() === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled.trim()) next.set('q', settled.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only a settled change of the text writes the URL.
  }, [settled]);

  const setContext = (next: Country) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next === ownContext) out.delete('dbContext');
      else out.set('dbContext', next);
      out.delete('page');
      return out;
    });
  const setPage = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next > 0) out.set('page', String(next));
      else out.delete('page');
      return out;
    });

  return { ownContext, context, q, page, text, setText, setContext, setPage };
}
