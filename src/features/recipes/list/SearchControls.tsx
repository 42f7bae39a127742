import { Badge, CloseButton, HStack, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LabeledSelect } from '../../../components/LabeledSelect';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useGetLanguagesQuery } from '../recipesApi';
import { withFilters } from './searchParams';

/** Name search (300 ms debounce), language picker and the removable ingredient chip. */
export function SearchControls() {
  const [params, setParams] = useSearchParams();
  const urlText = params.get('searchText') ?? '';
  const [text, setText] = useState(urlText);
  const settled = useDebouncedValue(text, 300);
  const languages = useGetLanguagesQuery();

  // Back/forward may change the URL's text: show it.
  useEffect(() => setText(urlText), [urlText]);
  useEffect(() => {
    if (settled !== urlText) setParams(withFilters(params, { searchText: settled.trim() ? settled : undefined }));
  }, [settled]);

  const defaultLanguage = languages.data?.defaultLanguage ?? '';
  const ingredientName = params.get('ingredientName');
  return (
    <HStack gap="3" marginBottom="3" wrap="wrap" align="flex-end">
      <Input
        aria-label="Search by name"
        placeholder="Search by name"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxWidth="sm"
        size="sm"
      />
      <LabeledSelect
        label="Language"
        hideLabel
        value={params.get('lang') ?? defaultLanguage}
        options={(languages.data?.languages ?? []).map((l) => ({ value: l.code, label: l.name }))}
        onChange={(v) => setParams(withFilters(params, { lang: v === defaultLanguage ? undefined : v }))}
      />
      {params.get('idIngredient') && (
        <Badge size="lg" colorPalette="teal" aria-label={`Ingredient filter: ${ingredientName ?? params.get('idIngredient')}`}>
          {ingredientName ?? `Ingredient ${params.get('idIngredient')}`}
          <CloseButton
            size="2xs"
            aria-label="Remove ingredient filter"
            onClick={() => setParams(withFilters(params, { idIngredient: undefined, ingredientName: undefined }))}
          />
        </Badge>
      )}
    </HStack>
  );
}
