import { useState } from 'react';
import { FuzzyPicker, PICKER_PAGE_SIZE } from '../../components/FuzzyPicker';
import type { IngredientSummary } from '../../services/generated/searchApi.generated';
import type { IngredientRef } from '../../services/generated/plannerApi.generated';
import { useSearchIngredientsQuery } from './simulationApi';

const KEYS: Array<keyof IngredientSummary> = ['name', 'englishName'];
const labelOf = (i: IngredientSummary) => (i.englishName && i.englishName !== i.name ? `${i.name} (${i.englishName})` : i.name);

/** Searches the context's ingredients (fuzzy 0.3 on name and English name, 100 a page) and hands the chosen one over. */
export function IngredientPicker({
  label,
  onSelect,
  disabled,
}: {
  label: string;
  onSelect: (ingredient: IngredientRef) => void;
  disabled?: boolean;
}) {
  const [query, setQuery] = useState('');
  const search = useSearchIngredientsQuery(
    { name: query, offset: 0, count: PICKER_PAGE_SIZE, model: 'NUTRITIONIST_UI' },
    { skip: !query.trim() },
  );
  return (
    <FuzzyPicker<IngredientSummary>
      label={label}
      items={search.data?.items ?? []}
      keys={KEYS}
      getKey={(i) => i.idIngredient}
      getLabel={labelOf}
      onQueryChange={setQuery}
      loading={search.isFetching}
      disabled={disabled}
      onSelect={(i) =>
        onSelect({ idIngredient: i.idIngredient, name: i.name, ...(i.englishName ? { englishName: i.englishName } : {}) })
      }
    />
  );
}
