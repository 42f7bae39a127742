import { Box, Button, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import type { FuseOptionKey } from 'fuse.js';
import type { Column } from 'react-table';
import { Link as RouterLink } from 'react-router-dom';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from './ClientTable';
import { DataTable } from './DataTable';
import { Pagination } from './Pagination';
import { HelpLink } from './HelpLink';
import type { HelpArea } from './helpAreas';

interface ClientListPageProps<T extends object> {
  /** The page's heading, and the table's accessible name. */
  title: string;
  /** The rows' noun in the plural, lower case ("food groups"): the count, search label and messages use it. */
  noun: string;
  /** The list call's state (all rows in one answer). */
  list: { data?: readonly T[]; isLoading: boolean; isError: boolean };
  searchKeys: FuseOptionKey<T>[];
  columns: Column<T>[];
  getRowId: (row: T) => string;
  /** The "New …" button's label and route. */
  create: { label: string; to: string };
  /** The help page of the screen's area, linked beside the heading. */
  helpArea: HelpArea;
}

/**
 * A list screen whose rows all arrive in one answer: heading with a "New …" button, fuzzy search,
 * the count, the table, 20 rows a page (search text and page in the URL: useClientTable).
 */
export function ClientListPage<T extends object>({
  title,
  noun,
  list,
  searchKeys,
  columns,
  getRowId,
  create,
  helpArea,
}: ClientListPageProps<T>) {
  const table = useClientTable(list.data, searchKeys);
  return (
    <Box padding="4">
      <HStack justify="space-between" marginBottom="3">
        <HStack gap="3" align="baseline">
          <Heading size="lg">{title}</Heading>
          <HelpLink area={helpArea} />
        </HStack>
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to={create.to}>{create.label}</RouterLink>
        </Button>
      </HStack>
      <TableSearch label={`Search ${noun}`} value={table.text} onChange={table.setText} />
      {list.isLoading && <Spinner size="sm" aria-label={`Loading ${noun}`} />}
      {list.isError && <Text role="alert">The {noun} could not be loaded.</Text>}
      {list.data && (
        <>
          <Text fontSize="sm" color="fg.muted" marginBottom="2">
            {table.total} {noun}
          </Text>
          <DataTable label={title} columns={columns} data={table.pageRows} getRowId={getRowId} emptyMessage={`No ${noun}`} />
          <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
        </>
      )}
    </Box>
  );
}
