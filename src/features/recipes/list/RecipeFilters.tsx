import { Button, Heading, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { LabeledSelect } from '../../../components/LabeledSelect';
import { MultiSelect, enumOptions, humanize } from '../../../components/MultiSelect';
import { useAppSelector } from '../../../app/hooks';
import { selectSession } from '../../../auth/authSlice';
import { canFilterRecipesByAuthor } from '../../../domain/recipePermissions';
import { SEARCH_ENUMS, useListFoodRestrictionsQuery, useListRecipeAuthorsQuery, useListTagsQuery, type Tag } from '../recipesApi';
import {
  NO_MEAL_TYPE,
  NO_SEASON,
  TIME_LIMITS,
  exclusiveSelection,
  selectionChanges,
  selectionFromUrl,
  withFilters,
  type FilterValue,
} from './searchParams';
import { RangeFilters } from './RangeFilters';

const timeOptions = TIME_LIMITS.map((minutes) => ({ value: String(minutes), label: `Under ${minutes} min` }));

/** Tag categories with a filter of their own (meal type, season, diet) are left out of the Tag filter. */
const OWN_FILTER: ReadonlySet<Tag['category']> = new Set(['MEAL_TYPE', 'SEASON', 'DIET']);
const CATEGORY_LABEL: Partial<Record<Tag['category'], string>> = {
  STORAGE: 'Storage',
  COOKING_METHOD: 'Cooking method',
  OTHER: 'Other',
};

/** The Tag filter's options: "Storage: Fridge", "Cooking method: Baking", "Other: Quick". */
function tagOptions(tags: readonly Tag[] | undefined) {
  return (tags ?? [])
    .filter((t) => !OWN_FILTER.has(t.category))
    .map((t) => ({
      value: t.name,
      label: `${CATEGORY_LABEL[t.category] ?? humanize(t.category)}: ${t.category === 'OTHER' ? t.name : humanize(t.name)}`,
    }));
}

/** The quick filters on the left of the list and stats views; every change goes to the URL. */
export function RecipeFilters() {
  const [params, setParams] = useSearchParams();
  const session = useAppSelector(selectSession);
  const isStaff = canFilterRecipesByAuthor(session);
  const restrictions = useListFoodRestrictionsQuery();
  const tags = useListTagsQuery();
  // The author list is for staff on the server (x-roles), so others never ask for it.
  const authors = useListRecipeAuthorsQuery(undefined, { skip: !isStaff });
  const set = (changes: Record<string, FilterValue>) => setParams(withFilters(params, changes));

  const mealTypes = selectionFromUrl(params, 'mealType');
  const seasons = selectionFromUrl(params, 'season');
  return (
    <Stack as="aside" aria-label="Filters" gap="3" width={{ base: '100%', md: '64' }} flexShrink={0}>
      <Heading size="sm">Filters</Heading>
      <MultiSelect
        showLabel
        label="Meal type"
        options={enumOptions(SEARCH_ENUMS.MealType)}
        value={mealTypes}
        onChange={(next) => set(selectionChanges('mealType', exclusiveSelection(mealTypes, next, NO_MEAL_TYPE)))}
      />
      <MultiSelect
        showLabel
        label="Season"
        options={enumOptions(SEARCH_ENUMS.Season)}
        value={seasons}
        onChange={(next) => set(selectionChanges('season', exclusiveSelection(seasons, next, NO_SEASON)))}
      />
      <MultiSelect
        showLabel
        label="Diet"
        options={enumOptions(SEARCH_ENUMS.Diet)}
        value={params.getAll('suitableDiet')}
        onChange={(next) => set({ suitableDiet: next })}
      />
      <MultiSelect
        showLabel
        label="Without allergen"
        options={enumOptions(SEARCH_ENUMS.Allergen)}
        value={params.getAll('withoutAllergen')}
        onChange={(next) => set({ withoutAllergen: next })}
      />
      <MultiSelect
        showLabel
        label="Meal role"
        options={enumOptions(SEARCH_ENUMS.MealRole)}
        value={params.getAll('mealRole')}
        onChange={(next) => set({ mealRole: next })}
      />
      <MultiSelect
        showLabel
        label="Free from"
        options={(restrictions.data ?? []).map((r) => ({ value: String(r.idFoodRestriction), label: r.name }))}
        value={params.getAll('suitableFoodRestrictionID')}
        onChange={(next) => set({ suitableFoodRestrictionID: next })}
      />
      <MultiSelect
        showLabel
        label="Tag"
        options={tagOptions(tags.data)}
        value={params.getAll('tagName')}
        onChange={(next) => set({ tagName: next })}
      />
      <LabeledSelect
        label="Cuisine"
        placeholder="Any"
        options={enumOptions(SEARCH_ENUMS.Cuisine)}
        value={params.get('cuisine') ?? ''}
        onChange={(v) => set({ cuisine: v })}
      />
      <MultiSelect
        showLabel
        label="Expertise"
        options={enumOptions(SEARCH_ENUMS.ExpertiseLevel)}
        value={params.getAll('expertiseLevel')}
        onChange={(next) => set({ expertiseLevel: next })}
      />
      <LabeledSelect
        label="Status"
        placeholder="Any"
        options={enumOptions(SEARCH_ENUMS.RecipeStatus)}
        value={params.get('status') ?? ''}
        onChange={(v) => set({ status: v })}
      />
      {isStaff && (
        <LabeledSelect
          label="Author"
          placeholder="Any"
          options={(authors.data ?? []).map((a) => ({ value: String(a.id), label: a.name ?? `#${a.id}` }))}
          value={params.get('authorId') ?? ''}
          onChange={(v) => set({ authorId: v })}
        />
      )}
      <RangeFilters />
      <LabeledSelect
        label="Preparation time"
        placeholder="Any"
        options={timeOptions}
        value={params.get('maxPreparationTime') ?? ''}
        onChange={(v) => set({ maxPreparationTime: v })}
      />
      <LabeledSelect
        label="Cooking time"
        placeholder="Any"
        options={timeOptions}
        value={params.get('maxCookingTime') ?? ''}
        onChange={(v) => set({ maxCookingTime: v })}
      />
      <Button size="sm" variant="ghost" onClick={() => setParams(keepOnly(params, ['lang']))}>
        Clear filters
      </Button>
    </Stack>
  );
}

function keepOnly(params: URLSearchParams, keys: string[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of keys) params.getAll(key).forEach((v) => next.append(key, v));
  return next;
}
