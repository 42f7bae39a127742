import { Button, HStack, Tag, Text } from '@chakra-ui/react';
import { useGetLangualTermQuery } from './langualApi';
import { termLabel } from './termLabel';

function Chip({ id, onRemove, disabled }: { id: string; onRemove: () => void; disabled?: boolean }) {
  const term = useGetLangualTermQuery({ id });
  // Until (or unless) the term loads, the code alone names it.
  const label = term.data ? termLabel(term.data) : id;
  return (
    <Tag.Root as="li" size="md" colorPalette="teal" variant="subtle">
      <Tag.Label>{label}</Tag.Label>
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
  disabled?: boolean;
}

/** The chosen descriptors as removable chips, and a way to clear them all. */
export function SelectedDescriptors({ value, onChange, disabled }: SelectedDescriptorsProps) {
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
          <Chip key={id} id={id} disabled={disabled} onRemove={() => onChange(value.filter((v) => v !== id))} />
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
