import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  apiErrorOf,
  usePreviewRecommenderSettingsMutation,
  type RecommenderSettings,
  type SettingsPreviewFigures,
  type SettingsPreviewHousehold,
} from './settingsApi';

/** Changed meals listed per household before "and N more". */
const CHANGES_SHOWN = 8;

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const signed = (x: number, digits = 0) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(digits)}`;
const signedPoints = (x: number) => `${signed(x * 100, 1)} pts`;
const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');

/** The measures shown, how each reads, and whether a rise is better (true), worse (false) or neither (undefined). */
const MEASURES: { key: keyof SettingsPreviewFigures; label: string; deviation?: boolean; higherIsBetter?: boolean }[] = [
  { key: 'energyDeviation', label: 'Energy deviation', deviation: true, higherIsBetter: false },
  { key: 'macroDeviation', label: 'Macro deviation', deviation: true, higherIsBetter: false },
  { key: 'distinctRecipes', label: 'Distinct recipes', higherIsBetter: true },
  { key: 'dishFamilies', label: 'Dish families', higherIsBetter: true },
  { key: 'fishPortions', label: 'Fish portions' },
  { key: 'fruitPortions', label: 'Fruit portions', higherIsBetter: true },
  { key: 'implausibleSlots', label: 'Implausible slots', higherIsBetter: false },
];

function changeColour(change: number, higherIsBetter: boolean | undefined): string | undefined {
  if (Math.abs(change) < 1e-9 || higherIsBetter === undefined) return undefined;
  return change > 0 === higherIsBetter ? 'green.600' : 'red.600';
}

function HouseholdResult({ h }: { h: SettingsPreviewHousehold }) {
  const stability = Math.round(h.stability * 100);
  return (
    <Card.Root size="sm" role="region" aria-label={h.name}>
      <Card.Body gap="3" padding="4">
        <HStack justify="space-between" align="start">
          <Heading size="sm">{h.name}</Heading>
          <Badge
            colorPalette={stability >= 80 ? 'green' : stability >= 50 ? 'yellow' : 'orange'}
            aria-label={`Stability of ${h.name}`}
          >
            Stability {stability} %
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {h.changedMeals.length === 0
            ? `No meal changes (${h.mealsBefore} meals).`
            : `${h.changedMeals.length} of ${h.mealsBefore} meals change.`}
        </Text>
        <Table.Root size="sm" aria-label={`Measures of ${h.name}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Measure</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Saved</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Edited</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {MEASURES.map((m) => (
              <Table.Row key={m.key}>
                <Table.Cell>{m.label}</Table.Cell>
                <Table.Cell textAlign="end">{m.deviation ? percent(h.before[m.key]) : h.before[m.key]}</Table.Cell>
                <Table.Cell textAlign="end">{m.deviation ? percent(h.after[m.key]) : h.after[m.key]}</Table.Cell>
                <Table.Cell textAlign="end" color={changeColour(h.change[m.key], m.higherIsBetter)}>
                  {m.deviation ? signedPoints(h.change[m.key]) : signed(h.change[m.key])}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {h.changedMeals.length > 0 && (
          <Stack gap="1" as="ul" listStyleType="none" aria-label={`Changed meals of ${h.name}`}>
            {h.changedMeals.slice(0, CHANGES_SHOWN).map((c, i) => (
              <HStack as="li" key={`${c.date}-${c.idMealOfDayDivision}-${i}`} gap="2" fontSize="sm" align="start">
                <Badge colorPalette="orange">Updated</Badge>
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {titleCase(c.dayOfWeek).slice(0, 3)} · {titleCase(c.divisionName)}:
                  </Text>{' '}
                  <Text as="span" color="fg.muted" textDecoration="line-through">
                    {c.before?.name ?? 'nothing'}
                  </Text>{' '}
                  → {c.after?.name ?? 'nothing'}
                </Text>
              </HStack>
            ))}
            {h.changedMeals.length > CHANGES_SHOWN && (
              <Text as="li" fontSize="sm" color="fg.muted">
                and {h.changedMeals.length - CHANGES_SHOWN} more
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * "Preview changes": plans the planner's fixed panel of six sample households with the saved recommender settings and
 * with the edited ones (`edited`, the form's values) and shows, per household, the meals that change,
 * the stability and the change of each measure. Nothing is saved: Save on the settings screen does that.
 */
export function SettingsPreviewPanel({ edited }: { edited: RecommenderSettings }) {
  const [preview, state] = usePreviewRecommenderSettingsMutation();
  const [previewed, setPreviewed] = useState<string>();
  const run = () => {
    setPreviewed(JSON.stringify(edited));
    void preview({ recommenderSettings: edited });
  };
  const stale = state.data !== undefined && previewed !== JSON.stringify(edited);
  const households = state.data?.households ?? [];
  const mean = households.length > 0 ? households.reduce((a, h) => a + h.stability, 0) / households.length : 0;

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" padding="4" as="section" aria-label="Preview of the edited settings">
      <HStack justify="space-between" align="start" gap="4">
        <Box>
          <Heading size="md">Preview changes</Heading>
          <Text fontSize="sm" color="fg.muted">
            Plans six sample households (the default sample and five varied ones, fixed seeds, one fixed week) with the saved
            settings and with the edited ones. Nothing is saved until Save.
          </Text>
        </Box>
        <Button onClick={run} loading={state.isLoading} loadingText="Planning…">
          Preview changes
        </Button>
      </HStack>
      {state.isLoading && (
        <HStack>
          <Spinner size="sm" aria-label="Planning the preview" />
          <Text fontSize="sm">Planning 12 week plans…</Text>
        </HStack>
      )}
      {state.isError && !state.isLoading && (
        <Box role="alert" color="red.600">
          <Text>{apiErrorOf(state.error).message ?? 'Could not plan the preview'}</Text>
        </Box>
      )}
      {state.data && !state.isLoading && (
        <Stack gap="3">
          <Text aria-live="polite">
            Mean stability {Math.round(mean * 100)} % over {households.length} households ·{' '}
            {households.reduce((a, h) => a + h.changedMeals.length, 0)} meals change
            {stale && (
              <Text as="span" color="orange.600">
                {' '}
                · the settings changed since this preview
              </Text>
            )}
          </Text>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="3">
            {households.map((h) => (
              <HouseholdResult key={h.key} h={h} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
