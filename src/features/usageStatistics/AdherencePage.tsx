import { Box, Heading, SimpleGrid, Spinner, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { selectRoles } from '../../auth/authSlice';
import { useAppSelector } from '../../app/hooks';
import { PeriodBar, usePeriod } from './period';
import { useGetAdherenceByProvenanceQuery, type AdherenceShare } from './usageStatisticsApi';

const PROVENANCE_LABEL = {
  GENERATED: 'Generated',
  REPLACED: 'Replaced',
  PINNED: 'Pinned',
  ADDED: 'Added by hand',
} as const;
const MEAL_LABEL: Record<string, string> = {
  BREAKFAST: 'Breakfast',
  MIDDLE_MORNING: 'Mid-morning',
  LUNCH: 'Lunch',
  MIDDLE_AFTERNOON: 'Mid-afternoon',
  DINNER: 'Dinner',
  AFTER_DINNER: 'After dinner',
};

const pct = (n: number) => `${n.toFixed(1)} %`;
const interval = (a: AdherenceShare) => `${a.lowPercentage.toFixed(1)}–${a.highPercentage.toFixed(1)} %`;

/** A table of adherence rows: what the row is, planned, followed, share and its 95 % interval. */
function ShareTable({
  title,
  rows,
}: {
  title: string;
  rows: Array<{ key: string | number; label: string; adherence: AdherenceShare }>;
}) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" padding="3" minWidth="0">
      <Heading size="sm" marginBottom="2">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No data for this period.
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader />
              <Table.ColumnHeader textAlign="end">Planned</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Followed</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Adherence</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                95 % interval
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.key}>
                <Table.Cell>{r.label}</Table.Cell>
                <Table.Cell textAlign="end">{r.adherence.planned}</Table.Cell>
                <Table.Cell textAlign="end">{r.adherence.followed}</Table.Cell>
                <Table.Cell textAlign="end">{pct(r.adherence.adherencePercentage)}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {interval(r.adherence)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}

const versionLabel = (v: { settingsVersion?: number | null; savedAt?: string | null; savedBy?: string | null }) =>
  v.settingsVersion == null
    ? 'Before any recorded save'
    : `Version ${v.settingsVersion} (saved ${v.savedAt?.slice(0, 10) ?? '?'} by ${v.savedBy ?? '?'})`;

/**
 * /usage-statistics/adherence (admins): meal-plan adherence split by how each planned recipe got into the plan,
 * by settings version, meal and recipe, each share with its 95 % Wilson interval (openapi getAdherenceByProvenance).
 */
export function AdherencePage() {
  const isAdmin = useAppSelector(selectRoles).includes('admin');
  const { period, range, choose } = usePeriod();
  const query = useGetAdherenceByProvenanceQuery(range, { skip: !isAdmin });
  if (!isAdmin) return <Text>Adherence by provenance is shown to admins only.</Text>;
  const data = query.data;
  return (
    <Stack gap="4">
      <PeriodBar period={period} choose={choose} loading={query.isFetching} />
      <Text fontSize="sm" color="fg.muted" maxWidth="4xl">
        A planned recipe is one recipe of one meal of one day of a user&apos;s week plan; it is followed when the user logged it
        from the plan. Generated: planned by the recommender and kept as it was. Replaced: the user put it in place of the
        recommender&apos;s recipe. Pinned: the recommender&apos;s recipe, pinned so updates keep it. Added by hand: the user added
        it to the meal. Each settings save is a new version; a plan counts under the version in force when it was made. Intervals
        are 95 % Wilson score intervals. Meals of today and later are not counted.
      </Text>
      {query.isError && <Text role="alert">The adherence statistics could not be loaded.</Text>}
      {query.isLoading && <Spinner aria-label="Loading adherence" />}
      {data && data.overall.planned === 0 && <Text>No planned meals in this period.</Text>}
      {data && data.overall.planned > 0 && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Stat.Root borderWidth="1px" borderRadius="md" padding="3">
              <Stat.Label>Adherence</Stat.Label>
              <Stat.ValueText aria-label="Adherence">{pct(data.overall.adherencePercentage)}</Stat.ValueText>
              <Stat.HelpText>
                95 % interval {interval(data.overall)}, {data.overall.followed} of {data.overall.planned} planned recipes
              </Stat.HelpText>
            </Stat.Root>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            <ShareTable
              title="By provenance"
              rows={data.byProvenance.map((p) => ({
                key: p.provenance,
                label: PROVENANCE_LABEL[p.provenance],
                adherence: p.adherence,
              }))}
            />
            <ShareTable
              title="By meal"
              rows={data.byMealOfDay.map((m) => ({
                key: m.mealOfDay,
                label: MEAL_LABEL[m.mealOfDay] ?? m.mealOfDay,
                adherence: m.adherence,
              }))}
            />
            <ShareTable
              title="By settings version"
              rows={data.bySettingsVersion.map((v) => ({
                key: v.settingsVersion ?? 0,
                label: versionLabel(v),
                adherence: v.adherence,
              }))}
            />
            <Box />
            <ShareTable
              title={`Most followed recipes (planned at least ${data.minimumPlanned} times)`}
              rows={data.topRecipes.map((r) => ({ key: r.idRecipe, label: r.name, adherence: r.adherence }))}
            />
            <ShareTable
              title={`Least followed recipes (planned at least ${data.minimumPlanned} times)`}
              rows={data.bottomRecipes.map((r) => ({ key: r.idRecipe, label: r.name, adherence: r.adherence }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
