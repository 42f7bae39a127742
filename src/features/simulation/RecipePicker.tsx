import { useCallback, useEffect, useState } from 'react';
import { FuzzyPicker, PICKER_PAGE_SIZE } from '../../components/FuzzyPicker';
import type { RecipeSummary } from '../../services/generated/searchApi.generated';
import { useSearchRecipesQuery } from './simulationApi';

/** The recipe picker asks for 101 recipes, one more than a page, to know whether there are more. */
export const RECIPE_PICKER_REQUEST_SIZE = PICKER_PAGE_SIZE + 1;
const KEYS: Array<keyof RecipeSummary> = ['name'];

/**
 * The recipes matching `query`, a page of 100 at a time: `more()` asks for the next page (101 again, from
 * where the last one ended), whose first 100 join the list.
 */
function usePagedRecipes(query: string) {
  // The page belongs to its query: a new query starts again at 0 in the same render, asking nothing else.
  const [paging, setPaging] = useState({ query, page: 0 });
  const page = paging.query === query ? paging.page : 0;
  const [loaded, setLoaded] = useState<{ query: string; pages: RecipeSummary[][] }>({ query, pages: [] });
  const search = useSearchRecipesQuery(
    { name: query, offset: page * PICKER_PAGE_SIZE, count: RECIPE_PICKER_REQUEST_SIZE, model: 'SIMPLE' },
    { skip: !query.trim() },
  );
  const answer = search.currentData?.items;
  useEffect(() => {
    if (!answer) return;
    setLoaded((previous) => {
      const pages = previous.query === query ? [...previous.pages] : [];
      pages[page] = answer.slice(0, PICKER_PAGE_SIZE);
      return { query, pages };
    });
  }, [answer, page, query]);
  const pages = loaded.query === query ? loaded.pages : [];
  const last = pages.length - 1;
  // A recipe that moved between two pages' requests is listed once.
  const seen = new Set<number>();
  const items = pages
    .slice(0, page + 1)
    .flat()
    .filter((r) => !seen.has(r.idRecipe) && !!seen.add(r.idRecipe));
  return {
    items,
    hasMore: last === page && (answer?.length ?? 0) > PICKER_PAGE_SIZE,
    loading: search.isFetching,
    more: useCallback(() => setPaging((p) => ({ query, page: (p.query === query ? p.page : 0) + 1 })), [query]),
  };
}

/** Searches the catalogue's recipes (300 ms after the last keystroke, fuzzy 0.3) and hands the chosen one over. */
export function RecipePicker({
  label,
  onSelect,
  disabled,
}: {
  label: string;
  onSelect: (recipe: RecipeSummary) => void;
  disabled?: boolean;
}) {
  const [query, setQuery] = useState('');
  const recipes = usePagedRecipes(query);
  return (
    <FuzzyPicker<RecipeSummary>
      label={label}
      items={recipes.items}
      keys={KEYS}
      getKey={(r) => r.idRecipe}
      getLabel={(r) => r.name}
      onQueryChange={setQuery}
      loading={recipes.loading}
      disabled={disabled}
      onSelect={onSelect}
      hasMore={recipes.hasMore}
      onMore={recipes.more}
    />
  );
}
