import { Box, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

interface RangeFilterProps {
  label: string;
  min: number;
  max: number;
  step?: number;
  low: number;
  high: number;
  /** How a bound reads, e.g. `1000+` for "no upper limit". */
  format?: (value: number, bound: 'low' | 'high') => string;
  /** Called 300 ms after the last move, so dragging does not fire a search per pixel. */
  onCommit: (low: number, high: number) => void;
}

/** A two-thumb range as two native sliders (min and max), accessible by keyboard. */
export function RangeFilter({ label, min, max, step = 1, low, high, format = (v) => String(v), onCommit }: RangeFilterProps) {
  const [range, setRange] = useState<[number, number]>([low, high]);
  const settled = useDebouncedValue(range, 300);

  // The URL may change under us (back/forward, "Clear filters"): follow it.
  useEffect(() => setRange([low, high]), [low, high]);
  useEffect(() => {
    if (settled[0] !== low || settled[1] !== high) onCommit(settled[0], settled[1]);
    // Only a settled move commits (following the URL settles on the URL's own values).
  }, [settled]);

  return (
    <Box role="group" aria-label={label}>
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {format(range[0], 'low')} – {format(range[1], 'high')}
        </Text>
      </HStack>
      <input
        type="range"
        aria-label={`Minimum ${label.toLowerCase()}`}
        min={min}
        max={max}
        step={step}
        value={range[0]}
        onChange={(e) => setRange([Math.min(Number(e.target.value), range[1]), range[1]])}
        style={{ width: '100%' }}
      />
      <input
        type="range"
        aria-label={`Maximum ${label.toLowerCase()}`}
        min={min}
        max={max}
        step={step}
        value={range[1]}
        onChange={(e) => setRange([range[0], Math.max(Number(e.target.value), range[0])])}
        style={{ width: '100%' }}
      />
    </Box>
  );
}
