import { Heading, HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { plannerApi } from '../services/plannerApi';

const { useGetJobQueueQuery } = plannerApi;

/** How often the panel asks again (the queue changes with every chunk of a run). */
const POLL_MS = 10_000;

/** "42 s", "3 min", "2 h 5 min": the age of the oldest waiting job. */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/**
 * /testing and /utils, admins: the durable job queue at a glance (the jobs of every process; today the usage-statistics
 * refreshes): waiting, active, failed in the last day, and the age of the oldest waiting job.
 */
export function JobQueuePanel() {
  const { data, isError } = useGetJobQueueQuery(undefined, { pollingInterval: POLL_MS });
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" padding="4" role="region" aria-label="Job queue">
      <Heading size="md">Job queue</Heading>
      {isError && <Text color="fg.error">The job queue could not be read</Text>}
      {data && (
        <HStack gap="8" wrap="wrap">
          <Figure label="Waiting" value={String(data.waiting)} />
          <Figure label="Active" value={String(data.active)} />
          <Figure label="Failed (24 h)" value={String(data.failedLastDay)} />
          <Figure label="Oldest waiting" value={data.waiting ? formatAge(data.oldestWaitingSeconds) : '—'} />
        </HStack>
      )}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stat.Root size="sm">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText aria-label={label}>{value}</Stat.ValueText>
    </Stat.Root>
  );
}
