import { Button, HStack, Tag, Text } from '@chakra-ui/react';
import { useGetLangualTermQuery, type LangualTerm } from './langualApi';
import { termLabel } from './termLabel';

interface ChipProps {
  id: string;
  onRemove: () => void;
  onReveal: (term: LangualTerm) => void;
  disabled?: boolean;
}

function Chip({ id, onRemove, onReveal, disabled }: ChipProps) {
  const term = useGetLangualTermQuery({ id });
  // Until (or unless) the term loads, the code alone names it.
  const label = term.data ? termLabel(term.data) : id;
  const loaded = term.data;
  return (
    <Tag.Root as="li" size="md" colorPalette="teal" variant="subtle">
      <Tag.Label>
        {loaded?.parentId ? (
          // The chip's text opens the hierarchy down to the descriptor (its parents up to the facet).
          <button type="button" aria-label={`Show ${label} in the hierarchy`} onClick={() => onReveal(loaded)}>
            {label}
          </button>
        ) : (
          label
        )}
      </Tag.Label>
      {!disabled && (
        <Tag.EndElement>
          <Tag.CloseTrigger aria-label={`Remove ${label}`} onClick={onRemove} />
        </Tag.EndElement>
      )}
    </Tag.Root>
  );
}

interface SelectedDescriptorsProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  onReveal: (term: LangualTerm) => void;
  disabled?: boolean;
}

/** The chosen descriptors as removable chips (each shows itself in the hierarchy), and a way to clear them all. */
export function SelectedDescriptors({ value, onChange, onReveal, disabled }: SelectedDescriptorsProps) {
  if (value.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No LanguaL descriptor selected.
      </Text>
    );
  return (
    <HStack gap="1" wrap="wrap" align="center">
      <HStack as="ul" aria-label="Selected LanguaL descriptors" gap="1" wrap="wrap" listStyleType="none">
        {value.map((id) => (
          <Chip
            key={id}
            id={id}
            disabled={disabled}
            onReveal={onReveal}
            onRemove={() => onChange(value.filter((v) => v !== id))}
          />
        ))}
      </HStack>
      {!disabled && (
        <Button size="2xs" variant="ghost" onClick={() => onChange([])}>
          Clear selection
        </Button>
      )}
    </HStack>
  );
}
