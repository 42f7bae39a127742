import { Badge, Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  useLazyGetLangualChildrenQuery,
  useLazyGetLangualParentQuery,
  type LangualDescriptor,
  type LangualTerm,
} from './fcdbApi';
import { LangualSearch } from './LangualSearch';

interface LangualEditorProps {
  value: LangualDescriptor[];
  onChange: (next: LangualDescriptor[]) => void;
  editable: boolean;
}

const descriptorOf = (term: LangualTerm): LangualDescriptor => ({ id: term.id, description: term.description });

/**
 * The ingredient's LanguaL descriptors: search (2 characters, 250 ms) to add one, and browse the
 * thesaurus from a descriptor up to its parents and down to its children.
 */
export function LangualEditor({ value, onChange, editable }: LangualEditorProps) {
  const [browsing, setBrowsing] = useState<LangualTerm>();
  const [loadParent, parent] = useLazyGetLangualParentQuery();
  const [loadChildren, children] = useLazyGetLangualChildrenQuery();
  const ids = value.map((d) => d.id);
  const add = (term: LangualTerm) => {
    if (!ids.includes(term.id)) onChange([...value, descriptorOf(term)]);
  };
  const browse = (term: LangualTerm) => {
    setBrowsing(term);
    void loadParent({ id: term.id });
    void loadChildren({ id: term.id });
  };
  const parentTerm = browsing && parent.originalArgs?.id === browsing.id && !parent.isError ? parent.data : undefined;
  const childTerms = browsing && children.originalArgs?.id === browsing.id ? (children.data ?? []) : [];

  return (
    <Stack gap="2">
      <HStack wrap="wrap" gap="1" aria-label="LanguaL descriptors" role="group">
        {value.length === 0 && <Text fontSize="sm">No LanguaL descriptors</Text>}
        {value.map((d) => (
          <Badge key={d.id} size="lg" colorPalette="teal">
            {d.id} {d.translatedDescription ?? d.description}
            <Button
              size="2xs"
              variant="ghost"
              aria-label={`Browse ${d.id}`}
              onClick={() => browse({ id: d.id, description: d.description ?? d.id })}
            >
              Browse
            </Button>
            {editable && (
              <CloseButton
                size="2xs"
                aria-label={`Remove ${d.id}`}
                onClick={() => onChange(value.filter((v) => v.id !== d.id))}
              />
            )}
          </Badge>
        ))}
      </HStack>
      {editable && <LangualSearch label="Add a LanguaL descriptor" chosen={ids} onPick={add} />}
      {browsing && (
        <Box borderWidth="1px" borderRadius="md" padding="2" aria-label="LanguaL hierarchy" role="group">
          <HStack justify="space-between">
            <Text fontSize="sm" fontWeight="medium">
              {browsing.id} · {browsing.description}
            </Text>
            <HStack gap="1">
              {editable && !ids.includes(browsing.id) && (
                <Button size="xs" variant="outline" onClick={() => add(browsing)}>
                  Add {browsing.id}
                </Button>
              )}
              <CloseButton size="xs" aria-label="Close the hierarchy" onClick={() => setBrowsing(undefined)} />
            </HStack>
          </HStack>
          {parentTerm && (
            <Button size="xs" variant="ghost" onClick={() => browse(parentTerm)}>
              ↑ Parent: {parentTerm.id} {parentTerm.description}
            </Button>
          )}
          <Stack gap="0" paddingLeft="4">
            {childTerms.map((child) => (
              <Button key={child.id} size="xs" variant="ghost" justifyContent="flex-start" onClick={() => browse(child)}>
                ↓ {child.id} {child.description}
                {child.hasChildren ? ' …' : ''}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
