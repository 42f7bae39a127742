import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatDuration, secondsLeft, shareDone } from './formModel';
import type { TestingRun } from './testingApi';

/** A queued or running run: the share of plans done, the time left at the pace so far, and Cancel. */
export function RunProgress({ run, onCancel, cancelling }: { run: TestingRun; onCancel: () => void; cancelling: boolean }) {
  const share = shareDone(run.progress);
  const percent = Math.round(share * 100);
  const left = secondsLeft(run.progress, run.startedAt, Date.now());
  const status =
    run.status === 'QUEUED'
      ? 'Waiting for a worker'
      : left === undefined
        ? 'Estimating the time left'
        : `About ${formatDuration(left)} left`;
  return (
    <Stack as="section" aria-label="Run progress" gap="2" borderWidth="1px" borderRadius="md" padding="4">
      <Progress.Root value={percent} max={100} aria-label="Share of plans done">
        <HStack justifyContent="space-between" marginBottom="1">
          <Progress.Label>
            {run.progress.done} of {run.progress.total} plans ({percent} %)
          </Progress.Label>
          <Text fontSize="sm" aria-live="polite">
            {status}
          </Text>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Button alignSelf="flex-start" variant="outline" colorPalette="red" onClick={onCancel} loading={cancelling}>
        Cancel run
      </Button>
    </Stack>
  );
}
