import { Alert, Box, Button, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { HelpLink } from '../../../components/HelpLink';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { saysLactoseFree } from '../../../domain';
import { useGetIngredientQuery, useListFoodGroupsQuery, type Ingredient } from './fcdbApi';
import { FoodFactsFields } from './FoodFactsFields';
import { factorsValid, inputOf, valuesOf, type FormValues } from './ingredientFormModel';
import { ClassificationSection, FactorsSection, NamesSection, NutritionSection, Section } from './IngredientFormSections';
import { LangualBrowser } from '../langual';
import { useMayEditIngredients } from './permissions';
import { UnitsEditor } from './UnitsEditor';
import { useIngredientActions } from './useIngredientActions';
import { useIngredientSave } from './useIngredientSave';
import { VersionConflictAlert } from './VersionConflictAlert';

/** /ingredients/fcdb/{ingId}: the ingredient editor. */
export function IngredientEditorPage() {
  const { ingId } = useParams();
  const id = Number(ingId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <LoadedIngredient key={id} id={id} />;
}

/** Back to the list as it was filtered when the ingredient was opened from it. */
function BackLink() {
  const state: unknown = useLocation().state;
  const listSearch =
    typeof state === 'object' && state !== null && 'listSearch' in state && typeof state.listSearch === 'string'
      ? state.listSearch
      : '';
  return (
    <Link asChild fontSize="sm" color="teal.700">
      <RouterLink to={`/ingredients/fcdb${listSearch}`}>Back to the ingredients</RouterLink>
    </Link>
  );
}

function LoadedIngredient({ id }: { id: number }) {
  const ingredient = useGetIngredientQuery({ id });
  if (ingredient.isLoading) return <Spinner margin="8" aria-label="Loading ingredient" />;
  if (!ingredient.data)
    return (
      <Box padding="8" role="alert">
        <Text>The ingredient could not be loaded.</Text>
        <BackLink />
      </Box>
    );
  return <IngredientForm ingredient={ingredient.data} refetch={() => ingredient.refetch().unwrap()} />;
}

/**
 * The editor proper: fields saved with Save (204 = saved) with the version they were loaded with (a 409
 * keeps them and offers a reload); units and visibility save on their own.
 */
function IngredientForm({ ingredient, refetch }: { ingredient: Ingredient; refetch: () => Promise<Ingredient> }) {
  const editable = useMayEditIngredients();
  const id = ingredient.idIngredient;
  // A refetch (after a save, a unit or visibility change, another editor's save) updates the fields the user
  // has not changed and keeps the ones they have.
  const form = useForm<FormValues>({ values: valuesOf(ingredient), resetOptions: { keepDirtyValues: true } });
  const { handleSubmit, formState, reset, watch, setValue } = form;
  const { save, saving, conflict, reload, reloading } = useIngredientSave({
    ingredient,
    edited: Object.keys(formState.dirtyFields).length > 0,
    refetch,
    resetForm: (fresh) => reset(valuesOf(fresh), { keepDirtyValues: false }),
  });
  const actions = useIngredientActions(id);
  const foodGroups = useListFoodGroupsQuery();
  const groupNames = new Map([
    ...(ingredient.groups ?? []).map((g): [string, string] => [String(g.idGroup), g.name]),
    ...(foodGroups.data ?? []).map((g): [string, string] => [String(g.idGroup), g.name]),
  ]);
  // The factor rows are checked from the first save attempt on (their problems show under each row).
  const [saveTried, setSaveTried] = useState(false);
  const onSave = handleSubmit(async (values) => {
    if (!factorsValid(values)) return;
    await save(inputOf(values, groupNames));
  });
  const deletable = ingredient.source !== 'EUROFIR';

  return (
    <form
      onSubmit={(event) => {
        setSaveTried(true);
        void onSave(event);
      }}
      noValidate
      aria-label="Ingredient"
    >
      <Stack gap="4" maxWidth="5xl">
        <BackLink />
        <HStack justify="space-between" wrap="wrap">
          <HStack gap="3" align="baseline">
            <Heading size="lg">{ingredient.name}</Heading>
            <HelpLink area="ingredients" />
          </HStack>
          {editable && <IngredientActions ingredient={ingredient} actions={actions} deletable={deletable} saving={saving} />}
        </HStack>
        {!editable && <Text color="fg.muted">Read-only: only admins, nutritionists and ambassadors edit ingredients.</Text>}
        {conflict && <VersionConflictAlert reloading={reloading} onReload={() => void reload()} />}
        <DataIssues issues={ingredient.dataIssues ?? []} />

        <NamesSection ingredient={ingredient} form={form} editable={editable} />

        <NutritionSection form={form} editable={editable} />

        <ClassificationSection ingredient={ingredient} form={form} editable={editable} foodGroups={foodGroups.data ?? []} />

        <Section title="What it holds">
          {/* Diets and allergens follow from these facts: the server derives them on save, as shown here. */}
          <FoodFactsFields
            animalOrigins={watch('animalOrigins')}
            glutenCereals={watch('glutenCereals')}
            allergens={watch('allergens')}
            reasons={ingredient.factReasons ?? {}}
            lactoseFree={saysLactoseFree(watch('name')) || saysLactoseFree(watch('englishName'))}
            disabled={!editable}
            onChange={(field, next) => setValue(field, next, { shouldDirty: true })}
          />
        </Section>

        <Section title="LanguaL">
          {/* The tree browser the FCDB list filter uses: search (2 characters, 250 ms), up to parents, down to children. */}
          <LangualBrowser
            value={watch('languaL')}
            disabled={!editable}
            onChange={(next) => setValue('languaL', next, { shouldDirty: true })}
          />
        </Section>

        <FactorsSection form={form} editable={editable} saveTried={saveTried} />

        <Section title="Units">
          <UnitsEditor idIngredient={id} units={ingredient.units} editable={editable} />
        </Section>

        {/* Section 6: linking to the recipes using the ingredient is for the editor roles only. */}
        {editable && (
          <Section title="Recipes">
            <Link asChild color="teal.700">
              <RouterLink to={`/recipes?idIngredient=${id}&ingredientName=${encodeURIComponent(ingredient.name)}`}>
                Recipes using {ingredient.name}
              </RouterLink>
            </Link>
          </Section>
        )}
      </Stack>
      <ConfirmDialog
        open={actions.confirmingDelete}
        title="Delete ingredient"
        message={`Delete ${ingredient.name}? This cannot be undone.`}
        busy={actions.deleting}
        onConfirm={() => void actions.onDelete()}
        onCancel={() => actions.setConfirmingDelete(false)}
      />
    </form>
  );
}

/** An editor's buttons: hide from app users (saved at once), Duplicate, Delete (asks first; not for EuroFIR's) and Save. */
function IngredientActions({
  ingredient,
  actions,
  deletable,
  saving,
}: {
  ingredient: Ingredient;
  actions: ReturnType<typeof useIngredientActions>;
  deletable: boolean;
  saving: boolean;
}) {
  return (
    <HStack>
      <label style={{ display: 'flex', gap: '0.375rem', alignItems: 'center', fontSize: '0.875rem' }}>
        <input
          type="checkbox"
          checked={ingredient.hideFromUser}
          disabled={actions.changingVisibility}
          onChange={(e) => void actions.onVisibility(e.target.checked)}
        />
        Hidden from app users
      </label>
      <Button variant="outline" loading={actions.duplicating} onClick={() => void actions.onDuplicate()}>
        Duplicate
      </Button>
      {deletable && (
        <Button variant="outline" colorPalette="red" onClick={() => actions.setConfirmingDelete(true)}>
          Delete
        </Button>
      )}
      <Button type="submit" colorPalette="teal" loading={saving}>
        Save
      </Button>
    </HStack>
  );
}

/** The data-quality issues found in the ingredient's figures, when there are any. */
function DataIssues({ issues }: { issues: NonNullable<Ingredient['dataIssues']> }) {
  if (issues.length === 0) return null;
  return (
    <Alert.Root status="warning" aria-label="Data issues">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Data issues</Alert.Title>
        <Alert.Description>
          <ul style={{ paddingLeft: '1rem' }}>
            {issues.map((issue) => (
              <li key={issue.code}>{issue.message}</li>
            ))}
          </ul>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
