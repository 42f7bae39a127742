import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useListLangualTermsQuery, type LangualTerm } from './fcdbApi';

/** The LanguaL search needs at least 2 characters and waits 250 ms after typing (sections 5 and 9). */
export const LANGUAL_MIN_CHARS = 2;
export const LANGUAL_DEBOUNCE_MS = 250;

interface LangualSearchProps {
  label: string;
  /** Ids already chosen: shown, but not offered again. */
  chosen: readonly string[];
  onPick: (term: LangualTerm) => void;
  disabled?: boolean;
}

/** A LanguaL descriptor search by name or id; each hit is a button that picks it. */
export function LangualSearch({ label, chosen, onPick, disabled }: LangualSearchProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), LANGUAL_DEBOUNCE_MS);
  const enough = settled.length >= LANGUAL_MIN_CHARS;
  const terms = useListLangualTermsQuery({ name: settled, pageSize: 20 }, { skip: !enough });
  const hits = (enough ? (terms.data?.items ?? []) : []).filter((t) => !chosen.includes(t.id));
  return (
    <Stack gap="1">
      <Input
        size="sm"
        aria-label={label}
        placeholder={`${label} (at least ${LANGUAL_MIN_CHARS} characters)`}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
      />
      {text.trim().length > 0 && text.trim().length < LANGUAL_MIN_CHARS && (
        <Text fontSize="xs" color="fg.muted">
          Type at least {LANGUAL_MIN_CHARS} characters
        </Text>
      )}
      {enough && terms.isFetching && (
        <Text fontSize="xs" color="fg.muted">
          Searching…
        </Text>
      )}
      {hits.length > 0 && (
        <Stack
          role="group"
          aria-label={`${label} results`}
          gap="0"
          maxHeight="48"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="md"
        >
          {hits.map((term) => (
            <Button
              key={term.id}
              size="xs"
              variant="ghost"
              justifyContent="flex-start"
              aria-label={`Add ${term.id} ${term.description}`}
              onClick={() => {
                onPick(term);
                setText('');
              }}
            >
              {term.id} · {term.description}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
