import { Box, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE, TableSearch, useClientTable } from '../../components/ClientTable';
import { Pagination } from '../../components/Pagination';
import { ModerationCard } from './ModerationCard';
import { QUEUE_ARG, useListPhotosForModerationQuery, type PhotoModerationEntry } from './photoModerationApi';
import { useModerationActions } from './useModerationActions';

const SEARCH_KEYS: Array<keyof PhotoModerationEntry> = ['recipeName', 'createdBy', 'description'];

/** /photos: the photos awaiting review, oldest first, 20 a page, with approve and reject. */
export function PhotoModerationPage() {
  const queue = useListPhotosForModerationQuery(QUEUE_ARG);
  const act = useModerationActions(QUEUE_ARG);
  const table = useClientTable(queue.data, SEARCH_KEYS);
  return (
    <Box padding="4">
      <Heading size="lg" marginBottom="3">
        Photo moderation
      </Heading>
      <TableSearch label="Search by recipe, author or description" value={table.text} onChange={table.setText} />
      {queue.isLoading && <Spinner size="sm" aria-label="Loading photos" />}
      {queue.isError && <Text role="alert">The photos awaiting review could not be loaded.</Text>}
      {queue.data && (
        <Text fontSize="sm" color="fg.muted" marginBottom="2">
          {queue.data.length === 0 ? 'No photos awaiting review.' : `${queue.data.length} photos awaiting review`}
        </Text>
      )}
      <SimpleGrid as="ul" aria-label="Photos awaiting review" columns={{ base: 1, md: 3, lg: 4 }} gap="3" listStyleType="none" marginBottom="3">
        {table.pageRows.map((entry) => (
          <ModerationCard key={entry.id} entry={entry} onAction={(action) => void act(entry.id, action)} />
        ))}
      </SimpleGrid>
      <Pagination page={table.page} total={table.total} pageSize={TABLE_PAGE_SIZE} onPageChange={table.setPage} />
    </Box>
  );
}
