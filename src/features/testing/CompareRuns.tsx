import { Box, Button, Heading, HStack, SimpleGrid, Spinner, Table, Text } from '@chakra-ui/react';
import { sharedScales, summaryFigures } from './charts';
import { RunCharts } from './RunCharts';
import { describeOptions, RunSettings } from './RunDetails';
import { useGetMealPlanningTestQuery, type TestingRun } from './testingApi';

/** Two finished runs side by side: their summary figures in one table, their settings and charts in two columns. */
export function CompareRuns({ ids, onClose }: { ids: [string, string]; onClose: () => void }) {
  const a = useGetMealPlanningTestQuery({ runId: ids[0] });
  const b = useGetMealPlanningTestQuery({ runId: ids[1] });
  const runs = [a.data, b.data].filter((r): r is TestingRun => !!r?.result);
  // The same axes and bins on both sides, so a taller bar is a larger value.
  const scales = runs.length === 2 ? sharedScales(runs.map((run) => run.result!)) : undefined;
  return (
    <Box as="section" aria-label="Run comparison">
      <HStack justifyContent="space-between" marginBottom="3">
        <Heading size="md">Comparison of two runs</Heading>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close comparison
        </Button>
      </HStack>
      {(a.isLoading || b.isLoading) && <Spinner aria-label="Loading the runs" />}
      {(a.isError || b.isError) && <Text role="alert">A run of the comparison could not be loaded.</Text>}
      {a.data && b.data && runs.length < 2 && (
        <Text role="status">Only finished runs can be compared: tick two runs marked Done.</Text>
      )}
      {runs.length === 2 && (
        <>
          <Table.Root size="sm" aria-label="Compared figures" variant="outline" marginBottom="4">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Figure</Table.ColumnHeader>
                {runs.map((run, k) => (
                  <Table.ColumnHeader key={run.id} textAlign="end">
                    Run {k === 0 ? 'A' : 'B'}: {describeOptions(run)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summaryFigures(runs[0].result!, runs[0].progress.done).map((figure, row) => (
                <Table.Row key={figure.label}>
                  <Table.Cell>{figure.label}</Table.Cell>
                  {runs.map((run) => (
                    <Table.Cell key={run.id} textAlign="end">
                      {summaryFigures(run.result!, run.progress.done)[row].value}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <SimpleGrid columns={2} gap="6">
            {runs.map((run, k) => (
              <Box key={run.id} as="section" aria-label={`Run ${k === 0 ? 'A' : 'B'}`}>
                <Heading size="sm" marginBottom="2">
                  Run {k === 0 ? 'A' : 'B'}
                </Heading>
                <RunSettings run={run} />
                <Box marginTop="3">
                  <RunCharts
                    result={run.result!}
                    columns={1}
                    scales={scales}
                    weights={run.recommenderSettings?.mealOfDayHeuristicsWeights}
                  />
                </Box>
              </Box>
            ))}
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}
