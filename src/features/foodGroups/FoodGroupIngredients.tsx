import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { ingredientLabel, type PickedIngredient } from '../../components/IngredientPicker';
import type { IngredientRef } from './foodGroupsApi';

interface FoodGroupIngredientsProps {
  members: IngredientRef[];
  /** Picked but not saved yet. */
  toAdd: PickedIngredient[];
  /** The member whose removal is under way. */
  removing?: number;
  onRemoveMember: (idIngredient: number) => void;
  onRemovePicked: (idIngredient: number) => void;
}

/** The group's ingredients, then the ones picked since the last save. */
export function FoodGroupIngredients({ members, toAdd, removing, onRemoveMember, onRemovePicked }: FoodGroupIngredientsProps) {
  if (members.length === 0 && toAdd.length === 0) return <Text color="fg.muted">No ingredients in this group yet.</Text>;
  return (
    <Table.Root size="sm" aria-label="Ingredients of the food group">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Ingredient</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {members.map((ingredient) => {
          const label = ingredientLabel(ingredient);
          return (
            <Table.Row key={ingredient.idIngredient}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  loading={removing === ingredient.idIngredient}
                  onClick={() => onRemoveMember(ingredient.idIngredient)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
        {toAdd.map((ingredient) => {
          const label = ingredientLabel(ingredient);
          return (
            <Table.Row key={ingredient.idIngredient}>
              <Table.Cell>
                {label}{' '}
                <Badge colorPalette="orange" marginStart="2">
                  Not saved yet
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onRemovePicked(ingredient.idIngredient)}
                  aria-label={`Remove ${label}`}
                >
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
