import { Box, Button, HStack, Heading, Spinner, Table, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { pageParam } from './timeRange';
import { STATISTICS_PAGE_SIZE, type UsageTopKeyedRow, type UsageTopRow } from './usageStatisticsApi';

type Row = UsageTopRow | UsageTopKeyedRow;
type ListQuery = (args: { offset: number; count: number }) => { data?: Row[]; isFetching: boolean; isError: boolean };

interface TopListProps {
  title: string;
  /** The URL param holding this list's page (zero-based). */
  pageParamName: string;
  /** The list's generated query hook (the same one for the life of the component). */
  useRows: ListQuery;
  /** Header of the count column. */
  countLabel: string;
}

/**
 * One statistics list, 20 rows a page (offset = 20 x page), its page in its own URL param. Next is
 * enabled when the page returned at least 20 rows; Previous when the page is above 0.
 */
export function TopList({ title, pageParamName, useRows, countLabel }: TopListProps) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, pageParamName);
  const list = useRows({ offset: page * STATISTICS_PAGE_SIZE, count: STATISTICS_PAGE_SIZE });
  const rows = list.data ?? [];
  const go = (next: number) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next > 0) out.set(pageParamName, String(next));
      else out.delete(pageParamName);
      return out;
    });
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" padding="3" minWidth="0">
      <HStack justify="space-between" marginBottom="2">
        <Heading size="sm">{title}</Heading>
        {list.isFetching && <Spinner size="xs" aria-label={`Loading ${title}`} />}
      </HStack>
      {list.isError && <Text role="alert">This list could not be loaded.</Text>}
      <Table.Root size="sm" aria-label={title}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">#</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{countLabel}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Users</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && !list.isFetching && (
            <Table.Row>
              <Table.Cell colSpan={4}>No rows</Table.Cell>
            </Table.Row>
          )}
          {rows.map((row, i) => (
            <Table.Row key={String(row.id)}>
              <Table.Cell>{page * STATISTICS_PAGE_SIZE + i + 1}</Table.Cell>
              <Table.Cell>{row.name}</Table.Cell>
              <Table.Cell textAlign="end">{row.count}</Table.Cell>
              <Table.Cell textAlign="end">{row.userCount}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justify="space-between" marginTop="2">
        <Button
          size="xs"
          variant="outline"
          disabled={page <= 0}
          onClick={() => go(page - 1)}
          aria-label={`Previous page of ${title}`}
        >
          Previous
        </Button>
        <Text fontSize="sm">Page {page + 1}</Text>
        <Button
          size="xs"
          variant="outline"
          disabled={rows.length < STATISTICS_PAGE_SIZE}
          onClick={() => go(page + 1)}
          aria-label={`Next page of ${title}`}
        >
          Next
        </Button>
      </HStack>
    </Box>
  );
}
