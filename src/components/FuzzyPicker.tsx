import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import type { FuseOptionKey } from 'fuse.js';
import { useEffect, useId, useMemo, useState } from 'react';
import { fuzzyFilter } from './fuzzy';
import { useDebouncedValue } from './useDebouncedValue';

/** Pickers show 100 options a page. */
export const PICKER_PAGE_SIZE = 100;

interface FuzzyPickerProps<T> {
  label: string;
  placeholder?: string;
  /** Candidates, usually the server's answer to the (debounced) query. */
  items: readonly T[];
  keys: FuseOptionKey<T>[];
  getKey: (item: T) => string | number;
  getLabel: (item: T) => string;
  /** Called 300 ms after the last keystroke, so the caller can ask the server. */
  onQueryChange?: (query: string) => void;
  onSelect: (item: T) => void;
  loading?: boolean;
  disabled?: boolean;
  /**
   * Paging by the server: `items` then grows page by page, `hasMore` says whether the server has a
   * further page and "More options" calls `onMore` for it. Without `onMore`, `items` is all there is and
   * "More options" shows the next 100 of it.
   */
  hasMore?: boolean;
  onMore?: () => void;
}

/** A search box whose options are ranked by fuse.js; choosing one hands it to the caller and clears the box. */
export function FuzzyPicker<T>(props: FuzzyPickerProps<T>) {
  const { label, placeholder, items, keys, getKey, getLabel, onQueryChange, onSelect, loading, disabled, hasMore, onMore } =
    props;
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const debounced = useDebouncedValue(query, 300);
  const listId = useId();

  useEffect(() => {
    onQueryChange?.(debounced);
    setPages(1);
  }, [debounced, onQueryChange]);

  const matches = useMemo(() => (debounced ? fuzzyFilter(items, debounced, keys) : []), [items, debounced, keys]);
  const shown = onMore ? matches : matches.slice(0, pages * PICKER_PAGE_SIZE);
  const more = onMore ? !!hasMore : matches.length > shown.length;

  return (
    <Box position="relative">
      <Input
        aria-label={label}
        placeholder={placeholder ?? label}
        value={query}
        disabled={disabled}
        onChange={(e) => setQuery(e.target.value)}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
      />
      {debounced && (
        <Stack
          id={listId}
          role="listbox"
          aria-label={`${label} options`}
          gap="0"
          borderWidth="1px"
          borderRadius="md"
          maxHeight="72"
          overflowY="auto"
        >
          {loading && <Text padding="2">Searching…</Text>}
          {!loading && shown.length === 0 && <Text padding="2">No matches</Text>}
          {shown.map((item) => (
            <Box key={getKey(item)} asChild textAlign="left" paddingX="2" paddingY="1" _hover={{ bg: 'bg.muted' }}>
              {/* type="button": choosing an option inside a form must never submit the form. */}
              <button
                type="button"
                role="option"
                aria-selected={false}
                onClick={() => {
                  onSelect(item);
                  setQuery('');
                }}
              >
                {getLabel(item)}
              </button>
            </Box>
          ))}
          {more && (
            <Button size="xs" variant="ghost" loading={loading} onClick={() => (onMore ? onMore() : setPages(pages + 1))}>
              More options
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
