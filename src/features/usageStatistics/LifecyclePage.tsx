import { SimpleGrid, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import { selectRoles } from '../../auth/authSlice';
import { useAppSelector } from '../../app/hooks';
import { ChartCard, StackedBarChart } from './charts';
import { PeriodBar, usePeriod } from './period';
import { useGetLifecycleQuery } from './usageStatisticsApi';

/**
 * /usage-statistics/lifecycle (admins): new, returning, resurrected and dormant users per ended week (dormant
 * below the axis), the median days away before a return and the share of new users reaching the active tier
 * (openapi getLifecycle).
 */
export function LifecyclePage() {
  const isAdmin = useAppSelector(selectRoles).includes('admin');
  const { period, range, choose } = usePeriod();
  const query = useGetLifecycleQuery(range, { skip: !isAdmin });
  if (!isAdmin) return <Text>The lifecycle view is shown to admins only.</Text>;
  const data = query.data;
  const weeks = data?.weeks ?? [];
  const tier = data?.activeTier;
  return (
    <Stack gap="4">
      <PeriodBar period={period} choose={choose} loading={query.isFetching} />
      <Text fontSize="sm" color="fg.muted" maxWidth="4xl">
        Weeks run Monday to Sunday (UTC); the current week is left out until it ends. A user is active on a day with a food log, a
        weight or an app session. New: enrolled that week. Returning: enrolled earlier, active that week after fewer than 14 days
        away. Resurrected: enrolled earlier, active that week after 14 or more days away (days away are the whole days since their
        previous active day). Dormant: active the week before, not that week (drawn below the axis). A return is the first active
        day of a week after a whole week without activity. The active tier: a new user who logged food on at least 3 of their
        first 14 days (counted once those days have passed).
      </Text>
      {query.isError && <Text role="alert">The lifecycle statistics could not be loaded.</Text>}
      {query.isLoading && <Spinner aria-label="Loading lifecycle" />}
      {data && (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Stat.Root borderWidth="1px" borderRadius="md" padding="3">
              <Stat.Label>Median days away before a return</Stat.Label>
              <Stat.ValueText aria-label="Median days away before a return">
                {data.medianDaysAwayBeforeReturn == null ? '—' : String(data.medianDaysAwayBeforeReturn)}
              </Stat.ValueText>
              <Stat.HelpText>Over {data.returns} returns</Stat.HelpText>
            </Stat.Root>
            <Stat.Root borderWidth="1px" borderRadius="md" padding="3">
              <Stat.Label>New users reaching the active tier</Stat.Label>
              <Stat.ValueText aria-label="New users reaching the active tier">
                {tier && tier.newUsers > 0 ? `${tier.percentage.toFixed(1)} %` : '—'}
              </Stat.ValueText>
              <Stat.HelpText>
                {tier && tier.newUsers > 0
                  ? `${tier.reachedActive} of ${tier.newUsers} new users, 95 % interval ${tier.lowPercentage.toFixed(1)}–${tier.highPercentage.toFixed(1)} %`
                  : 'No new user has had 14 days yet'}
              </Stat.HelpText>
            </Stat.Root>
          </SimpleGrid>
          <ChartCard title="Users per week by lifecycle state" empty={weeks.length === 0}>
            <StackedBarChart
              title="Users per week by lifecycle state"
              labels={weeks.map((w) => w.weekStart)}
              x="Week starting"
              y="Users"
              series={[
                { label: 'New', values: weeks.map((w) => w.newUsers), color: '#3182CE' },
                { label: 'Returning', values: weeks.map((w) => w.returningUsers), color: '#319795' },
                { label: 'Resurrected', values: weeks.map((w) => w.resurrectedUsers), color: '#D69E2E' },
                { label: 'Dormant', values: weeks.map((w) => -w.dormantUsers), color: '#A0AEC0' },
              ]}
            />
          </ChartCard>
        </>
      )}
    </Stack>
  );
}
