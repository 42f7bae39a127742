import { Input, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LabeledSelect } from '../../../components/LabeledSelect';
import { MultiSelect } from '../../../components/MultiSelect';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { LangualFilter } from '../langual';
import { useListFoodGroupsQuery } from './fcdbApi';
import {
  INGREDIENT_GROUP_FILTERS,
  UNITS_FILTERS,
  VISIBILITY_FILTERS,
  readIncludeSubtree,
  withFilters,
  type FilterChanges,
} from './searchParams';

const LABELS: Record<string, string> = {
  ALL: 'All',
  WITH_UNITS: 'With units',
  WITHOUT_UNITS: 'Without units',
  HIDDEN: 'Hidden',
  VISIBLE: 'Visible',
  WITH_IG: 'With display name',
  WITHOUT_IG: 'Without display name',
};
const options = (values: readonly string[]) => values.map((value) => ({ value, label: LABELS[value] ?? value }));

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontSize: '0.875rem' }}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** The /ingredients/fcdb filters; every one lives in the URL, and changing one resets the page to 0. */
export function FcdbFilters() {
  const [params, setParams] = useSearchParams();
  const change = (changes: FilterChanges) => setParams(withFilters(params, changes));

  // The search text: 300 ms after the last keystroke (back/forward shows the URL's text again).
  const urlText = params.get('search') ?? '';
  const [text, setText] = useState(urlText);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => setText(urlText), [urlText]);
  useEffect(() => {
    if (settled.trim() !== urlText.trim()) change({ search: settled.trim() || undefined });
    // Only a settled edit of the text changes the URL.
  }, [settled]);

  const langual = params.getAll('languaLID');
  const foodGroups = useListFoodGroupsQuery();
  const flag = (key: string) => params.get(key) === 'true';

  return (
    <Stack gap="3" width="96" flexShrink={0} aria-label="Filters" role="group">
      <Input
        size="sm"
        aria-label="Search ingredients"
        placeholder="Search by name or English name"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Stack gap="1">
        {/* The LanguaL tree browser: search (2 characters, 250 ms), browse up to parents and down to children, tick several. */}
        <LangualFilter value={langual} onChange={(ids) => change({ languaLID: ids })} />
        <Checkbox
          label="Include LanguaL subtree"
          checked={readIncludeSubtree(params)}
          onChange={(checked) => change({ includeLanguaLSubtree: checked ? undefined : 'false' })}
        />
      </Stack>
      <MultiSelect
        label="Food groups"
        showLabel
        options={(foodGroups.data ?? []).map((g) => ({ value: String(g.idGroup), label: g.name }))}
        value={params.getAll('foodGroup')}
        onChange={(next) => change({ foodGroup: next })}
      />
      <Checkbox
        label="Only used in recipes"
        checked={flag('onlyUsedInRecipes')}
        onChange={(checked) => change({ onlyUsedInRecipes: checked ? 'true' : undefined })}
      />
      <Checkbox
        label="With data issues"
        checked={flag('withDataIssues')}
        onChange={(checked) => change({ withDataIssues: checked ? 'true' : undefined })}
      />
      <LabeledSelect
        label="Units"
        value={params.get('unitsFilter') ?? 'ALL'}
        options={options(UNITS_FILTERS)}
        onChange={(v) => change({ unitsFilter: v === 'ALL' ? undefined : v })}
      />
      <LabeledSelect
        label="Visibility"
        value={params.get('visibilityFilter') ?? 'ALL'}
        options={options(VISIBILITY_FILTERS)}
        onChange={(v) => change({ visibilityFilter: v === 'ALL' ? undefined : v })}
      />
      <LabeledSelect
        label="Display name"
        value={params.get('ingredientGroupFilter') ?? 'ALL'}
        options={options(INGREDIENT_GROUP_FILTERS)}
        onChange={(v) => change({ ingredientGroupFilter: v === 'ALL' ? undefined : v })}
      />
    </Stack>
  );
}
