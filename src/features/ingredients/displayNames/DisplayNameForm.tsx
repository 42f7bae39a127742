import { Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectRoles } from '../../../auth/authSlice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { limitHint, limitRule } from '../../../components/fieldLimits';
import { IngredientPicker, type PickedIngredient } from '../../../components/IngredientPicker';
import { notify } from '../../../components/toaster';
import { apiErrorOf } from '../../../services/apiError';
import { newIdempotencyKey } from '../../../services/idempotency';
import { BackToDisplayNames } from './BackToDisplayNames';
import { DisplayNameIngredients } from './DisplayNameIngredients';
import {
  DISPLAY_NAME_LIMITS,
  DISPLAY_NAME_MESSAGES,
  NAME_TAKEN_CODE,
  mayEditDisplayNames,
  useCreateIngredientGroupMutation,
  useDeleteIngredientGroupMutation,
  useGetLanguagesQuery,
  useUpdateIngredientGroupMutation,
  type IngredientGroup,
} from './displayNamesApi';
import { formValuesOf, inputOf, type DisplayNameFormValues } from './formValues';
import { TranslationsEditor } from './TranslationsEditor';
import { HelpLink } from '../../../components/HelpLink';

/**
 * A display name: its name (in the default language), its translations and its FCDB ingredients (at
 * least one). An ingredient has one display name, so adding it here moves it from its former one.
 */
export function DisplayNameForm({ group }: { group?: IngredientGroup }) {
  const navigate = useNavigate();
  const editable = mayEditDisplayNames(useAppSelector(selectRoles));
  const languages = useGetLanguagesQuery();
  const { register, control, handleSubmit, formState, reset, setError } = useForm<DisplayNameFormValues>({
    defaultValues: formValuesOf(group),
  });
  const ingredients = useFieldArray({
    control,
    name: 'ingredients',
    keyName: 'key',
    rules: { validate: (list) => list.length > 0 || DISPLAY_NAME_MESSAGES.needsIngredient },
  });
  const [create, createState] = useCreateIngredientGroupMutation();
  const [update, updateState] = useUpdateIngredientGroupMutation();
  const [remove, removeState] = useDeleteIngredientGroupMutation();
  const [confirming, setConfirming] = useState(false);
  // One key per new display name, so a retried create does not make a second one.
  const createKey = useRef(newIdempotencyKey());

  const pick = (ingredient: PickedIngredient) => {
    if (!ingredients.fields.some((i) => i.idIngredient === ingredient.idIngredient)) ingredients.append(ingredient);
  };

  const onSave = handleSubmit(async (values) => {
    const ingredientGroupInput = inputOf(values);
    try {
      const saved = group
        ? await update({ id: group.idIngredientGroup, ingredientGroupInput }).unwrap()
        : await create({ 'Idempotency-Key': createKey.current, ingredientGroupInput }).unwrap();
      notify('success', DISPLAY_NAME_MESSAGES.saved);
      reset(formValuesOf(saved));
      if (!group) navigate(`/ingredients/displaynames/${saved.idIngredientGroup}`, { replace: true });
    } catch (error) {
      const problem = apiErrorOf(error);
      if (problem.code === NAME_TAKEN_CODE && problem.message) setError('name', { message: problem.message });
      notify('error', DISPLAY_NAME_MESSAGES.saveFailed);
    }
  });

  const onDelete = async () => {
    if (!group) return;
    try {
      await remove({ id: group.idIngredientGroup }).unwrap();
      setConfirming(false);
      notify('success', DISPLAY_NAME_MESSAGES.deleted);
      navigate('/ingredients/displaynames');
    } catch {
      setConfirming(false);
      notify('error', DISPLAY_NAME_MESSAGES.deleteFailed);
    }
  };

  const defaultLanguage = languages.data?.defaultLanguage;
  const defaultLanguageName = languages.data?.languages.find((l) => l.code === defaultLanguage)?.name;
  const nameError = formState.errors.name?.message;
  return (
    <Box>
      <form onSubmit={(event) => void onSave(event)} noValidate aria-label="Display name">
        <Stack gap="4" maxWidth="3xl">
          <DisplayNameHeader
            group={group}
            editable={editable}
            saving={createState.isLoading || updateState.isLoading}
            onDelete={() => setConfirming(true)}
          />
          <Field.Root invalid={!!nameError} required>
            <Field.Label>Name{defaultLanguageName ? ` (${defaultLanguageName})` : ''}</Field.Label>
            <Input disabled={!editable} {...register('name', { validate: limitRule('Name', DISPLAY_NAME_LIMITS.name) })} />
            {nameError ? (
              <Field.ErrorText>{nameError}</Field.ErrorText>
            ) : (
              <Field.HelperText>{limitHint(DISPLAY_NAME_LIMITS.name)}</Field.HelperText>
            )}
          </Field.Root>
          <TranslationsEditor
            control={control}
            register={register}
            errors={formState.errors}
            languages={(languages.data?.languages ?? []).filter((l) => l.code !== defaultLanguage)}
            disabled={!editable}
          />
          <Stack gap="2">
            <Text fontWeight="medium" fontSize="sm">
              FCDB ingredients
            </Text>
            {editable && <IngredientPicker label="Add FCDB ingredient" onSelect={pick} />}
            <DisplayNameIngredients
              ingredients={ingredients.fields}
              error={formState.errors.ingredients?.root?.message}
              onRemove={
                editable
                  ? (idIngredient) => ingredients.remove(ingredients.fields.findIndex((i) => i.idIngredient === idIngredient))
                  : undefined
              }
            />
          </Stack>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Delete display name"
        message={`Are you sure you want to delete the display name ${group?.name ?? ''}?`}
        busy={removeState.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}

/** The way back, the title with its help link, and Delete and Save for those who may edit (else a read-only note). */
function DisplayNameHeader({
  group,
  editable,
  saving,
  onDelete,
}: {
  group?: IngredientGroup;
  editable: boolean;
  saving: boolean;
  onDelete: () => void;
}) {
  return (
    <>
      <BackToDisplayNames />
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="3" align="baseline">
          <Heading size="lg">{group ? group.name : 'New display name'}</Heading>
          <HelpLink area="ingredients" />
        </HStack>
        {editable && (
          <HStack>
            {group && (
              <Button variant="outline" colorPalette="red" onClick={onDelete}>
                Delete
              </Button>
            )}
            <Button type="submit" colorPalette="teal" loading={saving}>
              Save
            </Button>
          </HStack>
        )}
      </HStack>
      {!editable && (
        <Text fontSize="sm" color="fg.muted">
          Read-only: only admins, nutritionists and ambassadors can change display names.
        </Text>
      )}
    </>
  );
}
