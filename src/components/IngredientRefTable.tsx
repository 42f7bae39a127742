import { Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from './ClientTable';
import { ingredientLabel, type PickedIngredient } from './IngredientPicker';
import { Pagination } from './Pagination';

const FILTER_KEYS: Array<keyof PickedIngredient> = ['name', 'englishName'];

export interface IngredientRefTableProps {
  ingredients: PickedIngredient[];
  /** The line above the table (a count, or an error shown as an alert). */
  caption: string;
  error?: boolean;
  /** The table's accessible name and its one column's header. */
  tableLabel: string;
  columnHeader: string;
  /** The label of the fuzzy filter shown when the list is longer than a page. */
  filterLabel: string;
  /** Each ingredient links to its FCDB editor. */
  linked?: boolean;
  onRemove?: (idIngredient: number) => void;
}

/**
 * A list of ingredients picked for something (a restriction, a display name): 20 a page, a fuzzy filter
 * (name and English name) past one page, an optional Remove per row.
 */
export function IngredientRefTable({
  ingredients,
  caption,
  error = false,
  tableLabel,
  columnHeader,
  filterLabel,
  linked = false,
  onRemove,
}: IngredientRefTableProps) {
  const table = useClientTable(ingredients, FILTER_KEYS);
  return (
    <Stack gap="2">
      <Text fontSize="sm" color={error ? 'red.600' : 'fg.muted'} role={error ? 'alert' : undefined}>
        {caption}
      </Text>
      {ingredients.length > TABLE_PAGE_SIZE && <TableSearch label={filterLabel} value={table.text} onChange={table.setText} />}
      {ingredients.length > 0 && (
        <Table.Root size="sm" aria-label={tableLabel}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{columnHeader}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {table.pageRows.map((ingredient) => {
              const label = ingredientLabel(ingredient);
              return (
                <Table.Row key={ingredient.idIngredient}>
                  <Table.Cell>
                    {linked ? (
                      <Link asChild color="teal.700">
                        <RouterLink to={`/ingredients/fcdb/${ingredient.idIngredient}`}>{label}</RouterLink>
                      </Link>
                    ) : (
                      label
                    )}
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
