import { Alert, Box, Button, Grid, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSession } from '../../../auth/authSlice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { draftCleared, type RecipeDraft } from '../drafts/recipeDraftsSlice';
import { canPickRecipeAuthor } from '../../../domain/recipePermissions';
import { useListRecipeAuthorsQuery, type Languages, type Recipe } from '../recipesApi';
import { CoverPhotoSection } from './CoverPhotoSection';
import { FormLockedContext } from './FormField';
import { valuesFromRecipe, type RecipeFormField, type RecipeFormValues } from './formModel';
import { GeneralFields } from './GeneralFields';
import { IngredientsEditor } from './IngredientsEditor';
import { MealRolesField } from './MealRolesField';
import { NutritionPanel } from './NutritionPanel';
import { SuitabilityPanel } from './SuitabilityPanel';
import { TagFields } from './TagFields';
import { TitleBar } from './TitleBar';
import { TranslatedFields } from './TranslatedFields';
import { useDraftAutosave } from './useDraftAutosave';
import { useRecipeSave } from './useRecipeSave';
import { useSaveShortcut } from './useSaveShortcut';

interface RecipeFormProps {
  mode: 'new' | 'edit' | 'duplicate';
  /** The saved recipe being edited (not for new or duplicate). */
  recipe?: Recipe;
  draftKey: string;
  serverValues: RecipeFormValues;
  draft?: RecipeDraft;
  lang: string;
  languages: Languages;
  /** False locks the whole form, with no save or delete. */
  editable: boolean;
}

/** The recipe editor's form (react-hook-form); its sections live in sibling files. */
export function RecipeForm({ mode, recipe, draftKey, serverValues, draft, lang, languages, editable }: RecipeFormProps) {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const isAdmin = canPickRecipeAuthor(session);
  const form = useForm<RecipeFormValues>({ defaultValues: draft?.values ?? serverValues });
  const [restored, setRestored] = useState(!!draft);
  const [version, setVersion] = useState(draft?.version ?? recipe?.version);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const autosave = useDraftAutosave(form, draftKey, version, editable);
  const authors = useListRecipeAuthorsQuery(undefined, { skip: !isAdmin });

  const onSaved = useCallback(
    (saved: Recipe) => {
      setVersion(saved.version);
      setRestored(false);
      form.reset(valuesFromRecipe(saved));
    },
    [form],
  );
  const onFieldError = useCallback(
    (field: RecipeFormField, message: string) => {
      form.setError(field, { type: 'server', message }, { shouldFocus: true });
      // A translated field is on screen only while its language is selected.
      return !field.startsWith('i18nLabels.') || field.startsWith(`i18nLabels.${lang}.`);
    },
    [form, lang],
  );
  const { save, remove, saving, deleting } = useRecipeSave({
    mode,
    draftKey,
    cancelDraft: autosave.cancel,
    onSaved,
    onFieldError,
  });
  const submit = form.handleSubmit((values) =>
    save(values, {
      idRecipe: recipe?.idRecipe,
      version,
      lang,
      defaultLanguage: languages.defaultLanguage,
      authors: authors.data,
    }),
  );
  // The Save button and Ctrl+S are the only ways to save: nothing else in the form submits it.
  const onSave = useCallback(() => void submit(), [submit]);
  useSaveShortcut(onSave, editable && !saving);

  const discard = () => {
    autosave.cancel();
    dispatch(draftCleared(draftKey));
    form.reset(serverValues);
    setVersion(recipe?.version);
    setRestored(false);
  };
  const ingredients = useWatch({ control: form.control, name: 'ingredients' });
  const ingredientIds = (ingredients ?? []).map((row) => row.ingredient.idIngredient);
  const title = mode === 'new' ? 'New recipe' : mode === 'duplicate' ? 'Duplicate recipe' : (recipe?.name ?? 'Recipe');

  return (
    <Box padding="4">
      <TitleBar
        title={title}
        control={form.control}
        languages={languages}
        lang={lang}
        isAdmin={isAdmin}
        editable={editable}
        idRecipe={recipe?.idRecipe}
        saving={saving}
        onSave={onSave}
        onDelete={() => setConfirmDelete(true)}
      />
      <RecipeNotices editable={editable} restored={restored} onDiscard={discard} />
      <RecipeFields
        form={form}
        mode={mode}
        recipe={recipe}
        lang={lang}
        languages={languages}
        editable={editable}
        ingredientIds={ingredientIds}
      />
      {recipe && (
        <ConfirmDialog
          open={confirmDelete}
          title="Delete recipe"
          message={`Delete "${recipe.name}"? This cannot be undone.`}
          busy={deleting}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false);
            void remove(recipe.idRecipe);
          }}
        />
      )}
    </Box>
  );
}

/** Above the form: that it is read-only, or that a draft's unsaved changes were restored (with Discard). */
function RecipeNotices({ editable, restored, onDiscard }: { editable: boolean; restored: boolean; onDiscard: () => void }) {
  return (
    <>
      {!editable && (
        <Alert.Root status="neutral" marginBottom="4">
          <Alert.Indicator />
          <Alert.Title>Read-only: only the author of this recipe, admins and nutritionists can change it.</Alert.Title>
        </Alert.Root>
      )}
      {restored && (
        <Alert.Root status="info" marginBottom="4">
          <Alert.Indicator />
          <Alert.Title flex="1">Unsaved changes restored</Alert.Title>
          <Button size="xs" variant="outline" onClick={onDiscard}>
            Discard
          </Button>
        </Alert.Root>
      )}
    </>
  );
}

/** The form's sections: the recipe's fields on the left, its photo, suitability and nutrition on the right. */
function RecipeFields({
  form,
  mode,
  recipe,
  lang,
  languages,
  editable,
  ingredientIds,
}: Pick<RecipeFormProps, 'mode' | 'recipe' | 'lang' | 'languages' | 'editable'> & {
  form: UseFormReturn<RecipeFormValues>;
  ingredientIds: number[];
}) {
  // Enter in a field or a button without a type must not save: the form's own submit does nothing.
  return (
    <form aria-label="Recipe" noValidate onSubmit={(event) => event.preventDefault()}>
      {/* A native disabled fieldset locks every control inside at once. */}
      <fieldset disabled={!editable} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <FormLockedContext.Provider value={!editable}>
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
            <Stack gap="5">
              <TranslatedFields form={form} lang={lang} defaultLanguage={languages.defaultLanguage} />
              <GeneralFields form={form} />
              <TagFields control={form.control} disabled={!editable} />
              <MealRolesField control={form.control} recipe={mode === 'edit' ? recipe : undefined} />
              <IngredientsEditor form={form} disabled={!editable} />
            </Stack>
            <Stack gap="5">
              <CoverPhotoSection recipe={recipe} editable={editable} />
              <SuitabilityPanel recipe={mode === 'new' ? undefined : recipe} ingredientIds={ingredientIds} />
              <NutritionPanel info={recipe?.recipeNutritionalInfo} />
            </Stack>
          </Grid>
        </FormLockedContext.Provider>
      </fieldset>
    </form>
  );
}
