import { Badge, Box, Button, Heading, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import type { Column } from 'react-table';
import { Link as RouterLink } from 'react-router-dom';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from '../../components/ClientTable';
import { DataTable } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { useListFoodRestrictionsQuery, type FoodRestrictionSummary } from './foodRestrictionsApi';

const SEARCH_KEYS: Array<keyof FoodRestrictionSummary> = ['name'];

const columns: Column<FoodRestrictionSummary>[] = [
  {
    Header: 'Name',
    id: 'name',
    Cell: ({ row }: { row: { original: FoodRestrictionSummary } }) => (
      <Link asChild color="teal.700">
        <RouterLink to={`/food-restrictions/${row.original.idFoodRestriction}`}>{row.original.name}</RouterLink>
      </Link>
    ),
  },
  {
    Header: 'Enabled',
    id: 'enabled',
    Cell: ({ row }: { row: { original: FoodRestrictionSummary } }) =>
      row.original.enabled ? <Badge colorPalette="green">Yes</Badge> : <Badge colorPalette="gray">No</Badge>,
  },
];

/** /food-restrictions: name and enabled of every restriction, fuzzy-searchable, 20 a page. */
export function FoodRestrictionListPage() {
  const restrictions = useListFoodRestrictionsQuery();
  const table = useClientTable(restrictions.data, SEARCH_KEYS);
  return (
    <Box padding="4">
      <HStack justify="space-between" marginBottom="3">
        <Heading size="lg">Food restrictions</Heading>
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to="/food-restrictions/new">New food restriction</RouterLink>
        </Button>
      </HStack>
      <TableSearch label="Search food restrictions" value={table.text} onChange={table.setText} />
      {restrictions.isLoading && <Spinner size="sm" aria-label="Loading food restrictions" />}
      {restrictions.isError && <Text role="alert">The food restrictions could not be loaded.</Text>}
      {restrictions.data && (
        <>
          <Text fontSize="sm" color="fg.muted" marginBottom="2">
            {table.total} food restrictions
          </Text>
          <DataTable
            label="Food restrictions"
            columns={columns}
            data={table.pageRows}
            getRowId={(r) => String(r.idFoodRestriction)}
            emptyMessage="No food restrictions"
          />
          <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
        </>
      )}
    </Box>
  );
}
