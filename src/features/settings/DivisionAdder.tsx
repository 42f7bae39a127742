import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FuzzyPicker } from '../../components/FuzzyPicker';
import { IngredientPicker, ingredientLabel, type PickedIngredient } from '../../components/IngredientPicker';
import { LabeledSelect } from '../../components/LabeledSelect';
import { enumOptions, humanize } from '../../components/MultiSelect';
import type { DivisionRow } from './formModel';
import {
  SETTINGS_ENUMS,
  useListMealPartsQuery,
  useListSimpleRecipesQuery,
  type MealOfDay,
  type MealPart,
  type RecipeRef,
} from './settingsApi';

/** The specification's division kinds: a meal part, one recipe, or one ingredient. */
const KINDS = [
  { value: 'MEAL_PART', label: 'Meal part' },
  { value: 'RECIPE', label: 'Recipe' },
  { value: 'INGREDIENT', label: 'Ingredient' },
] as const;
type Kind = (typeof KINDS)[number]['value'];

/** The recipe picker asks for 101 recipes (one more than a page of 100, to know whether there are more). */
export const RECIPE_PICKER_REQUEST_SIZE = 101;
const RECIPE_KEYS: Array<keyof RecipeRef> = ['name'];
const recipeLabel = (r: RecipeRef) => r.name ?? `Recipe ${r.idRecipe}`;

/** The specification's recipe picker call: the simple recipe list (page, pageSize 101, searchText). */
function RecipePicker({ onSelect }: { onSelect: (recipe: RecipeRef) => void }) {
  const [query, setQuery] = useState('');
  const recipes = useListSimpleRecipesQuery(
    { page: 0, pageSize: RECIPE_PICKER_REQUEST_SIZE, searchText: query.trim() },
    { skip: !query.trim() },
  );
  return (
    <FuzzyPicker<RecipeRef>
      label="Recipe"
      placeholder="Search a recipe"
      items={recipes.data?.items ?? []}
      keys={RECIPE_KEYS}
      getKey={(r) => r.idRecipe}
      getLabel={recipeLabel}
      onQueryChange={setQuery}
      loading={recipes.isFetching}
      onSelect={onSelect}
    />
  );
}

const isMealOfDay = (v: string): v is MealOfDay => (SETTINGS_ENUMS.mealsOfDay as readonly string[]).includes(v);
const isKind = (v: string): v is Kind => KINDS.some((k) => k.value === v);

type Choice =
  | { type: 'MEAL_PART'; mealPart: MealPart }
  | { type: 'RECIPE'; recipe: RecipeRef }
  | { type: 'INGREDIENT'; ingredient: PickedIngredient };

/** The division a choice adds to a meal of day, named after what it holds. */
function divisionOf(mealOfDay: MealOfDay, choice: Choice): DivisionRow {
  if (choice.type === 'MEAL_PART')
    return { mealOfDay, type: 'MEAL_PART', mealPart: choice.mealPart, name: humanize(choice.mealPart) };
  if (choice.type === 'RECIPE')
    return { mealOfDay, type: 'RECIPE', recipe: { ...choice.recipe }, name: recipeLabel(choice.recipe) };
  const { idIngredient, name } = choice.ingredient;
  return {
    mealOfDay,
    type: 'INGREDIENT',
    ingredientDivision: { ingredient: { idIngredient, ...(name ? { name } : {}) } },
    name: name ?? `Ingredient ${idIngredient}`,
  };
}

const chosenText = (choice: Choice) =>
  choice.type === 'RECIPE' ? recipeLabel(choice.recipe) : choice.type === 'INGREDIENT' ? ingredientLabel(choice.ingredient) : '';

/**
 * Adds a division to a meal of day: a meal part from the server's list, a recipe or an ingredient found by
 * name. Add stays disabled until one is chosen (section 5), and the choice is used up by adding it.
 */
export function DivisionAdder({ onAdd }: { onAdd: (row: DivisionRow) => void }) {
  const parts = useListMealPartsQuery();
  const [mealOfDay, setMealOfDay] = useState<MealOfDay>('BREAKFAST');
  const [kind, setKind] = useState<Kind>('MEAL_PART');
  const [choice, setChoice] = useState<Choice>();

  const add = () => {
    if (!choice) return;
    onAdd(divisionOf(mealOfDay, choice));
    setChoice(undefined);
  };

  return (
    <Stack gap="2" role="group" aria-label="Add a division">
      {/* Tops aligned: a picker's options open below its box and push nothing else down. */}
      <HStack alignItems="flex-start" gap="3" flexWrap="wrap">
        <LabeledSelect
          label="Meal of day"
          value={mealOfDay}
          options={enumOptions(SETTINGS_ENUMS.mealsOfDay)}
          onChange={(v) => isMealOfDay(v) && setMealOfDay(v)}
          width="48"
        />
        <LabeledSelect
          label="Division kind"
          value={kind}
          options={KINDS.map((k) => ({ value: k.value, label: k.label }))}
          onChange={(v) => {
            if (!isKind(v)) return;
            setKind(v);
            setChoice(undefined);
          }}
          width="40"
        />
        {kind === 'MEAL_PART' && (
          <LabeledSelect
            label="Meal part"
            value={choice?.type === 'MEAL_PART' ? choice.mealPart : ''}
            placeholder="Choose a meal part"
            options={enumOptions(parts.data ?? [])}
            onChange={(v) => {
              const mealPart = (parts.data ?? []).find((p) => p === v);
              setChoice(mealPart ? { type: 'MEAL_PART', mealPart } : undefined);
            }}
            disabled={!parts.data}
            width="48"
          />
        )}
        {kind === 'RECIPE' && (
          <Stack gap="1.5" width="72">
            <Text fontSize="sm" fontWeight="medium">
              Recipe
            </Text>
            <RecipePicker onSelect={(recipe) => setChoice({ type: 'RECIPE', recipe })} />
          </Stack>
        )}
        {kind === 'INGREDIENT' && (
          <Stack gap="1.5" width="72">
            <Text fontSize="sm" fontWeight="medium">
              Ingredient
            </Text>
            <IngredientPicker label="Ingredient" onSelect={(ingredient) => setChoice({ type: 'INGREDIENT', ingredient })} />
          </Stack>
        )}
        <Stack gap="1.5">
          <Text fontSize="sm" aria-hidden>
            &nbsp;
          </Text>
          <Button size="sm" onClick={add} disabled={!choice}>
            Add
          </Button>
        </Stack>
      </HStack>
      {choice && choice.type !== 'MEAL_PART' && (
        <Text fontSize="sm" aria-live="polite">
          Chosen: {chosenText(choice)}
        </Text>
      )}
    </Stack>
  );
}
