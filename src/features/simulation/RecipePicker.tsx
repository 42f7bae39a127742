import { useState } from 'react';
import { FuzzyPicker } from '../../components/FuzzyPicker';
import type { RecipeSummary } from '../../services/generated/searchApi.generated';
import { useSearchRecipesQuery } from './simulationApi';

/** The recipe picker asks for 101 recipes, one more than a page, to know whether there are more. */
export const RECIPE_PICKER_REQUEST_SIZE = 101;
const KEYS: Array<keyof RecipeSummary> = ['name'];

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
  const search = useSearchRecipesQuery(
    { name: query, offset: 0, count: RECIPE_PICKER_REQUEST_SIZE, model: 'SIMPLE' },
    { skip: !query.trim() },
  );
  return (
    <FuzzyPicker<RecipeSummary>
      label={label}
      items={search.data?.items ?? []}
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
