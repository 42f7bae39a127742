import type { PickedIngredient } from '../../../components/IngredientPicker';
import { IngredientRefTable } from '../../../components/IngredientRefTable';

interface DisplayNameIngredientsProps {
  ingredients: PickedIngredient[];
  onRemove?: (idIngredient: number) => void;
  error?: string;
}

/** The FCDB ingredients shown under the display name: each links to its editor; 20 a page. */
export function DisplayNameIngredients({ ingredients, onRemove, error }: DisplayNameIngredientsProps) {
  return (
    <IngredientRefTable
      ingredients={ingredients}
      caption={error ?? (ingredients.length === 1 ? '1 FCDB ingredient' : `${ingredients.length} FCDB ingredients`)}
      error={error !== undefined}
      tableLabel="FCDB ingredients"
      columnHeader="FCDB ingredient"
      filterLabel="Filter the FCDB ingredients"
      linked
      onRemove={onRemove}
    />
  );
}
