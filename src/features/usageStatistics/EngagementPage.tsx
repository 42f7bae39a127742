import { Button, Field, HStack, Input, SimpleGrid, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { ChartCard, LineChart, ScatterChart } from './charts';
import { isIsoDate } from '../../domain/dates';
import { engagementRange, withTimeRange, type TimeRange } from './timeRange';
import { RETENTION_WINDOW_DAYS, ROLLING_WINDOW_DAYS, useEngagement } from './useEngagement';

const RANGE_BUTTONS: Array<{ value: TimeRange; label: string }> = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
  { value: 'custom', label: 'Custom' },
];

const BUCKET_WORD = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month' } as const;

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

function Kpi({ label, value, help }: { label: string; value: string | undefined; help?: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" padding="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText aria-label={label}>{value ?? '—'}</Stat.ValueText>
      {help && <Stat.HelpText>{help}</Stat.HelpText>}
    </Stat.Root>
  );
}

/**
 * The retention card names the window asked for; when the range's users are too recent to have reached its
 * last day, the curve (and the figure) stops earlier, and the card says so rather than hiding the window.
 */
function retentionHelp(lastOffset: number): string {
  const window = `${RETENTION_WINDOW_DAYS}-day window`;
  return lastOffset >= RETENTION_WINDOW_DAYS
    ? `Still active ${lastOffset} days after enrolling (${window})`
    : `Still active ${lastOffset} days after enrolling (${window}; later days not reached yet)`;
}

/**
 * /usage-statistics/engagement: time range week, month or quarter (inclusive of today) or custom dates,
 * all in the URL; KPI cards and the four charts, in weekly buckets for a week, monthly for a month, daily otherwise.
 */
export function EngagementPage() {
  const [params] = useSearchParams();
  const range = engagementRange(params);
  const data = useEngagement(range);

  const last = data.rolling?.values[data.rolling.values.length - 1];
  const retained = data.retention?.values[data.retention.values.length - 1];
  const retentionDays = data.retention?.labels[data.retention.labels.length - 1];
  return (
    <Stack gap="4">
      <EngagementRangeBar range={range} loading={data.loading} />
      <Text fontSize="sm" color="fg.muted">
        {range.firstDay} to {range.lastDay}, per {BUCKET_WORD[range.bucket]}
        {range.customIgnored && ' · enter a valid start and end date (start not after end) to use a custom range'}
      </Text>
      {data.failed && <Text role="alert">Some statistics could not be loaded.</Text>}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3">
        <Kpi label="Active users now" value={last?.toString()} help={`Active in the last ${ROLLING_WINDOW_DAYS} days`} />
        <Kpi
          label={`Active users per ${BUCKET_WORD[range.bucket]}`}
          value={data.activePerBucket === undefined ? undefined : oneDecimal(data.activePerBucket)}
          help="Average over the range"
        />
        <Kpi label="New users" value={data.enrolled?.toString()} help="Enrolled in the range" />
        <Kpi
          label="Meal plan adherence"
          value={data.adherence === undefined ? undefined : `${oneDecimal(data.adherence)} %`}
          help="Planned meals logged"
        />
        <Kpi
          label="Retention"
          value={retained === undefined ? undefined : `${oneDecimal(retained)} %`}
          help={retentionDays === undefined ? undefined : retentionHelp(Number(retentionDays))}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChartCard title="Rolling active users" empty={!data.rolling?.values.length}>
          {data.rolling && (
            <LineChart
              title="Rolling active users"
              labels={data.rolling.labels}
              values={data.rolling.values}
              x="Date"
              y="Active users"
            />
          )}
        </ChartCard>
        <ChartCard title="Adherence trend" empty={!data.trend?.values.length}>
          {data.trend && (
            <LineChart
              title="Adherence trend"
              labels={data.trend.labels}
              values={data.trend.values}
              x="Week starting"
              y="Adherence (%)"
              yMax={100}
            />
          )}
        </ChartCard>
        <ChartCard title="Adherence vs weight change" empty={!data.weightChange?.length}>
          {data.weightChange && (
            <ScatterChart
              title="Adherence vs weight change"
              points={data.weightChange}
              x="Adherence (%)"
              y="Weight change (kg)"
            />
          )}
        </ChartCard>
        <ChartCard title="Retention curve" empty={!data.retention?.values.length}>
          {data.retention && (
            <LineChart
              title="Retention curve"
              labels={data.retention.labels}
              values={data.retention.values}
              x="Days after enrolling"
              y="Users still active (%)"
              yMax={100}
            />
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

/** The time range buttons, the custom dates (kept in the URL as typed) and the loading spinner. */
function EngagementRangeBar({ range, loading }: { range: ReturnType<typeof engagementRange>; loading: boolean }) {
  const [params, setParams] = useSearchParams();
  const choose = (timeRange: TimeRange) => setParams((current) => withTimeRange(current, timeRange));
  const setDate = (name: 'startDate' | 'endDate', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <HStack gap="4" wrap="wrap" align="end">
      <HStack gap="1" role="group" aria-label="Time range">
        {RANGE_BUTTONS.map((b) => (
          <Button
            key={b.value}
            size="sm"
            variant={range.timeRange === b.value ? 'solid' : 'outline'}
            colorPalette="teal"
            aria-pressed={range.timeRange === b.value}
            onClick={() => choose(b.value)}
          >
            {b.label}
          </Button>
        ))}
      </HStack>
      {range.timeRange === 'custom' && (
        <>
          <Field.Root maxWidth="44" invalid={params.has('startDate') && !isIsoDate(params.get('startDate'))}>
            <Field.Label>Start date</Field.Label>
            <Input
              type="date"
              size="sm"
              value={params.get('startDate') ?? ''}
              onChange={(e) => setDate('startDate', e.target.value)}
            />
          </Field.Root>
          <Field.Root maxWidth="44" invalid={params.has('endDate') && !isIsoDate(params.get('endDate'))}>
            <Field.Label>End date</Field.Label>
            <Input
              type="date"
              size="sm"
              value={params.get('endDate') ?? ''}
              onChange={(e) => setDate('endDate', e.target.value)}
            />
          </Field.Root>
        </>
      )}
      {loading && <Spinner size="sm" aria-label="Loading statistics" />}
    </HStack>
  );
}
