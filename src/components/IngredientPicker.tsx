import { useState } from 'react';
import { useSearchIngredientsQuery } from '../services/searchApi';
import type { IngredientSummary } from '../services/generated/searchApi.generated';
import { FuzzyPicker, PICKER_PAGE_SIZE } from './FuzzyPicker';

/** What a screen keeps of a chosen ingredient. */
export interface PickedIngredient {
  idIngredient: number;
  name?: string;
  englishName?: string;
}

// Pickers for ingredients match on the name and the English name.
const PICKER_KEYS: Array<keyof IngredientSummary> = ['name', 'englishName'];

export const ingredientLabel = (i: PickedIngredient): string =>
  i.englishName && i.englishName !== i.name
    ? `${i.name ?? `#${i.idIngredient}`} (${i.englishName})`
    : (i.name ?? `Ingredient ${i.idIngredient}`);

interface IngredientPickerProps {
  label: string;
  onSelect: (ingredient: PickedIngredient) => void;
  disabled?: boolean;
  /** How much of each ingredient the search answers (the simulation asks for the nutritionist's view). */
  model?: 'SIMPLE' | 'NUTRITIONIST_UI';
}

/**
 * An ingredient search box: the search backend answers up to 100 candidates for the text typed
 * (after 300 ms), ranked again by fuse.js (threshold 0.3) on name and English name.
 */
export function IngredientPicker({ label, onSelect, disabled, model = 'SIMPLE' }: IngredientPickerProps) {
  const [query, setQuery] = useState('');
  const search = useSearchIngredientsQuery({ name: query, offset: 0, count: PICKER_PAGE_SIZE, model }, { skip: !query.trim() });
  return (
    <FuzzyPicker
      label={label}
      items={search.data?.items ?? []}
      keys={PICKER_KEYS}
      getKey={(i) => i.idIngredient}
      getLabel={ingredientLabel}
      onQueryChange={setQuery}
      loading={search.isFetching}
      disabled={disabled}
      onSelect={(i) =>
        onSelect({ idIngredient: i.idIngredient, name: i.name, ...(i.englishName ? { englishName: i.englishName } : {}) })
      }
    />
  );
}
