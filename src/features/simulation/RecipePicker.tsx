import { useCallback, useEffect, useState } from 'react';
import { FuzzyPicker, PICKER_PAGE_SIZE } from '../../components/FuzzyPicker';
import type { RecipeRef } from '../../services/generated/appApi.generated';
import { useListSimpleRecipesQuery } from './simulationApi';

/** The recipe picker asks for a page of 100 recipes; the total the server reports says whether there are more. */
export const RECIPE_PICKER_PAGE_SIZE = PICKER_PAGE_SIZE;

/** A recipe of the simple list, with the name the picker shows. */
export type PickedRecipe = RecipeRef & { name: string };

const KEYS: Array<keyof PickedRecipe> = ['name'];
const named = (r: RecipeRef): PickedRecipe => ({ ...r, name: r.name ?? `Recipe ${r.idRecipe}` });

/**
 * The recipes matching `query` from the simple recipe list (page, pageSize, searchText; planning.md section 7),
 * a page of 100 at a time: `more()` asks for the next page, whose recipes join the list.
 */
function usePagedRecipes(query: string) {
  // The page belongs to its query: a new query starts again at 0 in the same render, asking nothing else.
  const [paging, setPaging] = useState({ query, page: 0 });
  const page = paging.query === query ? paging.page : 0;
  const [loaded, setLoaded] = useState<{ query: string; pages: PickedRecipe[][] }>({ query, pages: [] });
  const search = useListSimpleRecipesQuery(
    { page, pageSize: RECIPE_PICKER_PAGE_SIZE, searchText: query },
    { skip: !query.trim() },
  );
  const answer = search.currentData;
  useEffect(() => {
    if (!answer) return;
    setLoaded((previous) => {
      const pages = previous.query === query ? [...previous.pages] : [];
      pages[page] = answer.items.map(named);
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
  const total = answer?.total ?? 0;
  return {
    items,
    hasMore: last === page && total > (page + 1) * RECIPE_PICKER_PAGE_SIZE,
    loading: search.isFetching,
    more: useCallback(() => setPaging((p) => ({ query, page: (p.query === query ? p.page : 0) + 1 })), [query]),
  };
}

/** Searches the catalogue's recipes (300 ms after the last keystroke, ranked fuzzily, 0.3) and hands the chosen one over. */
export function RecipePicker({
  label,
  onSelect,
  disabled,
}: {
  label: string;
  onSelect: (recipe: PickedRecipe) => void;
  disabled?: boolean;
}) {
  const [query, setQuery] = useState('');
  const recipes = usePagedRecipes(query);
  return (
    <FuzzyPicker<PickedRecipe>
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
