import { useMemo, useState } from 'react';
import { FuzzyPicker } from '../../components/FuzzyPicker';
import type { RecipeRef } from '../../services/generated/appApi.generated';
import { useListSimpleRecipesQuery } from './simulationApi';

/** The recipe picker asks for 101 recipes, one more than a page, to know whether there are more. */
export const RECIPE_PICKER_REQUEST_SIZE = 101;

/** A recipe of the simple list, with the name the picker shows. */
export type PickedRecipe = RecipeRef & { name: string };

const KEYS: Array<keyof PickedRecipe> = ['name'];
const named = (r: RecipeRef): PickedRecipe => ({ ...r, name: r.name ?? `Recipe ${r.idRecipe}` });

/**
 * Searches the catalogue's recipes through the simple recipe list (page, pageSize 101, searchText; planning.md
 * section 7), 300 ms after the last keystroke, ranked fuzzily (0.3), and hands the chosen one over.
 */
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
  const search = useListSimpleRecipesQuery(
    { page: 0, pageSize: RECIPE_PICKER_REQUEST_SIZE, searchText: query },
    { skip: !query.trim() },
  );
  const items = useMemo(() => (search.data?.items ?? []).map(named), [search.data]);
  return (
    <FuzzyPicker<PickedRecipe>
      label={label}
      items={items}
      keys={KEYS}
      getKey={(r) => r.idRecipe}
      getLabel={(r) => r.name}
      onQueryChange={setQuery}
      loading={search.isFetching}
      disabled={disabled}
      onSelect={onSelect}
    />
  );
}
