import { Box, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { ModerationCard } from './ModerationCard';
import { QUEUE_ARG, useListPhotosForModerationQuery } from './photoModerationApi';
import { useModerationActions } from './useModerationActions';

/** /photos: the photos awaiting review, oldest first, with approve and reject. */
export function PhotoModerationPage() {
  const queue = useListPhotosForModerationQuery(QUEUE_ARG);
  const act = useModerationActions(QUEUE_ARG);
  return (
    <Box padding="4">
      <Heading size="lg" marginBottom="3">
        Photo moderation
      </Heading>
      {queue.isLoading && <Spinner size="sm" aria-label="Loading photos" />}
      {queue.isError && <Text role="alert">The photos awaiting review could not be loaded.</Text>}
      {queue.data && (
        <Text fontSize="sm" color="fg.muted" marginBottom="2">
          {queue.data.length === 0 ? 'No photos awaiting review.' : `${queue.data.length} photos awaiting review`}
        </Text>
      )}
      <SimpleGrid as="ul" aria-label="Photos awaiting review" columns={{ base: 1, md: 3, lg: 4 }} gap="3" listStyleType="none">
        {(queue.data ?? []).map((entry) => (
          <ModerationCard key={entry.id} entry={entry} onAction={(action) => void act(entry.id, action)} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
