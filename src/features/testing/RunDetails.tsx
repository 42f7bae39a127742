import { Box, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { heuristicLabel } from '../../components/RecommenderSettingsEditor';
import { summaryFigures } from './charts';
import type { TestingRun } from './testingApi';

/** "20 users × 3 plans, ages 18–65". */
export function describeOptions(run: Pick<TestingRun, 'generatorOptions' | 'progress'>): string {
  const o = run.generatorOptions;
  if (!o) return `${run.progress.total} plans`;
  return `${o.numberOfUsers} users × ${o.plansPerUser} plans, ages ${o.minAge}–${o.maxAge}`;
}

/** The summary figures of a finished run as a two-column table. */
export function SummaryTable({ run }: { run: TestingRun }) {
  if (!run.result) return null;
  return (
    <Table.Root size="sm" aria-label="Summary figures" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Figure</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {summaryFigures(run.result, run.progress.done).map((f) => (
          <Table.Row key={f.label}>
            <Table.Cell>{f.label}</Table.Cell>
            <Table.Cell textAlign="end">{f.value}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The settings a run used: its generator options, switches and every weight. */
export function RunSettings({ run }: { run: TestingRun }) {
  const s = run.recommenderSettings;
  const weights = s
    ? [
        ...Object.entries(s.mealOfDayHeuristicsWeights),
        ...(s.runDayImprovement ? Object.entries(s.dayHeuristicsWeights) : []),
        ...(s.runWeekImprovement ? Object.entries(s.weekHeuristicsWeights) : []),
      ]
    : [];
  return (
    <Box as="section" aria-label="Run settings">
      <Heading size="sm" marginBottom="2">
        Run settings
      </Heading>
      <Text fontSize="sm">{describeOptions(run)}</Text>
      {s && (
        <>
          <Text fontSize="sm">
            Day improvement {s.runDayImprovement ? 'on' : 'off'}, week improvement {s.runWeekImprovement ? 'on' : 'off'}
          </Text>
          <SimpleGrid columns={{ base: 2, md: 3 }} gapX="4" marginTop="2">
            {weights.map(([name, weight]) => (
              <Text key={name} fontSize="xs">
                {heuristicLabel(name)}: {Number(weight).toFixed(1)}
              </Text>
            ))}
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}
