import { Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from '../../../components/ClientTable';
import { ingredientLabel, type PickedIngredient } from '../../../components/IngredientPicker';
import { Pagination } from '../../../components/Pagination';

const FILTER_KEYS: Array<keyof PickedIngredient> = ['name', 'englishName'];

interface DisplayNameIngredientsProps {
  ingredients: PickedIngredient[];
  onRemove?: (idIngredient: number) => void;
  error?: string;
}

/** The FCDB ingredients shown under the display name: each links to its editor; 20 a page. */
export function DisplayNameIngredients({ ingredients, onRemove, error }: DisplayNameIngredientsProps) {
  const table = useClientTable(ingredients, FILTER_KEYS);
  return (
    <Stack gap="2">
      <Text fontSize="sm" color={error ? 'red.600' : 'fg.muted'} role={error ? 'alert' : undefined}>
        {error ?? (ingredients.length === 1 ? '1 FCDB ingredient' : `${ingredients.length} FCDB ingredients`)}
      </Text>
      {ingredients.length > TABLE_PAGE_SIZE && (
        <TableSearch label="Filter the FCDB ingredients" value={table.text} onChange={table.setText} />
      )}
      {ingredients.length > 0 && (
        <Table.Root size="sm" aria-label="FCDB ingredients">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>FCDB ingredient</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {table.pageRows.map((ingredient) => {
              const label = ingredientLabel(ingredient);
              return (
                <Table.Row key={ingredient.idIngredient}>
                  <Table.Cell>
                    <Link asChild color="teal.700">
                      <RouterLink to={`/ingredients/fcdb/${ingredient.idIngredient}`}>{label}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {onRemove && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => onRemove(ingredient.idIngredient)}
                        aria-label={`Remove ${label}`}
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
    </Stack>
  );
}
