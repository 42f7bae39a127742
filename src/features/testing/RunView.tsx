import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { RunCharts } from './RunCharts';
import { describeOptions, RunSettings, SummaryTable } from './RunDetails';
import { RunProgress } from './RunProgress';
import { isActive } from './RunsList';
import { refreshRunList, useGetMealPlanningTestQuery } from './testingApi';

/** One run: its progress while queued or running (polled every second), then its figures, settings and charts. */
export function RunView({
  runId,
  cached,
  onCancel,
  cancelling,
}: {
  runId: string;
  cached: boolean;
  onCancel: (id: string) => void;
  cancelling: boolean;
}) {
  const { data: polled, isError } = useGetMealPlanningTestQuery({ runId });
  const active = !!polled && isActive(polled);
  // A second subscription with polling while the run is in progress (RTK Query polls at the shortest interval).
  useGetMealPlanningTestQuery({ runId }, { pollingInterval: active ? 1000 : 0, skip: !active });
  const run = polled;
  // When the shown run ends, the list of earlier runs shows its new status at once.
  const dispatch = useAppDispatch();
  const wasActive = useRef(false);
  useEffect(() => {
    if (wasActive.current && !active) dispatch(refreshRunList());
    wasActive.current = active;
  }, [active, dispatch]);
  if (isError) return <Text role="alert">This test run could not be loaded (runs are kept for a day).</Text>;
  if (!run) return <Spinner aria-label="Loading the run" />;
  return (
    <Stack as="section" aria-label="Test run" gap="4">
      <Heading size="md">Test run: {describeOptions(run)}</Heading>
      {cached && run.status === 'DONE' && (
        <Text role="status" color="fg.muted">
          The same inputs were run within the last hour: showing that run&apos;s result.
        </Text>
      )}
      {isActive(run) && <RunProgress run={run} onCancel={() => onCancel(run.id)} cancelling={cancelling} />}
      {run.status === 'CANCELLED' && (
        <Text role="status">
          This run was cancelled after {run.progress.done} of {run.progress.total} plans.
        </Text>
      )}
      {run.status === 'FAILED' && <Text role="alert">{run.error?.message ?? 'The test run failed.'}</Text>}
      {run.status === 'DONE' && run.result && (
        <>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
            <SummaryTable run={run} />
            <RunSettings run={run} />
          </Box>
          <RunCharts result={run.result} weights={run.recommenderSettings?.mealOfDayHeuristicsWeights} />
        </>
      )}
    </Stack>
  );
}
