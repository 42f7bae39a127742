import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from '../../components/ClientTable';
import { ingredientLabel, type PickedIngredient } from '../../components/IngredientPicker';
import { Pagination } from '../../components/Pagination';

const FILTER_KEYS: Array<keyof PickedIngredient> = ['name', 'englishName'];

interface ExcludedIngredientsProps {
  ingredients: PickedIngredient[];
  onRemove: (idIngredient: number) => void;
}

/** The ingredients a restriction excludes (saved with the restriction): 20 a page, with a fuzzy filter. */
export function ExcludedIngredients({ ingredients, onRemove }: ExcludedIngredientsProps) {
  const table = useClientTable(ingredients, FILTER_KEYS);
  if (ingredients.length === 0) return <Text color="fg.muted">No ingredients excluded yet.</Text>;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {ingredients.length === 1 ? '1 ingredient excluded' : `${ingredients.length} ingredients excluded`}
      </Text>
      {ingredients.length > TABLE_PAGE_SIZE && (
        <TableSearch label="Filter the excluded ingredients" value={table.text} onChange={table.setText} />
      )}
      <Table.Root size="sm" aria-label="Ingredients to exclude">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Ingredient to exclude</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.pageRows.map((ingredient) => {
            const label = ingredientLabel(ingredient);
            return (
              <Table.Row key={ingredient.idIngredient}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => onRemove(ingredient.idIngredient)}
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
      <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
    </Stack>
  );
}
