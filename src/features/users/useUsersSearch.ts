import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectContext } from '../../auth/authSlice';
import { pageOf, pageSetter, useUrlSearchText } from '../../components/useUrlSearchText';
import { isCountry } from './ContextPicker';
import type { Country } from './usersApi';

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
  const { value: q, text, setText } = useUrlSearchText('q', params, setParams);
  const page = pageOf(params);

  const setContext = (next: Country) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next === ownContext) out.delete('dbContext');
      else out.set('dbContext', next);
      out.delete('page');
      return out;
    });
  const setPage = pageSetter(setParams);

  return { ownContext, context, q, page, text, setText, setContext, setPage };
}
