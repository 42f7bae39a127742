import { Badge, Box, Button, Heading, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import type { Column } from 'react-table';
import { Link as RouterLink } from 'react-router-dom';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from '../../components/ClientTable';
import { DataTable } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { useListFoodGroupsQuery, type FoodGroupSummary } from './foodGroupsApi';

const SEARCH_KEYS: Array<keyof FoodGroupSummary> = ['name'];

const columns: Column<FoodGroupSummary>[] = [
  {
    Header: 'Name',
    id: 'name',
    Cell: ({ row }: { row: { original: FoodGroupSummary } }) => (
      <Link asChild color="teal.700">
        <RouterLink to={`/foodgroups/${row.original.idGroup}`}>{row.original.name}</RouterLink>
      </Link>
    ),
  },
  { Header: 'Ingredients', id: 'ingredientCount', accessor: (g) => g.ingredientCount ?? '' },
  {
    Header: 'Known type',
    id: 'knownFoodGroupType',
    Cell: ({ row }: { row: { original: FoodGroupSummary } }) =>
      row.original.knownFoodGroupType ? <Badge colorPalette="purple">{row.original.knownFoodGroupType}</Badge> : null,
  },
];

/** /foodgroups: the food groups by name, fuzzy-searchable, 20 a page; each row opens its editor. */
export function FoodGroupListPage() {
  const groups = useListFoodGroupsQuery();
  const table = useClientTable(groups.data, SEARCH_KEYS);
  return (
    <Box padding="4">
      <HStack justify="space-between" marginBottom="3">
        <Heading size="lg">Food groups</Heading>
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to="/foodgroups/new">New food group</RouterLink>
        </Button>
      </HStack>
      <TableSearch label="Search food groups" value={table.text} onChange={table.setText} />
      {groups.isLoading && <Spinner size="sm" aria-label="Loading food groups" />}
      {groups.isError && <Text role="alert">The food groups could not be loaded.</Text>}
      {groups.data && (
        <>
          <Text fontSize="sm" color="fg.muted" marginBottom="2">
            {table.total} food groups
          </Text>
          <DataTable
            label="Food groups"
            columns={columns}
            data={table.pageRows}
            getRowId={(g) => String(g.idGroup)}
            emptyMessage="No food groups"
          />
          <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
        </>
      )}
    </Box>
  );
}
