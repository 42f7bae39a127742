import { Button, Table, Text } from '@chakra-ui/react';
import { ingredientLabel, type PickedIngredient } from '../../components/IngredientPicker';

interface ExcludedIngredientsProps {
  ingredients: PickedIngredient[];
  onRemove: (index: number) => void;
}

/** The ingredients a restriction excludes; saved with the restriction. */
export function ExcludedIngredients({ ingredients, onRemove }: ExcludedIngredientsProps) {
  if (ingredients.length === 0) return <Text color="fg.muted">No ingredients excluded yet.</Text>;
  return (
    <Table.Root size="sm" aria-label="Ingredients to exclude">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Ingredient to exclude</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {ingredients.map((ingredient, index) => {
          const label = ingredientLabel(ingredient);
          return (
            <Table.Row key={ingredient.idIngredient}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button size="xs" variant="outline" onClick={() => onRemove(index)} aria-label={`Remove ${label}`}>
                  Remove
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
