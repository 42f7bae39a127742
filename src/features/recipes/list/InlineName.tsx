import { HStack, IconButton, Input, Link, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface InlineNameProps {
  idRecipe: number;
  name: string;
  /** Off when a non-English language is selected: the list then shows translated names. */
  editable: boolean;
  /** The viewer may not change this recipe: the name is a plain link, with no edit icon. */
  readOnly?: boolean;
  onSave: (name: string) => Promise<boolean>;
  /** What is wrong with a new name (the document's limits), or undefined when it may be saved. */
  problemOf?: (name: string) => string | undefined;
}

/**
 * The name cell: the edit icon turns it into an input; Enter or leaving the field saves, but only a
 * changed, non-empty name; the cancel icon restores the old one.
 */
export function InlineName({ idRecipe, name, editable, readOnly = false, onSave, problemOf }: InlineNameProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Enter then blur must not save twice: a ref sees the save in flight before React re-renders.
  const inFlight = useRef(false);

  const cancel = () => {
    setValue(name);
    setProblem(undefined);
    setEditing(false);
  };
  const commit = async () => {
    if (!editing || inFlight.current) return;
    const next = value.trim();
    if (!next || next === name) return cancel();
    const wrong = problemOf?.(next);
    setProblem(wrong);
    if (wrong) return;
    inFlight.current = true;
    setSaving(true);
    const ok = await onSave(next);
    inFlight.current = false;
    setSaving(false);
    if (ok) setEditing(false);
  };

  if (!editing) {
    return (
      <HStack gap="1">
        <Link asChild>
          <RouterLink to={`/recipes/${idRecipe}`}>{name}</RouterLink>
        </Link>
        {!readOnly && (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={`Edit name of ${name}`}
            disabled={!editable}
            onClick={() => {
              setValue(name);
              setEditing(true);
            }}
          >
            <Text as="span" aria-hidden>
              ✎
            </Text>
          </IconButton>
        )}
      </HStack>
    );
  }
  return (
    <HStack gap="1" wrap="wrap">
      <Input
        size="xs"
        aria-label="Recipe name"
        aria-invalid={!!problem}
        autoFocus
        value={value}
        disabled={saving}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void commit();
          if (e.key === 'Escape') cancel();
        }}
        onBlur={() => void commit()}
      />
      {/* mousedown is prevented so that pressing cancel does not blur (and save) first. */}
      <IconButton size="2xs" variant="ghost" aria-label="Cancel editing" onMouseDown={(e) => e.preventDefault()} onClick={cancel}>
        <Text as="span" aria-hidden>
          ✕
        </Text>
      </IconButton>
      {problem && (
        <Text role="alert" color="fg.error" fontSize="xs" width="100%">
          {problem}
        </Text>
      )}
    </HStack>
  );
}
