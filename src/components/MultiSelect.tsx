import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

export interface Option {
  value: string;
  label: string;
}

interface MultiSelectProps {
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Refuse to untick the last selected value (selections that "cannot be emptied"). */
  keepOne?: boolean;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  /** Show the label above the button (where no surrounding field label names it). */
  showLabel?: boolean;
  /** What the button says with nothing selected: "Any" for a filter (the default), e.g. "None" for a record's field. */
  emptyLabel?: string;
  /**
   * What the button says when there is nothing to choose from (it is disabled then: no empty list opens);
   * `emptyLabel` when not given.
   */
  noOptionsLabel?: string;
}

/**
 * A button that opens a list of checkboxes. Native checkboxes keep it accessible and easy to drive
 * in tests; the list is inline (no portal) so it works inside table cells and forms alike.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  keepOne,
  disabled,
  size = 'sm',
  showLabel,
  emptyLabel = 'Any',
  noOptionsLabel,
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const noOptions = options.length === 0;
  const summary =
    value.length === 0
      ? noOptions
        ? (noOptionsLabel ?? emptyLabel)
        : emptyLabel
      : options
          .filter((o) => value.includes(o.value))
          .map((o) => o.label)
          .join(', ');
  const toggle = (optionValue: string, checked: boolean) => {
    if (checked) onChange([...value, optionValue]);
    else if (!(keepOne && value.length === 1)) onChange(value.filter((v) => v !== optionValue));
  };
  // Escape closes the list wherever the focus is inside it (the button included), and only the list: a
  // dialog around it stays open.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Box position="relative" onKeyDown={onKeyDown}>
      {showLabel && (
        <Text fontSize="sm" fontWeight="medium" marginBottom="1" aria-hidden>
          {label}
        </Text>
      )}
      <Button
        ref={button}
        size={size}
        variant="outline"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled || noOptions}
        onClick={() => setOpen(!open)}
        justifyContent="flex-start"
        maxWidth="100%"
        overflow="hidden"
        textOverflow="ellipsis"
      >
        {summary}
      </Button>
      {open && !noOptions && (
        <Stack
          id={listId}
          role="group"
          aria-label={label}
          gap="1"
          padding="2"
          marginTop="1"
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          maxHeight="60"
          overflowY="auto"
          position="absolute"
          zIndex="dropdown"
          minWidth="48"
        >
          {options.map((option) => (
            <label key={option.value} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontSize: '0.875rem' }}>
              <input
                type="checkbox"
                checked={value.includes(option.value)}
                onChange={(e) => toggle(option.value, e.target.checked)}
              />
              {option.label}
            </label>
          ))}
          <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** "SIDE_DISH" -> "Side dish": enumeration values as people read them. */
export function humanize(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function enumOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: humanize(value) }));
}
