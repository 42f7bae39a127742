import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from '../../components/ClientTable';
import { ingredientLabel, type PickedIngredient } from '../../components/IngredientPicker';
import { Pagination } from '../../components/Pagination';
import type { IngredientRef } from './foodGroupsApi';

const FILTER_KEYS: Array<keyof IngredientRef> = ['name', 'englishName'];

interface FoodGroupIngredientsProps {
  members: IngredientRef[];
  /** Picked but not saved yet. */
  toAdd: PickedIngredient[];
  /** The member whose removal is under way. */
  removing?: number;
  onRemoveMember: (idIngredient: number) => void;
  onRemovePicked: (idIngredient: number) => void;
}

function IngredientRow({
  ingredient,
  pending,
  busy,
  onRemove,
}: {
  ingredient: PickedIngredient;
  pending?: boolean;
  busy?: boolean;
  onRemove: () => void;
}) {
  const label = ingredientLabel(ingredient);
  return (
    <Table.Row>
      <Table.Cell>
        {label}
        {pending && (
          <Badge colorPalette="orange" marginStart="2">
            Not saved yet
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Button size="xs" variant="outline" loading={busy} onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The ingredients picked since the last save, then the group's own (a group can hold hundreds):
 * 20 a page, with a fuzzy filter on name and English name.
 */
export function FoodGroupIngredients({ members, toAdd, removing, onRemoveMember, onRemovePicked }: FoodGroupIngredientsProps) {
  const table = useClientTable(members, FILTER_KEYS);
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {members.length === 1 ? '1 ingredient in this group' : `${members.length} ingredients in this group`}
        {toAdd.length > 0 && `, ${toAdd.length} to add on save`}
      </Text>
      {members.length > TABLE_PAGE_SIZE && (
        <TableSearch label="Filter the group's ingredients" value={table.text} onChange={table.setText} />
      )}
      {(table.pageRows.length > 0 || toAdd.length > 0) && (
        <Table.Root size="sm" aria-label="Ingredients of the food group">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Ingredient</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {toAdd.map((ingredient) => (
              <IngredientRow
                key={`new-${ingredient.idIngredient}`}
                ingredient={ingredient}
                pending
                onRemove={() => onRemovePicked(ingredient.idIngredient)}
              />
            ))}
            {table.pageRows.map((ingredient) => (
              <IngredientRow
                key={ingredient.idIngredient}
                ingredient={ingredient}
                busy={removing === ingredient.idIngredient}
                onRemove={() => onRemoveMember(ingredient.idIngredient)}
              />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
    </Stack>
  );
}
