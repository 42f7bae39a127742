import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { notify } from '../../../components/toaster';
import { useLazyGetLangualParentQuery, useLazyGetLangualTermQuery, type LangualTerm } from './langualApi';
import { LangualSearch } from './LangualSearch';
import { LangualTree, type TreeState } from './LangualTree';
import { SelectedDescriptors } from './SelectedDescriptors';

/** The props of {@link LangualBrowser} and {@link LangualFilter}. */
export interface LangualBrowserProps {
  /** The selected descriptors: LanguaL ids (thesaurus codes such as "A0361"), in the order they were picked. */
  value: readonly string[];
  /** Receives the whole new selection after every tick, untick, chip removal or clear. */
  onChange: (next: string[]) => void;
  /** The accessible name of the browser (and the filter's button); default "LanguaL descriptors". */
  label?: string;
  /** Read-only: the selection shows, nothing can be ticked or removed; searching and browsing still work. */
  disabled?: boolean;
}

/** A thesaurus deeper than this is a broken parent chain, not LanguaL (its deepest branch is about 10). */
const MAX_DEPTH = 30;

/** Every parent of a term: LanguaL's own (parentId) first, then the others (about 200 descriptors have several). */
const parentsOf = (term: LangualTerm): string[] => [
  ...new Set([...(term.parentId ? [term.parentId] : []), ...(term.parentIds ?? [])]),
];

/**
 * The LanguaL thesaurus (6,908 descriptors in facets A to Z) as a multi-select: the chosen descriptors
 * as chips; a name search (at least 2 characters, 250 ms), whose hits can be ticked or shown in the
 * hierarchy (its parents, all of them where it has several, are fetched up to the facets and opened); and
 * the hierarchy itself, whose children load when a node is opened (a descriptor with several parents is a
 * child of each). Any descriptor, at any level, can be ticked.
 */
export function LangualBrowser({ value, onChange, label = 'LanguaL descriptors', disabled }: LangualBrowserProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [highlighted, setHighlighted] = useState<string>();
  const [revealing, setRevealing] = useState<string>();
  const [fetchParent] = useLazyGetLangualParentQuery();
  const [fetchTerm] = useLazyGetLangualTermQuery();
  const selected = useMemo(() => new Set(value), [value]);

  const toggleSelected = (id: string, checked: boolean) => {
    if (checked && !selected.has(id)) onChange([...value, id]);
    if (!checked) onChange(value.filter((v) => v !== id));
  };
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /**
   * Opens every ancestor of the term along every parent link, up to the facets, and marks the term: a
   * descriptor with several parents shows under each. LanguaL's own parent comes from GET
   * /langual/{id}/parent, any other parent from GET /langual/{id}; each ancestor is fetched once.
   */
  const reveal = async (term: LangualTerm) => {
    setRevealing(term.id);
    try {
      const ancestors = new Set<string>();
      let level = [term];
      for (let depth = 0; level.length > 0 && depth < MAX_DEPTH; depth += 1) {
        const next: LangualTerm[] = [];
        for (const current of level) {
          const [main, ...others] = parentsOf(current).filter((id) => !ancestors.has(id));
          if (main === undefined) continue;
          const parents = await Promise.all([
            main === current.parentId ? fetchParent({ id: current.id }, true).unwrap() : fetchTerm({ id: main }, true).unwrap(),
            ...others.map((id) => fetchTerm({ id }, true).unwrap()),
          ]);
          for (const parent of parents) {
            if (ancestors.has(parent.id)) continue;
            ancestors.add(parent.id);
            next.push(parent);
          }
        }
        level = next;
      }
      setExpanded((open) => new Set([...open, ...ancestors]));
      setHighlighted(term.id);
    } catch {
      notify('error', 'The LanguaL hierarchy could not be loaded');
    } finally {
      setRevealing(undefined);
    }
  };

  const state: TreeState = { expanded, toggleExpanded, selected, toggleSelected, highlighted, disabled };
  return (
    <Stack role="group" aria-label={label} gap="3">
      <SelectedDescriptors value={value} onChange={onChange} onReveal={(term) => void reveal(term)} disabled={disabled} />
      <LangualSearch
        selected={selected}
        toggleSelected={toggleSelected}
        onReveal={(term) => void reveal(term)}
        revealing={revealing}
        disabled={disabled}
      />
      <Box>
        <Text fontSize="xs" fontWeight="medium" color="fg.muted" marginBottom="1">
          Browse the hierarchy
        </Text>
        <LangualTree state={state} label="LanguaL hierarchy" />
      </Box>
    </Stack>
  );
}

/**
 * The browser behind a button that says how many descriptors are chosen, for filter panels (the
 * display-name and FCDB lists): closed it takes one line, open it shows the whole browser.
 */
export function LangualFilter({ label = 'LanguaL', ...props }: LangualBrowserProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = props.value.length;
  return (
    <Stack gap="2">
      <Button
        size="sm"
        variant="outline"
        justifyContent="flex-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}: {count === 0 ? 'any' : `${count} selected`}
      </Button>
      {open && (
        <Box id={panelId} borderWidth="1px" borderRadius="md" padding="3">
          <LangualBrowser {...props} label={`${label} descriptors`} />
        </Box>
      )}
    </Stack>
  );
}
