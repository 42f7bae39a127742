import { Button, HStack, Spinner } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { addDays, localToday } from '../../domain/dates';

/** The periods of the adherence and lifecycle tabs: the last 13 weeks, the last year, or everything recorded. */
export const PERIODS = [
  { value: 'quarter', label: 'Last 13 weeks', days: 91 },
  { value: 'year', label: 'Last year', days: 365 },
  { value: 'all', label: 'All time', days: undefined },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

/** The period in the URL (?period=, default the last 13 weeks) and the range it asks for (days up to today). */
export function usePeriod(): { period: Period; range: { fromUtc?: string; toUtc?: string }; choose: (p: Period) => void } {
  const [params, setParams] = useSearchParams();
  const chosen = PERIODS.find((p) => p.value === params.get('period')) ?? PERIODS[0];
  const today = localToday();
  const range =
    chosen.days === undefined
      ? {}
      : { fromUtc: `${addDays(today, 1 - chosen.days)}T00:00:00Z`, toUtc: `${addDays(today, 1)}T00:00:00Z` };
  const choose = (p: Period) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('period', p);
      return next;
    });
  return { period: chosen.value, range, choose };
}

export function PeriodPicker({ period, choose }: { period: Period; choose: (p: Period) => void }) {
  return (
    <HStack gap="1" role="group" aria-label="Period">
      {PERIODS.map((p) => (
        <Button
          key={p.value}
          size="sm"
          variant={period === p.value ? 'solid' : 'outline'}
          colorPalette="teal"
          aria-pressed={period === p.value}
          onClick={() => choose(p.value)}
        >
          {p.label}
        </Button>
      ))}
    </HStack>
  );
}

/** The period buttons and, while an answer is on its way, a spinner (the bar above the adherence and lifecycle tabs). */
export function PeriodBar({ period, choose, loading }: { period: Period; choose: (p: Period) => void; loading: boolean }) {
  return (
    <HStack gap="4" wrap="wrap">
      <PeriodPicker period={period} choose={choose} />
      {loading && <Spinner size="sm" aria-label="Loading statistics" />}
    </HStack>
  );
}
