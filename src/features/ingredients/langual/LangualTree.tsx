import { Box, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LANGUAL_FACETS_PAGE, useGetLangualChildrenQuery, useListLangualTermsQuery, type LangualTerm } from './langualApi';
import { termLabel, termText } from './termLabel';

/** What every node of the tree shares: the open nodes, the selection and the node to bring into view. */
export interface TreeState {
  expanded: ReadonlySet<string>;
  toggleExpanded: (id: string) => void;
  selected: ReadonlySet<string>;
  toggleSelected: (id: string, checked: boolean) => void;
  /** A node revealed from the search: its ancestors are open, it is scrolled into view and marked. */
  highlighted?: string;
  disabled?: boolean;
}

function Children({ id, level, state }: { id: string; level: number; state: TreeState }) {
  // Children are asked for only when their parent is opened (6,908 descriptors in all).
  const children = useGetLangualChildrenQuery({ id });
  if (children.isLoading) return <Spinner size="xs" marginStart={`${level * 1.25 + 1.5}rem`} aria-label="Loading descriptors" />;
  if (children.isError)
    return (
      <Text fontSize="xs" color="red.600" marginStart={`${level * 1.25 + 1.5}rem`}>
        The descriptors under this one could not be loaded.
      </Text>
    );
  return (
    <Box as="ul" listStyleType="none">
      {(children.data ?? []).map((child) => (
        <TermNode key={child.id} term={child} level={level} state={state} />
      ))}
    </Box>
  );
}

function TermNode({ term, level, state }: { term: LangualTerm; level: number; state: TreeState }) {
  const open = state.expanded.has(term.id);
  const marked = state.highlighted === term.id;
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no layout, hence no scrollIntoView.
    if (marked) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [marked]);
  const label = termLabel(term);
  return (
    <Box as="li">
      <HStack
        ref={row}
        gap="1"
        paddingStart={`${level * 1.25}rem`}
        paddingY="0.5"
        bg={marked ? 'yellow.100' : undefined}
        borderRadius="sm"
      >
        {term.hasChildren ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={`${open ? 'Collapse' : 'Expand'} ${label}`}
            aria-expanded={open}
            onClick={() => state.toggleExpanded(term.id)}
          >
            {open ? '▾' : '▸'}
          </IconButton>
        ) : (
          <Box width="6" flexShrink={0} />
        )}
        <HStack as="label" gap="2" fontSize="sm" cursor={state.disabled ? undefined : 'pointer'}>
          <input
            type="checkbox"
            checked={state.selected.has(term.id)}
            disabled={state.disabled}
            onChange={(e) => state.toggleSelected(term.id, e.target.checked)}
            aria-label={label}
          />
          <Text as="span">{termText(term)}</Text>
          <Text as="span" color="fg.muted" fontSize="xs">
            {term.id}
          </Text>
        </HStack>
      </HStack>
      {open && <Children id={term.id} level={level + 1} state={state} />}
    </Box>
  );
}

/** The LanguaL hierarchy from its facets down; a node's children load when it is opened. */
export function LangualTree({ state, label }: { state: TreeState; label: string }) {
  const facets = useListLangualTermsQuery({ page: 0, pageSize: LANGUAL_FACETS_PAGE });
  if (facets.isLoading) return <Spinner size="sm" aria-label="Loading the LanguaL facets" />;
  if (facets.isError) return <Text role="alert">The LanguaL thesaurus could not be loaded.</Text>;
  return (
    // Nested lists with disclosure buttons and checkboxes (not an ARIA tree, whose keyboard model this is not).
    <Box as="ul" aria-label={label} listStyleType="none" maxHeight="96" overflowY="auto">
      {(facets.data?.items ?? []).map((facet) => (
        <TermNode key={facet.id} term={facet} level={0} state={state} />
      ))}
    </Box>
  );
}
