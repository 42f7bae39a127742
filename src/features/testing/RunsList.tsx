import { Box, Button, Checkbox, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { describeOptions } from './RunDetails';
import { shareDone } from './formModel';
import { useListMealPlanningTestsQuery, type TestingRun } from './testingApi';

const ACTIVE = ['QUEUED', 'RUNNING'];
export const isActive = (run: Pick<TestingRun, 'status'>) => ACTIVE.includes(run.status);
const STATUS_LABEL: Record<TestingRun['status'], string> = {
  QUEUED: 'Queued',
  RUNNING: 'Running',
  DONE: 'Done',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * Earlier runs of the context (the last day's, newest first): view one, cancel one in progress, or tick
 * two finished runs and compare them side by side. Polls while a listed run is in progress.
 */
export function RunsList({
  shownRunId,
  onView,
  onCompare,
  onCancel,
}: {
  shownRunId?: string;
  onView: (id: string) => void;
  onCompare: (ids: [string, string]) => void;
  onCancel: (id: string) => void;
}) {
  const [poll, setPoll] = useState(false);
  const { data: runs = [], isLoading, isError } = useListMealPlanningTestsQuery(undefined, { pollingInterval: poll ? 2000 : 0 });
  const anyActive = runs.some(isActive);
  if (anyActive !== poll) setPoll(anyActive);
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) =>
    setPicked((p) => (on ? [...p.filter((x) => x !== id), id].slice(-2) : p.filter((x) => x !== id)));

  return (
    <Box as="section" aria-label="Earlier runs">
      <HStack justifyContent="space-between" marginBottom="2">
        <Heading size="md">Earlier runs</Heading>
        <Button size="sm" disabled={picked.length !== 2} onClick={() => onCompare([picked[0], picked[1]])}>
          Compare selected
        </Button>
      </HStack>
      {isError && <Text role="alert">The earlier runs could not be loaded.</Text>}
      {!isLoading && !isError && runs.length === 0 && <Text color="fg.muted">No runs in the last 24 hours.</Text>}
      {runs.length > 0 && (
        <Table.Root size="sm" aria-label="Earlier runs" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="1">Compare</Table.ColumnHeader>
              <Table.ColumnHeader>Created</Table.ColumnHeader>
              <Table.ColumnHeader>Generated users</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Progress</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {runs.map((run) => {
              const label = `${when(run.createdAt ?? '')}, ${describeOptions(run)}`;
              return (
                <Table.Row
                  key={run.id}
                  aria-current={run.id === shownRunId ? 'true' : undefined}
                  bg={run.id === shownRunId ? 'bg.muted' : undefined}
                >
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      disabled={run.status !== 'DONE'}
                      checked={picked.includes(run.id)}
                      onCheckedChange={(e) => toggle(run.id, e.checked === true)}
                    >
                      <Checkbox.HiddenInput aria-label={`Compare the run of ${label}`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>{when(run.createdAt ?? '')}</Table.Cell>
                  <Table.Cell>{describeOptions(run)}</Table.Cell>
                  <Table.Cell>{STATUS_LABEL[run.status]}</Table.Cell>
                  <Table.Cell textAlign="end">{Math.round(shareDone(run.progress) * 100)} %</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justifyContent="flex-end" gap="2">
                      <Button size="xs" variant="outline" onClick={() => onView(run.id)} aria-label={`View the run of ${label}`}>
                        View
                      </Button>
                      {isActive(run) && (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => onCancel(run.id)}
                          aria-label={`Cancel the run of ${label}`}
                        >
                          Cancel
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
