import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import {
  LANGUAL_DEBOUNCE_MS,
  LANGUAL_MIN_SEARCH,
  LANGUAL_SEARCH_PAGE,
  useListLangualTermsQuery,
  type LangualTerm,
} from './langualApi';
import { termLabel, termText } from './termLabel';

interface LangualSearchProps {
  selected: ReadonlySet<string>;
  toggleSelected: (id: string, checked: boolean) => void;
  /** Opens the hierarchy down to this term. */
  onReveal: (term: LangualTerm) => void;
  revealing?: string;
  disabled?: boolean;
}

/**
 * A name search over the descriptors (at least 2 characters, 250 ms after the last keystroke). Read-only
 * (`disabled`), the search and "Show in hierarchy" still work; only the ticks are disabled.
 */
export function LangualSearch({ selected, toggleSelected, onReveal, revealing, disabled }: LangualSearchProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), LANGUAL_DEBOUNCE_MS);
  const searching = settled.length >= LANGUAL_MIN_SEARCH;
  const results = useListLangualTermsQuery({ name: settled, page: 0, pageSize: LANGUAL_SEARCH_PAGE }, { skip: !searching });
  const items = searching ? (results.data?.items ?? []) : [];
  const total = results.data?.total ?? 0;
  return (
    <Stack gap="1">
      <Input
        size="sm"
        aria-label="Search LanguaL descriptors"
        placeholder="Search LanguaL descriptors (at least 2 characters)"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {text.trim().length > 0 && text.trim().length < LANGUAL_MIN_SEARCH && (
        <Text fontSize="xs" color="fg.muted">
          Type at least {LANGUAL_MIN_SEARCH} characters to search.
        </Text>
      )}
      {searching && results.isFetching && <Spinner size="xs" aria-label="Searching LanguaL descriptors" />}
      {searching && !results.isFetching && results.isError && (
        <Text fontSize="xs" color="red.600" role="alert">
          The LanguaL search failed.
        </Text>
      )}
      {searching && !results.isFetching && results.isSuccess && (
        <Text fontSize="xs" color="fg.muted">
          {total === 0
            ? 'No LanguaL descriptor matches.'
            : total > items.length
              ? `The first ${items.length} of ${total} matching descriptors`
              : `${total} matching descriptor${total === 1 ? '' : 's'}`}
        </Text>
      )}
      {items.length > 0 && (
        <Box as="ul" aria-label="LanguaL search results" listStyleType="none" maxHeight="60" overflowY="auto">
          {items.map((term) => {
            const label = termLabel(term);
            return (
              <HStack as="li" key={term.id} gap="2" justify="space-between" paddingY="0.5">
                <HStack as="label" gap="2" fontSize="sm">
                  <input
                    type="checkbox"
                    checked={selected.has(term.id)}
                    disabled={disabled}
                    onChange={(e) => toggleSelected(term.id, e.target.checked)}
                    aria-label={label}
                  />
                  <Text as="span">{termText(term)}</Text>
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {term.id}
                  </Text>
                </HStack>
                {term.parentId && (
                  <Button
                    size="2xs"
                    variant="ghost"
                    loading={revealing === term.id}
                    aria-label={`Show ${label} in the hierarchy`}
                    onClick={() => onReveal(term)}
                  >
                    Show in hierarchy
                  </Button>
                )}
              </HStack>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
