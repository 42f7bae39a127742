import { Box, Field, HStack, Heading, NativeSelect, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from '../../components/ClientTable';
import { Pagination } from '../../components/Pagination';
import { ModerationCard } from './ModerationCard';
import {
  queueArg,
  SORT_LABELS,
  useListPhotosForModerationQuery,
  type PhotoModerationEntry,
  type PhotoModerationSort,
} from './photoModerationApi';
import { useModerationActions } from './useModerationActions';
import { HelpLink } from '../../components/HelpLink';

const SEARCH_KEYS: Array<keyof PhotoModerationEntry> = ['recipeName', 'createdBy', 'description'];

const isSort = (value: string | null): value is PhotoModerationSort => value !== null && value in SORT_LABELS;

/**
 * /photos: the photos awaiting review, 20 a page, with approve and reject; oldest first, or sorted by
 * the automatic pre-checks (the order is kept in the URL) so the doubtful ones are handled first.
 */
export function PhotoModerationPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sortBy');
  const sortBy: PhotoModerationSort = isSort(requested) ? requested : 'CREATION_DATE';
  const arg = queueArg(sortBy);
  const queue = useListPhotosForModerationQuery(arg);
  const act = useModerationActions(arg);
  const table = useClientTable(queue.data, SEARCH_KEYS);
  return (
    <Box padding="4">
      <HStack gap="3" align="baseline" marginBottom="3">
        <Heading size="lg">Photo moderation</Heading>
        <HelpLink area="utilities" />
      </HStack>
      <HStack alignItems="end" gap="4" marginBottom="2" wrap="wrap">
        <Box flex="1" minWidth="64">
          <TableSearch label="Search by recipe, author or description" value={table.text} onChange={table.setText} />
        </Box>
        <Field.Root width="56">
          <Field.Label>Order</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={sortBy}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.value === 'CREATION_DATE') next.delete('sortBy');
                else next.set('sortBy', event.target.value);
                setParams(next);
              }}
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {queue.isLoading && <Spinner size="sm" aria-label="Loading photos" />}
      {queue.isError && <Text role="alert">The photos awaiting review could not be loaded.</Text>}
      {queue.data && (
        <Text fontSize="sm" color="fg.muted" marginBottom="2">
          {queue.data.length === 0 ? 'No photos awaiting review.' : `${queue.data.length} photos awaiting review`}
        </Text>
      )}
      <SimpleGrid
        as="ul"
        aria-label="Photos awaiting review"
        columns={{ base: 1, md: 3, lg: 4 }}
        gap="3"
        listStyleType="none"
        marginBottom="3"
      >
        {table.pageRows.map((entry) => (
          <ModerationCard key={entry.id} entry={entry} onAction={(action) => void act(entry.id, action)} />
        ))}
      </SimpleGrid>
      <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
    </Box>
  );
}
