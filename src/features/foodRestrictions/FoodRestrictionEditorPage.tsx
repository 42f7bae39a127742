import { Box, Button, Field, Heading, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { limitHint, limitRule } from '../../components/fieldLimits';
import { IngredientPicker, type PickedIngredient } from '../../components/IngredientPicker';
import { NotFoundPage } from '../../components/NotFoundPage';
import { notify } from '../../components/toaster';
import { apiErrorOf } from '../../services/apiError';
import { newIdempotencyKey } from '../../services/idempotency';
import { ExcludedIngredients } from './ExcludedIngredients';
import {
  FOOD_RESTRICTION_LIMITS,
  useDeleteFoodRestrictionMutation,
  useGetFoodRestrictionQuery,
  useSaveFoodRestrictionMutation,
  type FoodRestriction,
} from './foodRestrictionsApi';
import { HelpLink } from '../../components/HelpLink';

/** /food-restrictions/new and /food-restrictions/{id}: the food restriction editor. */
export function FoodRestrictionEditorPage() {
  const { restrictionId } = useParams();
  if (restrictionId === 'new') return <FoodRestrictionForm key="new" />;
  const id = Number(restrictionId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <LoadedFoodRestriction key={id} id={id} />;
}

/** A restriction that cannot be loaded is replaced by a blank new one, with a message. */
function LoadedFoodRestriction({ id }: { id: number }) {
  const restriction = useGetFoodRestrictionQuery({ id });
  const navigate = useNavigate();
  useEffect(() => {
    if (!restriction.isError) return;
    // The toaster renders synchronously: raise the message after this commit, not inside it.
    queueMicrotask(() => notify('error', 'Error loading food restriction'));
    navigate('/food-restrictions/new', { replace: true });
  }, [restriction.isError, navigate]);
  if (!restriction.data) return <Spinner margin="8" aria-label="Loading food restriction" />;
  return <FoodRestrictionForm restriction={restriction.data} />;
}

export interface FoodRestrictionFormValues {
  name: string;
  enabled: boolean;
  ingredients: PickedIngredient[];
}

const formValuesOf = (restriction?: FoodRestriction): FoodRestrictionFormValues => ({
  name: restriction?.name ?? '',
  enabled: restriction?.enabled ?? false,
  ingredients:
    restriction?.ingredientsToExclude.map(({ idIngredient, name, englishName }) => ({ idIngredient, name, englishName })) ?? [],
});

function FoodRestrictionForm({ restriction }: { restriction?: FoodRestriction }) {
  const navigate = useNavigate();
  const form = useForm<FoodRestrictionFormValues>({ defaultValues: formValuesOf(restriction) });
  const { register, control, handleSubmit, formState, reset } = form;
  const ingredients = useFieldArray({ control, name: 'ingredients', keyName: 'key' });
  const [saveRestriction, saveState] = useSaveFoodRestrictionMutation();
  const [deleteRestriction, deleteState] = useDeleteFoodRestrictionMutation();
  const [confirming, setConfirming] = useState(false);
  // One key per new restriction, so a retried create does not make a second one.
  const createKey = useRef(newIdempotencyKey());

  const pick = (ingredient: PickedIngredient) => {
    if (!ingredients.fields.some((i) => i.idIngredient === ingredient.idIngredient)) ingredients.append(ingredient);
  };

  const onSave = handleSubmit(async (values) => {
    const foodRestrictionInput = {
      ...(restriction ? { id: restriction.idFoodRestriction } : {}),
      name: values.name,
      enabled: values.enabled,
      ingredientsToExclude: values.ingredients.map((i) => i.idIngredient),
    };
    try {
      const saved = await saveRestriction(
        restriction ? { foodRestrictionInput } : { 'Idempotency-Key': createKey.current, foodRestrictionInput },
      ).unwrap();
      notify('success', 'Food restriction was saved successfully');
      reset(formValuesOf(saved));
      if (!restriction) navigate(`/food-restrictions/${saved.idFoodRestriction}`, { replace: true });
    } catch (error) {
      notify('error', apiErrorOf(error).message ?? 'Error saving food restriction');
    }
  });

  const onDelete = async () => {
    if (!restriction) return;
    try {
      await deleteRestriction({ id: restriction.idFoodRestriction }).unwrap();
      setConfirming(false);
      notify('success', 'Food restriction was deleted successfully');
      navigate('/food-restrictions');
    } catch {
      setConfirming(false);
      notify('error', 'Error deleting food restriction');
    }
  };

  const nameError = formState.errors.name?.message;
  return (
    <Box padding="4">
      <form onSubmit={(event) => void onSave(event)} noValidate aria-label="Food restriction">
        <Stack gap="4" maxWidth="3xl">
          <Link asChild fontSize="sm" color="teal.700">
            <RouterLink to="/food-restrictions">Back to food restrictions</RouterLink>
          </Link>
          <HStack justify="space-between" wrap="wrap">
            <HStack gap="3" align="baseline">
              <Heading size="lg">{restriction ? restriction.name : 'New food restriction'}</Heading>
              <HelpLink area="food-groups" />
            </HStack>
            <HStack>
              {restriction && (
                <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  Delete
                </Button>
              )}
              <Button type="submit" colorPalette="teal" loading={saveState.isLoading}>
                Save
              </Button>
            </HStack>
          </HStack>
          <Field.Root invalid={!!nameError} required>
            <Field.Label>Name</Field.Label>
            <Input {...register('name', { validate: limitRule('Name', FOOD_RESTRICTION_LIMITS.name) })} />
            {nameError ? (
              <Field.ErrorText>{nameError}</Field.ErrorText>
            ) : (
              <Field.HelperText>{limitHint(FOOD_RESTRICTION_LIMITS.name)}</Field.HelperText>
            )}
          </Field.Root>
          {/* A native checkbox: keyboard, label and form reset work without extra wiring. */}
          <HStack as="label" gap="2" width="fit-content" cursor="pointer">
            <input type="checkbox" {...register('enabled')} />
            <Text>Enabled (users may pick it)</Text>
          </HStack>
          <IngredientPicker label="Add ingredient to exclude" onSelect={pick} />
          <ExcludedIngredients
            ingredients={ingredients.fields}
            onRemove={(idIngredient) => ingredients.remove(ingredients.fields.findIndex((i) => i.idIngredient === idIngredient))}
          />
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Delete food restriction"
        message={`Are you sure you want to delete the food restriction ${restriction?.name ?? ''}?`}
        busy={deleteState.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
