import { Text } from '@chakra-ui/react';
import type { PickedIngredient } from '../../components/IngredientPicker';
import { IngredientRefTable } from '../../components/IngredientRefTable';

interface ExcludedIngredientsProps {
  ingredients: PickedIngredient[];
  onRemove: (idIngredient: number) => void;
}

/** The ingredients a restriction excludes (saved with the restriction): 20 a page, with a fuzzy filter. */
export function ExcludedIngredients({ ingredients, onRemove }: ExcludedIngredientsProps) {
  if (ingredients.length === 0) return <Text color="fg.muted">No ingredients excluded yet.</Text>;
  return (
    <IngredientRefTable
      ingredients={ingredients}
      caption={ingredients.length === 1 ? '1 ingredient excluded' : `${ingredients.length} ingredients excluded`}
      tableLabel="Ingredients to exclude"
      columnHeader="Ingredient to exclude"
      filterLabel="Filter the excluded ingredients"
      onRemove={onRemove}
    />
  );
}
