import { Table, Text } from '@chakra-ui/react';
import type { ScaledRecipe } from '../../services/generated/plannerApi.generated';
import { round1 } from './needs';

const memberName = (user: { id: number; name?: string }) => user.name ?? `Member ${user.id}`;

/**
 * The scaled recipe's ingredients with each member's grams: the household's grams (quantityInGrams, for all
 * servings) shared in proportion to each member's portion.
 */
export function ScaledIngredientsTable({ recipe }: { recipe: ScaledRecipe }) {
  const ingredients = recipe.scaledRecipeIngredients ?? [];
  const members = recipe.householdServings ?? [];
  const label = `Ingredients of ${recipe.recipe.name}`;
  if (ingredients.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No ingredients listed for {recipe.recipe.name}.
      </Text>
    );
  }
  const share = (grams: number, portion: number) => (recipe.servings > 0 ? (grams * portion) / recipe.servings : 0);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Ingredient</Table.ColumnHeader>
            {members.map((m) => (
              <Table.ColumnHeader key={m.user.id} textAlign="end">
                {memberName(m.user)} (g)
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Household (g)</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {ingredients.map((i, index) => (
            <Table.Row key={`${i.ingredient.idIngredient}-${index}`}>
              <Table.Cell>{i.ingredient.name ?? `Ingredient ${i.ingredient.idIngredient}`}</Table.Cell>
              {members.map((m) => (
                <Table.Cell key={m.user.id} textAlign="end">
                  {round1(share(i.quantityInGrams, m.portionInServings))}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end">{round1(i.quantityInGrams)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
